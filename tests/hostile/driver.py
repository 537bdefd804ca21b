"""Run the hostile cases of issue #29, each in a process of its own with a timeout, and tally what happened.

    python -m tests.hostile.driver                  # every case, four at a time
    python -m tests.hostile.driver -k stdout -j 2   # the cases whose name holds "stdout"

Prints each case that did not go as it must (:func:`tests.hostile.cases.verdict`), then the tally: cases, tracebacks,
hangs, refusals that exit 2, by cause. Exit status 0 when every case went as it must, 1 otherwise.
``tests/test_hostile.py`` runs the same cases under pytest (in the test process where that is safe).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.hostile.cases import CASES, CAUSES, Case, build_workspace, expand, verdict

REPO = Path(__file__).resolve().parents[2]
TIMEOUT_S = 60.0


def run_case(case: Case, places: Mapping[str, str], timeout_s: float = TIMEOUT_S) -> tuple[int | None, str, str]:
    """(exit status or None if it did not end within ``timeout_s``, stdout, stderr) of ``advisor`` on ``case``."""
    args, env, stdin = expand(case, places)
    scratch = Path(tempfile.mkdtemp(dir=places["tmp"], prefix="case-"))  # its own data directory and history
    environment = {**os.environ, "PYTHONPATH": str(REPO), "ADVISOR_DATA_DIR": str(scratch / "data"),
                   "ADVISOR_HISTORY": str(scratch / "history.sqlite"), "XDG_CACHE_HOME": str(scratch / "cache"), **env}
    command = [sys.executable, "-m", "advisor.cli", *args]
    if case.stdout == "closed":  # file descriptor 1 closed, as `advisor ... >&-` leaves it
        command = ["sh", "-c", 'exec "$0" "$@" >&-', *command]
    with open("/dev/full", "w") if case.stdout == "full" else open(os.devnull) as sink:
        stdout = sink if case.stdout == "full" else subprocess.PIPE
        try:
            done = subprocess.run(command, input=stdin, stdout=stdout, stderr=subprocess.PIPE, text=True, env=environment,
                                  cwd=scratch, timeout=timeout_s)
        except subprocess.TimeoutExpired as exc:
            err = exc.stderr or ""
            return None, "", err.decode(errors="replace") if isinstance(err, bytes) else err
    return done.returncode, done.stdout or "", done.stderr


def run_all(cases: Sequence[Case], jobs: int = 4, timeout_s: float = TIMEOUT_S) -> list[tuple[Case, int | None, str, str]]:
    with tempfile.TemporaryDirectory(prefix="advisor-hostile-") as tmp:
        places = build_workspace(Path(tmp) / "work")
        with ThreadPoolExecutor(jobs) as pool:
            results = list(pool.map(lambda case: run_case(case, places, timeout_s), cases))
    return [(case, *result) for case, result in zip(cases, results)]


def tally(results: Sequence[tuple[Case, int | None, str, str]]) -> tuple[list[str], list[str]]:
    """(a line per case that went wrong, the summary lines)."""
    failures, kinds, by_cause = [], Counter(), Counter()
    for case, status, out, err in results:
        problem = verdict(case, status, out, err)
        kinds["hang" if status is None else "traceback" if "Traceback" in err else case.expect] += 1
        if problem:
            failures.append(f"FAIL {case.name!r}: {problem}")
            by_cause[case.cause] += 1
    refusals = [(status, verdict(case, status, out, err)) for case, status, out, err in results if case.expect == "refuse"]
    summary = [
        f"{len(results)} cases: {len(results) - len(failures)} as they must be, {len(failures)} not",
        f"tracebacks {kinds['traceback']}, hangs {kinds['hang']}, refusals {len(refusals)} "
        f"(exit 2 with one error line: {sum(v is None for _, v in refusals)}), notes {kinds['note']}, answers {kinds['answer']}, "
        f"accepted {kinds['ok']}",
        *[f"  {cause:<17} {sum(c.cause == cause for c, *_ in results):>3} case(s), {by_cause[cause]} wrong -- {what}"
          for cause, what in CAUSES.items() if any(c.cause == cause for c, *_ in results)],
    ]
    return failures, summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", dest="select", default="", help="only the cases whose name holds this text")
    parser.add_argument("-j", dest="jobs", type=int, default=4, help="cases run at once")
    parser.add_argument("--timeout", type=float, default=TIMEOUT_S, help="seconds a case may take before it counts as a hang")
    options = parser.parse_args(argv)
    cases = [case for case in CASES if options.select in case.name]
    started = time.monotonic()
    failures, summary = tally(run_all(cases, options.jobs, options.timeout))
    print(*failures, *summary, f"in {time.monotonic() - started:.0f} s", sep="\n")
    return 1 if failures or not cases else 0


if __name__ == "__main__":
    sys.exit(main())

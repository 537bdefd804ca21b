"""Run the hostile suite from the command line, and tally how every case ended.

    python -m tests.hostile.driver                      # every case: generated (issue #45) and hand-written (issue #29)
    python -m tests.hostile.driver -k "--from-csv"      # the cases whose name holds this text
    python -m tests.hostile.driver --generated -j 2     # the generated ones, two at a time

Prints each case that did not end as it may (:func:`tests.hostile.case.verdict`), then the tally: parameters covered,
cases, how they ended (results, refusals, warnings, answers, serve streams), and what was not generated, with the
reason. Exit status 0 when every case ended as it may, 1 otherwise. ``tests/test_hostile_generated.py`` and
``tests/test_hostile.py`` run the same cases under pytest.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from . import cases as written
from . import generate
from .case import Case, verdict
from .runner import TIMEOUT_S, Outcome, run_all
from .workspace import build


def workspace(root: Path) -> dict[str, str]:
    """The workspace every case of the suite may name."""
    return build(root, {**generate.content_files(), **written.files()})


def judged(cases: Sequence[Case], outcomes: Sequence[Outcome]) -> list[tuple[Case, Outcome, str | None]]:
    """Each case with its outcome and what is wrong with it (None: it ended as it may)."""
    return [(case, outcome, verdict(dataclasses.replace(case, names=outcome.names), outcome.status, outcome.out, outcome.err, outcome.work))
            for case, outcome in zip(cases, outcomes, strict=True)]


def ending(outcome: Outcome) -> str:
    """How a case ended, in one word: hang, traceback, refusal, warning, work (reached a measurement), result."""
    if outcome.status is None:
        return "hang"
    if "Traceback (most recent call last)" in outcome.err:
        return "traceback"
    if outcome.status == 2:
        return "refusal"
    if outcome.status != 0:
        return f"exit {outcome.status}"
    if outcome.work:
        return "result (reached a measurement)"
    return "result with a warning or note" if outcome.err.strip() else "result"


def tally(results: Sequence[tuple[Case, Outcome, str | None]]) -> list[str]:
    endings = Counter(ending(outcome) for _, outcome, _ in results)
    wrong = sum(problem is not None for _, _, problem in results)
    covered = {case.label for case, _, _ in results if case.label}
    parameters = generate.parameters()
    return [f"{len(results)} cases: {len(results) - wrong} as they may end, {wrong} not",
            "ended: " + ", ".join(f"{what} {count}" for what, count in endings.most_common()),
            f"parameters covered: {len(covered & set(parameters))} of {len(parameters)}",
            *[f"not generated: {what}: {why}" for what, why in generate.not_generated().items()]]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", dest="select", default="", help="only the cases whose name holds this text")
    parser.add_argument("-j", dest="jobs", type=int, default=None, help="cases run at once (default: one per CPU)")
    parser.add_argument("--generated", action="store_true", help="only the generated cases")
    parser.add_argument("--timeout", type=float, default=TIMEOUT_S, help="seconds a case may take before it counts as a hang")
    options = parser.parse_args(argv)
    every = [*generate.all_cases(), *([] if options.generated else written.CASES)]
    cases = [case for case in every if options.select in case.name]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="advisor-hostile-") as tmp:
        places = workspace(Path(tmp) / "work")
        results = judged(cases, run_all(cases, places, options.jobs, options.timeout))
    for case, _, problem in results:
        if problem:
            print(f"FAIL {case.name}: {problem}")
    print(*tally(results), f"in {time.monotonic() - started:.0f} s", sep="\n")
    return 1 if not cases or any(problem for _, _, problem in results) else 0


if __name__ == "__main__":
    sys.exit(main())

"""Durability of reported runs, repeated: 8 processes x 500 Advisor.observe, then exit; and serve --stdio.

    python scripts/check_history_durability.py [--repeats 10]

Each repeat starts 8 writer processes on a fresh history database (each observes
500 runs and then simply ends) and counts the rows; then sends 200 observe lines
to ``advisor serve --stdio`` and counts again after stdin closes. Prints one
line per repeat and exits 1 if any row is missing.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.history import HistoryStore  # noqa: E402 - the repository goes on sys.path above
from tests.test_history_durability import TOY, _writers  # noqa: E402 - the same writers as the test


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10)
    args = parser.parse_args()
    failures = 0
    for repeat in range(args.repeats):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "history.sqlite"
            procs = _writers(path, 8, 500)
            codes = [proc.wait(timeout=600) for proc in procs]
            observed = HistoryStore(path).count()
            served = Path(tmp) / "served.sqlite"
            lines = [json.dumps({"op": "observe", "task": {"flops": 1e9, "kernel": "k"}, "device": "cpu", "time_s": 0.001 * (i + 1)})
                     for i in range(200)]
            subprocess.run([sys.executable, "-m", "advisor.cli", "serve", "--stdio", "-p", TOY, "--history", str(served)],
                           input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=REPO, timeout=300, check=True)
            by_serve = HistoryStore(served).count()
        ok = codes == [0] * 8 and observed == 4000 and by_serve == 200
        failures += not ok
        print(f"repeat {repeat + 1}: {observed} of 4000 rows from 8 processes x 500 observe; {by_serve} of 200 from serve --stdio"
              f"{'' if ok else '  MISSING'}")
    print(f"{args.repeats - failures} of {args.repeats} repeats complete")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

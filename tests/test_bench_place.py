"""benchmarks/bench_place.py --against: this checkout's decision rates against another commit's, in turns on one host."""

import re
import subprocess
import sys

import pytest

from .conftest import REPO

BENCH = [sys.executable, str(REPO / "benchmarks" / "bench_place.py")]
SMALL = ["--rows", "300", "--repeat", "1", "--calls", "250", "--rounds", "2"]


def _commit() -> str | None:
    done = subprocess.run(["git", "-C", str(REPO), "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else None


@pytest.mark.skipif(_commit() is None, reason="not a git checkout: there is no other commit to compare with")
def test_against_a_commit_times_both_in_turns_and_gives_the_ratios():
    done = subprocess.run([*BENCH, "--against", "HEAD", *SMALL, "--energy-model", "tdp"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    rounds = re.findall(r"^round (\d): place_many ([\d.]+) against ([\d.]+) M/s \(([\d.]+)x\); place\(\) median (\d+) against (\d+) us",
                        done.stdout, re.M)
    assert [r[0] for r in rounds] == ["1", "2"]
    for _, new, old, ratio, new_us, old_us in rounds:
        assert float(new) > 0 and float(old) > 0 and int(new_us) > 0 and int(old_us) > 0
        assert float(ratio) == pytest.approx(float(new) / float(old), rel=0.02)  # the shown rates have 3 digits
    assert "median over 2 rounds (energy model tdp): place_many" in done.stdout and "the rate of HEAD" in done.stdout


def test_a_commit_that_does_not_exist_is_one_line_and_status_2():
    done = subprocess.run([*BENCH, "--against", "no-such-commit"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: --against: no commit 'no-such-commit'") and done.stderr.count("\n") == 1

"""Issue #29's hand-written hostile inputs (tests/hostile/cases.py): no traceback, no hang, exit 2 and one line naming
the cause on every refusal, a warning where something cannot be honoured, serve's answer naming the bad request.

Every case runs in a process of its own (a fork of one that imported the advisor, tests/hostile/forkserver.py), the
selected ones side by side before the first test (``python -m tests.hostile.driver`` runs them too).
"""

import pytest

from .hostile.cases import CASES, CAUSES, cases_by_cause
from .hostile.suite import outcomes_of_selected


@pytest.fixture(scope="module")
def outcomes(request, tmp_path_factory):
    return outcomes_of_selected(request, tmp_path_factory, CASES, "test_hostile_case")


def test_every_cause_of_the_issue_has_cases():
    counts = cases_by_cause()
    assert all(counts[cause] >= 1 for cause in CAUSES), counts
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("index", range(len(CASES)), ids=[case.name for case in CASES])
def test_hostile_case(index, outcomes):
    problem = outcomes[index]
    assert problem is None, f"{CASES[index].name}: {problem}"


def test_the_driver_runs_the_suite_and_tallies_how_its_cases_ended(capsys):
    from .hostile.driver import main as driver

    assert driver(["-k", "stdout full: advisor place", "--generated", "-j", "2"]) == 0
    out = capsys.readouterr().out
    assert "cases: " in out and " as they may end, 0 not" in out and "ended: refusal" in out
    assert "not generated: advisor --version" in out

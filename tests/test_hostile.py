"""Issue #29's hostile inputs (tests/hostile/cases.py): no traceback, no hang, exit 2 and one line on every refusal,
and a note where something cannot be honoured.

The cases run in this process through ``advisor.cli.main``, except those that need a process of their own (a FIFO
that would block a read forever if a fix regressed, a full or closed stdout, the environment): those run beforehand,
four at a time, under the driver's timeout (``python -m tests.hostile.driver`` runs every case that way).
"""

import io
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from advisor.cli import main

from .hostile.cases import CASES, CAUSES, build_workspace, cases_by_cause, expand, verdict
from .hostile.driver import run_case


@pytest.fixture(scope="module")
def places(tmp_path_factory):
    return build_workspace(tmp_path_factory.mktemp("hostile") / "work")


@pytest.fixture(scope="module")
def isolated_results(places):
    isolated = [case for case in CASES if case.isolated]
    with ThreadPoolExecutor(4) as pool:
        return dict(zip((case.name for case in isolated), pool.map(lambda case: run_case(case, places), isolated)))


def run_here(case, places, monkeypatch, capsys, caplog):
    args, env, stdin = expand(case, places)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(args)
    out, err = capsys.readouterr()
    logged = "".join(f"{record.getMessage()}\n" for record in caplog.records)  # warnings: pytest's log capture has them
    return status, out, logged + err


def test_every_cause_of_the_issue_has_cases():
    counts = cases_by_cause()
    assert all(counts[cause] >= 1 for cause in CAUSES), counts
    assert len(CASES) >= 150 and len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_hostile_case(case, places, isolated_results, monkeypatch, capsys, caplog, tmp_path):
    if case.isolated:
        status, out, err = isolated_results[case.name]
    else:
        monkeypatch.chdir(tmp_path)
        status, out, err = run_here(case, places, monkeypatch, capsys, caplog)
    problem = verdict(case, status, out, err)
    assert problem is None, f"{case.name}: {problem}"


def test_the_driver_tallies_its_cases(capsys):
    from .hostile.driver import main as driver

    assert driver(["-k", "stdout: advisor place", "-j", "2"]) == 0
    out = capsys.readouterr().out
    assert "2 cases: 2 as they must be, 0 not" in out and "tracebacks 0, hangs 0" in out

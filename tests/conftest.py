from pathlib import Path

import pytest

from advisor.platform import load_platform
from advisor.workload import load_workload

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def toy_platform():
    return load_platform(FIXTURES / "toy-platform.yaml")


@pytest.fixture(scope="session")
def toy_workload():
    return load_workload(FIXTURES / "toy-workload.yaml")


@pytest.fixture(autouse=True)
def _isolated_history(tmp_path, monkeypatch):
    """No test reads or writes the user's history of measured runs."""
    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "history.sqlite"))


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """No test reads or writes the user's descriptors (~/.local/share/advisor)."""
    monkeypatch.setenv("ADVISOR_DATA_DIR", str(tmp_path / "advisor-data"))

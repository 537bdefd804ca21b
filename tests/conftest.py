"""Shared fixtures, and the suite's isolation from the user who runs it.

Some test modules list the catalog when they are imported (their parameters are
its platforms), so the isolation is made here, when pytest imports this file,
before any test module: none of the user's ``ADVISOR_*`` settings (``$ADVISOR_DATA_DIR``,
``$ADVISOR_PLATFORM_PATH``, ``$ADVISOR_HISTORY``, the Slurm plugin's, ...), and the data and
cache folders (``$XDG_DATA_HOME``, ``$XDG_CACHE_HOME``, else under ``$HOME``) in a folder of
this session. A descriptor left by ``advisor calibrate`` in the user's data folder is
therefore never seen; each test then gets a data folder and a history of its own.
"""

import atexit
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from advisor.platform import load_platform
from advisor.workload import load_workload

# The toolchain to use, like CC and PATH, and a switch of this suite: not the user's data.
KEPT_SETTINGS = ("ADVISOR_CLANG", "ADVISOR_PTX_FULL_CHECK")


def _isolate_from_the_user() -> None:
    for name in [n for n in os.environ if n.startswith("ADVISOR_") and n not in KEPT_SETTINGS]:
        del os.environ[name]
    root = Path(tempfile.mkdtemp(prefix="advisor-tests-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    os.environ["XDG_DATA_HOME"], os.environ["XDG_CACHE_HOME"] = str(root / "data"), str(root / "cache")


_isolate_from_the_user()
FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[1]
CPU_ONLY_MEASURED = REPO / "validation" / "cpu" / "host-zen1-measured.yaml"  # a host without a GPU, as `advisor calibrate` measured it


def write_measured_host(folder: Path, name: str) -> Path:
    """A CPU-only measured descriptor, as ``advisor calibrate --quick --cpu-only`` leaves it in ``folder``."""
    path = folder / f"{name}.yaml"
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(re.sub(r"(?m)^name: .*$", f"name: {name}", CPU_ONLY_MEASURED.read_text()))
    return path


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

"""The suite never reads the user's data folder or settings (see conftest), not even to list its parameters."""

import os
import subprocess
import sys
from pathlib import Path

from advisor.calibration import toolchain
from advisor.gpu.nvidia import diskcache
from advisor.history import default_path
from advisor.locations import data_dir

from .conftest import KEPT_SETTINGS, REPO, write_measured_host


def test_the_users_measured_host_is_not_among_the_suites_parameters(tmp_path):
    # The user ran `advisor calibrate` (default folder under $HOME) and names a folder of their own descriptors.
    write_measured_host(tmp_path / "home" / ".local" / "share" / "advisor" / "platforms", "measured-users-host")
    write_measured_host(tmp_path / "mine", "measured-users-other-host")
    env = {name: value for name, value in os.environ.items() if not name.startswith("XDG_")}
    env.update(HOME=str(tmp_path / "home"), ADVISOR_PLATFORM_PATH=str(tmp_path / "mine"), PYTHONPATH=str(REPO))
    listed = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                             "tests/test_catalog.py", "tests/test_equivalence.py"],
                            cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert listed.returncode == 0, listed.stdout + listed.stderr
    assert "test_platform_loads_and_every_number_has_a_declared_source[dc-a100]" in listed.stdout
    assert "measured-users" not in listed.stdout


def test_no_advisor_folder_of_a_test_is_the_users(tmp_path):
    users = (Path.home() / ".local" / "share" / "advisor", Path.home() / ".cache" / "advisor")
    for path in (data_dir(), default_path(), diskcache.cache_dir(), toolchain.cache_dir()):
        assert not any(path.is_relative_to(folder) for folder in users), path
    settings = {name: value for name, value in os.environ.items() if name.startswith("ADVISOR_") and name not in KEPT_SETTINGS}
    assert settings == {"ADVISOR_DATA_DIR": str(tmp_path / "advisor-data"), "ADVISOR_HISTORY": str(tmp_path / "history.sqlite")}

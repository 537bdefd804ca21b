"""The node validation (validation/cpu/h100-node): its re-read descriptor and its README table are what the scripts give."""

import subprocess
import sys

from .conftest import REPO

FOLDER = REPO / "validation" / "cpu" / "h100-node"


def run(script, *args):
    return subprocess.run([sys.executable, str(FOLDER / script), *args], capture_output=True, text=True, timeout=300)


def test_the_re_read_descriptor_is_what_the_nodes_samples_give():
    done = run("reread_calibrated.py", "--check")
    assert done.returncode == 0, done.stderr


def test_the_readme_table_is_the_validation_scripts():
    # its table counts the rows: 32 serial and 32 sixteen-thread PolyBench-ACC programs, 30 PolyBench/C kernels, per platform
    done = run("validate_h100_node.py", "--readme", "check")
    assert done.returncode == 0, done.stderr


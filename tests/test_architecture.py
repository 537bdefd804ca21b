"""The house shows the architecture: packages in layers, no circle of imports, the picture the imports give.

The rules and the reading of the imports are ``scripts/architecture.py``'s; these tests run them on the package and on
small trees made to break one rule each, so that a rule that cannot fail would show.
"""

import inspect
import subprocess
import sys

import click
import pytest

from advisor import cli

from .conftest import REPO

sys.path.insert(0, str(REPO / "scripts"))
import architecture  # scripts/ is no package: on sys.path above


def test_the_package_keeps_every_rule():
    assert architecture.problems(architecture.read_modules()) == []


def test_the_picture_in_the_docs_is_what_the_imports_give_now():
    assert architecture.PICTURE.read_text() == architecture.svg(architecture.read_modules()), \
        "run python scripts/architecture.py --write"


def test_the_check_command_passes_on_the_checkout():
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "architecture.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def _tree(**sources: str) -> dict[str, tuple[str, str]]:
    """A made-up package: dotted name -> (path, source); a name ending in ``__init__`` is a package."""
    tree = {}
    for dotted, text in sources.items():
        parts = dotted.split(".")
        name = ".".join(parts[:-1]) if parts[-1] == "__init__" else dotted
        tree[name] = ("/".join(parts) + ".py", text)
    return tree


def _sound_tree(**changes: str) -> dict[str, tuple[str, str]]:
    sources = {
        "advisor.errors": '"""Errors."""\n',
        "advisor.cpu.__init__": '"""The CPU side."""\n',
        "advisor.cpu.time": "from ..errors import X\n",
        "advisor.core.__init__": '"""The core."""\n',
        "advisor.core.counts": "from ..cpu import time\n",
        "advisor.cli.__init__": '"""The command line."""\n',
        "advisor.cli.run": "from ..core.counts import KernelCounts\n",
    }
    sources.update(changes)
    return _tree(**sources)


def test_a_sound_tree_breaks_no_rule():
    assert architecture.problems(_sound_tree()) == []


def test_a_circle_between_packages_is_found_and_its_import_named():
    # the planted import: the CPU side reads the core's counts (at run time, inside a function)
    found = architecture.problems(_sound_tree(**{"advisor.cpu.time": "from ..errors import X\n\ndef f():\n    from ..core import counts\n"}))
    circles = [p for p in found if p.startswith("packages import each other in a circle")]
    assert circles == ["packages import each other in a circle: core -> cpu; closed by the imports up the layers: "
                       "advisor/cpu/time.py:4 imports advisor.core.counts"]
    assert any("advisor/cpu/time.py:4 imports advisor.core.counts: sides (cpu) may not import the core layer" in p for p in found)


def test_an_import_for_type_checkers_only_counts_too():
    planted = "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from ..core.counts import KernelCounts\n"
    found = architecture.problems(_sound_tree(**{"advisor.cpu.time": planted}))
    assert any("advisor/cpu/time.py:4 imports advisor.core.counts" in p for p in found)


def test_a_circle_between_two_modules_of_one_package_is_found():
    found = architecture.problems(_sound_tree(**{"advisor.cpu.a": "from . import b\n", "advisor.cpu.b": "from .a import f\n"}))
    assert found == ["modules import each other in a circle: advisor.cpu.a, advisor.cpu.b; its imports: "
                     "advisor/cpu/a.py:1 imports advisor.cpu.b; advisor/cpu/b.py:1 imports advisor.cpu.a"]


def test_a_side_that_imports_an_interface_is_named():
    found = architecture.problems(_sound_tree(**{"advisor.cpu.time": "from ..cli import run\n"}))
    assert "advisor/cpu/time.py:1 imports advisor.cli.run: sides (cpu) may not import an interface (cli)" in found


def test_a_package_without_a_docstring_and_an_unplaced_package_are_named():
    found = architecture.problems(_sound_tree(**{"advisor.cpu.__init__": "X = 1\n", "advisor.extra.__init__": '"""?"""\n'}))
    assert "advisor/cpu/__init__.py: a package without a docstring saying its job and its public names" in found
    assert "advisor.extra stands in no layer of scripts/architecture.py's LAYERS" in found


def test_at_most_twelve_modules_stand_directly_under_advisor():
    crowded = _sound_tree(**{f"advisor.m{i}": "" for i in range(12)})
    assert any(p.startswith("13 modules directly under advisor/ (at most 12)") for p in architecture.problems(crowded))
    top = [path for path, _ in architecture.read_modules().values() if path.count("/") == 1]
    assert len(top) <= architecture.MAX_TOP_LEVEL_MODULES


def test_every_layer_names_packages_that_exist():
    units = {architecture.unit_of(name) for name in architecture.read_modules()}
    assert [u for _, layer in architecture.LAYERS for u in layer if u not in units] == []


@pytest.mark.parametrize("name", sorted(cli.COMMANDS))
def test_the_help_listing_says_what_each_command_says_of_itself(name):
    """``advisor --help`` lists the commands without importing them: the summary it shows is the command's own."""
    summary = cli.COMMANDS[name][2]
    command = cli.cli.get_command(click.Context(cli.cli), name)
    assert command is not None and command.name == name
    assert summary == inspect.cleandoc(command.help).split("\n\n")[0].replace("\n", " ")

"""Every surface under hostile input, every time (issue #45): the suite generated from the commands themselves.

tests/hostile/generate.py derives the cases when this module is collected: every option and argument of every command
given the hostile values of its kind, every format the advisor reads mangled, every environment variable the code reads
given every unusable place. Each case ends in a result, in one line on stderr naming the file, field, option or
variable with exit status 2, or (serve) in an error line per bad request with the server still up; never a traceback
or a hang (tests/hostile/case.py). The cases run side by side in forks of a process that imported the advisor once
(tests/hostile/forkserver.py): on a 2-core machine the whole suite takes a few minutes, a case alone a fraction of a
second (``-k`` runs only the cases it selects).
"""

import pytest

from advisor.cli import COMMANDS

from .hostile import generate
from .hostile.suite import outcomes_of_selected

CASES = generate.all_cases()


@pytest.fixture(scope="module")
def outcomes(request, tmp_path_factory):
    return outcomes_of_selected(request, tmp_path_factory, CASES, "test_generated_case")


def test_every_command_has_a_good_invocation_to_start_from():
    commands = generate.commands()
    assert {path[0] for path in commands} == set(COMMANDS)
    assert set(generate.BASES) == set(commands), "a command without a good invocation: add one to tests/hostile/generate.py BASES"
    assert set(generate.not_generated()) == {"advisor --help (and every command's --help)", "advisor --version"}


def test_every_parameter_of_every_command_has_cases_of_its_kind():
    covered = {case.label for case in CASES if case.label}
    missing = [parameter for parameter in generate.parameters() if parameter not in covered]
    assert not missing, f"no case for {missing}"
    assert sum(case.cause.startswith("environment") for case in CASES) >= 10 * len(generate.PROBES)


def test_the_environment_variables_are_found_by_reading_the_code_and_each_has_a_probe():
    found = generate.environment_variables()
    assert {"ADVISOR_HISTORY", "ADVISOR_DATA_DIR", "ADVISOR_PLATFORM_PATH", "XDG_CACHE_HOME", "CC"} <= set(found)
    assert "OMP_NUM_THREADS" not in found  # set for the harness's process, never read
    unprobed = sorted(set(found) - set(generate.PROBES))
    assert not unprobed, f"read in {[sorted(found[v]) for v in unprobed]}: add a probe to tests/hostile/generate.py PROBES"


def test_a_new_option_is_covered_without_anyone_writing_a_case():
    import click

    from advisor.cli.options import PathOption

    @click.command("demo")
    @click.option("--count", type=click.IntRange(1, 10))
    @click.option("--report", type=PathOption(dir_okay=False, role="output"))
    @click.option("--size", multiple=True, metavar="PARAM=VALUE")
    def demo(count, report, size):
        """A command no case was written for."""

    kinds = {param.name: generate.kind_of(param, None) for param in demo.params}
    assert kinds == {"count": "number", "report": "path", "size": "pair"}
    numbers = {value: expect for value, expect, _ in generate.values_of("number", demo.params[0], None)}
    assert numbers["nan"] == numbers["inf"] == {"refuse"} and {"1", "10", "1e308", "-1", "0"} <= set(numbers)
    paths = {value: expect for value, expect, _ in generate.values_of("path", demo.params[1], None)}
    assert paths["{fifo}"] == {"refuse"} and paths["{missing}"] == {"result", "refuse"}  # an output may be made


def test_every_format_the_advisor_reads_is_mangled():
    causes = {case.cause for case in CASES}
    assert {"platform file", "workload file", "task file", "history file", "program table", "validate table", "kernel table",
            "C source", "CUDA source", "serve line", "serve input"} <= causes


@pytest.mark.parametrize("index", range(len(CASES)), ids=[case.name for case in CASES])
def test_generated_case(index, outcomes):
    problem = outcomes[index]
    assert problem is None, f"{CASES[index].name}: {problem}"

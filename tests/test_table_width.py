"""Tables that fit: every ``--format table`` output fits 120 columns by default, ``--wide`` shows every column, and the
README's example tables fit too. The rule is one function, :func:`advisor.layout.fit_table`."""

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from advisor import catalog, layout
from advisor.calibration.toolchain import find_compiler
from advisor.calibration.validate import predict_cpu_s
from advisor.cli import cli
from advisor.cli.report import RECOMMENDATION_COLUMNS
from advisor.history import HistoryStore, MeasuredRun
from advisor.layout import DEFAULT_WIDTH, Column, fit_lines, fit_table, wrap_text

REPO = Path(__file__).resolve().parents[1]
PLATFORMS = sorted(catalog.catalog_files("platforms"))
WORKLOADS = ("polybench", "polybench-gpu", "epcc-level1", "pipeline-example")
RULE = re.compile(r"^-+(  +-+)*$")  # the line under a table's header


def stdout_of(*args: str) -> str:
    """The command's stdout (its messages on stderr are no table)."""
    try:
        runner = CliRunner(mix_stderr=False)  # click 8.1; from 8.2 stderr is always kept apart
    except TypeError:
        runner = CliRunner()
    result = runner.invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def too_wide(text: str, width: int = DEFAULT_WIDTH) -> list[str]:
    return [line for line in text.splitlines() if len(line) > width]


# --- the rule ---------------------------------------------------------------------------------------------------------

COLUMNS = [Column("name"), Column("value", right=True), Column("note", wrap=True), Column("detail", drop=2),
           Column("(part", right=True, drop=1), Column("part)", right=True, drop=1)]
ROWS = [["first", "1.5", "a note long enough that it has to wrap over a few lines", "d" * 30, "10", "20"],
        ["second", "22", "short", "e", "3", "4"]]


def test_no_width_shows_every_column_and_wraps_nothing():
    text = fit_table(COLUMNS, ROWS, None)
    header, rule, *rows = text.splitlines()
    assert header.split() == ["name", "value", "note", "detail", "(part", "part)"]
    assert RULE.match(rule) and len(rows) == 2 and "not shown" not in text


def test_a_table_too_wide_leaves_out_its_least_useful_columns_first_and_says_which():
    full = max(len(line) for line in fit_table(COLUMNS, ROWS, None).splitlines())
    text = fit_table(COLUMNS, ROWS, full - 5)  # dropping rank 1 (both parts, together) is enough
    assert not too_wide(text, full - 5)
    assert text.splitlines()[0].split() == ["name", "value", "note", "detail"]
    assert text.splitlines()[-1] == f"(not shown, to fit {full - 5} columns: part, part; --wide shows every column)"


def test_free_text_wraps_instead_of_being_cut():
    text = fit_table(COLUMNS, ROWS, 40)
    header, _, *lines = text.splitlines()
    assert not too_wide(text, 40) and header.split() == ["name", "value", "note"]
    second = next(i for i, line in enumerate(lines) if line.startswith("second"))
    note = header.index("note")
    assert second > 1 and " ".join(line[note:] for line in lines[:second]) == ROWS[0][2]  # over several lines, whole


def test_wrapping_breaks_after_commas_and_at_spaces_and_within_a_word_only_when_it_must():
    assert wrap_text("LARGE+NI=100000,NJ=100000,NK=100000", 12) == ["LARGE+NI=100", "000,", "NJ=100000,", "NK=100000"]
    assert wrap_text("cpu launch/gpu transfer", 16) == ["cpu launch/gpu", "transfer"]
    assert wrap_text("short", 12) == ["short"]


def test_a_long_line_of_prose_wraps_with_its_continuation_indented():
    line = "  note: " + ", ".join(f"board-{i}" for i in range(30))
    text = fit_lines(f"title\n{line}", 50)
    first, *lines = text.splitlines()
    assert first == "title" and not too_wide(text, 50) and len(lines) > 2
    assert all(more.startswith("    board-") for more in lines[1:])
    assert fit_lines(line, None) == line


def test_tables_fit_120_columns_off_a_terminal_the_terminals_width_at_one_and_any_width_with_wide(monkeypatch):
    monkeypatch.setenv("COLUMNS", "87")  # what shutil.get_terminal_size reads first
    for tty, width in ((False, DEFAULT_WIDTH), (True, 87)):
        monkeypatch.setattr(layout, "sys", SimpleNamespace(stdout=SimpleNamespace(isatty=lambda tty=tty: tty)))
        assert layout.table_width(wide=False) == width
        assert layout.table_width(wide=True) is None


# --- every command, over the catalog -----------------------------------------------------------------------------------

COMMANDS = [
    ("platforms", "list"),
    ("workloads", "list"),
    *(("platforms", "show", name) for name in PLATFORMS),
    *(("workloads", "show", name, "-d", dataset) for name in WORKLOADS for dataset in catalog.get_workload(name).datasets),
    *(("recommend", name, "-p", "all", "-d", "all", "--per-step") for name in ("polybench", "epcc-level1", "pipeline-example")),
    ("recommend", "polybench-gpu", "-p", "all", "--per-step"),  # its default dataset: every AMD and NVIDIA kernel analysis
    ("recommend", "polybench", "-k", "gemm", "--size", "NI=100000", "--size", "NJ=100000", "--size", "NK=100000"),
    *(("tradeoff", name, "-p", "gh200") for name in WORKLOADS),  # gh200: the catalog's longest GPU name
    ("tradeoff", "epcc-level1", "-p", "mi300x-node", "-p", "laptop-gtx850m"),
    ("predict-kernel", "--workload", "polybench-gpu", "--kernel", "2mm", "--gpu", "dc-a100", "--model", "all"),
    ("predict-kernel", "gemm", "--kernel", "gemm", "--grid", "32,128", "--block", "32,8", "--arg", "ni=1024", "--arg", "nj=1024",
     "--arg", "nk=1024", "--arg", "alpha=1.5", "--arg", "beta=1.2", "--gpu", "desktop-rtx2080ti", "--model", "all"),
    ("predict-kernel", "--validate", str(REPO / "validation" / "gpu" / "bspgpu-kernel-times.csv"), "--model", "all"),
]


@pytest.mark.parametrize("args", COMMANDS, ids=lambda args: " ".join(Path(a).name if "/" in a else a for a in args))
def test_every_table_of_every_command_fits_120_columns(args):
    out = stdout_of(*args)
    assert out.strip() and not too_wide(out)


def test_fit_prints_its_factors_in_120_columns(tmp_path):
    platform = catalog.get_platform("laptop-gtx850m")
    workload = catalog.get_workload("polybench")
    runs = [MeasuredRun("polybench", kernel, dataset, workload.kernels[kernel].sizes(dataset), platform.name, "cpu",
                        2.0 * predict_cpu_s(workload, kernel, platform, dataset)[0] * (1 + 0.01 * repeat))
            for kernel in ("floyd-warshall", "gramschmidt") for dataset in ("SMALL", "MEDIUM") for repeat in range(3)]
    HistoryStore(tmp_path / "h.sqlite").record_many(runs)
    out = stdout_of("fit", "--history", str(tmp_path / "h.sqlite"))
    assert "floyd-warshall" in out and not too_wide(out)


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler: the C reference implementations cannot be built")
def test_validate_prints_its_comparison_in_120_columns():
    out = stdout_of("validate", "-p", "laptop-gtx850m", "-d", "MINI", "-k", "floyd-warshall", "--runs", "2", "--reps", "1",
                    "--budget", "0.001", "--no-record", "--allow-noisy")
    assert "floyd-warshall" in out and not too_wide(out)


# --- --wide and platforms show -------------------------------------------------------------------------------------------

def test_wide_restores_every_column_that_the_default_leaves_out():
    args = ("recommend", "polybench", "-p", "laptop-gtx850m", "-p", "dc-a100", "--no-summary")
    default, wide = stdout_of(*args), stdout_of(*args, "--wide")
    headers = [c.header for c in RECOMMENDATION_COLUMNS]
    assert re.split(r"  +", wide.splitlines()[0]) == headers and "not shown" not in wide
    shown = re.split(r"  +", default.splitlines()[0])
    hidden = [h for h in headers if h not in shown]
    lines = default.splitlines()
    note = next(i for i, line in enumerate(lines) if line.startswith("(not shown"))
    assert hidden and " ".join(line.strip() for line in lines[note:]) == \
        f"(not shown, to fit 120 columns: {', '.join(h.strip('()') for h in hidden)}; --wide shows every column)"
    assert [line.split()[:3] for line in lines[2:note]] == [line.split()[:3] for line in wide.splitlines()[2:]]  # the same rows
    assert too_wide(wide)  # the full table is wider than the default's 120 columns


def test_platforms_show_prints_nested_values_as_sub_rows_and_its_json_holds_them():
    out = stdout_of("platforms", "show", "dc-a100")
    assert "ThreadProfile(" not in out and "mappingproxy" not in out
    rows = {line.split("  ")[0]: line for line in out.splitlines()}
    assert "cpu.access_profile.runs[0].threads" in rows and "cpu.access_profile.runs[1].latency_s.fma" in rows
    assert "cpu.access_profile.runs[0].levels.L1" in rows and "gpus[0].link.h2d.G_s_per_byte" in rows
    [summary] = json.loads(stdout_of("platforms", "show", "dc-a100", "--format", "json"))
    values = {r["field"]: r["value"] for r in summary["values"]}
    footprints = values["cpu.access_profile.runs[0].curves.contiguous.footprints_bytes"]
    assert values["cpu.access_profile.runs[0].threads"] == 1 and all(isinstance(x, float) for x in footprints)
    assert "cpu.access_profile.runs[0].curves.contiguous.footprints_bytes" in stdout_of("platforms", "show", "dc-a100", "--format", "csv")


def test_platforms_show_says_which_optional_fields_the_descriptor_leaves_out():
    # h100-sxm-xeon8570 states no first-touch cost of its CPU: the table says so in words, the JSON has null
    rows = {line.split("  ")[0]: line for line in stdout_of("platforms", "show", "h100-sxm-xeon8570").splitlines()}
    assert rows["cpu.first_touch"].split()[-2:] == ["not", "stated"]
    assert not any(line.split()[-1:] == ["None"] for line in rows.values())
    [summary] = json.loads(stdout_of("platforms", "show", "h100-sxm-xeon8570", "--format", "json"))
    assert {r["field"]: r["value"] for r in summary["values"]}["cpu.first_touch"] is None


def test_platforms_show_describes_each_cited_source_once_and_wide_on_one_line():
    platform = catalog.get_platform("dc-a100")
    wide = stdout_of("platforms", "show", "dc-a100", "--wide")
    for source in set(platform.provenance.values()):
        assert sum(platform.sources[source].describe() in line for line in wide.splitlines()) == 1


# --- the README ----------------------------------------------------------------------------------------------------------

def readme_tables() -> list[list[str]]:
    """The tables in the README's examples of `advisor` commands: runs of lines whose cells are set apart by two spaces
    or more (a message on stderr, prose, is none)."""
    blocks, block = [], None
    for line in (REPO / "README.md").read_text().splitlines():
        if line.startswith("```"):
            block = [] if block is None else blocks.append(block)  # an opening fence starts a block, a closing one ends it
        elif block is not None:
            block.append(line)
    tables = []
    for lines in blocks:
        if not any(line.startswith("$ advisor") for line in lines):
            continue
        table: list[str] = []
        for line in [*lines, ""]:
            if len(re.findall(r"\S {2,}(?=\S)", line)) >= 2:
                table.append(line)
            elif table:
                tables.append(table)
                table = []
    return tables


def test_the_readme_has_example_tables_and_every_one_fits_120_columns():
    tables = readme_tables()
    assert len(tables) >= 3 and all(len(table) >= 3 for table in tables)  # recommend, and --per-step's steps and plans
    assert [line for table in tables for line in table if len(line) > DEFAULT_WIDTH] == []

"""The failures issue #45 reported, one test each, named after it (the generated suite, tests/test_hostile_generated.py,
covers them too, among thousands of cases); and issue #47's item 5, a program table as users have it.

A case that could hang if its fix regressed (a FIFO, /dev/zero, a closed standard input) runs in a process of its own
with a timeout (tests/hostile/runner.py), so that a regression fails instead of blocking the suite.
"""

import contextlib
import csv
import json
import os
import signal
import sqlite3
from pathlib import Path

import pytest
import yaml

from advisor.calibration.imported import import_csv
from advisor.catalog import get_platform, get_workload
from advisor.cli import main

from .hostile.case import Case, verdict
from .hostile.runner import run_all
from .hostile.workspace import build

FIXTURES = Path(__file__).parent / "fixtures"
TOY, TOYW = str(FIXTURES / "toy-platform.yaml"), str(FIXTURES / "toy-workload.yaml")


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def refused(status, out, err, *names):
    """Exit status 2, one line naming each of ``names``, nothing on stdout; the line, for further checks."""
    lines = err.strip().splitlines()
    assert status == 2 and out == "" and len(lines) == 1 and lines[0].startswith("error: "), (status, out, err)
    assert all(name in lines[0] for name in names), (names, lines[0])
    return lines[0]


def write_csv(path, rows):
    with open(path, "w", newline="") as handle:
        csv.writer(handle).writerows(rows)
    return str(path)


PROGRAM = ["kernel", "size", "gpu_s", "cpu1_s", "h2d_s", "d2h_s"]


def program_table(tmp_path, *rows, header=PROGRAM, name="table.csv"):
    return write_csv(tmp_path / name, [header, *rows])


def from_csv(capsys, table, *extra):
    return run(capsys, "validate", "--workload", TOYW, "-p", TOY, "--from-csv", table, *extra)


@pytest.fixture(scope="module")
def places(tmp_path_factory):
    return build(tmp_path_factory.mktemp("reported") / "work")


def in_a_process(places, *args, expect=frozenset({"refuse"}), names=(), stdin="", stdin_from=""):
    """Run ``advisor ARGS`` in a process of its own with a timeout; what is wrong with how it ended (None: nothing)."""
    case = Case("reported", tuple(args), expect, tuple(names), stdin=stdin, stdin_from=stdin_from)
    outcome = run_all([case], places, jobs=1)[0]
    filled = Case(case.cause, case.args, case.expect, outcome.names, stdin=stdin, stdin_from=stdin_from)
    return verdict(filled, outcome.status, outcome.out, outcome.err, outcome.work), outcome


# --- 9 tracebacks from 6 causes ------------------------------------------------------------------------------


def test_from_csv_with_a_row_longer_than_its_header_is_refused_naming_the_line(tmp_path, capsys):
    table = program_table(tmp_path, ["axpy", 1000, 1e-5, 2e-6, 2e-5, 1e-5, "extra"])
    refused(*from_csv(capsys, table), table, "line 2", "7 fields; the header has 6")


@pytest.mark.parametrize("header, row, field", [
    ([*PROGRAM, "cpu0_s"], ["axpy", 1000, 1e-5, 2e-6, 2e-5, 1e-5, 1e-6], "line 1: cpu0_s"),
    (["kernel", "sizes", "device", "threads", "measured_median_s"], ["axpy", '{"N": 1000}', "cpu", 0, 1e-6], "line 2: threads"),
])
def test_from_csv_with_a_cpu0_s_column_or_threads_0_is_refused_not_divided_by(tmp_path, capsys, header, row, field):
    refused(*from_csv(capsys, program_table(tmp_path, row, header=header)), field, "from 1 to toy's 8 hardware threads")


def test_openmp_source_dev_zero_is_refused_before_it_is_read(places):
    problem, outcome = in_a_process(places, "validate", "--workload", "{toyw}", "-p", "{toy}", "--from-csv", "{tmp}/program-table.csv",
                                    "--openmp-source", "{zero}", names=("--openmp-source",))
    assert problem is None and "is a character device" in outcome.err


def test_from_csv_with_an_html_output_that_cannot_be_written_is_refused_before_the_scoring(tmp_path, capsys):
    table = program_table(tmp_path, ["axpy", 1000, 1e-5, 2e-6, 2e-5, 1e-5])
    line = refused(*from_csv(capsys, table, "--html", "/proc/nonexistent/x.html"), "--html", "/proc/nonexistent/x.html")
    assert "cannot write there" in line


@pytest.mark.parametrize("command", [("place", "--flops", "1e9"), ("serve", "--stdio")])
def test_timeout_ms_1e308_is_refused_not_an_overflow_in_a_thread_wait(capsys, monkeypatch, command):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO('{"id": 1, "flops": 1e9}\n'))
    refused(*run(capsys, *command, "-p", TOY, "--timeout-ms", "1e308"), "--timeout-ms", "3600000")


def test_serve_with_its_standard_input_closed_is_refused_naming_it(places):
    problem, _ = in_a_process(places, "serve", "--stdio", "-p", "{toy}", names=("standard input: it is closed",), stdin_from="closed")
    assert problem is None, problem


# --- 5 hangs from 3 causes -------------------------------------------------------------------------------------


@pytest.mark.parametrize("option", ["--from-csv", "--openmp-source"])
def test_from_csv_or_openmp_source_given_a_fifo_is_refused_not_waited_on(places, option):
    args = {"--from-csv": "{tmp}/program-table.csv", "--openmp-source": "{tmp}/openmp.c", option: "{fifo}"}
    problem, outcome = in_a_process(places, "validate", "--workload", "{toyw}", "-p", "{toy}", *[w for pair in args.items() for w in pair],
                                    names=(option,))
    assert problem is None and "is a FIFO" in outcome.err, problem


def test_from_csv_dev_zero_is_refused_not_read_forever(places):
    problem, outcome = in_a_process(places, "validate", "--workload", "{toyw}", "-p", "{toy}", "--from-csv", "{zero}", names=("--from-csv",))
    assert problem is None and "is a character device" in outcome.err, problem


def test_serve_reading_dev_zero_ends_in_one_line_within_bounded_memory(places):
    problem, _ = in_a_process(places, "serve", "--stdio", "-p", "{toy}", names=("standard input", "64 MiB"), stdin_from="{zero}")
    assert problem is None, problem


def test_serve_answers_an_over_long_line_and_stays_up(places):
    lines = '{"id": 1, "pad": "' + "x" * (2 * 2**20) + '"}\n{"id": 2, "op": "ping"}\n'
    problem, _ = in_a_process(places, "serve", "--stdio", "-p", "{toy}", expect=frozenset({"serve"}), names=("longer than 1 MiB",),
                              stdin=lines)
    assert problem is None, problem


# --- 19 silent accepts from 8 causes ---------------------------------------------------------------------------


def _with_cuda_step(tmp_path, cuda):
    data = yaml.safe_load(Path(TOYW).read_text())
    axpy = data["kernels"]["axpy"]
    axpy["steps"] = [{"name": "axpy", "flops": axpy.pop("flops"), "reads": ["x", "y"], "writes": ["y"], "parallelism": axpy.pop("parallelism"),
                      "block": [256], "grid": ["ceil(N/256)"], "cuda": cuda}]
    path = tmp_path / "workload.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(path)


@pytest.mark.parametrize("cuda, said", [
    ({"source": "gpuperf_apps.cu", "kernel": "no_such_kernel", "args": {"n": "N"}}, "no kernel 'no_such_kernel'"),
    ({"source": "gpuperf_apps.cu", "kernel": "vector_add"}, "missing value for scalar parameter 'n'"),
    ({"source": "broken.cu", "kernel": "vector_add", "args": {"n": "N"}}, "broken.cu"),
], ids=["a wrong cuda.kernel", "missing cuda.args", "a .cu that does not compile"])
def test_a_step_whose_code_the_predictor_cannot_use_says_so_on_stderr(tmp_path, capsys, caplog, cuda, said):
    (tmp_path / "broken.cu").write_text('extern "C" __global__ void vector_add(float *a, int n) { this is not C }\n')
    status, _, _ = run(capsys, "recommend", _with_cuda_step(tmp_path, cuda), "-p", "dc-a100", "-k", "axpy", "--no-history")
    said_on_stderr = caplog.text  # the advisor's warnings go to stderr through logging, which pytest captures here
    warning = next(line for line in said_on_stderr.splitlines() if "warning: toy axpy: step axpy: kp failed" in line)
    assert status == 0 and "the roofline prices it" in warning and ("broken.cu" in warning or said in warning)


def _foreign_database(path):
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
    conn.close()
    return str(path)


def _tables(path):
    with sqlite3.connect(path) as conn:
        names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    conn.close()
    return names


def test_history_pointing_at_another_programs_sqlite_file_is_refused_and_its_tables_left_alone(tmp_path, capsys, monkeypatch, caplog):
    foreign = _foreign_database(tmp_path / "accounts.sqlite")
    for command in (("recommend", TOYW, "-p", TOY), ("place", "--flops", "1e9", "-p", TOY), ("fit",)):
        refused(*run(capsys, *command, "--history", foreign), "--history", "tables invoices")
    monkeypatch.setenv("ADVISOR_HISTORY", foreign)  # the variable: a warning where the command can do without it
    status, _, _ = run(capsys, "recommend", TOYW, "-p", TOY)
    assert status == 0 and "ADVISOR_HISTORY" in caplog.text and "tables invoices" in caplog.text
    refused(*run(capsys, "fit"), "ADVISOR_HISTORY", "tables invoices")
    assert _tables(foreign) == {"invoices"}


@pytest.mark.parametrize("change, field", [
    (lambda p: p["cpu"]["flops_per_cycle_per_core"].update(fp64=1e308), "cpu.flops_per_cycle_per_core.fp64"),
    (lambda p: p["gpus"][0]["link"]["h2d"].update(L="1e308 s"), "gpus[0].link.h2d.L"),
    (lambda p: p["gpus"][0].update(l2_size="32 GiB"), "gpus[0].l2_size: 3.277e+04 MiB is more than the GPU's memory_size"),
], ids=["fp64 flops_per_cycle_per_core 1e308", "link.h2d.L 1e308 s", "an L2 larger than the GPU's memory"])
def test_a_platform_number_no_device_has_is_refused(tmp_path, capsys, change, field):
    data = yaml.safe_load(Path(TOY).read_text())
    change(data)
    path = tmp_path / "platform.yaml"
    path.write_text(yaml.safe_dump(data))
    refused(*run(capsys, "platforms", "show", str(path)), str(path), field)


def test_arrays_of_9e15_gib_are_refused_not_priced_on_a_cpu_that_could_not_hold_them(capsys):
    line = refused(*run(capsys, "recommend", TOYW, "-p", TOY, "-k", "matmul", "--size", "N=1e12"), "--size", "kernels.matmul.arrays")
    assert "more than any node's memory (1 PiB)" in line


def test_predict_kernel_validate_with_a_negative_measured_time_is_refused_naming_file_and_line(tmp_path, capsys):
    table = write_csv(tmp_path / "times.csv", [["gpu", "kernel", "n", "reps", "median_ms"],
                                              ["GeForce GT 630", "matmul_global_coalesced", 128, 30, -0.25]])
    refused(*run(capsys, "predict-kernel", "--validate", table), "--validate", table, "line 2: median_ms")


@pytest.mark.parametrize("header, row, named", [
    (["kernel", "sizes", "device", "threads", "measured_median_s"], ["axpy", '{"N": 1000}', "cpu", -1, 1e-6], "line 2: threads"),
    ([*PROGRAM, "cpu99999_s"], ["axpy", 1000, 1e-5, 2e-6, 2e-5, 1e-5, 1e-6], "line 1: cpu99999_s"),
    ([*PROGRAM, "gpu_s"], ["axpy", 1000, 1e-5, 2e-6, 2e-5, 1e-5, 1e-6], "column 'gpu_s' is named twice"),
], ids=["threads -1", "a cpu99999_s column", "a column twice"])
def test_from_csv_threads_or_columns_no_run_had_are_refused_not_ignored(tmp_path, capsys, header, row, named):
    refused(*from_csv(capsys, program_table(tmp_path, row, header=header)), named)


@pytest.mark.parametrize("option, value", [("--cap-fractions", "2"), ("--link-factors", "1e308")])
def test_tradeoff_what_if_factors_beyond_their_model_are_refused(capsys, option, value):
    refused(*run(capsys, "tradeoff", TOYW, "-p", TOY, "-k", "axpy", option, value), option)


def test_advisor_calibration_src_naming_nothing_is_refused_naming_it(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ADVISOR_CALIBRATION_SRC", "/nonexistent")
    workload = tmp_path / "polybench-gpu.yaml"  # away from the repository: its C code is found among the calibration sources
    workload.write_text((Path(__file__).parents[1] / "workloads" / "polybench-gpu.yaml").read_text())
    refused(*run(capsys, "recommend", str(workload), "-k", "gemm", "-p", TOY), "ADVISOR_CALIBRATION_SRC", "/nonexistent: does not exist")
    refused(*run(capsys, "calibrate", "--quick", "--cpu-only", "--out", "m.yaml"), "ADVISOR_CALIBRATION_SRC")


def test_ctrl_c_during_validate_ends_it_even_where_the_interrupt_is_swallowed(capsys, monkeypatch):
    from advisor.calibration import validate

    def measured_while_interrupted(*args, **kwargs):
        with contextlib.suppress(KeyboardInterrupt):  # where it cannot be raised (a finaliser, a harness killed by the same signal)
            os.kill(os.getpid(), signal.SIGINT)
        return validate.Validation((), ())

    monkeypatch.setattr(validate, "validate_cpu", measured_while_interrupted)
    status, out, err = run(capsys, "validate", "--workload", TOYW, "-p", TOY, "-k", "axpy", "-d", "S", "--no-record")
    assert status == 130 and "aborted" in err and out == ""


# --- 29 refusals naming the wrong thing, from 10 causes -----------------------------------------------------------


@pytest.mark.parametrize("args", [("recommend", "", "-p", TOY), ("recommend", TOYW, "-p", ""), ("recommend", TOYW, "--history", "")])
def test_an_empty_path_is_called_empty_not_a_directory(capsys, args):
    line = refused(*run(capsys, *args))
    assert "an empty" in line and "directory" not in line


def test_dev_zero_as_a_c_source_is_called_a_device_not_missing(tmp_path, capsys):
    data = yaml.safe_load(Path(TOYW).read_text())
    data["kernels"]["axpy"]["cpu_source"] = {"file": "/dev/zero", "function": "axpy"}
    path = tmp_path / "workload.yaml"
    path.write_text(yaml.safe_dump(data))
    refused(*run(capsys, "recommend", str(path), "-p", TOY), "kernels.axpy.cpu_source.file", "/dev/zero: is a character device")


def test_a_csv_with_a_byte_order_mark_is_read_as_the_table_it_is(tmp_path, capsys):
    path = tmp_path / "excel.csv"
    path.write_text("\ufeffkernel,size,gpu_s,cpu1_s\naxpy,1000,1e-5,2e-6\n", encoding="utf-8")
    status, out, _ = from_csv(capsys, str(path), "--format", "json")
    assert status == 0 and len(json.loads(out)) == 3  # a CPU row, a GPU row and the summary


def test_a_steps_field_is_reported_under_the_step_and_a_size_that_breaks_it_under_size(tmp_path, capsys):
    data = yaml.safe_load(Path(TOYW).read_text())
    axpy = data["kernels"]["axpy"]
    axpy["steps"] = [{"name": "axpy", "flops": axpy.pop("flops"), "parallelism": axpy.pop("parallelism"), "reads": ["x", "y"],
                      "writes": ["y"], "block": [256], "grid": ["ceil(N/256)", 70000]}]
    path = tmp_path / "workload.yaml"
    path.write_text(yaml.safe_dump(data))
    refused(*run(capsys, "recommend", str(path), "-p", TOY), str(path), "kernels.axpy.steps[0].grid[1]: 70000 is outside the CUDA limit")


def test_a_size_that_breaks_the_catalogs_grid_is_blamed_on_size_not_on_the_catalog(capsys):
    refused(*run(capsys, "recommend", "polybench-gpu", "-k", "gemm", "-p", TOY, "--size", "NI=1000000"),
            "--size: NI=1e+06: kernels.gemm.steps[0].grid[1]: 125000 is outside the CUDA limit")


@pytest.mark.parametrize("row, named", [(["GeForce GT 630", "nosuch", 128, 30, 0.25], "line 2: kernel"),
                                        (["GeForce GT 630", "matmul_global_coalesced", "x", 30, 0.25], "line 2: n")])
def test_predict_kernel_validate_errors_name_the_file_and_the_line(tmp_path, capsys, row, named):
    table = write_csv(tmp_path / "times.csv", [["gpu", "kernel", "n", "reps", "median_ms"], row])
    refused(*run(capsys, "predict-kernel", "--validate", table), table, named)


@pytest.mark.parametrize("variable, value, command, said", [
    ("ADVISOR_DATA_DIR", TOY, ("workloads", "list"), "is a file, not a directory"),
    ("ADVISOR_PLATFORM_PATH", "/nonexistent", ("platforms", "list"), "does not exist"),
    ("ADVISOR_DEFAULT_PLATFORM", "nosuch", ("recommend", TOYW), "unknown platform 'nosuch'"),
    ("CC", "/nonexistent/cc", ("calibrate", "--quick", "--cpu-only", "--out", "m.yaml"), "is no program on PATH"),
])
def test_an_environment_variable_naming_an_unusable_place_is_refused_naming_it(tmp_path, capsys, monkeypatch, variable, value, command, said):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(variable, value)
    refused(*run(capsys, *command), variable, said)


def test_a_cache_folder_that_cannot_be_one_is_said_once_and_done_without(tmp_path, capsys, monkeypatch, caplog):
    monkeypatch.setenv("XDG_CACHE_HOME", TOY)
    status, out, _ = run(capsys, "predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", "--grid", "2,2", "--block", "32,8",
                         "--arg", "ni=64", "--arg", "nj=64", "--arg", "nk=64", "--arg", "alpha=1.5", "--arg", "beta=1.2")
    assert status == 0 and "predicted time" in out
    assert "XDG_CACHE_HOME names" in caplog.text and "nothing is cached between runs" in caplog.text


# --- issue #47, item 5: measurements as users have them -------------------------------------------------------------


def test_a_program_table_with_a_tmax_column_prices_fdtd_2d_with_it(tmp_path):
    table = program_table(tmp_path, ["fdtd-2d", 2048, 5, 0.001, 0.05, 0.002, 0.002], ["fdtd-2d", 2048, "", 0.2, 20.0, 0.002, 0.002],
                          header=["kernel", "size", "TMAX", "gpu_s", "cpu1_s", "h2d_s", "d2h_s"])
    notes = []
    rows = import_csv(table, get_workload("polybench-gpu"), get_platform("h100-sxm-xeon8570"), notes=notes)
    five, sized = [r for r in rows if r.device == "cpu"]
    assert dict(five.sizes) == {"TMAX": 5.0, "NX": 2048.0, "NY": 2048.0} and five.dataset == "size 2048, TMAX 5"
    assert dict(sized.sizes) == {"TMAX": 2048.0, "NX": 2048.0, "NY": 2048.0}  # no TMAX given: size sets it too
    assert 300 < sized.predicted_s / five.predicted_s < 500  # 2048 steps priced, not 5: ~410x
    assert any("size sets NX, NY of fdtd-2d" in note for note in notes)


def test_an_empty_cell_scores_the_rest_of_the_file(tmp_path, capsys):
    table = program_table(tmp_path, ["axpy", 1000, "", 2e-6, 2e-5, 1e-5], ["matmul", 64, 4e-5, "", 8e-5, 4e-5])
    status, out, err = from_csv(capsys, table, "--format", "json")
    rows = json.loads(out)[:-1]
    assert status == 0 and [(r["kernel"], r["device"]) for r in rows] == [("axpy", "cpu"), ("matmul", "gpu")]
    assert "column gpu_s: 1 empty cell(s), not measured (line 2)" in err and "column cpu1_s: 1 empty cell(s), not measured (line 3)" in err

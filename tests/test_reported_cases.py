"""The cases a fault injector reported: each gives one line and exit status 2, or is accepted correctly.

One test per root cause; each names the case as it was reported.
"""

import json

import pytest
import yaml

from advisor import catalog
from advisor.history import HistoryStore

from .test_bad_input import FIXTURES, assert_one_line_error, run, toy_platform, toy_workload, write

TOY_PLATFORM = str(FIXTURES / "toy-platform.yaml")


def recommend(capsys, workload, *extra):
    return run(capsys, "recommend", str(workload), "--platform", TOY_PLATFORM, "--format", "json", *extra)


# --- tracebacks that became one line ------------------------------------------------------------

def _no_measuring(monkeypatch):
    """Make any measurement fail the test: a refusal must come before the first one."""
    import advisor.calibration.cpu as measuring

    def measured(*args, **kwargs):
        raise AssertionError("measured before refusing")

    monkeypatch.setattr(measuring, "measure_cpu", measured)


def test_calibrate_refuses_an_unwritable_output_before_measuring(capsys, monkeypatch):
    _no_measuring(monkeypatch)
    status, _, err = run(capsys, "calibrate", "--quick", "--cpu-only", "--out", "/proc/nonexistent/x.yaml")
    assert status == 2 and "--out" in err and "Traceback" not in err


@pytest.mark.parametrize("command", [["fit"], ["validate", "-p", "laptop-gtx850m", "-d", "MINI", "-k", "gemm"]])
def test_a_history_that_is_not_a_database(tmp_path, capsys, command):
    bad = write(tmp_path, "history.sqlite", "not a database " * 100)
    status, _, err = run(capsys, *command, "--history", str(bad))
    assert status == 2 and err.count("\n") == 1 and "--history" in err and "not a history database" in err


@pytest.mark.parametrize("option", ["--tdp-factor", "--weights"])
@pytest.mark.parametrize("value", ["nan", "inf"])
def test_non_finite_options_are_refused(capsys, option, value):
    argument = value if option == "--tdp-factor" else f"time={value}"
    status, _, err = run(capsys, "recommend", "polybench", "-k", "gemm", "--format", "json", option, argument)
    assert status == 2 and option in err and "Traceback" not in err


def test_tradeoff_refuses_a_nan_power_exponent(capsys):
    status, _, err = run(capsys, "tradeoff", "polybench", "-k", "gemm", "--format", "json", "--power-exponent", "nan")
    assert status == 2 and "--power-exponent" in err


@pytest.mark.parametrize("formula", ["max(N)", "min(N)"])
def test_min_and_max_of_one_argument(tmp_path, capsys, formula):
    data = toy_workload()
    data["kernels"]["axpy"]["flops"] = formula
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert_one_line_error(status, err, path, "kernels.axpy.flops")


def test_an_array_list_of_lists(tmp_path, capsys):
    data = toy_workload()
    data["kernels"]["axpy"]["reads"] = [["x"]]
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert_one_line_error(status, err, path, "kernels.axpy.reads[0]")


def test_a_platform_value_that_is_empty(tmp_path, capsys):
    data = toy_platform()
    data["cpu"]["memory_bandwidth"] = {"value": None, "source": next(iter(data["sources"]))}
    path = write(tmp_path, "p.yaml", data)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "-p", str(path))
    assert_one_line_error(status, err, path, "cpu.memory_bandwidth.value")


def test_a_cu_file_that_does_not_compile(tmp_path, capsys):
    from advisor.gpu.nvidia.ptx.toolchain import nvcc_available

    if not nvcc_available():
        pytest.skip("no nvcc: a .cu cannot be compiled here")
    source = write(tmp_path, "needs_define.cu", "__global__ void k(float *a) { a[0] = N; }\n")
    status, _, err = run(capsys, "predict-kernel", str(source), "-k", "k", "--grid", "1", "--block", "32", "--gpu", "dc-a100")
    assert status == 2 and err.count("\n") == 1 and "cannot compile" in err and '"N" is undefined' in err


def test_a_binary_ptx_file(tmp_path, capsys):
    path = tmp_path / "binary.ptx"
    path.write_bytes(bytes(range(256)) * 4)
    status, _, err = run(capsys, "predict-kernel", str(path), "-k", "k", "--grid", "1", "--block", "32", "--gpu", "dc-a100")
    assert status == 2 and err.count("\n") == 1 and "not a PTX text file" in err


# --- accepted but wrong, now refused (or now right) ----------------------------------------------

def test_duplicate_yaml_keys(tmp_path, capsys):
    text = (FIXTURES / "toy-platform.yaml").read_text().replace("name: toy", "name: toy\nname: other", 1)
    path = write(tmp_path, "p.yaml", text)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "-p", str(path))
    assert_one_line_error(status, err, path, "duplicate key 'name'")


@pytest.mark.parametrize("change, field", [
    (lambda k: k.update(launches=0), "kernels.axpy.launches"),
    (lambda k: k.update(block=[4096, 4096], grid=[1]), "kernels.axpy.block[0]"),
    (lambda k: k.update(block=[512, 4], grid=[1]), "kernels.axpy.block"),
])
def test_impossible_launches(tmp_path, capsys, change, field):
    data = toy_workload()
    change(data["kernels"]["axpy"])
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert_one_line_error(status, err, path, field)


def test_a_billion_cores(tmp_path, capsys):
    data = toy_platform()
    data["cpu"]["cores_per_socket"] = {"value": 1_000_000_000, "source": next(iter(data["sources"]))}
    path = write(tmp_path, "p.yaml", data)
    status, _, err = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "-p", str(path))
    assert_one_line_error(status, err, path, "cpu.cores_per_socket")


@pytest.mark.parametrize("name", ["", "two\nlines", "carriage\rreturn", "escape\x1b[31m"])
def test_names_must_be_printable(tmp_path, capsys, name):
    data = toy_workload()
    data["name"] = name
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert_one_line_error(status, err, path, "name")
    assert "\x1b" not in err and "\r" not in err


def test_a_weight_given_twice(capsys):
    status, _, err = run(capsys, "recommend", "polybench", "-k", "gemm", "--weights", "time=0.5,energy=0.5,time=0.5")
    assert status == 2 and "given twice" in err


@pytest.mark.parametrize("value, message", [("1e18", "holds 0 to 4294967295"), ("-5", "holds 0 to 4294967295"),
                                            ("3.5", "is an integer")])
def test_kernel_arguments_must_fit_their_ptx_type(capsys, value, message):
    status, _, err = run(capsys, "predict-kernel", "gemm", "--kernel", "gemm", "--grid", "32,128", "--block", "32,8",
                         "--arg", f"ni={value}", "--arg", "nj=1024", "--arg", "nk=1024", "--arg", "alpha=1.5", "--arg", "beta=1.2",
                         "--gpu", "desktop-rtx2080ti")
    assert status == 2 and "--arg" in err and message in err


def test_fit_does_not_create_a_missing_history(tmp_path, capsys):
    missing = tmp_path / "nonexistent" / "h.sqlite"
    status, _, err = run(capsys, "fit", "--history", str(missing))
    assert status == 2 and "--history" in err and not missing.parent.exists()


def test_sizes_in_scientific_notation_are_numbers(tmp_path, capsys):
    text = (FIXTURES / "toy-workload.yaml").read_text().replace("L: {N: 100000000}", "L: {N: 1e8}")
    path = write(tmp_path, "w.yaml", text)
    assert yaml.safe_load(text)["kernels"]["axpy"]["datasets"]["L"]["N"] == "1e8"  # YAML 1.1 reads it as text
    status, out, _ = recommend(capsys, path, "-d", "L", "-k", "axpy")
    assert status == 0 and json.loads(out)[0]["sizes"]["N"] == 1e8


def test_a_shared_array_declared_twice_differently(tmp_path, capsys):
    data = yaml.safe_load((FIXTURES / "toy-pipeline.yaml").read_text())
    data["kernels"]["rowsum"]["arrays"]["M"]["dims"] = [7]  # M is scale's output, [N, N]
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert status == 2 and "dataflow: shared it is one array" in err and str(path) in err


# --- where things are found ------------------------------------------------------------------------

def test_calibrate_validate_fit_and_recommend_share_one_location(tmp_path, monkeypatch, capsys):
    """A descriptor in the user's platforms directory (where calibrate writes) is found by name everywhere."""
    from advisor.locations import user_dir

    user = user_dir("platforms")
    user.mkdir(parents=True)
    (user / "measured-vm.yaml").write_text((FIXTURES / "toy-platform.yaml").read_text().replace("name: toy", "name: measured-vm"))
    status, out, _ = run(capsys, "recommend", str(FIXTURES / "toy-workload.yaml"), "-p", "measured-vm", "--format", "json")
    assert status == 0 and json.loads(out)[0]["platform"] == "measured-vm"
    status, out, _ = run(capsys, "platforms", "list", "--format", "json")
    assert status == 0 and "measured-vm" in {row["name"] for row in json.loads(out)}


def test_a_workload_file_among_platforms_is_skipped_with_a_warning(tmp_path, monkeypatch, capsys, caplog):
    directory = tmp_path / "mixed"
    directory.mkdir()
    (directory / "oops.yaml").write_text((FIXTURES / "toy-workload.yaml").read_text())
    monkeypatch.setenv("ADVISOR_PLATFORM_PATH", str(directory))
    status, out, _ = run(capsys, "platforms", "list", "--format", "json")
    assert status == 0 and "oops" not in out and "skipped" in caplog.text
    status, out, _ = run(capsys, "recommend", "polybench", "-p", "all", "-k", "gemm", "--format", "json")
    assert status == 0 and len(json.loads(out)) == len(catalog.catalog_files("platforms"))


def test_summary_follows_the_kernels_asked_for(capsys):
    status, out, _ = run(capsys, "recommend", "polybench", "-k", "gemm", "-k", "atax", "--summary", "--format", "json")
    workload_rows = [row for row in json.loads(out) if row.get("scope") == "workload"]
    assert status == 0 and workload_rows and all(row["kernels"] == ["gemm", "atax"] for row in workload_rows)


def test_a_file_just_under_the_old_cap_is_refused_at_once(tmp_path, capsys):
    path = tmp_path / "huge.yaml"
    path.write_text("schema: advisor-platform/1\nname: x\ncomment: |\n" + "  " + "x" * 7_900_000 + "\n")
    status, _, err = run(capsys, "recommend", "polybench", "-p", str(path))
    assert status == 2 and "limited to" in err


def test_a_history_is_read_where_it_is_written(tmp_path):
    HistoryStore().record_many([])  # the default location: $ADVISOR_HISTORY, else the data directory
    assert HistoryStore().path.exists()


# --- issue #29: hostile inputs (every case: tests/test_hostile.py); the rules behind them, at the library's depth ---

def test_calibrate_refuses_a_name_on_two_lines_before_measuring(capsys, monkeypatch):
    _no_measuring(monkeypatch)  # it took 8 s of measuring
    status, _, err = run(capsys, "calibrate", "--quick", "--cpu-only", "--name", "a\nb")
    assert status == 2 and "--name" in err and "control character" in err


def test_what_a_path_is_is_said_without_opening_it(tmp_path):
    import os

    from advisor.files import not_a_file

    os.mkfifo(tmp_path / "fifo")  # opened for reading, it would wait for a writer forever
    assert not_a_file(tmp_path / "fifo") == "is a FIFO"
    assert not_a_file(tmp_path) == "is a directory"
    assert not_a_file("/dev/zero") == "is a character device"
    assert not_a_file(tmp_path / "missing.yaml") == "no such file"
    assert not_a_file(FIXTURES / "toy-platform.yaml") is None


def test_one_launch_rule_for_workloads_and_predict_kernel(tmp_path, capsys):
    words = "2147483648 is outside the CUDA limit of 1 to 2147483647"
    status, _, err = run(capsys, "predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", "--grid", "2147483648", "--block", "32")
    assert status == 2 and "--grid" in err and words in err  # accepted before
    data = toy_workload()
    data["kernels"]["axpy"].update(grid=[2147483648], block=[32])
    path = write(tmp_path, "w.yaml", data)
    status, _, err = recommend(capsys, path)
    assert_one_line_error(status, err, path, f"kernels.axpy.grid[0]: {words}")


def test_every_modelled_nvidia_gpu_has_the_compute_capability_of_its_architecture():
    from advisor.gpu.descriptor import nvidia_architecture
    from advisor.gpu.nvidia.archfile import load_architectures

    table = load_architectures()
    assert table and all(nvidia_architecture(cc) == architecture for architecture, cc in table)
    assert nvidia_architecture("99.9") is None and nvidia_architecture("7.5") == "turing" and nvidia_architecture("8.9") == "ada"


def test_observe_refuses_what_no_run_could_be():
    from advisor.errors import UsageError
    from advisor.scheduler import Advisor

    advisor = Advisor(platforms=[TOY_PLATFORM], history=None)
    with pytest.raises(UsageError, match="unknown platform 'nosuch'"):
        advisor.observe({"flops": 1e9, "platform": "nosuch"}, "cpu", 0.01)
    with pytest.raises(ValueError, match="at most"):
        advisor.observe({"flops": 1e9}, "cpu", 1e300)
    assert not advisor.observations  # nothing taken


def test_an_unusable_history_named_by_the_caller_is_refused_at_once(tmp_path):
    from advisor.errors import UsageError
    from advisor.scheduler import Advisor

    text = write(tmp_path, "notes.txt", "not a database\n")
    for history in (tmp_path, text, text / "h.sqlite"):
        with pytest.raises(UsageError, match="history"):
            Advisor(platforms=[TOY_PLATFORM], history=str(history))


def test_tradeoff_options_are_refused_before_the_study():
    from advisor.errors import UsageError
    from advisor.tradeoff.study import StudyOptions

    for options, parameter in (({"size_range": (1e-300, 1e300)}, "size_range"), ({"power_exponent": 1e308}, "power_exponent"),
                               ({"factors": {"clock": (1e200,)}}, "clock_factors")):
        with pytest.raises(UsageError) as refused:
            StudyOptions(**options)
        assert refused.value.parameter == parameter


def test_a_tdp_factor_above_1_is_refused():
    from advisor.core.settings import Settings
    from advisor.errors import UsageError

    with pytest.raises(UsageError, match="at most 1"):
        Settings(tdp_factor=1e308)  # answered with null energies before
    assert Settings(tdp_factor=1.0).tdp_factor == 1.0

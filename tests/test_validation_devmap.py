"""A published device-mapping set (validation/devmap/cgo17-amd): its table is the script's, its rows are the set's
PolyBench/GPU kernels with the faster device as label, and each row is priced as the set measured it: one launch of
its kernel plus the whole program's copies, on the CPU through AMD's OpenCL runtime and on the GPU."""

import csv
import importlib.util
import subprocess
import sys

import pytest

from .conftest import REPO

HERE = REPO / "validation" / "devmap" / "cgo17-amd"


def _script():
    spec = importlib.util.spec_from_file_location("validation_devmap_cgo17_amd", HERE / "validate_devmap.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_sets_table_is_the_scripts():
    result = subprocess.run([sys.executable, str(HERE / "validate_devmap.py"), "--readme", "check"], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr


def test_the_csv_holds_the_polybench_kernels_each_labelled_with_its_faster_device():
    with (HERE / "cgo17-amd-polybench.csv").open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 27 and len({row["program"] for row in rows}) == 14
    for row in rows:
        assert row["oracle"] == ("GPU" if float(row["runtime_gpu_ms"]) < float(row["runtime_cpu_ms"]) else "CPU")
    two_mm = {row["kernel"]: row for row in rows if row["program"] == "2mm"}
    assert set(two_mm) == {"mm2_kernel1", "mm2_kernel2"}
    assert int(two_mm["mm2_kernel1"]["transfer_bytes"]) == 5 * 2048 * 2048 * 4  # five 2048^2 float buffers: the program's


def test_each_program_is_priced_at_its_own_sizes_and_element_type():
    # the set's transfer column is the sum of the program's buffers: the kernel as priced holds the same arrays
    # (correlation and covariance allocate (M+1)(N+1) elements where the workload's arrays are M N: 0.1 % more)
    from advisor.core.counts import instantiate

    devmap = _script()
    with (HERE / "cgo17-amd-polybench.csv").open(newline="") as handle:
        transfer = {row["program"]: int(row["transfer_bytes"]) for row in csv.DictReader(handle)}
    for program, nbytes in transfer.items():
        kernel = devmap._kernel(program)
        counts = instantiate(kernel, kernel.sizes(None, devmap.PROGRAMS[program][1]))
        assert counts.resident_bytes == pytest.approx(nbytes, rel=2e-3 if program in ("correlation", "covariance") else 0), program


@pytest.fixture(scope="module")
def priced():
    return {(row.program, row.kernel): row for row in _script().rows()}


def test_a_row_is_one_launch_of_its_kernel_plus_the_programs_copies(priced):
    from advisor.catalog import get_platform
    from advisor.core.counts import instantiate
    from advisor.core.evaluation import evaluate
    from advisor.core.settings import Settings

    devmap = _script()
    platform = get_platform(str(devmap.PLATFORM))
    kernel = devmap._kernel("3DConvolution")  # one step, launched once per plane: 254 times a run
    counts = instantiate(kernel, kernel.sizes(None))
    assert counts.steps[0].launches == 254
    whole = evaluate(counts, platform, Settings())
    row = priced["3DConvolution", "Convolution3D_kernel"]
    assert row.gpu_compute_s * 254 == pytest.approx(whole.gpus[0].compute_s)
    assert row.gpu_launch_s == pytest.approx(platform.gpus[0].launch.launch_time_s(counts.steps[0].threads_per_launch))
    assert (row.gpu_h2d_s, row.gpu_d2h_s) == pytest.approx((whole.gpus[0].h2d_s, whole.gpus[0].d2h_s))
    assert row.cpu_predicted_s == pytest.approx(whole.cpu.onchip.time_s / 254 + whole.cpu.copy_s)
    assert row.cpu_copies_s == pytest.approx(whole.cpu.copy_s) and row.cpu_copies_s > 0  # the CPU runtime copies too


def test_a_kernel_whose_work_items_walk_columns_is_priced_as_it_loops(priced):
    # bicgKernel2 (s = A^T r): each work-item walks a column of A, where the suite's C reference sweeps the rows;
    # priced from opencl_order.c, it costs the CPU more than bicgKernel1's row walks over the same matrix
    column, row = priced["bicg", "bicgKernel2"], priced["bicg", "bicgKernel1"]
    assert column.cpu_predicted_s - column.cpu_copies_s > 2 * (row.cpu_predicted_s - row.cpu_copies_s)


def test_the_steps_of_a_program_priced_alone_add_up_to_the_program(priced):
    # gramschmidt: three kernels, each launched once per column (2048 times a run); a row is one launch of one of them
    from advisor.catalog import get_platform
    from advisor.core.counts import instantiate
    from advisor.core.evaluation import evaluate
    from advisor.core.settings import Settings

    devmap = _script()
    kernel = devmap._kernel("gramschmidt")
    whole = evaluate(instantiate(kernel, kernel.sizes(None)), get_platform(str(devmap.PLATFORM)), Settings())
    rows = [priced["gramschmidt", f"gramschmidt_kernel{k}"] for k in (1, 2, 3)]
    assert sum(row.gpu_compute_s for row in rows) * 2048 == pytest.approx(whole.gpus[0].compute_s)
    assert {row.gpu_h2d_s for row in rows} == {whole.gpus[0].h2d_s}  # every row carries the whole program's copies

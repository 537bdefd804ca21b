"""The AMDGCN interpreter runs what the AMD compiler made of the built-in kernels, and gets their answers."""

import re

import numpy as np
import pytest

from advisor.gpu.amd.code import read_kernel
from advisor.gpu.amd.interp import POINTER_BASE, Interpreter, InterpretError
from advisor.gpu.amd.shipped import shipped_kernel
from advisor.gpu.amd.toolchain import find_clang

INTERPRETED = ["gfx803", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"]


def interpreter(target, name, grid, block, **values):
    kernel = shipped_kernel(target, name)
    return Interpreter(kernel.code, kernel.assembly, target, grid, block, kernel.argument_values(values)), kernel


@pytest.mark.parametrize("target", INTERPRETED)
def test_gemm_computes_what_numpy_computes(target):
    n = 32
    rng = np.random.default_rng(7)
    a, b, c = (rng.random((n, n), dtype=np.float32) for _ in range(3))
    run, kernel = interpreter(target, "gemm", (1, 4, 1), (32, 8, 1), ni=n, nj=n, nk=n, alpha=1.5, beta=1.25)
    for index, array in ((5, a), (6, b), (7, c)):  # A, B, C: the sixth to eighth parameters
        run.store_array(index, array)
    trace = run.run([(0, y, 0) for y in range(4)])
    got = run.load_array(7, n * n).reshape(n, n)
    np.testing.assert_allclose(got, 1.25 * c + 1.5 * a @ b, rtol=2e-6)
    # 4 groups of 256 work-items: 4 wavefronts of 64 lanes each (8 of 32 on RDNA), each running the k loop n times
    (loop,) = kernel.code.loops
    waves = 256 // run.lanes
    assert trace.wavefronts == [waves] * 4 and trace.block_executions[:, loop.header].tolist() == [waves * n] * 4


@pytest.mark.parametrize("target", ["gfx803", "gfx90a", "gfx942", "gfx1030", "gfx1100"])
def test_tiled_gemm_shares_its_tiles_through_the_lds_across_barriers(target):
    n = 32
    rng = np.random.default_rng(8)
    a, b, c = (rng.random((n, n), dtype=np.float32) for _ in range(3))
    run, _ = interpreter(target, "gemm_tiled", (2, 2, 1), (16, 16, 1), ni=n, nj=n, nk=n, alpha=0.5, beta=2.0)
    for index, array in ((5, a), (6, b), (7, c)):
        run.store_array(index, array)
    run.run([(x, y, 0) for x in range(2) for y in range(2)])
    np.testing.assert_allclose(run.load_array(7, n * n).reshape(n, n), 2.0 * c + 0.5 * a @ b, rtol=2e-6)


def test_a_double_precision_triad_and_its_addresses():
    n = 200
    run, kernel = interpreter("gfx942", "gs_triad", (4, 1, 1), (64, 1, 1), n=n, secretly_false=0)
    b, c = np.arange(n, dtype=np.float64), np.full(n, 0.5)
    run.store_array(1, b)
    run.store_array(2, c)
    trace = run.run([(g, 0, 0) for g in range(4)])
    np.testing.assert_array_equal(run.load_array(0, n, np.float64), b * 1.2 + c)
    # each load of the first wavefront reads 64 consecutive doubles of its buffer, 512 B
    loads = [pc for pc in trace.addresses if kernel.code.instructions[pc].klass == "vmem_load"]
    first = [trace.addresses[pc][0] for pc in loads]
    assert sorted(int(a[0]) // POINTER_BASE for a in first) == [2, 3]  # B and C: the second and third parameters
    for addresses in first:
        assert np.array_equal(np.diff(addresses), np.full(63, 8))


@pytest.mark.parametrize("target", ["gfx803", "gfx90a", "gfx942", "gfx1030", "gfx1100"])  # gfx942's code multiplies by a literal with v_fmamk_f32
def test_a_3x3_convolution_computes_what_numpy_computes(target):
    n = 16
    a = np.random.default_rng(3).random((n, n), dtype=np.float32)
    run, _ = interpreter(target, "conv2d", (1, 2, 1), (32, 8, 1), ni=n, nj=n)
    run.store_array(2, a)
    run.run([(0, 0, 0), (0, 1, 0)])
    c = np.array([[0.2, -0.3, 0.4], [0.5, 0.6, 0.7], [-0.8, -0.9, 0.1]], np.float32)  # c11 c12 c13 / c21 ... by (row, column) offset
    want = sum(c[dj + 1, di + 1] * a[1 + di:n - 1 + di, 1 + dj:n - 1 + dj] for di in (-1, 0, 1) for dj in (-1, 0, 1))
    np.testing.assert_allclose(run.load_array(3, n * n).reshape(n, n)[1:-1, 1:-1], want, rtol=1e-5)


@pytest.mark.parametrize("target", ["gfx906", "gfx1100"])  # 4 wavefronts of 64 lanes, or 8 of 32
def test_block_reduction_through_the_lds(target):
    run, _ = interpreter(target, "dot_product_b256", (2, 1, 1), (256, 1, 1), n=512)
    a, b = np.linspace(0, 1, 512, dtype=np.float32), np.full(512, 2.0, np.float32)
    run.store_array(0, a)
    run.store_array(1, b)
    run.run([(0, 0, 0), (1, 0, 0)])
    np.testing.assert_allclose(run.load_array(2, 2), [2 * a[:256].sum(), 2 * a[256:].sum()], rtol=1e-5)


def test_an_rdna3_dual_issue_reads_both_halves_sources_before_writing_either():
    from advisor.gpu.amd.code import _instruction
    from advisor.gpu.amd.interp import _dispatch

    run, _ = interpreter("gfx1100", "gemm", (1, 1, 1), (32, 1, 1))
    wave = run._start((0, 0, 0), 0)
    wave.v[0], wave.v[2], wave.v[3] = 10, 1, 100
    # LLVM may put the later instruction first (X): Y then reads v0 as it was, 10, not X's 100
    pair = _instruction("v_dual_mov_b32 v0, v3 :: v_dual_add_nc_u32 v1, v0, v2", 0, 1)
    op, semantics = _dispatch(pair)
    semantics(run, wave, op, pair, None, 0)
    assert wave.v[0][0] == 100 and wave.v[1][0] == 11


def test_other_targets_and_unknown_instructions_are_refused():
    kernel = shipped_kernel("gfx1100", "gemm")
    with pytest.raises(InterpretError, match="runs GFX8 to GFX11 targets"):  # RDNA 4's GFX12 is not read
        Interpreter(kernel.code, kernel.assembly, "gfx1200", (1, 1, 1), (32, 8, 1), kernel.argument_values({}))
    gemm = shipped_kernel("gfx90a", "gemm")
    assembly = gemm.assembly.replace("v_fmac_f32_e32", "v_made_up_f32", 1)
    run = Interpreter(read_kernel(assembly, "gemm"), assembly, "gfx90a", (1, 1, 1), (32, 8, 1),
                      gemm.argument_values({"ni": 8, "nj": 32, "nk": 4}))
    with pytest.raises(InterpretError, match="v_made_up_f32 is not interpreted"):
        run.run([(0, 0, 0)])


# ---------------------------------------------------------------------------
# Jumping over the iterations of an affine loop changes no count


@pytest.mark.parametrize("target, name, grid, block, sizes", [
    ("gfx90a", "gemm", (2, 8, 1), (32, 8, 1), {"ni": 64, "nj": 64, "nk": 300}),
    ("gfx908", "atax_kernel1", (2, 1, 1), (256, 1, 1), {"nx": 512, "ny": 700}),
    ("gfx906", "mm2_kernel1", (2, 2, 1), (32, 8, 1), {"ni": 16, "nj": 64, "nk": 333, "alpha": 1.5}),
    # vector latches: a size_t bound compared per lane, the loop on while any lane's compare holds
    ("gfx90a", "gm_gemm_kernel", (2, 2, 1), (32, 8, 1), {"p_size": 200}),
    # lanes leave one by one (j2 runs from each lane's own j1 to m), with an inner loop jumped over too
    ("gfx90a", "covar_covar", (2, 1, 1), (256, 1, 1), {"m": 120, "n": 24}),
    ("gfx803", "corr_corr", (2, 1, 1), (256, 1, 1), {"m": 120, "n": 24}),
    # a grid-stride loop whose last lanes leave one iteration early, then a reduction over every lane
    ("gfx90a", "dot_product_b64", (4, 1, 1), (64, 1, 1), {"n": 100037}),
    # the same latches in wave32 code (vcc_lo, exec_lo, s_and_not1_b32) on RDNA 2 and 3
    ("gfx1030", "gm_gemm_kernel", (2, 2, 1), (32, 8, 1), {"p_size": 200}),
    ("gfx1100", "covar_covar", (2, 1, 1), (256, 1, 1), {"m": 120, "n": 24}),
])
def test_fast_forward_keeps_block_and_memory_counts(target, name, grid, block, sizes):
    kernel = shipped_kernel(target, name)
    traces = []
    for jump in (False, True):
        run = Interpreter(kernel.code, kernel.assembly, target, grid, block, kernel.argument_values(sizes), fast_forward=jump)
        traces.append(run.run([(0, 0, 0), (1, 0, 0)]))
    slow, fast = traces
    np.testing.assert_array_equal(slow.block_executions, fast.block_executions)
    assert slow.executions == fast.executions
    assert fast.steps < slow.steps / 5
    # after its loops, every lane is back where it would be: the code that follows touches the same addresses
    in_loops = {pc for loop in kernel.code.loops for b in loop.body
                for pc in range(kernel.code.blocks[b].start, kernel.code.blocks[b].end)}
    after = {key: kept for key, kept in slow.by_group.items() if key[1] not in in_loops}
    assert after.keys() == {key for key in fast.by_group if key[1] not in in_loops}
    for key, kept in after.items():
        for expected, got in zip(kept, fast.by_group[key], strict=True):
            np.testing.assert_array_equal(expected, got)


# ---------------------------------------------------------------------------
# The time model


def test_stream_triad_is_latency_bound_with_small_groups_and_dram_bound_with_large_ones():
    from advisor.gpu.amd.timing import predict
    from advisor.platform import load_platform

    from .conftest import REPO

    mi210 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi210.yaml").gpus[0]
    triad = shipped_kernel("gfx90a", "gs_triad")
    n = 1 << 24
    small = predict(triad, mi210, "gfx90a", (n // 32 + 1, 1, 1), (32, 1, 1), {"n": n})
    large = predict(triad, mi210, "gfx90a", (n // 1024 + 1, 1, 1), (1024, 1, 1), {"n": n})
    # the 32 KiB shared array allows 2 groups per CU: 2 wavefronts of 32 work-items cannot hide the DRAM latency
    assert small.occupancy.workgroups_per_cu == 2 and small.occupancy.limiter == "lds"
    assert small.bound == "latency" and large.bound == "dram"
    # three streams of n doubles, each line fetched once
    assert large.dram_bytes == pytest.approx(3 * 8 * n, rel=1e-3)
    assert large.exec_s == pytest.approx(3 * 8 * n / mi210.memory_bandwidth_sustained_Bps, rel=1e-3)
    # kp's fixed point: the large grid asks more of the DRAM than it gives, so its latency under load rises
    # (until the wavefronts' time leaves room for the bytes); the small one's stays the unloaded latency
    unloaded = mi210.dram_latency_s * mi210.boost_clock_hz
    assert large.details["dram_latency_cycles"] > 2 * unloaded
    assert small.details["dram_latency_cycles"] == pytest.approx(unloaded)


def test_lds_accesses_are_not_memory_traffic_and_a_small_grid_issues_only_its_waves():
    from advisor.gpu.amd.timing import predict
    from advisor.platform import load_platform

    from .conftest import REPO

    mi210 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi210.yaml").gpus[0]
    tiled = predict(shipped_kernel("gfx90a", "gemm_tiled"), mi210, "gfx90a", (16, 16, 1), (16, 16, 1),
                    {"ni": 256, "nj": 256, "nk": 256, "alpha": 1.0, "beta": 1.0})
    # per 16-wide tile step a thread loads one element of A and one of B from memory (the rest from the LDS):
    # 2 x 256 x 256 x 16 loads of 4 B, plus C read and written, in 64-byte lines of 16 elements
    lines = (2 * 256 * 256 * 16 + 2 * 256 * 256) / 16
    assert tiled.details["l2_bytes"] / 64 <= lines * 1.01
    one_group = predict(shipped_kernel("gfx90a", "vector_add"), mi210, "gfx90a", (1, 1, 1), (256, 1, 1), {"n": 256})
    assert one_group.details["wavefronts_per_simd"] == 1  # 4 wavefronts, one per SIMD of one CU


@pytest.mark.parametrize("words_apart, words, passes", [
    (1, 1, 2),    # consecutive words: each half-wave one word per bank, one pass each
    (0, 1, 2),    # every lane the same word: one broadcast per half-wave
    (2, 1, 4),    # every other word: two words in each even bank
    (32, 1, 64),  # a column of a 32-wide float tile: all 32 lanes of a half-wave in one bank
    (33, 1, 2),   # the same column of a tile padded to 33: no conflict
    (2, 2, 4),    # 8-byte lanes, consecutive: 256 bytes a half-wave, two passes at least
])
def test_lds_bank_passes_of_a_wave64_access(words_apart, words, passes):
    from advisor.gpu.amd.timing import lds_access_passes

    lane_bytes = np.arange(64, dtype=np.uint64) * np.uint64(4 * words_apart)
    assert lds_access_passes(lane_bytes, words, banks=32) == (passes, 4 if words == 2 else 2)


def test_the_tiled_gemm_reads_its_tiles_without_bank_conflicts():
    from advisor.gpu.amd.timing import predict
    from advisor.platform import load_platform

    from .conftest import REPO

    mi210 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi210.yaml").gpus[0]
    tiled = predict(shipped_kernel("gfx90a", "gemm_tiled"), mi210, "gfx90a", (16, 16, 1), (16, 16, 1),
                    {"ni": 256, "nj": 256, "nk": 256, "alpha": 1.0, "beta": 1.0})
    # As[ty][k] is one word for all 16 lanes of a row (a broadcast), Bs[k][tx] 16 consecutive words
    assert tiled.details["lds_passes_added"] == 0 and tiled.details["lds_s"] > 0


TILE_COLUMNS = """
extern "C" __global__ void columns(const float *in, float *out)
{
    __shared__ float tile[32][WIDTH];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[y * 32 + x];
    __syncthreads();
    out[y * 32 + x] = tile[x][y];  /* a column: words WIDTH apart */
}
"""


@pytest.mark.skipif(find_clang() is None, reason="no clang on PATH to compile HIP")
def test_a_column_read_of_an_unpadded_tile_conflicts_and_a_padded_one_does_not(tmp_path):
    from advisor.gpu.amd.timing import predict_launch
    from advisor.platform import load_platform

    from .conftest import REPO

    mi210 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi210.yaml").gpus[0]
    source = tmp_path / "columns.cu"
    source.write_text(TILE_COLUMNS)
    times = {}
    for width in (32, 33):
        times[width] = predict_launch(str(source), "columns", mi210, (4096, 1, 1), (32, 2, 1), {}, (f"-DWIDTH={width}",))
    # unpadded, the 32 lanes of a half-wave read one bank: 32 passes where 1 would do, twice a wavefront
    assert times[32].details["lds_passes_added"] == pytest.approx(2 * 31)
    assert times[33].details["lds_passes_added"] == 0
    assert times[32].details["wave_latency_cycles"] == pytest.approx(times[33].details["wave_latency_cycles"] + 62)


@pytest.mark.skipif(find_clang() is None, reason="no clang on PATH to compile HIP")
@pytest.mark.parametrize("target", ["gfx906", "gfx1100"])  # spills through buffer_* (GFX9) and scratch_* (GFX11)
def test_kernel_tuners_convolution_spills_registers_and_still_computes_the_convolution(target):
    from advisor.gpu.amd.shipped import compiled_kernel

    from .conftest import REPO

    # a 17x17 filter and 4x4 outputs per work-item: more live values than registers, so the compiler spills
    defines = {"block_size_x": 16, "block_size_y": 1, "tile_size_x": 4, "tile_size_y": 4, "read_only": 0, "use_padding": 1,
               "filter_width": 17, "filter_height": 17}
    kernel = compiled_kernel(str(REPO / "validation" / "gpu" / "amd" / "convolution_milo.cu"), target, "convolution_kernel",
                             tuple(f"-D{k}={v}" for k, v in defines.items()))
    assert re.search(r"(buffer|scratch)_store\S* .*Spill", kernel.assembly)
    run = Interpreter(kernel.code, kernel.assembly, target, (64, 1024, 1), (16, 1, 1), kernel.argument_values({}))
    width = 4096 + 16
    image = np.random.default_rng(3).random((4 + 16, width), dtype=np.float32)  # the rows group (0, 0) reads
    run.store_array(1, image)
    run.run([(0, 0, 0)])
    # d_filter, never written, reads 1.0 everywhere: each output is the sum of its 17x17 window
    windows = np.lib.stride_tricks.sliding_window_view(image, (17, 17))[:4, :64].sum(axis=(2, 3))
    got = run.load_array(0, 4 * 4096).reshape(4, 4096)[:, :64]
    np.testing.assert_allclose(got, windows, rtol=1e-5)


def test_issue_cycles_of_a_wave64_on_gcn_and_cdna():
    from advisor.gpu.amd.timing import issue_cycles
    from advisor.platform import load_platform

    from .conftest import REPO

    mi50 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi50.yaml").gpus[0]  # FP64 at half rate
    mi210 = load_platform(REPO / "validation" / "gpu" / "platforms" / "amd-mi210.yaml").gpus[0]  # full rate
    assert issue_cycles("valu_fp32", mi50) == 4 and issue_cycles("valu_trans", mi50) == 16
    assert issue_cycles("valu_fp64", mi50) == 8 and issue_cycles("valu_fp64", mi210) == 4
    assert issue_cycles("salu", mi210) == 1 and issue_cycles("wait", mi210) == 0


def test_predict_kernel_on_an_amd_gpu(capsys, tmp_path):
    import json

    import yaml

    from advisor.cli import main

    from .test_bad_input import toy_amd_platform

    status = main(["predict-kernel", "gemm", "-k", "gemm", "--gpu", "frontier-mi250x", "--grid", "8,32,1", "--block", "32,8,1",
                   "--arg", "ni=256", "--arg", "nj=256", "--arg", "nk=256", "--format", "json"])
    (prediction,) = json.loads(capsys.readouterr().out)
    assert status == 0
    assert prediction["model"] == "kp" and prediction["gpu"] == "AMD Instinct MI250X (one GCD)"
    assert prediction["time_s"] > prediction["exec_s"] > 0 and prediction["notes"] == ["AMDGCN of gfx90a"]
    status = main(["predict-kernel", "gemm", "-k", "gemm", "--gpu", "desktop-rx7900xtx", "--grid", "8,32,1", "--block", "32,8,1",
                   "--arg", "ni=256", "--arg", "nj=256", "--arg", "nk=256", "--format", "json"])
    (navi31,) = json.loads(capsys.readouterr().out)
    assert status == 0 and navi31["notes"] == ["AMDGCN of gfx1100"]  # RDNA 3: wave32
    gcn2 = toy_amd_platform()
    gcn2["gpus"][0].update(architecture="gcn2", gfx_target="gfx701")
    (tmp_path / "gcn2.yaml").write_text(yaml.safe_dump(gcn2))
    status = main(["predict-kernel", "gemm", "-k", "gemm", "--gpu", str(tmp_path / "gcn2.yaml"), "--grid", "8,32,1",
                   "--block", "32,8,1"])
    err = capsys.readouterr().err
    assert status == 2 and "covers GCN 3-5, CDNA 1-3 and RDNA 1-3 GPUs" in err and err.count("\n") == 1
    status = main(["predict-kernel", "gemm", "-k", "gemm", "--gpu", "desktop-rx580", "--grid", "8,32,1", "--block", "32,8,1",
                   "--arg", "ni=256", "--arg", "nj=256", "--arg", "nk=256", "--format", "json"])
    (polaris,) = json.loads(capsys.readouterr().out)
    assert status == 0 and polaris["notes"] == ["AMDGCN of gfx803"]  # GCN 4, the catalog's GCN desktop

"""Trip counts from executing sampled threads (issue 3 item 3).

Expected values are derived from the CUDA source of tests/fixtures/ptx/loops.cu
(and, for the unrolled loop, from nvcc's unroll-by-4 shape visible in the PTX),
not taken from the analyser's output.
"""

import pathlib

import pytest

from advisor.gpu.nvidia.ptx import analyze_kernel, load_ptx

FIXTURES = pathlib.Path(__file__).parent / "fixtures" / "ptx"


@pytest.fixture(scope="module")
def kernels():
    return load_ptx(FIXTURES / "loops.ptx").kernels


def loops_by_depth(profile):
    return sorted(profile.loops, key=lambda lp: (lp.depth, lp.header))


def test_constant_loop_runs_100_times_per_thread(kernels):
    p = analyze_kernel(kernels["const_loop"], grid=(2,), block=(64,))
    (lp,) = p.loops
    assert lp.entries == 128                 # every thread enters once
    assert lp.iterations == 128 * 100
    assert lp.trips_per_entry == 100
    assert lp.extrapolated                   # and it was not run 100 times
    assert p.thread_instructions["fp32"] == 128 * 100   # one add.f32 per iteration


@pytest.mark.parametrize("n", [1, 5, 1000, 10 ** 6])
def test_parameter_bounded_loop(kernels, n):
    p = analyze_kernel(kernels["param_loop"], grid=(2,), block=(64,), args={"n": n})
    (lp,) = p.loops
    assert lp.trips_per_entry == n
    assert p.thread_instructions["fp32"] == 128 * n


def test_zero_trip_parameter_loop_is_skipped(kernels):
    p = analyze_kernel(kernels["param_loop"], grid=(1,), block=(32,), args={"n": 0})
    assert p.loops[0].iterations == 0
    assert p.thread_instructions["fp32"] == 0


@pytest.mark.parametrize("n,m", [(7, 300), (40, 3), (1000, 1000)])
def test_nested_loop(kernels, n, m):
    p = analyze_kernel(kernels["nested_loop"], grid=(1,), block=(96,), args={"n": n, "m": m})
    outer, inner = loops_by_depth(p)
    assert inner.parent == outer.header
    assert outer.trips_per_entry == n
    assert inner.entries == 96 * n
    assert inner.trips_per_entry == m
    assert p.thread_instructions["fp32"] == 96 * n * m


@pytest.mark.parametrize("n", [3, 50, 2000])
def test_triangular_loop(kernels, n):
    # for i < n: for j < i  ->  sum_{i<n} i = n(n-1)/2 inner iterations per thread
    p = analyze_kernel(kernels["triangular_loop"], grid=(1,), block=(64,), args={"n": n})
    outer, inner = loops_by_depth(p)
    assert outer.iterations == 64 * n
    assert inner.iterations == 64 * n * (n - 1) // 2
    assert p.thread_instructions["fp32"] == 64 * n * (n - 1) // 2


@pytest.mark.parametrize("n,blocks", [(100, 4), (5000, 4), (5000, 16), (3000, 17)])
def test_triangular_across_threads(kernels, n, blocks):
    # thread t runs n - t iterations (t < n); blocks of 128 threads.  With 16
    # blocks only blocks 0, 7, 8, 15 run: the interior mean is exact because the
    # work is linear in the thread index; with 17 (odd interior) block 8 is the
    # mean.  (If n ended inside the interior the sampled blocks could not see it:
    # a documented limit of the sampling.)
    threads = 128 * blocks
    p = analyze_kernel(kernels["thread_triangular_loop"], grid=(blocks,), block=(128,), args={"n": n})
    (lp,) = p.loops
    expected = sum(max(0, n - t) for t in range(threads))
    assert lp.iterations == expected
    assert p.thread_instructions["fp32"] == expected


@pytest.mark.parametrize("n", [3, 103, 4096, 10 ** 6 + 2])
def test_compiler_unrolled_loop(kernels, n):
    # nvcc unrolls by 4: a main loop of n // 4 trips (entered when n >= 4) and a
    # remainder loop of n % 4 trips; together n add.f32 per thread
    p = analyze_kernel(kernels["unrolled_loop"], grid=(1,), block=(64,), args={"n": n})
    main, rest = sorted(p.loops, key=lambda lp: lp.header)
    assert main.iterations == 64 * (n // 4)
    assert rest.iterations == 64 * (n % 4)
    assert p.thread_instructions["fp32"] == 64 * n


def _builtin_cases():
    import sys
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "benchmarks"))
    from bench_ptx_analysis import CASES, CONTENTS
    return CASES, CONTENTS


@pytest.mark.parametrize("name,n", [("gemm", 160), ("gemm", 101), ("gemm_tiled", 160), ("syr2k", 99),
                                    ("covar_covar", 72), ("corr_corr", 72), ("gramschmidt_kernel3", 160),
                                    ("matmul_shared_uncoalesced", 160), ("conv3d", 40), ("subseqmax", 2 ** 18),
                                    ("atax_kernel2", 157), ("gesummv", 160)])
def test_extrapolation_matches_full_execution(name, n, monkeypatch):
    """Counts with loop fast-forwarding equal those of running every iteration.

    Odd sizes make the sectors per request alternate with the alignment
    (gemm 101, syr2k 99, atax 157).  Exact except the memory sectors of warps
    whose lanes leave a loop at
    different iterations (covar/corr: thread j1 runs m - j1 iterations): those
    are extrapolated per active lane, which rounds contiguous accesses down.
    (corr_std is left out: its branch on loaded data sees accumulator values
    that extrapolation does not reproduce, by design.  subseqmax runs on the input
    of its measured runs, all -1: on pseudo-random data the ends of its best
    interval, which bound its final loops, are such values too.)"""
    import advisor.gpu.nvidia.ptx.loops as loops_mod
    kernels = {}
    for stem in ("gemm", "gemm_tiled", "syr2k", "covar", "corr", "gramschmidt", "bsp_matmul", "3dconv",
                 "subseqmax", "atax", "gesummv"):
        kernels.update(load_ptx(stem).kernels)
    cases, given = _builtin_cases()
    grid, block, args = cases[name](n)
    contents = given.get(name)
    fast = analyze_kernel(kernels[name], grid, block, args, contents=contents)
    monkeypatch.setattr(loops_mod, "EXTRAPOLATE", False)
    full = analyze_kernel(kernels[name], grid, block, args, contents=contents)
    assert any(lp.extrapolated for lp in fast.loops) or not fast.loops
    assert not any(lp.extrapolated for lp in full.loops)
    for c in fast.instructions:
        assert fast.instructions[c] == pytest.approx(full.instructions[c], rel=1e-9), c
        assert fast.thread_instructions[c] == pytest.approx(full.thread_instructions[c], rel=1e-9), c
    assert fast.block_executions == pytest.approx(full.block_executions, rel=1e-9)
    staggered = name in ("covar_covar", "corr_corr")
    for a, b in zip(fast.memory, full.memory):
        assert (a.requests, a.wavefronts) == pytest.approx((b.requests, b.wavefronts), rel=1e-9)
        assert a.sectors == pytest.approx(b.sectors, rel=0.1 if staggered else 1e-9)
    assert [lp.iterations for lp in fast.loops] == pytest.approx([lp.iterations for lp in full.loops], rel=1e-9)

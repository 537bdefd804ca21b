"""Execution of sampled threads: API, argument handling, data-dependent
control flow and whole-grid counts of built-in kernels (issue 3 item 3)."""

import pathlib

import pytest

from advisor.gpu.nvidia.ptx import DATA_POLICY, analyze_kernel, load_ptx

FIXTURES = pathlib.Path(__file__).parent / "fixtures" / "ptx"


@pytest.fixture(scope="module")
def branches():
    return load_ptx(FIXTURES / "branches.ptx").kernels


def test_data_dependent_branch_is_reported(branches):
    p = analyze_kernel(branches["data_branch"], grid=(4,), block=(64,), args={"n": 50})
    assert p.data_dependent
    (br,) = p.data_dependent_branches
    assert "bra" in br.text and br.executions == 8            # one per warp
    assert p.data_policy == DATA_POLICY and "pseudo-content" in p.data_policy
    # with pseudo-random data some lanes of a warp take the branch, others not
    assert br.divergent > 0


def test_index_guard_is_not_data_dependent(branches):
    p = analyze_kernel(branches["index_branch"], grid=(4,), block=(64,), args={"n": 200})
    assert not p.data_dependent
    # threads 200..255 skip the body: 200 loads in 7 warps (the 8th warp is idle)
    ld = next(m for m in p.memory if m.kind == "load")
    assert ld.requests == 7


def test_missing_scalar_argument_names_it(branches):
    with pytest.raises(ValueError, match="'n'"):
        analyze_kernel(branches["data_branch"], grid=(1,), block=(32,), args={})


def test_unknown_argument_is_an_error(branches):
    with pytest.raises(ValueError, match="bogus"):
        analyze_kernel(branches["data_branch"], grid=(1,), block=(32,), args={"n": 1, "bogus": 2})


def test_ptx_parameter_names_are_accepted(branches):
    p = analyze_kernel(branches["index_branch"], grid=(1,), block=(32,), args={"index_branch_param_2": 32})
    assert p.thread_instructions["fp32"] == 32


def test_gemm_counts_match_the_source():
    # C[i][j] *= beta; for k: C[i][j] += alpha*A[i][k]*B[k][j]
    # per thread: 1 mul (beta) + nk * (mul + fma) fp32 instructions
    k = load_ptx("gemm").kernels["gemm"]
    ni, nj, nk = 100, 70, 513          # not multiples of the 32x8 block: boundary blocks
    p = analyze_kernel(k, grid=(3, 13), block=(32, 8),
                       args={"ni": ni, "nj": nj, "nk": nk, "alpha": 1.5, "beta": 0.5})
    assert p.thread_instructions["fp32"] == ni * nj * (1 + 2 * nk)
    # loads: C once + A and B per k; stores: C once + once per k (no restrict)
    assert p.thread_instructions["ld_global"] == ni * nj * (1 + 2 * nk)
    assert p.thread_instructions["st_global"] == ni * nj * (1 + nk)
    assert p.total_warps == 3 * 13 * 8
    assert sum(w.weight for w in p.warp_classes) == p.total_warps


def test_tiled_kernel_counts_barriers_and_shared_traffic():
    # 16x16 tiles: ceil(nk/16) steps, two barriers per step, 16 shared loads of
    # each tile per thread per step; those of the row A[ty][k], consecutive words, run as
    # four 128-bit loads (what ptxas makes of them: advisor.gpu.nvidia.ptx.vectorize), so 16 + 4
    k = load_ptx("gemm_tiled").kernels["gemm_tiled"]
    n = 200
    p = analyze_kernel(k, grid=(13, 13), block=(16, 16),
                       args={"ni": n, "nj": n, "nk": n, "alpha": 1.0, "beta": 0.0})
    steps = -(-n // 16)
    assert p.syncs == 13 * 13 * 8 * steps * 2
    assert p.thread_instructions["ld_shared"] == 13 * 13 * 256 * steps * (16 + 4)
    assert p.thread_instructions["sync"] == 13 * 13 * 256 * steps * 2


def test_bsp_uncoalesced_matmul_touches_a_sector_per_lane():
    mod = load_ptx("bsp_matmul")
    n = 256
    co = analyze_kernel(mod.kernels["matmul_global_coalesced"], grid=(16, 16), block=(16, 16), args={"n": n})
    un = analyze_kernel(mod.kernels["matmul_global_uncoalesced"], grid=(16, 16), block=(16, 16), args={"n": n})
    # a 16x16 block's warp covers two rows (ty, ty+1) of 16 threads (tx = 0..15)
    # coalesced:   M[i*n+k]: i = row -> 2 words in 2 rows -> 2 sectors;
    #              N[k*n+j]: 16 consecutive floats (64 B aligned), same for both rows -> 2 sectors
    # uncoalesced: N[k*n+i]: words i, i+1 (i even) -> 1 sector;
    #              M[j*n+k]: 16 rows n floats apart -> 16 sectors
    # (the remainder loop of nvcc's unroll-by-4 never runs for n % 4 == 0: no requests)
    assert co.sectors_per_request < un.sectors_per_request
    spr = sorted({m.sectors_per_request for m in un.memory if m.kind == "load" and m.requests})
    assert spr == [1.0, 16.0]
    spr = sorted({m.sectors_per_request for m in co.memory if m.kind == "load" and m.requests})
    assert spr == [2.0]


def test_cost_does_not_grow_with_the_grid():
    # huge grid and trip count: same number of interpreted block steps as a small one
    import advisor.gpu.nvidia.ptx.interp as interp
    k = load_ptx("gemm").kernels["gemm"]
    steps = []
    for n in (64, 8192):
        m = interp.Machine(k, (n // 32, n // 8, 1), (32, 8, 1), [(0, 0, 0)],
                           {p.ptx_name: v for p, v in zip(k.params, [n, n, n, 1.0, 1.0, 1 << 36, 2 << 36, 3 << 36])})
        steps.append(m.run().steps)
    assert steps[0] == steps[1]


def test_loop_exit_on_loaded_data_is_flagged(branches):
    p = analyze_kernel(branches["data_loop"], grid=(2,), block=(64,))
    (lp,) = p.loops
    assert lp.data_dependent and not lp.extrapolated
    assert lp.entries == 128 and lp.trips_per_entry >= 1      # every thread tests a[t] at least once
    assert any(b.pc in {i.pc for i in branches["data_loop"].instructions if i.opcode == "bra"}
               for b in p.data_dependent_branches)


def test_divergent_if_else_runs_both_paths_per_warp(branches):
    # odd threads: n add.f32; even threads: 2n mul.f32 -> every warp issues both loops
    n = 40
    p = analyze_kernel(branches["parity_branch"], grid=(2,), block=(64,), args={"n": n})
    assert p.thread_instructions["fp32"] == 64 * n + 64 * 2 * n
    assert p.instructions["fp32"] == 4 * (n + 2 * n)          # 4 warps, both loops each
    assert not p.data_dependent
    loops = sorted(p.loops, key=lambda lp: lp.iterations)
    assert [lp.iterations for lp in loops] == [64 * n, 64 * 2 * n]
    assert [lp.warp_iterations for lp in loops] == [4 * n, 4 * 2 * n]


@pytest.mark.parametrize("ni,nj", [(100, 70), (1000, 2001)])
def test_conv2d_boundary_threads_do_no_work(ni, nj):
    # interior points only: 9 loads and 1 store each; grid covers ni x nj with
    # 32x8 blocks, so the first/last block rows and columns are partly idle
    k = load_ptx("2dconv").kernels["conv2d"]
    p = analyze_kernel(k, grid=(-(-nj // 32), -(-ni // 8)), block=(32, 8), args={"ni": ni, "nj": nj})
    interior = (ni - 2) * (nj - 2)
    assert p.thread_instructions["ld_global"] == 9 * interior
    assert p.thread_instructions["st_global"] == interior
    assert not p.loops and not p.data_dependent


def test_fdtd_step2_guard_on_j():
    # ex[i][j] updated for 0 < j < ny: 3 loads (ex, hz, hz) and 1 store each
    k = load_ptx("fdtd2d").kernels["fdtd_step2"]
    nx, ny = 77, 130
    p = analyze_kernel(k, grid=(-(-ny // 32), -(-nx // 8)), block=(32, 8), args={"nx": nx, "ny": ny})
    assert p.thread_instructions["st_global"] == nx * (ny - 1)
    assert p.thread_instructions["ld_global"] == 3 * nx * (ny - 1)


@pytest.mark.parametrize("value,loop_lanes", [(1.0, 256 * 50), (0.0, 0)])
def test_given_contents_decide_data_dependent_branches(branches, value, loop_lanes):
    # every a[t] holds `value`: above 0.5 every thread runs the n-iteration loop,
    # below none does; either way no warp diverges
    p = analyze_kernel(branches["data_branch"], grid=(4,), block=(64,), args={"n": 50}, contents={"a": value})
    (br,) = p.data_dependent_branches
    assert br.divergent == 0
    loop_loads = [m for m in p.memory if m.kind == "load"][1]
    assert loop_loads.requests * 32 == loop_lanes
    assert f"Loads from a return {value:g} (given)" in p.data_policy


@pytest.mark.parametrize("name,match", [("n", "not a pointer"), ("bogus", "not a pointer")])
def test_contents_must_name_a_pointer(branches, name, match):
    with pytest.raises(ValueError, match=match):
        analyze_kernel(branches["data_branch"], grid=(1,), block=(32,), args={"n": 1}, contents={name: 1.0})

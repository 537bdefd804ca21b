"""Sectors per request, bank conflicts and cache-hit handling (issue 3 item 4).

One warp (block of 32 threads) unless said otherwise; expected numbers are
worked out by hand from the access formulas in tests/fixtures/ptx/memory.cu
(pointer arguments get 256-byte aligned synthetic bases, like cudaMalloc).
"""

import pathlib

import pytest

from advisor.gpu.nvidia.ptx import analyze_kernel, load_ptx

FIXTURES = pathlib.Path(__file__).parent / "fixtures" / "ptx"


@pytest.fixture(scope="module")
def kernels():
    return load_ptx(FIXTURES / "memory.ptx").kernels


def mem(profile, kind, space="global"):
    found = [m for m in profile.memory if m.kind == kind and m.space == space]
    assert len(found) == 1, found
    return found[0]


def test_coalesced_float_is_four_sectors(kernels):
    # 32 lanes x 4 B = 128 contiguous bytes = 4 sectors of 32 B, load and store
    p = analyze_kernel(kernels["coalesced"], grid=(1,), block=(32,))
    assert mem(p, "load").sectors_per_request == 4
    assert mem(p, "store").sectors_per_request == 4
    assert mem(p, "load").requests == 1


def test_coalesced_double_is_eight_sectors(kernels):
    p = analyze_kernel(kernels["coalesced_double"], grid=(1,), block=(32,))
    assert mem(p, "load").sectors_per_request == 8          # 256 bytes


@pytest.mark.parametrize("stride,sectors", [(1, 4), (2, 8), (4, 16), (8, 32), (100, 32)])
def test_strided(kernels, stride, sectors):
    # lane t reads byte 4*t*stride: a span of 128*stride bytes, at most one sector per lane
    p = analyze_kernel(kernels["strided"], grid=(1,), block=(32,), args={"stride": stride})
    ld = mem(p, "load")
    assert ld.sectors_per_request == sectors
    assert ld.ideal_sectors == 4


def test_misaligned_by_one_word_touches_five_sectors(kernels):
    # bytes 4 .. 131 straddle sectors 0..4
    p = analyze_kernel(kernels["offset_by_one"], grid=(1,), block=(32,))
    assert mem(p, "load").sectors_per_request == 5


def test_scattered_pattern(kernels):
    # word (t*97) % 1024 for t < 32: words 0,97,194,...; sector = word // 8
    words = [(t * 97) % 1024 for t in range(32)]
    expected = len({w // 8 for w in words})
    assert expected == 32          # 97 > 8 and the words do not wrap onto a shared sector
    p = analyze_kernel(kernels["scattered"], grid=(1,), block=(32,))
    assert mem(p, "load").sectors_per_request == expected


def test_broadcast_is_one_sector_and_hits_l1_for_the_second_warp(kernels):
    p = analyze_kernel(kernels["broadcast"], grid=(1,), block=(64,))
    ld = mem(p, "load")
    assert ld.sectors_per_request == 1
    assert ld.requests == 2
    assert ld.l1_hit == pytest.approx(0.5)     # warp 0 misses, warp 1 finds the sector


def test_whole_grid_requests_are_weighted(kernels):
    # 1000 blocks of 64 threads: 2000 warp requests, 4 sectors each
    p = analyze_kernel(kernels["coalesced"], grid=(1000,), block=(64,))
    assert mem(p, "load").requests == 2000
    assert mem(p, "load").sectors == 8000
    assert p.total_warps == 2000
    assert sum(w.weight for w in p.warp_classes) == 2000


@pytest.mark.parametrize("stride,degree", [(1, 1), (2, 2), (4, 4), (32, 32), (33, 1)])
def test_shared_bank_conflicts(kernels, stride, degree):
    # word t*stride -> bank (t*stride) % 32; degree = most distinct words in one bank
    p = analyze_kernel(kernels["shared_stride"], grid=(1,), block=(32,), args={"stride": stride})
    st = mem(p, "store", "shared")
    assert st.conflict_degree == degree
    assert st.wavefronts == degree
    assert mem(p, "load", "shared").conflict_degree == 1    # buf[t]: conflict-free


def test_user_hit_rates_override_estimates(kernels):
    p = analyze_kernel(kernels["broadcast"], grid=(1,), block=(64,), l1_hit=0.25, l2_hit=0.75)
    ld = mem(p, "load")
    assert (ld.l1_hit, ld.l2_hit) == (0.25, 0.75)
    assert (p.l1_hit, p.l2_hit, p.hit_source) == (0.25, 0.75, "given")


def test_sample_offsets_and_lane_stride(kernels):
    p = analyze_kernel(kernels["strided"], grid=(1,), block=(32,), args={"stride": 3})
    ld = mem(p, "load")
    assert ld.array == "a" and ld.lane_stride_bytes == 12
    assert ld.sample_offsets == tuple(12 * t for t in range(32))
    st = mem(p, "store")
    assert st.array == "out" and st.lane_stride_bytes == 4
    b = analyze_kernel(kernels["broadcast"], grid=(1,), block=(32,))
    assert mem(b, "load").lane_stride_bytes == 0


def test_local_memory_is_interleaved_across_lanes(kernels):
    # word w of lane l sits at w*128 + 4*l: a v4 store (4 words per lane) is
    # 4 x 128 contiguous bytes = 16 sectors; loc[k & 15] (same word in every
    # lane) is 4 sectors; loc[t & 15] puts lane l in row l & 15 at sector
    # 4*(l & 15) + l // 8 -- 32 distinct sectors
    p = analyze_kernel(kernels["local_array"], grid=(1,), block=(32,), args={"k": 5})
    local = [m for m in p.memory if m.space == "local"]
    assert {m.sectors_per_request for m in local if m.kind == "store"} == {16}
    assert sorted(m.sectors_per_request for m in local if m.kind == "load") == [4, 32]
    assert all(m.requests == 1 for m in local)


def test_warp_shuffle_is_modelled(kernels):
    p = analyze_kernel(kernels["warp_sum"], grid=(2,), block=(64,))
    assert p.notes == ()
    assert p.thread_instructions["fp32"] == 128 * 5        # 5 shuffle-add steps per thread
    st = mem(p, "store")
    assert (st.requests, st.sectors) == (4, 4)              # lane 0 of each warp stores


def test_reuse_inside_a_block_hits_l2_when_l1_does_not_serve_it():
    # matmul_global_coalesced, 16x16 blocks: per k the 16 threads of a row read one M
    # element (its sector serves the next 7 k as well) and the 8 warps of a block read
    # the same N row, so 7 of 8 touched sectors were touched by the block before.
    # With L1 switched off for global loads (Kepler) that short-distance reuse must
    # land in L2 even though the 3 x 16 MiB grid footprint dwarfs a 512 KiB L2.
    kernel = load_ptx("bsp_matmul").kernels["matmul_global_coalesced"]
    n = 2048
    profile = analyze_kernel(kernel, grid=(n // 16, n // 16), block=(16, 16), args={"n": n},
                             l1_bytes=48 * 1024, l2_bytes=512 * 1024, l1_hit=0.0)
    assert profile.l1_hit == 0.0
    assert profile.l2_hit == pytest.approx(7 / 8, abs=0.03)


@pytest.mark.parametrize("stride,degree", [(1, 1), (32, 32), (33, 1)])
def test_generic_load_of_shared_memory_is_a_shared_access(kernels, stride, degree):
    # where[t*stride] goes through a generic pointer (ld.f32, no state space); its
    # addresses fall in the shared window, so it counts as a shared load with the
    # bank conflicts of word t*stride, and the models see it as ld.shared
    p = analyze_kernel(kernels["shared_through_pointer"], grid=(1,), block=(32,), args={"stride": stride})
    generic = [m for m in p.memory if m.kind == "load" and m.space == "shared" and "volatile" not in m.text]
    assert len(generic) == 1 and generic[0].conflict_degree == degree and generic[0].wavefronts == degree
    assert [m.space for m in p.memory if m.kind == "load"].count("global") == 0
    assert p.resolved_spaces == {generic[0].pc: "shared"}
    assert any("resolved by address to shared" in n for n in p.notes)
    assert p.global_requests == 1                # only the store to out


def test_arrays_just_copied_to_the_device_start_in_l2():
    # c = a + b over 2^16 floats: 768 KiB touched once each, so every sector is a compulsory
    # miss from DRAM -- unless the arrays were just copied in and L2 holds them all (the model
    # counts the output c among them: a store allocates in L2 either way)
    from advisor.gpu.nvidia.ptx import load_ptx

    k = load_ptx("gpuperf_apps", "sm_75").kernels["vector_add"]
    n = 1 << 16
    cold = analyze_kernel(k, grid=n // 256, block=256, args={"n": n}, l2_bytes=2 << 20)
    warm = analyze_kernel(k, grid=n // 256, block=256, args={"n": n}, l2_bytes=2 << 20, l2_resident=True)
    half = analyze_kernel(k, grid=n // 256, block=256, args={"n": n}, l2_bytes=384 << 10, l2_resident=True)
    assert cold.l2_hit == 0.0 and warm.l2_hit == pytest.approx(1.0)
    # an L2 of half the footprint keeps nothing this launch reads in time: the copy swept the arrays in the
    # order the launch does, and least-recently-used replacement evicts each line before the launch reaches it
    assert half.l2_hit == 0.0

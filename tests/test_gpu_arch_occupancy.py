"""Occupancy calculator and waves (advisor.gpu.nvidia.occupancy), against cases worked by hand
from the Programming Guide limits and the cuda_occupancy.h allocation rules."""

from __future__ import annotations

import pytest

from advisor.gpu.nvidia import load_architectures
from advisor.gpu.nvidia.occupancy import LaunchError, occupancy, waves

KIB = 1024


@pytest.fixture(scope="module")
def arch():
    table = load_architectures()
    return lambda name, cc: table[(name, cc)]


def test_a100_256_threads_32_registers_is_limited_by_threads(arch):
    # 8 warps per block; 2048 threads / 256 = 8 blocks. Registers: 32 x 32 = 1024 per warp,
    # 65536 / 4 partitions / 1024 = 16 warps per partition, 64 per SM -> also 8 blocks (a tie).
    occ = occupancy(arch("ampere", "8.0"), 256, 32)
    assert (occ.blocks_per_sm, occ.warps_per_sm, occ.limiter) == (8, 64, "threads")
    assert occ.limiters == ("threads", "registers")
    assert occ.fraction == 1.0
    assert occ.registers_per_block == 8 * 1024


def test_a100_256_threads_64_registers_is_limited_by_registers(arch):
    # 64 x 32 = 2048 registers per warp; 16384 / 2048 = 8 warps per partition, 32 per SM -> 4 blocks
    occ = occupancy(arch("ampere", "8.0"), 256, 64)
    assert (occ.blocks_per_sm, occ.warps_per_sm, occ.limiter, occ.fraction) == (4, 32, "registers", 0.5)
    assert occ.block_limits["threads"] == 8


def test_register_allocation_rounds_up_per_warp(arch):
    # 33 registers: 33 x 32 = 1056 -> 1280 per warp (unit 256); 16384 // 1280 = 12 warps per
    # partition, 48 per SM -> 6 blocks of 8 warps (without rounding it would be 7).
    occ = occupancy(arch("ampere", "8.0"), 256, 33)
    assert (occ.blocks_per_sm, occ.limiter) == (6, "registers")


def test_registers_are_split_among_the_sub_partitions(arch):
    # 40 registers: 1280 per warp. Each of the 4 partitions holds 16384 registers -> 12 warps,
    # 48 per SM -> 16 blocks of 3 warps (96 threads). A pooled 65536 would give 51 warps, 17 blocks.
    occ = occupancy(arch("ampere", "8.0"), 96, 40)
    assert (occ.blocks_per_sm, occ.warps_per_sm, occ.limiter) == (16, 48, "registers")


def test_v100_48_kib_shared_in_the_96_kib_carveout_gives_2_blocks(arch):
    volta = arch("volta", "7.0")
    occ = occupancy(volta, 256, 32, 48 * KIB, shared_carveout_bytes=96 * KIB)
    assert (occ.blocks_per_sm, occ.limiter, occ.shared_carveout_bytes) == (2, "shared_memory", 96 * KIB)
    assert occupancy(volta, 256, 32, 48 * KIB).blocks_per_sm == 2  # default: the largest carveout
    # a 50 KiB request rounds up to the 64 KiB configuration: one 48 KiB block
    assert occupancy(volta, 256, 32, 48 * KIB, shared_carveout_bytes=50 * KIB).blocks_per_sm == 1
    # a carveout too small for one block is ignored (cuda_occupancy.h): back to 96 KiB
    assert occupancy(volta, 256, 32, 48 * KIB, shared_carveout_bytes=32 * KIB).blocks_per_sm == 2


def test_shared_allocation_granularity_and_reserve(arch):
    # Volta: 256 B units; 12 KiB + 1 B -> 12.25 KiB; 96 KiB // 12.25 KiB = 7 (8 without rounding)
    occ = occupancy(arch("volta", "7.0"), 64, 16, 12 * KIB + 1)
    assert (occ.shared_bytes_per_block, occ.blocks_per_sm) == (12 * KIB + 256, 7)
    # A100: the runtime's 1 KiB per block: 48 KiB -> 49 KiB; 164 // 49 = 3 blocks (not 3.4 -> 3 either
    # way, so also check a case the reserve decides: 41 KiB -> 42 KiB, 164 // 42 = 3, not 164 // 41 = 4)
    a100 = arch("ampere", "8.0")
    assert occupancy(a100, 128, 32, 48 * KIB).blocks_per_sm == 3
    occ = occupancy(a100, 128, 32, 41 * KIB)
    assert (occ.shared_bytes_per_block, occ.blocks_per_sm, occ.limiter) == (42 * KIB, 3, "shared_memory")
    assert occupancy(a100, 1024, 32, 163 * KIB).blocks_per_sm == 1


def test_turing_1024_thread_limit(arch):
    turing = arch("turing", "7.5")
    occ = occupancy(turing, 1024, 32)
    assert (occ.blocks_per_sm, occ.warps_per_sm, occ.limiter, occ.fraction) == (1, 32, "threads", 1.0)
    assert occupancy(turing, 512, 32).blocks_per_sm == 2
    # 64 registers: 2048 per warp x 32 warps = 65536, exactly the per-block limit -> 1 block
    assert occupancy(turing, 1024, 64).limiters == ("threads", "registers")
    # 65 registers round to 2304 per warp: 73728 > 65536 -> the launch fails
    with pytest.raises(LaunchError, match="registers per block"):
        occupancy(turing, 1024, 65)


def test_block_limit_and_small_blocks(arch):
    ga102 = arch("ampere", "8.6")
    occ = occupancy(ga102, 32, 16)
    assert (occ.blocks_per_sm, occ.warps_per_sm, occ.limiter) == (16, 16, "blocks")
    assert occ.fraction == pytest.approx(16 / 48)
    # 100 threads are 4 warps (rounded up): 1536 threads -> 48 warps // 4 = 12 blocks
    assert occupancy(ga102, 100, 16).block_limits["threads"] == 12


def test_fermi_register_granularity_exceptions(arch):
    fermi = arch("fermi", "2.0")
    # 20 registers: 640 per warp (unit 64); 16384 // 640 = 25 warps per partition, 50 per SM -> 6 blocks
    # of 8 warps; the 48-warp limit also gives 6.
    assert occupancy(fermi, 256, 20).blocks_per_sm == 6
    # 21 registers round in units of 128: 672 -> 768; 16384 // 768 = 21 warps, 42 per SM -> 5 blocks
    occ = occupancy(fermi, 256, 21)
    assert (occ.blocks_per_sm, occ.limiter) == (5, "registers")
    # 8 resident blocks at most on Fermi
    assert occupancy(fermi, 64, 8).blocks_per_sm == 8


def test_kepler_limits(arch):
    with pytest.raises(LaunchError, match="registers per thread"):
        occupancy(arch("kepler", "3.0"), 128, 64)  # 63 at most on cc 3.0
    assert occupancy(arch("kepler", "3.5"), 128, 64).blocks_per_sm == 8  # 64 regs: 2048/warp, 32 warps
    # cc 3.7 doubles the register file: the same launch fits 16 blocks (the block limit)
    assert occupancy(arch("kepler", "3.7"), 128, 64).blocks_per_sm == 16


@pytest.mark.parametrize(
    "args, match",
    [
        ((2048, 32, 0), "threads per block"),
        ((256, 256, 0), "registers per thread"),
        ((256, 32, 97 * KIB), "shared memory per block"),
        ((0, 32, 0), "threads_per_block"),
        ((256, -1, 0), "registers_per_thread"),
        ((256, 32.5, 0), "registers_per_thread"),
    ],
)
def test_impossible_launches_raise(arch, args, match):
    with pytest.raises(LaunchError, match=match):
        occupancy(arch("volta", "7.0"), *args)


def test_waves():
    assert waves(864, 8, 108) == 1
    assert waves(865, 8, 108) == 2
    assert waves(1000, 4, 108) == 3   # 432 per wave
    assert waves(0, 4, 108) == 0
    with pytest.raises(ValueError):
        waves(10, 0, 108)
    with pytest.raises(ValueError):
        waves(-1, 1, 1)

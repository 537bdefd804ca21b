"""The CPU model from datasheets: a microarchitecture table turned into the access profile the loop-signature model reads.

The toy core (``fixtures/cpu-arch-toy.yaml``) on the toy platform (4 cores, 3 GHz with one thread,
256-bit SIMD, 8 MiB L3 for the socket, 10 GB/s per core): every expected time below is derived by
hand from those numbers and the equations of :mod:`advisor.cpu.datasheet`.
"""

from dataclasses import replace

import pytest
import yaml

from advisor.calibration.sysinfo import microarchitecture
from advisor.cpu.arch import find_cpu_arch, read_cpu_arch
from advisor.cpu.datasheet import datasheet_profile, profile_for
from advisor.cpu.loops import CpuLoopCounts
from advisor.cpu.signature import loop_time
from advisor.errors import DescriptorError
from advisor.platform import platform_from_data

from .conftest import FIXTURES

TOY_CORE = read_cpu_arch(FIXTURES / "cpu-arch-toy.yaml")
MiB = 1024.0 * 1024.0


def toy_cpu(microarchitecture=""):
    data = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
    data["cpu"]["microarchitecture"] = microarchitecture
    return platform_from_data(data, "toy-platform.yaml").cpu


def one_thread_loop(**fields):
    loop = dict(name="loop", iterations=1e6, threads=1, simd=False, chain={}, flops=0.0, contiguous=0.0, strided=0.0, walks=None,
                footprint_bytes=8192.0, stride_footprint_bytes=0.0, stride_data_bytes=0.0, regions=0.0)
    loop = {**loop, **fields}
    return CpuLoopCounts(**{**loop, "walks": loop["strided"] if loop["walks"] is None else loop["walks"]})


def timed(loop, core=TOY_CORE):
    cpu = toy_cpu()
    profile = datasheet_profile(cpu, core)
    return loop_time(loop, replace(cpu, access_profile=profile), profile, "fp64")


def test_a_vectorised_stream_from_dram_runs_at_one_cores_bandwidth():
    # y[i] += s*x[i] over 1 GiB on one thread. One core's DRAM bandwidth: min(10 GB/s per core,
    # Little's law 16 lines x 64 B / 80 ns = 12.8 GB/s) = 10 GB/s = 3.33 B per cycle at 3 GHz, so the
    # 24 B an element moves take 7.2 cycles; the core (0.25), L2 (24/32 = 0.75) and L3 (24/16 = 1.5)
    # overlap with it: 7.2 cycles per element, 2.4 per access = 0.8 ns.
    loop = one_thread_loop(simd=True, flops=2.0, contiguous=3.0, footprint_bytes=1024 * MiB)
    result = timed(loop)
    assert result.time_s == pytest.approx(1e6 * 3 * 0.8e-9)
    assert result.bound == "DRAM"


def test_on_an_intel_style_core_the_transfers_add_up():
    # The same stream where transfers do not overlap (serial ECM): max(0.25, 0.25 + 0.75 + 1.5 + 7.2)
    # = 9.7 cycles per element, 9.7 / 3 cycles per access at 3 GHz.
    serial = replace(TOY_CORE, overlap="serial")
    loop = one_thread_loop(simd=True, flops=2.0, contiguous=3.0, footprint_bytes=1024 * MiB)
    assert timed(loop, serial).time_s == pytest.approx(1e6 * 3 * 9.7 / 3 / 3e9)


def test_a_column_walk_served_from_l3_waits_its_latency_over_the_fill_buffers():
    # A walk keeping 1 MiB of lines (16,384 rows, one page each: within the 32,768-entry L2 TLB, 8/4 = 2
    # cycles) over a matrix that fits the 8 MiB L3: no prefetcher helps, so each access waits the
    # 40-cycle L3 latency with 10 misses in flight (4 cycles), against 64 B / 16 B per cycle = 4 cycles
    # of L3 bandwidth: 4 cycles = 1.33 ns per access.
    loop = one_thread_loop(strided=1.0, stride_footprint_bytes=1 * MiB, stride_data_bytes=1 * MiB)
    result = timed(loop)
    assert result.time_s == pytest.approx(1e6 * 4 / 3e9)
    assert result.bound == "L3"


def test_a_walk_within_the_l1_runs_at_the_pace_of_the_sweeps_own_code():
    # What calibrate's sweeps cost where their lines are at hand: four accumulators, so one 4-cycle add
    # every four accesses (1 cycle), and their own instructions over the 4 issued per cycle: the column
    # walk's 1.5 per access (0.375 cycles) and the line sweep's 4.75 (index add, mask, shift, load-add and
    # a quarter of the loop's three: 1.19 cycles), against half a cycle of load slots. At 3 GHz:
    run = datasheet_profile(toy_cpu(), TOY_CORE).for_threads(1)
    assert run.curves["strided"].at(2048) == pytest.approx(1 / 3e9)  # 32 pages: within the L1 TLB
    assert run.curves["lines"].at(4096) == pytest.approx(4.75 / 4 / 3e9)


def test_a_scalar_reduction_waits_for_its_add():
    # s += x[i] in L1, not vectorised: the add's 4-cycle latency (1.33 ns) per iteration beats the scalar
    # access (1.25 cycles issue-bound per element / 3 = 0.14 ns) and the FLOP (1 / (3 GHz x 8/4) = 0.17 ns).
    loop = one_thread_loop(chain={"add": 1.0}, flops=1.0, contiguous=1.0, footprint_bytes=16384.0)
    result = timed(loop)
    assert result.time_s == pytest.approx(1e6 * 4 / 3e9)
    assert result.bound == "latency"


def test_a_page_walk_per_access_dominates_a_walk_beyond_the_tlbs_reach():
    # 4 MiB of lines = 65,536 rows, beyond the 32,768-entry L2 TLB: a 40-cycle walk, 2 at a time = 20
    # cycles per access, more than the L3 fetch (4 cycles) it overlaps with.
    loop = one_thread_loop(strided=1.0, stride_footprint_bytes=4 * MiB, stride_data_bytes=4 * MiB)
    assert timed(loop).time_s == pytest.approx(1e6 * 20 / 3e9)


def test_rows_shorter_than_a_page_share_their_pages_translations():
    # The walk above (4 MiB of lines, 65,536 rows) down rows of 1 KiB: four rows to a page, so a quarter of
    # the accesses reach a new page, and those walk 16,384 pages, within the L2 TLB (2 cycles, hidden under
    # the L3 fetch: 4 cycles). The other accesses fetch their line from L3 (4 cycles) on a page just
    # translated: 0.25 x max(4, 4) + 0.75 x 4 = 4 cycles, not the 20 of a page walk at every access.
    walk = dict(strided=1.0, stride_footprint_bytes=4 * MiB, stride_data_bytes=4 * MiB)
    assert timed(one_thread_loop(**walk, stride_bytes=1024.0)).time_s == pytest.approx(1e6 * 4 / 3e9)
    assert timed(one_thread_loop(**walk, stride_bytes=8192.0)).time_s == pytest.approx(1e6 * 20 / 3e9)


def test_a_second_walk_down_the_same_rows_finds_the_page_table_lines_in_l1():
    # corr[i][j] += data[k][i] * data[k][j], each walk 24,576 rows long: 3 MiB of lines in L3 (4 cycles a
    # fetch) on 49,152 pages, beyond the L2 TLB. The first walk pays its page walk (20 cycles, above); the
    # second's page-table entries sit on the lines that walk brought, so its own walk is served by the L1
    # (4 cycles) instead of the L2 (12): the line plus a third of the rest, 4 + (20 - 4) / 3 = 9.33 cycles.
    # 29.33 cycles per iteration, against 40 for two full walks.
    walks = dict(strided=2.0, stride_footprint_bytes=3 * MiB, stride_data_bytes=3 * MiB)
    assert timed(one_thread_loop(**walks, shared_walks=1.0)).time_s == pytest.approx(1e6 * (20 + 4 + 16 / 3) / 3e9)
    assert timed(one_thread_loop(**walks)).time_s == pytest.approx(1e6 * 40 / 3e9)


def test_a_guest_under_nested_paging_walks_in_two_dimensions():
    # A walk of two L2 hits (24 cycles = 2 x 12) natively: 12 cycles per access with 2 walkers, 4 ns at 3 GHz.
    # In a VM guest each of those 2 references and the data's own address need a host walk of 2 references:
    # (2 + 1)^2 - 1 = 8 references x 12 cycles = 96 cycles, 48 per access with 2 walkers: 16 ns.
    core = replace(TOY_CORE, tlb=replace(TOY_CORE.tlb, walk_cycles=24.0))
    loop = one_thread_loop(strided=1.0, stride_footprint_bytes=4 * MiB, stride_data_bytes=4 * MiB)
    native = toy_cpu()
    guest = replace(native, address_translation="nested")
    assert loop_time(loop, native, datasheet_profile(native, core), "fp64").time_s == pytest.approx(1e6 * 4e-9)
    assert loop_time(loop, guest, datasheet_profile(guest, core), "fp64").time_s == pytest.approx(1e6 * 16e-9)


def test_two_address_generation_units_serve_the_loads_and_the_store_in_turn():
    # y[i] += s*x[i] in L1, not vectorised: 2 loads and a store per element. The toy's pipes take 2 loads and
    # a store per cycle, so the 5 instructions over a 4-wide issue bind: 1.25 cycles per element. With only
    # two address-generation units (Zen 1's two AGUs) the 3 accesses take 1.5 cycles: 0.5 per access.
    assert TOY_CORE.core.memory_ops_per_cycle is None  # not given: only the load and store pipes limit
    zen1_like = replace(TOY_CORE, core=replace(TOY_CORE.core, memory_ops_per_cycle=2.0))
    loop = one_thread_loop(flops=2.0, contiguous=3.0, footprint_bytes=8192.0)
    assert timed(loop).time_s == pytest.approx(1e6 * 3 * 1.25 / 3 / 3e9)
    assert timed(loop, zen1_like).time_s == pytest.approx(1e6 * 3 * 0.5 / 3e9)
    # a core whose vector pipes are narrower than its scalar ones (Sandy Bridge: one 256-bit load and half a
    # store per cycle, two scalar loads and a store) names no AGU limit: its scalar stream stays issue-bound
    sandy_like = replace(TOY_CORE, core=replace(TOY_CORE.core, loads_per_cycle=1.0, stores_per_cycle=0.5))
    assert timed(loop, sandy_like).time_s == pytest.approx(1e6 * 3 * 1.25 / 3 / 3e9)


def test_a_walks_refetch_from_dram_pays_the_line_not_another_page_walk():
    # A guest walks 1 MiB of lines (16,384 pages: within the L2 TLB, 2 cycles) down a 1 GiB matrix. The walk
    # itself is served from L3 (4 cycles, above); each line it keeps came from DRAM once per 8 columns:
    # 240 cycles of latency over 10 fill buffers = 24 cycles, not 4, so 8 B / 64 B x (24 - 4) = 2.5 cycles
    # more per access: 6.5 cycles. The page was translated by the walk's own (cheap) lookup: the nested page
    # walk (8 references x 12 cycles / 2 walkers = 48 cycles) a line fetch beyond the TLB would pay is not due.
    core = replace(TOY_CORE, tlb=replace(TOY_CORE.tlb, walk_cycles=24.0))
    guest = replace(toy_cpu(), address_translation="nested")
    loop = one_thread_loop(strided=1.0, stride_footprint_bytes=1 * MiB, stride_data_bytes=1024 * MiB)
    assert loop_time(loop, guest, datasheet_profile(guest, core), "fp64").time_s == pytest.approx(1e6 * 6.5 / 3e9)


def test_a_platform_naming_a_tabled_core_gets_a_datasheet_profile_and_a_measured_one_wins():
    assert toy_cpu("Zen 4").access_profile is None  # the descriptor states none: the model derives one
    assert profile_for(toy_cpu("Zen 4")).origin == "datasheet"
    assert profile_for(toy_cpu("a core nobody tabled")) is None  # the roofline serves it
    measured = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
    measured["cpu"]["microarchitecture"] = "zen4"
    measured["cpu"]["access_profile"] = {"source": "toy", "runs": [{
        "threads": 1, "latency": {"fma": "1 ns", "add": "1 ns", "divide": "1 ns", "store_forward": "1 ns"},
        "contiguous": {"1 KiB": "1 ns"}, "scalar": {"1 KiB": "1 ns"}, "strided": {"1 KiB": "1 ns"}}]}
    profile = profile_for(platform_from_data(measured, "toy-platform.yaml").cpu)
    assert profile.origin == "measured"
    assert profile.runs[0].latency_s["add"] == 1e-9  # the measurement, not the table's 3 cycles
    assert profile.runs[0].level_of(2 * MiB) == "L3"  # the table still names the levels


def test_a_measured_curve_steps_where_the_table_puts_a_reach_between_its_points(monkeypatch):
    # calibrate measures footprints 4x apart: a column walk costs 1 ns at 1 MiB of lines and 20 ns (page
    # walks) at 4 MiB. The toy L2 TLB holds 32,768 pages = 2 MiB of a walk's lines (one line per page), so a
    # walk keeping 1.4 MiB (< 0.75 x 2 MiB) still costs 1 ns and one keeping 2.6 MiB (> 1.25 x 2 MiB) 20 ns,
    # where the ramp in log(footprint) alone would have said 5.6 and 14.1 ns.
    monkeypatch.setattr("advisor.cpu.datasheet.find_cpu_arch", lambda name: TOY_CORE)
    measured = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
    measured["cpu"]["microarchitecture"] = "Toy Core"
    measured["cpu"]["access_profile"] = {"source": "toy", "runs": [{
        "threads": 1, "latency": {"fma": "1 ns", "add": "1 ns", "divide": "1 ns", "store_forward": "1 ns"},
        "contiguous": {"1 KiB": "1 ns"}, "scalar": {"1 KiB": "1 ns"}, "strided": {"1 MiB": "1 ns", "4 MiB": "20 ns"}}]}
    cpu = platform_from_data(measured, "toy-platform.yaml").cpu
    walk = profile_for(cpu).runs[0].curves["strided"]
    assert walk.at(1.4 * MiB) == pytest.approx(1e-9)
    assert walk.at(2.6 * MiB) == pytest.approx(20e-9)
    assert profile_for(cpu).runs[0].curves["contiguous"].at(2 * MiB) == 1e-9  # a single point stays as measured


def test_shared_cache_is_split_among_the_threads_that_use_it():
    profile = datasheet_profile(toy_cpu(), TOY_CORE)
    one, four = profile.for_threads(1), profile.for_threads(4)
    assert dict(one.levels) == {"L1": 32768.0, "L2": 262144.0, "L3": 8 * MiB}
    assert dict(four.levels)["L3"] == 2 * MiB  # the socket's 8 MiB over 4 threads


@pytest.mark.parametrize("block, key, value, field", [
    (None, "overlap", {"value": "sometimes", "source": "toy"}, "overlap"),
    (None, "vendor", "cyrix", "vendor"),
    ("core", "datapath_bits", 512, "core.datapath_bits"),
    ("memory", "latency", None, "memory.latency"),
    ("tlb", "source", "nobody", "sources"),
    (None, "cpuid", {"source": "toy", "vendor": "GenuineIntel", "family": 6, "models": ["0x5x"]}, "cpuid.models[0]"),
])
def test_a_bad_table_names_its_field(tmp_path, block, key, value, field):
    data = yaml.safe_load((FIXTURES / "cpu-arch-toy.yaml").read_text())
    target = data if block is None else data[block]
    if value is None:
        del target[key]
    else:
        target[key] = value
    path = tmp_path / "core.yaml"
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(DescriptorError) as error:
        read_cpu_arch(path)
    assert field in str(error.value)


def test_every_shipped_table_loads_and_names_resolve_case_and_space_blind():
    assert find_cpu_arch("ZEN 4") is find_cpu_arch("zen4")
    assert find_cpu_arch("") is None


@pytest.mark.parametrize("cpuinfo, table", [
    ({"vendor_id": "AuthenticAMD", "cpu family": "23", "model": "1"}, "zen1"),      # EPYC 7551 (Naples)
    ({"vendor_id": "AuthenticAMD", "cpu family": "23", "model": "49"}, "zen2"),     # EPYC 7742 (Rome), model 0x31
    ({"vendor_id": "AuthenticAMD", "cpu family": "25", "model": "17"}, "zen4"),     # EPYC 9654 (Genoa), model 0x11
    ({"vendor_id": "GenuineIntel", "cpu family": "6", "model": "85"}, "skylakesp"),  # Xeon Gold 6248 (Cascade Lake), 0x55
    ({"CPU implementer": "0x41", "CPU part": "0xd4f"}, "neoversev2"),               # Grace
    ({"vendor_id": "AuthenticAMD", "cpu family": "26", "model": "2"}, "zen5"),      # EPYC 9005 (Turin), model 0x02
    ({"vendor_id": "AuthenticAMD", "cpu family": "26", "model": "80"}, ""),         # Zen 6, model 0x50: no table yet
    ({"vendor_id": "GenuineIntel", "cpu family": "6", "model": "207"}, "emeraldrapids"),  # Xeon Platinum 8570, 0xCF
    ({"vendor_id": "GenuineIntel", "cpu family": "6", "model": "173"}, "graniterapids"),  # Xeon 6 6900P/6700P, 0xAD
    ({"vendor_id": "GenuineIntel", "cpu family": "6"}, ""),                         # no model line
])
def test_calibrate_names_the_table_of_the_core_it_runs_on(cpuinfo, table):
    assert microarchitecture(cpuinfo) == table

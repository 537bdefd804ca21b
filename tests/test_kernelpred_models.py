"""Each kernel-time model on a worked example computed by hand, and the fixed point.

The tiny kernel: one warp (32 lanes) of one block loads one float from a
pointer (all lanes the same address: one 32-byte sector), doubles it and
stores it back (one sector).  Timings of the A100 (dc-a100, Ampere cc 8.0):
ld.param -> int_logic latency 4, issue delay 2; ld.global issue delay 4;
add.f32 latency 4, delay 2; st.global delay 4; ret latency 4, delay 1;
DRAM latency 290 cycles; 1.41 GHz boost; launch 3 us + 4 ps/thread.
"""

import math

import pytest

from advisor.catalog import get_platform
from advisor.gpu.nvidia import architecture_for
from advisor.gpu.nvidia.blocktime import block_times
from advisor.gpu.nvidia.bsp import fit_lambda
from advisor.gpu.nvidia.fixedpoint import raise_latency
from advisor.gpu.nvidia.kp import wave_plan
from advisor.gpu.nvidia.mwpcwp import exec_cycles
from advisor.gpu.nvidia.predict import run_model
from advisor.gpu.nvidia.ptx import analyze_kernel, parse_ptx

TINY = """
.version 7.0
.target sm_80
.address_size 64
.visible .entry tiny(.param .u64 tiny_param_0)
{
    .reg .f32 %f<3>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [tiny_param_0];
    ld.global.f32 %f1, [%rd1];
    add.f32 %f2, %f1, %f1;
    st.global.f32 [%rd1], %f2;
    ret;
}
"""


@pytest.fixture(scope="module")
def a100():
    return get_platform("dc-a100")


@pytest.fixture(scope="module")
def tiny():
    return parse_ptx(TINY).kernels["tiny"]


def _profile(kernel, l1, l2):
    p = analyze_kernel(kernel, 1, 32, {}, l1_hit=l1, l2_hit=l2)
    # preconditions of the hand computation
    assert p.total_warps == 1 and len(p.warp_classes) == 1
    assert p.global_sectors == 2 and p.warp_classes[0].uncoalesced_sectors == 0
    return p


def test_block_time_by_hand(tiny, a100):
    # scoreboard (cycles, loads on path):
    #   ld.param  issue 0              finish 4
    #   ld.global issue max(0+2, 4)=4  finish 4 + lat
    #   add.f32   issue max(4+4, 4+lat) finish max(12, 8+lat)
    #   st.global issue max(8+2, 12, 8+lat) -> max(12, 8+lat); done +4: max(16, 12+lat)
    #   ret       issue max(16, 12+lat)   finish max(20, 16+lat)
    bt = block_times(tiny, architecture_for(a100.gpus[0]))
    assert bt.times(290.0)[0] == pytest.approx(16 + 290)
    assert bt.times(0.0)[0] == pytest.approx(20)
    assert bt.issue_cycles[0] == pytest.approx(2 + 4 + 2 + 4 + 1)


def test_kp_by_hand(tiny, a100):
    p = _profile(tiny, 0.0, 0.0)  # every sector from DRAM: lat = 290
    pred = run_model("kp", tiny, p, a100)
    # one wave, one warp: time_pb = max(306, 13) = 306 cycles; 64 B never strain a bandwidth
    assert pred.exec_s == pytest.approx(306 / 1.41e9, rel=1e-9)
    assert pred.launch_s == pytest.approx(3e-6 + 4e-12 * 32)
    assert pred.time_s == pytest.approx(pred.launch_s + pred.exec_s)
    assert pred.instruction_time_s == pytest.approx(13 / 1.41e9)
    assert pred.waves == 1 and pred.bound == "latency" and pred.model == "kp"


def test_bsp_by_hand(tiny, a100):
    p = _profile(tiny, 0.0, 0.5)
    # per thread: Comp = add + ret = 2; ld1 = st1 = 1; L1 = 0; L2 = (1 + 1 - 0) x 0.5 = 1
    # Comm_GM = (2 - 0 - 1) x 500 + 1 x 250 = 750; Tk = 32 x 752 / (1.41e9 x 108 x 64 x lambda)
    pred = run_model("bsp", tiny, p, a100, lam=2.0)
    assert pred.exec_s == pytest.approx(32 * 752 / (1.41e9 * 108 * 64 * 2.0))
    assert pred.details["comm_gm"] == pytest.approx(750)
    assert pred.time_s == pred.exec_s  # Tk is the kernel time; launch is reported, not added
    unit = run_model("bsp", tiny, p, a100).exec_s
    assert fit_lambda(unit, unit / 4) == pytest.approx(4.0)


def test_roofline_by_hand(tiny, a100):
    p = _profile(tiny, 0.0, 0.5)
    pred = run_model("roofline", tiny, p, a100)
    # 32 FLOPs (add) at 19.5 TFLOP/s x 32/6912 lanes; 2 sectors x 32 B x 0.5 = 32 B at
    # min(1.35 TB/s, 32 threads x 4 B / 450 ns)
    assert pred.instruction_time_s == pytest.approx(32 / (19.5e12 * 32 / 6912))
    assert pred.memory_time_s == pytest.approx(32 / (32 * 4 / 4.5e-7))
    assert pred.exec_s == pytest.approx(pred.memory_time_s) and pred.bound == "memory"


def _q(**kw):
    q = {"mem_ld": 420.0, "departure_del_coal": 4.0, "departure_del_uncoal": 10.0, "weight_uncoal": 0.0,
         "uncoal_per_mw": 1.0, "mem_insts": 2.0, "coal_mem_insts": 2.0, "uncoal_mem_insts": 0.0,
         "comp_cycles": 108.0, "load_bytes_per_warp": 128.0, "synch_insts": 0.0}
    q.update(kw)
    return q


def test_mwp_cwp_three_cases_by_hand():
    # Mem_L = 420, Departure = 4, MWP_without_BW = 105, BW_per_warp = 128/420,
    # Mem_cycles = 840, Comp_cycles = 108, CWP_full = 948/108 = 8.78
    # N = 8, 16 units, 80 B/cycle: MWP_peak = 80 / (128/420 x 16) = 16.41 -> MWP = 8 = N = CWP
    r = exec_cycles(_q(), 8, 16, 80.0, 1, 2.0)
    assert r["case"] == "mwp=n=cwp" and r["exec"] == pytest.approx((840 + 108 + 108 / 2 * 7) * 2)
    # N = 20: MWP = 16.41 > CWP = 8.78 -> (Mem_L + Comp x N) x Rep
    r = exec_cycles(_q(), 20, 16, 80.0, 1, 2.0)
    assert r["case"] == "mwp>cwp" and r["exec"] == pytest.approx((420 + 108 * 20) * 2)
    # 8 B/cycle: MWP = 8 / (128/420 x 16) = 1.640625 <= CWP -> Mem x N / MWP + Comp/#Mem x (MWP - 1)
    r = exec_cycles(_q(), 20, 16, 8.0, 1, 1.0)
    assert r["mwp"] == pytest.approx(1.640625)
    assert r["case"] == "cwp>=mwp" and r["exec"] == pytest.approx(840 * 20 / 1.640625 + 54 * 0.640625)
    # synchronisation: Departure x (MWP - 1) x syncs x blocks x Rep added
    r2 = exec_cycles(_q(synch_insts=3.0), 20, 16, 8.0, 2, 1.0)
    assert r2["exec"] - r["exec"] == pytest.approx(4 * 0.640625 * 3 * 2)


def test_fixed_point_converges_to_bandwidth_time():
    # T = 1000 + 10 lat; 40000 B at 10 B/cycle need 4000 cycles -> lat* = 300
    fp = raise_latency(lambda lat: 1000 + 10 * lat, 100.0, 40000.0, 10.0)
    assert fp.converged and fp.latency_cycles == pytest.approx(300, rel=1e-4)
    assert fp.time_cycles == pytest.approx(4000, rel=1e-5)


def test_fixed_point_keeps_unloaded_latency():
    fp = raise_latency(lambda lat: 1000 + 10 * lat, 100.0, 1000.0, 10.0)
    assert fp.latency_cycles == 100.0 and fp.time_cycles == 2000.0 and fp.iterations == 1


@pytest.mark.parametrize("time_of", [
    lambda lat: 50.0,                                   # issue-bound: latency changes nothing
    lambda lat: 0.0,                                    # no time at all
    lambda lat: 10.0 + (lat % 7.0),                     # non-monotone sawtooth
    lambda lat: 1e-300 * lat,                           # nearly flat
])
def test_fixed_point_terminates_on_adversarial_inputs(time_of):
    fp = raise_latency(time_of, 100.0, 1e12, 1.0, max_iterations=50)
    assert fp.iterations <= 50 and math.isfinite(fp.latency_cycles)
    assert fp.time_cycles >= 1e12  # never faster than the bandwidth allows


def test_fixed_point_rejects_bad_bandwidth():
    with pytest.raises(ValueError):
        raise_latency(lambda lat: 1.0, 1.0, 1.0, 0.0)


def test_wave_plan():
    # 100 blocks, 2 per SM, 8 SMs: 16 per wave -> slow full wave, 5 typical, 4 blocks left on 4 SMs
    assert wave_plan(100, 2, 8) == [(1, 2, 8, True), (5, 2, 8, False), (1, 1, 4, False)]
    assert wave_plan(3, 4, 8) == [(1, 1, 3, True)]


def test_replays_multiply_issue_delay_by_hand(tiny, a100):
    # st.global (pc 3) split into 3 passes: its delay 4 -> 12; it completes at max(12, 8+lat) + 12
    # and ret issues then: time = max(28, 24 + lat); issue cycles 13 + 2 x 4 = 21
    bt = block_times(tiny, architecture_for(a100.gpus[0]), {3: 3.0})
    assert bt.times(290.0)[0] == pytest.approx(24 + 290)
    assert bt.issue_cycles[0] == pytest.approx(21)


def _global_load(pc, offsets, requests=10.0):
    from advisor.gpu.nvidia.ptx.profile import MemoryInstruction
    sectors = len({o // 32 for o in offsets})
    return MemoryInstruction(pc=pc, line=0, text="ld.global.f32", space="global", kind="load", bytes_per_lane=4,
                             requests=requests, sectors=requests * sectors, ideal_sectors=requests * 4,
                             sectors_per_request=float(sectors), wavefronts=requests, conflict_degree=0.0,
                             l1_hit=0.0, l2_hit=0.0, array="a", sample_offsets=tuple(offsets),
                             lane_stride_bytes=None)


def test_replays_count_lines_not_sectors_by_hand():
    # Passes of a global request = distinct 128-byte lines (Programming Guide cc 2.x/3.x: one request
    # per cache line).  pc 1: 32 consecutive floats -> 4 sectors in 1 line -> 1 pass (no entry).
    # pc 2: 16 lanes 4096 B apart, each pair of half-warps on the same word -> 16 sectors in 16 lines
    # -> 16 passes (sectors / 4 would say 4).  pc 3: 32 lanes 8 B apart -> 8 sectors in 2 lines -> 2.
    # pc 4: 32 lanes 20 B apart (5-int records) -> 640 B: 20 sectors in 5 lines -> 5 passes.
    from types import SimpleNamespace

    from advisor.gpu.nvidia.blocktime import replays_of
    memory = (_global_load(1, [4 * i for i in range(32)]),
              _global_load(2, [4096 * (i % 16) for i in range(32)]),
              _global_load(3, [8 * i for i in range(32)]),
              _global_load(4, [20 * i for i in range(32)]))
    assert replays_of(SimpleNamespace(memory=memory)) == {2: 16.0, 3: 2.0, 4: 5.0}


def test_l2_only_accesses_replay_once_per_32_byte_transaction_by_hand():
    # Kepler cc 3.0/3.5 serves global loads from L2 alone, in 32-byte transactions, and replays a
    # request once per transaction: the same four requests as above take sectors, not lines --
    # 4, 16, 8 and 20 passes.  Stores are L2-only on Fermi too; an L1-cached load keeps the line rule.
    from dataclasses import replace
    from types import SimpleNamespace

    from advisor.gpu.nvidia.blocktime import replays_of
    memory = (_global_load(1, [4 * i for i in range(32)]),
              _global_load(2, [4096 * (i % 16) for i in range(32)]),
              _global_load(3, [8 * i for i in range(32)]),
              _global_load(4, [20 * i for i in range(32)]))
    profile = SimpleNamespace(memory=memory)
    kepler, fermi = architecture_for(get_platform("bsp-gtx680").gpus[0]), architecture_for(get_platform("bsp-gt630").gpus[0])
    assert (kepler.memory.l2_only_transaction_bytes, kepler.memory.global_loads_cached_in_l1) == (32, False)
    assert replays_of(profile, l2_only_bytes=32, l1_caches_loads=False) == {1: 4.0, 2: 16.0, 3: 8.0, 4: 20.0}
    assert replays_of(profile, l2_only_bytes=32, l1_caches_loads=True) == {2: 16.0, 3: 2.0, 4: 5.0}
    store = SimpleNamespace(memory=(replace(memory[0], kind="store", text="st.global.f32"),))
    assert (fermi.memory.l2_only_transaction_bytes, fermi.memory.global_loads_cached_in_l1) == (32, True)
    assert replays_of(store, l2_only_bytes=32, l1_caches_loads=True) == {1: 4.0}
    ampere = architecture_for(get_platform("dc-a100").gpus[0])
    assert ampere.memory.l2_only_transaction_bytes is None
    assert replays_of(store, l2_only_bytes=None) == {}


def test_registers_of_a_newer_target_are_estimated_for_an_older_gpu():
    # The shipped sm_75 PTX carries ptxas' sm_75 count (52 for this kernel); a Kepler binary of the same
    # code is allocated differently, so the launch on a GTX 680 takes the PTX liveness estimate (29) and
    # says so, while a Turing or newer GPU keeps the ptxas count.
    from advisor.gpu.nvidia.predict import analyze
    from advisor.gpu.nvidia.result import KernelLaunch

    kernel, prof = analyze("kernels/cuda/bsp_matmul.cu", "matmul_global_coalesced", (8, 8), (16, 16), {"n": 128},
                           target="sm_75")
    assert (prof.registers, prof.registers_source) == (52, "ptxas")
    kepler = get_platform("bsp-gtx680")
    old = KernelLaunch(kernel, prof, kepler.gpus[0], architecture_for(kepler.gpus[0]))
    assert old.ptx_newer_than_gpu and old.registers == 29
    assert old.occupancy.blocks_per_sm == 8          # 29 x 256 threads: 8 blocks of 2048 threads (52 gave 4)
    note = run_model("kp", kernel, prof, kepler).notes
    assert any("29 registers per thread: estimated" in n and "sm_75" in n for n in note)
    turing = get_platform("desktop-rtx2080ti")
    new = KernelLaunch(kernel, prof, turing.gpus[0], architecture_for(turing.gpus[0]))
    assert not new.ptx_newer_than_gpu and new.registers == 52


def test_departures_mark_only_uncoalesced_global_requests_by_hand():
    # Hong & Kim's departure delay applies to uncoalesced requests only (001's uncoalMem: more sectors
    # than the contiguous minimum).  pc 1: 32 consecutive floats, 4 sectors = ideal 4 -> coalesced.
    # pc 2: 16 lines 4096 B apart -> 16 sectors > 4 -> 10 cycles per pass.  pc 5: a broadcast (1 sector
    # < 4) is coalesced.  pc 6: shared accesses have bank conflicts, not departures.
    from dataclasses import replace
    from types import SimpleNamespace

    from advisor.gpu.nvidia.blocktime import departures_of
    shared = replace(_global_load(6, [4 * i for i in range(32)]), space="shared", sectors=0.0)
    memory = (_global_load(1, [4 * i for i in range(32)]), _global_load(2, [4096 * (i % 16) for i in range(32)]),
              _global_load(5, [0] * 32), shared)
    assert departures_of(SimpleNamespace(memory=memory), 10.0) == {2: (10.0, 1.0)}   # every pass departs
    assert departures_of(SimpleNamespace(memory=memory), 0.0) == {}
    # where L1 serves its hits inside the SM (Volta on), only the passes that miss it depart: pc 2 hits L1
    # for 3 of 4 sectors, so a quarter of its passes pays the departure delay
    hitting = tuple(replace(x, l1_hit=0.75) if x.pc == 2 else x for x in memory)
    assert departures_of(SimpleNamespace(memory=hitting), 10.0, l1_hits_depart=False) == {2: (10.0, 0.25)}


def test_departure_delay_floors_the_pass_delay_by_hand(tiny, a100):
    # As test_replays_multiply_issue_delay_by_hand, with st.global (pc 3) uncoalesced: each of its 3
    # passes departs max(issue delay 4, departure delay 10) = 10 cycles apart, so it occupies 30
    # cycles (Hong & Kim: Departure_del_uncoal x #Uncoal_per_mw) instead of 12.  It issues at
    # max(12, 8 + lat); ret issues 30 later and finishes 4 after: max(46, 42 + lat).
    # Issue cycles: 2 + 4 + 2 + 30 + 1 = 39.  A departure floor below the issue delay changes nothing.
    arch = architecture_for(a100.gpus[0])
    bt = block_times(tiny, arch, {3: 3.0}, {3: (10.0, 1.0)})
    assert bt.times(290.0)[0] == pytest.approx(42 + 290)
    assert bt.times(0.0)[0] == pytest.approx(46)
    assert bt.issue_cycles[0] == pytest.approx(39)
    same = block_times(tiny, arch, {3: 3.0}, {3: (2.0, 1.0)})
    assert same.issue_cycles[0] == pytest.approx(21) and same.times(290.0)[0] == pytest.approx(24 + 290)
    # a quarter of the passes departing (three quarters served by L1 inside the SM): each pass issues
    # 4 + 0.25 x (10 - 4) = 5.5 cycles after the one before, 16.5 for the three: 2 + 4 + 2 + 16.5 + 1 = 25.5
    quarter = block_times(tiny, arch, {3: 3.0}, {3: (10.0, 0.25)})
    assert quarter.issue_cycles[0] == pytest.approx(25.5)


def test_kp_charges_departures_of_the_transposed_matmul_loads():
    # matmul_global_uncoalesced at n = 64 on the GTX 680 (Kepler, delay_dep = (780 - 500) / 28 = 10):
    # the Md loads (16 lanes n floats apart: 16 lines, 16 sectors > 4) and the transposed store are
    # uncoalesced; the Nd loads (2 consecutive floats broadcast over the warp: 1 sector) are not.
    # Each Md load then issues 16 x max(4, 10) = 160 cycles per processing block instead of 16 x 4.
    from advisor.gpu.nvidia.blocktime import departures_of, replays_of
    from advisor.gpu.nvidia.predict import analyze
    gpu = get_platform("bsp-gtx680").gpus[0]
    kernel, prof = analyze("kernels/cuda/bsp_matmul.cu", "matmul_global_uncoalesced", (4, 4), (16, 16),
                           {"n": 64}, "sm_75", l2_bytes=int(gpu.l2_bytes), l1_hit=0.0)
    m = architecture_for(gpu).memory
    dep = departures_of(prof, (m.uncoalesced_latency_cycles - m.dram_latency_cycles) / 28.0)
    strided = {x.pc for x in prof.memory if x.space == "global" and x.requests and x.sectors_per_request == 16}
    assert strided and set(dep) == strided and set(dep.values()) == {(10.0, 1.0)}   # Kepler: every pass departs
    replays = replays_of(prof)
    assert all(replays[pc] == 16.0 for pc in dep)
    loads = [pc for pc in dep if prof.memory[[x.pc for x in prof.memory].index(pc)].kind == "load"]
    with_dep = block_times(kernel, architecture_for(gpu), replays, dep)
    without = block_times(kernel, architecture_for(gpu), replays)
    # every executed block with uncoalesced loads gains (10 - 4) x 16 cycles of issue per such load
    gain = with_dep.issue_cycles - without.issue_cycles
    assert len(loads) == 4 and max(gain) == pytest.approx(6 * 16 * len(loads))  # the 4x-unrolled loop body


def test_shared_bank_passes_fermi_and_kepler_by_hand():
    # Transposed tile store Mds[tx][ty] of a 16x16 float tile: lane l writes word 16*(l % 16) + ty(l),
    # ty = l // 16.  4-byte banks: banks ty, ty+1, 16+ty, 17+ty, each with the 8 words of the even
    # (or odd) tx -> 8 wavefronts.  Kepler's 8-byte banks: words i and i+32 of a 64-word segment share
    # an entry, so the 8 words of a bank fall in 4 segments (0-63, 64-127, ...) -> 4 wavefronts.
    from advisor.gpu.nvidia.blocktime import shared_bank_passes
    words = [16 * (lane % 16) + lane // 16 for lane in range(32)]
    assert shared_bank_passes(words, 128, 4) == 8
    assert shared_bank_passes(words, 128, 8) == 4
    # stride 32 words: one bank; 32 distinct words (4-byte) / 16 segments of 64 words (8-byte)
    stride = [32 * lane for lane in range(32)]
    assert shared_bank_passes(stride, 128, 4) == 32 and shared_bank_passes(stride, 128, 8) == 16
    # conflict-free consecutive floats: one wavefront either way; 32 doubles (256 B): 2 vs 1
    assert shared_bank_passes(list(range(32)), 128, 4) == 1 == shared_bank_passes(list(range(32)), 128, 8)
    assert shared_bank_passes(list(range(64)), 256, 4) == 2 and shared_bank_passes(list(range(64)), 256, 8) == 1


def test_workload_cuda_field_is_validated():
    from advisor.errors import DescriptorError
    from advisor.workload import workload_from_data

    def data(step):
        return {"schema": "advisor-workload/1", "name": "w", "datasets": ["S"], "kernels": {"k": {
            "params": ["N"], "datasets": {"S": {"N": 64}}, "dtype": "float32",
            "arrays": {"x": {"dims": ["N"], "role": "in"}}, "flops": "N", **step}}}

    ok = workload_from_data(data({"block": [256], "grid": ["ceil(N/256)"],
                                  "cuda": {"source": "kernels/cuda/mvt.cu", "kernel": "mvt_kernel1",
                                           "args": {"n": "N"}}}), "w.yaml")
    spec = ok.kernels["k"].steps[0].cuda
    assert spec.kernel == "mvt_kernel1" and spec.args[0][1].evaluate({"N": 64}) == 64
    with pytest.raises(DescriptorError, match="block"):
        workload_from_data(data({"cuda": {"source": "kernels/cuda/mvt.cu", "kernel": "k"}}), "w.yaml")
    with pytest.raises(DescriptorError, match="source"):
        workload_from_data(data({"block": [1], "grid": [1], "cuda": {"source": "a.txt", "kernel": "k"}}), "w.yaml")
    with pytest.raises(DescriptorError, match="args"):
        workload_from_data(data({"block": [1], "grid": [1],
                                 "cuda": {"source": "a.cu", "kernel": "k", "args": {"n": "NOPE"}}}), "w.yaml")
    with pytest.raises(DescriptorError, match="l2_resident"):
        workload_from_data(data({"block": [1], "grid": [1],
                                 "cuda": {"source": "a.cu", "kernel": "k", "l2_resident": "yes"}}), "w.yaml")


def test_a_step_can_declare_its_arrays_resident_in_l2():
    # a vector sum over 2^16 floats (768 KiB, inside the A100's 40 MB L2): from DRAM by default,
    # from L2 when the step says its arrays were just copied in
    from advisor.core.counts import instantiate
    from advisor.gpu.kerneltime import step_prediction
    from advisor.workload import workload_from_data

    def step(resident):
        data = {"schema": "advisor-workload/1", "name": "w", "datasets": ["S"], "kernels": {"k": {
            "params": ["N"], "datasets": {"S": {"N": 65536}}, "dtype": "float32",
            "arrays": {"a": {"dims": ["N"], "role": "in"}}, "flops": "N", "block": [256], "grid": ["N/256"],
            "cuda": {"source": "kernels/cuda/gpuperf_apps.cu", "kernel": "vector_add", "args": {"n": "N"},
                     "l2_resident": resident}}}}
        kernel = workload_from_data(data, "w.yaml").kernels["k"]
        return instantiate(kernel, kernel.sizes("S")).steps[0]

    a100 = get_platform("dc-a100")
    cold, warm = step_prediction(step(False), a100), step_prediction(step(True), a100)
    assert cold.l2_hit == 0.0 and warm.l2_hit == pytest.approx(1.0) and warm.exec_s < cold.exec_s


@pytest.mark.parametrize("memory, n, resident", [
    ("pageable", 65536, True),            # 256 KiB copied in, inside the A100's 40 MB L2: the kernel finds it there
    ("pinned", 65536, True),
    ("pageable", 16 << 20, False),        # 64 MiB: the copy's sweep evicted its own first lines before the kernel came
    ("mapped", 65536, False),             # zero-copy: the kernel reads host memory, nothing was copied into L2
    ("managed", 65536, False),            # pages migrate on the kernel's first touch
])
def test_a_step_finds_its_arrays_in_l2_where_the_program_left_them(memory, n, resident):
    from advisor.core.counts import counts_at
    from advisor.gpu.kerneltime import program_in_l2, with_l2_state
    from advisor.workload import workload_from_data

    data = {"schema": "advisor-workload/1", "name": "w", "datasets": ["S"], "host_memory": memory, "kernels": {"k": {
        "params": ["N"], "datasets": {"S": {"N": n}}, "dtype": "float32",
        "arrays": {"a": {"dims": ["N"], "role": "in"}}, "flops": "N", "block": [256], "grid": ["N/256"],
        "cuda": {"source": "kernels/cuda/gpuperf_apps.cu", "kernel": "vector_add", "args": {"n": "N"}}}}}
    counts = counts_at(workload_from_data(data, "w.yaml").kernels["k"], "S")
    gpu = get_platform("dc-a100").gpus[0]
    assert counts.steps[0].cuda.l2_resident is None          # the workload does not say
    assert program_in_l2(counts, gpu) == resident
    assert with_l2_state(counts, gpu)[0].cuda.l2_resident == resident


def test_cycles_count_at_the_clock_asked_for():
    from advisor.gpu.nvidia import predict_kernel

    args = {"ni": 256, "nj": 256, "nk": 256, "alpha": 1.5, "beta": 1.2}
    boost = predict_kernel("gemm", "gemm", (8, 32), (32, 8), args, platform=get_platform("dc-a100"))
    base = predict_kernel("gemm", "gemm", (8, 32), (32, 8), args, platform=get_platform("dc-a100"), clock="base")
    assert base.details["clock_hz"] < boost.details["clock_hz"] and base.exec_s > boost.exec_s


ATOMICS = """
.version 7.0
.target sm_80
.address_size 64
.visible .entry count(.param .u64 count_param_0)
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [count_param_0];
    atom.global.add.u32 %r1, [%rd1], 1;
    ret;
}
.visible .entry bins(.param .u64 bins_param_0, .param .u32 bins_param_1)
{
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [bins_param_0];
    ld.param.u32 %r5, [bins_param_1];
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    rem.u32 %r4, %r4, %r5;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;
    red.global.add.u32 [%rd3], 1;
    ret;
}
.visible .entry pairs(.param .u64 pairs_param_0)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [pairs_param_0];
    mov.u32 %r1, %ctaid.x;
    shr.u32 %r2, %r1, 1;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    red.global.add.u32 [%rd3], 1;
    ret;
}
.visible .entry modulo(.param .u64 modulo_param_0, .param .u32 modulo_param_1)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [modulo_param_0];
    ld.param.u32 %r3, [modulo_param_1];
    mov.u32 %r1, %ctaid.x;
    rem.u32 %r2, %r1, %r3;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    red.global.add.u32 [%rd3], 1;
    ret;
}
.visible .entry twice(.param .u64 twice_param_0)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [twice_param_0];
    atom.global.add.u32 %r1, [%rd1], 1;
    atom.global.add.u32 %r2, [%rd1], 2;
    ret;
}
.visible .entry fcount(.param .u64 fcount_param_0)
{
    .reg .f32 %f<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [fcount_param_0];
    atom.global.add.f32 %f1, [%rd1], 0f3F800000;
    ret;
}
.visible .entry partial(.param .u64 partial_param_0)
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [partial_param_0];
    mov.u32 %r1, %ctaid.x;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    red.global.add.u32 [%rd3], 1;
    ret;
}
"""


@pytest.mark.parametrize("kernel, args, hottest, bound", [
    # nvcc sends a warp's integer adds to one address as one operation (warp aggregation, [nv-warp-aggregated])
    ("count", {}, 4096 * 8, True),                         # every thread adds to one counter: 8 warps a block
    ("fcount", {}, 4096 * 256, True),                      # float adds reach the counter lane by lane
    ("bins", {"bins_param_1": 64}, 4096 * 256 / 64, True),  # 64 bins, a warp's 32 lanes on 32 of them
    ("bins", {"bins_param_1": 1 << 30}, 1, False),         # one address per thread: nothing to wait for
    ("partial", {}, 8, False),                             # one address per block: its 8 warps
    ("pairs", {}, 16, False),                              # one address per two blocks: out[blockIdx.x / 2]
    ("twice", {}, 2 * 4096 * 8, True),                     # two instructions on one counter serialise together
])
def test_atomics_on_one_address_wait_for_each_other(kernel, args, hottest, bound, a100):
    k = parse_ptx(ATOMICS).kernels[kernel]
    profile = analyze_kernel(k, 4098 if kernel == "pairs" else 4096, 256, args)
    assert profile.atomic_hottest_ops == pytest.approx(hottest)
    pred = run_model("kp", k, profile, a100)
    # one operation per clock on an address (the GK110 figure, taken for Ampere): a counter that every
    # thread of a million-thread grid bumps with floats takes a million clocks, whatever the bandwidth allows
    serial_s = hottest / 1.41e9
    assert pred.exec_s >= serial_s * (1 - 1e-9)
    assert (pred.bound == "atomics") == bound
    if bound:
        assert pred.exec_s == pytest.approx(serial_s)
    # the learned factor of hybrid scales pipeline's time but does not take it below the floor
    assert run_model("hybrid", k, profile, a100).exec_s >= serial_s * (1 - 1e-9)


def test_an_address_some_blocks_share_counts_what_the_sampled_ones_do(a100):
    # out[blockIdx.x % 64] on 4,096 blocks: 64 blocks (of 8 warps, one operation each) share each address, but
    # of the sampled blocks (the first, the last, two middle ones) two share it: the estimate is theirs, a lower
    # bound, never the grid's
    k = parse_ptx(ATOMICS).kernels["modulo"]
    profile = analyze_kernel(k, 4096, 256, {"modulo_param_1": 64})
    assert 2 * 8 <= profile.atomic_hottest_ops <= 64 * 8

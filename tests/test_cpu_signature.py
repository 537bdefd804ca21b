"""The loop-signature CPU model: the code's innermost loops times the machine's measured access profile."""

import copy
from dataclasses import replace

import pytest
import yaml

from advisor.core.counts import instantiate
from advisor.cpu.loops import CpuLoopCounts
from advisor.cpu.profile import AccessCurve
from advisor.cpu.runtime import ONE_THREAD_FORK_JOIN_S
from advisor.cpu.signature import compute_s
from advisor.cpu.time import cpu_signature_time
from advisor.errors import DescriptorError
from advisor.platform import platform_from_data
from advisor.workload import workload_from_data

from .conftest import FIXTURES

# Round numbers: 1 ns per dependent FMA; contiguous 0.1 ns per access up to 32 KiB, 1 ns from 32 MiB;
# scalar 0.5 ns flat; a column walk 1 ns per access while its lines stay cached (<= 32 KiB), 10 ns beyond 1 MiB.
PROFILE = {
    "source": "toy",
    "runs": [
        {"threads": 1, "latency": {"fma": "1 ns", "add": "0.5 ns", "divide": "4 ns", "store_forward": "2 ns"},
         "contiguous": {"32 KiB": "0.1 ns", "32 MiB": "1 ns"},
         "scalar": {"8 KiB": "0.5 ns"},
         "strided": {"32 KiB": "1 ns", "1 MiB": "10 ns"},
         "lines": {"32 KiB": "1 ns", "32 MiB": "9 ns"}},
        {"threads": 4, "latency": {"fma": "1 ns", "add": "0.5 ns", "divide": "4 ns", "store_forward": "2 ns"},
         "contiguous": {"32 KiB": "0.2 ns", "32 MiB": "2 ns"},
         "scalar": {"8 KiB": "0.5 ns"},
         "strided": {"32 KiB": "2 ns", "1 MiB": "20 ns"},
         "lines": {"32 KiB": "1 ns", "32 MiB": "9 ns"}},
    ],
}

LOOPS = {
    # s += x[i]*x[i] as GCC compiles it without -ffast-math: one dependent FMA per iteration
    "dot": {"iterations": "N", "threads": 1, "chain": True, "flops": 2, "contiguous": 1, "footprint": "8*N"},
    # y[i] += a*x[i], vectorised, in one parallel region per call
    "axpy": {"iterations": "N", "simd": True, "flops": 2, "contiguous": 3, "footprint": "16*N", "regions": 1},
    # x[i] = (x[i-1] + a[i] + b[i]) / 3 with x[i-1] read back from memory: 2 adds, a divide, a store-load round trip
    "recurrence": {"iterations": "N", "threads": 1, "chain": {"add": 2, "divide": 1, "store_forward": 1}, "flops": 3,
                   "contiguous": 4, "footprint": "24*N"},
    # walks down the columns of an N x N matrix: one line per access
    "colsum": {"iterations": "N*N", "strided": 1, "footprint": "8*N", "stride_footprint": "64*N", "regions": 1},
    # C[k][j] += s[k] down the columns of C: the store goes back to the line (and page) the load just walked to
    "colupdate": {"iterations": "N*N", "strided": 2, "walks": 1, "footprint": "8*N", "stride_footprint": "64*N", "regions": 1},
    # gemm's C[i][j] += A[i][k]*B[k][j]: all of B (N x N) is reused at the next i, the row of C at the next k
    "gemm_row": {"iterations": "N*N", "threads": 1, "simd": True, "flops": 3, "contiguous": 3, "footprint": "8*N*N + 8*N",
                 "reused": [{"accesses": 2, "footprint": "16*N"}]},
    # B[i] = A[i]: the store reads B's line before writing it, 16 bytes moved per element of B
    "copy": {"iterations": "N", "threads": 1, "simd": True, "contiguous": 2, "footprint": "16*N", "write_allocates": 1},
    # the same walk, saying which matrix it walks: its lines come from where the N x N matrix lives
    "colsum_of": {"iterations": "N*N", "strided": 1, "footprint": "8*N", "stride_footprint": "64*N", "stride_data": "8*N*N",
                  "regions": 1},
}


def toy(platform_changes=None, loops=None):
    platform = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
    platform["cpu"]["access_profile"] = copy.deepcopy(PROFILE)
    platform["cpu"]["parallel_region_overhead"] = "1 us"
    platform["cpu"]["threads_per_core"] = 1  # 4 cores, one thread each, as the profile's runs of 1 and 4 threads measured
    for key, value in (platform_changes or {}).items():
        platform["cpu"][key] = value
    workload = {
        "schema": "advisor-workload/1", "name": "loops", "datasets": ["S"],
        "cpu_implementation": {"isa": "native"},  # built -march=native: the core's vectors and FMA
        "kernels": {name: {"params": ["N"], "datasets": {"S": {"N": 1000}}, "dtype": "float64",
                           "arrays": {"x": {"dims": ["N"], "role": "in"}}, "flops": "2*N", "parallelism": "N",
                           "cpu_loops": [dict(loop, name=name)]}
                    for name, loop in (loops or LOOPS).items()},
    }
    return platform_from_data(platform, "toy-platform.yaml"), workload_from_data(workload, "loops.yaml")


def chip(kernel, n=1000, **kwargs):
    platform, workload = toy(**kwargs)
    k = workload.kernels[kernel]
    return cpu_signature_time(instantiate(k, k.sizes("S", {"N": n})), platform)


def test_a_curve_interpolates_in_log_footprint_and_holds_its_end_values():
    curve = AccessCurve((1024.0, 4096.0, 16384.0), (1e-9, 3e-9, 3e-9))
    assert curve.at(2048.0) == pytest.approx(2e-9)  # halfway in log2: 10 -> 11 -> 12
    assert curve.at(100.0) == 1e-9 and curve.at(1e9) == 3e-9
    assert curve.at(4096.0) == pytest.approx(3e-9)


def test_a_reduction_chain_costs_one_fma_latency_per_iteration():
    # 1000 x max(1 ns chain, 2 FLOP / 6 GFLOP/s (3 GHz x 8 / 4 lanes, scalar) = 0.33 ns, 1 x 0.1 ns) = 1 us; one thread: no region
    result = chip("dot")
    assert result.model == "signature/measured"
    assert result.time_s == pytest.approx(1000 * 1e-9)
    assert result.bound == "latency" and result.cores_used == 1 and result.sync_time_s == 0


def test_a_recurrence_costs_the_latencies_on_its_carried_path():
    # 2 x 0.5 ns + 4 ns + 2 ns = 7 ns per iteration, above 4 x 0.5 ns of scalar accesses
    result = chip("recurrence")
    assert result.time_s == pytest.approx(1000 * 7e-9) and result.bound == "latency"


def test_a_vectorised_stream_is_memory_bound_and_pays_its_parallel_region():
    # N = 1000: footprint 16 kB (< 32 KiB): 3 x 0.2 ns per iteration on 4 threads; 1000 x 0.6 ns / 4 + 1 us
    small = chip("axpy")
    assert small.time_s == pytest.approx(1000 * 0.6e-9 / 4 + 1e-6)
    assert small.cores_used == 4 and small.sync_time_s == pytest.approx(1e-6)
    assert small.bound == "launch"  # 150 ns of work, 1 us of fork/join
    # N = 16 Mi: 256 MiB, 64 MiB per thread, beyond the last point: 3 x 2 ns per iteration
    big = chip("axpy", n=16 * 2**20)
    assert big.time_s == pytest.approx(16 * 2**20 * 6e-9 / 4 + 1e-6)
    assert big.bound == "memory"
    # N = 4 Mi: 64 MiB, 16 MiB per thread (the curves are indexed per thread): 9/10 of the way
    # from 32 KiB to 32 MiB in log2, 0.2 + 0.9 x 1.8 = 1.82 ns per access
    mid = chip("axpy", n=4 * 2**20)
    assert mid.time_s == pytest.approx(4 * 2**20 * 3 * 1.82e-9 / 4 + 1e-6)


def test_a_stream_reused_sooner_pays_where_its_own_reuse_distance_fits():
    # N = 2048: B is 32 MiB, from DRAM at 1 ns per access; C's row and B's row (32 KiB) stay where 0.1 ns holds:
    # 1 x 1 ns + 2 x 0.1 ns per iteration, where charging every access B's distance would be 3 x 1 ns
    n = 2048
    assert chip("gemm_row", n=n).time_s == pytest.approx(n * n * (1e-9 + 2 * 0.1e-9))
    unsplit = dict(LOOPS["gemm_row"])
    del unsplit["reused"]
    platform, workload = toy(loops={"gemm_row": unsplit})
    kernel = workload.kernels["gemm_row"]
    assert cpu_signature_time(instantiate(kernel, kernel.sizes("S", {"N": n})), platform).time_s == pytest.approx(n * n * 3e-9)


def test_a_store_that_allocates_its_line_fetches_it_once_more():
    # N = 4 Mi: 64 MiB from DRAM, 1 ns per access (the canonical stream's 8 bytes); the store to B reads its
    # line as well: one more fetch beyond the L1, 1 - 0.1 ns. In the L1 (N = 1024, 16 KiB) the read is a hit.
    n = 4 * 2**20
    assert chip("copy", n=n).time_s == pytest.approx(n * (2 * 1e-9 + 0.9e-9))
    assert chip("copy", n=1024).time_s == pytest.approx(1024 * 2 * 0.1e-9)


def test_a_column_walk_gets_dearer_when_its_lines_no_longer_stay_cached():
    # stride footprint 64 x N: N = 512 -> 32 KiB (2 ns per access on 4 threads); N = 16384 -> 1 MiB (20 ns)
    cached, evicted = chip("colsum", n=512), chip("colsum", n=16384)
    assert cached.time_s == pytest.approx(512 * 512 * 2e-9 / 4 + 1e-6)
    assert evicted.time_s == pytest.approx(16384 * 16384 * 20e-9 / 4 + 1e-6)


def test_narrower_elements_move_fewer_bytes_per_access():
    # One thread streaming 64 MiB (beyond the last point: 1 ns per fp64 access). Vectorised fp32 holds twice the
    # elements per vector: 0.5 ns per access. Scalar int32 moves half the bytes but keeps the scalar curve's
    # 0.5 ns per access in the L1 (ports, not bytes): max(0.5, 1.0 x 0.5) = 0.5 ns.
    from advisor.cpu.loops import CpuLoopCounts
    from advisor.cpu.signature import loop_time

    platform, _ = toy()
    cpu = platform.cpu
    stream = CpuLoopCounts(name="s", iterations=1e6, threads=1, simd=True, chain={}, flops=0.0, contiguous=1.0, strided=0.0,
                           walks=0.0, footprint_bytes=64 * 2**20, stride_footprint_bytes=0.0, stride_data_bytes=0.0, regions=0.0)
    assert loop_time(stream, cpu, cpu.access_profile, "fp64").time_s == pytest.approx(1e6 * 1e-9)
    assert loop_time(stream, cpu, cpu.access_profile, "fp32").time_s == pytest.approx(1e6 * 0.5e-9)
    scalar = replace(stream, simd=False)
    assert loop_time(scalar, cpu, cpu.access_profile, "int32").time_s == pytest.approx(1e6 * 0.5e-9)


def test_a_store_back_to_the_walked_column_is_not_a_second_walk():
    # N = 16384, 1 MiB of lines: the load walks (20 ns on 4 threads), the store finds its line: a walk that
    # stays in the L1, the strided curve at its smallest footprint (2 ns)
    result = chip("colupdate", n=16384)
    assert result.time_s == pytest.approx(16384 * 16384 * (20e-9 + 2e-9) / 4 + 1e-6)


@pytest.mark.parametrize("loop, field", [
    (dict(LOOPS["colupdate"], walks="2*N"), "walks"),  # more walks than strided accesses
    (dict(LOOPS["colupdate"], shared_walks=1), "shared_walks"),  # its only walk (a load and store) cannot share rows
    (dict(LOOPS["colsum"], stride="8*N - 8*N"), "stride"),  # a walk that does not move
    (dict(LOOPS["gemm_row"], reused=[{"accesses": 2, "footprint": "16*N"}, {"accesses": 2, "footprint": "8*N"}]),
     "reused"),  # 4 of its 3 contiguous accesses
    (dict(LOOPS["copy"], write_allocates=3), "write_allocates"),  # 3 stores of 2 accesses
])
def test_a_loop_impossible_at_its_sizes_names_its_field(loop, field):
    _, workload = toy(loops={"bad": loop})
    kernel = workload.kernels["bad"]
    with pytest.raises(DescriptorError) as error:
        instantiate(kernel, kernel.sizes("S", {"N": 10}))
    assert error.value.field == f"kernels.bad.cpu_loops[0].{field}"


def test_a_column_walk_fetches_its_lines_from_where_its_matrix_lives():
    # N = 512: the walk keeps 32 KiB (2 ns per access on 4 threads); the matrix is 2 MiB, 512 KiB per thread:
    # a line from there costs 1 + 0.4 x (9 - 1) = 4.2 ns (log2: 15 -> 19 of 15 -> 25) against 1 ns from 32 KiB,
    # so each access adds (4.2 - 1) x 8 B / 64 B = 0.4 ns
    plain, walked = chip("colsum", n=512), chip("colsum_of", n=512)
    assert walked.time_s == pytest.approx(512 * 512 * (2e-9 + 0.4e-9) / 4 + 1e-6)
    assert walked.time_s > plain.time_s
    # a matrix no bigger than what the walk keeps costs nothing extra
    assert chip("colsum_of", n=8).time_s == pytest.approx(chip("colsum", n=8).time_s)


@pytest.mark.parametrize("shape, per_access_s", [
    ("fixed", 20e-9),           # every walk keeps 1 MiB of lines: 20 ns
    ("triangle", 15.5e-9),      # for k < i: walks longer than half the longest make 3/4 of the iterations
    ("tetrahedron", 11e-9),     # k < j < i: density f(F - f), symmetric: half of them
])
def test_walks_that_grow_with_an_outer_index_are_charged_by_their_lengths(shape, per_access_s):
    # A walk costs 2 ns while its lines fit in 512 KiB, 20 ns beyond (a TLB's reach, say); the longest of
    # these walks keeps 64 x 16384 B = 1 MiB of lines, so 2 ns below half of it and 20 ns above.
    profile = copy.deepcopy(PROFILE)
    for run in profile["runs"]:
        run["strided"] = {"512 KiB": "2 ns", "513 KiB": "20 ns"}
    walk = {"iterations": "N*N/2", "threads": 1, "strided": 1, "footprint": "8*N", "stride_footprint": "64*N",
            "stride_footprint_shape": shape}
    platform, workload = toy(platform_changes={"access_profile": profile}, loops={"walk": walk})
    kernel = workload.kernels["walk"]
    result = cpu_signature_time(instantiate(kernel, kernel.sizes("S", {"N": 16384})), platform)
    assert result.time_s == pytest.approx(16384 * 16384 / 2 * per_access_s)


def test_without_an_access_profile_the_roofline_stays_in_charge():
    platform, workload = toy()
    bare = platform_from_data({**yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())}, "toy-platform.yaml")
    k = workload.kernels["dot"]
    assert cpu_signature_time(instantiate(k, k.sizes("S")), bare).model == "roofline"
    assert cpu_signature_time(instantiate(k, k.sizes("S")), platform).model == "signature/measured"


@pytest.mark.parametrize("change, field", [
    ({"runs": [{"threads": 1, "latency": {"fma": "1 ns", "add": "0.5 ns", "divide": "4 ns", "store_forward": "2 ns"}, "contiguous": {"lots": "1 ns"}, "scalar": {"8 KiB": "1 ns"}, "strided": {"8 KiB": "1 ns"}}]},
     "cpu.access_profile.runs[0].contiguous.lots"),
    ({"runs": [{"threads": 1, "latency": {"fma": "1 ns", "add": "0.5 ns", "divide": "4 ns", "store_forward": "2 ns"}, "contiguous": {"8 KiB": "1 ns"}, "scalar": {"8 KiB": "1 ns"}}]},
     "cpu.access_profile.runs[0].strided"),
    ({"runs": [{"threads": 1, "latency": {"fma": "1 GB", "add": "1 ns", "divide": "1 ns", "store_forward": "1 ns"}, "contiguous": {"8 KiB": "1 ns"}, "scalar": {"8 KiB": "1 ns"}, "strided": {"8 KiB": "1 ns"}}]},
     "cpu.access_profile.runs[0].latency.fma"),
    ({"runs": [{"threads": 1, "latency": {"fma": "1 ns", "add": "1 ns", "divide": "1 ns", "store_forward": "1 ns"}, "contiguous": {"8 KiB": "1 ns"},
                "scalar": {"8 KiB": "1 ns"}, "strided": {"8 KiB": "1 ns"}, "lines": {"8 KiB": "fast"}}]},
     "cpu.access_profile.runs[0].lines.8 KiB"),
    ({"runs": []}, "cpu.access_profile.runs"),
])
def test_a_malformed_access_profile_names_its_field(change, field):
    with pytest.raises(DescriptorError) as error:
        toy(platform_changes={"access_profile": {"source": "toy", **change}})
    assert error.value.field == field


@pytest.mark.parametrize("loop, field", [
    ({"iterations": "N", "threads": 2, "footprint": "8*N"}, "kernels.bad.cpu_loops[0].threads"),
    ({"iterations": "N", "strided": 1, "footprint": "8*N"}, "kernels.bad.cpu_loops[0].stride_footprint"),
    ({"iterations": "N", "footprint": "8*M"}, "kernels.bad.cpu_loops[0].footprint"),
    ({"iterations": "N", "footprint": "8*N", "vectorised": True}, "kernels.bad.cpu_loops[0].vectorised"),
    ({"footprint": "8*N"}, "kernels.bad.cpu_loops[0].iterations"),
    ({"iterations": "N", "footprint": "8*N", "chain": {"sqrt": 1}}, "kernels.bad.cpu_loops[0].chain.sqrt"),
    ({"iterations": "N", "footprint": "8*N", "chain": {"add": -1}}, "kernels.bad.cpu_loops[0].chain.add"),
    ({"iterations": "N", "footprint": "8*N", "stride_footprint_shape": "pyramid"}, "kernels.bad.cpu_loops[0].stride_footprint_shape"),
])
def test_a_malformed_loop_names_its_field(loop, field):
    with pytest.raises(DescriptorError) as error:
        toy(loops={"bad": loop})
    assert error.value.field == field


def test_smt_siblings_share_their_cores_accesses_but_not_their_latency_chains():
    # 4 cores x 2 hardware threads: OpenMP runs 8 threads, but the profile measured 4; the 4 extra are
    # SMT siblings, so each access costs twice the 4-thread figure: the vectorised stream of 16 Mi
    # elements takes what it took on 4 threads (16 Mi x 6 ns / 4, per thread 32 MiB: the last point) ...
    smt = {"threads_per_core": 2}
    big = chip("axpy", n=16 * 2**20, platform_changes=smt)
    assert big.cores_used == 8
    assert big.time_s == pytest.approx(16 * 2**20 * 6e-9 / 4 + 1e-6)
    # ... while 8 independent add chains (a reduction per thread) run side by side: 0.5 ns x N / 8
    chains = {"sum": {"iterations": "N", "chain": {"add": 1}, "flops": 1, "contiguous": 0, "footprint": "8*N"}}
    assert chip("sum", n=8000, platform_changes=smt, loops=chains).time_s == pytest.approx(8000 * 0.5e-9 / 8)


def test_a_parallel_region_costs_its_fork_and_join_on_one_thread_too():
    # libgomp starts a team of one for `#pragma omp parallel for` run with OMP_NUM_THREADS=1: the axpy loop on one
    # core pays a team of one's region (0.5 us, measured; the platform's 1 us is a whole team's) beside
    # 1000 x 3 x 0.1 ns of accesses
    one_core = {"cores_per_socket": 1}
    assert ONE_THREAD_FORK_JOIN_S == 0.5e-6
    assert chip("axpy", platform_changes=one_core).time_s == pytest.approx(1000 * 0.3e-9 + 0.5e-6)


def test_a_measured_fork_and_join_is_the_one_of_the_loops_team():
    # calibrate times a region per thread count: a team of one opens it in 0.3 us, a team of four in 2 us
    profile = copy.deepcopy(PROFILE)
    profile["runs"][0]["latency"]["fork_join"] = "0.3 us"
    profile["runs"][1]["latency"]["fork_join"] = "2 us"
    measured = {"access_profile": profile}
    assert chip("axpy", platform_changes={**measured, "cores_per_socket": 1}).time_s == pytest.approx(1000 * 0.3e-9 + 0.3e-6)
    # four threads split the 1000 iterations (3 x 0.2 ns each) and pay the four-thread region
    assert chip("axpy", platform_changes=measured).time_s == pytest.approx(1000 * 0.6e-9 / 4 + 2e-6)


def test_a_serial_implementation_keeps_its_loops_on_one_thread():
    # the workload says its CPU code runs on one thread: the axpy loop written inside a parallel
    # construct runs on one thread, with the one-thread profile (0.1 ns per access at 16 kB), in a team of one
    platform, workload = toy()
    kernel = workload.kernels["axpy"]
    counts = instantiate(kernel, kernel.sizes("S"))
    serial = replace(counts, cpu=replace(counts.cpu, threads=1))
    result = cpu_signature_time(serial, platform)
    assert result.cores_used == 1
    assert result.time_s == pytest.approx(1000 * 0.3e-9 + ONE_THREAD_FORK_JOIN_S)


def test_float_code_computing_in_double_runs_at_the_double_rate():
    rates = {"fp32": 8e9, "fp64": 4e9}  # flops per second per thread: a double vector holds half the lanes
    stencil = CpuLoopCounts("conv", 1.0, None, True, {}, flops=17.0, contiguous=10.0, strided=0.0, walks=0.0,
                            footprint_bytes=0.0, stride_footprint_bytes=0.0, stride_data_bytes=0.0, regions=0.0)
    assert compute_s(stencil, "fp32", rates.__getitem__) == pytest.approx(17 / 8e9)
    # PolyBench-ACC's OpenMP 2dconv: 17 flops all in double, 9 loads converted up and the store converted down
    widened = replace(stencil, double_flops=17.0, conversions=10.0)
    assert compute_s(widened, "fp32", rates.__getitem__) == pytest.approx((17 + 10) / 4e9)  # 3.2x the float loop's
    # a double kernel pays nothing more for its double flops
    assert compute_s(replace(stencil, double_flops=17.0), "fp64", rates.__getitem__) == pytest.approx(17 / 4e9)

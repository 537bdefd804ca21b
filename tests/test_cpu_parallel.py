"""CPU code as it runs on a server: serial C on threads, reductions, static schedules, vector widths, per-step code.

Each test is a small kernel whose time is worked out by hand on a toy 16-thread machine with round numbers
(one thread: 1 ns per dependent add, 0.1 ns per vectorised access in the L1, 1 ns from DRAM; sixteen
threads: the same curves, and a parallel region of 2 us).
"""

import copy
import textwrap
from dataclasses import replace

import pytest
import yaml

from advisor.core.counts import instantiate
from advisor.core.evaluation import evaluate, step_parts
from advisor.core.settings import Settings
from advisor.cpu.datasheet import profile_for
from advisor.cpu.isa import read_flags
from advisor.cpu.loops import CpuLoopCounts
from advisor.cpu.runtime import LINE_TRANSFER_S
from advisor.cpu.schedule import ScheduleCounts, busiest_share
from advisor.cpu.sharing import shared_share
from advisor.cpu.signature import l1_conflicts, loop_time
from advisor.cpu.time import cpu_signature_time
from advisor.errors import DescriptorError
from advisor.platform import platform_from_data
from advisor.workload import workload_from_data

from .conftest import FIXTURES

RUN = {"latency": {"fma": "2 ns", "add": "1 ns", "divide": "4 ns", "store_forward": "2 ns"},
       "contiguous": {"32 KiB": "0.1 ns", "32 MiB": "1 ns"},
       "scalar": {"8 KiB": "0.5 ns"},
       "strided": {"32 KiB": "1 ns", "1 MiB": "10 ns"},
       "lines": {"32 KiB": "1 ns", "32 MiB": "9 ns"}}
PROFILE = {"source": "toy", "runs": [{"threads": 1, **copy.deepcopy(RUN), "latency": {**RUN["latency"], "fork_join": "0.5 us"}},
                                     {"threads": 16, **copy.deepcopy(RUN), "latency": {**RUN["latency"], "fork_join": "2 us"}}]}


def machine(**changes):
    """16 cores, one thread each, AVX-512 (16 fp32 lanes), 8 fp64 FLOP/cycle per core at 2 GHz, the profile above."""
    data = yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())
    data["cpu"].update({"cores_per_socket": 16, "threads_per_core": 1, "simd_width_bits": 512, "access_profile": copy.deepcopy(PROFILE),
                        "parallel_region_overhead": "2 us"}, **changes)
    return platform_from_data(data, "toy16.yaml")


def kernel(tmp_path, code, function, arrays, sizes, implementation=None, steps=None, dtype="float64"):
    """A workload of one kernel whose CPU loops come from ``code``."""
    (tmp_path / "k.c").write_text(textwrap.dedent(code))
    params = list(sizes)
    entry = {"params": params, "datasets": {"S": sizes}, "dtype": dtype, "cpu_source": {"file": "k.c", "function": function},
             "arrays": {name: {"dims": dims, "role": role} for name, (dims, role) in arrays.items()}}
    if steps:
        entry["steps"] = steps
    else:
        entry |= {"flops": "1", "parallelism": "1"}
    data = {"schema": "advisor-workload/1", "name": "w", "datasets": ["S"], "kernels": {"k": entry},
            "cpu_implementation": implementation or {"threads": 16, "isa": "native", "outputs": "touched"}}
    (tmp_path / "w.yaml").write_text(yaml.safe_dump(data))
    return workload_from_data(data, str(tmp_path / "w.yaml")).kernels["k"]


def cpu_time(k, platform=None, **overrides):
    counts = instantiate(k, k.sizes("S", overrides or None))
    return cpu_signature_time(counts, platform or machine())


SCALE = """
    void scale(int N, int M, double A[N][M], double B[N][M])
    {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = 2.0 * A[i][j];
    }
"""


def test_a_serial_nest_runs_its_outer_loop_over_the_threads(tmp_path):
    k = kernel(tmp_path, SCALE, "scale", {"A": (["N", "M"], "in"), "B": (["N", "M"], "out")}, {"N": 32, "M": 32})
    (loop,) = k.cpu_loops
    # no pragma, but the i iterations touch different rows: the analysis runs i on the threads, one region per call
    assert loop.threads is None and loop.parallel_by == "analysis"
    assert "loop on `i` run in parallel" in k.cpu_parallel_note
    # 32 x 32 iterations, 2 vectorised accesses each at 0.1 ns (16 KiB in all, in the L1 of any thread):
    # 1024 x 0.2 ns / 16 threads + one region of 2 us
    assert cpu_time(k).time_s == pytest.approx(1024 * 0.2e-9 / 16 + 2e-6)
    # the same source run serially: one thread, no region (no OpenMP in the code)
    serial = kernel(tmp_path, SCALE, "scale", {"A": (["N", "M"], "in"), "B": (["N", "M"], "out")}, {"N": 32, "M": 32},
                    {"threads": 1, "isa": "native", "outputs": "touched"})
    result = cpu_time(serial)
    assert result.time_s == pytest.approx(1024 * 0.2e-9) and result.cores_used == 1
    assert not any("in parallel" in note for note in result.notes)  # the note only where the threads run


def test_rows_that_do_not_divide_among_the_threads_leave_the_last_chunk_for_the_busiest(tmp_path):
    # N = 40 rows on 16 threads: chunks of ceil(40/16) = 3 rows, so the busiest thread does 3 of 40, not 1/16
    k = kernel(tmp_path, SCALE, "scale", {"A": (["N", "M"], "in"), "B": (["N", "M"], "out")}, {"N": 40, "M": 64})
    assert cpu_time(k).time_s == pytest.approx(40 * 64 * 0.2e-9 * 3 / 40 + 2e-6)


def test_a_triangular_nest_shows_the_static_schedules_imbalance(tmp_path):
    code = """
        void tri(int N, double A[N][N], double B[N][N])
        {
            for (int i = 0; i < N; i++)
                for (int j = 0; j < i; j++)
                    B[i][j] = A[i][j] + A[j][i];
        }
    """
    k = kernel(tmp_path, code, "tri", {"A": (["N", "N"], "in"), "B": (["N", "N"], "out")}, {"N": 64})
    (loop,) = instantiate(k, k.sizes("S")).cpu_loops
    # row i does i iterations: W(0, x) = x(x - 1)/2; 16 threads get 4 rows each, the last rows 60..63 the most
    assert loop.schedule.trip == 64 and loop.schedule.work(0, 64) == 64 * 63 / 2
    assert busiest_share(loop.schedule, 16) == pytest.approx((60 + 61 + 62 + 63) / 2016)
    assert busiest_share(loop.schedule, 16) > 1 / 16


def test_a_dynamic_schedule_hands_out_the_rows_as_threads_free_up():
    rows = ScheduleCounts("dynamic", 64.0, (0.0, -0.5, 0.5))  # row i does i iterations
    assert busiest_share(rows, 16) == pytest.approx(1 / 16)
    few = ScheduleCounts("dynamic", 4.0, (0.0, 10.0))  # 4 rows of 10 on 16 threads: a row each at most
    assert busiest_share(few, 16) == pytest.approx(1 / 4)


def test_an_array_reduction_is_split_over_per_thread_copies(tmp_path):
    code = """
        void colsum(int N, int M, double A[N][M], double s[M], double t[N])
        {
            double total = 0.0;
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    s[j] = s[j] + A[i][j];
            for (int i = 0; i < N; i++)
                total += t[i];
            t[0] = total;
        }
    """
    k = kernel(tmp_path, code, "colsum", {"A": (["N", "M"], "in"), "s": (["M"], "inout"), "t": (["N"], "inout")}, {"N": 256, "M": 64})
    rows, total = k.cpu_loops
    # every i adds into all of s: a reduction over i, each thread its own copy of s (M elements), combined at the end
    assert rows.threads is None and rows.reduction_elements.evaluate({"N": 256, "M": 64}) == 64
    # a scalar sum is a reduction too (its copies are one element)
    assert total.threads is None and total.reduction_elements.evaluate({"N": 256}) == 1
    assert "reductions over per-thread copies: s" in k.cpu_parallel_note


def test_combining_a_reductions_copies_pulls_every_line_from_the_thread_before(tmp_path):
    from advisor.cpu.runtime import LINE_TRANSFER_S, reduction_combine_s

    platform = machine()  # no microarchitecture table: a line from another core at LINE_TRANSFER_S
    # 64 doubles = 8 lines; 16 threads add their copies in turn: 16 x 8 line transfers
    assert reduction_combine_s(platform.cpu, 16, 64, 8) == pytest.approx(16 * 8 * LINE_TRANSFER_S)
    assert reduction_combine_s(platform.cpu, 1, 64, 8) == 0


def test_a_carried_dependence_keeps_a_loop_serial_and_its_inner_loops_run_in_parallel(tmp_path):
    code = """
        void heat(int T, int N, double A[N], double B[N])
        {
            for (int t = 0; t < T; t++) {
                for (int i = 1; i < N - 1; i++)
                    B[i] = A[i - 1] + A[i + 1];
                for (int i = 1; i < N - 1; i++)
                    A[i] = B[i];
            }
        }
    """
    k = kernel(tmp_path, code, "heat", {"A": (["N"], "inout"), "B": (["N"], "temp")}, {"T": 10, "N": 1000})
    first, second = k.cpu_loops
    # t carries A from one step to the next; each sweep is parallel: one region per step and sweep
    assert first.threads is None and first.regions.evaluate({"T": 10, "N": 1000}) == 10
    assert second.regions.evaluate({"T": 10, "N": 1000}) == 10
    seidel = """
        void seidel(int N, double A[N])
        {
            for (int i = 1; i < N; i++)
                A[i] = A[i] + A[i - 1];
        }
    """
    k = kernel(tmp_path, seidel, "seidel", {"A": (["N"], "inout")}, {"N": 1000})
    (loop,) = k.cpu_loops
    assert loop.threads == 1  # a recurrence: no loop of the nest can run in parallel, and the note says why
    assert "runs on one thread" in k.cpu_parallel_note and "A[i - 1]" in k.cpu_parallel_note


def test_disjoint_triangles_are_independent_where_only_the_bounds_can_tell(tmp_path):
    # symmat[j2][j1] = symmat[j1][j2] for j2 > j1: iteration j1 writes below the diagonal what no other j1 touches,
    # which the integer program sees from the bounds (no dimension follows j1 alone)
    code = """
        void mirror(int M, double S[M][M])
        {
            for (int j1 = 0; j1 < M; j1++)
                for (int j2 = j1 + 1; j2 < M; j2++)
                    S[j2][j1] = S[j1][j2];
        }
    """
    k = kernel(tmp_path, code, "mirror", {"S": (["M", "M"], "inout")}, {"M": 100})
    assert k.cpu_loops[0].threads is None and "loop on `j1` run in parallel" in k.cpu_parallel_note


SUM = """
    void vsum(int N, double x[N], double y[N])
    {
        for (int i = 0; i < N; i++)
            y[i] = y[i] + 2.0 * x[i];
    }
"""


def test_sse2_vectors_take_four_times_the_avx512_ones_in_the_l1_and_the_same_from_dram(tmp_path):
    arrays = {"x": (["N"], "in"), "y": (["N"], "inout")}
    wide = kernel(tmp_path, SUM, "vsum", arrays, {"N": 1024}, {"threads": 1, "isa": "avx512", "outputs": "touched"})
    narrow = kernel(tmp_path, SUM, "vsum", arrays, {"N": 1024}, {"threads": 1, "flags": "gcc -O3", "outputs": "touched"})
    # 1024 iterations, 3 accesses each, 16 KiB: in the L1. The profile was timed as -march=native code runs here
    # (AVX-512, no microarchitecture table): 0.1 ns per access; SSE2's 128-bit vectors need 4 x the instructions
    assert cpu_time(wide).time_s == pytest.approx(1024 * 3 * 0.1e-9)
    assert cpu_time(narrow).time_s == pytest.approx(1024 * 3 * 0.4e-9)
    # from DRAM (32 MiB and more per thread) the line transfers bound both alike: 1 ns per access
    big = {"N": 8 * 2**20}
    assert cpu_time(wide, **big).time_s == pytest.approx(cpu_time(narrow, **big).time_s) == pytest.approx(8 * 2**20 * 3e-9)


def test_compiler_flags_say_which_vectors_and_whether_reductions_reassociate():
    assert read_flags("nvcc -O3").isa == ""  # the x86-64 baseline: SSE2
    assert read_flags("gcc -O3 -march=native -fopenmp").isa == "native"
    assert read_flags("-O2 -mavx2").isa == "avx2"
    assert read_flags("-Ofast -march=skylake-avx512").fast_math
    assert not read_flags("-O1").vectorize and not read_flags("gcc").vectorize
    with pytest.raises(ValueError, match="-march=pentium"):
        read_flags("-O3 -march=pentium")


def test_an_implementation_whose_flags_and_isa_disagree_is_refused(tmp_path):
    with pytest.raises(DescriptorError, match=r"isa.*disagrees with flags"):
        kernel(tmp_path, SUM, "vsum", {"x": (["N"], "in"), "y": (["N"], "inout")}, {"N": 8}, {"flags": "gcc -O3 -mavx2", "isa": "sse2"})


def test_a_step_is_timed_by_its_own_loop_nest(tmp_path):
    code = """
        void rows(int N, double A[N][N], double x[N], double y[N])
        {
            for (int i = 0; i < N; i++)
                for (int j = 0; j < N; j++)
                    y[i] = y[i] + A[i][j] * x[j];
        }
        void scale(int N, double y[N])
        {
            for (int i = 0; i < N; i++)
                y[i] = 2.0 * y[i];
        }
        void program(int N, double A[N][N], double x[N], double y[N])
        {
            rows(N, A, x, y);
            scale(N, y);
        }
    """
    steps = [{"name": "matvec", "flops": "2*N*N", "reads": ["A", "x", "y"], "writes": ["y"], "parallelism": "N",
              "cpu_source": {"function": "rows"}},
             {"name": "scale", "flops": "N", "reads": ["y"], "writes": ["y"], "parallelism": "N", "cpu_source": {"function": "scale"}}]
    k = kernel(tmp_path, code, "program", {"A": (["N", "N"], "in"), "x": (["N"], "in"), "y": (["N"], "inout")}, {"N": 256},
               {"threads": 1, "isa": "native", "outputs": "touched"}, steps)
    # the program's function calls the steps' functions: its loops are theirs, followed through the calls
    assert [loop.iterations.source for loop in k.cpu_loops] == ["N*N", "N"]
    counts = instantiate(k, k.sizes("S"))
    platform = machine()
    chip = cpu_signature_time(counts, platform)
    # y[i] stays in a register along j (nothing else in the loop writes y): one multiply-add per iteration on the
    # carried path, fused, 2 ns; the scale loop: 2 vectorised accesses of 0.1 ns
    matvec, scale = 256 * 256 * 2e-9, 256 * 0.2e-9
    assert chip.step_times_s == pytest.approx((matvec, scale))
    parts = step_parts(counts, evaluate(counts, platform, Settings()), platform)
    assert [part.cpu_time_s for part in parts] == pytest.approx([matvec, scale])
    # a program that names no function of its own is its steps' loops, one after the other: the same times
    data = yaml.safe_load((tmp_path / "w.yaml").read_text())
    entry = data["kernels"]["k"]
    file = entry.pop("cpu_source")["file"]
    for step in entry["steps"]:
        step["cpu_source"]["file"] = file
    steps_only = workload_from_data(data, str(tmp_path / "w.yaml")).kernels["k"]
    chip = cpu_signature_time(instantiate(steps_only, steps_only.sizes("S")), platform)
    assert chip.step_times_s == pytest.approx((matvec, scale)) and chip.time_s == pytest.approx(matvec + scale)


MM = """
    void mm(int N, float A[N][N], float B[N][N], float C[N][N])
    {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                float s = 0.0f;
                for (int k = 0; k < N; k++)
                    s += A[i][k] * B[k][j];
                C[i][j] = s;
            }
    }
"""
MM_ARRAYS = {"A": (["N", "N"], "in"), "B": (["N", "N"], "in"), "C": (["N", "N"], "out")}


def test_an_opencl_runtime_puts_work_items_in_the_lanes(tmp_path):
    openmp = kernel(tmp_path, MM, "mm", MM_ARRAYS, {"N": 128}, {"threads": 16, "isa": "native", "outputs": "touched"}, dtype="float32")
    opencl = kernel(tmp_path, MM, "mm", MM_ARRAYS, {"N": 128}, {"runtime": "opencl", "outputs": "touched"}, dtype="float32")
    (loop,) = opencl.cpu_loops
    # work-items (i, j); the k loop is each work-item's own; along j, A[i][k] is one value and B[k][j] contiguous
    assert not loop.work_items.innermost and loop.work_items.gathers == 0
    # C code on 16 threads: each k iteration has its in-order add (1 ns) against A's contiguous fp32 read (half
    # of 0.1 ns) and B's column walk (1 ns: a strided access whose lines stay in the L1): 1.05 ns, memory-bound.
    # OpenCL: 16 work-items (512-bit vectors of fp32) share each access and each add: 1.05 ns / 16 lanes
    assert cpu_time(openmp).time_s == pytest.approx(128**3 * 1.05e-9 / 16 + 2e-6)
    assert cpu_time(opencl).time_s == pytest.approx(128**3 * 1.05e-9 / 16 / 16 + 2e-6)


def test_an_opencl_runtime_that_does_not_vectorise_runs_each_work_item_scalar(tmp_path):
    # AMD's CPU runtime [amd-opencl-opt]: a work-group's work-items one after another on one thread, each one's code
    # scalar: the kernel runs as the C loops would on the same threads without vectors, not 16 lanes faster
    scalar_c = kernel(tmp_path, MM, "mm", MM_ARRAYS, {"N": 128}, {"threads": 16, "isa": "native", "vectorized": False, "outputs": "touched"},
                      dtype="float32")
    amd = kernel(tmp_path, MM, "mm", MM_ARRAYS, {"N": 128}, {"runtime": "opencl", "vectorized": False, "outputs": "touched"}, dtype="float32")
    intel = kernel(tmp_path, MM, "mm", MM_ARRAYS, {"N": 128}, {"runtime": "opencl", "outputs": "touched"}, dtype="float32")
    # per k iteration on each of 16 threads: A's scalar read (0.5 ns, the scalar curve in the L1) and B's column walk
    # (1 ns) against the in-order add (1 ns): 1.5 ns, memory-bound. Intel's runtime: 16 lanes share it (the test above)
    assert cpu_time(amd).time_s == pytest.approx(cpu_time(scalar_c).time_s) == pytest.approx(128**3 * 1.5e-9 / 16 + 2e-6)
    assert cpu_time(intel).time_s == pytest.approx(128**3 * 1.05e-9 / 16 / 16 + 2e-6)


def test_fresh_output_pages_are_faulted_in_by_the_code_that_first_writes_them(tmp_path):
    arrays = {"A": (["N", "M"], "in"), "B": (["N", "M"], "out")}
    sizes = {"N": 64, "M": 4096}  # B is 2 MiB: 512 pages of 4 KiB
    fresh = kernel(tmp_path, SCALE, "scale", arrays, sizes, {"threads": 1, "isa": "native"})
    touched = kernel(tmp_path, SCALE, "scale", arrays, sizes, {"threads": 1, "isa": "native", "outputs": "touched"})
    platform = machine(first_touch={"one_thread": "2 us", "all_threads": "0.25 us"})
    extra = cpu_time(fresh, platform).time_s - cpu_time(touched, platform).time_s
    assert extra == pytest.approx(512 * 2e-6)
    assert any("first touch of 512 fresh pages" in note for note in cpu_time(fresh, platform).notes)
    # on all 16 threads, the whole machine's rate: 0.25 us per page
    parallel = kernel(tmp_path, SCALE, "scale", arrays, sizes, {"threads": 16, "isa": "native"})
    parallel_touched = kernel(tmp_path, SCALE, "scale", arrays, sizes, {"threads": 16, "isa": "native", "outputs": "touched"})
    assert cpu_time(parallel, platform).time_s - cpu_time(parallel_touched, platform).time_s == pytest.approx(512 * 0.25e-6)


def test_a_region_of_a_smaller_team_costs_less_by_libgomps_linear_rule():
    from advisor.cpu.runtime import barrier_s, fork_join_s

    no_profile = machine(access_profile=None, microarchitecture="")
    cpu = no_profile.cpu
    # no profile: the rule of the platform's parallel_region_overhead (2 us for all 16 threads)
    assert fork_join_s(cpu, 16) == pytest.approx(2e-6)
    assert fork_join_s(cpu, 1) == pytest.approx(0.5e-6)
    assert fork_join_s(cpu, 6) == pytest.approx(0.5e-6 + 1.5e-6 * 5 / 15)
    assert barrier_s(cpu, 16) == pytest.approx(0.4 * 2e-6) and barrier_s(cpu, 1) == 0
    # measured on 1 and 16 threads (the profile's runs): between them, linearly
    measured = machine().cpu
    assert fork_join_s(measured, 8) == pytest.approx(0.5e-6 + 1.5e-6 * 7 / 15)


TWO_SUMS = """
    void two(int N, int M, double A[N][M], double B[N][M], double s[N], double t[N])
    {
    #pragma omp parallel for
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) {
                s[i] = s[i] + A[i][j];
                t[i] = t[i] + B[i][j];
            }
    }
"""


def test_rows_whose_sums_share_a_line_pass_it_between_threads_every_iteration(tmp_path):
    arrays = {"A": (["N", "M"], "in"), "B": (["N", "M"], "in"), "s": (["N"], "inout"), "t": (["N"], "inout")}
    k = kernel(tmp_path, TWO_SUMS, "two", arrays, {"N": 32, "M": 64})
    (loop,) = k.cpu_loops
    # s[i] and t[i] may alias each other: both stay in memory, an add and a store-to-load forward each iteration
    assert dict(loop.chain) == {"add": 1.0, "store_forward": 1.0}
    assert [(s.stride.source, s.trip.source, s.lines, s.chained) for s in loop.shared_stores] == [("8", "N", 1.0, True)] * 2
    # 32 rows on 16 threads: chunks of 2 rows, 16 bytes of s; the neighbour's element is 16 bytes away, in the
    # same 64-byte line with probability 3/4, two neighbours: every store finds its line taken, 100 ns each
    # (no table: LINE_TRANSFER_S). Per iteration 1 + 2 ns of chain + 2 x 100 ns; 2 x 64 iterations per thread
    assert shared_share(8.0, 2) == 1.0
    assert cpu_time(k).time_s == pytest.approx(2 * 64 * (3e-9 + 2 * LINE_TRANSFER_S) + 2e-6)
    # 512 rows: chunks of 32 rows span 256 bytes, the neighbours' elements are lines away: no transfer
    assert cpu_time(k, N=512).time_s == pytest.approx(32 * 64 * 3e-9 + 2e-6)
    # one thread shares with nobody; its team of one opens the region in the profile's 0.5 us
    alone = kernel(tmp_path, TWO_SUMS, "two", arrays, {"N": 32, "M": 64}, {"threads": 1, "isa": "native", "outputs": "touched"})
    assert cpu_time(alone).time_s == pytest.approx(32 * 64 * 3e-9 + 0.5e-6)


def test_a_vector_every_thread_adds_into_passes_each_line_around_the_team(tmp_path):
    code = """
        void race(int N, int M, double A[N][M], double x[N], double y[M])
        {
        #pragma omp parallel for
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    y[j] = y[j] + A[i][j] * x[i];
        }
    """
    k = kernel(tmp_path, code, "race", {"A": (["N", "M"], "in"), "x": (["N"], "in"), "y": (["M"], "inout")}, {"N": 64, "M": 64})
    (loop,) = k.cpu_loops
    # y[j] does not move with i: all threads store into all of y (a race as written); along j a new line every
    # 8 elements, off the loop-carried path (the loop is vectorised and carries nothing)
    assert loop.simd and not loop.chain
    assert [(s.stride.source, s.lines, s.chained) for s in loop.shared_stores] == [("0", 0.125, False)]
    # each line visit waits for the line from the thread that wrote it last: 100 ns / 8 per iteration, far above
    # the accesses' 0.3 ns; 4 rows x 64 per thread
    assert cpu_time(k).time_s == pytest.approx(4 * 64 * LINE_TRANSFER_S / 8 + 2e-6)


def test_a_column_walk_crowded_into_few_l1_sets_adds_its_misses_to_the_chain_on_intel_cores():
    # Sapphire Rapids' L1: 48 KiB, 12 ways, 64 sets. A stride of 16 lines uses 64 / gcd(16, 64) = 4 of them
    platform = machine(microarchitecture="Sapphire Rapids")
    assert l1_conflicts(1024, platform.cpu) == 16 and l1_conflicts(1088, platform.cpu) == 1 and l1_conflicts(1000, platform.cpu) == 1
    walk = CpuLoopCounts(name="dot", iterations=1e6, threads=1, simd=False, chain={"add": 1.0}, flops=2, contiguous=0, strided=1,
                         walks=1, footprint_bytes=8192, stride_footprint_bytes=8192, stride_data_bytes=0, regions=0,
                         stride_bytes=1024)
    # an 8 KiB walk (128 lines) at a 1,024-byte stride keeps 3 KiB of the L1 (4 sets x 12 ways): its lines come as
    # a walk 16 times longer's would, from 128 KiB on the lines curve (interpolated in log bytes between 1 ns at
    # 32 KiB and 9 ns at 32 MiB: 1 + 8 x log(4) / log(1024) = 2.6 ns), and the add waits for each: 1 + 2.6 ns
    assert loop_time(walk, platform.cpu, profile_for(platform.cpu), "fp64").time_s == pytest.approx(1e6 * 3.6e-9)
    # one line more per row spreads the walk over all 64 sets: its lines stay, the loads run under the chain
    spread = replace(walk, stride_bytes=1088)
    assert loop_time(spread, platform.cpu, profile_for(platform.cpu), "fp64").time_s == pytest.approx(1e6 * 1e-9)
    # a Zen core overlaps its transfers (its table's overlap rule): the crowded walk's misses run under the chain
    zen = machine(microarchitecture="Zen 4")
    assert l1_conflicts(1024, zen.cpu) == 16
    assert loop_time(walk, zen.cpu, profile_for(zen.cpu), "fp64").time_s == pytest.approx(1e6 * 1e-9)


# --- OpenMP as written: what the pragmas ask, honoured or said --------------------------------------------------

def pragma_scale(pragma, inner="j < M"):
    return f"""
        void scale(int N, int M, double A[N][M], double B[N][M])
        {{
        #pragma {pragma}
            for (int i = 0; i < N; i++)
                for (int j = 0; {inner}; j++)
                    B[i][j] = 2.0 * A[i][j];
        }}
    """


ARRAYS = {"A": (["N", "M"], "in"), "B": (["N", "M"], "out")}


def test_collapse_shares_the_whole_rectangle_among_the_threads(tmp_path):
    # 4 rows of 64: on the rows alone 4 of the 16 threads work, a row each (1/4 of the work);
    # collapse(2) deals the 256 (i, j) iterations, 16 to each thread
    rows = kernel(tmp_path, pragma_scale("omp parallel for"), "scale", ARRAYS, {"N": 4, "M": 64})
    assert cpu_time(rows).time_s == pytest.approx(256 * 0.2e-9 / 4 + 2e-6)
    both = kernel(tmp_path, pragma_scale("omp parallel for collapse(2)"), "scale", ARRAYS, {"N": 4, "M": 64})
    (loop,) = instantiate(both, both.sizes("S")).cpu_loops
    assert loop.schedule.trip == 256 and loop.schedule.work(0, 256) == 256
    assert cpu_time(both).time_s == pytest.approx(256 * 0.2e-9 / 16 + 2e-6)
    assert not both.cpu_loops_note


def test_collapse_over_a_triangle_keeps_the_outer_loop_and_says_so(tmp_path):
    k = kernel(tmp_path, pragma_scale("omp parallel for collapse(2)", inner="j < i"), "scale", ARRAYS, {"N": 64, "M": 64})
    (loop,) = instantiate(k, k.sizes("S")).cpu_loops
    assert loop.schedule.trip == 64
    assert "collapse(2)" in k.cpu_loops_note and "outer loop's iterations only" in k.cpu_loops_note


def test_a_static_schedule_with_a_chunk_deals_the_rows_in_turn(tmp_path):
    # the triangle of the test above dealt a row at a time: thread t gets rows t, t + 16, t + 32 and t + 48,
    # 4t + 96 iterations; thread 15 the most, 156 of 2016 (in blocks of 4 rows: 246)
    k = kernel(tmp_path, pragma_scale("omp parallel for schedule(static, 1)", inner="j < i"), "scale", ARRAYS, {"N": 64, "M": 64})
    (loop,) = instantiate(k, k.sizes("S")).cpu_loops
    assert loop.schedule.chunk == 1
    assert busiest_share(loop.schedule, 16) == pytest.approx(156 / 2016)


def test_a_team_of_num_threads_runs_the_loop(tmp_path):
    # 32 rows on num_threads(4): 8 rows each; the region of a team of 4 interpolated between the profile's
    # runs (0.5 us alone, 2 us for 16): 0.5 + 1.5 x 3 / 15 = 0.8 us
    k = kernel(tmp_path, pragma_scale("omp parallel for num_threads(4)"), "scale", ARRAYS, {"N": 32, "M": 32})
    assert k.cpu_loops[0].threads == 4
    result = cpu_time(k)
    assert result.cores_used == 4 and result.time_s == pytest.approx(1024 * 0.2e-9 / 4 + 0.8e-6)


@pytest.mark.parametrize(("pragma", "said"), [
    ("omp parallel for if(N > 100)", "`if`: the region may run on one thread"),
    ("omp parallel for num_threads(T)", "`num_threads`: a team size that is not a constant"),
    ("omp parallel for proc_bind(spread)", "`proc_bind`: thread placement is not modelled"),
    ("omp parallel for ordered", "its block runs in iteration order, one thread at a time"),
])
def test_a_clause_the_model_does_not_honour_is_named_in_the_notes(tmp_path, pragma, said):
    k = kernel(tmp_path, pragma_scale(pragma).replace("int M,", "int M, int T,"), "scale", ARRAYS, {"N": 32, "M": 32})
    assert f"`#pragma {pragma}`: {said}" in k.cpu_loops_note


def test_atomic_and_critical_updates_are_named_in_the_notes_and_modelled_pragmas_are_not(tmp_path):
    code = """
        void colsum(int N, int M, double A[N][M], double s[M], double t[1])
        {
        #pragma omp parallel for schedule(dynamic, 4)
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) {
        #pragma omp atomic
                    s[j] += A[i][j];
        #pragma omp critical
                    t[0] += A[i][j];
                }
        }
    """
    k = kernel(tmp_path, code, "colsum", {"A": (["N", "M"], "in"), "s": (["M"], "inout"), "t": ([1], "inout")}, {"N": 32, "M": 32})
    notes = k.cpu_loops_note
    assert "`#pragma omp atomic`: each update is a locked read-modify-write: kept in memory" in notes
    assert "`#pragma omp critical`: its block runs one thread at a time" in notes
    assert "every thread stores into every element of `s`" in notes
    assert "schedule(dynamic" not in notes  # honoured: nothing to say


def test_a_chunk_that_is_no_formula_of_the_sizes_is_said(tmp_path):
    code = pragma_scale("omp parallel for schedule(static, chunk)").replace("{\n", "{\n            int chunk = 4;\n", 1)
    k = kernel(tmp_path, code, "scale", ARRAYS, {"N": 32, "M": 32})
    assert "the chunk `chunk` of `schedule` is not a formula of the sizes" in k.cpu_loops_note
    assert instantiate(k, k.sizes("S")).cpu_loops[0].schedule.chunk is None


def test_a_critical_section_admits_one_thread_at_a_time(tmp_path):
    code = """
        void total(int N, double A[N], double t[1])
        {
        #pragma omp parallel for
            for (int i = 0; i < N; i++) {
        #pragma omp critical
                t[0] += A[i];
            }
        }
    """
    k = kernel(tmp_path, code, "total", {"A": (["N"], "in"), "t": ([1], "inout")}, {"N": 1600})
    (loop,) = k.cpu_loops
    assert not loop.simd and loop.critical.source == "1"  # an entry per iteration; GCC vectorises no critical section
    # each of the 1600 entries takes the lock's line and t's line from the thread before it: 2 x 100 ns (the
    # toy core has no table: LINE_TRANSFER_S), one entry after another whatever the 16 threads do, + the region
    result = cpu_time(k)
    assert LINE_TRANSFER_S == 100e-9
    assert result.time_s == pytest.approx(1600 * 2 * 100e-9 + 2e-6) and result.bound == "shared lines"
    # t[0] stays in memory (the lock orders it): on one thread a store-to-load forward and an add per iteration
    serial = kernel(tmp_path, code, "total", {"A": (["N"], "in"), "t": ([1], "inout")}, {"N": 1600},
                    {"threads": 1, "isa": "native", "outputs": "touched"})
    assert cpu_time(serial).time_s == pytest.approx(1600 * (2e-9 + 1e-9) + 0.5e-6)


def test_what_the_model_does_not_price_is_said_beside_the_table(tmp_path, capsys):
    from advisor.cli import main

    code = """
        void colsum(int N, int M, double A[N][M], double s[M])
        {
        #pragma omp parallel for if(N > 100)
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++) {
        #pragma omp atomic
                    s[j] += A[i][j];
                }
        }
    """
    kernel(tmp_path, code, "colsum", {"A": (["N", "M"], "in"), "s": (["M"], "inout")}, {"N": 32, "M": 32})
    for command in (["recommend", str(tmp_path / "w.yaml"), "-p", str(FIXTURES / "toy-platform.yaml")],
                    ["workloads", "show", str(tmp_path / "w.yaml")]):
        assert main(command) == 0
        out, err = capsys.readouterr()
        said = [line for line in err.splitlines() if line.startswith("k: its CPU code as the model reads it: ")]
        assert len(said) == 1 and "`#pragma omp atomic`" in said[0] and "`if`: the region may run on one thread" in said[0]
        assert "pragma" not in out  # the table is data; the notes are messages


def test_a_critical_section_between_the_loops_is_said_to_be_unpriced(tmp_path):
    code = """
        void rowsum(int N, int M, double A[N][M], double t[1])
        {
        #pragma omp parallel for
            for (int i = 0; i < N; i++) {
                double r = 0;
                for (int j = 0; j < M; j++)
                    r += A[i][j];
        #pragma omp critical
                t[0] += r;
            }
        }
    """
    k = kernel(tmp_path, code, "rowsum", {"A": (["N", "M"], "in"), "t": ([1], "inout")}, {"N": 32, "M": 32})
    assert "`#pragma omp critical`: outside the innermost loops, whose bodies the model prices: not priced" in k.cpu_loops_note
    assert k.cpu_loops[0].critical is None

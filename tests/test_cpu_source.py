"""CPU loops read off C source (advisor.cpu.source): each test is a small kernel with its loop signature derived by hand."""

import textwrap

import pytest

from advisor.core.counts import instantiate
from advisor.cpu.source import Poly, SourceUnanalysable, derive_loops, sum_range
from advisor.cpu.time import cpu_signature_time
from advisor.errors import DescriptorError
from advisor.workload import load_workload, workload_from_data

from .conftest import REPO
from .test_cpu_signature import toy

SIZES = {"N": 100.0, "M": 70.0, "NI": 30.0, "NJ": 40.0, "NK": 50.0}


def loops_of(tmp_path, code, function, names, name="kernel.c"):
    """Write ``code`` to a C file and derive the loops of ``function``."""
    path = tmp_path / name
    path.write_text(textwrap.dedent(code))
    return derive_loops(path, function, names)


def value(expression, sizes=SIZES):
    return expression.evaluate(sizes)


GEMM = """
    void gemm(int NI, int NJ, int NK, double alpha, double C[NI][NJ], double A[NI][NK], double B[NK][NJ])
    {
    #pragma omp parallel for
        for (int i = 0; i < NI; i++)
            for (int k = 0; k < NK; k++)
                for (int j = 0; j < NJ; j++)
                    C[i][j] += alpha * A[i][k] * B[k][j];
    }
"""


def test_a_gemm_in_i_k_j_order_streams_rows_and_is_vectorised(tmp_path):
    (derived,) = loops_of(tmp_path, GEMM, "gemm", {"NI", "NJ", "NK"}).loops
    loop = derived.loop
    assert value(loop.iterations) == 30 * 50 * 40  # NI*NK*NJ
    assert loop.threads is None and value(loop.regions) == 1  # all cores, one parallel region per call
    # C[i][j] (load + store) and B[k][j] move by one element with j; A[i][k] stays put (not counted)
    assert value(loop.contiguous) == 3 and value(loop.strided) == 0
    assert value(loop.flops) == 3  # two multiplies and the add of +=
    # unit stride, no carried value: GCC vectorises it (versioned for aliasing); nothing on a carried path
    assert loop.simd and dict(loop.chain) == {}
    # B is reused across i (NK x NJ doubles), the row of C across k (NJ doubles)
    assert value(loop.footprint) == 8 * 50 * 40 + 8 * 40
    # C's load and store are reused sooner: after a row of C, a row of B and A[i][k] (the layer condition of C)
    ((accesses, distance),) = loop.reused
    assert value(accesses) == 2 and value(distance) == 8 * (40 + 40 + 1)
    assert loop.stride_footprint is None and loop.stride_data is None
    assert (derived.line, derived.last_line) == (7, 8)


COLUMNS = """
    void colsum(int M, int N, double A[N][M], double sums[M], double acc[M])
    {
        for (int j = 0; j < M; j++) {
            double s = 0.0;
            for (int i = 0; i < N; i++)
                s += A[i][j];
            sums[j] = s;
        }
        for (int j = 0; j < M; j++)
            for (int i = 0; i < N; i++)
                acc[j] += A[i][j];
    }
"""


def test_a_stencil_streams_its_leading_neighbour_and_finds_the_others_rows_behind(tmp_path):
    code = """
        void jacobi(int N, double A[N][N], double B[N][N])
        {
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < N - 1; j++)
                    B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j] + A[i-1][j]);
        }
    """
    (loop,) = loops_of(tmp_path, code, "jacobi", {"N"}).cpu_loops
    assert value(loop.contiguous) == 6  # five loads of A, the store to B
    # A[i+1][j] reaches each element first. A[i][j+1] finds it where A[i+1][j] left it a row of j
    # (N - 2 iterations) less one ago; A[i][j] and A[i][j-1] one iteration behind the one ahead of them;
    # A[i-1][j] a row less one behind A[i][j-1]. In between every iteration touched an element of each of
    # A's rows i + 1, i (one line for its three neighbours), i - 1 and of B's row: 32 bytes (an LRU
    # cache's reuse distance counts them all, new or not)
    rows = 100 - 2
    distances = sorted(value(distance) for accesses, distance in loop.reused for _ in range(int(value(accesses))))
    assert distances == [32, 32, 32 * (rows - 1), 32 * (rows - 1)]
    # B[i][j] is written without being read: its lines are read first (write-allocate)
    assert value(loop.write_allocates) == 1


def test_a_store_back_to_the_element_read_is_neither_reused_nor_allocating(tmp_path):
    code = """
        void axpy(int N, double a, double x[N], double y[N])
        {
            for (int i = 0; i < N; i++)
                y[i] = y[i] + a * x[i];
        }
    """
    (loop,) = loops_of(tmp_path, code, "axpy", {"N"}).cpu_loops
    assert value(loop.contiguous) == 3 and loop.reused == () and loop.write_allocates is None


def test_a_column_walk_reduction_is_a_scalar_add_chain(tmp_path):
    into_scalar, into_memory = (d.loop for d in loops_of(tmp_path, COLUMNS, "colsum", {"M", "N"}).loops)
    # i walks down column j: a whole row (M doubles) per step
    assert value(into_scalar.strided) == 1 and value(into_scalar.contiguous) == 0
    assert value(into_scalar.stride_footprint) == 64 * 100  # one line per row of the walk kept for the next column
    assert value(into_scalar.stride_data) == 8 * 100 * 70  # lines come from all of A
    # a reduction, but every access a column walk: GCC's cost model keeps it scalar; one add per iteration
    assert not into_scalar.simd and dict(into_scalar.chain) == {"add": 1.0}
    # serial code: each column j is independent, so on threads the j loop would run in parallel, one region per call
    assert into_scalar.threads is None and into_scalar.parallel_by == "analysis" and value(into_scalar.regions) == 1
    # the same sum kept in acc[j], which may alias A: stays in memory, scalar, still one add on the chain
    assert not into_memory.simd and dict(into_memory.chain) == {"add": 1.0}
    assert value(into_scalar.stride) == 8 * 70  # one row of A, as declared, per step of the walk


def test_a_walks_stride_is_its_row_as_declared_or_as_indexed(tmp_path):
    code = """
        #define ARR2(T, name, r, c) T(*name)[c] = (T(*)[c])malloc(sizeof(T) * (r) * (c))
        void walks(int M, int N, float flat[], double **rows)
        {
            ARR2(float, A, N, M);
            float s = 0.0f, t = 0.0f, u = 0.0;
            for (int j = 0; j < M; j++)
                for (int i = 0; i < N; i++)
                    s += A[i][j];
            for (int j = 0; j < M; j++)
                for (int i = 0; i < N; i += 2)
                    t += flat[i * M + j];
            for (int j = 0; j < M; j++)
                for (int i = 0; i < N; i++)
                    u += rows[i][j];
        }
    """
    declared, indexed, pointers = loops_of(tmp_path, code, "walks", {"M", "N"}).cpu_loops
    assert value(declared.stride) == 4 * 70  # float rows of M
    assert value(indexed.stride) == 4 * 2 * 70  # two rows of M floats per step
    assert pointers.stride is None  # rows behind pointers: their distance is unknown (a page or more is assumed)


def test_two_walks_down_the_same_rows_share_them(tmp_path):
    code = """
        void corr(int M, int N, double data[N][M], double other[N][M], double c[M][M], double d[M][M])
        {
            for (int i = 0; i < M; i++)
                for (int j = 0; j < M; j++)
                    for (int k = 0; k < N; k++) {
                        c[i][j] += data[k][i] * data[k][j];
                        d[i][j] += data[k][i] * other[k][j];
                    }
        }
    """
    (loop,) = loops_of(tmp_path, code, "corr", {"M", "N"}).cpu_loops
    # three walks: data's columns i and j go down the same rows k; other's goes down another array's rows
    assert value(loop.strided) == 3 and loop.walks is None and value(loop.shared_walks) == 1


def test_a_reduction_into_a_scalar_is_vectorised_in_order_and_keeps_its_add(tmp_path):
    code = """
        double dot(int N, double x[N], double y[N])
        {
            double s = 0.0;
            for (int i = 0; i < N; i++)
                s += x[i] * y[i];
            return s;
        }
    """
    (loop,) = loops_of(tmp_path, code, "dot", {"N"}).cpu_loops
    # GCC 12 vectorises it in order (fold-left, no -ffast-math): the serial add stays on the chain
    assert loop.simd and dict(loop.chain) == {"add": 1.0} and value(loop.contiguous) == 2


def test_a_triangular_nest_is_summed_exactly(tmp_path):
    code = """
        void tri(int M, int N, double A[N][N], double C[M][M], double D[N][M])
        {
            for (int i = 0; i < N; i++)
                for (int j = 0; j < i; j++)
                    A[i][j] = A[i][j] * 2.0;
            for (int i = 0; i < M - 1; i++)
                for (int j = i + 1; j < M; j++)
                    for (int k = 0; k < N; k++)
                        C[i][j] += D[k][i] * D[k][j];
        }
    """
    lower, pairs = (d.loop for d in loops_of(tmp_path, code, "tri", {"M", "N"}).loops)
    assert lower.iterations.source == "N*(N - 1)/2"
    assert value(pairs.iterations) == 70 * 69 / 2 * 100  # M(M-1)/2 pairs, N each
    assert value(lower.footprint) == 8 * 100 * 99 / 2  # the triangle, streamed once


def test_walks_bounded_by_an_outer_index_say_how_their_lengths_spread(tmp_path):
    code = """
        void walks(int N, double A[N][N], double B[N][N], double s[N])
        {
            for (int i = 0; i < N; i++)          /* every walk N long */
                for (int j = 0; j < N; j++)
                    for (int k = 0; k < N; k++)
                        s[j] += A[k][j];
            for (int i = 0; i < N; i++)          /* k < i: a triangle (symm, syrk) */
                for (int j = 0; j < N; j++)
                    for (int k = 0; k < i; k++)
                        B[k][j] += A[i][k];
            for (int i = 0; i < N; i++)          /* k < j < i: a tetrahedron (lu) */
                for (int j = 0; j < i; j++)
                    for (int k = 0; k < j; k++)
                        A[i][j] -= A[i][k] * A[k][j];
        }
    """
    fixed, triangle, tetrahedron = (d.loop for d in loops_of(tmp_path, code, "walks", {"N"}).loops)
    assert [fixed.stride_footprint_shape, triangle.stride_footprint_shape, tetrahedron.stride_footprint_shape] == [
        "fixed", "triangle", "tetrahedron"]
    assert value(triangle.stride_footprint) == 64 * 99  # the longest walk: i = N - 1 rows of B's column


def test_a_bound_that_is_not_affine_is_taken_at_its_largest_trip_with_a_note(tmp_path):
    code = """
        void band(int M, int N, double A[N][M])
        {
            for (int i = 0; i < N; i++)
                for (int j = 0; j < min(i, M); j++)
                    A[i][j] = 0.0;
        }
    """
    result = loops_of(tmp_path, code, "band", {"M", "N"})
    (derived,) = result.loops
    assert value(derived.loop.iterations) == 100 * min(99, 70)  # N x the largest min(i, M)
    assert any("largest trip" in note for note in result.notes)


def test_a_recurrence_along_a_row_keeps_its_value_in_a_register(tmp_path):
    code = """
        void smooth(int N, double x[N], double a[N], double b[N])
        {
            for (int i = 1; i < N; i++)
                x[i] = (x[i - 1] + a[i] + b[i]) / 3.0;
        }
    """
    (derived,) = loops_of(tmp_path, code, "smooth", {"N"}).loops
    loop = derived.loop
    # x[i-1] was stored by the previous iteration: two adds and a divide on the path, no vectorisation
    assert not loop.simd and dict(loop.chain) == {"add": 2.0, "divide": 1.0}
    assert value(loop.iterations) == 99 and value(loop.contiguous) == 4
    assert any("recurrence" in why for why in derived.why)


def test_openmp_reduction_copies_do_not_alias_and_regions_follow_the_construct(tmp_path):
    code = """
        void bicg(int M, int N, double A[N][M], double s[M], double q[N], double p[M], double r[N])
        {
            for (int t = 0; t < 4; t++) {
        #pragma omp parallel for reduction(+ : s[0:M])
                for (int i = 0; i < N; i++) {
                    q[i] = 0.0;
                    for (int j = 0; j < M; j++) {
                        s[j] = s[j] + r[i] * A[i][j];
                        q[i] = q[i] + A[i][j] * p[j];
                    }
                }
            }
        }
    """
    (loop,) = loops_of(tmp_path, code, "bicg", {"M", "N"}).cpu_loops
    # q[i] stays in a register (the only other store is to the private copy of s) but it is a reduction
    # through memory, which GCC does not vectorise; two multiply-adds in the loop: the FMA through q[i]'s addend is
    # kept fused where the ISA has FMA (an add on its path where it has not)
    assert not loop.simd and dict(loop.chain) == {"fma_addend": 1.0}
    assert value(loop.regions) == 4  # the parallel for is entered once per t
    assert value(loop.flops) == 4 and value(loop.contiguous) == 4


def test_a_subscript_that_is_not_affine_names_its_line(tmp_path):
    code = """
        void gather(int N, double y[N], double x[N], int idx[N])
        {
            for (int i = 0; i < N; i++)
                y[i] = x[idx[i]];
        }
    """
    with pytest.raises(SourceUnanalysable) as caught:
        loops_of(tmp_path, code, "gather", {"N"})
    assert caught.value.field == "line 5"
    assert caught.value.file.endswith("kernel.c") and "idx[i]" in str(caught.value) and "not affine" in str(caught.value)


def test_code_that_does_not_parse_names_its_file_and_line(tmp_path):
    code = """
        void broken(int N, double x[N])
        {
            for (int i = 0; i < N; i++)
                x[i] = ;
        }
    """
    with pytest.raises(SourceUnanalysable) as caught:
        loops_of(tmp_path, code, "broken", {"N"})
    assert caught.value.file.endswith("kernel.c") and caught.value.field == "line 5"
    assert "cannot be parsed" in str(caught.value)


def test_a_missing_function_is_a_plain_descriptor_error(tmp_path):
    with pytest.raises(DescriptorError) as caught:
        loops_of(tmp_path, GEMM, "gemv", {"NI", "NJ", "NK"})
    assert not isinstance(caught.value, SourceUnanalysable) and "functions: gemm" in str(caught.value)


def test_preprocessing_keeps_sizes_lines_and_headers(tmp_path):
    (tmp_path / "sizes.h").write_text("#define LANES 4\n#define SCALE(x) ((x) * 2.0)\n")
    code = """
        #include <stdio.h>
        #include "sizes.h"
        #define N 4000
        #define BEGIN { for (int rep = 0; rep < 10; rep++) {
        #define END } }
        #ifdef _OPENMP
        #define ROWS N
        #else
        #error not read with -fopenmp
        #endif
        void k(double x[ROWS][LANES])
        {
            BEGIN
            for (int i = 0; i < ROWS; i++)
                for (int j = 0; j < LANES; j++)
                    x[i][j] = SCALE(x[i][j]);
            END
        }
    """
    result = loops_of(tmp_path, code, "k", {"N"})
    (derived,) = result.loops
    # N stays the size parameter (its #define is not substituted); LANES is a constant; the bracket
    # macros' repetition loop is left out; the loop keeps its line in the file
    assert derived.loop.iterations.source == "4*N" and derived.line == 16
    assert value(derived.loop.flops) == 1 and derived.loop.simd
    assert any("BEGIN" in note for note in result.notes)


def test_if_conditions_read_hex_and_octal_integers(tmp_path):
    code = """
        #if 0x10 > 1 && 010 == 8
        #define LANES 4
        #else
        #define LANES 1
        #endif
        void k(int N, double x[N][LANES])
        {
            for (int i = 0; i < N; i++)
                for (int j = 0; j < LANES; j++)
                    x[i][j] = 2.0 * x[i][j];
        }
    """
    (derived,) = loops_of(tmp_path, code, "k", {"N"}).loops
    assert derived.loop.iterations.source == "4*N"  # the #if branch taken: 16 > 1 and octal 010 is 8


def test_polynomial_sums_and_formulas():
    i, n = Poly.symbol("i"), Poly.symbol("N")
    assert sum_range(Poly.symbol("j"), "j", Poly.const(0), i).substitute("i", n).to_source() == "N*(N - 1)/2"
    assert (8 * n * n + 16 * n).to_source() == "8*N*(N + 2)"


def test_a_call_that_is_not_a_math_function_keeps_the_loop_scalar(tmp_path):
    code = """
        double f(double);
        void apply(int N, double y[N], double x[N], double a)
        {
            for (int i = 0; i < N; i++)
                y[i] = f(x[i]) + sqrt(a);
        }
    """
    (derived,) = loops_of(tmp_path, code, "apply", {"N"}).loops
    # sqrt(a) does not change in the loop (hoisted); f() is not followed and stops the vectoriser
    assert not derived.loop.simd and any("calls f()" in why for why in derived.why)
    assert value(derived.loop.flops) == 2  # the add and the sqrt, as written


# --------------------------------------------------------------------------- workloads naming their C code

def workload(tmp_path, kernel_extra, code=GEMM):
    (tmp_path / "gemm.c").write_text(textwrap.dedent(code))
    kernel = {"params": ["NI", "NJ", "NK"], "datasets": {"S": {"NI": 300, "NJ": 400, "NK": 500}}, "dtype": "float64",
              "arrays": {"C": {"dims": ["NI", "NJ"], "role": "inout"}}, "flops": "3*NI*NJ*NK", "parallelism": "NI*NJ"}
    kernel.update(kernel_extra)
    data = {"schema": "advisor-workload/1", "name": "src", "datasets": ["S"], "kernels": {"gemm": kernel}}
    return workload_from_data(data, str(tmp_path / "src.yaml"))


def test_a_workload_can_name_its_cpu_code_and_the_signature_model_uses_the_derived_loops(tmp_path):
    loaded = workload(tmp_path, {"cpu_source": {"file": "gemm.c", "function": "gemm"}})
    kernel = loaded.kernels["gemm"]
    (loop,) = kernel.cpu_loops
    assert loop.simd and value(loop.iterations, {"NI": 300, "NJ": 400, "NK": 500}) == 300 * 400 * 500
    platform, _ = toy()
    result = cpu_signature_time(instantiate(kernel, kernel.sizes("S")), platform)
    assert result.model.startswith("signature") and result.time_s > 0


def test_cpu_loops_and_cpu_source_together_are_refused(tmp_path):
    loop = {"name": "x", "iterations": "NI", "footprint": "8*NI"}
    with pytest.raises(DescriptorError) as caught:
        workload(tmp_path, {"cpu_source": {"file": "gemm.c", "function": "gemm"}, "cpu_loops": [loop]})
    assert caught.value.field == "kernels.gemm.cpu_source" and "not both" in caught.value.message


def test_code_that_cannot_be_analysed_leaves_the_roofline_with_a_note(tmp_path):
    code = "void gemm(int NI, double y[NI], int idx[NI]) { for (int i = 0; i < NI; i++) y[idx[i]] = 0.0; }\n"
    kernel = workload(tmp_path, {"cpu_source": {"file": "gemm.c", "function": "gemm"}}, code).kernels["gemm"]
    assert kernel.cpu_loops == () and "gemm.c" in kernel.cpu_loops_note and "line 1" in kernel.cpu_loops_note
    platform, _ = toy()
    assert cpu_signature_time(instantiate(kernel, kernel.sizes("S")), platform).model == "roofline"


def test_a_missing_file_or_function_is_a_descriptor_error(tmp_path):
    with pytest.raises(DescriptorError) as caught:
        workload(tmp_path, {"cpu_source": {"file": "nowhere.c", "function": "gemm"}})
    assert caught.value.field == "kernels.gemm.cpu_source.file"
    with pytest.raises(DescriptorError) as caught:
        workload(tmp_path, {"cpu_source": {"file": "gemm.c", "function": "gemv"}})
    assert caught.value.field == "kernels.gemm.cpu_source.function"


# --------------------------------------------------------------------------- the catalog's C sources

@pytest.mark.parametrize(("function", "names", "hand"), [
    ("gemm", {"NI", "NJ", "NK"}, "gemm"),
    ("symm", {"M", "N"}, "symm"),
    ("seidel_2d", {"TSTEPS", "N"}, "seidel-2d"),
])
def test_polybench_loops_read_from_source_agree_with_the_hand_written_ones(function, names, hand):
    """validation/cpu/compare_loops.py does this for all 30 kernels; three here, one of them in the included header."""
    written = load_workload(REPO / "workloads" / "polybench.yaml").kernels[hand].cpu_loops
    derived = derive_loops(REPO / "calibration" / "polybench.c", function, names).cpu_loops
    sizes = dict.fromkeys(names, 500.0)
    assert len(derived) == len(written)
    for mine, theirs in zip(derived, written):
        assert mine.simd == theirs.simd
        assert {op for op, n in mine.chain.items() if n} == {op for op, n in theirs.chain.items() if n}
        for field in ("iterations", "flops", "contiguous", "strided"):
            assert getattr(mine, field).evaluate(sizes) == getattr(theirs, field).evaluate(sizes), field


@pytest.mark.parametrize("name", ["epcc-level1", "polybench-gpu"])
def test_the_gpu_suites_derive_their_cpu_loops_from_their_c_reference(name):
    loaded = load_workload(REPO / "workloads" / f"{name}.yaml")
    for kernel in loaded.kernels.values():
        assert kernel.cpu_loops, kernel.name
        assert "not analysed" not in kernel.cpu_loops_note
        assert all(loop.threads == 1 or loop.parallel_by == "analysis" for loop in kernel.cpu_loops)  # serial reference code



MIXED = """
    void scale(int N, float A[N], float B[N], float s[1])
    {
        for (int i = 0; i < N; i++)
            B[i] = 0.2 * A[i] + 0.5f * A[i];
        for (int i = 0; i < N; i++)
            s[0] += 0.5 * A[i];
        for (int i = 0; i < N; i++)
            B[i] = 0.2f * A[i];
        for (int i = 0; i < N; i++)
            B[i] = 0.5 * A[i] + sqrt(A[i]);
        for (int i = 0; i < N; i++)
            B[i] = 0.5 * A[i];
    }
"""


def test_a_double_literal_makes_float_code_compute_in_double(tmp_path):
    widened, accumulated, single, mixed, narrowed = (d.loop for d in loops_of(tmp_path, MIXED, "scale", {"N"}).loops)
    # 0.2 * A[i]: a double multiply of A[i] converted; 0.5f * A[i] stays float; their sum is double (the float
    # product converted), stored into float B[i] (one conversion back): 3 flops, 2 in double, 3 conversions
    assert value(widened.flops) == 3
    assert value(widened.double_flops) == 2 and value(widened.conversions) == 3
    # s[0] += 0.5 * A[i] of a float s: the multiply (A converted) and the add in double, s widened and narrowed
    assert value(accumulated.flops) == 2
    assert value(accumulated.double_flops) == 2 and value(accumulated.conversions) == 3
    # a float literal keeps float code float
    assert single.double_flops is None and single.conversions is None
    # in a double sum, libm's sqrt is double too: 3 double flops, A[i] converted once (the compiler reuses it),
    # the sum converted back
    assert value(mixed.flops) == 3 and value(mixed.double_flops) == 3 and value(mixed.conversions) == 2
    # one operation of a float and a constant exact in float, stored into a float: gcc -O3 computes it in float
    # (the same result), as it does the root of a float stored into a float (sqrtss)
    assert narrowed.double_flops is None and narrowed.conversions is None

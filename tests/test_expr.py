from concurrent.futures import ThreadPoolExecutor

import pytest

from advisor.schema.expr import ExpressionError, compile_expression


def evaluate(text, **values):
    return compile_expression(text, values.keys()).evaluate(values)


def test_polybench_formulas_evaluate_exactly():
    assert evaluate("3*NI*NJ*NK + NI*NJ", NI=1000, NJ=1100, NK=1200) == 3 * 1000 * 1100 * 1200 + 1000 * 1100
    assert evaluate("N*(N+1)*(2*N+1)/6", N=2000) == 2000 * 2001 * 4001 / 6
    assert evaluate("floor(sqrt(datasize/8/3))", datasize=1048576) == 209
    assert evaluate("floor((datasize/8/2)**(1/3))", datasize=1048576) == 40
    assert evaluate("ceil(N/32)", N=1100) == 35
    assert evaluate("min(N, 4) + max(N, 4) + log2(N)", N=8) == 4 + 8 + 3
    assert evaluate("N // 3 + N % 3 - -1", N=10) == 3 + 1 + 1


def test_names_must_be_declared():
    with pytest.raises(ExpressionError, match="unknown name 'M'"):
        compile_expression("N*M", ["N"])


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os')",
        "__import__('os').system('true')",
        "N.__class__",
        "(lambda: 1)()",
        "open('/etc/passwd')",
        "[N for N in range(10)]",
        "N if N else 1",
        "N < 3",
        "'a' * 3",
        "eval('1')",
        "min(N, key=abs)",
        "",
        "1 +",
        "x" * 3000,
        "-" * 1500 + "1",
        "(" * 300 + "1" + ")" * 300,
        "+".join(["N"] * 500),
    ],
)
def test_hostile_or_malformed_formulas_are_refused(text):
    with pytest.raises(ExpressionError):
        compile_expression(text, ["N"])


@pytest.mark.parametrize("text", ["9**9**9**9", "10**400", "2**N**N", "(N*1e200)*(N*1e200)"])
def test_huge_results_fail_fast_instead_of_hanging(text):
    expression = compile_expression(text, ["N"])
    pool = ThreadPoolExecutor(1)
    try:
        with pytest.raises(ExpressionError):
            # a hang guard, not a timing target: refused by the checks it is microseconds; computed, hours
            pool.submit(expression.evaluate, {"N": 1000.0}).result(timeout=60)
    finally:
        pool.shutdown(wait=False)


@pytest.mark.parametrize("text", ["1/(N-N)", "sqrt(-N)", "log2(0*N)", "N % 0"])
def test_domain_errors_are_expression_errors(text):
    with pytest.raises(ExpressionError):
        evaluate(text, N=3)


def test_numbers_are_accepted_as_constant_formulas():
    assert compile_expression(42, []).evaluate({}) == 42.0
    with pytest.raises(ExpressionError):
        compile_expression(True, [])

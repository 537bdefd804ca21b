"""CPU loops from C source: the :class:`~advisor.cpuloops.CpuLoop` of every innermost loop of a function.

A kernel may name its CPU code instead of describing its loops by hand::

    cpu_source: {file: ../calibration/polybench.c, function: gemm}

The file is read with a real C parser (pycparser [pycparser]) after a small
preprocessing step done here (pycparser has no preprocessor), and each innermost
loop of the function becomes one loop signature. Sizes are the names the
function uses for them (parameters or locals), which must be the kernel's
``params`` or ``derived`` names. What is read off the code, and how:

iterations
    The product of the trip counts of the enclosing loops, summed exactly where
    a bound depends on an outer index (triangular loops: ``for (j = i + 1; j < M; j++)``
    gives ``M*(M - 1)/2``), as a formula over the kernel's size names. Bounds
    must be affine in the loop indices; a bound that is not (``j < min(i, N)``)
    is taken at its largest trip, with a note.
threads, regions
    ``all`` inside an ``#pragma omp parallel for`` (or an ``omp for`` in an
    ``omp parallel`` block), else 1. A parallel construct is entered once per
    iteration of the loops around it; that count goes on the innermost loop it
    holds with the most iterations (the first of equals; 0 on the others), as
    the hand-written PolyBench loops do.
flops
    Per iteration, as written: ``+ - * /``, ``sqrt``, ``exp``, ``log``, ``pow``
    and ``fmin``/``fmax`` count 1 each; unary minus, casts and index arithmetic
    (operands that are all loop indices, sizes and constants) count 0; a
    comparison counts 1 in integer code, where it is a compare-select (``min``,
    ``max``), and 0 in floating-point code; in ``c ? a : b`` the branches'
    subexpressions already computed in ``c`` count once.
contiguous, strided
    Distinct addresses per iteration, loads and stores apart (a read-modify-write
    counts 2), classed by the coefficient of the innermost index in the affine
    subscript: 0 in every dimension is loop-invariant (kept in a register, not
    counted), +-1 in the last dimension only is contiguous, anything else (a
    row length, a stride of 2) is strided. A load of an address the same
    iteration stored is forwarded, not counted.
footprint, stride_footprint, stride_data
    Layer-condition estimates [stengel2015], as the comments of
    ``workloads/polybench.yaml`` define them. ``footprint``: for each array
    read or written contiguously, the elements it touches inside one
    iteration of the innermost enclosing
    loop whose index its subscripts do not use (the loop across which it is
    reused), or in the whole nest when there is none (streamed once); bytes,
    summed over arrays. ``stride_footprint``: 64 bytes per row, per column walk
    (accesses to one array whose subscripts differ only by constants share
    their lines), for the largest trip of the innermost loop.
    ``stride_data``: the bytes of the region each walked array covers over the
    whole nest. A region is counted exactly when each dimension follows one
    loop index (a triangle counts as a triangle), else as the bounding box.
    For a loop without contiguous accesses ``footprint`` is ``stride_data``.
simd, chain
    Rules that reproduce what GCC 12 ``-O3 -march=native -fopenmp`` did to
    the 30 PolyBench kernels (the hand-written entries were read from its
    vectorisation report and the assembly; see the comments there):

    * a loop is vectorised unless something stops it: an ``if`` statement,
      an early exit, a call whose arguments change with the loop (a call with
      invariant arguments is hoisted), a value carried from one iteration to
      the next that is not a reduction (a recurrence: ``ym1 = y1[i][j]``, or
      ``A[i][j]`` reading the ``A[i][j-1]`` stored one iteration before), a
      store that may overlap a loop-invariant read of the same row
      (floyd-warshall's ``path[i][k]``), or a reduction into an array element
      that may alias the arrays the loop reads (GCC keeps such an accumulator
      in memory, and a reduction through memory is not vectorised);
    * reductions into a scalar (or into an element of an array that cannot
      alias the others: an OpenMP ``reduction``/``private`` copy, a local array,
      memory allocated inside the loop nest) are vectorised, floating-point
      ones in order (fold-left: the serial add stays on the chain). GCC 12 does
      this without ``-ffast-math``; it did for durbin, ludcmp, symm and doitgen;
    * GCC's cost model keeps a loop scalar when every access walks a column
      and nothing expensive (a divide, a square root) pays for the shuffles
      (gramschmidt's column update is scalar, its column divide vectorised);
    * ``#pragma omp simd`` vectorises the loop whatever the rules say.

    ``chain`` follows each carried value through the operations of one
    iteration to its next value and keeps the longest path: ``add`` (add,
    subtract, multiply, integer compare-select), ``fma`` (a multiply feeding
    an add is contracted, ``-ffp-contract=fast``), ``divide`` (``/``, ``sqrt``;
    a libm call on the path also counts as one), ``store_forward`` (the value
    goes through memory: an accumulator or recurrence that another store in
    the loop may alias, or a recurrence down a column). A reduction
    ``s += a*b`` that is the only multiply-add of the loop runs as a multiply
    and an add (``add: 1``): ``-mtune=znver3`` avoids FMA chains
    [gcc-fma-deferring]; with more multiply-adds in the loop GCC gives up that
    deferral and the chain is an FMA (bicg). A vectorised floating-point
    reduction keeps one serial add.

    Against the 70 hand-written loops of ``workloads/polybench.yaml`` these
    rules agree on simd, the chain's kinds and the stride class of every loop
    (``validation/cpu/compare_loops.py``); the rules were written from those
    very entries, so that is a consistency check, not an independent test.
    What the rules cannot see: reuse between consecutive loops (a row the
    previous loop just read), so some footprints are larger than the
    hand-written ones.

Preprocessing (documented, deliberately small): comments are removed and
lines keep their numbers; ``#include <...>`` is dropped; ``#include "x.h"`` is
read in from beside the file (errors then name ``x.h`` and its line);
object-like ``#define`` constants are substituted, except those named like a
size of the kernel (``#define N 4000`` leaves ``N`` as the parameter);
function-like macros are expanded (no ``#`` or ``##``), except that a *bracket*
macro, one whose body opens braces that another closes (a timing harness's
``BENCH_BEGIN(...) { ... } BENCH_END(...)``), is replaced by its unmatched
braces only, so what it wraps is analysed as run once per call and its
repetition loop is left out (with a note). ``#if``/``#ifdef`` blocks are
evaluated with ``_OPENMP`` defined (the code is read as compiled with
``-fopenmp``); ``#pragma`` lines are passed to pycparser, which keeps them as
nodes. Library types (``size_t``, ``int64_t``, ...) get a typedef when the file
does not declare them. Every innermost loop of the function counts, set-up
loops outside a timing bracket included (``polybench.c`` initialises some
arrays there: name a function that holds only the kernel where that matters);
``while`` loops are refused (no trip count), calls are not followed.

Every problem raises a :class:`~advisor.errors.DescriptorError` that names the
C file and the line: :class:`SourceUnanalysable` for code that cannot be
parsed or is not affine (a caller falls back to the roofline with a note),
plain ``DescriptorError`` for a file or a function that is not there. User
text is never evaluated: formulas are built as text and compiled by
:func:`advisor.expr.compile_expression`.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from pathlib import Path
from types import MappingProxyType

from pycparser import c_ast, c_generator, c_parser

from .cpuloops import CpuLoop
from .errors import DescriptorError
from .expr import Expression, ExpressionError, compile_expression

MAX_SOURCE_BYTES = 4 * 2**20
MAX_INCLUDE_DEPTH = 8
MAX_MACRO_DEPTH = 64
LINE_BYTES = 64
# Nominal latencies (cycles) only to pick the longest of several carried paths; the model prices the chosen one.
PATH_WEIGHT = {"add": 3, "fma": 4, "fma_addend": 4, "divide": 13, "store_forward": 5}
PREDEFINED = {"_OPENMP": "201511", "__STDC__": "1", "__STDC_VERSION__": "201112L"}
LIBRARY_TYPES = {
    "size_t": "unsigned long", "ssize_t": "long", "ptrdiff_t": "long", "intptr_t": "long", "uintptr_t": "unsigned long",
    "int8_t": "signed char", "int16_t": "short", "int32_t": "int", "int64_t": "long", "uint8_t": "unsigned char",
    "uint16_t": "unsigned short", "uint32_t": "unsigned int", "uint64_t": "unsigned long", "bool": "_Bool",
    "FILE": "struct _IO_FILE", "time_t": "long", "clock_t": "long", "off_t": "long", "wchar_t": "int",
}
COUNTED_CALLS = {"sqrt", "exp", "exp2", "log", "log2", "log10", "pow", "sin", "cos", "tan", "tanh", "cbrt", "fmin", "fmax"}
FREE_CALLS = {"fabs", "abs", "labs"}  # a sign-bit mask or an integer abs: not counted, on no path
ALLOCATORS = re.compile(r"alloc", re.IGNORECASE)  # malloc, calloc, aligned_alloc, xmalloc ...


class SourceUnanalysable(DescriptorError):
    """C code that cannot be parsed or whose loops are not affine: the caller falls back to the roofline."""


class _NonAffine(Exception):
    """An expression that is not affine in the loop indices and sizes (internal; becomes SourceUnanalysable)."""

    def __init__(self, node: c_ast.Node, message: str):
        super().__init__(message)
        self.node = node


# --------------------------------------------------------------------------- polynomials over the sizes

Monomial = tuple[tuple[str, int], ...]  # sorted (symbol, power)


class Poly:
    """A polynomial with rational coefficients in named symbols (sizes, loop counters, opaque size formulas).

    Loop bounds and subscripts are affine in the loop indices, but sums over
    triangular ranges are polynomials of higher degree in the sizes, so the
    algebra is general; immutable by convention, hashable.
    """

    __slots__ = ("terms",)

    def __init__(self, terms: Mapping[Monomial, Fraction] | None = None):
        self.terms = {m: Fraction(c) for m, c in (terms or {}).items() if c != 0}

    @staticmethod
    def const(value: int | Fraction) -> Poly:
        return Poly({(): Fraction(value)})

    @staticmethod
    def symbol(name: str) -> Poly:
        return Poly({((name, 1),): Fraction(1)})

    def __add__(self, other: Poly | int | Fraction) -> Poly:
        other = _as_poly(other)
        terms = dict(self.terms)
        for m, c in other.terms.items():
            terms[m] = terms.get(m, Fraction(0)) + c
        return Poly(terms)

    __radd__ = __add__

    def __neg__(self) -> Poly:
        return Poly({m: -c for m, c in self.terms.items()})

    def __sub__(self, other: Poly | int | Fraction) -> Poly:
        return self + (-_as_poly(other))

    def __rsub__(self, other: Poly | int | Fraction) -> Poly:
        return _as_poly(other) - self

    def __mul__(self, other: Poly | int | Fraction) -> Poly:
        other = _as_poly(other)
        terms: dict[Monomial, Fraction] = {}
        for m1, c1 in self.terms.items():
            for m2, c2 in other.terms.items():
                m = _monomial_product(m1, m2)
                terms[m] = terms.get(m, Fraction(0)) + c1 * c2
        return Poly(terms)

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Poly) and self.terms == other.terms

    def __hash__(self) -> int:
        return hash(frozenset(self.terms.items()))

    def __repr__(self) -> str:
        return f"Poly({self.to_source()})"

    @property
    def is_zero(self) -> bool:
        return not self.terms

    @property
    def is_constant(self) -> bool:
        return all(not m for m in self.terms)

    @property
    def constant(self) -> Fraction:
        return self.terms.get((), Fraction(0))

    def symbols(self) -> set[str]:
        return {name for m in self.terms for name, _ in m}

    def split(self, name: str) -> dict[int, Poly]:
        """The coefficients of ``name**k``, by k."""
        parts: dict[int, dict[Monomial, Fraction]] = {}
        for m, c in self.terms.items():
            power = dict(m).get(name, 0)
            rest = tuple((n, p) for n, p in m if n != name)
            parts.setdefault(power, {})[rest] = c
        return {k: Poly(v) for k, v in parts.items()}

    def degree(self, name: str) -> int:
        return max(self.split(name), default=0)

    def coefficient(self, name: str) -> Poly:
        """The coefficient of ``name`` to the first power."""
        return self.split(name).get(1, Poly())

    def substitute(self, name: str, value: Poly) -> Poly:
        result = Poly()
        for power, coefficient in self.split(name).items():
            term = coefficient
            for _ in range(power):
                term = term * value
            result = result + term
        return result

    def to_source(self) -> str:
        """A formula in :mod:`advisor.expr`'s grammar, the common monomial and rational factor taken out."""
        if not self.terms:
            return "0"
        numerators = [c.numerator for c in self.terms.values()]
        denominators = [c.denominator for c in self.terms.values()]
        content = Fraction(math.gcd(*numerators), math.lcm(*denominators))
        if sorted(self.terms.items(), key=_term_order)[0][1] < 0:
            content = -content
        common = {name: min(dict(m).get(name, 0) for m in self.terms) for name in self.symbols()}
        inner = {tuple((n, p - common.get(n, 0)) for n, p in m if p > common.get(n, 0)): c / content for m, c in self.terms.items()}
        pieces = ([str(abs(content.numerator))] if abs(content.numerator) != 1 else []) + [
            _power_text(n, p) for n, p in sorted(common.items()) if p]
        body = _sum_text(inner)
        if body != "1":
            wrap = len(inner) > 1 and (pieces or content.denominator != 1 or content < 0)
            pieces.append(f"({body})" if wrap else body)
        text = "*".join(pieces) or "1"
        if content.denominator != 1:
            text = f"{text}/{content.denominator}"
        return f"-{text}" if content < 0 else text


def _as_poly(value: Poly | int | Fraction) -> Poly:
    return value if isinstance(value, Poly) else Poly.const(value)


def _monomial_product(a: Monomial, b: Monomial) -> Monomial:
    powers = dict(a)
    for name, power in b:
        powers[name] = powers.get(name, 0) + power
    return tuple(sorted(powers.items()))


def _term_order(item: tuple[Monomial, Fraction]) -> tuple:
    monomial, _ = item
    return (-sum(p for _, p in monomial), monomial)


def _power_text(name: str, power: int) -> str:
    return "*".join([name] * power) if power <= 3 else f"{name}**{power}"


def _sum_text(terms: Mapping[Monomial, Fraction]) -> str:
    parts = []
    for monomial, c in sorted(terms.items(), key=_term_order):
        names = "*".join(_power_text(n, p) for n, p in monomial)
        magnitude = abs(c)
        number = str(magnitude.numerator) + (f"/{magnitude.denominator}" if magnitude.denominator != 1 else "")
        if not names:
            text = number
        elif magnitude == 1:
            text = names
        elif magnitude.denominator == 1:
            text = f"{number}*{names}"
        else:
            text = f"{magnitude.numerator}*{names}/{magnitude.denominator}"
        parts.append(("-" if c < 0 else "+", text))
    first_sign, first = parts[0]
    return ("-" if first_sign == "-" else "") + first + "".join(f" {s} {t}" for s, t in parts[1:])


@cache
def _bernoulli(m: int) -> Fraction:
    """B_m with B_1 = -1/2 (the convention for sums that stop at n - 1)."""
    if m == 0:
        return Fraction(1)
    return -sum(math.comb(m + 1, j) * _bernoulli(j) for j in range(m)) / (m + 1)


_N = "\0n"  # the bound symbol of the power sums; cannot clash with a C identifier


@cache
def _power_sum(k: int) -> Poly:
    """sum_{v=0}^{n-1} v**k as a polynomial in n (Faulhaber)."""
    n = Poly.symbol(_N)
    total = Poly()
    for j in range(k + 1):
        term = Poly.const(math.comb(k + 1, j) * _bernoulli(j))
        for _ in range(k + 1 - j):
            term = term * n
        total = total + term
    return total * Fraction(1, k + 1)


def sum_range(p: Poly, var: str, lo: Poly, hi: Poly) -> Poly:
    """sum of ``p`` for ``var`` from ``lo`` to ``hi - 1`` (assumes ``hi >= lo`` wherever the loop is entered).

    >>> sum_range(Poly.symbol("j"), "j", Poly.const(0), Poly.symbol("N")).to_source()
    'N*(N - 1)/2'
    """
    total = Poly()
    for power, coefficient in p.split(var).items():
        sums = _power_sum(power)
        total = total + coefficient * (sums.substitute(_N, hi) - sums.substitute(_N, lo))
    return total


# --------------------------------------------------------------------------- preprocessing

_COMMENT_OR_LITERAL = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.DOTALL)
_TOKEN = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[A-Za-z_]\w*|\.?\d(?:[eEpP][+-]|[\w.])*')
_DIRECTIVE = re.compile(r"^\s*#\s*(\w*)\s*(.*)$", re.DOTALL)
_DEFINE = re.compile(r"^([A-Za-z_]\w*)(\([^)]*\))?\s*(.*)$", re.DOTALL)


@dataclass(frozen=True)
class _Macro:
    name: str
    params: tuple[str, ...] | None  # None: object-like
    body: str
    bracket: str | None  # the unmatched braces of a bracket macro, else None


@dataclass
class _Preprocessor:
    """State of one preprocessing run: macros, the size names to keep, the bracket macros met."""

    names: frozenset[str]
    macros: dict[str, _Macro] = field(default_factory=dict)
    brackets: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        for name, value in PREDEFINED.items():
            self.macros[name] = _Macro(name, None, value, None)

    def run(self, path: Path, shown: str, depth: int = 0) -> list[str]:
        """The file's lines, directives done and macros expanded, one output line per input line."""
        text = _strip_comments(_read_source(path, shown), shown)
        lines = _logical_lines(text)
        out: list[str] = []
        pending: list[str] = []  # code lines waiting for macro expansion (an invocation may span lines)
        first = [1]  # the line number of pending[0]
        stack: list[tuple[bool, bool]] = []  # (this branch active, some branch taken) per open #if

        def flush() -> None:
            if pending:
                out.extend(self.expand("\n".join(pending), shown, first[0]).split("\n"))
                pending.clear()

        for number, line in enumerate(lines, 1):
            active = all(a for a, _ in stack)
            directive = _DIRECTIVE.match(line) if line.lstrip().startswith("#") else None
            if directive is None:
                if not pending:
                    first[0] = number
                pending.append(line if active else "")
                continue
            flush()
            keyword, rest = directive[1], directive[2].strip()
            if keyword in ("if", "ifdef", "ifndef", "elif", "else", "endif"):
                self.conditional(keyword, rest, stack, shown, number)
                out.append("")
            elif not active:
                out.append("")
            elif keyword == "include":
                out.extend(self.include(rest, path, shown, number, depth))
            elif keyword == "define":
                self.define(rest, shown, number)
                out.append("")
            elif keyword == "undef":
                self.macros.pop(rest.split()[0] if rest else "", None)
                out.append("")
            elif keyword == "pragma":
                out.append("#pragma " + rest.replace("\n", " "))
            elif keyword == "error":
                raise SourceUnanalysable(shown, f"line {number}", f"#error {rest}")
            else:
                out.append("")  # #line, #warning, #ident and the like change nothing that is analysed
        flush()
        if stack:
            raise SourceUnanalysable(shown, f"line {len(lines)}", "#if without #endif")
        return out

    def include(self, rest: str, path: Path, shown: str, number: int, depth: int) -> list[str]:
        """A quoted include read in from beside the file (its lines between #line markers); a <system> one dropped."""
        quoted = re.match(r'^"([^"]+)"', rest)
        if not quoted:
            return [""]
        target = path.parent / quoted[1]
        if not target.is_file():
            raise SourceUnanalysable(shown, f"line {number}", f'#include "{quoted[1]}": no such file beside {path.name}')
        if depth >= MAX_INCLUDE_DEPTH:
            raise SourceUnanalysable(shown, f"line {number}", f"includes nested more than {MAX_INCLUDE_DEPTH} deep")
        inner_shown = os.path.normpath(str(Path(shown).parent / quoted[1]))
        body = self.run(target, inner_shown, depth + 1)
        return [f'#line 1 "{_c_string(inner_shown)}"', *body, f'#line {number + 1} "{_c_string(shown)}"']

    def define(self, rest: str, shown: str, number: int) -> None:
        match = _DEFINE.match(rest)
        if not match:
            raise SourceUnanalysable(shown, f"line {number}", f"#define {rest!r} not understood")
        name, params_text, body = match[1], match[2], match[3].replace("\n", " ").strip()
        if params_text is None and name in self.names:
            self.macros.pop(name, None)  # a constant named like a size stays the size parameter
            return
        params = None
        if params_text is not None:
            params = tuple(p.strip() for p in params_text[1:-1].split(",") if p.strip())
        self.macros[name] = _Macro(name, params, body, _unmatched_braces(body))

    def conditional(self, keyword: str, rest: str, stack: list[tuple[bool, bool]], shown: str, number: int) -> None:
        """#if / #ifdef / #ifndef / #elif / #else / #endif; conditions inside a skipped block are not read."""
        if keyword in ("if", "ifdef", "ifndef"):
            if not all(active for active, _ in stack):
                stack.append((False, True))  # inside a skipped block: no branch of this one is taken
                return
            if keyword == "if":
                value = self.condition(rest, shown, number)
            else:
                value = (rest.split()[0] in self.macros if rest else False) == (keyword == "ifdef")
            stack.append((value, value))
            return
        if not stack:
            raise SourceUnanalysable(shown, f"line {number}", f"#{keyword} without #if")
        _, taken = stack.pop()
        if keyword == "endif":
            return
        value = not taken and (keyword == "else" or self.condition(rest, shown, number))
        stack.append((value, taken or value))

    def condition(self, text: str, shown: str, number: int) -> bool:
        text = re.sub(r"\bdefined\s*\(\s*(\w+)\s*\)|\bdefined\s+(\w+)", lambda m: "1" if (m[1] or m[2]) in self.macros else "0", text)
        text = self.expand(text, shown, number)
        try:
            return _IfExpression(text).value() != 0
        except ValueError as exc:
            raise SourceUnanalysable(shown, f"line {number}", f"#if {text.strip()}: {exc}") from None

    def expand(self, text: str, shown: str, first_line: int, disabled: frozenset[str] = frozenset(), depth: int = 0) -> str:
        """Macro-expand ``text``; every invocation is replaced on one line and followed by the newlines it spanned."""
        if depth > MAX_MACRO_DEPTH:
            raise SourceUnanalysable(shown, f"line {first_line}", "macros nested too deep (recursive?)")
        out, position = [], 0
        for token in _TOKEN.finditer(text):
            if token.start() < position:
                continue
            name = token[0]
            macro = self.macros.get(name)
            if macro is None or name in disabled:
                continue
            end, replacement = token.end(), None
            if macro.params is None and macro.bracket is not None:
                self.brackets.add(name)
                replacement = macro.bracket
            elif macro.params is None:
                replacement = self.expand(macro.body, shown, first_line, disabled | {name}, depth + 1)
            else:
                call = _invocation(text, token.end())
                if call is None:
                    continue  # a function-like macro's name not followed by "(" is left as it is
                args, end = call
                if macro.bracket is not None:
                    self.brackets.add(name)
                    replacement = macro.bracket
                else:
                    line = first_line + text.count("\n", 0, token.start())
                    expanded = [self.expand(a, shown, line, disabled, depth + 1) for a in args]
                    body = _substitute(macro, expanded, shown, line)
                    replacement = self.expand(body, shown, line, disabled | {name}, depth + 1)
            spanned = text.count("\n", token.start(), end)
            out.append(text[position:token.start()])
            out.append(replacement.replace("\n", " ") + "\n" * spanned)
            position = end
        out.append(text[position:])
        return "".join(out)


def _read_source(path: Path, shown: str) -> str:
    try:
        size = path.stat().st_size
        if size > MAX_SOURCE_BYTES:
            raise SourceUnanalysable(shown, "", f"file is {size} bytes; C sources are limited to {MAX_SOURCE_BYTES}")
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise DescriptorError(shown, "", exc.strerror or str(exc)) from None


def _strip_comments(text: str, shown: str) -> str:
    """Comments become a space (their newlines kept, so lines keep their numbers); literals stay."""
    if re.search(r"/\*(?!.*?\*/)", text, re.DOTALL):
        line = text[: re.search(r"/\*(?!.*?\*/)", text, re.DOTALL).start()].count("\n") + 1
        raise SourceUnanalysable(shown, f"line {line}", "comment not closed")

    def replace(match: re.Match[str]) -> str:
        token = match[0]
        if token.startswith("//"):
            return " "
        if token.startswith("/*"):
            return " " + "\n" * token.count("\n")
        return token

    return _COMMENT_OR_LITERAL.sub(replace, text)


def _logical_lines(text: str) -> list[str]:
    """Physical lines with backslash-newline joins undone into the first line (the others left empty)."""
    lines = text.split("\n")
    out: list[str] = []
    index = 0
    while index < len(lines):
        line, joined = lines[index], 0
        while line.endswith("\\") and index + joined + 1 < len(lines):
            joined += 1
            line = line[:-1] + " " + lines[index + joined]
        out.append(line)
        out.extend([""] * joined)
        index += joined + 1
    return out


def _unmatched_braces(body: str) -> str | None:
    """The braces a macro body leaves open or closes without opening, in order; None if it balances."""
    closes, opens = 0, 0
    for char in re.sub(_COMMENT_OR_LITERAL, " ", body):
        if char == "{":
            opens += 1
        elif char == "}":
            if opens:
                opens -= 1
            else:
                closes += 1
    return None if not opens and not closes else " ".join(["}"] * closes + ["{"] * opens)


def _invocation(text: str, start: int) -> tuple[list[str], int] | None:
    """The arguments of a macro call whose name ends at ``start``, and where the call ends; None without "("."""
    position = start
    while position < len(text) and text[position] in " \t\n":
        position += 1
    if position >= len(text) or text[position] != "(":
        return None
    depth, args, current = 0, [], position + 1
    index = position
    while index < len(text):
        literal = _COMMENT_OR_LITERAL.match(text, index) if text[index] in "\"'" else None
        if literal:
            index = literal.end()
            continue
        char = text[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                args.append(text[current:index])
                return ([] if len(args) == 1 and not args[0].strip() else args), index + 1
        elif char == "," and depth == 1:
            args.append(text[current:index])
            current = index + 1
        index += 1
    return None


def _substitute(macro: _Macro, args: list[str], shown: str, line: int) -> str:
    params = macro.params or ()
    variadic = bool(params) and params[-1] == "..."
    named = params[:-1] if variadic else params
    if len(args) < len(named) or (len(args) > len(named) and not variadic):
        raise SourceUnanalysable(shown, f"line {line}", f"macro {macro.name} takes {len(named)} argument(s), got {len(args)}")
    if re.search(r"#", re.sub(_COMMENT_OR_LITERAL, " ", macro.body)):
        raise SourceUnanalysable(shown, f"line {line}", f"macro {macro.name} uses # or ##, which this reader does not expand")
    values = {p: a.strip() for p, a in zip(named, args)}
    if variadic:
        values["__VA_ARGS__"] = ",".join(args[len(named):])

    def replace(token: re.Match[str]) -> str:
        return values.get(token[0], token[0])

    return _TOKEN.sub(replace, macro.body)


def _c_string(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


class _IfExpression:
    """An ``#if`` condition: integers, ``! ~ * / % + - < > <= >= == != && ||`` and parentheses (identifiers left are 0)."""

    LEVELS = (("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%"))

    def __init__(self, text: str):
        self.tokens = re.findall(r"\d+[uUlL]*|0[xX][0-9a-fA-F]+[uUlL]*|[A-Za-z_]\w*|&&|\|\||[=!<>]=|[-+*/%()<>!~]|\S", text)
        self.position = 0

    def value(self) -> int:
        result = self.binary(0)
        if self.position != len(self.tokens):
            raise ValueError(f"unexpected {self.tokens[self.position]!r}")
        return result

    def binary(self, level: int) -> int:
        if level == len(self.LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.position < len(self.tokens) and self.tokens[self.position] in self.LEVELS[level]:
            op = self.tokens[self.position]
            self.position += 1
            left = _if_operation(op, left, self.binary(level + 1))
        return left

    def unary(self) -> int:
        if self.position >= len(self.tokens):
            raise ValueError("incomplete")
        token = self.tokens[self.position]
        self.position += 1
        if token in ("!", "~", "-", "+"):
            operand = self.unary()
            return {"!": int(not operand), "~": ~operand, "-": -operand, "+": operand}[token]
        if token == "(":
            value = self.binary(0)
            if self.position >= len(self.tokens) or self.tokens[self.position] != ")":
                raise ValueError("missing )")
            self.position += 1
            return value
        if re.match(r"\d|0[xX]", token):
            return int(token.rstrip("uUlL"), 0)
        if re.match(r"[A-Za-z_]", token):
            return 0
        raise ValueError(f"unexpected {token!r}")


def _if_operation(op: str, a: int, b: int) -> int:
    if op in ("/", "%") and b == 0:
        raise ValueError("division by zero")
    return {
        "||": lambda: int(bool(a) or bool(b)), "&&": lambda: int(bool(a) and bool(b)), "==": lambda: int(a == b),
        "!=": lambda: int(a != b), "<": lambda: int(a < b), ">": lambda: int(a > b), "<=": lambda: int(a <= b),
        ">=": lambda: int(a >= b), "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
        "/": lambda: int(a / b), "%": lambda: a % b,
    }[op]()


def _gnu_cleanup(text: str) -> str:
    """GCC spellings pycparser does not know: attributes and __extension__ dropped, __restrict/__inline renamed."""
    text = re.sub(r"\b__restrict(__)?\b", "restrict", text)
    text = re.sub(r"\b__inline(__)?\b", "inline", text)
    text = re.sub(r"\b(__extension__|__volatile__)\b", "", text)
    while True:
        match = re.search(r"\b__attribute__\s*\(", text)
        if match is None:
            return text
        call = _invocation(text, match.end() - 1)
        end = call[1] if call else match.end()
        text = text[:match.start()] + "\n" * text.count("\n", match.start(), end) + text[end:]


def preprocess(path: Path, shown: str, names: frozenset[str]) -> tuple[str, tuple[str, ...]]:
    """The file as pycparser can read it (lines numbered as in the file), and the bracket macros replaced."""
    run = _Preprocessor(names)
    body = _gnu_cleanup("\n".join(run.run(path, shown)))
    declared = set(re.findall(r"\btypedef\b[^;]*?\b(\w+)\s*(?:\[[^;]*\])?\s*;", body))
    used = set(re.findall(r"[A-Za-z_]\w*", body))
    prelude = [f"typedef {c} {name};" for name, c in LIBRARY_TYPES.items() if name in used and name not in declared]
    return "\n".join([*prelude, f'#line 1 "{_c_string(shown)}"', body]), tuple(sorted(run.brackets))


# --------------------------------------------------------------------------- parsing

def _parse(path: Path, shown: str, names: frozenset[str]) -> tuple[c_ast.FileAST, tuple[str, ...]]:
    """The parsed file, cached by content stamp; the size names matter only where the file #defines one."""
    stat = _stat(path, shown)
    return _parse_cached(str(path), shown, names & _defined_names(path), stat.st_mtime_ns, stat.st_size)


def _defined_names(path: Path, depth: int = 0) -> frozenset[str]:
    """Every name the file (and the quoted headers it includes) #defines, read cheaply."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return frozenset()
    names = set(re.findall(r"^\s*#\s*define\s+([A-Za-z_]\w*)", text, re.MULTILINE))
    if depth < MAX_INCLUDE_DEPTH:
        for header in re.findall(r'^\s*#\s*include\s*"([^"]+)"', text, re.MULTILINE):
            names |= _defined_names(path.parent / header, depth + 1)
    return frozenset(names)


def _stat(path: Path, shown: str) -> os.stat_result:
    try:
        return path.stat()
    except OSError as exc:
        raise DescriptorError(shown, "", exc.strerror or str(exc)) from None


@lru_cache(maxsize=32)
def _parse_cached(path: str, shown: str, names: frozenset[str], _mtime_ns: int, _size: int) -> tuple[c_ast.FileAST, tuple[str, ...]]:
    text, brackets = preprocess(Path(path), shown, names)
    parser = c_parser.CParser()
    try:
        return parser.parse(text, shown), brackets
    except c_parser.ParseError as exc:
        raise _parse_error(str(exc), parser, shown) from None
    except (RecursionError, AssertionError, IndexError, TypeError, ValueError) as exc:
        raise SourceUnanalysable(shown, "", f"cannot be parsed as C ({type(exc).__name__})") from None


def _parse_error(message: str, parser: c_parser.CParser, shown: str) -> SourceUnanalysable:
    """pycparser's message (``file:line:col: before: x``, or ``file: message``) as an error naming file and line."""
    match = re.match(r"^(.*?):(\d+):(?:\d+:)?\s*(.*)$", message)
    if match:
        return SourceUnanalysable(match[1], f"line {match[2]}", f"cannot be parsed as C ({match[3]})")
    lexer = getattr(parser, "clex", None)
    line = getattr(lexer, "lineno", None) or getattr(lexer, "_lineno", None) or getattr(getattr(lexer, "lexer", None), "lineno", None)
    file, _, problem = message.partition(": ")
    return SourceUnanalysable(file or shown, f"line {line}" if line else "", f"cannot be parsed as C ({problem or message})")


# --------------------------------------------------------------------------- the function: variables and types

@dataclass(frozen=True)
class _Var:
    """What the analysis needs of a declared name."""

    name: str
    fp: bool
    bytes: int
    dims: int  # subscripts it takes: 0 for a scalar
    array_object: bool  # a local array (not a pointer): it aliases nothing else
    restrict: bool
    init: c_ast.Node | None


@dataclass
class _Function:
    file: str
    names: frozenset[str]
    node: c_ast.FuncDef
    vars: dict[str, _Var]
    assignments: dict[str, int]  # how often each name is assigned in the function (a declaration's init included)

    def var(self, name: str) -> _Var | None:
        return self.vars.get(name)

    def affine_local(self, name: str) -> c_ast.Node | None:
        """The initialiser of an integer local assigned once (``int n2 = N/2``): it stands for its value."""
        var = self.vars.get(name)
        if var is None or var.fp or var.dims or var.init is None or self.assignments.get(name, 0) != 1:
            return None
        return var.init

    def error(self, node: c_ast.Node | None, message: str) -> SourceUnanalysable:
        coord = getattr(node, "coord", None)
        file = getattr(coord, "file", None) or self.file
        line = getattr(coord, "line", None)
        return SourceUnanalysable(file, f"line {line}" if line else "", message)


def _function(ast: c_ast.FileAST, name: str, shown: str, names: frozenset[str]) -> _Function:
    typedefs = {node.name: node.type for node in ast.ext if isinstance(node, c_ast.Typedef)}
    functions = {node.decl.name: node for node in ast.ext if isinstance(node, c_ast.FuncDef)}
    if name not in functions:
        have = ", ".join(sorted(functions)) or "none"
        raise DescriptorError(shown, name, f"no function named {name!r} in the file (functions: {have})")
    node = functions[name]
    variables: dict[str, _Var] = {}
    for decl in ast.ext:  # file-scope arrays and scalars
        if isinstance(decl, c_ast.Decl) and not isinstance(decl.type, c_ast.FuncDecl):
            variables[decl.name] = _variable(decl, typedefs, local=False)
    params = node.decl.type.args.params if node.decl.type.args else []
    for param in params:
        if isinstance(param, c_ast.Decl) and param.name:
            variables[param.name] = _variable(param, typedefs, local=False)
    for decl in _nodes(node.body, c_ast.Decl):
        if decl.name and not isinstance(decl.type, c_ast.FuncDecl):
            variables[decl.name] = _variable(decl, typedefs, local=True)
    return _Function(shown, names, node, variables, _assignment_counts(node.body))


def _variable(decl: c_ast.Decl, typedefs: Mapping[str, c_ast.Node], local: bool) -> _Var:
    words, dims, restrict = _type_of(decl.type, typedefs)
    fp = "double" in words or "float" in words
    size = {"double": 8, "float": 4, "char": 1, "short": 2, "_Bool": 1}
    nbytes = next((size[w] for w in ("double", "float", "char", "short", "_Bool") if w in words), 8 if "long" in words else 4)
    if "double" in words and "long" in words:
        nbytes = 16
    return _Var(decl.name, fp, nbytes, dims, local and isinstance(decl.type, c_ast.ArrayDecl), restrict, decl.init)


def _type_of(node: c_ast.Node, typedefs: Mapping[str, c_ast.Node], depth: int = 0) -> tuple[tuple[str, ...], int, bool]:
    """(base type words, dimensions, restrict-qualified) of a declarator, through typedefs."""
    if depth > 32:
        return (), 0, False
    if isinstance(node, (c_ast.ArrayDecl, c_ast.PtrDecl)):
        words, dims, restrict = _type_of(node.type, typedefs, depth + 1)
        quals = node.dim_quals if isinstance(node, c_ast.ArrayDecl) else node.quals
        return words, dims + 1, restrict or "restrict" in (quals or [])
    if isinstance(node, c_ast.TypeDecl):
        inner = node.type
        if isinstance(inner, c_ast.IdentifierType):
            if len(inner.names) == 1 and inner.names[0] in typedefs:
                return _type_of(typedefs[inner.names[0]], typedefs, depth + 1)
            return tuple(inner.names), 0, False
        return ("struct",), 0, False
    return (), 0, False


def _nodes(root: c_ast.Node | None, kind: type | tuple[type, ...]) -> Iterator[c_ast.Node]:
    """Every node of ``kind`` under ``root`` (``root`` included), depth first."""
    if root is None:
        return
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, kind):
            yield node
        stack.extend(child for _, child in reversed(node.children()))


def _assignment_counts(body: c_ast.Node) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in _nodes(body, (c_ast.Assignment, c_ast.UnaryOp, c_ast.Decl)):
        target = None
        if isinstance(node, c_ast.Assignment):
            target = node.lvalue
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"):
            target = node.expr
        elif isinstance(node, c_ast.Decl) and node.init is not None:
            counts[node.name] = counts.get(node.name, 0) + 1
        if isinstance(target, c_ast.ID):
            counts[target.name] = counts.get(target.name, 0) + 1
    return counts


_GENERATOR = c_generator.CGenerator()


def _text(node: c_ast.Node) -> str:
    return _GENERATOR.visit(node)


def _math_name(node: c_ast.FuncCall) -> str:
    """The function a call names, libm's float/long-double variants (sqrtf, fabsl) folded into the double one."""
    name = node.name.name if isinstance(node.name, c_ast.ID) else ""
    known = COUNTED_CALLS | FREE_CALLS | {"floor", "ceil", "min", "max"}
    if name not in known and name[:-1] in known and name[-1:] in ("f", "l"):
        return name[:-1]
    return name


def _is_fp(node: c_ast.Node, fn: _Function) -> bool:
    """Whether an expression is floating-point (C's usual conversions, roughly)."""
    if isinstance(node, c_ast.Constant):
        return node.type in ("double", "float", "long double")
    if isinstance(node, c_ast.ID):
        var = fn.var(node.name)
        return bool(var and var.fp)
    if isinstance(node, c_ast.ArrayRef):
        base = _array_base(node)
        var = fn.var(base.name) if isinstance(base, c_ast.ID) else None
        return bool(var and var.fp)
    if isinstance(node, c_ast.BinaryOp):
        if node.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
            return False
        return _is_fp(node.left, fn) or _is_fp(node.right, fn)
    if isinstance(node, c_ast.Cast):
        words = " ".join(_GENERATOR.visit(node.to_type).split())
        return "double" in words or "float" in words
    if isinstance(node, c_ast.TernaryOp):
        return _is_fp(node.iftrue, fn) or _is_fp(node.iffalse, fn)
    if isinstance(node, c_ast.UnaryOp):
        return node.op != "sizeof" and _is_fp(node.expr, fn)
    if isinstance(node, c_ast.FuncCall):
        return _math_name(node) not in ("abs", "labs")
    if isinstance(node, c_ast.Assignment):
        return _is_fp(node.lvalue, fn)
    return False


def _is_min_max(node: c_ast.TernaryOp) -> bool:
    """``a < b ? a : b`` and its kin: the branches are the two compared values."""
    cond = node.cond
    if not isinstance(cond, c_ast.BinaryOp) or cond.op not in ("<", ">", "<=", ">="):
        return False
    return {_text(cond.left), _text(cond.right)} == {_text(node.iftrue), _text(node.iffalse)}


def _array_base(node: c_ast.ArrayRef) -> c_ast.Node:
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return node


# --------------------------------------------------------------------------- affine expressions

@dataclass(frozen=True)
class _Scope:
    """How identifiers read in bounds and subscripts: loop indices (as polynomials in the loop counters) and sizes."""

    fn: _Function
    indices: Mapping[str, Poly]


def _to_poly(node: c_ast.Node, scope: _Scope, depth: int = 0) -> Poly:
    """An integer expression as a polynomial in the loop counters and sizes; raises _NonAffine when it is not one.

    Size-only parts that are not polynomial (``N/2`` in integer division, ``min(N, M)``) become opaque
    symbols whose name is their formula; they may not involve a loop index.
    """
    if depth > 64:
        raise _NonAffine(node, "expression nested too deep")
    if isinstance(node, c_ast.Constant) and node.type in ("int", "long", "long long", "unsigned int", "unsigned long", "char"):
        return Poly.const(_int_constant(node))
    if isinstance(node, c_ast.ID):
        return _identifier_poly(node, scope, depth)
    if isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-", "*"):
        left, right = _to_poly(node.left, scope, depth + 1), _to_poly(node.right, scope, depth + 1)
        return left + right if node.op == "+" else left - right if node.op == "-" else left * right
    if isinstance(node, c_ast.BinaryOp) and node.op == "/" and not _is_fp(node, scope.fn):
        left, right = _to_poly(node.left, scope, depth + 1), _to_poly(node.right, scope, depth + 1)
        if right.is_constant and right.constant != 0:
            if left.is_constant:
                return Poly.const(int(left.constant / right.constant))
            if all((c / right.constant).denominator == 1 for c in left.terms.values()):
                return left * (1 / right.constant)
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        inner = _to_poly(node.expr, scope, depth + 1)
        return -inner if node.op == "-" else inner
    if isinstance(node, c_ast.Cast) and not _is_fp(node, scope.fn) and not _is_fp(node.expr, scope.fn):
        return _to_poly(node.expr, scope, depth + 1)
    return Poly.symbol(f"({_formula(node, scope, depth + 1)})")


def _identifier_poly(node: c_ast.ID, scope: _Scope, depth: int) -> Poly:
    name = node.name
    if name in scope.indices:
        return scope.indices[name]
    if name in scope.fn.names:
        return Poly.symbol(name)
    init = scope.fn.affine_local(name)
    if init is not None:
        return _to_poly(init, scope, depth + 1)
    sizes = ", ".join(sorted(scope.fn.names)) or "none"
    raise _NonAffine(node, f"`{name}` is neither a loop index nor a size of the kernel (sizes: {sizes})")


def _int_constant(node: c_ast.Constant) -> int:
    text = node.value.rstrip("uUlL")
    if node.type == "char":
        return ord(text.strip("'")[-1]) if text.strip("'") else 0
    return int(text, 0) if not re.match(r"^0\d", text) else int(text, 8)


_FORMULA_CALLS = {"sqrt": "sqrt", "floor": "floor", "ceil": "ceil", "log2": "log2", "fmin": "min", "fmax": "max", "min": "min", "max": "max"}


def _formula(node: c_ast.Node, scope: _Scope, depth: int = 0) -> str:
    """A size-only C expression as a formula of :mod:`advisor.expr` (integer division as floor)."""
    if depth > 64:
        raise _NonAffine(node, "expression nested too deep")
    if isinstance(node, c_ast.Constant):
        if node.type in ("double", "float", "long double"):
            return node.value.rstrip("fFlL")
        return str(_int_constant(node))
    if isinstance(node, c_ast.ID):
        poly = _identifier_poly(node, scope, depth)
        if any(name not in scope.fn.names and not name.startswith("(") for name in poly.symbols()):
            raise _NonAffine(node, f"`{_text(node)}` is a loop index inside a {type(node).__name__}: not affine")
        return f"({poly.to_source()})"
    if isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-", "*", "/", "%"):
        left, right = _formula(node.left, scope, depth + 1), _formula(node.right, scope, depth + 1)
        if node.op == "/" and not _is_fp(node, scope.fn):
            return f"floor({left}/{right})"
        return f"({left} {node.op} {right})"
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        return f"({node.op}{_formula(node.expr, scope, depth + 1)})"
    if isinstance(node, c_ast.Cast):
        inner = _formula(node.expr, scope, depth + 1)
        return f"floor({inner})" if not _is_fp(node, scope.fn) and _is_fp(node.expr, scope.fn) else inner
    if isinstance(node, c_ast.FuncCall) and _math_name(node) in _FORMULA_CALLS and node.args is not None:
        args = ", ".join(_formula(a, scope, depth + 1) for a in node.args.exprs)
        return f"{_FORMULA_CALLS[_math_name(node)]}({args})"
    raise _NonAffine(node, f"`{_text(node)}` is not affine in the loop indices and the kernel's sizes")


# --------------------------------------------------------------------------- loop nests

@dataclass(frozen=True)
class _Loop:
    """One ``for`` loop: its index runs over ``value`` as ``counter`` goes from ``lo`` to ``hi - 1``."""

    var: str
    counter: str
    value: Poly
    lo: Poly
    hi: Poly
    forward: bool  # the counter grows as the loop runs (dependence distances need the direction)
    line: int
    note: str = ""

    @property
    def trip(self) -> Poly:
        return self.hi - self.lo


@dataclass(frozen=True)
class _Pragma:
    words: frozenset[str]  # parallel, for, simd ...
    names: frozenset[str]  # private / reduction / firstprivate / lastprivate variables


@dataclass(frozen=True)
class _Omp:
    region: int | None = None  # id of the parallel construct the code is in
    region_loops: tuple[_Loop, ...] = ()  # the loops around that construct
    shared: bool = False  # the iterations are split among the threads (omp for)
    private: frozenset[str] = frozenset()


@dataclass(frozen=True)
class _Site:
    """An innermost loop and what surrounds it."""

    node: c_ast.For
    loops: tuple[_Loop, ...]  # outermost first, the innermost last
    omp: _Omp
    simd_pragma: bool
    nest: c_ast.For  # the outermost loop of the nest


def _pragma(text: str) -> _Pragma | None:
    """An ``omp`` pragma's directive words and the variables its data clauses name; None for other pragmas."""
    words = text.split()
    if not words or words[0] != "omp":
        return None
    directive, names = set(), set()
    for match in re.finditer(r"(\w+)\s*(\((?:[^()]|\([^()]*\))*\))?", text[len("omp"):].strip()):
        word, clause = match[1], match[2]
        if clause is None:
            directive.add(word)
        elif word in ("private", "firstprivate", "lastprivate", "reduction"):
            items = clause[1:-1].split(":", 1)[-1] if word == "reduction" else clause[1:-1]
            names |= {re.sub(r"\[.*", "", item).strip() for item in items.split(",") if item.strip()}
    return _Pragma(frozenset(directive), frozenset(names))


def _sites(fn: _Function) -> list[_Site]:
    sites: list[_Site] = []
    _walk(fn.node.body, (), _Omp(), fn, sites, None)
    return sites


def _walk(node: c_ast.Node | None, loops: tuple[_Loop, ...], omp: _Omp, fn: _Function, sites: list[_Site], pragma: _Pragma | None,
          nest: c_ast.For | None = None) -> None:
    """Find the innermost loops under ``node``; ``pragma`` is the omp pragma just before it."""
    if node is None:
        return
    if isinstance(node, c_ast.Compound):
        if pragma is not None and "parallel" in pragma.words and "for" not in pragma.words:
            omp = _Omp(id(node), loops, omp.shared, omp.private | pragma.names)
        held = None
        for item in node.block_items or []:
            if isinstance(item, c_ast.Pragma):
                held = _pragma(item.string)
                continue
            _walk(item, loops, omp, fn, sites, held, nest)
            held = None
        return
    if isinstance(node, (c_ast.While, c_ast.DoWhile)):
        raise fn.error(node, "a while loop: its trip count cannot be read from the code (describe the loops under cpu_loops)")
    if isinstance(node, c_ast.For):
        _walk_for(node, loops, omp, fn, sites, pragma, nest or node)
        return
    for _, child in node.children():
        if isinstance(child, c_ast.Node) and not isinstance(child, c_ast.Pragma):
            _walk(child, loops, omp, fn, sites, None, nest)


def _walk_for(node: c_ast.For, loops: tuple[_Loop, ...], omp: _Omp, fn: _Function, sites: list[_Site], pragma: _Pragma | None,
              nest: c_ast.For) -> None:
    loop = _loop_header(node, loops, fn)
    simd = False
    if pragma is not None:
        if "for" in pragma.words or "do" in pragma.words:
            region = (id(node), loops) if "parallel" in pragma.words else (omp.region, omp.region_loops)
            omp = _Omp(region[0], region[1], True, omp.private | pragma.names)
        simd = "simd" in pragma.words
    inner = loops + (loop,)
    if not any(True for child in _nodes(node.stmt, (c_ast.For, c_ast.While, c_ast.DoWhile))):
        sites.append(_Site(node, inner, omp, simd, nest))
        return
    _walk(node.stmt, inner, omp, fn, sites, None, nest)


def _loop_header(node: c_ast.For, loops: tuple[_Loop, ...], fn: _Function) -> _Loop:
    """Read ``for (i = a; i < b; i += s)`` (and its <=, >, >=, != and decreasing forms)."""
    var, start = _loop_init(node, fn)
    step = _loop_step(node, var, fn)
    op, bound = _loop_condition(node, var, fn)
    if (step > 0 and op not in ("<", "<=", "!=")) or (step < 0 and op not in (">", ">=", "!=")):
        raise fn.error(node, f"loop on `{var}`: the condition `{_text(node.cond)}` does not bound the index in the direction it moves")
    scope = _Scope(fn, {loop.var: loop.value for loop in loops})
    (first, limit), note = _bounds((start, bound), scope, loops, fn)
    if step > 0:  # values first, first + 1, ... up to the bound
        lo, hi = first, limit + 1 if op == "<=" else limit
    else:  # values first, first - 1, ... down to the bound
        lo, hi = limit if op == ">=" else limit + 1, first + 1
    if abs(step) == 1:
        return _Loop(var, var, Poly.symbol(var), lo, hi, step > 0, node.coord.line, note)
    counter = f"{var}'"
    trip = (hi - lo) * Fraction(1, abs(step))
    value = first + Poly.symbol(counter) * step
    note = (note + "; " if note else "") + f"loop on `{var}` steps by {abs(step)}: trip counted as (range)/{abs(step)}, exact when the step divides the range"
    return _Loop(var, counter, value, Poly.const(0), trip, True, node.coord.line, note)


def _loop_init(node: c_ast.For, fn: _Function) -> tuple[str, c_ast.Node]:
    init = node.init
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
        return init.decls[0].name, init.decls[0].init
    if isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
        return init.lvalue.name, init.rvalue
    raise fn.error(node, f"loop header `for ({_text(init) if init else ''}; ...)`: expected one index set to its first value")


def _loop_step(node: c_ast.For, var: str, fn: _Function) -> int:
    step = node.next
    if isinstance(step, c_ast.UnaryOp) and isinstance(step.expr, c_ast.ID) and step.expr.name == var and step.op in ("++", "p++", "--", "p--"):
        return 1 if "+" in step.op else -1
    if isinstance(step, c_ast.Assignment) and isinstance(step.lvalue, c_ast.ID) and step.lvalue.name == var:
        amount = step.rvalue
        if step.op in ("+=", "-=") and isinstance(amount, c_ast.Constant) and amount.type == "int":
            value = _int_constant(amount)
            return value if step.op == "+=" else -value
        if (step.op == "=" and isinstance(amount, c_ast.BinaryOp) and amount.op in ("+", "-") and isinstance(amount.left, c_ast.ID)
                and amount.left.name == var and isinstance(amount.right, c_ast.Constant) and amount.right.type == "int"):
            value = _int_constant(amount.right)
            return value if amount.op == "+" else -value
    raise fn.error(node, f"loop on `{var}`: the step `{_text(step) if step else ''}` is not a constant increment")


def _loop_condition(node: c_ast.For, var: str, fn: _Function) -> tuple[str, c_ast.Node]:
    cond = node.cond
    flipped = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "!=": "!="}
    if isinstance(cond, c_ast.BinaryOp) and cond.op in flipped:
        if isinstance(cond.left, c_ast.ID) and cond.left.name == var:
            return cond.op, cond.right
        if isinstance(cond.right, c_ast.ID) and cond.right.name == var:
            return flipped[cond.op], cond.left
    raise fn.error(node, f"loop on `{var}`: the condition `{_text(cond) if cond else ''}` is not a comparison of the index with a bound")


def _bounds(nodes: tuple[c_ast.Node, ...], scope: _Scope, loops: tuple[_Loop, ...], fn: _Function) -> tuple[tuple[Poly, ...], str]:
    """The bounds as polynomials; a bound not affine in an outer index is taken where that index makes it largest."""
    try:
        return tuple(_to_poly(n, scope) for n in nodes), ""
    except _NonAffine as exc:
        largest = _Scope(fn, {loop.var: _largest(loop.value, loops) for loop in loops})
        try:
            polys = tuple(_to_poly(n, largest) for n in nodes)
        except _NonAffine as again:
            raise fn.error(again.node, f"loop bound: {again}") from None
        line = getattr(exc.node.coord, "line", "?")
        return polys, f"line {line}: the bound `{_text(exc.node)}` is not affine in the outer indices: counted at its largest trip"


SAMPLE_SIZE = 1000  # every symbol's value when two ends of a range are compared (sizes large, indices as large)


def _sample(p: Poly) -> float:
    return float(sum(c * SAMPLE_SIZE ** sum(power for _, power in m) for m, c in p.terms.items()))


def _extreme(p: Poly, loops: Sequence[_Loop], largest: bool) -> Poly:
    """``p`` with each loop counter (innermost first) at the end of its range that makes ``p`` largest (or smallest).

    The two ends are compared with the outer counters at their own largest values and every size at SAMPLE_SIZE.
    """
    for index in range(len(loops) - 1, -1, -1):
        loop = loops[index]
        if loop.counter not in p.symbols():
            continue
        ends = [p.substitute(loop.counter, loop.hi - 1), p.substitute(loop.counter, loop.lo)]

        def size(end: Poly, outer: Sequence[_Loop] = loops[:index]) -> float:
            return _sample(_extreme(end, outer, largest=True))

        p = max(ends, key=size) if largest else min(ends, key=size)
    return p


def _largest(p: Poly, loops: Sequence[_Loop]) -> Poly:
    return _extreme(p, loops, largest=True)


def _grows(coefficient: Poly) -> bool:
    """The sign of a coefficient, taking sizes as large and positive."""
    return coefficient.is_zero or _sample(coefficient) >= 0


def _count(loops: Sequence[_Loop], keep: set[str] | None = None) -> Poly:
    """Iterations of a nest, summed innermost first.

    With ``keep``, only those loops are iterated: the others widen the ranges of the kept ones (a bound that
    depends on a dropped index takes the value that makes the range largest), which counts the distinct
    elements an access over the kept indices touches in the whole nest, up to that widening.
    """
    dropped = [loop for loop in loops if keep is not None and loop.counter not in keep]
    p = Poly.const(1)
    for loop in reversed(loops):
        if loop in dropped:
            continue
        p = sum_range(p, loop.counter, _extreme(loop.lo, dropped, largest=False), _extreme(loop.hi, dropped, largest=True))
    return p


# --------------------------------------------------------------------------- one innermost loop's body

OpPath = tuple[tuple[str, int], ...]  # operations on a carried value's way through one iteration, by kind
Value = dict[str, OpPath]  # carried source -> the longest path from it to this value
Key = tuple[str, tuple[Poly, ...]]  # an array element: (array, subscripts)


@dataclass(frozen=True)
class _Access:
    array: str
    subscripts: tuple[Poly, ...]
    line: int


@dataclass(frozen=True)
class _Carried:
    """A value one iteration hands to the next: a scalar, an accumulator element, or an array recurrence."""

    kind: str  # scalar | accumulator | flow
    name: str  # as written, for messages
    array: str = ""
    key: Key | None = None  # the element stored (accumulator, flow)
    unit_stride: bool = True  # flow: the recurrence moves along a row


def _with(path: OpPath, op: str) -> OpPath:
    counts = dict(path)
    counts[op] = counts.get(op, 0) + 1
    return tuple(sorted(counts.items()))


def _weight(path: OpPath) -> int:
    return sum(PATH_WEIGHT[op] * n for op, n in path)


def _merge(*values: Value) -> Value:
    out: Value = {}
    for value in values:
        for source, path in value.items():
            if source not in out or _weight(path) > _weight(out[source]):
                out[source] = path
    return out


def _through(value: Value, op: str | None) -> Value:
    return dict(value) if op is None else {source: _with(path, op) for source, path in value.items()}


def _stride(subscripts: tuple[Poly, ...], counter: str) -> str:
    """invariant, contiguous (+-1 in the last dimension only) or strided, from the innermost counter's coefficients."""
    coefficients = [s.coefficient(counter) for s in subscripts]
    if all(c.is_zero for c in coefficients):
        return "invariant"
    last = coefficients[-1]
    if all(c.is_zero for c in coefficients[:-1]) and last.is_constant and abs(last.constant) == 1:
        return "contiguous"
    return "strided"


def _relation(stored: tuple[Poly, ...], loaded: tuple[Poly, ...], counter: str, forward: bool, span: Poly, counters: set[str]) -> str:
    """How a load relates to a store of the same array across iterations of the innermost loop.

    same: one address; independent: never one address (a different row, a distance that is not a whole
    number of iterations, or one longer than the loop: ``A[i*N + j]`` against ``A[(i-1)*N + j]``); flow: the
    load reads what an earlier iteration stored (a recurrence); anti: what a later one will store (harmless);
    overlap: unknown, e.g. an invariant element inside the row the loop writes. ``span``: the loop's largest trip.
    """
    if stored == loaded:
        return "same"
    distances = set()
    for s, t in zip(stored, loaded):
        cs, cl, diff = s.coefficient(counter), t.coefficient(counter), s - t
        if cs.is_zero and cl.is_zero:
            if diff.is_constant and not diff.is_zero:
                return "independent"
            continue
        if cs != cl or not cs.is_constant:
            return "overlap"
        if not diff.is_constant:
            far = not diff.symbols() & counters and abs(_sample(diff * (1 / cs.constant))) >= _sample(span)
            if far:
                return "independent"
            return "overlap"
        distances.add(diff.constant / cs.constant)
    if not distances:
        return "independent"
    if len(distances) > 1 or next(iter(distances)).denominator != 1:
        return "independent"
    distance = next(iter(distances)) * (1 if forward else -1)
    return "flow" if distance > 0 else "anti" if distance < 0 else "same"


class _Body:
    """Runs one iteration of an innermost loop symbolically: accesses, carried values and the paths between them."""

    def __init__(self, fn: _Function, site: _Site):
        self.fn, self.site = fn, site
        self.loop = site.loops[-1]
        self.counter = self.loop.counter
        self.scope = _Scope(fn, {loop.var: loop.value for loop in site.loops})
        self.index_names = {loop.var for loop in site.loops}
        self.counters = {loop.counter for loop in site.loops}
        self.span = _largest(self.loop.trip, site.loops)
        self.env: dict[str, Value] = {}
        self.stored: dict[Key, Value] = {}
        self.loads: dict[Key, _Access] = {}
        self.stores: dict[Key, _Access] = {}
        self.carried: dict[str, _Carried] = {}
        self.accumulators: dict[Key, str] = {}  # accumulator element -> its carried source
        self.readers: dict[str, set[int]] = {}  # carried source -> statements reading the variable or element (any value)
        self.blockers: list[str] = []
        self.fma_candidates = 0
        self.divides = False
        self.flops = 0
        self.statement = 0
        self.assigned, self.declared, self.store_keys = self._prescan(site.node.stmt)

    # -- before running: what the body assigns and stores
    def _prescan(self, body: c_ast.Node) -> tuple[set[str], set[str], dict[str, list[tuple[Poly, ...]]]]:
        assigned, declared, stores = set(), set(), {}
        for node in _nodes(body, (c_ast.Assignment, c_ast.UnaryOp, c_ast.Decl)):
            target = node.lvalue if isinstance(node, c_ast.Assignment) else node.expr if isinstance(node, c_ast.UnaryOp) else None
            if isinstance(node, c_ast.UnaryOp) and node.op not in ("++", "--", "p++", "p--"):
                continue
            if isinstance(node, c_ast.Decl):
                declared.add(node.name)
            elif isinstance(target, c_ast.ID):
                assigned.add(target.name)
            elif isinstance(target, c_ast.ArrayRef):
                array, subscripts = self.element(target)
                if subscripts not in stores.setdefault(array, []):
                    stores[array].append(subscripts)
        return assigned, declared, stores

    def element(self, node: c_ast.ArrayRef) -> Key:
        """(array, affine subscripts) of an access; raises SourceUnanalysable for anything else."""
        subscripts = []
        while isinstance(node, c_ast.ArrayRef):
            subscripts.append(node.subscript)
            node = node.name
        if not isinstance(node, c_ast.ID):
            raise self.fn.error(node, f"array access through `{_text(node)}`: only named arrays are read")
        polys = []
        for subscript in reversed(subscripts):
            try:
                poly = _to_poly(subscript, self.scope)
            except _NonAffine as exc:
                raise self.fn.error(subscript, f"subscript `{_text(subscript)}` of {node.name}: {exc}") from None
            counters = {loop.counter for loop in self.site.loops}
            for counter in poly.symbols() & counters:
                if poly.degree(counter) > 1 or poly.coefficient(counter).symbols() & counters:
                    raise self.fn.error(subscript, f"subscript `{_text(subscript)}` of {node.name} is not affine in the loop indices")
            polys.append(poly)
        return node.name, tuple(polys)

    # -- statements
    def run(self, node: c_ast.Node | None) -> None:
        if node is None or isinstance(node, (c_ast.Pragma, c_ast.EmptyStatement)):
            return
        if isinstance(node, c_ast.Compound):
            for item in node.block_items or []:
                self.run(item)
            return
        self.statement += 1
        if isinstance(node, c_ast.Decl):
            if node.init is not None:
                self.flops += self.ops(node.init)
                self.env[node.name] = self.value(node.init)
            return
        if isinstance(node, c_ast.If):
            self.branches(node)
            return
        if isinstance(node, (c_ast.Return, c_ast.Break, c_ast.Continue, c_ast.Goto, c_ast.Label, c_ast.Switch)):
            self.blockers.append(f"line {node.coord.line}: `{type(node).__name__.lower()}` leaves the loop early or jumps")
            return
        self.flops += self.ops(node)
        self.value(node)

    def branches(self, node: c_ast.If) -> None:
        """Both branches run, their values merged: the counts are those of the code as written."""
        self.blockers.append(f"line {node.coord.line}: an if statement (taken as not vectorised)")
        self.flops += self.ops(node.cond)
        self.value(node.cond)
        before_env, before_stored = dict(self.env), dict(self.stored)
        self.run(node.iftrue)
        then_env, then_stored = self.env, self.stored
        self.env, self.stored = dict(before_env), dict(before_stored)
        self.run(node.iffalse)
        for name in set(then_env) | set(self.env):
            self.env[name] = _merge(then_env.get(name, {}), self.env.get(name, {}))
        for key in set(then_stored) | set(self.stored):
            self.stored[key] = _merge(then_stored.get(key, {}), self.stored.get(key, {}))

    # -- expressions: the carried values each one depends on, and by which path
    def value(self, node: c_ast.Node) -> Value:
        if isinstance(node, c_ast.Constant):
            return {}
        if isinstance(node, c_ast.ID):
            return self.read(node.name)
        if isinstance(node, c_ast.ArrayRef):
            return self.load(node)
        if isinstance(node, c_ast.Assignment):
            return self.assign(node)
        if isinstance(node, c_ast.BinaryOp):
            return self.binary(node.op, node.left, node.right)
        if isinstance(node, c_ast.UnaryOp):
            return self.unary(node)
        if isinstance(node, c_ast.Cast):
            return self.value(node.expr)
        if isinstance(node, c_ast.TernaryOp):
            if _is_min_max(node):  # c = a < b ? a : b: one compare-select (min, max) on the path
                return _through(_merge(self.value(node.cond.left), self.value(node.cond.right)), "add")
            return _through(_merge(self.value(node.cond), self.value(node.iftrue), self.value(node.iffalse)), "add")
        if isinstance(node, c_ast.FuncCall):
            return self.call(node)
        if isinstance(node, c_ast.ExprList):
            return _merge(*(self.value(e) for e in node.exprs))
        raise self.fn.error(node, f"`{_text(node)}` ({type(node).__name__}) is not read by this analysis")

    def read(self, name: str) -> Value:
        if name in self.env:
            self.note_reader(f"scalar:{name}")
            return self.env[name]
        if name in self.assigned:  # read before this iteration assigns it: the previous iteration's value
            source = f"scalar:{name}"
            self.carried.setdefault(source, _Carried("scalar", name))
            self.readers.setdefault(source, set()).add(self.statement)
            return {source: ()}
        return {}

    def note_reader(self, source: str) -> None:
        if source in self.carried:
            self.readers[source].add(self.statement)

    def load(self, node: c_ast.ArrayRef) -> Value:
        array, subscripts = key = self.element(node)
        if key in self.stored:
            self.note_reader(self.accumulators.get(key, ""))
            return self.stored[key]  # stored earlier in this iteration: forwarded, no access
        self.loads.setdefault(key, _Access(array, subscripts, node.coord.line))
        value: Value = {}
        for stored in self.store_keys.get(array, []):
            relation = _relation(stored, subscripts, self.counter, self.loop.forward, self.span, self.counters)
            shown = f"{array}{''.join(f'[{s.to_source()}]' for s in stored)}"
            if relation == "same" and _stride(subscripts, self.counter) == "invariant":
                source = f"accumulator:{shown}"
                self.carried.setdefault(source, _Carried("accumulator", shown, array, key))
                self.accumulators[key] = source
            elif relation == "flow":
                source = f"flow:{shown}"
                unit = _stride(subscripts, self.counter) == "contiguous"
                self.carried.setdefault(source, _Carried("flow", shown, array, (array, stored), unit))
            else:
                if relation == "overlap":
                    self.blockers.append(f"line {node.coord.line}: {_text(node)} may be an element the loop stores ({shown})")
                continue
            self.readers.setdefault(source, set()).add(self.statement)
            value[source] = ()
        return value

    def assign(self, node: c_ast.Assignment) -> Value:
        compound = node.op != "="
        value = self.binary(node.op[:-1], node.lvalue, node.rvalue, self.value(node.lvalue)) if compound else self.value(node.rvalue)
        self.store(node.lvalue, value)
        return value

    def store(self, target: c_ast.Node, value: Value) -> None:
        if isinstance(target, c_ast.ID):
            self.env[target.name] = value
        elif isinstance(target, c_ast.ArrayRef):
            key = self.element(target)
            self.stored[key] = value
            self.stores.setdefault(key, _Access(key[0], key[1], target.coord.line))
        else:
            raise self.fn.error(target, f"assignment to `{_text(target)}`: only variables and array elements are read")

    def binary(self, op: str, left: c_ast.Node, right: c_ast.Node, left_value: Value | None = None) -> Value:
        fp = _is_fp(left, self.fn) or _is_fp(right, self.fn)
        if op in ("+", "-") and fp and (self.is_product(left) or self.is_product(right)):
            product, addend = (left, right) if self.is_product(left) and left_value is None else (right, left)
            self.fma_candidates += 1
            factors = _merge(self.value(product.left), self.value(product.right))
            other = left_value if left_value is not None and addend is left else self.value(addend)
            return _merge(_through(factors, "fma"), _through(other, "fma_addend"))
        operands = _merge(left_value if left_value is not None else self.value(left), self.value(right))
        if op in ("/", "%"):
            self.divides = self.divides or fp
            return _through(operands, "divide")
        return _through(operands, "add")

    def is_product(self, node: c_ast.Node) -> bool:
        return isinstance(node, c_ast.BinaryOp) and node.op == "*" and _is_fp(node, self.fn)

    def unary(self, node: c_ast.UnaryOp) -> Value:
        if node.op in ("++", "--", "p++", "p--"):
            value = _through(self.value(node.expr), "add")
            self.store(node.expr, value)
            return value
        if node.op in ("sizeof", "&"):
            return {}
        if node.op == "*":
            raise self.fn.error(node, f"`{_text(node)}`: pointer dereferences are not read (index the array)")
        return self.value(node.expr)

    def call(self, node: c_ast.FuncCall) -> Value:
        name = _math_name(node)
        args = list(node.args.exprs) if node.args else []
        value = _merge(*(self.value(a) for a in args))
        if name in FREE_CALLS:
            return value
        if name not in COUNTED_CALLS:
            self.blockers.append(f"line {node.coord.line}: calls {_text(node.name)}() (not followed: its loops, if any, are not counted)")
            return value
        if any(self.varies(a) for a in args):
            self.blockers.append(f"line {node.coord.line}: calls {_text(node.name)}() on values that change in the loop")
        if name in ("sqrt", "cbrt"):
            self.divides = self.divides or any(self.varies(a) for a in args)
        return _through(value, "add" if name in ("fmin", "fmax") else "divide")

    def varies(self, node: c_ast.Node) -> bool:
        """Whether an expression changes from one iteration to the next (else GCC hoists it)."""
        for leaf in _nodes(node, (c_ast.ID, c_ast.ArrayRef)):
            if isinstance(leaf, c_ast.ID) and (leaf.name == self.loop.var or leaf.name in self.assigned):
                return True
            if isinstance(leaf, c_ast.ArrayRef):
                array, subscripts = self.element(leaf)
                if array in self.store_keys or _stride(subscripts, self.counter) != "invariant":
                    return True
        return False

    # -- operation counts, as written
    def ops(self, node: c_ast.Node, seen: frozenset[str] = frozenset()) -> int:
        if seen and _text(node) in seen:
            return 0
        if isinstance(node, c_ast.BinaryOp):
            own = 0
            if node.op in ("+", "-", "*", "/", "%"):
                own = int(_is_fp(node, self.fn) or not self.is_index(node))
            elif node.op in ("<", ">", "<=", ">=", "==", "!="):
                own = int(not _is_fp(node.left, self.fn) and not _is_fp(node.right, self.fn) and not self.is_index(node))
            return own + self.ops(node.left, seen) + self.ops(node.right, seen)
        if isinstance(node, c_ast.TernaryOp):
            inner = frozenset(_text(n) for n in _nodes(node.cond, c_ast.Node)) | seen
            return self.ops(node.cond, seen) + self.ops(node.iftrue, inner) + self.ops(node.iffalse, inner)
        if isinstance(node, c_ast.Assignment):
            own = int(node.op != "=" and (_is_fp(node.lvalue, self.fn) or not self.is_index(node.lvalue)))
            return own + self.ops(node.rvalue, seen)
        if isinstance(node, c_ast.UnaryOp):
            if node.op in ("++", "--", "p++", "p--"):
                return int(not self.is_index(node.expr))
            return 0 if node.op == "sizeof" else self.ops(node.expr, seen)
        if isinstance(node, c_ast.FuncCall):
            args = node.args.exprs if node.args else []
            return int(_math_name(node) in COUNTED_CALLS) + sum(self.ops(a, seen) for a in args)
        if isinstance(node, c_ast.Cast):
            return self.ops(node.expr, seen)
        if isinstance(node, c_ast.ExprList):
            return sum(self.ops(e, seen) for e in node.exprs)
        return 0

    def is_index(self, node: c_ast.Node) -> bool:
        """Index arithmetic: integer loop indices, sizes and constants only (it costs no counted operation)."""
        for leaf in _nodes(node, (c_ast.ID, c_ast.ArrayRef, c_ast.FuncCall)):
            if not isinstance(leaf, c_ast.ID):
                return False
            if leaf.name not in self.index_names and leaf.name not in self.fn.names and self.fn.affine_local(leaf.name) is None:
                return False
        return True

    # -- after running: aliasing, carried values, the verdicts
    def distinct(self, array: str) -> bool:
        """An array no other name can reach: a local array, an OpenMP private or reduction copy, memory allocated in the nest."""
        var = self.fn.var(array)
        if (var is not None and var.array_object) or array in self.site.omp.private:
            return True
        for decl in _nodes(self.site.nest, c_ast.Decl):
            if decl.name == array and any(ALLOCATORS.search(_text(call.name)) for call in _nodes(decl.init, c_ast.FuncCall)):
                return True
        return False

    def may_alias(self, a: str, b: str) -> bool:
        if a == b:
            return True
        restrict = any(bool(v and v.restrict) for v in (self.fn.var(a), self.fn.var(b)))
        return not (restrict or self.distinct(a) or self.distinct(b))

    def in_register(self, carried: _Carried) -> bool:
        """Whether a carried value stays in a register: always for a scalar; for memory, when no other store may
        alias it (LIM / predictive commoning) and, for a recurrence, when it moves along a row."""
        if carried.kind == "scalar":
            return True
        if carried.kind == "flow" and not carried.unit_stride:
            return False
        return not any(self.may_alias(carried.array, key[0]) for key in self.stores if key != carried.key)

    def private_accumulator(self, carried: _Carried) -> bool:
        """An accumulator element that nothing else in the loop can touch: GCC promotes it to a scalar reduction."""
        keys = [k for k in (*self.loads, *self.stores) if k != carried.key]
        return all(k[0] != carried.array and not self.may_alias(carried.array, k[0]) for k in keys)

    def is_fp(self, carried: _Carried) -> bool:
        var = self.fn.var(carried.array or carried.name)
        return bool(var and var.fp)

    def end_path(self, source: str, carried: _Carried) -> OpPath | None:
        """The path from a carried value to its next value (None: the next value does not depend on it)."""
        end = self.env.get(carried.name) if carried.kind == "scalar" else self.stored.get(carried.key)  # type: ignore[arg-type]
        return None if end is None else end.get(source)

    def is_reduction(self, source: str, carried: _Carried, path: OpPath | None) -> bool:
        """Associative updates only (+, -, *, min/max select; ``s += a; s += b`` too): one operation on the path
        for each statement that reads the variable, none a divide or a multiply-add through a factor."""
        if path is None or carried.kind == "flow":
            return False
        ops = dict(path)
        return set(ops) <= {"add", "fma_addend"} and sum(ops.values()) == len(self.readers.get(source, ())) >= 1


def _vectorisation(body: _Body, contiguous: int) -> tuple[bool, OpPath, list[str]]:
    """simd, chain and the reasons a loop stays scalar (module docstring: the rules)."""
    reasons = list(body.blockers)
    verdicts = []
    for source, carried in body.carried.items():
        path = body.end_path(source, carried)
        reduction = body.is_reduction(source, carried, path)
        verdicts.append((carried, path, reduction))
        if not reduction:
            reasons.append(f"{carried.name} is carried from one iteration to the next (a recurrence)")
        elif carried.kind == "accumulator" and not body.private_accumulator(carried):
            reasons.append(f"reduction into {carried.name}, kept in memory: it may alias the arrays the loop reads")
    if not reasons and contiguous == 0 and not body.divides:
        reasons.append("every access walks a column and nothing expensive pays for it: GCC's cost model keeps it scalar")
    simd = body.site.simd_pragma or not reasons
    chain: OpPath = ()
    for carried, path, reduction in verdicts:
        if path is None:
            continue
        if simd and reduction:
            candidate: OpPath = (("add", 1),) if body.is_fp(carried) else ()  # fold-left: one serial add per iteration
        else:
            candidate = _chain_path(path, body.in_register(carried), body.fma_candidates)
        if _weight(candidate) > _weight(chain):
            chain = candidate
    return simd, chain, [] if simd else list(dict.fromkeys(reasons))


def _chain_path(path: OpPath, in_register: bool, fma_candidates: int) -> OpPath:
    """A carried path as the machine runs it: an FMA reached through its addend is a separate multiply and add
    when it is the loop's only multiply-add on a register chain (-mtune=znver3 avoids FMA chains); memory adds a
    store-to-load forward."""
    counts = dict(path)
    addend = counts.pop("fma_addend", 0)
    if addend:
        kind = "add" if "fma" not in counts and fma_candidates == 1 and in_register else "fma"
        counts[kind] = counts.get(kind, 0) + addend
    if not in_register:
        counts["store_forward"] = counts.get("store_forward", 0) + 1
    return tuple(sorted(counts.items()))


# --------------------------------------------------------------------------- footprints

def _reuse_scope(subscripts: Sequence[tuple[Poly, ...]], loops: Sequence[_Loop]) -> Sequence[_Loop]:
    """The loops inside the innermost enclosing loop whose counter no subscript uses (the data is reused across it)."""
    for index in range(len(loops) - 2, -1, -1):
        if not any(loops[index].counter in s.symbols() for subs in subscripts for s in subs):
            return loops[index + 1:]
    return loops


def _region(subscripts: tuple[Poly, ...], scope: Sequence[_Loop], loops: Sequence[_Loop]) -> Poly:
    """Elements an access touches while the ``scope`` loops run: exact when each dimension follows one loop
    index (a triangle counts as one), else the bounding box; outer counters at their largest."""
    used = [loop for loop in scope if any(loop.counter in s.symbols() for s in subscripts)]
    if _one_to_one(subscripts, used):
        return _largest(_count(scope, keep={loop.counter for loop in used}), loops)
    box = Poly.const(1)
    for s in subscripts:
        extent = Poly()
        for loop in used:
            coefficient = s.coefficient(loop.counter)
            if not coefficient.is_zero:
                extent = extent + (coefficient if _grows(coefficient) else -coefficient) * _largest(loop.trip, loops)
        box = box * (extent if not extent.is_zero else Poly.const(1))
    return _largest(box, loops)


def _one_to_one(subscripts: tuple[Poly, ...], used: Sequence[_Loop]) -> bool:
    for loop in used:
        dims = [s for s in subscripts if loop.counter in s.symbols()]
        if len(dims) != 1:
            return False
        coefficient = dims[0].coefficient(loop.counter)
        others = {other.counter for other in used if other is not loop}
        if not coefficient.is_constant or abs(coefficient.constant) != 1 or dims[0].symbols() & others:
            return False
    return True


@dataclass(frozen=True)
class _Footprints:
    footprint: Poly
    stride_footprint: Poly | None
    stride_data: Poly | None


def _footprints(body: _Body, classes: Sequence[tuple[_Access, str]]) -> _Footprints:
    loops = body.site.loops

    def element_bytes(array: str) -> int:
        var = body.fn.var(array)
        return var.bytes if var is not None else 8

    contiguous: dict[str, list[_Access]] = {}
    strided: dict[str, list[_Access]] = {}
    for access, kind in classes:
        if kind != "invariant":
            (contiguous if kind == "contiguous" else strided).setdefault(access.array, []).append(access)
    stride_data = None
    stride_footprint = None
    if strided:
        stride_data = sum((element_bytes(a) * _region(accs[0].subscripts, loops, loops) for a, accs in strided.items()), Poly())
        walks = {(a.array, tuple(s - s.constant for s in a.subscripts)) for accs in strided.values() for a in accs}
        stride_footprint = LINE_BYTES * len(walks) * _largest(loops[-1].trip, loops)
    footprint = Poly()
    for array, accesses in contiguous.items():
        scope = _reuse_scope([a.subscripts for a in accesses], loops)
        footprint = footprint + element_bytes(array) * _region(accesses[0].subscripts, scope, loops)
    if not contiguous:
        footprint = stride_data or Poly()
    return _Footprints(footprint, stride_footprint, stride_data)


# --------------------------------------------------------------------------- the loops of a function

@dataclass(frozen=True)
class DerivedLoop:
    """A loop signature read off the code, where it is (file and lines) and why it is not vectorised or approximate."""

    loop: CpuLoop
    file: str
    line: int
    last_line: int
    why: tuple[str, ...]


@dataclass(frozen=True)
class SourceLoops:
    """The innermost loops of one function, in source order, and notes on what was approximated."""

    file: str
    function: str
    loops: tuple[DerivedLoop, ...]
    notes: tuple[str, ...]

    @property
    def cpu_loops(self) -> tuple[CpuLoop, ...]:
        return tuple(derived.loop for derived in self.loops)


def derive_loops(path: str | os.PathLike[str], function: str, names: Iterable[str], shown: str | None = None) -> SourceLoops:
    """The CpuLoops of ``function``'s innermost loops, as formulas over the size ``names`` (module docstring).

    ``shown`` is how errors name the file (default: the path as given, normalised).
    Raises SourceUnanalysable (code not parsed or not affine) or DescriptorError (no such file or function).
    """
    shown = shown or os.path.normpath(str(path))
    names = frozenset(names)
    ast, brackets = _parse(Path(path), shown, names)
    fn = _function(ast, function, shown, names)
    sites = _sites(fn)
    carriers = _region_carriers(sites)
    taken: set[str] = set()
    derived = []
    for index, site in enumerate(sites):
        regions = _count(site.omp.region_loops) if index in carriers else Poly()
        derived.append(_derive(fn, site, regions, taken))
    notes = [f"{', '.join(brackets)}: bracket macro(s), e.g. a timing harness: what they wrap is counted once per call"] if brackets else []
    notes += [loop.note for site in sites for loop in site.loops if loop.note]
    return SourceLoops(shown, function, tuple(derived), tuple(dict.fromkeys(notes)))


def _region_carriers(sites: Sequence[_Site]) -> set[int]:
    """For each parallel construct, the innermost loop that carries its fork/join count: the one with the most
    iterations (the first of equals), as the hand-written PolyBench loops do; the others get 0."""
    best: dict[int, int] = {}
    for index, site in enumerate(sites):
        region = site.omp.region
        if region is None:
            continue
        if region not in best or _sample(_count(site.loops)) > _sample(_count(sites[best[region]].loops)):
            best[region] = index
    return set(best.values())


def _derive(fn: _Function, site: _Site, regions: Poly, taken: set[str]) -> DerivedLoop:
    body = _Body(fn, site)
    body.run(site.node.stmt)
    accesses = [*body.loads.values(), *body.stores.values()]
    classes = [(a, _stride(a.subscripts, body.counter)) for a in accesses]
    contiguous = sum(1 for _, kind in classes if kind == "contiguous")
    strided = sum(1 for _, kind in classes if kind == "strided")
    simd, chain, reasons = _vectorisation(body, contiguous)
    sizes = _footprints(body, classes)

    def formula(poly: Poly, what: str) -> Expression:
        try:
            return compile_expression(poly.to_source(), fn.names)
        except ExpressionError as exc:
            raise fn.error(site.node, f"{what}: {exc}") from None

    line = site.node.coord.line
    target = next(iter(body.stores), (None,))[0] or next(iter(sorted(body.assigned)), "loop")
    name = f"{target}_{line}"
    while name in taken:
        name += "'"
    taken.add(name)
    loop = CpuLoop(
        name=name,
        iterations=formula(_count(site.loops), "iterations"),
        threads=None if site.omp.shared else 1,
        simd=simd,
        chain=MappingProxyType({op: float(n) for op, n in chain}),
        flops=formula(Poly.const(body.flops), "flops"),
        contiguous=formula(Poly.const(contiguous), "contiguous"),
        strided=formula(Poly.const(strided), "strided"),
        footprint=formula(sizes.footprint, "footprint"),
        stride_footprint=formula(sizes.stride_footprint, "stride_footprint") if sizes.stride_footprint is not None else None,
        stride_data=formula(sizes.stride_data, "stride_data") if sizes.stride_data is not None else None,
        regions=formula(regions, "regions"),
    )
    last = max((n.coord.line for n in _nodes(site.node, c_ast.Node) if n.coord is not None), default=line)
    why = tuple(reasons) + tuple(loop_.note for loop_ in site.loops if loop_.note)
    return DerivedLoop(loop, getattr(site.node.coord, "file", None) or fn.file, line, last, why)


def resolve_source(file: str, base: str | os.PathLike[str]) -> Path:
    """A ``cpu_source`` file: relative to the workload's folder; else, for a path into ``calibration/``, the
    calibration sources the package ships (an installed advisor has no repository beside its workloads)."""
    path = Path(file)
    candidates = [path] if path.is_absolute() else [Path(base) / path, path]
    parts = path.parts
    if "calibration" in parts:
        from .calibration.toolchain import ToolchainError, source_dir

        with contextlib.suppress(ToolchainError):
            candidates.append(source_dir().joinpath(*parts[parts.index("calibration") + 1:]))
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"{file}: no such file (looked in {', '.join(str(c) for c in candidates)})")

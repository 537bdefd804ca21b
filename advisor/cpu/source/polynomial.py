"""Polynomials over the sizes, and the exact sums that count the iterations of triangular loops.

A loop nest's iteration count is the sum, innermost loop first, of 1 over each
index's range; where a bound depends on an outer index (``for (j = i + 1; j < M; j++)``)
the sum is one of powers of that index, done exactly with Faulhaber's formula
(:func:`sum_range`). Formulas come out as text in :mod:`advisor.schema.expr`'s grammar.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache

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

    def at(self, value: Callable[[str], int | float]) -> float:
        """The polynomial with each symbol at ``value(name)`` (exact while the values are integers)."""
        return float(sum(c * math.prod(value(name) ** power for name, power in m) for m, c in self.terms.items()))

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
        """A formula in :mod:`advisor.schema.expr`'s grammar, the common monomial and rational factor taken out."""
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

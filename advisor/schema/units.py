"""Quantities with units: ``"25.6 GB/s"`` -> 25.6e9 (SI inside).

Descriptors write dimensional numbers as strings with a unit so that a reader
never has to guess (the machine files of Kerncraft [kerncraft] do the same). The parser is strict
where others are lax:

* decimal prefixes are decimal (k = 1e3 ... T = 1e12, P = 1e15, E = 1e18) and
  binary prefixes are binary (Ki = 1024 ... Pi = 2**50); binary prefixes are only
  accepted on bytes;
* ``KB`` (capital K) is refused: write ``kB`` (1000 B) or ``KiB`` (1024 B);
* a bare number is refused where a unit is expected, and a unit of the wrong
  dimension (``GHz`` for a bandwidth) is refused;
* bits are refused (``Gb/s``): everything is bytes.

Accepted dimensions: ``B``, ``B/s``, ``s``, ``s/B``, ``Hz``, ``W``, ``J``,
``J/B``, ``J/FLOP``, ``FLOP/s``, ``FLOP``.
"""

from __future__ import annotations

import math
import re

DECIMAL_PREFIXES = {
    "": 1.0,
    "p": 1e-12,
    "n": 1e-9,
    "u": 1e-6,
    "µ": 1e-6,
    "m": 1e-3,
    "k": 1e3,
    "M": 1e6,
    "G": 1e9,
    "T": 1e12,
    "P": 1e15,
    "E": 1e18,
}
BINARY_PREFIXES = {"Ki": 2.0**10, "Mi": 2.0**20, "Gi": 2.0**30, "Ti": 2.0**40, "Pi": 2.0**50}
BASE_UNITS = ("FLOP", "OP", "Hz", "B", "s", "W", "J")
# Integer operations are counted like FLOPs (floyd-warshall, nussinov): "OP" reads as "FLOP".
_ALIASES = {"OP": "FLOP"}
DIMENSIONS = ("B", "B/s", "s", "s/B", "Hz", "W", "J", "J/B", "J/FLOP", "FLOP/s", "FLOP")

_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?"
_QUANTITY = re.compile(rf"^\s*({_NUMBER})\s*([^\s/]+)(?:\s*/\s*([^\s/]+))?\s*$")
_BARE_NUMBER = re.compile(rf"^\s*{_NUMBER}\s*$")


class UnitError(ValueError):
    """A quantity string that cannot be read; the message says why."""


def _split_unit(token: str) -> tuple[float, str]:
    """Split ``'GiB'`` into (2**30, 'B'); refuse what is ambiguous or unknown."""
    for base in BASE_UNITS:
        if token.endswith(base) and len(token) - len(base) <= 2:
            prefix = token[: -len(base)]
            if prefix in BINARY_PREFIXES:
                if base != "B":
                    raise UnitError(f"binary prefix {prefix!r} is only for bytes, not {base!r}")
                return BINARY_PREFIXES[prefix], base
            if prefix == "K":
                raise UnitError(f"'{token}' is ambiguous: write 'k{base}' (1000) or 'Ki{base}' (1024)")
            if prefix in DECIMAL_PREFIXES:
                return DECIMAL_PREFIXES[prefix], _ALIASES.get(base, base)
            raise UnitError(f"unknown prefix {prefix!r} in {token!r}")
    if token.endswith("b") or token.endswith("bit"):
        raise UnitError(f"'{token}' is in bits; write bytes (B)")
    raise UnitError(f"unknown unit {token!r}")


def parse_quantity(text: object, dimension: str) -> float:
    """Return the SI value of ``text`` (e.g. ``'1.2 us'`` -> 1.2e-6) checked against ``dimension``.

    >>> parse_quantity("6 MiB", "B")
    6291456.0
    >>> parse_quantity("1.5 TFLOP/s", "FLOP/s")
    1500000000000.0
    """
    if dimension not in DIMENSIONS:
        raise ValueError(f"unknown dimension {dimension!r}")
    if isinstance(text, bool) or not isinstance(text, (str, int, float)):
        raise UnitError(f"expected a quantity such as '{_example(dimension)}', got {type(text).__name__}")
    if isinstance(text, (int, float)) or _BARE_NUMBER.match(text):
        if isinstance(text, (int, float)) and text == 0:
            return 0.0
        raise UnitError(f"'{text}' has no unit; write it with one, e.g. '{_example(dimension)}'")
    match = _QUANTITY.match(text)
    if not match:
        raise UnitError(f"cannot read {text!r} as a quantity, e.g. '{_example(dimension)}'")
    number, numerator, denominator = match.groups()
    scale_num, unit_num = _split_unit(numerator)
    unit = unit_num
    scale = scale_num
    if denominator is not None:
        scale_den, unit_den = _split_unit(denominator)
        unit = f"{unit_num}/{unit_den}"
        scale = scale_num / scale_den
    if unit != dimension:
        raise UnitError(f"{text!r} is in {unit}, expected {dimension} (e.g. '{_example(dimension)}')")
    value = float(number) * scale
    if not math.isfinite(value):
        raise UnitError(f"{text!r} is not finite")
    return value


def format_quantity(value: float, unit: str, digits: int = 3) -> str:
    """Format an SI value with a decimal prefix, e.g. 2.5e-6 s -> '2.5 us'."""
    if value == 0 or not math.isfinite(value):
        return f"{value:g} {unit}"
    exponent = int(math.floor(math.log10(abs(value)) / 3) * 3)
    exponent = max(-12, min(18, exponent))
    prefix = {v: k for k, v in DECIMAL_PREFIXES.items() if k not in ("µ",)}.get(10.0**exponent, "")
    return f"{value / 10.0**exponent:.{digits}g} {prefix}{unit}"


def _example(dimension: str) -> str:
    return {
        "B": "6 MiB",
        "B/s": "25.6 GB/s",
        "s": "5 us",
        "s/B": "0.08 ns/B",
        "Hz": "2.5 GHz",
        "W": "47 W",
        "J": "1 nJ",
        "J/B": "50 pJ/B",
        "J/FLOP": "20 pJ/FLOP",
        "FLOP/s": "9.7 TFLOP/s",
        "FLOP": "1 GFLOP",
    }[dimension]

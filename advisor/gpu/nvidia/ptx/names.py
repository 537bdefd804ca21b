"""Kernel names as the source writes them and as the PTX spells them.

A kernel declared ``extern "C"`` keeps its name in the PTX; any other is mangled
by the Itanium C++ ABI [itanium-abi] (``scale<float>(float*, int)`` becomes
``_Z5scaleIfEvPT_i``). Users name kernels as they wrote them, so a requested name
matches an entry by its exact PTX name; by its full demangled signature or its name
with template arguments (``scale<float>``), both of which need a demangler
(``cu++filt`` or ``c++filt``) on PATH; or by its plain name, the qualified function
name without template arguments or parameters (``ns::scale``, or ``scale`` where
that is unique), which :func:`plain_name` reads off the mangled name itself, so no
toolkit is needed.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from collections.abc import Iterable, Mapping
from typing import TypeVar

_LENGTH = re.compile(r"(\d+)")
T = TypeVar("T")


def plain_name(entry: str) -> str:
    """The qualified function name of a PTX entry, without template arguments or parameters.

    >>> plain_name("_Z5scaleIfEvPT_i"), plain_name("_ZN2ns4axpyEfPKfPfi"), plain_name("vector_add")
    ('scale', 'ns::axpy', 'vector_add')
    """
    if not entry.startswith("_Z"):
        return entry
    rest = entry[2:]
    nested = rest.startswith("N")
    if nested:
        rest = rest[1:]
        while rest[:1] in ("K", "V", "r"):  # cv-qualifiers of a member function
            rest = rest[1:]
    parts = []
    while True:
        match = _LENGTH.match(rest)
        if not match:
            break
        length = int(match.group(1))
        start = match.end()
        parts.append(rest[start:start + length])
        rest = rest[start + length:]
        if not nested:
            break
        if rest.startswith("I"):  # template arguments of this component: skip to the matching E
            rest = _skip_template_args(rest)
        if not rest or rest[0] == "E":
            break
    return "::".join(parts) if parts else entry


def _skip_template_args(text: str) -> str:
    depth = 0
    for index, char in enumerate(text):
        if char == "I":
            depth += 1
        elif char == "E":
            depth -= 1
            if depth == 0:
                return text[index + 1:]
    return ""


def source_params(by_kernel: Mapping[str, T], entry: str) -> T | None:
    """What ``by_kernel`` (keyed by source kernel names) holds for a PTX entry: by its PTX name, else, for a
    C++ kernel, by its plain name or that name without its namespace."""
    plain = plain_name(entry)
    return by_kernel.get(entry) or by_kernel.get(plain) or by_kernel.get(plain.rsplit("::", 1)[-1])


def demangle(entry: str) -> str:
    """The full C++ signature of a mangled entry, or the entry itself (not mangled, or no demangler on PATH)."""
    if not entry.startswith("_Z"):
        return entry
    tool = shutil.which("cu++filt") or shutil.which("c++filt")
    return entry if tool is None else _demangled_by(tool, entry)


@functools.lru_cache(maxsize=1024)
def _demangled_by(tool: str, entry: str) -> str:
    try:
        out = subprocess.run([tool, entry], capture_output=True, text=True, timeout=10, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return entry
    return out or entry


def _templated_name(signature: str) -> str:
    """``scale<float>`` of ``void scale<float>(float*, int)``: the name with its template arguments, no spaces."""
    depth, cut = 0, len(signature)
    for index, char in enumerate(signature):
        depth += {"<": 1, ">": -1}.get(char, 0)
        if char == "(" and depth == 0:
            cut = index
            break
    head, depth, start = signature[:cut], 0, 0
    for index, char in enumerate(head):  # drop a return type: the last top-level space splits it off
        depth += {"<": 1, ">": -1}.get(char, 0)
        if char == " " and depth == 0:
            start = index + 1
    return head[start:].replace(" ", "")


def resolve_kernel(requested: str, entries: Iterable[str]) -> str:
    """The PTX entry ``requested`` names (see the module docstring); KeyError says what matched or what exists."""
    entries = list(entries)
    if requested in entries:
        return requested
    wanted = requested.replace(" ", "")
    signatures = {entry: demangle(entry) for entry in entries}
    for entry, signature in signatures.items():
        if entry.startswith("_Z") and wanted in (signature.replace(" ", ""), _templated_name(signature)):
            return entry
    matches = [entry for entry in entries if plain_name(entry) == requested]
    if not matches and "::" not in requested:  # a kernel in a namespace, named without it
        matches = [entry for entry in entries if plain_name(entry).rsplit("::", 1)[-1] == requested]
    if len(matches) == 1:
        return matches[0]
    if matches:
        listed = "; ".join(f"{signatures[m]} ({m})" for m in matches)
        raise KeyError(f"kernel {requested!r} is ambiguous: {listed}; give the PTX name or the full signature")
    have = ", ".join(sorted(signatures.values()))
    raise KeyError(f"no kernel {requested!r} (have: {have})")

#!/usr/bin/env python3
"""Loops derived from C source against the hand-written PolyBench loops.

Derives, with :mod:`advisor.cpu.source`, the innermost loops of the 30 kernels of
``calibration/polybench.c`` (and of ``polybench_medley_stencils.h``, which it includes)
and compares them, loop by loop, with the ``cpu_loops`` of ``workloads/polybench.yaml``
(written by hand from GCC 12's vectorisation report and the assembly). Three classes
are compared:

* vectorisation: ``simd``;
* chain: the set of operation kinds with a nonzero count (``{add}``, ``{fma, store_forward}``, none);
* stride class: whether the loop has strided accesses.

A hand-written loop is matched to the derived loop whose lines hold the line its comment
cites (``# l.153 ...`` is line 153 of polybench.c, ``# h.27`` line 27 of the header), else to
the nearest loop within NEAR_LINES lines (the table shows where it is: correlation's mean
cites l.92, its loop is on line 94). Derived
loops without a hand-written entry (array initialisation outside the timed region, the
O(N) loops the hand-written entries leave out) are listed apart and not scored.

Usage: python validation/cpu/compare_loops.py [--kernel NAME] [--show-why]
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from advisor.cpu.loops import CpuLoop
from advisor.cpu.source import DerivedLoop, SourceUnanalysable, derive_loops
from advisor.workload import load_workload

ROOT = Path(__file__).resolve().parents[2]
WORKLOAD = ROOT / "workloads" / "polybench.yaml"
SOURCE = ROOT / "calibration" / "polybench.c"
FILES = {"l": "polybench.c", "h": "polybench_medley_stencils.h"}

# Where a rule cannot know what GCC did, the hand-written entry (read off GCC's report and the assembly) wins;
# each such loop is listed here with the reason. Empty: the rules agree on every hand-written loop.
KNOWN = {}


@dataclass(frozen=True)
class HandLoop:
    kernel: str
    loop: CpuLoop
    file: str  # polybench.c or the header
    line: int


def kernel_functions(source: Path) -> dict[str, str]:
    """Kernel name -> C function, from polybench.c's KERNELS table."""
    table = re.findall(r'\{"([\w-]+)",\s*\d+,\s*(\w+)\}', source.read_text())
    return dict(table)


def cited_lines(workload: Path) -> dict[tuple[str, str], tuple[str, int]]:
    """(kernel, loop name) -> (file, line) from the comment above each hand-written loop."""
    cited, kernel, reference = {}, None, None
    for text in workload.read_text().splitlines():
        header = re.match(r"^  ([\w-]+):\s*$", text)
        if header:
            kernel, reference = header[1], None
            continue
        comment = re.match(r"^\s*#\s*([lh])\.(\d+)", text)
        if comment:
            reference = (FILES[comment[1]], int(comment[2]))
            continue
        entry = re.match(r"^\s*- \{name: ([\w-]+)", text)
        if entry and kernel and reference:
            cited[(kernel, entry[1])] = reference
            reference = None
    return cited


def hand_loops(workload: Path) -> list[HandLoop]:
    loaded = load_workload(workload)
    cited = cited_lines(workload)
    loops = []
    for kernel in loaded.kernels.values():
        for loop in kernel.cpu_loops:
            file, line = cited[(kernel.name, loop.name)]
            loops.append(HandLoop(kernel.name, loop, file, line))
    return loops


def classes(loop: CpuLoop, names: frozenset[str]) -> tuple[bool, frozenset[str], bool]:
    """(simd, chain kinds, has strided accesses)."""
    strided = loop.strided.evaluate(dict.fromkeys(loop.strided.names | names, 100.0)) > 0
    return loop.simd, frozenset(op for op, count in loop.chain.items() if count > 0), strided


def chain_text(kinds: frozenset[str]) -> str:
    return "+".join(sorted(kinds)) or "-"


NEAR_LINES = 3  # a cited line this close to a loop (and inside no other) is taken as a slip of the comment


def match(hand: HandLoop, derived: list[DerivedLoop]) -> DerivedLoop | None:
    """The derived loop whose lines hold the cited line; else the nearest within NEAR_LINES (shown as off)."""
    same_file = [d for d in derived if Path(d.file).name == hand.file]
    for candidate in same_file:
        if candidate.line <= hand.line <= candidate.last_line:
            return candidate
    distance = {id(d): min(abs(d.line - hand.line), abs(d.last_line - hand.line)) for d in same_file}
    near = sorted((d for d in same_file if distance[id(d)] <= NEAR_LINES), key=lambda d: distance[id(d)])
    return near[0] if near else None


def compare(kernel_filter: str | None, show_why: bool) -> int:
    functions = kernel_functions(SOURCE)
    workload = load_workload(WORKLOAD)
    rows, extras, failures, counts = [], [], [], []
    derived_by_kernel: dict[str, list[DerivedLoop]] = {}
    for hand in hand_loops(WORKLOAD):
        if kernel_filter and hand.kernel != kernel_filter:
            continue
        kernel = workload.kernels[hand.kernel]
        names = frozenset(kernel.params) | {name for name, _ in kernel.derived}
        if hand.kernel not in derived_by_kernel:
            try:
                derived_by_kernel[hand.kernel] = list(derive_loops(SOURCE, functions[hand.kernel], names, "calibration/polybench.c").loops)
            except SourceUnanalysable as exc:
                failures.append(f"{hand.kernel}: {exc}")
                derived_by_kernel[hand.kernel] = []
        found = match(hand, derived_by_kernel[hand.kernel])
        expected = classes(hand.loop, names)
        got = classes(found.loop, names) if found else None
        rows.append((hand, found, expected, got))
        if found:
            counts.append(count_agreement(hand.loop, found.loop, kernel.sizes()))
    matched = {id(found) for _, found, _, _ in rows if found}
    for kernel, derived in derived_by_kernel.items():
        extras += [(kernel, d) for d in derived if id(d) not in matched]
    print_table(rows, show_why)
    print_extras(extras)
    for failure in failures:
        print(f"not analysed: {failure}")
    status = summary(rows)
    print_counts(counts)
    return status


COUNTED = ("iterations", "flops", "contiguous", "strided", "walks", "shared_walks", "write_allocates")
SIZED = ("footprint", "stride_footprint", "stride_data", "stride")


def count_agreement(hand: CpuLoop, derived: CpuLoop, sizes: dict[str, float]) -> dict[str, bool]:
    """Per field: the counts equal at the kernel's default dataset; the byte sizes within a factor of 2 (``reused``:
    as many accesses reused sooner, each distance within 2x or both within a line); the same walk shape where both walk."""
    out = {"stride_footprint_shape": not (hand.strided and derived.strided) or hand.stride_footprint_shape == derived.stride_footprint_shape}
    mine, theirs = _reused(hand, sizes), _reused(derived, sizes)
    out["reused"] = len(mine) == len(theirs) and all(max(a, b) <= max(2 * min(a, b), 64) for a, b in zip(mine, theirs))
    out["shared_stores"] = _shared(hand, sizes) == _shared(derived, sizes)
    for field in COUNTED + SIZED:
        a, b = (getattr(loop, field) or (loop.strided if field == "walks" else None) for loop in (hand, derived))
        x, y = (a.evaluate(sizes) if a else 0.0), (b.evaluate(sizes) if b else 0.0)
        out[field] = abs(x - y) <= 1e-9 * max(abs(x), 1.0) if field in COUNTED else (x == y == 0 or (x > 0 and 0.5 <= y / x <= 2))
    return out


def _shared(loop: CpuLoop, sizes: dict[str, float]) -> list[tuple[float, float, float, bool]]:
    """The stores into lines other threads write too (stride, parallel trip, lines per iteration, chained), sorted."""
    return sorted((s.stride.evaluate(sizes), s.trip.evaluate(sizes), s.lines, s.chained) for s in loop.shared_stores)


def _reused(loop: CpuLoop, sizes: dict[str, float]) -> list[float]:
    """The reuse distance of each contiguous access reused sooner than the loop's footprint, ascending."""
    return sorted(distance.evaluate(sizes) for accesses, distance in loop.reused for _ in range(int(accesses.evaluate(sizes))))


def print_counts(counts: list[dict[str, bool]]) -> None:
    if not counts:
        return
    parts = [f"{field} {sum(c[field] for c in counts)}/{len(counts)}"
             for field in (*COUNTED, "reused", *SIZED, "stride_footprint_shape", "shared_stores")]
    print("  beyond the three classes (counts equal at the default dataset; bytes within 2x; walk shapes equal):")
    print("    " + ", ".join(parts))


def print_table(rows: list, show_why: bool) -> None:
    header = ("kernel", "loop", "where", "derived", "simd hand/src", "chain hand/src", "strided hand/src", "agree")
    lines = [header]
    for hand, found, expected, got in rows:
        where = f"{'l' if hand.file == 'polybench.c' else 'h'}.{hand.line}"
        if found is not None and not found.line <= hand.line <= found.last_line:
            where += f" (loop at {found.line})"
        if got is None:
            lines.append((hand.kernel, hand.loop.name, where, "(none)", "", "", "", "no"))
            continue
        agree = expected == got
        note = KNOWN.get((hand.kernel, hand.loop.name), "")
        lines.append((hand.kernel, hand.loop.name, where, found.loop.name,
                      f"{yes(expected[0])}/{yes(got[0])}", f"{chain_text(expected[1])}/{chain_text(got[1])}",
                      f"{yes(expected[2])}/{yes(got[2])}", "yes" if agree else "NO" + (f" ({note})" if note else "")))
        if show_why and found.why:
            lines += [("", "", "", f"  why: {why}", "", "", "", "") for why in found.why]
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(line, widths)).rstrip())


def yes(flag: bool) -> str:
    return "y" if flag else "n"


def print_extras(extras: list) -> None:
    if not extras:
        return
    print(f"\nderived loops without a hand-written entry ({len(extras)}, not scored):")
    for kernel, derived in extras:
        loop = derived.loop
        print(f"  {kernel:15} {loop.name:12} {Path(derived.file).name}:{derived.line}  iterations {loop.iterations.source}, threads "
              f"{'all' if loop.threads is None else loop.threads}, simd {yes(loop.simd)}")


def summary(rows: list) -> int:
    total = len(rows)
    if not total:
        print("no loops compared")
        return 1
    scored = [(expected, got) for _, _, expected, got in rows]
    per_class = [sum(1 for e, g in scored if g is not None and e[i] == g[i]) for i in range(3)]
    all_three = sum(1 for e, g in scored if e == g)
    print(f"\n{total} hand-written loops in {len({r[0].kernel for r in rows})} kernels; derived from source and matched: "
          f"{sum(1 for _, g in scored if g is not None)}")
    for name, count in zip(("vectorisation (simd)", "chain (ops with nonzero counts)", "stride class (strided or not)"), per_class):
        print(f"  {name:34} {count}/{total} = {100 * count / total:.1f} %")
    print(f"  {'all three':34} {all_three}/{total} = {100 * all_three / total:.1f} %")
    return 0 if all_three >= 0.9 * total else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", help="one kernel of workloads/polybench.yaml")
    parser.add_argument("--show-why", action="store_true", help="print why each derived loop is not vectorised")
    args = parser.parse_args(argv)
    return compare(args.kernel, args.show_why)


if __name__ == "__main__":
    sys.exit(main())

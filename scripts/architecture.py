"""The package structure as the code has it: every module's imports (read with ``ast``), collapsed to packages.

    python scripts/architecture.py                  # the packages by layer, their imports, and any broken rule
    python scripts/architecture.py --write          # redraw docs/img/architecture.svg from the imports
    python scripts/architecture.py --check          # exit 1 where a rule is broken or the committed picture is stale

Every import counts: at the top of a module, inside a function, under ``if TYPE_CHECKING:``. A module belongs to its
*package*: the folder under ``advisor/`` it sits in (``advisor.cpu`` for ``advisor/cpu/source/nest.py``), or itself
for a module directly under ``advisor/``. The packages stand in layers (:data:`LAYERS`, bottom first); the rules
(``tests/test_architecture.py`` runs them):

* no circle of imports between packages, nor between modules;
* an import goes to its own layer or one below: the sides never import the core, the descriptors that compose
  them, or an interface;
* at most :data:`MAX_TOP_LEVEL_MODULES` modules directly under ``advisor/``, and a docstring in every package.

``advisor/__init__.py`` (the public API) stands above every layer and is not part of the graph.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = "advisor"
PICTURE = REPO / "docs" / "img" / "architecture.svg"
MAX_TOP_LEVEL_MODULES = 12

#: bottom first; a package imports its own layer or one below (within a layer, the circle rule alone holds)
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("foundation", ("errors", "elementwise", "files", "locations", "plugins", "layout", "schema")),
    ("on-chip time", ("onchip",)),
    ("sides", ("cpu", "gpu", "link", "energy")),
    ("descriptors", ("platform", "workload", "catalog")),
    ("core", ("core",)),
    ("interfaces", ("history", "tradeoff", "calibration", "scheduler", "cli")),
)
SIDES = LAYERS[2][1]
INTERFACES = LAYERS[-1][1]


@dataclass(frozen=True)
class Import:
    """``module`` (line ``line`` of ``path``) imports ``target``, a module of the package."""

    module: str
    target: str
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line} imports {self.target}"


def read_modules(root: Path = REPO) -> dict[str, tuple[str, str]]:
    """Dotted name -> (path relative to ``root``, source text) of every module of the package."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = (path.relative_to(root).as_posix(), path.read_text())
    return found


def imports_of(modules: Mapping[str, tuple[str, str]]) -> list[Import]:
    """Every import of one module of ``modules`` by another, wherever it stands in the code."""
    found = []
    for name, (path, text) in modules.items():
        is_package = path.endswith("__init__.py")
        for node in ast.walk(ast.parse(text, path)):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = name.split(".")[: len(name.split(".")) - node.level + (1 if is_package else 0)]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                targets = [f"{module}.{alias.name}" if f"{module}.{alias.name}" in modules else module for alias in node.names]
            else:
                continue
            for target in targets:
                while target not in modules and "." in target:
                    target = target.rsplit(".", 1)[0]
                if target in modules and target != name and target != PACKAGE:
                    found.append(Import(name, target, path, node.lineno))
    return list(dict.fromkeys(found))  # one record for ``from x import a, b``


def unit_of(module: str) -> str:
    """The package a module belongs to: ``cpu`` for ``advisor.cpu.source.nest``, ``platform`` for ``advisor.platform``."""
    return module.split(".")[1] if module != PACKAGE else PACKAGE


def layer_of(unit: str) -> int | None:
    return next((index for index, (_, units) in enumerate(LAYERS) if unit in units), None)


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The circles of ``graph``: its strongly connected components of more than one node (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def problems(modules: Mapping[str, tuple[str, str]]) -> list[str]:
    """Every broken rule of the module docstring, each naming the imports at fault; empty where all hold."""
    edges = imports_of({m: v for m, v in modules.items() if m != PACKAGE})
    found = []
    module_graph: dict[str, set[str]] = defaultdict(set)
    unit_graph: dict[str, set[str]] = defaultdict(set)
    for edge in edges:
        module_graph[edge.module].add(edge.target)
        if unit_of(edge.module) != unit_of(edge.target):
            unit_graph[unit_of(edge.module)].add(unit_of(edge.target))
    for circle in cycles(unit_graph):
        inside = [e for e in edges if unit_of(e.module) in circle and unit_of(e.target) in circle and unit_of(e.module) != unit_of(e.target)]
        upward = [e for e in inside if (layer_of(unit_of(e.target)) or 0) > (layer_of(unit_of(e.module)) or 0)]
        closing = "; ".join(map(str, upward or inside))
        found.append(f"packages import each other in a circle: {' -> '.join(circle)}; "
                     f"{'closed by the imports up the layers' if upward else 'its imports'}: {closing}")
    for circle in cycles(module_graph):
        closing = [str(e) for e in edges if e.module in circle and e.target in circle]
        found.append(f"modules import each other in a circle: {', '.join(circle)}; its imports: {'; '.join(closing)}")
    for unit in sorted({unit_of(m) for m in modules} - {PACKAGE}):
        if layer_of(unit) is None:
            found.append(f"advisor.{unit} stands in no layer of scripts/architecture.py's LAYERS")
    for edge in edges:
        low, high = layer_of(unit_of(edge.target)), layer_of(unit_of(edge.module))
        if low is not None and high is not None and low > high:
            what = "an interface" if unit_of(edge.target) in INTERFACES else f"the {LAYERS[low][0]} layer"
            found.append(f"{edge}: {LAYERS[high][0]} ({unit_of(edge.module)}) may not import {what} ({unit_of(edge.target)})")
    top_level = sorted(m for m, (path, _) in modules.items() if path.count("/") == 1)
    if len(top_level) > MAX_TOP_LEVEL_MODULES:
        found.append(f"{len(top_level)} modules directly under advisor/ (at most {MAX_TOP_LEVEL_MODULES}): {', '.join(top_level)}")
    for path, text in modules.values():
        if path.endswith("__init__.py") and ast.get_docstring(ast.parse(text)) is None:
            found.append(f"{path}: a package without a docstring saying its job and its public names")
    return found


def package_graph(modules: Mapping[str, tuple[str, str]]) -> dict[tuple[str, str], int]:
    """(package, package it imports) -> how many imports, between different packages."""
    return dict(Counter((unit_of(e.module), unit_of(e.target)) for e in imports_of({m: v for m, v in modules.items() if m != PACKAGE})
                        if unit_of(e.module) != unit_of(e.target)))


def sizes(modules: Mapping[str, tuple[str, str]]) -> dict[str, tuple[int, int]]:
    """Package -> (modules, lines)."""
    found: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for name, (_, text) in modules.items():
        if name != PACKAGE:
            found[unit_of(name)][0] += 1
            found[unit_of(name)][1] += text.count("\n")
    return {unit: (n, lines) for unit, (n, lines) in found.items()}


def svg(modules: Mapping[str, tuple[str, str]]) -> str:
    """The packages as boxes in their layers (the bottom layer at the bottom) and their imports as arrows: the structure
    only (no line counts), so that the picture changes when the structure does."""
    box_w, box_h, gap_x, gap_y, label_w, margin = 118, 40, 16, 58, 104, 24
    widest = max(len(units) for _, units in LAYERS)
    width = label_w + widest * (box_w + gap_x) + margin
    top = margin + 30  # room for the arcs between packages of the top layer
    height = top + len(LAYERS) * (box_h + gap_y) + 8
    counts = sizes(modules)
    place = {}
    for row, (_, units) in enumerate(reversed(LAYERS)):
        y = top + row * (box_h + gap_y)
        x0 = label_w + (widest - len(units)) * (box_w + gap_x) / 2
        for column, unit in enumerate(units):
            place[unit] = (x0 + column * (box_w + gap_x), y)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
           'font-family="sans-serif" font-size="12">',
           '<defs><marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
           '<path d="M0,0 L10,5 L0,10 z" fill="#666"/></marker></defs>',
           f'<rect width="{width:.0f}" height="{height:.0f}" fill="white"/>']
    for row, (layer, _) in enumerate(reversed(LAYERS)):
        y = top + row * (box_h + gap_y) + box_h / 2 + 4
        out.append(f'<text x="{margin}" y="{y:.0f}" fill="#444" font-style="italic">{layer}</text>')
    shared = {unit for _, units in LAYERS[:2] for unit in units}  # every package may use them: no arrows, a note
    for source, target in sorted(package_graph(modules)):
        if source not in place or target not in place or target in shared:
            continue
        (x1, y1), (x2, y2) = place[source], place[target]
        stroke = 'stroke="#666" stroke-opacity="0.6" stroke-width="1.2" fill="none" marker-end="url(#a)"'
        title = f"<title>{source} imports {target}</title>"
        if y1 == y2:  # within a layer: an arc above the row
            sx, ex = x1 + box_w / 2, x2 + box_w / 2
            lift = 14 + abs(ex - sx) / 9
            out.append(f'<path d="M{sx:.1f},{y1:.1f} Q{(sx + ex) / 2:.1f},{y1 - lift:.1f} {ex:.1f},{y2:.1f}" {stroke}>{title}</path>')
            continue
        start = (x1 + box_w / 2, y1 + (box_h if y2 > y1 else 0))
        end = (x2 + box_w / 2, y2 + (0 if y2 > y1 else box_h))
        out.append(f'<line x1="{start[0]:.1f}" y1="{start[1]:.1f}" x2="{end[0]:.1f}" y2="{end[1]:.1f}" {stroke}>{title}</line>')
    out.append(f'<text x="{margin}" y="{height - 6:.0f}" fill="#444" font-size="11">Arrows: a package imports another. Every '
               f'package may use the {" and ".join(layer for layer, _ in LAYERS[:2])} layers: those arrows are left out.</text>')
    for unit, (x, y) in place.items():
        n = counts.get(unit, (0, 0))[0]
        fill = "#e8f0fb" if unit in SIDES else "#fdf3e1" if unit in INTERFACES else "#f2f2f2"
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{box_w}" height="{box_h}" rx="5" fill="{fill}" stroke="#555"/>')
        out.append(f'<text x="{x + box_w / 2:.1f}" y="{y + 16:.1f}" text-anchor="middle" font-weight="bold">{unit}</text>')
        what = f"{n} modules" if n > 1 else "1 module"
        out.append(f'<text x="{x + box_w / 2:.1f}" y="{y + 31:.1f}" text-anchor="middle" fill="#555" font-size="10">{what}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def report(modules: Mapping[str, tuple[str, str]]) -> str:
    counts, graph = sizes(modules), package_graph(modules)
    lines = []
    for layer, units in reversed(LAYERS):
        lines.append(f"{layer}:")
        for unit in units:
            n, size = counts.get(unit, (0, 0))
            targets = ", ".join(f"{t} ({c})" for (s, t), c in sorted(graph.items()) if s == unit)
            lines.append(f"  {unit:<12} {n:>3} modules {size:>6} lines -> {targets or 'nothing of the package'}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--write", action="store_true", help=f"redraw {PICTURE.relative_to(REPO)}")
    action.add_argument("--check", action="store_true", help="exit 1 where a rule is broken or the picture is stale")
    args = parser.parse_args(argv)
    modules = read_modules()
    if args.write:
        PICTURE.write_text(svg(modules))
        print(f"wrote {PICTURE.relative_to(REPO)}", file=sys.stderr)
        return 0
    broken = problems(modules)
    if args.check:
        if not PICTURE.is_file() or PICTURE.read_text() != svg(modules):
            broken.append(f"{PICTURE.relative_to(REPO)} is not what the imports give now: run python scripts/architecture.py --write")
        for problem in broken:
            print(problem, file=sys.stderr)
        return 1 if broken else 0
    sys.stdout.write(report(modules))
    for problem in broken:
        print(problem, file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

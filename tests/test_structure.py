"""The shape of the code: one decision rule, models independent of the kernel predictor, no import cycles."""

import ast
import re
from pathlib import Path

import advisor

PACKAGE = Path(advisor.__file__).parent


def _modules() -> dict[str, tuple[Path, bool]]:
    """Dotted name -> (file, is a package)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _runtime_imports(tree: ast.AST):
    """Import nodes that run: those under ``if TYPE_CHECKING:`` are for type checkers only."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    return [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in skip]


def import_graph() -> dict[str, set[str]]:
    """Module -> the advisor modules it imports, lazy ones in functions included.

    ``from .models import Weights`` is an edge to the package ``advisor.models``;
    ``from .models import registry`` one to the module ``advisor.models.registry``.
    """
    modules = _modules()

    def known(name: str) -> str:
        while name not in modules and "." in name:
            name = name.rsplit(".", 1)[0]
        return name

    graph = {}
    for name, (path, is_package) in modules.items():
        edges = set()
        for node in _runtime_imports(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names if a.name.startswith("advisor")]
            else:
                base = name.split(".") if is_package else name.split(".")[:-1]
                if node.level:
                    base = base[:len(base) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                if not target.startswith("advisor"):
                    continue
                targets = [f"{target}.{a.name}" if f"{target}.{a.name}" in modules else target for a in node.names]
            edges |= {known(target) for target in targets}
        graph[name] = edges - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
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

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_there_is_no_import_cycle_among_advisor_modules():
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_model_imports_the_kernel_predictor():
    graph = import_graph()
    offenders = {m: sorted(t for t in targets if t.startswith("advisor.kernelpred"))
                 for m, targets in graph.items() if m.startswith("advisor.models")}
    assert {m: t for m, t in offenders.items() if t} == {}


def test_costs_are_compared_in_one_function_only():
    """The rule "the cheapest option, the first on a tie" is written once: advisor.decision.choose."""
    comparison = re.compile(r"cost\w*(\[[^]]*\])?\s*(<|>|<=|>=)\s|\b(min|max|sorted)\(.*cost.*key=")
    hits = []
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if comparison.search(code) and not code.strip().startswith(("'", '"', "``")):
                hits.append((path.relative_to(PACKAGE.parent).as_posix(), number))
    source = (PACKAGE / "decision.py").read_text().splitlines()
    start = next(i for i, line in enumerate(source, 1) if line.startswith("def choose("))
    end = next(i for i, line in enumerate(source, 1) if i > start and line.startswith(("def ", "class ", "@")))
    assert hits and all(path == "advisor/decision.py" and start < line < end for path, line in hits), hits


def test_every_noqa_names_its_rule_and_says_why():
    noqa = re.compile(r"#\s*noqa\b(?P<rest>.*)$")
    bare = []
    for folder in ("advisor", "tests", "benchmarks", "scripts", "validation"):
        for path in (PACKAGE.parent / folder).rglob("*.py"):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                found = noqa.search(line)
                if found and not re.match(r":\s*[A-Z]+[0-9]+(,\s*[A-Z]+[0-9]+)*\s+-\s+\S", found["rest"]):
                    bare.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    assert bare == []

"""The shape of the code: one decision rule, and every ``noqa`` says why (the packages and their imports: test_architecture.py)."""

import re
from pathlib import Path

import advisor

PACKAGE = Path(advisor.__file__).parent


def test_costs_are_compared_in_one_function_only():
    """The rule "the cheapest option, the first on a tie" is written once: advisor.core.decision.choose."""
    comparison = re.compile(r"cost\w*(\[[^]]*\])?\s*(<|>|<=|>=)\s|\b(min|max|sorted)\(.*cost.*key=")
    hits = []
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if comparison.search(code) and not code.strip().startswith(("'", '"', "``")):
                hits.append((path.relative_to(PACKAGE.parent).as_posix(), number))
    source = (PACKAGE / "core" / "decision.py").read_text().splitlines()
    start = next(i for i, line in enumerate(source, 1) if line.startswith("def choose("))
    end = next(i for i, line in enumerate(source, 1) if i > start and line.startswith(("def ", "class ", "@")))
    assert hits and all(path == "advisor/core/decision.py" and start < line < end for path, line in hits), hits


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

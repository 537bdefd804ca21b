"""The OpenMP pragmas of C source as the loop analysis reads them, and what it does not model.

The analysis honours what shares a loop nest among threads [openmp52]: ``parallel`` (a team),
``for`` (the iterations shared, ``nowait``, ``schedule(kind[, chunk])``, ``collapse(n)`` over a
rectangular nest), ``simd``, the data-sharing clauses (``private``, ``firstprivate``,
``lastprivate``, ``reduction``, ``shared``, ``default``) and ``num_threads(n)`` with a constant
``n``. The loops of a ``single``, ``master`` or ``masked`` block run on one thread, as the analysis
counts any loop not shared by an ``omp for``. ``critical`` and ``atomic`` are priced in part (the
statements they hold: :mod:`.body`, :mod:`advisor.cpu.sharing`). Those two and every other directive
or clause are named in the answer's notes with what the model prices (:func:`unmodelled`): a
construct read and not priced whole is said, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MODELLED_WORDS = frozenset({"parallel", "for", "simd", "nowait", "single", "master", "masked"})
MODELLED_CLAUSES = frozenset({"private", "firstprivate", "lastprivate", "reduction", "shared", "default", "schedule", "collapse",
                              "num_threads", "linear", "aligned", "safelen", "simdlen", "nontemporal"})
# What the model does where a directive asks for more (the first of a pragma's words found here explains it)
DIRECTIVES = {
    "atomic": "each update is a locked read-modify-write: kept in memory and on the loop's carried path, with a line "
              "transfer where other threads write the line; the locked instruction's own latency is not priced",
    "critical": "its block runs one thread at a time: each entry priced as two line transfers (the lock's and its data's), "
                "the team's entries in series; the block's own work is priced on every thread at once",
    "ordered": "its block runs in iteration order, one thread at a time; priced as if the threads did not wait",
    "barrier": "an explicit barrier: not counted (the implicit ones of `omp for` are)",
    "task": "tasks are not modelled: their loops are priced where they stand in the code",
    "taskloop": "tasks are not modelled: the loop is priced on one thread",
    "sections": "sections are not modelled: their loops are priced one after another",
    "target": "offload constructs are not modelled: the loops are priced on the host's cores",
    "teams": "offload constructs are not modelled: the loops are priced on the host's cores",
    "distribute": "offload constructs are not modelled: the loops are priced on the host's cores",
    "loop": "the `loop` construct is not modelled: its loop is priced on one thread",
}
CLAUSES = {
    "if": "the region may run on one thread when its condition is false; priced on the whole team",
    "proc_bind": "thread placement is not modelled (threads fill the cores first, then their SMT siblings)",
    "num_threads": "a team size that is not a constant: priced on the implementation's threads",
    "ordered": "ordered iterations are not modelled: priced as if the threads did not wait for each other",
}


@dataclass(frozen=True)
class Pragma:
    """One ``#pragma omp`` line: its directive words and what its clauses say."""

    text: str  # as written, after ``#pragma``
    words: frozenset[str]  # directive words and clauses without arguments: parallel, for, simd, nowait ...
    clauses: frozenset[str]  # the clauses with arguments, by name
    names: frozenset[str]  # private / reduction / firstprivate / lastprivate variables
    schedule: str = "static"  # schedule(kind): static (OpenMP's default in GCC and LLVM), dynamic, guided ...
    chunk: str | None = None  # schedule(kind, chunk): the chunk size as written
    collapse: int = 1  # collapse(n): the loops whose iterations form one shared space
    num_threads: int | None = None  # num_threads(n) with a constant n
    sections: tuple[tuple[str, str], ...] = ()  # reduction(op: y[lower:length]): (array, length as written)


def parse_pragma(text: str) -> Pragma | None:
    """An ``omp`` pragma's words and clauses; None for other pragmas.

    >>> p = parse_pragma("omp parallel for schedule(static, 4) collapse(2) reduction(+: s)")
    >>> sorted(p.words), p.schedule, p.chunk, p.collapse, sorted(p.names)
    (['for', 'parallel'], 'static', '4', 2, ['s'])
    """
    words = text.split()
    if not words or words[0] != "omp":
        return None
    directive, clauses, names, sections = set(), set(), set(), []
    schedule, chunk, collapse, num_threads = "static", None, 1, None
    for match in re.finditer(r"(\w+)\s*(\((?:[^()]|\([^()]*\))*\))?", text[len("omp"):].strip()):
        word, clause = match[1], match[2]
        if clause is None:
            directive.add(word)
            continue
        clauses.add(word)
        inside = clause[1:-1].strip()
        if word in ("private", "firstprivate", "lastprivate", "reduction"):
            items = inside.split(":", 1)[-1] if word == "reduction" else inside
            names |= {re.sub(r"\[.*", "", item).strip() for item in items.split(",") if item.strip()}
            if word == "reduction":
                sections += [(m[1], m[2].strip()) for m in re.finditer(r"(\w+)\s*\[[^:\]]*:([^\]]+)\]", items)]
        elif word == "schedule":
            kind, _, size = inside.partition(",")
            schedule = kind.split(":")[-1].strip() or "static"
            chunk = size.strip() or None
        elif word == "collapse" and inside.isdigit():
            collapse = max(1, int(inside))
        elif word == "num_threads" and inside.isdigit() and int(inside) > 0:
            num_threads = int(inside)
    return Pragma(text, frozenset(directive), frozenset(clauses), frozenset(names), schedule, chunk, collapse, num_threads,
                  tuple(sections))


def unmodelled(pragma: Pragma) -> tuple[str, ...]:
    """What of ``pragma`` the model does not price, each with what it does instead (empty: all of it is modelled).

    >>> unmodelled(parse_pragma("omp parallel for schedule(dynamic, 8)"))
    ()
    >>> unmodelled(parse_pragma("omp atomic update"))[0].split(":")[0]
    'each update is a locked read-modify-write'
    """
    said = []
    extra = pragma.words - MODELLED_WORDS
    if extra:
        known = [word for word in DIRECTIVES if word in extra]
        said.append(DIRECTIVES[known[0]] if known else f"`{' '.join(sorted(extra))}` is not modelled")
    clauses = set(pragma.clauses - MODELLED_CLAUSES)
    if "num_threads" in pragma.clauses and pragma.num_threads is None:
        clauses.add("num_threads")
    said += [f"`{clause}`: " + CLAUSES.get(clause, "not modelled") for clause in sorted(clauses)]
    return tuple(said)

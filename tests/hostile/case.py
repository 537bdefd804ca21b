"""One hostile case (:class:`Case`) and the ways it may end (:func:`verdict`).

Every case, written by hand (:mod:`.cases`) or generated from the commands (:mod:`.generate`), ends in one of:

``result``
    exit status 0 (a command that reached its measurement, which the suite does not run, counts as a result: its
    input was taken; :mod:`.forkserver`);
``refuse``
    exit status 2 and one line ``error: ...`` on stderr, the last, naming one of :attr:`Case.names` (the file,
    field, option or variable); nothing on stdout: a refusal comes before any answer, and before the work whose
    output it would have spoiled;
``warn``
    exit status 0 and one of :attr:`Case.names` in a line of stderr (what the command could do without is said,
    never silenced);
``answer``
    exit status 0 and one of :attr:`Case.names` on stdout (``serve``'s error object for a bad request);
``serve``
    ``serve``'s promise for a stream of requests: exit status 0, one JSON object per request line, in order, an
    ``error`` (naming the line) for each bad one, and the server still up at the end (the last request, a ping,
    answered).

Never a traceback, another exit status, or a hang (a case that does not end within the runner's timeout).
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field

OUTCOMES = ("result", "refuse", "warn", "answer", "serve")
MAX_ERROR_CHARS = 400  # an error line longer than this buries what it says (a value echoed in full, a 300-digit number)


@dataclass(frozen=True)
class Case:
    cause: str  # what the case reproduces (an issue's cause, or the kind of hostile value it was generated from)
    args: tuple[str, ...]  # the command line, with {placeholders} of the workspace (:func:`.workspace.build`)
    expect: frozenset[str]  # the outcomes allowed (:data:`OUTCOMES`)
    names: tuple[str, ...] = ()  # a refusal, warning or answer names one of these
    env: Mapping[str, str | None] = field(default_factory=dict)  # None: the variable unset
    stdin: str = ""  # what standard input holds (text, latin-1 for bytes)
    stdin_from: str = ""  # a path standard input is opened from instead ("/dev/zero"), or "closed"
    stdout: str = "pipe"  # "pipe", "full" (/dev/full) or "closed"
    label: str = ""  # what the case is, where its arguments do not say it (a mutation of a file's content)
    max_error_chars: int = MAX_ERROR_CHARS

    def __post_init__(self) -> None:
        assert self.expect and self.expect <= set(OUTCOMES), self
        assert self.stdout in ("pipe", "full", "closed"), self

    @property
    def name(self) -> str:
        shown = shlex.join(a if len(a) <= 60 else f"{a[:40]}...({len(a)} chars)" for a in self.args)
        extra = "".join(f" {k}={v!r}" if v is not None else f" -{k}" for k, v in self.env.items())
        fed = f" < {self.stdin_from}" if self.stdin_from else f" <<< {len(self.stdin)} chars" if self.stdin else ""
        out = f" >{self.stdout}" if self.stdout != "pipe" else ""
        return f"{self.cause}: advisor {shown}{fed}{out}{extra}{f' [{self.label}]' if self.label else ''}"


def verdict(case: Case, status: int | None, out: str, err: str, work: str = "") -> str | None:
    """What is wrong with how the advisor ended ``case`` (None: as it may); ``status`` None: it did not end in time;
    ``work``: the measurement it reached (the suite stops it there)."""
    if status is None:
        return "hang"
    if "Traceback (most recent call last)" in err or "Exception ignored" in err:
        return f"traceback: {err.strip()[-600:]!r}"
    if status not in (0, 2):
        return f"exit status {status}: {err.strip()[-300:]!r}"
    if status == 2:
        return _refusal(case, out, err) if "refuse" in case.expect else f"refused ({_last(err)!r}); expected {_expected(case)}"
    if work:
        return None if "result" in case.expect else f"went on to {work}; expected {_expected(case)}"
    allowed = sorted(case.expect - {"refuse"})
    if not allowed:
        return f"exit status 0 (stderr {err.strip()[-200:]!r}); expected {_expected(case)}"
    problems = [_CHECKS[outcome](case, out, err) for outcome in allowed]
    return None if any(problem is None for problem in problems) else "; ".join(str(p) for p in problems)


def _expected(case: Case) -> str:
    return " or ".join(sorted(case.expect)) + (f" naming one of {list(case.names)}" if case.names else "")


def _last(err: str) -> str:
    lines = err.strip().splitlines()
    return lines[-1] if lines else ""


def _named(case: Case, text: str) -> bool:
    return not case.names or any(name in text for name in case.names)


def _refusal(case: Case, out: str, err: str) -> str | None:
    errors = [line for line in err.splitlines() if line.startswith("error: ")]
    if len(errors) != 1 or not err.rstrip("\n").endswith(errors[0]):
        return f"not one error line at the end: {err[-600:]!r}"
    if not _named(case, errors[0]):
        return f"the refusal names none of {list(case.names)}: {errors[0][:300]!r}"
    if out:
        return f"refused after writing to stdout: {out[:80]!r}"
    if len(errors[0]) > case.max_error_chars:
        return f"an error line of {len(errors[0])} characters"
    return None


def _result(case: Case, out: str, err: str) -> str | None:
    return None


def _warning(case: Case, out: str, err: str) -> str | None:
    return None if any(_named(case, line) for line in err.splitlines()) else f"none of {list(case.names)} said on stderr: {err[-300:]!r}"


def _answer(case: Case, out: str, err: str) -> str | None:
    return None if _named(case, out) else f"none of {list(case.names)} in the answer: {out[-300:]!r}"


def _serve(case: Case, out: str, err: str) -> str | None:
    """One JSON object per request line; an error naming its line for each bad one; the last (a ping) answered."""
    requests = [line for line in case.stdin.splitlines() if line.strip()]
    try:
        answers = [json.loads(line) for line in out.splitlines()]
    except ValueError:
        return f"an answer that is not JSON: {out[-300:]!r}"
    if len(answers) != len(requests):
        return f"{len(answers)} answer(s) to {len(requests)} request line(s)"
    if not all(isinstance(a, dict) for a in answers):
        return "an answer that is not a JSON object"
    if answers and "pong" not in answers[-1]:
        return f"the last request, a ping, not answered: {answers[-1]!r}"
    errors = [a for a in answers if "error" in a]
    if any(not str(a["error"]).startswith("line ") for a in errors):
        return f"an error that names no line: {errors!r}"
    return None if not case.names or any(_named(case, str(a.get("error", ""))) for a in errors) else \
        f"no error names one of {list(case.names)}: {answers!r}"[:400]


_CHECKS = {"result": _result, "warn": _warning, "answer": _answer, "serve": _serve}

"""The small C preprocessor run before pycparser (which has none): one output line per input line.

Preprocessing (documented, deliberately small): comments are removed and
lines keep their numbers; ``#include <...>`` is dropped; ``#include "x.h"`` is
read in from beside the file (errors then name ``x.h`` and its line);
object-like ``#define`` constants are substituted, except those named like a
size of the kernel (``#define N 4000`` leaves ``N`` as the parameter);
function-like macros are expanded (no ``#`` or ``##``), except that a *bracket*
macro, one whose body opens braces that another closes (a timing harness's
``BENCH_BEGIN(...) { ... } BENCH_END(...)``), is replaced by its unmatched
braces only, so what it wraps is analysed as run once per call and its
repetition loop is left out (with a note); each brace it opens starts with the
statement ``__advisor_timed__;``, which marks the timed code (a function with such
a bracket has the calls of its timed code followed, not those of its set-up). ``#if``/``#ifdef`` blocks are
evaluated with ``_OPENMP`` defined (the code is read as compiled with
``-fopenmp``); ``#pragma`` lines are passed to pycparser, which keeps them as
nodes. Library types (``size_t``, ``int64_t``, ...) get a typedef when the file
does not declare them.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import DescriptorError
from ...files import Unreadable, read_bounded
from .errors import SourceUnanalysable

TIMED_MARK = "__advisor_timed__"  # a statement opening what a bracket macro wraps (calls are followed only there)
MAX_SOURCE_BYTES = 4 * 2**20
MAX_INCLUDE_DEPTH = 8
MAX_MACRO_DEPTH = 64
PREDEFINED = {"_OPENMP": "201511", "__STDC__": "1", "__STDC_VERSION__": "201112L"}
LIBRARY_TYPES = {
    "size_t": "unsigned long", "ssize_t": "long", "ptrdiff_t": "long", "intptr_t": "long", "uintptr_t": "unsigned long",
    "int8_t": "signed char", "int16_t": "short", "int32_t": "int", "int64_t": "long", "uint8_t": "unsigned char",
    "uint16_t": "unsigned short", "uint32_t": "unsigned int", "uint64_t": "unsigned long", "bool": "_Bool",
    "FILE": "struct _IO_FILE", "time_t": "long", "clock_t": "long", "off_t": "long", "wchar_t": "int",
}

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
    """The file's text, read bounded: a FIFO or a device is refused before it is read (it would block, or never end),
    a file longer than C sources may be is not analysed."""
    try:
        return read_bounded(path, MAX_SOURCE_BYTES, "C source").decode("utf-8", errors="replace")
    except Unreadable as exc:
        if exc.size_bytes is not None:  # a regular file, only too long: the roofline times its CPU side, with a note
            raise SourceUnanalysable(shown, "", f"file {exc.strerror}") from None
        raise DescriptorError(shown, "", exc.strerror) from None
    except OSError as exc:
        raise DescriptorError(shown, "", exc.strerror or str(exc)) from None


def _strip_comments(text: str, shown: str) -> str:
    """Comments become a space (their newlines kept, so lines keep their numbers); literals stay."""
    unclosed = re.search(r"/\*(?!.*?\*/)", text, re.DOTALL)
    if unclosed:
        line = text[:unclosed.start()].count("\n") + 1
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
    return None if not opens and not closes else " ".join(["}"] * closes + [f"{{ {TIMED_MARK};"] * opens)


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
        self.tokens = re.findall(r"0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|[A-Za-z_]\w*|&&|\|\||[=!<>]=|[-+*/%()<>!~]|\S", text)
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
        if re.match(r"\d", token):
            return c_integer(token)
        if re.match(r"[A-Za-z_]", token):
            return 0
        raise ValueError(f"unexpected {token!r}")


def c_integer(text: str) -> int:
    """A C integer literal: decimal, hex (``0x10``) or octal (``010``), suffixes ``u``/``l`` ignored.

    >>> c_integer("0x10"), c_integer("010"), c_integer("42UL"), c_integer("0")
    (16, 8, 42, 0)
    """
    digits = text.rstrip("uUlL")
    return int(digits, 8) if re.match(r"0\d", digits) else int(digits, 0)


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

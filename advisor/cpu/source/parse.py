"""A C file as pycparser's syntax tree, preprocessed and cached; parse errors name the file and the line."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

from pycparser import c_ast, c_parser

from ...errors import DescriptorError
from .errors import SourceUnanalysable
from .preprocessor import MAX_INCLUDE_DEPTH, preprocess


def _parse(path: Path, shown: str, names: frozenset[str]) -> tuple[c_ast.FileAST, tuple[str, ...]]:
    """The parsed file, cached by content stamp; the size names matter only where the file #defines one."""
    stat = _stat(path, shown)
    return _parse_cached(str(path), shown, names & _defined_names(path), stat.st_mtime_ns, stat.st_size)


def _defined_names(path: Path, depth: int = 0) -> frozenset[str]:
    """Every name the file (and the quoted headers it includes) #defines, read cheaply."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return frozenset()
    names = set(re.findall(r"^\s*#\s*define\s+([A-Za-z_]\w*)", text, re.MULTILINE))
    if depth < MAX_INCLUDE_DEPTH:
        for header in re.findall(r'^\s*#\s*include\s*"([^"]+)"', text, re.MULTILINE):
            names |= _defined_names(path.parent / header, depth + 1)
    return frozenset(names)


def _stat(path: Path, shown: str) -> os.stat_result:
    try:
        return path.stat()
    except OSError as exc:
        raise DescriptorError(shown, "", exc.strerror or str(exc)) from None


@lru_cache(maxsize=32)
def _parse_cached(path: str, shown: str, names: frozenset[str], _mtime_ns: int, _size: int) -> tuple[c_ast.FileAST, tuple[str, ...]]:
    text, brackets = preprocess(Path(path), shown, names)
    parser = c_parser.CParser()
    try:
        return parser.parse(text, shown), brackets
    except c_parser.ParseError as exc:
        raise _parse_error(str(exc), parser, shown) from None
    except (RecursionError, AssertionError, IndexError, TypeError, ValueError) as exc:
        raise SourceUnanalysable(shown, "", f"cannot be parsed as C ({type(exc).__name__})") from None


def _parse_error(message: str, parser: c_parser.CParser, shown: str) -> SourceUnanalysable:
    """pycparser's message (``file:line:col: before: x``, or ``file: message``) as an error naming file and line."""
    match = re.match(r"^(.*?):(\d+):(?:\d+:)?\s*(.*)$", message)
    if match:
        return SourceUnanalysable(match[1], f"line {match[2]}", f"cannot be parsed as C ({match[3]})")
    lexer = getattr(parser, "clex", None)
    line = getattr(lexer, "lineno", None) or getattr(lexer, "_lineno", None) or getattr(getattr(lexer, "lexer", None), "lineno", None)
    file, _, problem = message.partition(": ")
    return SourceUnanalysable(file or shown, f"line {line}" if line else "", f"cannot be parsed as C ({problem or message})")

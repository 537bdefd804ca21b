"""Reading descriptor YAML safely, and walking it with the field path in hand.

Every descriptor goes through :func:`load_yaml` (``yaml.safe_load`` only, size
capped) and is then read through :class:`Fields`, which knows the file and the
dotted path of the mapping it wraps. Any problem becomes a
:class:`~advisor.errors.DescriptorError` that names both, and unknown keys are
errors too: a misspelt ``memroy_bandwidth`` must not be silently ignored.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

import yaml

from ..errors import DescriptorError
from ..files import Unreadable, oserror_text, read_bounded
from . import yamlcache
from .expr import Expression, ExpressionError, compile_expression
from .units import UnitError, parse_quantity

MAX_FILE_BYTES = 2**20  # the largest catalog descriptor is 63 kB; a bigger file is refused before it is parsed

try:  # libyaml is ~10x faster; fall back to the pure-Python loader
    _Base = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Base = yaml.SafeLoader


class _Loader(_Base):
    """The safe loader, refusing a mapping that gives one key twice (YAML would keep the last silently)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
            except TypeError:  # an unhashable key: the base class says so
                break
            if duplicate:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


_SCIENTIFIC = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$")


def as_number(value: Any) -> float | None:
    """A number given as such, or as YAML 1.1 reads ``1e6`` (text: PyYAML wants ``1.0e+6``); None otherwise."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str) and _SCIENTIFIC.match(value.strip()):
        return float(value)
    return None


def printable_problem(text: str) -> str | None:
    """What makes ``text`` unfit for a name shown in tables and on terminals (None: nothing)."""
    if text.isprintable():  # the common case, at C speed: every task's names go through here
        return None
    bad = next(c for c in text if not c.isprintable())
    return f"contains the control character {bad!r}"

T = TypeVar("T")


def load_yaml(path: str | os.PathLike[str]) -> Any:
    """Parse a YAML file with the safe loader; errors name the file."""
    path = Path(path)
    try:  # looked at before it is read (a FIFO would wait for a writer, /dev/zero never end), and read no further than the cap
        text = read_bounded(path, MAX_FILE_BYTES, "descriptor")
    except Unreadable as exc:
        raise DescriptorError(str(path), "", f"file {exc.strerror}" if exc.size_bytes is not None else exc.strerror) from None
    except OSError as exc:
        raise DescriptorError(str(path), "", oserror_text(exc)) from None
    key = yamlcache.entry_key(text, _Base.__name__)  # parsed once per content, then read back (advisor.schema.yamlcache)
    data = yamlcache.load(key)
    if not yamlcache.missing(data):
        return data
    try:
        data = yaml.load(text, Loader=_Loader)  # _Loader is a SafeLoader: no Python objects from user text
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DescriptorError(str(path), "(yaml)", f"{where}{problem}") from None
    except (RecursionError, MemoryError, UnicodeDecodeError, ValueError) as exc:
        raise DescriptorError(str(path), "(yaml)", f"cannot be parsed: {type(exc).__name__}") from None
    yamlcache.store(key, data, len(text))
    return data


class Fields:
    """A mapping from a descriptor, with its file and path, and typed getters."""

    def __init__(self, data: Any, file: str, path: str = ""):
        if not isinstance(data, Mapping):
            raise DescriptorError(file, path or "(top level)", f"expected a mapping, got {_kind(data)}")
        for key in data:
            if not isinstance(key, str):
                raise DescriptorError(file, path or "(top level)", f"key {key!r} is not a string")
        self.data = data
        self.file = file
        self.path = path
        self._seen: set[str] = set()

    # -- navigation ---------------------------------------------------------
    def sub(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def error(self, key: str | None, message: str) -> DescriptorError:
        return DescriptorError(self.file, self.sub(key) if key else (self.path or "(top level)"), message)

    def has(self, key: str) -> bool:
        return key in self.data and self.data[key] is not None

    def raw(self, key: str, default: Any = None, required: bool = False) -> Any:
        self._seen.add(key)
        if key not in self.data or self.data[key] is None:
            if required:
                raise self.error(key, "missing")
            return default
        return self.data[key]

    def mapping(self, key: str, required: bool = True) -> Fields | None:
        value = self.raw(key, required=required)
        if value is None:
            return None
        return Fields(value, self.file, self.sub(key))

    def items(self, key: str, required: bool = True) -> Iterator[tuple[str, Any]]:
        fields = self.mapping(key, required=required)
        if fields is None:
            return iter(())
        fields._seen.update(fields.data)
        return iter(fields.data.items())

    def list(self, key: str, required: bool = True) -> list[Any]:
        value = self.raw(key, required=required)
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.error(key, f"expected a list, got {_kind(value)}")
        return value

    def done(self) -> None:
        """Refuse keys nobody asked for (typos, fields of another schema)."""
        unknown = sorted(set(self.data) - self._seen)
        if unknown:
            raise self.error(unknown[0], "unknown field" + (f" (also: {', '.join(unknown[1:])})" if len(unknown) > 1 else ""))

    # -- typed values -------------------------------------------------------
    def text(self, key: str, default: str | None = None, required: bool = True) -> str:
        value = self.raw(key, required=required and default is None)
        if value is None:
            return default  # type: ignore[return-value]
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise self.error(key, f"expected text, got {_kind(value)}")
        problem = printable_problem(str(value).replace("\n", " "))  # line breaks in a description are fine
        if problem:
            raise self.error(key, problem)
        return str(value)

    def name(self, key: str) -> str:
        """A required name: non-empty text on one line, printable characters only."""
        value = self.text(key)
        check_name(self, key, value)
        return value

    def boolean(self, key: str, default: bool | None) -> bool | None:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.error(key, f"expected true or false, got {value!r}")
        return value

    def count(self, key: str, default: int | None = None, minimum: int = 1, maximum: int | None = None) -> int:
        value = self.raw(key, required=default is None)
        if value is None:
            return default  # type: ignore[return-value]
        number = as_number(value)
        if number is None or not number.is_integer():
            raise self.error(key, f"expected a whole number, got {value!r}")
        if number < minimum:
            raise self.error(key, f"must be at least {minimum}, got {number:g}")
        if maximum is not None and number > maximum:
            raise self.error(key, f"{number:g} is more than any machine has (at most {maximum})")
        return int(number)

    def number(self, key: str, default: float | None = None, minimum: float = 0.0, positive: bool = True) -> float:
        value = self.raw(key, required=default is None)
        if value is None:
            return default  # type: ignore[return-value]
        number = as_number(value)
        if number is None:
            raise self.error(key, f"expected a number, got {value!r}")
        return _check_number(self, key, number, minimum, positive)

    def quantity(self, key: str, dimension: str, default: float | None = None, positive: bool = True) -> float:
        value = self.raw(key, required=default is None)
        if value is None:
            return default  # type: ignore[return-value]
        try:
            parsed = parse_quantity(value, dimension)
        except UnitError as exc:
            raise self.error(key, str(exc)) from None
        return _check_number(self, key, parsed, 0.0, positive)

    def expression(self, key: str, names: frozenset[str], default: object = None) -> Expression | None:
        value = self.raw(key, required=False)
        if value is None:
            value = default
        if value is None:
            return None
        return self.compile(key, value, names)

    def compile(self, key: str, value: object, names: frozenset[str]) -> Expression:
        try:
            return compile_expression(value, names)
        except ExpressionError as exc:
            raise self.error(key, str(exc)) from None

    def expect_schema(self, schema: str) -> None:
        """Refuse a descriptor of another kind or version."""
        found = self.text("schema")
        if found != schema:
            raise self.error("schema", f"expected {schema!r}, got {found!r}")

    def choice(self, key: str, options: tuple[str, ...], default: str | None = None) -> str:
        value = self.text(key, default=default)
        if value not in options:
            raise self.error(key, f"{value!r} is not one of {', '.join(options)}")
        return value


class SourcedFields(Fields):
    """Fields whose values cite a source: ``{value: X, source: id}`` or the ``source`` of an enclosing block.

    Each value read is recorded in ``record`` (field path -> source id); a value that
    needs a source (:meth:`needs_source`) and has none is refused. ``root`` is cut from
    the recorded paths, for files whose fields live under one top-level key.
    """

    def __init__(self, data: Any, file: str, path: str, record: dict[str, str], default_source: str | None, root: str = ""):
        super().__init__(data, file, path)
        self.record, self.root = record, root
        self.default_source = self.data.get("source", default_source)
        self._seen.add("source")
        if self.default_source is not None and not isinstance(self.default_source, str):
            raise self.error("source", "expected a source id (a key of the top-level 'sources')")

    def needs_source(self, value: Any) -> bool:
        """Every value, true/false facts included; a subclass may exempt some (e.g. names)."""
        return value is not None and not isinstance(value, Mapping)

    def raw(self, key: str, default: Any = None, required: bool = False) -> Any:
        value = super().raw(key, default, required)
        source = self.default_source
        if isinstance(value, Mapping) and "value" in value:
            extra = set(value) - {"value", "source", "note"}
            if extra:
                raise self.error(key, f"unknown field {min(extra)!r} beside value/source")
            source = value.get("source", source)
            if not isinstance(source, str):
                raise self.error(f"{key}.source", "expected a source id")
            value = value["value"]
            if value is None:
                raise self.error(f"{key}.value", "is empty")
        if key in self.data and self.needs_source(value):
            if source is None:
                raise self.error(key, "has no provenance: add 'source' to the block or write {value: ..., source: ...}")
            path = self.sub(key)
            self.record[path[len(self.root) + 1:] if self.root else path] = source
        return value

    def child(self, data: Any, path: str) -> SourcedFields:
        """A nested mapping (a block or a list entry) that inherits this one's source."""
        return type(self)(data, self.file, path, self.record, self.default_source, self.root)

    def block(self, key: str, required: bool = True) -> SourcedFields | None:
        value = Fields.raw(self, key, required=required)
        return None if value is None else self.child(value, self.sub(key))


def name_problem(value: str) -> str | None:
    """What makes ``value`` unfit for a name: empty, or control characters (a line break) that reach tables and terminals."""
    return "is empty" if not value.strip() else printable_problem(value)


def check_name(fields: Fields, key: str, value: str) -> None:
    """Refuse an empty name, one on several lines, or one with control characters (:func:`name_problem`)."""
    problem = name_problem(value)
    if problem:
        raise fields.error(key, problem)


def _check_number(fields: Fields, key: str, value: float, minimum: float, positive: bool) -> float:
    if not math.isfinite(value):
        raise fields.error(key, "must be finite")
    if positive and value <= 0:
        raise fields.error(key, f"must be positive, got {value:g}")
    if value < minimum:
        raise fields.error(key, f"must be at least {minimum:g}, got {value:g}")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "text", bool: "a boolean", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )


def parse_with(fields: Fields, key: str, parse: Callable[[Fields], T]) -> T:
    """Parse a required sub-mapping with ``parse`` and check it has no unknown keys."""
    sub = fields.mapping(key)
    assert sub is not None
    result = parse(sub)
    sub.done()
    return result

"""The hostile suite generated from the commands themselves (issue #45).

Nobody writes these cases one by one: they are derived, each time the suite runs, from

* **the command tree** (:func:`commands`: click's group walked, every command loaded as ``advisor`` loads it). Every
  option and argument gets the hostile values of its kind (:func:`kind_of`: a path, a directory, a number and its range,
  a choice, a NAME=VALUE pair, a list, a LOW:HIGH range, a launch's X,Y,Z, a flag, text), given on a cheap invocation of
  its command that is otherwise good (:data:`BASES`), and once without its value; every command runs with its standard
  output full and closed and its standard input closed. A new option is covered the day it is declared;
* **the formats the advisor reads** (:func:`content_cases`): platform, workload and task YAML (the file mangled as a
  whole, and every number in it set to 1e308, 0, -1 and NaN), history databases, both kinds of ``validate --from-csv``
  table, ``predict-kernel --validate`` tables, C sources (a workload's ``cpu_source``, ``--openmp-source``), CUDA
  sources, and ``serve``'s JSON lines;
* **the environment variables the code reads** (:func:`environment_variables`: every ``os.environ``/``os.getenv`` read
  in ``advisor/``, found by reading the code), each given every unusable place, on the command that reads it
  (:data:`PROBES`, which must name every variable found) and on everyday commands.

What each case may end in is :mod:`.case`'s; what a kind of value must end in is said where its values are made.
:func:`not_generated` lists what the generator could not make cases for, with the reason (``--help``, ``--version``).
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import click
import yaml

from .case import MAX_ERROR_CHARS, Case
from .workspace import REPO, ROOT, csv_text, toy_platform, toy_workload

ANY = frozenset({"result", "refuse"})
REFUSE = frozenset({"refuse"})
RESULT = frozenset({"result"})
GEMM = ("--arg", "ni=64", "--arg", "nj=64", "--arg", "nk=64", "--arg", "alpha=1.5", "--arg", "beta=1.2")
PING = '{"id": 1, "op": "ping"}\n'


@dataclass(frozen=True)
class Base:
    """A cheap, good invocation of a command, on which one parameter at a time is made hostile."""

    args: tuple[str, ...]
    stdin: str = ""


#: command -> its good invocations; a parameter is made hostile on the first that gives it (else on the first). Every
#: command needs one (tests/test_hostile_generated.py::test_every_command_has_a_good_invocation_to_start_from).
BASES: dict[tuple[str, ...], tuple[Base, ...]] = {
    ("calibrate",): (Base(("calibrate", "--quick", "--cpu-only", "--name", "host", "--out", "{scratch}/measured.yaml")),),
    ("check-node",): (Base(("check-node", "--out", "{scratch}/check", "--workload", "{toyw}", "--budget-total", "60", "--cpu-only")),),
    ("fit",): (Base(("fit", "--history", "{copy:quiet.sqlite}", "--min-runs", "2", "-p", "laptop-gtx850m")),),
    ("place",): (Base(("place", "--flops", "1e9", "--precision", "fp64", "--dram-bytes", "1e6", "--h2d-bytes", "1e6", "--d2h-bytes", "1e6",
                       "--launches", "1", "--parallelism", "1e6", "--threads", "1e6", "-p", "{toy}")),
                 Base(("place", "--workload", "{toyw}", "--kernel", "axpy", "--dataset", "S", "--size", "N=2000", "-p", "{toy}")),
                 Base(("place", "{tmp}/task.yaml", "-p", "{toy}")),
                 Base(("place", "--table", "--workload", "{toyw}", "--format", "lua", "--cpu-partition", "cpu", "--gpu-partition", "gpu",
                       "-p", "{toy}"))),
    ("platforms", "list"): (Base(("platforms", "list")),),
    ("platforms", "show"): (Base(("platforms", "show", "{toy}")),),
    ("predict-kernel",): (Base(("predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", "--grid", "2,2", "--block", "32,8", *GEMM)),
                          Base(("predict-kernel", "{fixtures}/ptx/loops.cu", "-k", "param_loop", "--gpu", "dc-a100", "--grid", "2",
                                "--block", "64", "--arg", "n=4", "-D", "UNUSED=1", "-I", "{dir}", "--content", "a=1")),
                          Base(("predict-kernel", "--workload", "polybench-gpu", "-k", "gemm", "-d", "SMALL", "--gpu", "dc-a100")),
                          Base(("predict-kernel", "--validate", "{tmp}/kernel-times.csv"))),
    ("recommend",): (Base(("recommend", "{toyw}", "-p", "{toy}", "-k", "axpy", "-d", "S", "--size", "N=2000")),),
    ("serve",): (Base(("serve", "--stdio", "-p", "{toy}"), PING),),
    ("tradeoff",): (Base(("tradeoff", "{toyw}", "-p", "{toy}", "-k", "axpy", "-d", "S", "--sweep", "clock", "--size-param", "N",
                          "--out", "{scratch}/study", "--no-figures")),),
    ("validate",): (Base(("validate", "--workload", "{toyw}", "-p", "{toy}", "-k", "axpy", "-d", "S", "--no-record")),
                    Base(("validate", "--workload", "{toyw}", "-p", "{toy}", "--from-csv", "{tmp}/program-table.csv",
                          "--openmp-source", "{tmp}/openmp.c", "--html", "{scratch}/report.html"))),
    ("workloads", "list"): (Base(("workloads", "list")),),
    ("workloads", "show"): (Base(("workloads", "show", "{toyw}", "-d", "S")),),
}

#: commands whose good invocation writes nothing on stdout: they print on stderr, then reach the measurement the suite stops
STDERR_ONLY = (("calibrate",), ("check-node",), ("validate",))
#: parameters no case is generated for, and why
NOT_GENERATED = {"--help": "eager: prints the help and exits before anything is read",
                 "--version": "eager: prints the version and exits before anything is read"}


def commands() -> dict[tuple[str, ...], click.Command]:
    """Every command of ``advisor`` by its path (``("platforms", "show")``), as the CLI loads it."""
    from advisor.cli import cli

    found: dict[tuple[str, ...], click.Command] = {}

    def walk(command: click.Command, path: tuple[str, ...], context: click.Context) -> None:
        if isinstance(command, click.Group):
            for name in command.list_commands(context):
                child = command.get_command(context, name)
                if child is not None:
                    walk(child, (*path, name), click.Context(child, parent=context, info_name=name))
        else:
            found[path] = command

    walk(cli, (), click.Context(cli, info_name="advisor"))
    return found


# --- kinds of parameters and their hostile values ----------------------------------------------------------------


def kind_of(param: click.Parameter, base_value: str | None) -> str:
    """What a parameter takes, from its declaration (type, metavar) and, for a plain string, from the value its command's
    good invocation gives it (a file of the workspace: it takes files)."""
    if isinstance(param, click.Option) and param.is_flag:
        return "flag"
    kind = param.type
    if isinstance(kind, click.Choice):
        return "choice"
    if isinstance(kind, (click.FloatRange, click.IntRange)) or kind in (click.FLOAT, click.INT):
        return "number"
    if isinstance(kind, click.Path):
        return "directory" if kind.dir_okay and not kind.file_okay else "path"
    metavar = (param.metavar or "").upper()
    if re.fullmatch(r"\w+=\w+", metavar):  # NAME=VALUE; a define's NAME[=VALUE] is text
        return "pair"
    if ":" in metavar and "LOW" in metavar:
        return "range"
    if "F,F" in metavar:
        return "list"
    if "X,Y" in metavar:
        return "dims"
    if metavar == "DIR":
        return "directory"
    if re.search(r"FILE|CSV|PATH|\.YAML", metavar) or (base_value or "").startswith(("{tmp}", "{toy", "{fixtures}", "{copy:")):
        return "path"
    return "text"


def role_of(param: click.Parameter) -> str:
    """``input``, ``output`` or ``history`` (read where it is, made where it is not): declared by the option's
    :class:`advisor.cli.options.PathOption`; every other path is an input."""
    return getattr(param.type, "role", "input")


def _unusable_input() -> frozenset[str]:
    return ANY if ROOT else REFUSE


def path_values(role: str) -> list[tuple[str, frozenset[str], str]]:
    """(value, outcomes allowed, what it is) for a file parameter: anything that is no regular file is refused, whether
    it is read or written; a missing file is refused where it is read, made where it is written."""
    unusable = REFUSE
    made = ANY if role in ("output", "history") else REFUSE
    return [("", REFUSE, "an empty path"), ("{missing}", made, "nothing there"), ("{dir}", unusable, "a directory"),
            ("{fifo}", unusable, "a FIFO"), ("{zero}", unusable, "an endless device"), ("{full}", unusable, "a full device"),
            ("{null}", unusable, "a device"), ("{loop}", unusable, "a symbolic link loop"),
            ("{dangling}", made, "a symbolic link to nothing"), ("{file}/sub", unusable, "a path through a file"),
            ("/proc/nonexistent/x", unusable, "a place that cannot be made"), ("~nosuchuser/x", unusable, "an unknown user's home"),
            ("{unreadable}", ANY if role == "output" else _unusable_input(), "a file it may not read"),
            ("{sparse}", ANY if role == "output" else REFUSE, "a 64 GiB file"),
            ("{file}", ANY, "a text file of no format"), ("{empty}", ANY, "an empty file"),
            ("bad\nname.yaml", made, "a name with a line break")]


def directory_values() -> list[tuple[str, frozenset[str], str]]:
    """A directory parameter: a directory (or one to make) is taken; anything else refused."""
    return [("", REFUSE, "an empty path"), ("{scratch}/new/sub", ANY, "a directory to make"), ("{dir}", ANY, "a directory"),
            ("{file}", REFUSE, "a file"), ("{fifo}", REFUSE, "a FIFO"), ("{null}", REFUSE, "a device"),
            ("{loop}", REFUSE, "a symbolic link loop"), ("{file}/sub", REFUSE, "a path through a file"),
            ("/proc/nonexistent/x", REFUSE, "a place that cannot be made")]


def text_values() -> list[tuple[str, frozenset[str], str]]:
    """Plain text: whatever it is, a result or a refusal; never a hang on a FIFO or a device named there."""
    return [("", ANY, "empty"), (" ", ANY, "a space"), ("a\nb", ANY, "a line break"), ("x" * 5000, ANY, "5000 characters"),
            ("\x1b[31mred", ANY, "a terminal escape"), ("-", ANY, "a dash"), ("é✓", ANY, "not ASCII"), ("nosuch", ANY, "an unknown name"),
            ("{fifo}", ANY, "a FIFO"), ("{zero}", ANY, "an endless device"), ("{dir}", ANY, "a directory"), ("{loop}", ANY, "a link loop")]


def number_values(param: click.Parameter) -> list[tuple[str, frozenset[str], str]]:
    """Numbers no machine has: what is not a finite number is refused; the rest is refused or taken, and its range's
    bounds are tried."""
    values = [("", REFUSE, "empty"), ("nan", REFUSE, "NaN"), ("inf", REFUSE, "infinity"), ("-inf", REFUSE, "minus infinity"),
              ("1e400", REFUSE, "beyond floating point"), ("x", REFUSE, "a word"), ("0", ANY, "zero"), ("-1", ANY, "negative"),
              ("1e308", ANY, "1e308"), ("-1e308", ANY, "-1e308"), ("5e-324", ANY, "the smallest float"), ("1_000", ANY, "an underscore")]
    kind = param.type
    for bound, open_ in ((getattr(kind, "min", None), getattr(kind, "min_open", False)), (getattr(kind, "max", None), getattr(kind, "max_open", False))):
        if bound is not None:
            values.append((repr(bound), REFUSE if open_ else ANY, "its range's bound"))
    return values


def choice_values(param: click.Parameter) -> list[tuple[str, frozenset[str], str]]:
    choices = list(param.type.choices)
    return ([("", REFUSE, "empty"), ("nosuch", REFUSE, "not a choice"), (f"{choices[0]} ", REFUSE, "a choice and a space")]
            + [(choice, ANY, "a choice") for choice in choices])


def pair_values(name: str) -> list[tuple[str, frozenset[str], str]]:
    """NAME=VALUE: what is no name and a finite number is refused."""
    return [(name, REFUSE, "no value"), ("=5", REFUSE, "no name"), (f"{name}=", REFUSE, "an empty value"), (f"{name}=nan", REFUSE, "NaN"),
            (f"{name}=inf", REFUSE, "infinity"), (f"1{name}=5", REFUSE, "a name that is no identifier"), (f"{name}=-1", ANY, "negative"),
            (f"{name}=0", ANY, "zero"), (f"{name}=1e308", ANY, "1e308"), (f"{name}=5e-324", ANY, "the smallest float"),
            (f"{name}=5=6", REFUSE, "two values"), ("nosuch=1", ANY, "an unknown name"), (f"{name}=1e6", ANY, "a million")]


def list_values() -> list[tuple[str, frozenset[str], str]]:
    return [("", REFUSE, "empty"), (",", REFUSE, "only a comma"), ("nan", REFUSE, "NaN"), ("1,inf", REFUSE, "infinity"), ("0", REFUSE, "zero"),
            ("-1", REFUSE, "negative"), ("1,,2", ANY, "an empty item"), ("1e308", ANY, "1e308"), ("5e-324", ANY, "the smallest float"),
            ("2", ANY, "two"), ("1," * 2000 + "1", ANY, "2001 items"), ("x", REFUSE, "a word")]


def range_values() -> list[tuple[str, frozenset[str], str]]:
    return [("1:", REFUSE, "no high end"), (":1", REFUSE, "no low end"), ("0:1", REFUSE, "zero"), ("2:1", REFUSE, "reversed"),
            ("nan:1", REFUSE, "NaN"), ("1:inf", REFUSE, "infinity"), ("1:1", REFUSE, "empty"), ("5e-324:1", ANY, "the smallest float"),
            ("1:1e308", ANY, "1e308"), ("x", REFUSE, "a word")]


def dims_values() -> list[tuple[str, frozenset[str], str]]:
    return [("", REFUSE, "empty"), ("0", REFUSE, "zero"), ("-1", REFUSE, "negative"), ("1,2,3,4", REFUSE, "four dimensions"),
            ("1.5", REFUSE, "a fraction"), ("2147483648", REFUSE, "beyond CUDA's grid"), ("1,,1", REFUSE, "an empty item"),
            ("9" * 40, REFUSE, "40 digits"), ("x", REFUSE, "a word")]


def values_of(kind: str, param: click.Parameter, base_value: str | None) -> list[tuple[str, frozenset[str], str]]:
    if kind == "path":
        return path_values(role_of(param))
    if kind == "directory":
        return directory_values()
    if kind == "number":
        return number_values(param)
    if kind == "choice":
        return choice_values(param)
    if kind == "pair":
        name = (base_value or "N").partition("=")[0] or "N"
        return pair_values(name)
    return {"list": list_values, "range": range_values, "dims": dims_values, "text": text_values}[kind]()


# --- invocations ------------------------------------------------------------------------------------------------


def _given(param: click.Parameter, args: tuple[str, ...], command: click.Command) -> int | None:
    """Where ``param``'s value stands in ``args`` (its option's next word, or the argument's position), None if absent."""
    if isinstance(param, click.Option):
        opts = set(param.opts) | set(param.secondary_opts)
        return next((i + 1 for i, a in enumerate(args) if a in opts and not param.is_flag), None) if not param.is_flag else \
            next((i for i, a in enumerate(args) if a in opts), None)
    positionals = _positionals(args, command)
    order = [p for p in command.params if isinstance(p, click.Argument)].index(param)
    return positionals[order] if order < len(positionals) else None


def _positionals(args: tuple[str, ...], command: click.Command) -> list[int]:
    """Indices of the positional words of ``args`` after the command's path."""
    takes_value = {o for p in command.params if isinstance(p, click.Option) and not p.is_flag for o in p.opts}
    out, skip = [], False
    for i, word in enumerate(args):
        if skip:
            skip = False
            continue
        if word in takes_value:
            skip = True
        elif not word.startswith("-") and i >= _depth(args):
            out.append(i)
    return out


def _depth(args: tuple[str, ...]) -> int:
    return 2 if args[:1] in (("platforms",), ("workloads",)) else 1


def _base_for(param: click.Parameter, command: click.Command, bases: tuple[Base, ...]) -> tuple[Base, int | None]:
    for base in bases:
        where = _given(param, base.args, command)
        if where is not None:
            return base, where
    return bases[0], None


def _with_value(param: click.Parameter, base: Base, where: int | None, value: str) -> tuple[str, ...]:
    args = list(base.args)
    if where is not None:
        args[where] = value
        return tuple(args)
    if isinstance(param, click.Argument):
        return (*args, value)
    return (*args, param.opts[0], value)


def _names(param: click.Parameter, value: str = "") -> tuple[str, ...]:
    """What a refusal of ``param``'s ``value`` may name: the option (any of its spellings), the argument, or the path."""
    names = [*param.opts, *getattr(param, "secondary_opts", ())]
    if isinstance(param, click.Argument):
        names += [param.human_readable_name, param.human_readable_name.strip("[]"), param.name.upper(), param.name]
    if value.startswith(("{", "/", "~")) or "\n" in value:
        names.append(value.replace("\n", "\\n"))  # as a one-line error shows it
    if isinstance(param, click.Argument) or value == "":
        names.append("an empty" if value == "" else value)  # a refusal may name the value for what it is
    return tuple(names)


def option_cases() -> Iterator[Case]:
    """Every parameter of every command given each hostile value of its kind, and without its value."""
    for path, command in commands().items():
        bases = BASES.get(path)
        if not bases:
            continue
        for param in command.params:
            if param.name in ("help", "version") or (isinstance(param, click.Option) and param.hidden):
                continue
            base, where = _base_for(param, command, bases)
            base_value = base.args[where] if where is not None else None
            kind = kind_of(param, base_value)
            covers = covered(path, param)
            if kind == "flag":
                yield from _flag_cases(param, command, base, where, covers)
                continue
            for value, expect, what in values_of(kind, param, base_value):
                names = _names(param, value)
                if what == "a choice":  # a valid choice may meet what another input lacks (managed memory, no fault cost)
                    names += tuple(a for a in base.args if a.startswith("{"))
                yield Case(f"{kind} {what}", _with_value(param, base, where, value), expect, names, stdin=base.stdin,
                           max_error_chars=MAX_ERROR_CHARS + len(value), label=covers)
            if isinstance(param, click.Option):
                if where is not None:
                    args = base.args[:where - 1] + base.args[where + 1:] + (base.args[where - 1],)
                else:
                    args = (*base.args, param.opts[0])
                yield Case(f"{kind} without its value", args, REFUSE, _names(param), stdin=base.stdin, label=covers)
                if param.multiple:
                    again = base_value if base_value is not None else values_of(kind, param, None)[-1][0]
                    twice = _with_value(param, base, where, again) + (param.opts[0], again)
                    yield Case(f"{kind} given twice", twice, ANY, _names(param, again), stdin=base.stdin, label=covers)
            elif param.required and where is not None:
                yield Case(f"{kind} missing", base.args[:where] + base.args[where + 1:], REFUSE, _names(param), stdin=base.stdin,
                           label=covers)


def covered(path: tuple[str, ...], param: click.Parameter) -> str:
    """What a case of ``param`` covers, as its label says it: ``validate --from-csv``, ``recommend WORKLOAD``."""
    return f"{' '.join(path)} {param.opts[0] if isinstance(param, click.Option) else param.human_readable_name}"


def _flag_cases(param: click.Option, command: click.Command, base: Base, where: int | None, covers: str) -> Iterator[Case]:
    for spelling in (*param.opts, *param.secondary_opts):
        args = base.args if where is not None and base.args[where] == spelling else (*base.args, spelling)
        yield Case("flag given", args, ANY, _names(param), stdin=base.stdin, label=covers)
    if param.required and where is not None:
        yield Case("flag missing", base.args[:where] + base.args[where + 1:], REFUSE, _names(param), stdin=base.stdin, label=covers)


def stream_cases() -> Iterator[Case]:
    """Every command's good invocation with standard output full or closed (a refusal naming standard output), and
    with standard input closed (a result, or a refusal naming it)."""
    for path, bases in BASES.items():
        for base in bases[:1]:
            for how, name in (("full", "no space left on device"), ("closed", "standard output")):
                quiet = path in STDERR_ONLY  # writes nothing on stdout before the measurement the suite stops at
                yield Case(f"stdout {how}", base.args, REFUSE | (RESULT if quiet else frozenset()), (name, "standard output"),
                           stdin=base.stdin, stdout=how)
            yield Case("stdin closed", base.args, ANY, ("standard input",), stdin_from="closed")


def not_generated() -> dict[str, str]:
    """What no case is made for, with the reason: the eager options, and any command without a good invocation."""
    found = {f"advisor {option} (and every command's --help)" if option == "--help" else f"advisor {option}": why
             for option, why in NOT_GENERATED.items()}
    for path in commands():
        if path not in BASES:
            found[f"advisor {' '.join(path)}"] = "no good invocation to start from: add one to BASES"
    return found


# --- environment variables ----------------------------------------------------------------------------------------


def environment_variables(root: Path = REPO / "advisor") -> dict[str, set[str]]:
    """Every environment variable the advisor's code reads -> the files that read it, found in the code: the names in
    ``os.environ.get(NAME)``, ``os.getenv(NAME)``, ``os.environ[NAME]`` and ``NAME in os.environ``, where NAME is a
    string, a name holding one (a module constant, a dict of them subscripted: ``{"platforms": "ADVISOR_PLATFORM_PATH",
    ...}[kind]``), or a parameter of the function that reads it, given as a string where the module calls it
    (``_directory_variable("ADVISOR_DATA_DIR")``). Variables only passed on to a child process
    (``dict(os.environ, OMP_NUM_THREADS=...)``) are not read."""
    found: dict[str, set[str]] = {}
    for file in sorted(root.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        for name in _variables_read(tree):
            found.setdefault(name, set()).add(str(file.relative_to(root.parent)))
    return found


def _variables_read(tree: ast.AST) -> set[str]:
    assigned: dict[str, list[str]] = {}  # a name -> the strings it may hold (a constant, or a dict's values picked by key)
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    assigned.setdefault(target.id, []).extend(_strings(node.value, assigned))
    names = {name for key in _environment_keys(tree) for name in _strings(key, assigned)}
    for function in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        parameters = [a.arg for a in function.args.args]
        for key in _environment_keys(function):
            if isinstance(key, ast.Name) and key.id in parameters:  # read through a parameter: what the module passes it
                names |= _passed(tree, function.name, parameters.index(key.id), key.id, assigned)
    return names


def _passed(tree: ast.AST, function: str, position: int, parameter: str, assigned: dict[str, list[str]]) -> set[str]:
    strings: set[str] = set()
    for call in ast.walk(tree):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == function:
            given = [call.args[position]] if position < len(call.args) else [k.value for k in call.keywords if k.arg == parameter]
            for node in given:
                strings.update(_strings(node, assigned))
    return strings


def _is_environ(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "environ") or (isinstance(node, ast.Name) and node.id == "environ")


def _environment_keys(tree: ast.AST) -> Iterator[ast.AST]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            function = node.func
            if (isinstance(function, ast.Attribute) and function.attr in ("get", "pop") and _is_environ(function.value)) or (isinstance(function, ast.Attribute) and function.attr == "getenv") or (isinstance(function, ast.Name) and function.id == "getenv"):
                yield node.args[0]
        elif isinstance(node, ast.Subscript) and _is_environ(node.value) and isinstance(node.ctx, ast.Load):
            yield node.slice
        elif isinstance(node, ast.Compare) and any(isinstance(op, ast.In) for op in node.ops) and any(_is_environ(c) for c in node.comparators):
            yield node.left


def _strings(node: ast.AST, assigned: dict[str, list[str]]) -> list[str]:
    """The strings an expression may be: a constant, a name holding some, or a dict of them subscripted."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return assigned.get(node.id, [])
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        return [v.value for v in node.value.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return []


@dataclass(frozen=True)
class Probe:
    """How a variable is checked: what it names (``directory``: one made when missing; ``sources``: one that must hold
    files; ``directories``: a search path; ``file``: one made when missing; ``program``; ``name``: a catalog name or a
    file), whether a command that cannot use it refuses (``refuse``) or does without it, saying so (``warn``), and
    a command that reads it."""

    names: str
    unusable: str
    args: tuple[str, ...]
    env: tuple[tuple[str, str | None], ...] = ()


#: every variable :func:`environment_variables` finds must be here (tests/test_hostile_generated.py checks it)
PROBES = {
    "ADVISOR_DATA_DIR": Probe("directory", "refuse", ("workloads", "list")),
    "XDG_DATA_HOME": Probe("directory", "refuse", ("workloads", "list"), (("ADVISOR_DATA_DIR", None),)),
    "ADVISOR_HISTORY": Probe("file", "warn", ("recommend", "{toyw}", "-p", "{toy}")),
    "ADVISOR_PLATFORM_PATH": Probe("directories", "refuse", ("platforms", "list")),
    "ADVISOR_WORKLOAD_PATH": Probe("directories", "refuse", ("workloads", "list")),
    "ADVISOR_DEFAULT_PLATFORM": Probe("name", "refuse", ("recommend", "{toyw}")),
    "XDG_CACHE_HOME": Probe("directory", "warn", ("recommend", "{tmp}/cpu-source.yaml", "-p", "{toy}", "--no-history")),
    "ADVISOR_CALIBRATION_SRC": Probe("sources", "refuse", ("calibrate", "--quick", "--cpu-only", "--out", "{scratch}/m.yaml")),
    "CC": Probe("program", "refuse", ("calibrate", "--quick", "--cpu-only", "--out", "{scratch}/m.yaml")),
    "ADVISOR_CLANG": Probe("program", "refuse", ("predict-kernel", "{tmp}/copy-of-vector-add.cu", "-k", "vector_add", "--gpu",
                                                 "frontier-mi250x", "--grid", "1", "--block", "64", "--arg", "n=64")),
}
#: commands everybody runs, each given every unusable value of every variable: a result, or a refusal or warning naming it
EVERYDAY = (("recommend", "{toyw}", "-p", "{toy}"), ("place", "--flops", "1e9", "-p", "{toy}"), ("serve", "--stdio", "-p", "{toy}"))


def environment_values(names: str) -> list[tuple[str, bool, str]]:
    """(value, whether it is unusable for a variable naming ``names``, what it is); see :class:`Probe`."""
    made = names in ("directory", "file")  # a missing one is made when it is first written
    others = [("{copy:foreign.sqlite}", True, "another program's database")] if names == "file" else []
    return others + [("{missing}", not made, "nothing there"), ("{file}", True, "a text file"), ("{fifo}", True, "a FIFO"),
            ("{zero}", True, "an endless device"), ("{null}", True, "a device"),
            ("{dir}", names not in ("directory", "directories"), "a directory"), ("{loop}", True, "a symbolic link loop"),
            ("{file}/sub", True, "a path through a file"), ("~nosuchuser/x", True, "an unknown user's home")]


def environment_cases() -> Iterator[Case]:
    """Each variable given each unusable place: on its probe, refused or warned about by name (never silence), a usable one
    taken; on the everyday commands, a result, or a refusal or warning naming it."""
    found = environment_variables()
    for variable in sorted(found):
        probe = PROBES.get(variable)
        if probe is None:
            continue  # tests/test_hostile_generated.py fails, naming it
        stdin = PING if probe.args[0] == "serve" else ""
        for value, unusable, what in environment_values(probe.names):
            env = {**dict(probe.env), variable: value}
            expect = (REFUSE if probe.unusable == "refuse" else frozenset({"warn"})) if unusable else ANY | {"warn"}
            yield Case(f"environment {what}", probe.args, expect, (variable,), env=env, stdin=stdin)
            for args in EVERYDAY:
                yield Case(f"environment {what}", args, ANY | {"warn"} if not unusable else frozenset({"refuse", "warn", "result"}),
                           (variable,), env=env, stdin=PING if args[0] == "serve" else "")
        yield Case("environment empty", probe.args, ANY, (variable,), env={**dict(probe.env), variable: ""}, stdin=stdin)


# --- the formats the advisor reads ---------------------------------------------------------------------------------

BILLION_LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(8))


def mangled(text: str) -> dict[str, tuple[bytes, frozenset[str]]]:
    """A file's text mangled as a whole: name -> (bytes, outcomes allowed). What is no longer the format is refused."""
    data = text.encode()
    return {"empty": (b"", REFUSE), "a document marker only": (b"---\n", REFUSE), "binary": (bytes(range(256)) * 8, REFUSE),
            "a NUL byte": (data[:40] + b"\0" + data[40:], REFUSE), "a latin-1 byte": (data + b"# caf\xe9\n", REFUSE),
            "a byte-order mark": (b"\xef\xbb\xbf" + data, ANY), "CRLF line ends": (data.replace(b"\n", b"\r\n"), ANY),
            "cut in half": (data[: len(data) // 2], ANY), "an alias bomb": (BILLION_LAUGHS.encode(), REFUSE),
            "nested 5000 deep": (b"[" * 5000 + b"]" * 5000, REFUSE), "a list": (b"- 1\n- 2\n", REFUSE), "a number": (b"42\n", REFUSE),
            "a key twice": (data + next(line for line in data.splitlines(keepends=True) if line[:1].isalpha()), REFUSE),
            "2 MiB": (data + b"#" * (2 * 2**20) + b"\n", REFUSE), "tabs": (data.replace(b"  ", b"\t"), ANY)}


def _numeric_leaves(data, path=()) -> Iterator[tuple[tuple, object]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _numeric_leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _numeric_leaves(value, (*path, index))
    elif (isinstance(data, (int, float)) and not isinstance(data, bool)) or (isinstance(data, str) and re.match(r"^-?[\d.]+(e[-+]?\d+)?\s*\S+", data)):
        yield path, data


def _set(data, path, value):
    import copy

    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def numbers_replaced(data: dict, skip: tuple[str, ...] = ()) -> Iterator[tuple[str, dict, frozenset[str]]]:
    """``data`` with one number at a time set to 1e308, -1, NaN (refused: no field holds them) and 0 (refused or taken),
    a unit kept where the number has one."""
    for path, value in _numeric_leaves(data):
        shown = ".".join(str(p) for p in path)
        if any(part in shown for part in skip):
            continue
        unit = re.sub(r"^-?[\d.]+(e[-+]?\d+)?\s*", "", value) if isinstance(value, str) else ""
        for number, expect in (("1e308", REFUSE), ("-1", REFUSE), ("nan", REFUSE), ("0", ANY)):
            written = f"{number} {unit}" if unit else (float(number) if number != "nan" else math.nan)
            yield f"{shown}: {number}", _set(data, path, written), expect


def _dump(data: dict) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


@dataclass(frozen=True)
class Content:
    """A file of some format, mangled: its name in the workspace, its bytes, the outcomes allowed, what was done."""

    name: str
    data: bytes
    expect: frozenset[str]
    label: str
    names: tuple[str, ...] = ()


def _contents(prefix: str, text: str, semantic: dict[str, tuple[str | bytes, frozenset[str]]], extra_names: tuple[str, ...] = ()
              ) -> list[Content]:
    out = [Content(f"gen/{prefix}/{i}", data, expect, label) for i, (label, (data, expect)) in enumerate(mangled(text).items())]
    for i, (label, (data, expect)) in enumerate(semantic.items()):
        out.append(Content(f"gen/{prefix}/s{i}", data.encode() if isinstance(data, str) else data, expect, label, extra_names))
    return out


def _semantic(load, changes: dict[str, tuple]) -> dict[str, tuple[str, frozenset[str]]]:
    """The descriptor ``load()`` gives with each number replaced, and with each of ``changes`` (label -> (a change made
    in place to a fresh copy, outcomes allowed))."""
    semantic = {label: (_dump(data), expect) for label, data, expect in numbers_replaced(load())}
    for label, (change, expect) in changes.items():
        data = load()
        change(data)
        semantic[label] = (_dump(data), expect)
    return semantic


def platform_contents() -> list[Content]:
    semantic = _semantic(toy_platform, {
        "an L2 larger than the GPU's memory": (lambda p: p["gpus"][0].update(l2_size="32 GiB"), REFUSE),
        "an fp64 rate no core has": (lambda p: p["cpu"]["flops_per_cycle_per_core"].update(fp64=1e6), REFUSE),
        "a link latency of an hour": (lambda p: p["gpus"][0]["link"]["h2d"].update(L="3600 s"), REFUSE),
        "an all-core clock above the boost clock": (lambda p: p["cpu"].update(all_core_clock="5 GHz"), REFUSE),
        "a compute capability of another architecture": (lambda p: p["gpus"][0].update(architecture="maxwell"), REFUSE),
        "a 1 THz clock": (lambda p: p["cpu"].update(base_clock="1 THz", boost_clock="1 THz"), REFUSE),
        "a GPU memory of an exabyte": (lambda p: p["gpus"][0].update(memory_size="1 EiB"), REFUSE),
    })
    return _contents("platform", (REPO / "tests/fixtures/toy-platform.yaml").read_text(), semantic)


def workload_contents() -> list[Content]:
    semantic = _semantic(toy_workload, {
        "9e15 GiB arrays": (lambda w: w["kernels"]["axpy"]["arrays"]["x"].update(dims=["N*1e12"]), REFUSE),
        "a formula that is code": (lambda w: w["kernels"]["axpy"].update(flops="__import__('os').system('true')"), REFUSE),
        "a formula of 9**9**9**9": (lambda w: w["kernels"]["axpy"].update(flops="9**9**9**9"), REFUSE),
    })
    return _contents("workload", (REPO / "tests/fixtures/toy-workload.yaml").read_text(), semantic)


def task_contents() -> list[Content]:
    def task() -> dict:
        return {"flops": 1e9, "dram_bytes": 1e6, "h2d_bytes": 1e6, "d2h_bytes": 1e6, "launches": 1, "parallelism": 1e6}

    return _contents("task", _dump(task()), _semantic(task, {}))


def _with_cuda_step(cuda: dict) -> str:
    data = toy_workload()
    axpy = data["kernels"]["axpy"]
    axpy["steps"] = [{"name": "axpy", "flops": axpy.pop("flops"), "reads": ["x", "y"], "writes": ["y"], "parallelism": axpy.pop("parallelism"),
                      "block": [256], "grid": ["ceil(N/256)"], "cuda": cuda}]
    return _dump(data)


def _with_cpu_source(file: str) -> str:
    data = toy_workload()
    data["kernels"]["axpy"]["cpu_source"] = {"file": file, "function": "axpy"}
    return _dump(data)


C_SOURCES = {  # label -> (C text, outcomes allowed: the roofline with a warning, or a refusal naming the file)
    "no function of the name": ("void other(long N) { }\n", REFUSE),
    "not C": ("this is not C at all {{{\n", ANY | {"warn"}),
    "unbalanced braces": ("void axpy(long N, double *y) { for (long i = 0; i < N; i++) { y[i] = 0;\n", ANY | {"warn"}),
    "an #error": ("#error nope\nvoid axpy(long N) { }\n", ANY | {"warn"}),
    "an include of a FIFO": ('#include "../../../fifo"\nvoid axpy(long N) { }\n', REFUSE),
    "an include of /dev/zero": ('#include "/dev/zero"\nvoid axpy(long N) { }\n', REFUSE),
    "an include of itself": ('#include "self.c"\nvoid axpy(long N) { }\n', ANY | {"warn"}),
    "a missing include": ('#include "none.h"\nvoid axpy(long N) { }\n', ANY | {"warn"}),
    "nested parentheses": ("void axpy(long N, double *y) { y[0] = " + "(" * 3000 + "1" + ")" * 3000 + "; }\n", ANY | {"warn"}),
    "a macro that expands itself": ("#define A A A\nvoid axpy(long N, double *y) { y[0] = A; }\n", ANY | {"warn"}),
    "NUL bytes": ("void axpy(long N) { }\n\0\0\0", ANY | {"warn"}),
    "5 MiB": ("void axpy(long N) { }\n" + "/*" + "x" * (5 * 2**20) + "*/\n", REFUSE),
}


def source_files() -> dict[str, bytes]:
    """The C and CUDA sources the content cases name, each in a folder of its own (an include names its neighbours)."""
    files = {}
    for i, (_label, (text, _)) in enumerate(C_SOURCES.items()):
        files[f"gen/c/{i}/self.c"] = text.encode()
        files[f"gen/c/{i}/workload.yaml"] = _with_cpu_source("self.c").encode()
    files["copy-of-vector-add.cu"] = (REPO / "kernels/cuda/gpuperf_apps.cu").read_bytes() + b"\n// a copy: not the built-in kernel\n"
    files["not-compiling.cu"] = b'extern "C" __global__ void vector_add(float *a, int n) { this is not C }\n'
    files["cpu-source.c"] = b"void axpy(long N, double a, double *x, double *y) {\n    for (long i = 0; i < N; i++) y[i] = a * x[i] + y[i];\n}\n"
    files["cpu-source.yaml"] = _with_cpu_source("cpu-source.c").encode()
    files["task.yaml"] = _dump({"flops": 1e9, "dram_bytes": 1e6}).encode()
    return files


def cuda_contents() -> dict[str, tuple[str, frozenset[str], tuple[str, ...]]]:
    """Workloads whose step names CUDA code that the predictor cannot use: a warning naming the step, or a refusal."""
    step = ("axpy", "kp failed", "kernels.axpy.steps[0].cuda")
    return {
        "a wrong cuda.kernel": (_with_cuda_step({"source": "gpuperf_apps.cu", "kernel": "no_such_kernel", "args": {"n": "N"}}),
                                frozenset({"warn"}), step),
        "cuda.args missing": (_with_cuda_step({"source": "gpuperf_apps.cu", "kernel": "vector_add"}), frozenset({"warn"}), step),
        "a .cu that does not compile": (_with_cuda_step({"source": "../../../not-compiling.cu", "kernel": "vector_add", "args": {"n": "N"}}),
                                        frozenset({"warn"}), step),
        "a .cu that is a FIFO": (_with_cuda_step({"source": "../../../fifo-dir/blocked.cu", "kernel": "vector_add", "args": {"n": "N"}}),
                                 REFUSE, ("kernels.axpy.steps[0].cuda.source",)),
        "a .cu that is /dev/zero": (_with_cuda_step({"source": "../../../zero.cu", "kernel": "vector_add", "args": {"n": "N"}}),
                                    REFUSE, ("kernels.axpy.steps[0].cuda.source",)),
    }


def _csv(rows: list[list[object]]) -> str:
    return csv_text(rows)


PROGRAM_HEADER = ["kernel", "size", "gpu_s", "cpu1_s", "cpu8_s", "h2d_s", "d2h_s"]
PROGRAM_ROW = ["axpy", 1000, 1e-5, 2e-6, 1e-6, 2e-5, 1e-5]


def program_tables() -> dict[str, tuple[str, frozenset[str]]]:
    """``validate --from-csv`` program tables: the issue's and every cell made hostile."""
    tables = {
        "a row longer than its header": (_csv([PROGRAM_HEADER, [*PROGRAM_ROW, 7]]), REFUSE),
        "a row shorter than its header": (_csv([PROGRAM_HEADER, PROGRAM_ROW[:4]]), REFUSE),
        "a cpu0_s column": (_csv([[*PROGRAM_HEADER, "cpu0_s"], [*PROGRAM_ROW, 1e-6]]), REFUSE),
        "a cpu99999_s column": (_csv([[*PROGRAM_HEADER, "cpu99999_s"], [*PROGRAM_ROW, 1e-6]]), REFUSE),
        "a column twice": (_csv([[*PROGRAM_HEADER, "gpu_s"], [*PROGRAM_ROW, 1e-6]]), REFUSE),
        "a header only": (_csv([PROGRAM_HEADER]), REFUSE),
        "a byte-order mark": ("\ufeff" + _csv([PROGRAM_HEADER, PROGRAM_ROW]), RESULT),
        "an empty cell": (_csv([PROGRAM_HEADER, [*PROGRAM_ROW[:3], "", *PROGRAM_ROW[4:]]]), RESULT),
        "a field of 200000 characters": (_csv([PROGRAM_HEADER, ["axpy" * 50000, *PROGRAM_ROW[1:]]]), REFUSE),
        "an unknown kernel": (_csv([PROGRAM_HEADER, ["nosuch", *PROGRAM_ROW[1:]]]), REFUSE),
        "an unbalanced quote": ('kernel,size,gpu_s\n"axpy,1000,1e-5\n', REFUSE),
        "a column of a parameter": (_csv([[*PROGRAM_HEADER, "N"], [*PROGRAM_ROW, 5000]]), RESULT),
        "a column of another kernel's parameter": (_csv([[*PROGRAM_HEADER, "N"], ["serial", *PROGRAM_ROW[1:], 5000]]), RESULT),
        "a column of no kernel's parameter": (_csv([[*PROGRAM_HEADER, "TMAX"], [*PROGRAM_ROW, 5]]), RESULT),
    }
    for column in range(1, len(PROGRAM_HEADER)):
        for value, expect in (("0", REFUSE), ("-1", REFUSE), ("nan", REFUSE), ("inf", REFUSE), ("1e308", ANY), ("x", REFUSE)):
            row = list(PROGRAM_ROW)
            row[column] = value
            tables[f"{PROGRAM_HEADER[column]} {value}"] = (_csv([PROGRAM_HEADER, row]), expect)
    return tables


VALIDATE_HEADER = ["kernel", "dataset", "sizes", "device", "threads", "measured_median_s", "method"]
VALIDATE_ROW = ["axpy", "S", '{"N": 1000}', "cpu", 1, 3e-6, "fixture"]


def validate_tables() -> dict[str, tuple[str, frozenset[str]]]:
    """``validate --from-csv`` tables of validate's own kind, every cell made hostile."""
    tables = {
        "threads -1": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:4], -1, *VALIDATE_ROW[5:]]]), REFUSE),
        "threads 0": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:4], 0, *VALIDATE_ROW[5:]]]), REFUSE),
        "threads 99999": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:4], 99999, *VALIDATE_ROW[5:]]]), REFUSE),
        "threads x": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:4], "x", *VALIDATE_ROW[5:]]]), REFUSE),
        "a byte-order mark": ("\ufeff" + _csv([VALIDATE_HEADER, VALIDATE_ROW]), RESULT),
        "sizes not JSON": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:2], "{N: 1000", *VALIDATE_ROW[3:]]]), REFUSE),
        "sizes NaN": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:2], '{"N": NaN}', *VALIDATE_ROW[3:]]]), REFUSE),
        "sizes nested": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:2], '{"N": {"N": 1}}', *VALIDATE_ROW[3:]]]), REFUSE),
        "a device tpu": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:3], "tpu", *VALIDATE_ROW[4:]]]), REFUSE),
        "a measured time of -1": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:5], -1, *VALIDATE_ROW[6:]]]), REFUSE),
        "an empty measured time": (_csv([VALIDATE_HEADER, [*VALIDATE_ROW[:5], "", *VALIDATE_ROW[6:]], VALIDATE_ROW]), RESULT),
    }
    return tables


def kernel_tables() -> dict[str, tuple[str, frozenset[str]]]:
    """``predict-kernel --validate`` tables: a cell made hostile is refused, naming the file and its line."""
    header = ["gpu", "kernel", "n", "reps", "median_ms"]
    row = ["GeForce GT 630", "matmul_global_coalesced", 128, 30, 0.258]
    tables = {"no rows": (_csv([header]), REFUSE), "an unknown kernel": (_csv([header, [row[0], "nosuch", *row[2:]]]), REFUSE),
              "a byte-order mark": ("\ufeff" + _csv([header, row]), RESULT), "no measured column": (_csv([header[:4], row[:4]]), REFUSE)}
    for column, values in ((2, ("0", "-1", "x", "1e308", "1.5")), (4, ("0", "-1", "nan", "inf", "x"))):
        for value in values:
            changed = list(row)
            changed[column] = value
            tables[f"{header[column]} {value}"] = (_csv([header, changed]), REFUSE)
    return tables


def history_contents() -> dict[str, tuple[bytes, str]]:
    """History databases that are no history: name -> (bytes, what a refusal or warning says)."""
    sqlite_header = b"SQLite format 3\0"
    return {"an SQLite header and junk": (sqlite_header + b"\x10\x00" + b"junk" * 100, "history"),
            "text": (b"time_s,kernel\n1,gemm\n", "not an SQLite file"),
            "binary": (bytes(range(256)) * 4, "not an SQLite file")}


SERVE_LINES = {  # label -> (request line, the line's error must name this)
    "not JSON": ("{nope", "line 1"), "a JSON array": ("[1, 2]", "line 1"), "a number": ("42", "line 1"),
    "NaN": ('{"id": 1, "task": {"flops": NaN}}', "NaN"), "Infinity": ('{"id": 1, "task": {"flops": Infinity}}', "Infinity"),
    "1e400": ('{"id": 1, "task": {"flops": 1e400}}', "line 1"), "nested 100000 deep": ("[" * 100000 + "]" * 100000, "line 1"),
    "an unknown op": ('{"id": 1, "op": "explode"}', "explode"), "an id that is an object": ('{"id": {"a": 1}, "op": "nope"}', "line 1"),
    "a task of a platform unknown": ('{"id": 1, "task": {"flops": 1e9, "platform": "nosuch"}}', "nosuch"),
    "an observe of 1e300 s": ('{"id": 1, "op": "observe", "task": {"flops": 1e9}, "device": "cpu", "time_s": 1e300}', "time_s"),
    "a line of 2 MiB": ('{"id": 1, "pad": "' + "x" * (2 * 2**20) + '"}', "line 1"),
    "a NUL byte": ('{"id": 1, "task": {"flops": 1e9}}\0', "line 1"),
    "a workload that is a FIFO": ('{"id": 1, "task": {"workload": "{fifo}", "kernel": "axpy"}}', "FIFO"),
    "a workload that is /dev/zero": ('{"id": 1, "task": {"workload": "{zero}", "kernel": "axpy"}}', "character device"),
}


def content_files() -> dict[str, bytes]:
    """Every file the content cases name (written into the workspace)."""
    files = dict(source_files())
    for content in platform_contents() + workload_contents() + task_contents():
        files[content.name] = content.data
    for group, tables in (("program", program_tables()), ("validate", validate_tables()), ("kernels", kernel_tables())):
        for i, (_, (text, _)) in enumerate(tables.items()):
            files[f"gen/{group}/{i}.csv"] = text.encode()
    for i, (_, (text, _, _)) in enumerate(cuda_contents().items()):
        files[f"gen/cuda/{i}/workload.yaml"] = text.encode()
    for i, (_, (data, _)) in enumerate(history_contents().items()):
        files[f"gen/history/{i}.sqlite"] = data
    return files


def content_cases() -> Iterator[Case]:
    """Every format's mangled files on a command that reads them: a result, a refusal naming the file, or (code the
    predictor cannot use) a warning naming the step; ``serve`` answering each bad line and staying up."""
    for content in platform_contents():
        yield Case("platform file", ("recommend", "{toyw}", "-p", f"{{tmp}}/{content.name}", "--format", "json"), content.expect,
                   (f"{{tmp}}/{content.name}",), label=content.label)
    for content in workload_contents():
        yield Case("workload file", ("recommend", f"{{tmp}}/{content.name}", "-p", "{toy}", "--format", "json", "-d", "all"), content.expect,
                   (f"{{tmp}}/{content.name}",), label=content.label)
    for content in task_contents():
        yield Case("task file", ("place", f"{{tmp}}/{content.name}", "-p", "{toy}"), content.expect, (f"{{tmp}}/{content.name}",),
                   label=content.label)
    for i, (label, (_, expect)) in enumerate(C_SOURCES.items()):
        workload = f"{{tmp}}/gen/c/{i}/workload.yaml"
        yield Case("C source", ("recommend", workload, "-p", "{toy}", "-k", "axpy", "--no-history"), expect,
                   (f"{{tmp}}/gen/c/{i}/self.c", "self.c", "cpu_source"), label=label)
        yield Case("C source", ("validate", "--workload", "{toyw}", "-p", "{toy}", "--from-csv", "{tmp}/program-table.csv",
                                "--openmp-source", f"{{tmp}}/gen/c/{i}/self.c"), expect | {"refuse"} if expect != REFUSE else expect,
                   (f"{{tmp}}/gen/c/{i}/self.c", "--openmp-source"), label=label)
    for i, (label, (_, expect, names)) in enumerate(cuda_contents().items()):
        yield Case("CUDA source", ("recommend", f"{{tmp}}/gen/cuda/{i}/workload.yaml", "-p", "dc-a100", "-k", "axpy", "--no-history"),
                   expect, names, label=label)
    for label, args, names in (("not compiling", ("{tmp}/not-compiling.cu", "-k", "vector_add"), ("FILE",)),
                               ("a wrong kernel", ("gemm", "-k", "no_such"), ("--kernel",)),
                               ("an empty .cu", ("{empty}.cu", "-k", "vector_add"), ("FILE",))):
        yield Case("CUDA source", ("predict-kernel", *args, "--gpu", "dc-a100", "--grid", "1", "--block", "32", "--arg", "n=32"), REFUSE,
                   names, label=label)
    for group, tables, base in (("program", program_tables(), ("--from-csv",)), ("validate", validate_tables(), ("--from-csv",))):
        for i, (label, (_, expect)) in enumerate(tables.items()):
            file = f"{{tmp}}/gen/{group}/{i}.csv"
            yield Case(f"{group} table", ("validate", "--workload", "{toyw}", "-p", "{toy}", *base, file), expect, (file,), label=label)
    for i, (label, (_, expect)) in enumerate(kernel_tables().items()):
        file = f"{{tmp}}/gen/kernels/{i}.csv"
        yield Case("kernel table", ("predict-kernel", "--validate", file), expect, (file,), label=label)
    for i, (label, (_, said)) in enumerate(history_contents().items()):
        file = f"{{tmp}}/gen/history/{i}.sqlite"
        for args in (("recommend", "{toyw}", "-p", "{toy}"), ("fit",), ("place", "--flops", "1e9", "-p", "{toy}")):
            yield Case("history file", (*args, "--history", file), REFUSE, (said,), label=label)
    for args in (("recommend", "{toyw}", "-p", "{toy}"), ("fit",), ("place", "--flops", "1e9", "-p", "{toy}"), ("serve", "--stdio", "-p", "{toy}")):
        yield Case("history file", (*args, "--history", "{copy:foreign.sqlite}"), REFUSE, ("not a history database", "tables"),
                   stdin=PING if args[0] == "serve" else "", label="another program's SQLite database")
    for label, (line, named) in SERVE_LINES.items():
        yield Case("serve line", ("serve", "--stdio", "-p", "{toy}"), frozenset({"serve"}), (named,), stdin=f"{line}\n{PING}", label=label)
    for label, data in (("{zero}", "{zero}"), ("closed", "closed")):
        yield Case("serve input", ("serve", "--stdio", "-p", "{toy}"), REFUSE, ("standard input",), stdin_from=data, label=label)
    yield Case("serve input", ("serve", "--stdio", "-p", "{toy}"), frozenset({"serve"}), ("line 1",), stdin="\xff\xfe{}\n" + PING,
               label="bytes that are not UTF-8")


def all_cases() -> list[Case]:
    return [*option_cases(), *stream_cases(), *environment_cases(), *content_cases()]


def parameters() -> list[str]:
    """Every parameter of every command, as :func:`covered` names it (what the generated cases must cover)."""
    return [covered(path, param) for path, command in commands().items() for param in command.params]

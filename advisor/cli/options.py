"""Command-line options: one declaration per concept, the same name and meaning in every command.

Every command that takes a platform, a dataset, a size, the weights, a model
choice or a history takes it through the declarations here, so they read and
fail the same way everywhere. The library names bad arguments by parameter
(:class:`~advisor.errors.UsageError`); :data:`OPTION_OF` maps each parameter to
the option that sets it, and ``advisor.cli.main`` prints one line, exit status 2.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

import click

from ..core import registry
from ..core.cost import Weights
from ..core.settings import DEFAULT_ENERGY_MODEL, Settings
from ..layout import table_width
from ..link.hostcode import HOST_MEMORY as HOST_MEMORY_KINDS
from ..workload import Workload

#: Library parameter -> command-line option, for error messages.
OPTION_OF = {
    "weights": "--weights", "cost_model": "--cost-model", "energy_model": "--energy-model", "tdp_factor": "--tdp-factor",
    "cpu_model": "--cpu-model", "gpu_model": "--gpu-model", "predictor": "--predictor", "model": "--model",
    "history": "--history", "host_memory": "--host-memory", "sizes": "--size", "size_param": "--size-param", "size_range": "--size-range",
    "platforms": "--platform", "platform": "--platform", "args": "--arg", "contents": "--content", "platform_source": "--platform-source", "holdout": "--holdout",
    "default_device": "--default-device", "timeout_s": "--timeout-ms", "workload": "WORKLOAD", "power_exponent": "--power-exponent",
    "clock_factors": "--clock-factors", "cpu_partition": "--cpu-partition", "gpu_partition": "--gpu-partition",
    "cap_fractions": "--cap-fractions", "link_factors": "--link-factors",
    "min_confidence": "--min-confidence",
}


def option_of(parameter: str) -> str:
    return OPTION_OF.get(parameter, parameter)


def parse_pairs(values: Iterable[str], param_hint: str, positive: bool = False) -> dict[str, float]:
    """``("N=5000", "M=2e3")`` -> ``{"N": 5000.0, "M": 2000.0}``; finite numbers (positive ones if asked)."""
    pairs: dict[str, float] = {}
    for text in values:
        name, sep, value = text.partition("=")
        name = name.strip()
        try:
            number = float(value)
        except ValueError:
            number = math.nan
        if not sep or not name.isidentifier() or not math.isfinite(number):
            raise click.BadParameter(f"expected NAME=NUMBER, got {text!r}", param_hint=param_hint)
        if positive and number <= 0:
            raise click.BadParameter(f"{name} must be positive, got {value.strip()}", param_hint=param_hint)
        pairs[name] = number
    return pairs


def parse_sizes(values: Iterable[str]) -> dict[str, float]:
    """``--size`` values: positive finite numbers by size parameter."""
    return parse_pairs(values, "--size", positive=True)


def check_names(workload: Workload, datasets: Iterable[str] = (), kernels: Iterable[str] = (), all_allowed: bool = False) -> None:
    """Refuse a --dataset or --kernel the workload does not have, listing the ones it has."""
    for name in datasets:
        if name not in workload.datasets:
            have = ", ".join(workload.datasets) + (", all" if all_allowed else "")
            raise click.BadParameter(f"{name!r} is not a dataset of {workload.name} (have: {have})", param_hint="--dataset")
    for name in kernels:
        if name not in workload.kernels:
            raise click.BadParameter(f"{name!r} is not a kernel of {workload.name} (have: {', '.join(workload.kernels)})",
                                     param_hint="--kernel")


def check_size_names(workload: Workload, sizes: Iterable[str], kernels: Iterable[str] = ()) -> None:
    """Refuse a --size that is no size parameter of the (selected) kernels."""
    have = {p for k in workload.selected(list(kernels) or None) for p in k.params}
    for name in sizes:
        if name not in have:
            raise click.BadParameter(f"{name!r} is not a size parameter of the kernels (have: {', '.join(sorted(have))})",
                                     param_hint="--size")


class Number(click.FloatRange):
    """A float option in a range, finite: NaN passes click's own range checks (every comparison with it is false)."""

    name = "number"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        return number


class PathOption(click.Path):
    """A path option, looked at before the command runs, by its ``role``:

    ``input``
        a file the command reads: refused unless it is a regular file (:func:`advisor.files.not_a_file`: a FIFO would
        block the read, ``/dev/zero`` never end);
    ``output``
        a file (or with ``file_okay=False`` a directory) the command writes: refused where nothing can be written
        (:func:`advisor.files.output_problem`, without writing: the command tries it, :func:`check_output`, before its
        work);
    ``history``
        a history database: read where it is, made where it is not (:func:`advisor.history.unusable`).

    An empty path and a name the OS cannot take (an embedded NUL) are refused for every role. The hostile suite
    (tests/hostile/generate.py) reads the role to know which values the option must take and which refuse.
    """

    def __init__(self, *args: Any, role: str = "input", **kwargs: Any):
        if role not in ("input", "output", "history"):
            raise ValueError(f"unknown role {role!r}")
        super().__init__(*args, **kwargs)
        self.role = role

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value:
            self.fail("an empty path names no file", param, ctx)
        try:
            value = super().convert(value, param, ctx)
        except ValueError as exc:
            self.fail(f"{value!r} is not a usable path ({exc})", param, ctx)
        problem = self._problem(str(value))
        if problem:
            self.fail(f"{value}: {problem}", param, ctx)
        return value

    def _problem(self, path: str) -> str | None:
        from ..errors import UsageError
        from ..files import not_a_file, output_problem
        from ..locations import expand

        try:
            where = expand(path, "path")
        except UsageError as exc:
            return exc.message.split(": ", 1)[-1]
        if self.role == "output":
            return output_problem(where, directory=not self.file_okay, probe=False)
        if self.role == "history":
            from ..history import unusable

            return unusable(where)
        problem = not_a_file(where)
        return None if problem is None or (problem.startswith("no such file") and not self.exists) else problem


def check_output(path: str, option: str, directory: bool = False) -> None:
    """Refuse an output (a file, or a directory of files) that cannot be written, before the work whose result it holds."""
    from ..files import output_problem
    from ..locations import expand

    problem = output_problem(expand(path, option), directory)
    if problem:
        raise click.BadParameter(f"{path}: {problem}", param_hint=option)


def _weights(ctx: click.Context, param: click.Parameter, value: str) -> Weights:
    try:
        return Weights.parse(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--weights") from None


def _sizes(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> dict[str, float]:
    return parse_sizes(value)


def _model_choice(kind: str) -> Callable[[click.Context, click.Parameter, Any], Any]:
    def check(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        if value is not None:
            registry.get(kind, value)  # an unknown name: UsageError naming the parameter, before any work
        return value

    return check


def _decorate(function: Callable, options: Iterable[Callable]) -> Callable:
    for option in reversed(list(options)):
        function = option(function)
    return function


PLATFORMS = click.option("--platform", "-p", "platforms", multiple=True, metavar="NAME|FILE|SOURCE:NAME|all",
                         help="Platform(s); repeatable; 'all' for every catalog platform. Default: the catalog default.")
KERNELS = click.option("--kernel", "-k", "kernels", multiple=True, metavar="NAME", help="Only these kernels; repeatable.")
SIZES = click.option("--size", "sizes", multiple=True, metavar="PARAM=VALUE", callback=_sizes,
                     help="Override a size parameter; repeatable.")


def format_option(formats: Iterable[str]) -> Callable:
    """--format; with a table format also --wide, which reaches the command as ``width``: the width its tables fit
    (:func:`advisor.layout.table_width`; None: as wide as they take)."""
    formats = tuple(formats)
    option = click.option("--format", "fmt", type=click.Choice(formats), default=formats[0], show_default=True, help="Output format.")
    if "table" not in formats:
        return option
    wide = click.option("--wide", "width", is_flag=True, callback=lambda ctx, param, value: table_width(value),
                        help="Tables with every column, nothing wrapped (by default they fit 120 columns, or the terminal's "
                             "width at a terminal, leaving out their least useful columns first).")
    return lambda function: option(wide(function))


def model_options(function: Callable) -> Callable:
    """--weights, --cost-model, --energy-model, --tdp-factor, --cpu-model, --gpu-model, --predictor: a :class:`Settings`."""
    return _decorate(function, (
        click.option("--weights", default="time=0.5,energy=0.5", show_default=True, callback=_weights,
                     help="Time/energy weights, summing to 1 (one implies the other: time=0.7)."),
        click.option("--cost-model", default="normalized", show_default=True, metavar="NAME",
                     callback=_model_choice("cost"),
                     help="normalized (time and energy relative to the CPU option), raw (the cost-model paper's w*s + w*J), "
                          "or a plugin of group advisor.cost_models."),
        click.option("--energy-model", type=click.Choice(registry.builtin_names("energy")), default=DEFAULT_ENERGY_MODEL,
                     show_default=True,
                     help="activity (board and package power from what the kernel does, docs: README 'Energy models'), "
                          "tdp (busy power from TDP), or epi (energy per FLOP and per byte)."),
        click.option("--tdp-factor", type=Number(min=0, min_open=True), default=0.6, show_default=True, help="tdp model (and activity where a device has no energy table): busy power = idle + factor x TDP (the cost-model paper's eq. 19); above 0, at most 1."),
        click.option("--cpu-model", type=click.Choice(registry.builtin_names("cpu-time")), default="signature", show_default=True,
                     help="CPU on-chip time: the loop-signature model where the kernel lists its loops and the platform "
                          "has an access profile (else the roofline), or the roofline always."),
        click.option("--gpu-model", type=click.Choice(registry.builtin_names("gpu-time")), default="kp", show_default=True,
                     help="GPU on-chip time of steps with CUDA code (kp, pipeline, hybrid, bsp, mwp-cwp; the roofline for the others), "
                          "or the roofline always."),
        click.option("--predictor", default=None, metavar="NAME", callback=_model_choice("predictor"),
                     help="Kernel-predictor plugin (group advisor.kernel_predictors), asked first."),
    ))


HOST_MEMORY = click.option(
    "--host-memory", type=click.Choice(HOST_MEMORY_KINDS), default=None,
    help="Price every kernel as if its host code used this memory: pageable (malloc + cudaMemcpy), pinned, mapped "
         "(zero-copy), managed (first touch on the GPU) or managed-prefetch (default: as the workload says).")


def history_options(function: Callable) -> Callable:
    """--history PATH and --no-history: the learned correction factors of `advisor fit`."""
    return _decorate(function, (
        click.option("--history", "history", type=PathOption(dir_okay=False, role="history"), default=None, metavar="PATH",
                     help="Apply correction factors learned by `advisor fit` from this history "
                          "(default: $ADVISOR_HISTORY or ~/.local/share/advisor/history.sqlite, when it exists)."),
        click.option("--no-history", is_flag=True, help="Pure analysis: ignore learned correction factors."),
    ))


def history_spec(history: str | None, no_history: bool) -> str | None:
    """The ``history`` argument of the library: None (off), ``"auto"`` or a path."""
    if no_history:
        if history:
            raise click.BadParameter("give --history PATH or --no-history, not both", param_hint="--no-history")
        return None
    return history or "auto"


def settings_of(options: dict[str, Any], workload: str | None = None, platforms: Iterable[str] | None = None) -> tuple[Settings, str | None]:
    """The :class:`Settings` of a command's model and history options, with the learned factors that apply.

    Returns the settings and the file the factors came from (None: pure analysis).
    """
    from ..history import learned_corrections  # sqlite3, only for the commands that read a history

    corrections, source = learned_corrections(history_spec(options.get("history"), options.get("no_history", False)),
                                              workload, platforms)
    settings = Settings(options["weights"], options["cost_model"], options["energy_model"], options["tdp_factor"], corrections,
                        options["cpu_model"], options["gpu_model"], options["predictor"])
    return settings, source


SETTINGS_KEYS = ("weights", "cost_model", "energy_model", "tdp_factor", "cpu_model", "gpu_model", "predictor", "history", "no_history")

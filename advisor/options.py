"""Command-line options shared by several commands (recommend, tradeoff, place).

One definition each, so that `--size`, `--weights` and the model choices read and
fail the same way everywhere: bad values raise ``click.BadParameter``, which
``advisor.cli.main`` prints as one line with exit status 2.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import click

from .models import COST_FORMS, ENERGY_MODELS, Weights
from .workload import Workload


def parse_sizes(values: tuple[str, ...]) -> dict[str, float]:
    """``("N=5000", "M=2e3")`` -> ``{"N": 5000.0, "M": 2000.0}``; positive finite numbers only."""
    sizes: dict[str, float] = {}
    for text in values:
        name, sep, value = text.partition("=")
        name = name.strip()
        try:
            number = float(value)
        except ValueError:
            number = math.nan
        if not sep or not name.isidentifier() or not math.isfinite(number):
            raise click.BadParameter(f"expected PARAM=NUMBER, got {text!r}", param_hint="--size")
        if number <= 0:
            raise click.BadParameter(f"{name} must be positive, got {value.strip()}", param_hint="--size")
        sizes[name] = number
    return sizes


def check_names(workload: Workload, datasets: Iterable[str] = (), kernels: Iterable[str] = (), all_allowed: bool = False) -> None:
    """Refuse a --dataset or --kernel the workload does not have, listing the ones it has."""
    for name in datasets:
        if name not in workload.datasets:
            have = ", ".join(workload.datasets) + (", all" if all_allowed else "")
            raise click.BadParameter(f"{name!r} is not a dataset of {workload.name} (have: {have})", param_hint="--dataset")
    for name in kernels:
        if name not in workload.kernels:
            raise click.BadParameter(f"{name!r} is not a kernel of {workload.name}", param_hint="--kernel")


def parse_weights(text: str) -> Weights:
    try:
        return Weights.parse(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--weights") from None


def model_options(function: Callable) -> Callable:
    """--weights, --cost-form, --energy-model and --tdp-factor, as the ``Settings`` of advisor.recommend."""
    for option in reversed((
        click.option("--weights", default="time=0.5,energy=0.5", show_default=True, help="Time/energy weights, summing to 1."),
        click.option("--cost-form", type=click.Choice(COST_FORMS), default="normalized", show_default=True,
                     help="normalized: time and energy relative to the CPU option; raw: the paper's w*s + w*J."),
        click.option("--energy-model", type=click.Choice(sorted(ENERGY_MODELS)), default="tdp", show_default=True,
                     help="Busy power from TDP, or energy per FLOP and per byte."),
        click.option("--tdp-factor", type=click.FloatRange(min=0, min_open=True), default=0.6, show_default=True,
                     help="TDP model: busy power = idle + factor x TDP (the paper's eq. 19)."),
    )):
        function = option(function)
    return function

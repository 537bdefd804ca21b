"""How sure an answer is: intervals from the models' measured errors, and the probability that a choice is right.

Every validation set of the project compares a part of the prediction with measurements. Their ratios
``measured / predicted``, by part (``cpu-time``, ``gpu-time``, ``copy``, ``launch``, ``energy``) and by what the
answer's part depends on (the CPU code's implementation, the descriptor's kind and the core's family; the GPU model
and architecture family; the host memory of a copy; the energy model), are the error model: for each group, the
mean ``mu`` and standard deviation ``sigma`` of their logarithm, each set weighing alike (:class:`Band`;
``validation/confidence/error_model.py`` builds them from ``validation/confidence/rows.csv`` into ``error_model.yaml``
here, with the sets, rows and date). An answer's part takes the band of its group where that group holds at least
:data:`MIN_ROWS` rows; otherwise the widest band of its part, and the answer says so (:attr:`Certainty.notes`).

A prediction ``x`` of a part is then taken as ``x * exp(e)``, ``e ~ N(mu, sigma^2)``, and the parts of an option
combine by their shares (the delta method on the logarithm; parts independent):

    ln T ~ N(ln T^ + sum_i s_i mu_i, sum_i s_i^2 sigma_i^2),   s_i = t_i / T^

(a GPU option's time: its on-chip time, copies and launches). Its 80 % interval is ``exp(mean -/+ 1.2816 sd)``.
A cost ``C = f(T, E)`` moves with the time and the energy by its elasticities (``d ln C / d ln T`` and
``/ d ln E``, taken from the cost model itself), and the probability that the recommended option ``r`` costs less
than each other option ``o`` is

    P(C_r < C_o) = Phi((m_o - m_r) / sqrt(v_r + v_o)),

the answer's :attr:`Certainty.confidence` being the product over the other options (their errors taken as
independent). The expected extra cost of a choice is ``E[max(0, C_x - C_y)]`` against the cheapest other option
``y`` (normal on the costs' means and variances): ``d Phi(d/s) + s phi(d/s)``. No sampling: a decision pays a few
dozen floating-point operations. All of it takes numbers or numpy arrays (one element per task) alike.

Two GPUs priced by one model err together on one kernel (the same code read the same way): the choice between
them is judged by the ``gpu-pair`` band, that of ``ln((T_a / T^_a) / (T_b / T^_b))`` over the published sets' pairs
(mean 0: either GPU may come first), each GPU's on-chip time taking half its variance and no bias (:func:`half_pair`).

A calibrated platform narrows its own bands: :func:`narrowed` combines a band with the errors the platform's own
``advisor validate`` runs showed (``n`` runs, mean ``m`` and variance ``v`` of their log-ratio, as ``advisor fit``
keeps them), weighing the shipped band as :data:`PRIOR_RUNS` runs:

    mu' = (n m + n0 mu) / (n + n0),   sigma'^2 = (n v + n0 sigma^2) / (n + n0).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..elementwise import Value, is_scalar, where
from ..errors import DescriptorError
from ..schema.yamlio import Fields, load_yaml

SCHEMA = "advisor-error-model/1"
MODEL_FILE = Path(__file__).with_name("error_model.yaml")
Z80 = 1.2815515655446004  # the standard normal's 90th percentile: an 80 % central interval
MIN_ROWS = 8  # a group with fewer rows is not taken as covered
PRIOR_RUNS = 10  # the weight of the shipped band against a platform's own runs (:func:`narrowed`)
CLOSE_CALL = 0.8  # below this confidence an answer is a close call
#: the parts and, for each, what its error depends on (the keys of its groups, in this order)
PARTS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "cpu-time": ("implementation", "descriptor", "family"),
    "gpu-time": ("model", "family"),
    "gpu-pair": ("model", "families"),  # one kernel's time on two GPUs: ``same`` family or ``different``
    "copy": ("memory",),
    "launch": (),
    "energy": ("model",),
})


@dataclass(frozen=True)
class Band:
    """The error of one part in one group: ``ln(measured / predicted)`` has mean ``mu`` and deviation ``sigma``."""

    mu: float
    sigma: float
    rows: int
    sets: tuple[str, ...]

    def interval(self, value: Value, z: float = Z80) -> tuple[Value, Value]:
        return _exp_interval(value, self.mu, self.sigma**2, z)


@dataclass(frozen=True)
class ErrorModel:
    """Every part's bands, by the values of its keys (:data:`PARTS`), with where they came from."""

    bands: Mapping[str, Mapping[tuple[str, ...], Band]]
    built: str = ""  # when and from what: the file's provenance line
    _looked_up: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # band() per part and keys

    def band(self, part: str, **keys: str) -> tuple[Band, str | None]:
        """The band of ``part`` for ``keys`` (:meth:`find`), looked up once per combination."""
        key = (part, *(keys.get(name, "") for name in PARTS[part]))
        found = self._looked_up.get(key)
        if found is None:
            found = self._looked_up[key] = self.find(part, **keys)
        return found

    def find(self, part: str, **keys: str) -> tuple[Band, str | None]:
        """The band of ``part`` for ``keys``, and why it is another group's where no set covers them: the widest band
        of the same model (or implementation) on other families; else the widest of the part, without its bias;
        else the widest of the part's thinner groups; else the widest of every part."""
        groups = self.bands.get(part, {})
        key = tuple(keys.get(name, "") for name in PARTS[part])
        found = groups.get(key)
        if found is not None and found.rows >= MIN_ROWS:
            return found, None
        what = ", ".join(f"{name} {value}" for name, value in zip(PARTS[part], key) if value) or "this kind"
        why = f"no validation set covers {part} with {what}"
        covered = {group: band for group, band in groups.items() if band.rows >= MIN_ROWS}
        alike = [band for group, band in covered.items() if group[:1] == key[:1]] if key[1:] else []
        if alike:
            return _spread_only(_widest(alike)), f"{why}: the widest band of its {PARTS[part][0]}"
        if covered:
            return _spread_only(_widest(covered.values())), f"{why}: its widest band"
        if groups:
            widest = _widest(groups.values())
            return _spread_only(widest), f"fewer than {MIN_ROWS} rows cover {part} with {what}: the widest band of its part ({widest.rows} rows)"
        return _spread_only(_widest(band for groups in self.bands.values() for band in groups.values())), \
            f"no validation set covers {part} at all: the widest band of every part"


def _widest(bands: Iterable[Band]) -> Band:
    return max(bands, key=lambda band: band.sigma)


def half_pair(band: Band) -> Band:
    """Each GPU's share of a ``gpu-pair`` band: no bias, half the variance of the pair's log-ratio."""
    return Band(0.0, band.sigma / math.sqrt(2.0), band.rows, band.sets)


def _spread_only(band: Band) -> Band:
    """A band borrowed from another group: its spread, not its bias (which is that group's own)."""
    return Band(0.0, band.sigma, band.rows, band.sets)


@functools.cache
def error_model() -> ErrorModel:
    """The error model the advisor ships (``error_model.yaml``)."""
    return read_error_model(MODEL_FILE)


def read_error_model(path: str | Path) -> ErrorModel:
    top = Fields(load_yaml(path), str(path))
    top.expect_schema(SCHEMA)
    built = top.text("built")
    bands: dict[str, dict[tuple[str, ...], Band]] = {}
    for part, entries in top.items("parts"):
        if part not in PARTS:
            raise DescriptorError(str(path), f"parts.{part}", f"unknown part (known: {', '.join(PARTS)})")
        groups: dict[tuple[str, ...], Band] = {}
        for index, entry in enumerate(Fields(entries, str(path), f"parts.{part}").data if isinstance(entries, Mapping) else entries):
            f = Fields(entry, str(path), f"parts.{part}[{index}]")
            keys = f.mapping("keys", required=False)
            key = tuple(str(keys.data.get(name, "")) if keys is not None else "" for name in PARTS[part])
            groups[key] = Band(f.number("mu", minimum=-math.inf, positive=False), f.number("sigma"), f.count("rows"), tuple(f.list("sets")))
        bands[part] = MappingProxyType(groups)
    top.done()
    return ErrorModel(MappingProxyType(bands), built)


def narrowed(band: Band, runs: int, mean: float, variance: float) -> Band:
    """``band`` combined with a platform's own ``runs`` (mean and variance of their log-ratio; module docstring)."""
    if runs <= 0:
        return band
    weight = runs + PRIOR_RUNS
    return Band((runs * mean + PRIOR_RUNS * band.mu) / weight, math.sqrt((runs * variance + PRIOR_RUNS * band.sigma**2) / weight),
                band.rows + runs, (*band.sets, "own runs"))


# --- the arithmetic, numbers or arrays -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Spread:
    """``ln(true / predicted)`` of a quantity: its mean and variance."""

    mu: Value
    var: Value

    def interval(self, value: Value, z: float = Z80) -> tuple[Value, Value]:
        return _exp_interval(value, self.mu, self.var, z)


def combined(parts: Sequence[tuple[Value, Band]], total: Value) -> Spread:
    """The spread of a sum of parts ``(seconds, band)`` whose total is ``total`` (module docstring)."""
    mu: Value = 0.0
    var: Value = 0.0
    positive = total > 0
    safe_total = where(positive, total, 1.0)
    for seconds, band in parts:
        share = where(positive, seconds / safe_total, 0.0)
        mu = mu + share * band.mu
        var = var + share * share * band.sigma**2
    return Spread(mu, var)


def normal_cdf(x: Value) -> Value:
    """Phi(x), through erf (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7 [abramowitz1964]): one formula for numbers
    and arrays, so that a task decides alike alone and in a batch."""
    if is_scalar(x):
        z = abs(x) / math.sqrt(2.0)
        return 0.5 * (1.0 + math.copysign(_erf_magnitude(z, math.exp(-z * z)), x))
    import numpy as np

    z = np.abs(x) / math.sqrt(2.0)
    return 0.5 * (1.0 + np.sign(x) * _erf_magnitude(z, np.exp(-z * z)))


def _erf_magnitude(z: Value, gauss: Value) -> Value:
    t = 1.0 / (1.0 + 0.3275911 * z)
    return 1.0 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * gauss


def _exp_interval(value: Value, mu: Value, var: Value, z: float) -> tuple[Value, Value]:
    sd = var**0.5
    return value * _exp(mu - z * sd), value * _exp(mu + z * sd)


def _exp(x: Value) -> Value:
    if is_scalar(x):
        return math.exp(x)
    import numpy as np

    return np.exp(x)


def _log(x: Value) -> Value:
    if is_scalar(x):
        return math.log(x) if x > 0 else -math.inf
    import numpy as np

    with np.errstate(divide="ignore"):
        return np.log(where(x > 0, x, 0.0))


@dataclass(frozen=True)
class CostSpread:
    """``ln C`` of an option's true cost: mean ``m`` (with the bias of its parts) and variance ``v``."""

    m: Value
    v: Value

    @property
    def mean(self) -> Value:
        return _exp(self.m + self.v / 2.0)

    @property
    def sd(self) -> Value:
        return ((_exp(self.v) - 1.0) * _exp(2.0 * self.m + self.v)) ** 0.5


def cost_spread(cost: Value, time_elasticity: Value, energy_elasticity: Value, time: Spread, energy: Spread) -> CostSpread:
    return CostSpread(_log(cost) + time_elasticity * time.mu + energy_elasticity * energy.mu,
                      time_elasticity**2 * time.var + energy_elasticity**2 * energy.var)


def p_lower(a: CostSpread, b: CostSpread) -> Value:
    """P(C_a < C_b), the two independent (module docstring)."""
    spread = (a.v + b.v) ** 0.5
    return where(spread > 0, normal_cdf((b.m - a.m) / where(spread > 0, spread, 1.0)), where(a.m < b.m, 1.0, where(a.m > b.m, 0.0, 0.5)))


def expected_excess(a: CostSpread, b: CostSpread) -> Value:
    """E[max(0, C_a - C_b)]: what choosing ``a`` costs beyond ``b``, on average (module docstring)."""
    d = a.mean - b.mean
    s = (a.sd**2 + b.sd**2) ** 0.5
    safe = where(s > 0, s, 1.0)
    density = _exp(-0.5 * (d / safe) ** 2) / math.sqrt(2.0 * math.pi)
    return where(s > 0, d * normal_cdf(d / safe) + s * density, where(d > 0, d, 0.0))


def elasticities(cost: Any, time_s: Value, energy_j: Value, reference: tuple[Value, Value], weights: Any, step: float = 1e-4,
                 terms: Any = None) -> tuple[Value, Value]:
    """``(d ln C / d ln T, d ln C / d ln E)`` of cost model ``cost`` at this option: each term's share of the cost
    where the model is linear in both and gives its two ``terms`` (the built-ins), else by finite differences (the
    model may be a plugin)."""
    if terms is not None:
        by_time, by_energy = terms(time_s, energy_j, weights, *reference)
        base = by_time + by_energy
        safe = where(base > 0, base, 1.0)
        return where(base > 0, by_time / safe, 0.0), where(base > 0, by_energy / safe, 0.0)
    base = cost(time_s, energy_j, weights, *reference)
    safe = where(base > 0, base, 1.0)
    by_time = (cost(time_s * (1.0 + step), energy_j, weights, *reference) - base) / safe / step
    by_energy = (cost(time_s, energy_j * (1.0 + step), weights, *reference) - base) / safe / step
    return where(base > 0, by_time, 0.0), where(base > 0, by_energy, 0.0)

"""Plugin registry: cost models, kernel predictors and platform sources from other packages.

Another package adds a plugin by declaring a Python entry point (PEP 621,
read with :mod:`importlib.metadata`) in one of these groups::

    [project.entry-points."advisor.cost_models"]
    carbon = "mypkg.carbon:carbon_cost"

    [project.entry-points."advisor.kernel_predictors"]
    gbdt = "mypkg.predict:GbdtPredictor"

    [project.entry-points."advisor.platform_sources"]
    inventory = "mypkg.inventory:platform"

and the plugin is then selected by name: ``Advisor(cost_model="carbon",
predictor="gbdt")``, ``Advisor(platforms=["inventory:node-17"])`` (and on the
command line ``advisor place --cost-model carbon --predictor gbdt --platform
inventory:node-17``).

Groups and what the loaded object must be:

``advisor.cost_models`` (:data:`COST_MODELS`)
    ``f(time_s, energy_j, weights, ref_time_s, ref_energy_j) -> cost``, lower is
    better; ``weights`` is a :class:`~advisor.core.builtin.Weights`, the references are
    the CPU option's time and energy (the built-in ``normalized`` form is
    ``w_t * t / t_ref + w_e * E / E_ref``, ``raw`` is ``w_t * t + w_e * E``).
    It should accept numpy arrays elementwise; :meth:`Advisor.place_many` falls
    back to calling it row by row where it does not.
``advisor.kernel_predictors`` (:data:`KERNEL_PREDICTORS`)
    an object (a class is instantiated with no arguments) with
    ``predict(counts, platform, device, roofline) -> seconds | None``: the
    on-chip time of a :class:`~advisor.core.counts.KernelCounts` on ``device``
    (``"cpu"`` or ``"gpu"``) of a :class:`~advisor.platform.Platform`, replacing
    the roofline estimate ``roofline`` (an :class:`~advisor.core.builtin.OnChipTime`);
    ``None`` keeps the roofline. Transfers, launches and energy models still apply.
``advisor.platform_sources`` (:data:`PLATFORM_SOURCES`)
    ``f(name) -> Platform``, raising ``LookupError`` for a name it does not know
    (a class is instantiated with no arguments and then called).

Entry points are read once per process (:func:`refresh` re-reads them);
:func:`register` adds a plugin in-process, which wins over an entry point of the
same name. An unknown name is a :class:`~advisor.errors.UsageError` that names
the parameter and lists the names available. Cost models and kernel predictors
are selected through the model registry (:mod:`advisor.core.registry`),
which consults this module after its built-in names.
"""

from __future__ import annotations

import inspect
import threading
from typing import TYPE_CHECKING, Any

from .errors import UsageError

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

COST_MODELS = "advisor.cost_models"
KERNEL_PREDICTORS = "advisor.kernel_predictors"
PLATFORM_SOURCES = "advisor.platform_sources"
GROUPS = (COST_MODELS, KERNEL_PREDICTORS, PLATFORM_SOURCES)
_WHAT = {COST_MODELS: "cost model", KERNEL_PREDICTORS: "kernel predictor", PLATFORM_SOURCES: "platform source"}
_PARAMETER = {COST_MODELS: "cost_model", KERNEL_PREDICTORS: "predictor", PLATFORM_SOURCES: "platform_source"}

_lock = threading.Lock()
_entry_points: dict[str, dict[str, EntryPoint]] | None = None
_registered: dict[str, dict[str, Any]] = {group: {} for group in GROUPS}
_loaded: dict[tuple[str, str], Any] = {}


def _check_group(group: str) -> None:
    if group not in GROUPS:
        raise ValueError(f"unknown plugin group {group!r}; use one of {', '.join(GROUPS)}")


def _scan() -> dict[str, dict[str, EntryPoint]]:
    import importlib.metadata  # read once, on first use: it costs a noticeable part of start-up

    global _entry_points
    with _lock:
        if _entry_points is None:
            found: dict[str, dict[str, EntryPoint]] = {group: {} for group in GROUPS}
            for group in GROUPS:
                for entry in importlib.metadata.entry_points(group=group):
                    found[group].setdefault(entry.name, entry)
            _entry_points = found
        return _entry_points


def refresh() -> None:
    """Forget what was read and loaded, so that newly installed distributions are seen."""
    global _entry_points
    with _lock:
        _entry_points = None
        _loaded.clear()


def register(group: str, name: str, plugin: Any) -> None:
    """Add ``plugin`` under ``name`` in this process (tests, notebooks, embedding applications)."""
    _check_group(group)
    with _lock:
        _registered[group][name] = plugin
        _loaded.pop((group, name), None)


def unregister(group: str, name: str) -> None:
    _check_group(group)
    with _lock:
        _registered[group].pop(name, None)
        _loaded.pop((group, name), None)


def available(group: str) -> list[str]:
    """Names selectable in ``group``: registered in-process and declared by installed distributions."""
    _check_group(group)
    return sorted(set(_registered[group]) | set(_scan()[group]))


def load(group: str, name: str, parameter: str | None = None) -> Any:
    """The plugin ``name`` of ``group``; classes are instantiated once. Errors name ``parameter`` (default: the group's)."""
    _check_group(group)
    parameter = parameter or _PARAMETER[group]
    key = (group, name)
    if key in _loaded:
        return _loaded[key]
    plugin = _registered[group].get(name)
    if plugin is None:
        entry = _scan()[group].get(name)
        if entry is None:
            known = ", ".join(available(group)) or "none installed"
            raise UsageError(parameter, f"unknown {_WHAT[group]} {name!r} (available: {known})")
        try:
            plugin = entry.load()
        except Exception as exc:  # noqa: BLE001 - a broken plugin is bad input, named, not a crash
            raise UsageError(parameter, f"{_WHAT[group]} {name!r}: entry point {entry.value!r} failed to load: {exc}") from None
    if inspect.isclass(plugin):
        plugin = plugin()
    with _lock:
        _loaded[key] = plugin
    return plugin

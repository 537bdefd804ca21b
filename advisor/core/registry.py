"""The models the advisor selects by name, in one registry.

Every choice a user makes by name goes through here: the on-chip time model of
each device, the kernel-time model of ``advisor predict-kernel``, the energy
model, the cost model and the kernel-predictor plugins. Each kind has a
contract (below) and the library parameter that selects it, which errors name.

=============  ================  ==========================================================
kind           parameter         a registered model is
=============  ================  ==========================================================
cpu-time       ``cpu_model``     ``f(counts, platform) -> OnChipTime``
gpu-time       ``gpu_model``     ``f(counts, platform, gpu_index) -> OnChipTime``
kernel-time    ``model``         ``f(launch, platform, gpu_index, **options) -> KernelPrediction``
energy         ``energy_model``  ``f(tdp_factor) -> model`` with ``cpu_energy_j`` / ``gpu_energy_j``
                                  (and, optionally, ``gpu_device_energy_j``)
cost           ``cost_model``    ``f(time_s, energy_j, weights, ref_time_s, ref_energy_j) -> cost``
predictor      ``predictor``     an object with ``predict(counts, platform, device, onchip) -> s | None``
=============  ================  ==========================================================

Built-in models register where they are defined (:mod:`advisor.core.builtin` for
the roofline, signature, energy and cost models; :mod:`advisor.gpu.nvidia` for
``kp``, ``bsp``, ``mwp-cwp`` and the counted roofline). Cost models and kernel
predictors may also come from other packages as entry points
(:mod:`advisor.plugins`); a built-in name wins over a plugin of the same name.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .. import plugins
from ..errors import UsageError


@dataclass(frozen=True)
class Kind:
    name: str
    parameter: str  # the library parameter that selects a model of this kind
    plugin_group: str | None = None  # entry-point group that may add models


KINDS = {kind.name: kind for kind in (
    Kind("cpu-time", "cpu_model"),
    Kind("gpu-time", "gpu_model"),
    Kind("kernel-time", "model"),
    Kind("energy", "energy_model"),
    Kind("cost", "cost_model", plugins.COST_MODELS),
    Kind("predictor", "predictor", plugins.KERNEL_PREDICTORS),
)}
_models: dict[str, dict[str, Any]] = {kind: {} for kind in KINDS}

# The modules that register the built-in models, loaded on the first lookup so
# that a script asking the registry gets the same models as the command line,
# whichever module it imported first (named, not imported: they import this one).
BUILTIN_MODULES = ("advisor.core.builtin",)
_builtin_loaded = False


def _load_builtin() -> None:
    global _builtin_loaded
    if not _builtin_loaded:
        _builtin_loaded = True
        for module in BUILTIN_MODULES:
            importlib.import_module(module)


def _kind(kind: str) -> Kind:
    if kind not in KINDS:
        raise ValueError(f"unknown model kind {kind!r} (have: {', '.join(KINDS)})")
    return KINDS[kind]


def register(kind: str, name: str, model: Any) -> None:
    """Add a built-in ``model`` of ``kind`` under ``name`` (at import of the module that defines it)."""
    _kind(kind)
    _models[kind][name] = model


def names(kind: str) -> list[str]:
    """Selectable names of ``kind``: built-in first, then installed or registered plugins."""
    group = _kind(kind).plugin_group
    _load_builtin()
    builtin = list(_models[kind])
    return builtin + [name for name in plugins.available(group) if name not in _models[kind]] if group else builtin


def builtin_names(kind: str) -> list[str]:
    _kind(kind)
    _load_builtin()
    return list(_models[kind])


def get(kind: str, name: str) -> Any:
    """The model ``name`` of ``kind``; an unknown name is a :class:`UsageError` naming the parameter."""
    spec = _kind(kind)
    _load_builtin()
    found = _models[kind].get(name)
    if found is not None:
        return found
    if spec.plugin_group is not None and name in plugins.available(spec.plugin_group):
        return plugins.load(spec.plugin_group, name, parameter=spec.parameter)
    what = "kernel predictor" if kind == "predictor" else f"{kind} model"
    raise UsageError(spec.parameter, f"unknown {what} {name!r} (have: {', '.join(names(kind)) or 'none installed'})")

"""Plugins from another (fake, temporary) distribution, found through importlib.metadata entry points."""

import textwrap

import pytest

from advisor import plugins
from advisor.errors import UsageError
from advisor.scheduler import Advisor

from .conftest import FIXTURES

TASK = {"flops": 2e9, "dram_bytes": 8e6, "h2d_bytes": 8e6, "precision": "fp32"}

PLUGIN_MODULE = f'''
from advisor.platform import load_platform

def gpu_averse_cost(time_s, energy_j, weights, ref_time_s, ref_energy_j):
    """The paper's raw cost, w_t * t + w_e * E, as a plugin (works on scalars and arrays)."""
    return (weights.time * time_s + weights.energy * energy_j) * 1.0

def scalar_only_cost(time_s, energy_j, weights, ref_time_s, ref_energy_j):
    if not isinstance(time_s, float):
        raise TypeError("scalars only")
    return time_s

class GpuIsSlow:
    """A 'learned' predictor: the GPU takes a second, the CPU keeps its roofline."""
    def predict(self, counts, platform, device, roofline):
        return 1.0 if device == "gpu" else None

def inventory(name):
    if name != "node-17":
        raise LookupError(name)
    return load_platform({str(FIXTURES / "toy-platform.yaml")!r})
'''

ENTRY_POINTS = """
[advisor.cost_models]
fake-raw = fakeplug:gpu_averse_cost
scalar-only = fakeplug:scalar_only_cost

[advisor.kernel_predictors]
gpu-is-slow = fakeplug:GpuIsSlow

[advisor.platform_sources]
inventory = fakeplug:inventory
"""


@pytest.fixture
def fake_distribution(tmp_path, monkeypatch):
    (tmp_path / "fakeplug.py").write_text(textwrap.dedent(PLUGIN_MODULE))
    dist = tmp_path / "fakeplug-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: fakeplug\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    plugins.refresh()
    yield tmp_path
    plugins.refresh()


def test_entry_points_are_listed_by_group(fake_distribution):
    assert {"fake-raw", "scalar-only"} <= set(plugins.available(plugins.COST_MODELS))
    assert "gpu-is-slow" in plugins.available(plugins.KERNEL_PREDICTORS)
    assert "inventory" in plugins.available(plugins.PLATFORM_SOURCES)


def test_cost_model_plugin_selected_by_name(fake_distribution):
    plugin = Advisor(platforms=[str(FIXTURES / "toy-platform.yaml")], history=None, cost_model="fake-raw").place(TASK)
    builtin = Advisor(platforms=[str(FIXTURES / "toy-platform.yaml")], history=None, cost_model="raw").place(TASK)
    assert (plugin.cpu_cost, plugin.gpu_cost, plugin.device) == pytest.approx((builtin.cpu_cost, builtin.gpu_cost, builtin.device))
    assert "cost fake-raw" in plugin.model


def test_scalar_only_cost_plugin_works_in_batches(fake_distribution):
    import pandas as pd

    advisor = Advisor(platforms=[str(FIXTURES / "toy-platform.yaml")], history=None, cost_model="scalar-only")
    frame = pd.DataFrame([dict(TASK, d2h_bytes=0.0, launches=1.0)] * 3)
    out = advisor.place_many(frame)
    assert not out["fallback"].any() and (out["device"] == advisor.place(TASK).device).all()


def test_kernel_predictor_plugin_replaces_the_roofline(fake_distribution):
    advisor = Advisor(platforms=[str(FIXTURES / "toy-platform.yaml")], history=None, predictor="gpu-is-slow")
    placement = advisor.place(TASK)
    assert placement.device == "cpu" and placement.gpu_time_s > 1.0 and "predictor:gpu-is-slow" in placement.model


def test_platform_source_plugin(fake_distribution):
    placement = Advisor(platforms=["inventory:node-17"], history=None).place(TASK)
    assert placement.platform == "toy" and not placement.fallback
    advisor = Advisor(platforms=["laptop-gtx850m"], history=None, platform_source="inventory")
    assert advisor.place(dict(TASK, platform="node-17")).platform == "toy"
    with pytest.raises(UsageError, match="not known to platform source"):
        Advisor(platforms=["inventory:node-99"], history=None)


def test_unknown_or_broken_plugins_are_bad_input(fake_distribution):
    with pytest.raises(UsageError, match=r"unknown cost model.*fake-raw"):
        Advisor(platforms=["laptop-gtx850m"], history=None, cost_model="nope")
    (fake_distribution / "fakeplug-1.0.dist-info" / "entry_points.txt").write_text(
        ENTRY_POINTS.replace("gpu-is-slow = fakeplug:GpuIsSlow", "gpu-is-slow = fakeplug:GpuIsSlow\nbroken = fakeplug:does_not_exist"))
    plugins.refresh()
    with pytest.raises(UsageError, match="failed to load"):
        Advisor(platforms=["laptop-gtx850m"], history=None, predictor="broken")


def test_in_process_registration():
    plugins.register(plugins.COST_MODELS, "time-only", lambda t, e, w, rt, re: t)
    try:
        placement = Advisor(platforms=["laptop-gtx850m"], history=None, cost_model="time-only").place(TASK)
        assert placement.cost == placement.time_s
    finally:
        plugins.unregister(plugins.COST_MODELS, "time-only")
    with pytest.raises(ValueError, match="unknown plugin group"):
        plugins.register("advisor.nope", "x", object())


def test_platform_source_plugin_on_the_command_line(fake_distribution, capsys):
    import json

    from advisor.cli import main

    assert main(["recommend", "polybench", "-p", "inventory:node-17", "-k", "gemm", "--format", "json"]) == 0
    assert {row["platform"] for row in json.loads(capsys.readouterr().out)} == {"toy"}
    assert main(["recommend", "polybench", "-p", "inventory:node-99"]) == 2
    assert "not known to platform source 'inventory'" in capsys.readouterr().err

"""GPU architecture model (issue 3, item 5): the data files, their provenance, the loader's
checks, lookup from a platform GPU, and clock conversions.

Expected numbers come from the CUDA Programming Guide tables the files cite, worked by hand.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest
import yaml

from advisor.core.counts import instantiate
from advisor.errors import DescriptorError
from advisor.gpu.descriptor import NVIDIA_ARCHITECTURES
from advisor.gpu.kerneltime import kernel_onchip_time
from advisor.gpu.nvidia import (
    INSTRUCTION_CLASSES,
    UnknownArchitectureError,
    architecture_for,
    bandwidths_Bps,
    cycles_to_seconds,
    load_architecture_file,
    load_architectures,
    seconds_to_cycles,
)
from advisor.gpu.nvidia.arch import ARCH_DIR
from advisor.gpu.nvidia.archfile import architectures_from_data
from advisor.platform import load_platform
from advisor.workload import load_workload

REPO = Path(__file__).resolve().parents[1]
EXPECTED = {
    ("fermi", "2.0"), ("fermi", "2.1"), ("kepler", "3.0"), ("kepler", "3.5"), ("kepler", "3.7"),
    ("maxwell", "5.0"), ("maxwell", "5.2"), ("pascal", "6.0"), ("pascal", "6.1"), ("volta", "7.0"),
    ("turing", "7.5"), ("ampere", "8.0"), ("ampere", "8.6"), ("ada", "8.9"), ("hopper", "9.0"), ("blackwell", "10.0"),
    ("blackwell", "12.0"),
}
ARCH_FILES = sorted(ARCH_DIR.glob("*.yaml"))


@pytest.fixture(scope="module")
def table():
    return load_architectures()


def test_every_architecture_and_compute_capability_is_modelled(table):
    assert set(table) == EXPECTED
    assert {p.stem for p in ARCH_FILES} == {a for a, _ in EXPECTED}


def _leaf_paths(node, prefix=""):
    """Field paths of every number (or list) below ``node``; {value, source} counts as one leaf."""
    if isinstance(node, dict) and "value" not in node:
        for key, value in node.items():
            if key != "source":
                yield from _leaf_paths(value, f"{prefix}.{key}" if prefix else key)
    else:
        yield prefix


@pytest.mark.parametrize("path", ARCH_FILES, ids=lambda p: p.stem)
def test_every_number_cites_a_declared_source(path):
    raw = yaml.safe_load(path.read_text())
    archs = {a.compute_capability: a for a in load_architecture_file(path)}
    assert set(archs) == set(raw["compute_capabilities"])
    cited = set()
    for cc, entry in raw["compute_capabilities"].items():
        arch = archs[cc]
        leaves = list(_leaf_paths(entry))
        assert len(leaves) > 70
        for leaf in leaves:
            assert leaf in arch.provenance, f"{path.name} {cc}: {leaf} has no recorded source"
            source = arch.source_of(leaf)
            assert source.kind in ("spec", "paper", "measured", "estimate")
            cited.add(source.id)
    assert cited == set(raw["sources"]), "declared sources that no number cites"


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_instruction_tables_are_complete_and_positive(table, key):
    arch = table[key]
    assert set(arch.instructions) == set(INSTRUCTION_CLASSES)
    for timing in arch.instructions.values():
        assert timing.latency_cycles > 0 and timing.ops_per_cycle_per_sm > 0
        assert timing.issue_delay_cycles >= 1
    m = arch.memory
    assert m.l1_hit_latency_cycles <= m.l2_hit_latency_cycles < m.dram_latency_cycles < m.uncoalesced_latency_cycles
    # lat_uncoal = lat_DRAM + 28 x 10 everywhere (est-uncoal): 001's delay_dep comes out at 10 cycles
    assert (m.uncoalesced_latency_cycles - m.dram_latency_cycles) / 28 == pytest.approx(10)


@pytest.mark.parametrize(
    "key, cls, ops, delay",
    [
        # Programming Guide throughput table; delay = max(32 / (ops / processing blocks), 1) (001, sec. 3)
        (("ampere", "8.0"), "fp32_fma", 64, 2.0),      # 16 FP32 lanes per block: 2 cycles per warp
        (("ampere", "8.6"), "fp32_fma", 128, 1.0),
        (("hopper", "9.0"), "fp64_fma", 64, 2.0),
        (("turing", "7.5"), "fp64_fma", 2, 64.0),      # half a DP unit per block
        (("maxwell", "5.0"), "fp64_fma", 4, 32.0),     # 001's example: one DP unit per block -> 32
        (("kepler", "3.5"), "fp32_fma", 192, 1.0),     # 48 lanes per scheduler: clamped at 1
        (("kepler", "3.0"), "fp64_fma", 8, 16.0),
        (("pascal", "6.0"), "fp32_fma", 64, 1.0),      # 2 processing blocks of 32
        (("pascal", "6.1"), "fp16_fma", 2, 64.0),
        (("fermi", "2.0"), "fp32_fma", 32, 2.0),
        (("fermi", "2.1"), "fp64_fma", 4, 16.0),
        (("volta", "7.0"), "sfu_rcp", 16, 8.0),
        (("volta", "7.0"), "barrier", 16, 8.0),
    ],
)
def test_issue_delay_follows_the_paper(table, key, cls, ops, delay):
    timing = table[key].instruction(cls)
    assert timing.ops_per_cycle_per_sm == ops
    assert timing.issue_delay_cycles == pytest.approx(delay)
    assert timing.sm_issue_delay_cycles == pytest.approx(32 / ops)


def test_measured_latencies_and_guide_limits(table):
    volta, turing, a100 = table[("volta", "7.0")], table[("turing", "7.5")], table[("ampere", "8.0")]
    assert volta.instruction("fp32_fma").latency_cycles == 4       # Arafa et al. 2019, TITAN V
    assert volta.instruction("fp64_fma").latency_cycles == 8
    assert turing.instruction("fp64_fma").latency_cycles == 45     # TITAN RTX
    assert a100.memory.dram_latency_cycles == 290                 # Abdelkhalik et al. 2022
    assert a100.memory.l2_bytes_per_cycle == 5120                  # A100 whitepaper
    assert a100.limits.shared_bytes_per_sm == 164 * 1024
    assert a100.limits.shared_reserved_bytes_per_block == 1024
    assert table[("ampere", "8.6")].limits.max_warps_per_sm == 48
    assert table[("kepler", "3.7")].limits.registers_per_sm == 131072
    assert table[("fermi", "2.1")].limits.register_allocation_unit_exceptions[21] == 128
    assert volta.source_of("latency_cycles.fp32_fma").kind == "paper"
    assert volta.source_of("memory.dram_latency_cycles").kind == "estimate"


def test_ptx_classes_resolve_to_a_timing(table):
    from advisor.gpu.nvidia.ptx.isa import CLASSES

    arch = table[("volta", "7.0")]
    for cls in CLASSES:
        assert arch.instruction(cls).name in INSTRUCTION_CLASSES
    assert arch.instruction("ld_shared") is arch.instruction("shared_load")
    with pytest.raises(KeyError, match="unknown instruction class"):
        arch.instruction("tensor_mma")


# -- lookup from platforms, clocks, bandwidths ---------------------------------------------


@pytest.mark.parametrize("path", sorted((REPO / "platforms").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_catalog_gpu_has_a_model(path):
    """Every NVIDIA GPU of the catalog has an architecture model (AMD GPUs use the roofline: test_amd_gpus_use_the_roofline)."""
    for gpu in load_platform(path).gpus:
        if gpu.architecture not in NVIDIA_ARCHITECTURES:
            continue
        arch = architecture_for(gpu)
        assert (arch.architecture, arch.compute_capability) == (gpu.architecture, gpu.compute_capability)
        assert arch.limits.max_threads_per_sm == gpu.max_threads_per_sm


def test_amd_gpus_read_the_amdgcn_and_other_models_use_the_roofline_with_a_note():
    workload = load_workload(REPO / "workloads" / "polybench-gpu.yaml")
    kernel = workload.kernels["gemm"]
    counts = instantiate(kernel, kernel.sizes("STANDARD"))
    for node in ("mi300a", "desktop-rx7900xtx"):
        chip = kernel_onchip_time(counts, load_platform(REPO / "platforms" / f"{node}.yaml"), 0)
        assert chip.model == "kp" and chip.notes == ()
    chip = kernel_onchip_time(counts, load_platform(REPO / "platforms" / "mi300a.yaml"), 0, "bsp")
    assert chip.model == "roofline" and chip.notes == (
        "bsp models NVIDIA GPUs (PTX); the AMD Instinct MI300A (cdna3) uses the roofline",)


def test_unknown_architecture_is_a_clear_descriptor_error():
    gpu = load_platform(REPO / "platforms" / "laptop-gtx850m.yaml").gpus[0]
    tegra = dataclasses.replace(gpu, compute_capability="5.3")
    with pytest.raises(UnknownArchitectureError) as excinfo:
        architecture_for(tegra)
    assert isinstance(excinfo.value, DescriptorError)
    assert "maxwell 5.3" in excinfo.value.field
    assert "known:" in excinfo.value.message and "maxwell 5.0" in excinfo.value.message


def test_cycles_and_seconds_use_the_gpu_clock():
    gpu = load_platform(REPO / "platforms" / "dc-a100.yaml").gpus[0]  # 1410 MHz boost, 1095 MHz base
    assert cycles_to_seconds(1410, gpu) == pytest.approx(1e-6)
    assert cycles_to_seconds(1095, gpu, clock="base") == pytest.approx(1e-6)
    assert seconds_to_cycles(cycles_to_seconds(290, gpu), gpu) == pytest.approx(290)
    with pytest.raises(ValueError):
        cycles_to_seconds(1, gpu, clock="turbo")
    bw = bandwidths_Bps(architecture_for(gpu), gpu)
    assert bw["l2"] == pytest.approx(5120 * 1.41e9)           # 108 SMs = the reference chip
    assert bw["shared_per_sm"] == pytest.approx(128 * 1.41e9)
    assert bw["dram"] == gpu.memory_bandwidth_sustained_Bps   # DRAM comes from the platform


def test_l2_bandwidth_scales_with_the_sm_count(table):
    memory = table[("volta", "7.0")].memory
    assert memory.l2_bytes_per_cycle_for(80) == 2048
    assert memory.l2_bytes_per_cycle_for(40) == 1024


# -- a bad file names its field ------------------------------------------------------------

VOLTA = yaml.safe_load((ARCH_DIR / "volta.yaml").read_text())
CC = "compute_capabilities.7.0"


def _broken(edit):
    data = copy.deepcopy(VOLTA)
    edit(data, data["compute_capabilities"]["7.0"])
    return data


@pytest.mark.parametrize(
    "edit, field, message",
    [
        (lambda d, c: c["latency_cycles"].update(fp32_fmaa=4), f"{CC}.latency_cycles.fp32_fmaa", "unknown field"),
        (lambda d, c: c["latency_cycles"].pop("sfu_sin"), f"{CC}.latency_cycles.sfu_sin", "missing"),
        (lambda d, c: c["latency_cycles"].update(fp32_add=-4), f"{CC}.latency_cycles.fp32_add", "positive"),
        (lambda d, c: c["throughput_ops_per_cycle_per_sm"].update(fp64_fma="32"),
         f"{CC}.throughput_ops_per_cycle_per_sm.fp64_fma", "expected a number"),
        (lambda d, c: c.pop("source"), f"{CC}.warp_size", "no provenance"),
        (lambda d, c: c["memory"].update(l2_hit_latency_cycles={"value": 193, "source": "nowhere"}),
         f"{CC}.memory.l2_hit_latency_cycles", "not declared"),
        (lambda d, c: c["memory"].update(l2_hit_latency_cycles=20), f"{CC}.memory.l2_hit_latency_cycles", "must grow"),
        (lambda d, c: c["memory"].update(global_loads_cached_in_l1={"value": False, "source": "nowhere"}),
         f"{CC}.memory.global_loads_cached_in_l1", "not declared"),
        (lambda d, c: c["memory"].update(global_loads_cached_in_l1="no"), f"{CC}.memory.global_loads_cached_in_l1",
         "true or false"),
        (lambda d, c: c["memory"].update(l2_only_transaction_bytes="48 B"), f"{CC}.memory.l2_only_transaction_bytes",
         "32, 64 or 128"),
        (lambda d, c: c["occupancy"].update(shared_per_sm=98304), f"{CC}.occupancy.shared_per_sm", "no unit"),
        (lambda d, c: c["occupancy"].update(shared_per_sm="96 KB"), f"{CC}.occupancy.shared_per_sm", "ambiguous"),
        (lambda d, c: c["occupancy"].update(shared_per_block="96 GHz"), f"{CC}.occupancy.shared_per_block", "expected B"),
        (lambda d, c: c["occupancy"].update(max_warps_per_sm=48), f"{CC}.occupancy.max_warps_per_sm", "warp size"),
        (lambda d, c: c["occupancy"].update(shared_carveouts=["8 KiB", "0 B", "96 KiB"]),
         f"{CC}.occupancy.shared_carveouts", "ascending"),
        (lambda d, c: d["compute_capabilities"].update({"7": d["compute_capabilities"].pop("7.0")}),
         "compute_capabilities.7", "compute capability"),
        (lambda d, c: d.update(architecture="rubin"), "architecture", "not one of"),
        (lambda d, c: d.update(schema="advisor-gpu-arch/0"), "schema", "expected"),
        (lambda d, c: d["sources"]["est-dram"].pop("method"), "sources.est-dram.method", "estimate"),
    ],
)
def test_bad_architecture_file_names_the_field(edit, field, message):
    with pytest.raises(DescriptorError) as excinfo:
        architectures_from_data(_broken(edit), "bad-arch.yaml")
    assert excinfo.value.file == "bad-arch.yaml"
    assert excinfo.value.field == field
    assert message in excinfo.value.message


def test_unreadable_file_is_a_descriptor_error(tmp_path):
    bad = tmp_path / "broken.yaml"
    bad.write_text("schema: [unclosed\n")
    with pytest.raises(DescriptorError) as excinfo:
        load_architecture_file(bad)
    assert excinfo.value.field == "(yaml)"
    table = load_architectures(tmp_path / "empty-dir-that-does-not-exist")
    assert dict(table) == {}

"""Every shipped descriptor loads, validates and can be used on every platform."""

import json

import pytest

from advisor import catalog
from advisor.cli import main
from advisor.core.recommend import recommend
from advisor.core.settings import Settings
from advisor.locations import user_dir

from .conftest import REPO, write_measured_host

PLATFORMS = catalog.catalog_files("platforms")
WORKLOADS = catalog.catalog_files("workloads")
REQUIRED_PLATFORMS = [
    "laptop-gtx850m", "laptop-gt750m", "desktop-gtx1050", "desktop-rtx2080ti", "bsp-gt630", "bsp-gtx660", "bsp-gtx680",
    "bsp-gtx-titan", "bsp-tesla-k20", "bsp-tesla-k40", "dc-v100", "dc-a100", "dc-h100",
]
EPCC_KERNELS = {"2DCONV", "2MM", "3DCONV", "3MM", "ATAX", "BICG", "COR", "COV", "GEMM", "GESUMMV", "MVT", "SYR2K", "SYRK"}


def test_catalog_has_the_platforms_the_papers_need():
    assert set(REQUIRED_PLATFORMS) <= set(PLATFORMS)
    assert catalog.DEFAULT_PLATFORM in PLATFORMS


@pytest.mark.parametrize("name", sorted(PLATFORMS))
def test_platform_loads_and_every_number_has_a_declared_source(name):
    check_platform(name)


def check_platform(name):
    platform = catalog.get_platform(name)
    assert platform.name == name
    assert platform.provenance, "no provenance recorded"
    assert set(platform.provenance.values()) <= set(platform.sources)
    for field in ("cpu.memory_bandwidth", "cpu.tdp", "cpu.llc_size", "cpu.base_clock"):
        assert field in platform.provenance
    for index, gpu in enumerate(platform.gpus):
        for field in ("peak_flops.fp32", "memory_bandwidth", "l2_size", "tdp", "link.h2d.G", "launch_overhead.base"):
            assert f"gpus[{index}].{field}" in platform.provenance
        assert gpu.memory_bandwidth_sustained_Bps <= gpu.memory_bandwidth_Bps
        if gpu.link.kind == "pcie":
            assert gpu.link.h2d.bandwidth_Bps < 128e9  # no PCIe link moves more than 128 GB/s per direction


def test_catalog_workloads_are_complete():
    polybench = catalog.get_workload("polybench")
    assert len(polybench.kernels) == 30
    assert polybench.datasets == ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")
    epcc = catalog.get_workload("epcc-level1")
    assert set(epcc.kernels) == EPCC_KERNELS
    assert epcc.datasets == ("0.5MB", "1MB", "2MB", "10MB")
    assert all(k.cpu.threads == 1 for k in epcc.kernels.values())
    gpu = catalog.get_workload("polybench-gpu")
    assert any(len(k.steps) > 1 for k in gpu.kernels.values())


def test_polybench_gemm_flops_match_the_reference_table():
    gemm = catalog.get_workload("polybench").kernels["gemm"]
    from advisor.core.counts import instantiate

    # PolyBench reference (3*NI*NJ*NK + NI*NJ): 3.96 G at LARGE.
    assert instantiate(gemm, gemm.sizes("LARGE")).flops == 3 * 1000 * 1100 * 1200 + 1000 * 1100


def test_epcc_edge_lengths_follow_the_suite():
    from advisor.core.counts import instantiate

    epcc = catalog.get_workload("epcc-level1")
    # n = floor(sqrt(1 MiB / 8 / 3)) = 209 for GEMM (three matrices), cube root for 3DCONV.
    assert epcc.kernels["GEMM"].sizes("1MB")["n"] == 209
    assert epcc.kernels["3DCONV"].sizes("1MB")["n"] == 40
    assert instantiate(epcc.kernels["ATAX"], epcc.kernels["ATAX"].sizes("1MB")).sizes["n"] == 362


@pytest.mark.parametrize("workload", sorted(WORKLOADS))
def test_every_workload_and_dataset_on_every_platform(workload):
    check_on_every_platform(workload)


def check_on_every_platform(workload):
    loaded = catalog.get_workload(workload)
    platforms = catalog.get_platforms(["all"])
    recs = recommend(loaded, platforms, loaded.datasets, settings=Settings())
    assert len(recs) == len(platforms) * len(loaded.datasets) * len(loaded.kernels)
    for rec in recs:
        assert rec.cpu.time_s > 0 and rec.cpu.energy_j > 0
        assert rec.recommended in ("cpu", "gpu")
        if rec.gpu is not None:
            assert rec.gpu.time_s >= rec.gpu.compute_s + rec.gpu.transfer_s
            assert rec.robustness >= 1


def test_a_cpu_only_host_measured_by_calibrate_is_listed_and_passes_the_checks():
    # What `advisor calibrate --quick --cpu-only` leaves in the user's data folder (this test's own: see conftest).
    name = "measured-testhost"
    path = write_measured_host(user_dir("platforms"), name)
    assert catalog.catalog_files("platforms")[name] == path and not catalog.get_platform(name).gpus
    check_platform(name)
    check_on_every_platform("polybench")  # "all" platforms now include the host without a GPU


@pytest.mark.parametrize("platform", ["laptop-gtx850m", "laptop-gt750m"])
def test_epcc_json_on_the_papers_laptops(capsys, platform):
    status = main(["recommend", str(REPO / "workloads" / "epcc-level1.yaml"), "--platform", platform, "--dataset", "all", "--format", "json"])
    out, _ = capsys.readouterr()
    assert status == 0
    rows = json.loads(out)
    assert len(rows) == 13 * 4
    assert {(r["kernel"], r["dataset"]) for r in rows} == {(k, d) for k in EPCC_KERNELS for d in ("0.5MB", "1MB", "2MB", "10MB")}
    for row in rows:
        assert row["platform"] == platform and row["workload"] == "epcc-level1"
        assert row["recommended"] in ("cpu", "gpu")
        assert set(row["cpu"]) >= {"time_s", "energy_j", "cost"}
        assert set(row["gpu"]) >= {"time_s", "compute_s", "transfer_s", "launch_s", "energy_j", "cost"}
        assert row["bound"] in ("compute", "latency", "L2", "L3", "DRAM", "memory", "transfer", "launch", "page faults")
        assert row["cpu"]["model"] == "signature/datasheet"  # loops from calibration/epcc_level1.c, the Haswell/Ivy Bridge table
        assert row["speedup"] > 0 and row["robustness"] >= 1

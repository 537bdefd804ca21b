"""AMD GPUs: the family table, descriptors in AMD's terms, and what the models make of them."""

import json

import pytest
import yaml

from advisor import catalog
from advisor.cli import main
from advisor.gpu.amd.families import amd_families, find_family
from advisor.link.multigpu import gang
from advisor.platform import load_platform

from .conftest import REPO
from .test_bad_input import toy_amd_platform


def test_every_family_cu_has_64_fp32_lanes_and_rdna_compiles_wave32_first():
    families = amd_families().families
    assert set(families) == {"gcn1", "gcn2", "gcn3", "gcn4", "gcn5", "cdna1", "cdna2", "cdna3", "rdna1", "rdna2", "rdna3"}
    for family in families.values():
        assert family.lanes_per_cu == 64
        expected = (32, 64) if family.name.startswith("rdna") else (64,)
        assert family.wavefront_sizes == expected


def test_a_gfx_target_names_one_family_except_gfx803_fiji_and_polaris():
    owners: dict[str, list[str]] = {}
    for family in amd_families().families.values():
        for target in family.gfx_targets:
            owners.setdefault(target, []).append(family.name)
    shared = {target: names for target, names in owners.items() if len(names) > 1}
    assert shared == {"gfx803": ["gcn3", "gcn4"]}


def test_every_family_number_cites_a_declared_source():
    table = amd_families()
    for name in table.families:
        for field in ("gfx", "wavefront_sizes", "simds_per_cu", "lanes_per_simd", "waves_per_simd", "lds_size", "lds_banks", "l1_size"):
            assert table.provenance[f"families.{name}.{field}"] in table.sources


def test_resident_threads_follow_llvm_waves_per_simd():
    # 10 wavefronts of 64 per SIMD16 on GCN, 8 from CDNA 2, RDNA 2/3 16 wave32 per SIMD32.
    assert find_family("gcn4").threads_per_cu == 4 * 10 * 64
    assert find_family("cdna3").threads_per_cu == 4 * 8 * 64
    assert find_family("rdna3").threads_per_cu == 2 * 16 * 32


def test_an_amd_descriptor_takes_what_it_leaves_out_from_its_family(tmp_path):
    path = tmp_path / "amd.yaml"
    path.write_text(yaml.safe_dump(toy_amd_platform(), sort_keys=False))
    gpu = load_platform(path).gpus[0]
    assert (gpu.architecture, gpu.compute_capability, gpu.sms) == ("gcn4", "gfx803", 10)
    assert (gpu.fp32_units_per_sm, gpu.fp64_units_per_sm, gpu.max_threads_per_sm) == (64, 32, 2560)
    assert gpu.amd is not None
    assert (gpu.amd.wavefront_size, gpu.amd.lds_bytes, gpu.amd.lds_banks, gpu.amd.l1_bytes) == (64, 65536, 32, 16384)
    assert gpu.amd.infinity_cache_bytes == 0 and gpu.last_level_cache_bytes == gpu.l2_bytes


def test_an_rdna_descriptor_may_choose_wave64(tmp_path):
    data = toy_amd_platform()
    data["gpus"][0].update(architecture="rdna3", gfx_target="gfx1100", wavefront_size=64, fp64_lanes_per_cu=2,
                           peak_flops={"fp32": "1.28 TFLOP/s", "fp64": "40 GFLOP/s"})
    path = tmp_path / "rdna.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    gpu = load_platform(path).gpus[0]
    assert gpu.amd.wavefront_size == 64
    assert gpu.max_threads_per_sm == 1024  # a wave64 takes two of the 32 wave32 slots: the threads stay


def test_rereads_hit_the_infinity_cache_where_it_is_larger_than_the_l2():
    mi300a = catalog.get_platform("mi300a").gpus[0]
    assert mi300a.l2_bytes == 24 * 2**20 and mi300a.last_level_cache_bytes == 256 * 2**20
    assert gang(mi300a, 2).last_level_cache_bytes == 2 * 256 * 2**20
    h100 = catalog.get_platform("dc-h100").gpus[0]
    assert h100.amd is None and h100.last_level_cache_bytes == h100.l2_bytes


def test_predict_kernel_names_a_kernel_the_file_does_not_have_in_one_line(capsys):
    status = main(["predict-kernel", "gemm", "-k", "gemm_kernel", "--gpu", "mi300a", "--grid", "4,4,1", "--block", "32,8,1"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.strip().count("\n") == 0 and "--kernel" in err and "gemm_kernel" in err and "Traceback" not in err


def test_recommend_on_amd_nodes_times_cuda_steps_from_their_amdgcn(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    status = main(["recommend", "polybench-gpu", "-k", "gemm", "-k", "2mm", "-p", "frontier-mi250x", "-p", "desktop-rx580",
                   "-p", "desktop-rx7900xtx", "--format", "json", "--no-history"])
    rows = json.loads(capsys.readouterr().out)
    assert status == 0 and len(rows) == 6
    assert {row["gpu"]["model"] for row in rows} == {"kp"}
    # the on-chip time is the AMD model's, launch by launch: predict-kernel gives the same for the same step
    for row in rows:
        assert main(["predict-kernel", "--workload", "polybench-gpu", "--kernel", row["kernel"], "--gpu", row["platform"],
                     "--format", "json"]) == 0
        steps = json.loads(capsys.readouterr().out)
        assert all("AMDGCN of gfx" in " ".join(step["notes"]) for step in steps)
        assert row["gpu"]["compute_s"] == pytest.approx(sum(step["exec_s"] for step in steps))
    # the GCN 4 desktop is slower than an MI250X GCD and an RDNA 3 desktop at the same gemm
    gemm = {row["platform"]: row["gpu"]["compute_s"] for row in rows if row["kernel"] == "gemm"}
    assert gemm["desktop-rx580"] > max(gemm["frontier-mi250x"], gemm["desktop-rx7900xtx"])


def _gcn2_node(tmp_path):
    data = toy_amd_platform()
    data["gpus"][0].update(architecture="gcn2", gfx_target="gfx701", model="AMD FirePro W9100")
    path = tmp_path / "gcn2.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(path)


@pytest.mark.parametrize("platform, gpu_model, note", [
    (_gcn2_node, "kp", "kp reads the AMDGCN of GCN 3-5, CDNA and RDNA GPUs; the AMD FirePro W9100 (gcn2)"),
    ("mi300a", "pipeline", "pipeline models NVIDIA GPUs (PTX); the AMD Instinct MI300A (cdna3) uses the roofline"),
])
def test_gpus_and_models_that_do_not_read_amdgcn_take_the_roofline_with_a_note(capsys, tmp_path, platform, gpu_model, note):
    platform = platform(tmp_path) if callable(platform) else platform
    status = main(["recommend", "polybench-gpu", "-k", "gemm", "-p", platform, "--gpu-model", gpu_model, "--format", "json",
                   "--no-history"])
    row = json.loads(capsys.readouterr().out)[0]
    assert status == 0 and row["gpu"]["model"] == "roofline"
    assert any(n.startswith(note) for n in row["gpu"]["notes"])


def test_predict_kernel_refuses_other_models_on_an_amd_gpu(capsys):
    status = main(["predict-kernel", "--workload", "polybench-gpu", "--kernel", "gemm", "--gpu", "mi300a", "--model", "bsp"])
    err = capsys.readouterr().err
    assert status == 2 and "--model" in err and "one model, kp" in err


# ---------------------------------------------------------------------------
# The shipped AMDGCN compiles and the occupancy their resources allow


def test_every_built_in_kernel_has_a_shipped_amdgcn_compile_for_each_family_target():
    from advisor.gpu.amd.shipped import shipped_resources, shipped_targets
    from advisor.gpu.nvidia.ptx.resources import read_resources

    ptx_kernels = set(read_resources(REPO / "kernels" / "ptx" / "sm_80" / "x.ptx")["kernels"])
    assert set(shipped_targets()) == {"gfx803", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"}
    for target in shipped_targets():
        resources = shipped_resources(target)
        assert set(resources) == ptx_kernels
        assert {r.wavefront_size for r in resources.values()} == ({32} if target.startswith("gfx1") else {64})
        assert all(r.scratch_bytes == 0 for r in resources.values())  # nothing spills


def test_resources_json_is_what_the_assembly_metadata_says():
    from advisor.gpu.amd.metadata import read_metadata
    from advisor.gpu.amd.shipped import shipped_resources

    assembly = (REPO / "kernels" / "amdgcn" / "gfx90a" / "gemm_tiled.s").read_text()
    tiled = read_metadata(assembly)["gemm_tiled"]
    assert tiled == shipped_resources("gfx90a")["gemm_tiled"]
    assert tiled.lds_bytes == 2 * 16 * 16 * 4  # its two 16x16 float tiles


def test_metadata_without_the_block_is_refused():
    from advisor.gpu.amd.metadata import MetadataError, read_metadata

    with pytest.raises(MetadataError, match=r"no \.amdgpu_metadata"):
        read_metadata("\t.text\ngemm:\n\ts_endpgm\n")


def test_a_gpu_without_its_own_compile_uses_its_familys():
    from advisor.gpu.amd.shipped import target_for

    assert target_for(find_family("cdna3"), "gfx942") == "gfx942"
    assert target_for(find_family("gcn3"), "gfx802") == "gfx803"  # Tonga analysed as Fiji/Polaris
    assert target_for(find_family("gcn2"), "gfx701") is None


def _resources(vgprs=8, sgprs=16, lds=0, wave=64):
    from advisor.gpu.amd.metadata import KernelResources

    return KernelResources("k", vgprs, 0, sgprs, lds, 0, wave)


def test_occupancy_by_vgprs_follows_llvm_on_gcn():
    from advisor.gpu.amd.occupancy import amd_occupancy

    # 84 VGPRs: 256 // 84 = 3 wavefronts per SIMD (LLVM's table: <= 84 -> 3); 256-item groups are 4
    # wavefronts, so 4 SIMDs x 3 = 12 wavefronts = 3 groups per CU.
    occupancy = amd_occupancy(find_family("gcn4"), "gfx803", 256, _resources(vgprs=84))
    assert (occupancy.workgroups_per_cu, occupancy.wavefronts_per_cu, occupancy.limiter) == (3, 12, "vgprs")
    assert occupancy.fraction == pytest.approx(12 / 40)


def test_occupancy_by_sgprs_on_gcn_and_not_on_rdna():
    from advisor.gpu.amd.occupancy import amd_occupancy

    # 102 SGPRs: 7 wavefronts per SIMD on GFX8/9 (LLVM's step table), 7 groups of 4 wavefronts.
    occupancy = amd_occupancy(find_family("cdna1"), "gfx908", 256, _resources(sgprs=102))
    assert (occupancy.workgroups_per_cu, occupancy.limiter) == (7, "sgprs")
    rdna = amd_occupancy(find_family("rdna2"), "gfx1030", 256, _resources(sgprs=102, wave=32))
    assert rdna.limiter == "slots" and rdna.workgroup_limits["sgprs"] == rdna.workgroup_limits["slots"]


def test_navi31_has_half_again_the_vgprs_of_navi33():
    from advisor.gpu.amd.occupancy import amd_occupancy

    rdna3 = find_family("rdna3")
    # 100 VGPRs of wave32: gfx1100 allocates 24 at a time from 1536 (1536 // 120 = 12 per SIMD),
    # gfx1102 16 at a time from 1024 (1024 // 112 = 9); 64-item groups are 2 wave32s.
    assert amd_occupancy(rdna3, "gfx1100", 64, _resources(vgprs=100, wave=32)).wavefronts_per_cu == 2 * 12
    assert amd_occupancy(rdna3, "gfx1102", 64, _resources(vgprs=100, wave=32)).wavefronts_per_cu == 2 * 9


def test_rdna_holds_a_work_group_in_a_work_group_processor_of_two_cus():
    from advisor.gpu.amd.occupancy import AmdLaunchError, amd_occupancy, residency_unit

    rdna3 = find_family("rdna3")
    wgp, cus = residency_unit(rdna3)
    assert (cus, wgp.simds_per_cu, wgp.workgroups_per_cu) == (2, 4, 32)
    # 704 work-items are 22 wave32s; at 160 VGPRs (168 in 24-register granules) a SIMD lane's 1536 hold 9:
    # one CU's 2 SIMDs hold 18 of them, too few; a WGP's 4 hold 36 (Kernel Tuner ran this on a W7800)
    heavy = _resources(vgprs=160, wave=32)
    with pytest.raises(AmdLaunchError, match="vgprs"):
        amd_occupancy(rdna3, "gfx1100", 704, heavy)
    held = amd_occupancy(wgp, "gfx1100", 704, heavy, lds_bytes_per_cu=128 * 1024)
    assert (held.workgroups_per_cu, held.limiter) == (1, "vgprs")
    assert residency_unit(find_family("cdna3")) == (find_family("cdna3"), 1)


def test_occupancy_by_lds_and_barriers():
    from advisor.gpu.amd.occupancy import amd_occupancy

    cdna3 = find_family("cdna3")
    # 20,000 B round up to 20,480 (512-byte granules): 65,536 // 20,480 = 3 groups.
    assert amd_occupancy(cdna3, "gfx942", 64, _resources(lds=20000)).limiter == "lds"
    assert amd_occupancy(cdna3, "gfx942", 64, _resources(lds=20000)).workgroups_per_cu == 3
    # one-wavefront groups need no barrier: all 32 slots fill; two-wavefront groups on CDNA 1 (40 slots)
    # stop at the 16 groups a CU has barriers for (LLVM's getMaxWorkGroupsPerCU)
    single = amd_occupancy(cdna3, "gfx942", 64, _resources())
    assert (single.workgroups_per_cu, single.limiter, single.fraction) == (32, "slots", 1.0)
    pairs = amd_occupancy(find_family("cdna1"), "gfx908", 128, _resources())
    assert (pairs.workgroups_per_cu, pairs.limiter) == (16, "barriers")


def test_a_descriptor_with_fewer_slots_or_less_lds_lowers_the_occupancy():
    from advisor.gpu.amd.occupancy import amd_occupancy

    cdna2 = find_family("cdna2")
    assert amd_occupancy(cdna2, "gfx90a", 256, _resources(), waves_per_cu=16).workgroups_per_cu == 4
    assert amd_occupancy(cdna2, "gfx90a", 64, _resources(lds=16384), lds_bytes_per_cu=32768).workgroups_per_cu == 2


@pytest.mark.parametrize("threads, resources, fragment", [
    (2048, _resources(), "1 to 1024 work-items"),
    (64, _resources(lds=70000), "B of LDS per work-group"),
    (64, _resources(wave=32), "compiled for wave32"),
    (64, _resources(vgprs=600), "needs 600 VGPRs"),
])
def test_launches_that_cannot_run(threads, resources, fragment):
    from advisor.gpu.amd.occupancy import AmdLaunchError, amd_occupancy

    with pytest.raises(AmdLaunchError, match=fragment):
        amd_occupancy(find_family("cdna2"), "gfx90a", threads, resources)


# ---------------------------------------------------------------------------
# The optional toolchain (clang with the AMDGPU backend)


def _clang_knows_every_target():
    from advisor.gpu.amd.toolchain import AmdToolchainError, compile_hip

    try:  # clang 14 has the AMDGPU backend but neither gfx942 nor gfx1100
        return all(compile_hip(REPO / "kernels" / "cuda" / "gemm.cu", target) for target in ("gfx942", "gfx1100"))
    except AmdToolchainError:
        return False


@pytest.mark.skipif(not _clang_knows_every_target(), reason="no clang with gfx942 and gfx1100 on PATH: cannot recompile")
def test_shipped_amdgcn_matches_a_fresh_compile():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, str(REPO / "scripts" / "build_amdgcn.py"), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_compile_without_clang_is_a_clear_error(monkeypatch, tmp_path):
    from advisor.gpu.amd import toolchain

    monkeypatch.setattr(toolchain, "find_clang", lambda: None)
    with pytest.raises(toolchain.AmdToolchainError, match="no clang on PATH"):
        toolchain.compile_hip(tmp_path / "k.cu", "gfx90a")


# ---------------------------------------------------------------------------
# The boards of the AMD validation sets


@pytest.mark.parametrize("csv_name", ["kerneltuner-convolution-times.csv", "gpu-benches-stream-times.csv"])
def test_every_board_of_the_amd_validation_sets_has_a_descriptor_of_its_family(csv_name):
    import csv

    boards = {
        "AMD Instinct MI50": "validation/gpu/platforms/amd-mi50.yaml", "AMD Instinct MI100": "validation/gpu/platforms/amd-mi100.yaml",
        "AMD Instinct MI210": "validation/gpu/platforms/amd-mi210.yaml", "AMD Instinct MI250X (one GCD)": "platforms/frontier-mi250x.yaml",
        "AMD Radeon PRO W6600": "validation/gpu/platforms/amd-w6600.yaml", "AMD Radeon PRO W7800": "validation/gpu/platforms/amd-w7800.yaml",
        "AMD Radeon RX 6900 XT": "validation/gpu/platforms/amd-rx6900xt.yaml",
    }
    with open(REPO / "validation" / "gpu" / "amd" / csv_name, newline="") as fh:
        arch_of = {row["gpu"]: row["arch"] for row in csv.DictReader(fh)}
    for board, arch in arch_of.items():
        gpu = load_platform(REPO / boards[board]).gpus[0]
        words = arch.split()  # "CDNA2 gfx90a", "GCN5 (Vega20) gfx906"
        assert (gpu.architecture, gpu.compute_capability) == (words[0].lower(), words[-1])


# ---------------------------------------------------------------------------
# The AMDGCN instruction stream


def _shipped_kernel(target, name):
    from advisor.gpu.amd.code import read_kernel
    from advisor.gpu.amd.shipped import shipped_resources

    file = REPO / "kernels" / "amdgcn" / target / next(
        e["file"] for n, e in json.loads((REPO / "kernels" / "amdgcn" / target / "resources.json").read_text())["kernels"].items()
        if n == name)
    assert name in shipped_resources(target)
    return read_kernel(file.read_text(), name)


def _loop_classes(kernel, loop):
    counts: dict[str, int] = {}
    for block in loop.body:
        for klass, n in kernel.block_classes(block).items():
            counts[klass] = counts.get(klass, 0) + n
    return counts


@pytest.mark.parametrize("target", ["gfx803", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"])
def test_every_shipped_kernel_reads_into_blocks_that_end_the_program(target):
    from advisor.gpu.amd.code import read_kernel
    from advisor.gpu.amd.metadata import read_metadata

    for path in sorted((REPO / "kernels" / "amdgcn" / target).glob("*.s")):
        text = path.read_text()
        for name in read_metadata(text):
            kernel = read_kernel(text, name)
            exits = [b for b in kernel.blocks if not kernel.cfg.succs[b.index]]
            assert exits and all(kernel.instructions[b.end - 1].klass == "end" for b in exits), (path.name, name)


@pytest.mark.parametrize("target", ["gfx803", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"])
def test_gemm_inner_loop_is_what_the_source_says_on_every_family(target):
    # C[i*nj+j] += alpha*A[i*nk+k]*B[k*nj+j]: two loads, the store of C (no restrict), a multiply and an FMA;
    # the compiler does not unroll it (nvcc's PTX does, by four)
    gemm = _shipped_kernel(target, "gemm")
    (loop,) = gemm.loops
    classes = _loop_classes(gemm, loop)
    assert (classes["vmem_load"], classes["vmem_store"], classes["valu_fp32"], classes["branch"]) == (2, 1, 2, 1)
    assert "valu_fp64" not in classes and "lds_load" not in classes


def test_tiled_gemm_loop_waits_at_two_barriers_and_reads_lds():
    tiled = _shipped_kernel("gfx90a", "gemm_tiled")
    outer = min(tiled.loops, key=lambda loop: loop.depth)
    classes = _loop_classes(tiled, outer)
    assert classes["barrier"] == 2 and classes["lds_load"] > 0 and classes["lds_store"] > 0


def test_an_rdna3_dual_issue_is_one_instruction_of_two_operations():
    matmul = _shipped_kernel("gfx1100", "matmul_global_coalesced")
    duals = [ins for ins in matmul.instructions if ins.opcode.startswith("v_dual_")]
    assert duals and all(ins.ops == 2 for ins in duals)


@pytest.mark.parametrize("opcode, klass", [
    ("v_fmac_f32_e32", "valu_fp32"), ("v_pk_mul_f32", "valu_fp32"), ("v_fma_f64", "valu_fp64"),
    ("v_add_co_u32_e32", "valu_int"), ("v_rcp_iflag_f32_e32", "valu_trans"), ("v_cvt_f32_u32_e32", "valu_cvt"),
    ("global_load_dwordx2", "vmem_load"), ("flat_store_dword", "vmem_store"), ("global_atomic_add_f32", "vmem_atomic"),
    ("ds_read2_b32", "lds_load"), ("ds_store_b32", "lds_store"), ("s_load_dwordx4", "smem"),
    ("s_and_saveexec_b64", "salu"), ("s_waitcnt", "wait"), ("s_cbranch_execz", "branch"), ("s_endpgm", "end"),
])
def test_instruction_classes(opcode, klass):
    from advisor.gpu.amd.code import classify

    assert classify(opcode) == klass


def test_code_errors_name_what_is_wrong():
    from advisor.gpu.amd.code import CodeError, read_kernel

    with pytest.raises(CodeError, match="no kernel 'nope'"):
        read_kernel("k:\n\ts_endpgm\n", "nope")
    with pytest.raises(CodeError, match=r"'mov\.b32' is not an AMDGCN instruction"):
        read_kernel("k:\n\tmov.b32 %r1, 0;\n\ts_endpgm\n", "k")
    with pytest.raises(CodeError, match=r"branches to \.LBB0_9"):
        read_kernel("k:\n\ts_branch .LBB0_9\n\ts_endpgm\n", "k")

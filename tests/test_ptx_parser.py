"""PTX front end: modules, operands, basic blocks, CFG, dominators, loops,
registers (issue 3 items 2-3)."""

import json
import pathlib

import pytest

from advisor.gpu.nvidia.ptx import TARGETS, load_ptx, parse_ptx
from advisor.gpu.nvidia.ptx.cfg import dominates
from advisor.gpu.nvidia.ptx.ir import Address, Immediate, Register, Special, Vector

ROOT = pathlib.Path(__file__).resolve().parents[1]
PTX_DIR = ROOT / "kernels" / "ptx"
CUDA_DIR = ROOT / "kernels" / "cuda"

REQUIRED = {"gemm", "mm2_kernel1", "mm2_kernel2", "mm3_kernel1", "mm3_kernel2", "mm3_kernel3",
            "atax_kernel1", "atax_kernel2", "bicg_kernel1", "bicg_kernel2", "mvt_kernel1",
            "mvt_kernel2", "gesummv", "syrk", "syr2k", "covar_mean", "covar_reduce", "covar_covar",
            "corr_mean", "corr_std", "corr_reduce", "corr_corr", "conv2d", "conv3d", "fdtd_step1",
            "fdtd_step2", "fdtd_step3", "gramschmidt_kernel1", "gramschmidt_kernel2",
            "gramschmidt_kernel3", "gemm_tiled", "matmul_global_coalesced",
            "matmul_global_uncoalesced", "matmul_shared_coalesced", "matmul_shared_uncoalesced",
            "subseqmax"}


@pytest.mark.parametrize("target", TARGETS)
def test_all_shipped_ptx_parses(target):
    tdir = PTX_DIR / target
    resources = json.loads((tdir / "resources.json").read_text())["kernels"]
    seen = set()
    for path in sorted(tdir.glob("*.ptx")):
        module = load_ptx(path)
        assert module.target == target and module.address_size == 64
        for name, k in module.kernels.items():
            seen.add(name)
            assert k.blocks and k.instructions[-1].opcode == "ret"
            assert k.registers == resources[name]["registers"] and k.registers_source == "ptxas"
            assert k.shared_bytes == resources[name]["shared_bytes"]
            assert [p.name for p in k.params] == resources[name]["params"]
    assert seen == set(resources) and seen >= REQUIRED
    assert len(list(tdir.glob("*.ptx"))) == len(list(CUDA_DIR.glob("*.cu")))


SAMPLE = """
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)
{
  .reg .pred %p<3>;
  .reg .f32 %f<5>;
  .reg .b32 %r<9>;
  .reg .b64 %rd<4>;
  .shared .align 4 .b8 buf[512];
  ld.param.u64 %rd1, [k_param_0];
  mov.u32 %r1, %tid.x;
  mov.f32 %f1, 0f3F800000;
  mov.u32 %r2, 0;
$L_head:
  @!%p1 bra $L_exit;
  ld.global.v2.f32 {%f2, %f3}, [%rd1+8];
  st.shared.f32 [buf+-4], %f2;
  add.s32 %r2, %r2, 1;
  setp.lt.s32 %p1, %r2, %r1;
  @%p1 bra $L_head;
$L_exit:
  ret;
}
"""


def test_operands_and_modifiers():
    k = parse_ptx(SAMPLE).kernels["k"]
    ins = k.instructions
    assert [p.ptx_name for p in k.params] == ["k_param_0", "k_param_1"]
    assert (k.params[1].offset_bytes, k.params[1].dtype) == (8, "u32")
    assert k.shared_bytes == 512 and k.reg_decls["%r"] == ("b32", 9)
    assert ins[1].operands == (Register("%r1"), Special("%tid.x"))
    assert ins[2].operands[1] == Immediate(1.0)                   # 0f3F800000
    bra = ins[4]
    assert (bra.opcode, bra.guard, bra.guard_negated) == ("bra", "%p1", True)
    ld = ins[5]
    assert (ld.opcode, ld.modifiers, ld.dtype) == ("ld", ("global", "v2", "f32"), "f32")
    assert ld.operands[0] == Vector((Register("%f2"), Register("%f3")))
    assert ld.operands[1] == Address(Register("%rd1"), 8)
    assert ins[6].operands[0].offset_bytes == -4
    assert k.labels == {"$L_head": 4, "$L_exit": 10}


def test_blocks_cfg_dominators_and_loop():
    k = parse_ptx(SAMPLE).kernels["k"]
    # blocks: [0,4) entry, [4,5) head (bra exit), [5,10) body, [10,11) exit
    assert [(b.start, b.end) for b in k.blocks] == [(0, 4), (4, 5), (5, 10), (10, 11)]
    assert k.cfg.succs == ((1,), (3, 2), (1, 3), ())
    assert k.cfg.idom == (None, 0, 1, 1)
    assert k.cfg.ipdom[1] == 3 and k.cfg.ipdom[2] == 3
    (lp,) = k.loops
    assert (lp.header, lp.body, lp.latches) == (1, frozenset({1, 2}), (2,))
    assert set(lp.exits) == {(1, 3), (2, 3)}


def test_nested_loops_of_covar():
    k = load_ptx("covar").kernels["covar_covar"]
    outer = [lp for lp in k.loops if lp.depth == 1 and any(i.depth == 2 and i.parent == lp.header
                                                           for i in k.loops)]
    assert len(outer) == 1
    inner = [lp for lp in k.loops if lp.parent == outer[0].header]
    assert inner and all(lp.body < outer[0].body for lp in inner)
    for lp in k.loops:
        for b in lp.body:
            assert dominates(k.cfg.idom, lp.header, b)


def test_register_estimate_without_ptxas():
    text = (PTX_DIR / "sm_80" / "gemm.ptx").read_text()
    k = parse_ptx(text).kernels["gemm"]                 # no resources: estimated
    assert k.registers_source == "estimate"
    assert k.params[0].name == "gemm_param_0"           # no source names either
    ptxas = load_ptx(PTX_DIR / "sm_80" / "gemm.ptx").kernels["gemm"].registers
    assert abs(k.registers - ptxas) <= 8


def test_pointer_parameters_come_from_the_source():
    k = load_ptx("gemm").kernels["gemm"]
    assert [p.pointer for p in k.params] == [False] * 5 + [True] * 3
    # without source information a 64-bit parameter is taken for a pointer
    bare = parse_ptx((PTX_DIR / "sm_80" / "gemm.ptx").read_text()).kernels["gemm"]
    assert [p.pointer for p in bare.params] == [False] * 5 + [True] * 3
    assert bare.params[5].is_pointer is None


def test_builtin_lookup_by_kernel_or_file_name():
    assert set(load_ptx("mm2_kernel2", target="sm_90").kernels) == {"mm2_kernel1", "mm2_kernel2"}
    assert "fdtd_step3" in load_ptx("fdtd2d").kernels
    with pytest.raises(KeyError):
        load_ptx("no_such_kernel")
    with pytest.raises(FileNotFoundError):
        load_ptx("gemm", target="sm_70")

"""Shared loads merged as ptxas merges them (advisor.gpu.nvidia.ptx.vectorize), on hand-written PTX and on the
shipped matrix multiplications, whose SASS (cuobjdump -sass, CUDA 13, sm_75) has 16 LDS + 4 LDS.128
per tile step at TW = 16 and 32 + 8 at TW = 32."""

import pytest

from advisor.gpu.nvidia.ptx import analyze_kernel, load_ptx, parse_ptx
from advisor.gpu.nvidia.ptx.vectorize import known_alignment, merge_shared_loads

HEADER = """
.version 7.0
.target sm_75
.address_size 64
.visible .entry k(.param .u64 k_param_0)
{
    .reg .f32 %f<20>;
    .reg .b32 %r<10>;
    .reg .pred %p<2>;
    .shared .align 4 .b8 tile[4096];
"""


def kernel(body: str, shift: int = 6):
    text = HEADER + f"""
    mov.u32 %r1, %tid.x;
    shl.b32 %r2, %r1, {shift};
    mov.u32 %r3, tile;
    add.s32 %r7, %r3, %r2;
""" + body + "\n    ret;\n}\n"
    return parse_ptx(text).kernels["k"]


def shared_loads(k):
    return [i.text for i in k.instructions if i.opcode == "ld" and "shared" in i.modifiers]


ROW = "\n".join(f"    ld.shared.f32 %f{i + 1}, [%r7+{4 * i}];" for i in range(6))


def test_four_aligned_words_become_one_vector_load_and_a_pair_a_v2():
    merged = merge_shared_loads(kernel(ROW))
    assert shared_loads(merged) == ["ld.shared.v4.f32 {%f1, %f2, %f3, %f4}, [%r7]",
                                    "ld.shared.v2.f32 {%f5, %f6}, [%r7+16]"]
    assert [i.pc for i in merged.instructions] == list(range(len(merged.instructions)))


def test_alignment_comes_from_the_address_arithmetic():
    k = kernel(ROW, shift=2)  # tid * 4: only 4-byte aligned, nothing to prove
    assert known_alignment(k)["%r7"] == 2
    assert merge_shared_loads(k) is k
    assert known_alignment(kernel(ROW))["%r7"] == 4  # tid * 64 + a shared variable (16-byte aligned)


def test_no_load_moves_above_a_store_or_a_barrier():
    for between in ("    st.shared.f32 [%r7+32], %f9;", "    bar.sync 0;", "    st.f32 [%rd1], %f9;"):
        body = ROW.replace("    ld.shared.f32 %f3,", between + "\n    ld.shared.f32 %f3,")
        assert not any("v4" in t for t in shared_loads(merge_shared_loads(kernel(body))))
    # an unrelated instruction between them does not stop the merge
    body = ROW.replace("    ld.shared.f32 %f3,", "    add.f32 %f10, %f1, %f2;\n    ld.shared.f32 %f3,")
    assert shared_loads(merge_shared_loads(kernel(body)))[0].startswith("ld.shared.v4")


def test_a_load_whose_destination_is_read_in_between_stays():
    body = ROW.replace("    ld.shared.f32 %f3,", "    add.f32 %f10, %f3, %f1;\n    ld.shared.f32 %f3,")
    assert not any("v4" in t for t in shared_loads(merge_shared_loads(kernel(body))))


def test_the_tiled_matmuls_load_as_their_sass_does():
    module = load_ptx("bsp_matmul", "sm_75")
    for name, scalar, vector in (("matmul_shared_uncoalesced", 16, 4), ("matmul_shared_coalesced_tw32", 32, 8)):
        loads = shared_loads(module.kernels[name])
        assert (sum("v4" not in t for t in loads), sum("v4" in t for t in loads)) == (scalar, vector)


def test_a_vector_load_takes_a_quarter_of_the_bank_conflict_passes():
    # Mds[tx][k] at TW = 32: the lanes of a warp read words 32 apart, all in one bank: 32
    # wavefronts per scalar load; the merged 128-bit load moves 4 words per lane in 32 wavefronts
    module = load_ptx("bsp_matmul", "sm_75")
    p = analyze_kernel(module.kernels["matmul_shared_uncoalesced_tw32"], grid=(2, 2), block=(32, 32), args={"n": 64})
    vectors = [m for m in p.memory if m.space == "shared" and m.kind == "load" and m.bytes_per_lane == 16]
    assert vectors and all(m.wavefronts / m.requests == pytest.approx(32) for m in vectors)


def test_a_load_never_moves_above_the_load_that_sets_its_base():
    # ld %f1,[%r7]; ld %r4,[%r8]; ld %f2,[%r7+4] with %r4 written in between is fine, but a
    # later load that writes the base of one between them must stay below it
    body = """
    add.s32 %r8, %r7, 64;
    ld.shared.f32 %f1, [%r7];
    ld.shared.b32 %r9, [%r8];
    ld.shared.b32 %r8, [%r7+4];
"""
    loads = shared_loads(merge_shared_loads(kernel(body)))
    assert loads == ["ld.shared.f32 %f1, [%r7]", "ld.shared.b32 %r9, [%r8]", "ld.shared.b32 %r8, [%r7+4]"]


@pytest.mark.parametrize("between", ["    cp.async.wait_all;", "    ld.volatile.shared.f32 %f9, [%r7+64];",
                                     "    ld.acquire.cta.shared.f32 %f9, [%r7+64];",
                                     "    cp.async.ca.shared.global [%r7+64], [%rd1], 16;"])
def test_ordered_loads_asynchronous_copies_and_waits_are_not_crossed(between):
    body = ROW.replace("    ld.shared.f32 %f3,", between + "\n    ld.shared.f32 %f3,")
    assert not any("v4" in t for t in shared_loads(merge_shared_loads(kernel(body))))


def test_volatile_loads_are_not_merged():
    body = ROW.replace("ld.shared.f32", "ld.volatile.shared.f32")
    k = kernel(body)
    assert merge_shared_loads(k) is k


def test_float_arithmetic_proves_no_alignment():
    # (int)(float(tid << 6) * 1.5) + tile: the product is a float, its bits say nothing
    text = HEADER + """
    mov.u32 %r1, %tid.x;
    shl.b32 %r2, %r1, 6;
    cvt.rn.f32.u32 %f10, %r2;
    mul.f32 %f11, %f10, 0f3FC00000;
    cvt.rzi.u32.f32 %r5, %f11;
    mov.u32 %r3, tile;
    add.s32 %r7, %r3, %r5;
""" + ROW + "\n    ret;\n}\n"
    k = parse_ptx(text).kernels["k"]
    assert known_alignment(k)["%r7"] == 0 and merge_shared_loads(k) is k
    # masking low bits proves them zero: and.b32 with -16
    masked = kernel(ROW.replace("    ld.shared.f32 %f1,", "    and.b32 %r7, %r7, -16;\n    ld.shared.f32 %f1,"), shift=0)
    assert known_alignment(masked)["%r7"] == 0  # flow-insensitive: the unmasked definition counts too

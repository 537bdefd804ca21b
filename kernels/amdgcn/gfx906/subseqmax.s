	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.amdhsa_code_object_version 5
	.protected	subseqmax               ; -- Begin function subseqmax
	.globl	subseqmax
	.p2align	8
	.type	subseqmax,@function
subseqmax:                              ; @subseqmax
; %bb.0:
	s_load_dword s2, s[6:7], 0x14
	v_lshlrev_b32_e32 v12, 5, v0
	v_add_u32_e32 v13, -1, v12
	s_waitcnt lgkmcnt(0)
	s_cmpk_gt_i32 s2, 0xfff
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_load_dword s9, s[4:5], 0x4
	s_mov_b64 s[0:1], 0
	s_mov_b32 s3, 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr9
.LBB0_3:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_andn2_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v3, s3
	v_lshlrev_b32_e32 v4, 7, v0
	v_mov_b32_e32 v19, v13
	v_mov_b32_e32 v7, v13
	s_cbranch_vccnz .LBB0_41
; %bb.4:
	s_waitcnt lgkmcnt(0)
	s_load_dword s9, s[4:5], 0x4
	s_ashr_i32 s0, s2, 31
	s_lshr_b32 s0, s0, 20
	s_add_i32 s0, s2, s0
	s_ashr_i32 s16, s0, 12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s9, 0xffff
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s0, 0, s10
	s_mul_i32 s4, s8, s2
	v_lshrrev_b32_e32 v3, 5, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v2, 31, v0
	v_mov_b32_e32 v6, 0
	s_mov_b32 s11, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_lshlrev_b32_e32 v14, 2, v0
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v15, s13
	v_readfirstlane_b32 s1, v1
	s_mul_i32 s0, s0, s1
	s_mul_hi_u32 s0, s1, s0
	s_add_i32 s1, s1, s0
	s_mul_hi_u32 s0, s2, s1
	s_mul_i32 s1, s0, s10
	s_sub_i32 s1, s2, s1
	s_add_i32 s3, s0, 1
	s_sub_i32 s2, s1, s10
	s_cmp_ge_u32 s1, s10
	s_cselect_b32 s0, s3, s0
	s_cselect_b32 s1, s2, s1
	s_add_i32 s2, s0, 1
	s_cmp_ge_u32 s1, s10
	s_cselect_b32 s0, s2, s0
	v_mul_lo_u32 v1, s0, v3
	s_lshl_b32 s0, s0, 2
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 2
	s_mov_b64 s[0:1], src_shared_base
	s_lshl_b32 s17, s10, 2
	v_add3_u32 v1, s4, v1, v2
	v_mov_b32_e32 v16, s3
	s_movk_i32 s3, 0xfff
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v8, 0x4000
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v17, 0
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_mov_b64 s[0:1], 0
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v15, v3, vcc
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v10, v0
.LBB0_6:                                ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v11, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_add_u32_e32 v10, s10, v10
	v_addc_co_u32_e32 v3, vcc, v3, v16, vcc
	v_cmp_lt_u32_e32 vcc, s3, v10
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v11
	v_add_u32_e32 v7, s17, v7
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, v5
	s_mov_b32 s13, 0
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v21, v13
	v_mov_b32_e32 v20, v13
	v_mov_b32_e32 v2, v13
	v_mov_b32_e32 v22, v13
	v_mov_b32_e32 v23, v13
	flat_store_dwordx2 v[8:9], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_branch .LBB0_10
.LBB0_8:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_max_i32_e32 v24, 0, v28
	v_cndmask_b32_e32 v23, 0, v26, vcc
	v_mov_b32_e32 v21, v19
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_add_co_u32_e32 v10, vcc, 8, v10
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	s_add_i32 s13, s13, 2
	v_add_u32_e32 v2, 2, v2
.LBB0_10:                               ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[18:19], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v27, s13, v12
	v_add_u32_e32 v3, -1, v27
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v18, vcc, v18, v10
	v_addc_co_u32_e32 v19, vcc, v19, v11, vcc
	flat_load_dword v29, v[18:19]
	v_cmp_ne_u32_e32 vcc, v3, v20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v28, v29, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execnz .LBB0_26
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_35
.LBB0_12:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s13, 32
	s_cbranch_scc1 .LBB0_38
.LBB0_13:                               ;   in Loop: Header=BB0_10 Depth=2
	flat_load_dwordx2 v[20:21], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v29, 1, v27
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr17
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v20, vcc, v20, v10
	v_addc_co_u32_e32 v21, vcc, v21, v11, vcc
	flat_load_dword v30, v[20:21] offset:4
	v_cmp_ne_u32_e32 vcc, v27, v7
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v28, v30, v18
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.14:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_le_i32_e32 vcc, v28, v3
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr17
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.15:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v28
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $vgpr22
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.16:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v22, 2, v27
	s_mov_b32 s18, 0
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
; %bb.17:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v24, s18
	v_mov_b32_e32 v23, v22
	s_xor_b64 exec, exec, s[6:7]
; %bb.18:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v17, 1, v25
	v_cmp_eq_u32_e32 vcc, 0, v18
	v_cndmask_b32_e32 v23, v26, v29, vcc
	v_cndmask_b32_e32 v22, v17, v29, vcc
	v_mov_b32_e32 v24, v28
; %bb.19:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v7
	v_mov_b32_e32 v17, v3
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
.LBB0_20:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.21:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v17, 1, v25
	v_cmp_eq_u32_e32 vcc, -1, v19
	v_cndmask_b32_e32 v21, v26, v29, vcc
	v_cndmask_b32_e32 v20, v17, v29, vcc
	v_mov_b32_e32 v24, v28
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v21
	v_mov_b32_e32 v17, v28
; %bb.22:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr30
.LBB0_23:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.24:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v17, 1, v25
	v_cmp_lt_i32_e32 vcc, -1, v28
	v_cndmask_b32_e32 v22, -1, v17, vcc
	v_add_u32_e32 v20, 1, v2
	v_cmp_ne_u32_e32 vcc, 0, v22
	v_cmp_lt_i32_e64 s[0:1], 0, v30
	v_mov_b32_e32 v17, v3
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.25:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v17, v30, v3
	v_mov_b32_e32 v20, v29
	s_branch .LBB0_8
.LBB0_26:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_le_i32_e32 vcc, v28, v17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.27:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v28
                                        ; implicit-def: $sgpr18
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.28:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v25, 1, v27
	s_mov_b32 s18, 0
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr28
; %bb.29:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v18, s18
	v_mov_b32_e32 v26, v25
	s_xor_b64 exec, exec, s[6:7]
; %bb.30:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v3, 1, v22
	v_cmp_eq_u32_e32 vcc, 0, v24
	v_cndmask_b32_e32 v26, v23, v27, vcc
	v_cndmask_b32_e32 v25, v3, v27, vcc
	v_mov_b32_e32 v18, v28
; %bb.31:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr28
.LBB0_32:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.33:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v3, 1, v22
	v_cmp_eq_u32_e32 vcc, -1, v21
	v_cndmask_b32_e32 v21, v23, v27, vcc
	v_cndmask_b32_e32 v20, v3, v27, vcc
	v_mov_b32_e32 v18, v28
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v26, v21
	v_mov_b32_e32 v17, v28
; %bb.34:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v19, v21
	v_mov_b32_e32 v7, v20
	v_mov_b32_e32 v3, v17
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_12
.LBB0_35:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v3, 1, v22
	v_cmp_lt_i32_e32 vcc, -1, v28
	v_cndmask_b32_e32 v25, -1, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v25
	v_cmp_lt_i32_e64 s[0:1], 0, v29
	s_and_saveexec_b64 s[6:7], s[0:1]
; %bb.36:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_co_u32_e64 v20, s[0:1], 1, v20
	v_cndmask_b32_e64 v21, v21, 0, s[0:1]
	v_add_u32_e32 v17, v29, v17
; %bb.37:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_max_i32_e32 v18, 0, v28
	v_cndmask_b32_e32 v26, 0, v23, vcc
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v7, v20
	v_mov_b32_e32 v19, v21
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s13, 32
	s_cbranch_scc0 .LBB0_13
.LBB0_38:                               ;   in Loop: Header=BB0_10 Depth=2
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $sgpr13
	s_cbranch_execz .LBB0_10
; %bb.39:                               ;   in Loop: Header=BB0_5 Depth=1
	s_add_i32 s11, s11, 1
	s_cmp_eq_u32 s11, s16
	v_add_u32_e32 v1, 32, v1
	s_cbranch_scc1 .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v24, v18
	v_mov_b32_e32 v17, v3
	s_branch .LBB0_5
.LBB0_41:
	v_cmp_lt_i32_e32 vcc, v12, v19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_45
; %bb.42:
	v_mov_b32_e32 v8, 0
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v5, 0x4000
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v2, v8
.LBB0_43:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[10:11], v[5:6] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, 1, v9
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v10, vcc, v10, v4
	v_addc_co_u32_e32 v11, vcc, v11, v8, vcc
	flat_load_dword v10, v[10:11]
	v_cmp_ge_i32_e32 vcc, v9, v19
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, v10, v2
	v_max_i32_e32 v1, v1, v2
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_43
; %bb.44:
	s_or_b64 exec, exec, s[2:3]
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v9, 31, v12
	v_cmp_gt_i32_e32 vcc, v9, v7
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_49
; %bb.46:
	v_mov_b32_e32 v4, 0x7c
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[4:5], src_shared_base
	v_lshl_or_b32 v10, v0, 7, v4
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v5, 0x4000
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v8, v11
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[12:13], v[5:6] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, -1, v9
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v12, vcc, v12, v10
	v_addc_co_u32_e32 v13, vcc, v13, v11, vcc
	flat_load_dword v12, v[12:13]
	v_cmp_le_i32_e32 vcc, v9, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_co_u32_e32 v10, vcc, -4, v10
	v_addc_co_u32_e32 v11, vcc, -1, v11, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v8, v12, v8
	v_max_i32_e32 v4, v4, v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_47
; %bb.48:
	s_or_b64 exec, exec, s[2:3]
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s9
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, s8, v0
	v_lshl_add_u32 v5, v0, 2, v0
	v_mov_b32_e32 v6, 0
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mov_b32_e32 v0, s15
	v_add_co_u32_e32 v5, vcc, s14, v5
	v_addc_co_u32_e32 v6, vcc, v0, v6, vcc
	v_sub_u32_e32 v2, v2, v1
	v_sub_u32_e32 v0, v8, v4
	global_store_dwordx4 v[5:6], v[1:4], off
	global_store_dword v[5:6], v0, off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel subseqmax
		.amdhsa_group_segment_fixed_size 16392
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 19
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	subseqmax, .Lfunc_end0-subseqmax
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1436
; NumSgprs: 23
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16392 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 31
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.type	__hip_cuid_690f345eed789e5f,@object ; @__hip_cuid_690f345eed789e5f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_690f345eed789e5f
__hip_cuid_690f345eed789e5f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_690f345eed789e5f, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_690f345eed789e5f
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 16392
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           subseqmax
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         subseqmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

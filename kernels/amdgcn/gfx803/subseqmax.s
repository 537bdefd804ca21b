	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 5
	.protected	subseqmax               ; -- Begin function subseqmax
	.globl	subseqmax
	.p2align	8
	.type	subseqmax,@function
subseqmax:                              ; @subseqmax
; %bb.0:
	s_load_dword s2, s[6:7], 0x14
	v_lshlrev_b32_e32 v12, 5, v0
	v_add_u32_e32 v13, vcc, -1, v12
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
	v_mov_b32_e32 v2, s3
	v_lshlrev_b32_e32 v4, 7, v0
	v_mov_b32_e32 v19, v13
	v_mov_b32_e32 v18, v13
	s_cbranch_vccnz .LBB0_41
; %bb.4:
	s_waitcnt lgkmcnt(0)
	s_load_dword s9, s[4:5], 0x4
	s_ashr_i32 s0, s2, 31
	s_lshr_b32 s0, s0, 20
	s_add_i32 s0, s2, s0
	s_ashr_i32 s18, s0, 12
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s9, 0xffff
	v_cvt_f32_u32_e32 v1, s16
	s_sub_i32 s1, 0, s16
	s_mul_i32 s4, s8, s2
	v_lshrrev_b32_e32 v3, 5, v0
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dword s5, s[6:7], 0xdc
	v_and_b32_e32 v2, 31, v0
	s_mov_b32 s17, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v5, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v14, 2, v0
	v_mov_b32_e32 v15, s13
	v_mul_lo_u32 v6, s1, v5
	s_movk_i32 s13, 0xfff
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v8, 0x4000
	v_mul_hi_u32 v6, v5, v6
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v17, 0
	s_mov_b32 m0, -1
	v_add_u32_e32 v5, vcc, v5, v6
	v_mul_hi_u32 v6, s2, v5
	v_mov_b32_e32 v5, v1
	v_readfirstlane_b32 s0, v6
	s_mul_i32 s1, s0, s16
	s_sub_i32 s1, s2, s1
	s_add_i32 s3, s0, 1
	s_sub_i32 s2, s1, s16
	s_cmp_ge_u32 s1, s16
	s_cselect_b32 s0, s3, s0
	s_cselect_b32 s1, s2, s1
	s_add_i32 s2, s0, 1
	s_cmp_ge_u32 s1, s16
	s_cselect_b32 s0, s2, s0
	v_mul_lo_u32 v3, s0, v3
	s_lshl_b32 s0, s0, 2
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 2
	v_add_u32_e32 v3, vcc, s4, v3
	s_lshl_b32 s19, s16, 2
	v_mov_b32_e32 v16, s3
	v_add_u32_e32 v6, vcc, v3, v2
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	s_mov_b64 s[0:1], 0
	v_add_u32_e32 v2, vcc, s12, v2
	v_addc_u32_e32 v3, vcc, v15, v3, vcc
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v10, v0
.LBB0_6:                                ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v11, v[2:3]
	v_add_u32_e32 v10, vcc, s16, v10
	v_add_u32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v3, v16, vcc
	v_cmp_lt_u32_e32 vcc, s13, v10
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v11
	v_add_u32_e32 v7, vcc, s19, v7
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, v5
	s_mov_b32 s3, 0
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v21, v13
	v_mov_b32_e32 v20, v13
	v_mov_b32_e32 v3, v13
	v_mov_b32_e32 v22, v13
	v_mov_b32_e32 v24, v13
	flat_store_dwordx2 v[8:9], v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_branch .LBB0_10
.LBB0_8:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_max_i32_e32 v23, 0, v21
	v_cndmask_b32_e32 v24, 0, v26, vcc
	v_mov_b32_e32 v21, v19
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v10, vcc, 8, v10
	s_add_i32 s3, s3, 2
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_u32_e32 v3, vcc, 2, v3
.LBB0_10:                               ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[18:19], v[8:9] glc
	s_waitcnt vmcnt(0)
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v18, vcc, v18, v10
	v_addc_u32_e32 v19, vcc, v19, v11, vcc
	flat_load_dword v28, v[18:19]
	v_add_u32_e32 v27, vcc, s3, v12
	v_add_u32_e32 v2, vcc, -1, v27
	v_cmp_ne_u32_e32 vcc, v2, v20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execnz .LBB0_26
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_35
.LBB0_12:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s3, 32
	s_cbranch_scc1 .LBB0_38
.LBB0_13:                               ;   in Loop: Header=BB0_10 Depth=2
	flat_load_dwordx2 v[20:21], v[8:9] glc
	s_waitcnt vmcnt(0)
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v17, vcc, v20, v10
	v_addc_u32_e32 v21, vcc, v21, v11, vcc
	v_add_u32_e32 v20, vcc, 4, v17
	v_addc_u32_e32 v21, vcc, 0, v21, vcc
	flat_load_dword v29, v[20:21]
	v_add_u32_e32 v28, vcc, 1, v27
	v_cmp_ne_u32_e32 vcc, v27, v18
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr17
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.14:                               ;   in Loop: Header=BB0_10 Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v17, vcc, v29, v7
	v_cmp_le_i32_e32 vcc, v17, v2
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_20
; %bb.15:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v17
                                        ; implicit-def: $sgpr20
                                        ; implicit-def: $vgpr22
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.16:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v22, vcc, 2, v27
	s_mov_b32 s20, 0
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr17
; %bb.17:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v23, s20
	v_mov_b32_e32 v24, v22
	s_xor_b64 exec, exec, s[10:11]
; %bb.18:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v20, vcc, 1, v25
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v24, v26, v28, vcc
	v_cndmask_b32_e32 v22, v20, v28, vcc
	v_mov_b32_e32 v23, v17
; %bb.19:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v17, v2
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr28
.LBB0_20:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.21:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v20, vcc, 1, v25
	v_cmp_eq_u32_e32 vcc, -1, v19
	v_cndmask_b32_e32 v21, v26, v28, vcc
	v_cndmask_b32_e32 v20, v20, v28, vcc
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v24, v21
; %bb.22:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr29
.LBB0_23:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.24:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v20, vcc, 1, v3
	v_add_u32_e32 v17, vcc, 1, v25
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v29, v7
	v_cmp_lt_i32_e32 vcc, -1, v21
	v_cndmask_b32_e32 v22, -1, v17, vcc
	v_cmp_ne_u32_e32 vcc, 0, v22
	v_cmp_lt_i32_e64 s[0:1], 0, v29
	v_mov_b32_e32 v17, v2
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.25:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e64 v17, s[0:1], v29, v2
	v_mov_b32_e32 v20, v28
	s_branch .LBB0_8
.LBB0_26:                               ;   in Loop: Header=BB0_10 Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, vcc, v28, v23
	v_cmp_le_i32_e32 vcc, v2, v17
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.27:                               ;   in Loop: Header=BB0_10 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v2
                                        ; implicit-def: $sgpr20
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.28:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v25, vcc, 1, v27
	s_mov_b32 s20, 0
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr2
; %bb.29:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v7, s20
	v_mov_b32_e32 v26, v25
	s_xor_b64 exec, exec, s[10:11]
; %bb.30:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v7, vcc, 1, v22
	v_cmp_eq_u32_e32 vcc, 0, v23
	v_cndmask_b32_e32 v26, v24, v27, vcc
	v_cndmask_b32_e32 v25, v7, v27, vcc
	v_mov_b32_e32 v7, v2
; %bb.31:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr2
.LBB0_32:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
; %bb.33:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v7, vcc, 1, v22
	v_cmp_eq_u32_e32 vcc, -1, v21
	v_cndmask_b32_e32 v21, v24, v27, vcc
	v_cndmask_b32_e32 v20, v7, v27, vcc
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v26, v21
	v_mov_b32_e32 v17, v2
; %bb.34:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v19, v21
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v2, v17
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr23
	s_andn2_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_12
.LBB0_35:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e32 v7, vcc, 1, v22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, vcc, v28, v23
	v_cmp_lt_i32_e32 vcc, -1, v2
	v_cndmask_b32_e32 v25, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v25
	v_cmp_lt_i32_e64 s[0:1], 0, v28
	s_and_saveexec_b64 s[10:11], s[0:1]
; %bb.36:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_u32_e64 v20, s[0:1], 1, v20
	v_cndmask_b32_e64 v21, v21, 0, s[0:1]
	v_add_u32_e64 v17, s[0:1], v28, v17
; %bb.37:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_max_i32_e32 v7, 0, v2
	v_cndmask_b32_e32 v26, 0, v24, vcc
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v19, v21
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u32 s3, 32
	s_cbranch_scc0 .LBB0_13
.LBB0_38:                               ;   in Loop: Header=BB0_10 Depth=2
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $vgpr10_vgpr11
	s_cbranch_execz .LBB0_10
; %bb.39:                               ;   in Loop: Header=BB0_5 Depth=1
	s_add_i32 s17, s17, 1
	s_cmp_eq_u32 s17, s18
	v_add_u32_e32 v6, vcc, 32, v6
	s_cbranch_scc1 .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v23, v7
	v_mov_b32_e32 v17, v2
	s_branch .LBB0_5
.LBB0_41:
	v_cmp_lt_i32_e32 vcc, v12, v19
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_45
; %bb.42:
	s_load_dword s4, s[6:7], 0xdc
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v9, v5
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v6, 0x4000
	v_mov_b32_e32 v8, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s4
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v1, v5
.LBB0_43:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[10:11], v[6:7] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v10, vcc, v10, v8
	v_addc_u32_e32 v11, vcc, v11, v9, vcc
	flat_load_dword v10, v[10:11]
	v_add_u32_e32 v3, vcc, 1, v3
	v_cmp_ge_i32_e32 vcc, v3, v19
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v8, vcc, 4, v8
	v_addc_u32_e32 v9, vcc, 0, v9, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v1, vcc, v10, v1
	v_max_i32_e32 v5, v5, v1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_43
; %bb.44:
	s_or_b64 exec, exec, s[2:3]
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v9, 31, v12
	v_cmp_gt_i32_e32 vcc, v9, v18
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_49
; %bb.46:
	s_load_dword s4, s[6:7], 0xdc
	v_mov_b32_e32 v10, 0
	v_or_b32_e32 v4, 0x7c, v4
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v6, 0x4000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s4
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v8, v10
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[11:12], v[6:7] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v11, vcc, v11, v4
	v_addc_u32_e32 v12, vcc, v12, v10, vcc
	flat_load_dword v11, v[11:12]
	v_add_u32_e32 v9, vcc, -1, v9
	v_cmp_le_i32_e32 vcc, v9, v18
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v4, vcc, -4, v4
	v_addc_u32_e32 v10, vcc, -1, v10, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v8, vcc, v11, v8
	v_max_i32_e32 v3, v3, v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_47
; %bb.48:
	s_or_b64 exec, exec, s[2:3]
.LBB0_49:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s9
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s8, v0
	v_mul_lo_u32 v6, v0, 5
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, s15
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v6, vcc, s14, v6
	v_addc_u32_e32 v7, vcc, v0, v7, vcc
	v_sub_u32_e32 v1, vcc, v1, v5
	v_mov_b32_e32 v0, v5
	flat_store_dwordx4 v[6:7], v[0:3]
	s_nop 0
	v_sub_u32_e32 v2, vcc, v8, v3
	v_add_u32_e32 v0, vcc, 16, v6
	v_addc_u32_e32 v1, vcc, 0, v7, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel subseqmax
		.amdhsa_group_segment_fixed_size 16392
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 21
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
; codeLenInByte = 1508
; NumSgprs: 23
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 16392 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 30
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
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 16392
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           subseqmax
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         subseqmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

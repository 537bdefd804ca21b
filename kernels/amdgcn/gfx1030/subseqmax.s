	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	subseqmax               ; -- Begin function subseqmax
	.globl	subseqmax
	.p2align	8
	.type	subseqmax,@function
subseqmax:                              ; @subseqmax
; %bb.0:
	s_load_dword s0, s[6:7], 0x14
	v_lshlrev_b32_e32 v11, 5, v0
	s_mov_b32 s2, -1
	v_add_nc_u32_e32 v12, -1, v11
	s_waitcnt lgkmcnt(0)
	s_cmpk_gt_i32 s0, 0xfff
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_load_dword s1, s[4:5], 0x4
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
	s_branch .LBB0_3
.LBB0_2:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr1
.LBB0_3:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_mov_b32_e32 v3, s3
	v_lshlrev_b32_e32 v4, 7, v0
	v_mov_b32_e32 v18, v12
	v_mov_b32_e32 v15, v12
	s_andn2_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_41
; %bb.4:
	s_waitcnt lgkmcnt(0)
	s_load_dword s1, s[4:5], 0x4
	s_ashr_i32 s3, s0, 31
	v_and_b32_e32 v3, 31, v0
	s_lshr_b32 s3, s3, 20
	v_mov_b32_e32 v5, 0
	s_add_i32 s3, s0, s3
	v_lshlrev_b32_e32 v13, 2, v0
	s_mov_b32 s5, 0
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v23, v5
	v_mov_b32_e32 v16, v5
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s1, 0xffff
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s6, 0, s4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s2, v1
	v_lshrrev_b32_e32 v1, 5, v0
	s_mul_i32 s6, s6, s2
	s_mul_hi_u32 s6, s2, s6
	s_add_i32 s2, s2, s6
	s_ashr_i32 s6, s3, 12
	s_mul_hi_u32 s2, s0, s2
	s_mul_i32 s7, s2, s4
	s_sub_i32 s3, s0, s7
	s_add_i32 s7, s2, 1
	s_sub_i32 s9, s3, s4
	s_cmp_ge_u32 s3, s4
	s_mul_i32 s0, s8, s0
	s_cselect_b32 s2, s7, s2
	s_cselect_b32 s3, s9, s3
	s_add_i32 s7, s2, 1
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s7, s7, s2
	s_mov_b64 s[2:3], src_shared_base
	v_mul_lo_u32 v8, s7, v1
	s_lshl_b32 s2, s7, 2
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v1, 0x4000
	v_mov_b32_e32 v7, s3
	s_ashr_i32 s3, s2, 31
	s_lshl_b32 s7, s4, 2
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add3_u32 v8, s0, v8, v3
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v3, v13
	v_mov_b32_e32 v14, v0
	s_mov_b32 s9, 0
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	v_add_co_u32 v9, vcc_lo, s12, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s13, v10, vcc_lo
.LBB0_6:                                ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v15, v[9:10], off
	v_add_nc_u32_e32 v14, s4, v14
	v_add_co_u32 v9, vcc_lo, v9, s2
	v_add_co_ci_u32_e32 v10, vcc_lo, s3, v10, vcc_lo
	v_cmp_lt_u32_e64 s0, 0xfff, v14
	s_or_b32 s9, s0, s9
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v15
	v_add_nc_u32_e32 v3, s7, v3
	s_andn2_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v20, v12
	v_mov_b32_e32 v19, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v21, v12
	v_mov_b32_e32 v22, v12
	s_mov_b32 s9, 0
	flat_store_dwordx2 v[1:2], v[6:7]
	s_waitcnt_vscnt null, 0x0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_branch .LBB0_10
.LBB0_8:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s11
	v_max_i32_e32 v23, 0, v27
	v_cndmask_b32_e32 v22, 0, v25, vcc_lo
	v_mov_b32_e32 v20, v18
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s10
	v_add_co_u32 v9, vcc_lo, v9, 8
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v10, vcc_lo
	v_add_nc_u32_e32 v14, 2, v14
	s_add_i32 s9, s9, 2
.LBB0_10:                               ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[17:18], v[1:2] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v26, s9, v11
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
	v_add_nc_u32_e32 v3, -1, v26
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v17, vcc_lo, v17, v9
	v_add_co_ci_u32_e32 v18, vcc_lo, v18, v10, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, v3, v19
                                        ; implicit-def: $vgpr3
	flat_load_dword v28, v[17:18]
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v27, v28, v23
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB0_26
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b32 s10, s0
	s_cbranch_execnz .LBB0_35
.LBB0_12:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s10
	s_cmp_eq_u32 s9, 32
	s_cbranch_scc1 .LBB0_38
.LBB0_13:                               ;   in Loop: Header=BB0_10 Depth=2
	flat_load_dwordx2 v[19:20], v[1:2] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v28, 1, v26
	s_mov_b32 s0, exec_lo
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr16
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v19, vcc_lo, v19, v9
	v_add_co_ci_u32_e32 v20, vcc_lo, v20, v10, vcc_lo
	flat_load_dword v29, v[19:20] offset:4
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v27, v29, v17
	v_cmpx_ne_u32_e64 v26, v15
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_23
; %bb.14:                               ;   in Loop: Header=BB0_10 Depth=2
	s_mov_b32 s10, exec_lo
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr16
	v_cmpx_le_i32_e64 v27, v3
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB0_20
; %bb.15:                               ;   in Loop: Header=BB0_10 Depth=2
	s_mov_b32 s11, exec_lo
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $vgpr21
	v_cmpx_gt_i32_e32 1, v27
	s_xor_b32 s11, exec_lo, s11
; %bb.16:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v21, 2, v26
	s_mov_b32 s16, 0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
; %bb.17:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b32 s11, s11
	v_mov_b32_e32 v23, s16
	v_mov_b32_e32 v22, v21
	s_xor_b32 exec_lo, exec_lo, s11
; %bb.18:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v16, 1, v24
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	v_mov_b32_e32 v23, v27
	v_cndmask_b32_e32 v22, v25, v28, vcc_lo
	v_cndmask_b32_e32 v21, v16, v28, vcc_lo
; %bb.19:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v16, v3
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
.LBB0_20:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b32 s10, s10
; %bb.21:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v16, 1, v24
	v_cmp_eq_u32_e32 vcc_lo, -1, v18
	v_mov_b32_e32 v23, v27
	v_cndmask_b32_e32 v20, v25, v28, vcc_lo
	v_cndmask_b32_e32 v19, v16, v28, vcc_lo
	v_mov_b32_e32 v16, v27
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v21, v19
; %bb.22:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s10
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr29
.LBB0_23:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_9
; %bb.24:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v16, 1, v24
	v_cmp_lt_i32_e32 vcc_lo, -1, v27
	v_add_nc_u32_e32 v19, 1, v14
	s_mov_b32 s11, exec_lo
	v_cndmask_b32_e32 v21, -1, v16, vcc_lo
	v_mov_b32_e32 v16, v3
	v_cmp_ne_u32_e32 vcc_lo, 0, v21
	v_cmpx_lt_i32_e32 0, v29
	s_cbranch_execz .LBB0_8
; %bb.25:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v16, v29, v3
	v_mov_b32_e32 v19, v28
	s_branch .LBB0_8
.LBB0_26:                               ;   in Loop: Header=BB0_10 Depth=2
	s_mov_b32 s10, exec_lo
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr25
	v_cmpx_le_i32_e64 v27, v16
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB0_32
; %bb.27:                               ;   in Loop: Header=BB0_10 Depth=2
	s_mov_b32 s16, exec_lo
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $vgpr24
	v_cmpx_gt_i32_e32 1, v27
	s_xor_b32 s16, exec_lo, s16
; %bb.28:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v24, 1, v26
	s_mov_b32 s11, 0
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr27
; %bb.29:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_saveexec_b32 s16, s16
	v_mov_b32_e32 v17, s11
	v_mov_b32_e32 v25, v24
	s_xor_b32 exec_lo, exec_lo, s16
; %bb.30:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v3, 1, v21
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_mov_b32_e32 v17, v27
	v_cndmask_b32_e32 v25, v22, v26, vcc_lo
	v_cndmask_b32_e32 v24, v3, v26, vcc_lo
; %bb.31:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s16
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr27
.LBB0_32:                               ;   in Loop: Header=BB0_10 Depth=2
	s_andn2_saveexec_b32 s10, s10
; %bb.33:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v3, 1, v21
	v_cmp_eq_u32_e32 vcc_lo, -1, v20
	v_mov_b32_e32 v17, v27
	v_mov_b32_e32 v16, v27
	v_cndmask_b32_e32 v20, v22, v26, vcc_lo
	v_cndmask_b32_e32 v19, v3, v26, vcc_lo
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v24, v19
; %bb.34:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v15, v19
	v_mov_b32_e32 v3, v16
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr28
	s_andn2_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_12
.LBB0_35:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_nc_u32_e32 v3, 1, v21
	v_cmp_lt_i32_e32 vcc_lo, -1, v27
	s_mov_b32 s11, exec_lo
	v_cndmask_b32_e32 v24, -1, v3, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v24
	v_cmpx_lt_i32_e32 0, v28
; %bb.36:                               ;   in Loop: Header=BB0_10 Depth=2
	v_add_co_u32 v19, s0, v19, 1
	v_cndmask_b32_e64 v20, v20, 0, s0
	v_add_nc_u32_e32 v16, v28, v16
; %bb.37:                               ;   in Loop: Header=BB0_10 Depth=2
	s_or_b32 exec_lo, exec_lo, s11
	v_max_i32_e32 v17, 0, v27
	v_cndmask_b32_e32 v25, 0, v22, vcc_lo
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v15, v19
	v_mov_b32_e32 v18, v20
	s_or_b32 exec_lo, exec_lo, s10
	s_cmp_eq_u32 s9, 32
	s_cbranch_scc0 .LBB0_13
.LBB0_38:                               ;   in Loop: Header=BB0_10 Depth=2
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr9_vgpr10
                                        ; implicit-def: $sgpr9
	s_cbranch_execz .LBB0_10
; %bb.39:                               ;   in Loop: Header=BB0_5 Depth=1
	v_add_nc_u32_e32 v8, 32, v8
	s_add_i32 s5, s5, 1
	s_cmp_eq_u32 s5, s6
	s_cbranch_scc1 .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v16, v3
	s_branch .LBB0_5
.LBB0_41:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i32_e64 v11, v18
	s_cbranch_execz .LBB0_45
; %bb.42:
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], src_shared_base
	v_mov_b32_e32 v5, 0x4000
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v7
	.p2align	6
.LBB0_43:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[9:10], v[5:6] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v8, 1, v8
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v9, vcc_lo, v9, v4
	v_add_co_ci_u32_e32 v10, vcc_lo, v10, v7, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v8, v18
	v_add_co_u32 v4, s0, v4, 4
	flat_load_dword v9, v[9:10]
	v_add_co_ci_u32_e64 v7, s0, 0, v7, s0
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v2, v9, v2
	v_max_i32_e32 v1, v1, v2
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_43
; %bb.44:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v8, 31, v11
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 v8, v15
	s_cbranch_execz .LBB0_49
; %bb.46:
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[4:5], src_shared_base
	v_lshl_or_b32 v10, v0, 7, 0x7c
	v_mov_b32_e32 v5, 0x4000
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v7, v9
	.p2align	6
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[11:12], v[5:6] glc dlc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v8, -1, v8
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v11, vcc_lo, v11, v10
	v_add_co_ci_u32_e32 v12, vcc_lo, v12, v9, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, v8, v15
	v_add_co_u32 v10, s0, v10, -4
	flat_load_dword v11, v[11:12]
	v_add_co_ci_u32_e64 v9, s0, -1, v9, s0
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v7, v11, v7
	v_max_i32_e32 v4, v4, v7
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_47
; %bb.48:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s1
	v_sub_nc_u32_e32 v2, v2, v1
	v_mad_u64_u32 v[5:6], null, s8, s0, v[0:1]
	v_mov_b32_e32 v6, 0
	v_sub_nc_u32_e32 v0, v7, v4
	v_lshl_add_u32 v5, v5, 2, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v5, vcc_lo, s14, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s15, v6, vcc_lo
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 1496
; NumSgprs: 19
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16392 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 30
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         subseqmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

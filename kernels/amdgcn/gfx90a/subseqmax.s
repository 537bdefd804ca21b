	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	subseqmax               ; -- Begin function subseqmax
	.globl	subseqmax
	.p2align	8
	.type	subseqmax,@function
subseqmax:                              ; @subseqmax
; %bb.0:
	s_load_dword s1, s[6:7], 0x14
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_lshlrev_b32_e32 v12, 5, v0
	v_add_u32_e32 v13, -1, v12
	s_movk_i32 s0, 0x1000
	s_waitcnt lgkmcnt(0)
	s_cmpk_lt_i32 s1, 0x1000
	v_mov_b32_e32 v4, 0
	v_lshlrev_b32_e32 v6, 7, v0
	s_cbranch_scc1 .LBB0_50
; %bb.1:
	s_load_dword s2, s[4:5], 0x4
	s_ashr_i32 s3, s1, 31
	s_mul_i32 s6, s8, s1
	v_and_b32_e32 v2, 31, v0
	v_add_u32_e32 v15, s6, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s24, s2, 0xffff
	v_cvt_f32_u32_e32 v1, s24
	s_lshr_b32 s2, s3, 20
	s_add_i32 s2, s1, s2
	s_ashr_i32 s25, s2, 12
	v_rcp_iflag_f32_e32 v4, v1
	s_cmp_eq_u32 s24, 1
	s_cselect_b64 s[2:3], -1, 0
	s_sub_i32 s7, 0, s24
	v_mul_f32_e32 v5, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v5, v5
	v_mov_b32_e32 v8, s24
	v_lshrrev_b32_e32 v3, 5, v0
	s_mov_b32 s9, 0
	v_readfirstlane_b32 s10, v5
	s_mul_i32 s7, s7, s10
	s_mul_hi_u32 s7, s10, s7
	s_add_i32 s10, s10, s7
	s_mul_hi_u32 s7, s1, s10
	s_mul_i32 s10, s7, s24
	s_sub_i32 s1, s1, s10
	s_add_i32 s11, s7, 1
	s_sub_i32 s10, s1, s24
	s_cmp_ge_u32 s1, s24
	s_cselect_b32 s7, s11, s7
	v_add_u32_e32 v5, s24, v0
	s_cselect_b32 s1, s10, s1
	s_add_i32 s10, s7, 1
	v_cmp_gt_u32_e32 vcc, s0, v5
	s_cmp_ge_u32 s1, s24
	v_max_u32_e32 v7, 0x1000, v5
	v_addc_co_u32_e64 v5, s[0:1], v0, v8, vcc
	v_sub_u32_e32 v5, v7, v5
	v_cvt_f32_u32_e32 v5, v5
	s_cselect_b32 s7, s10, s7
	v_mul_lo_u32 v14, s7, v3
	s_lshl_b32 s26, s7, 2
	v_mul_f32_e32 v2, v5, v4
	v_trunc_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v4, v2
	v_mad_f32 v3, -v2, v1, v5
	v_cmp_ge_f32_e64 s[0:1], |v3|, v1
	s_ashr_i32 s11, s26, 31
	v_addc_co_u32_e64 v1, s[0:1], 0, v4, s[0:1]
	v_and_b32_e32 v1, 0x7ffff, v1
	v_addc_co_u32_e64 v3, s[0:1], 1, v1, vcc
	v_addc_co_u32_e32 v1, vcc, -1, v1, vcc
	v_lshrrev_b32_e32 v5, 1, v1
	v_add_u32_e32 v5, 1, v5
	s_mov_b32 s10, s26
	v_cmp_lt_u32_e64 s[0:1], 1, v3
	v_and_b32_e32 v4, 0xffffe, v3
	s_lshl_b32 s27, s7, 3
	v_and_b32_e32 v18, 7, v5
	s_lshl_b64 s[18:19], s[10:11], 2
	s_mov_b64 s[10:11], src_shared_base
	v_mov_b32_e32 v2, 0
	s_and_b64 s[16:17], s[0:1], s[2:3]
	v_mad_u32_u24 v16, v4, s24, v0
	v_mul_lo_u32 v17, v4, s26
	s_mov_b32 s28, s27
	v_cmp_lt_u32_e64 s[0:1], 13, v1
	v_and_b32_e32 v19, -8, v5
	v_cmp_ne_u32_e64 s[2:3], 0, v18
	v_cmp_ne_u32_e64 s[6:7], v3, v4
	v_lshlrev_b32_e32 v20, 2, v0
	s_lshl_b32 s29, s24, 6
	s_lshl_b32 s30, s24, 3
	s_lshl_b32 s31, s24, 2
	v_mov_b32_e32 v7, 0
	s_movk_i32 s33, 0xfff
	v_mov_b32_e32 v9, s11
	v_mov_b32_e32 v8, 0x4000
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_15 Depth 2
                                        ;     Child Loop BB0_19 Depth 2
	s_lshl_b32 s10, s9, 5
	v_add3_u32 v4, v15, s10, v14
	s_mov_b64 s[20:21], -1
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v1, v20
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB0_13
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_u32_e32 v1, s26, v4
	v_add_u32_e32 v10, 0, v4
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b32 s34, 0
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v5, v20
.LBB0_5:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v27, 31, v10
	v_mov_b32_e32 v26, v10
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_ashrrev_i32_e32 v25, 31, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v23, s13
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_add_u32_e32 v10, s27, v10
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v27, vcc, v23, v27, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v24, vcc, s12, v24
	v_add_u32_e32 v28, s28, v1
	v_add_u32_e32 v30, s27, v10
	v_addc_co_u32_e32 v25, vcc, v23, v25, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_add_u32_e32 v32, s28, v28
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v11, vcc, v23, v11, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v28, vcc, s12, v28
	v_add_u32_e32 v34, s27, v30
	v_addc_co_u32_e32 v29, vcc, v23, v29, vcc
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_ashrrev_i32_e32 v33, 31, v32
	global_load_dword v42, v[26:27], off
	global_load_dword v43, v[24:25], off
	global_load_dword v44, v[10:11], off
	global_load_dword v45, v[28:29], off
	v_add_co_u32_e32 v10, vcc, s12, v30
	v_add_u32_e32 v36, s28, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_addc_co_u32_e32 v11, vcc, v23, v31, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v24, vcc, s12, v32
	v_addc_co_u32_e32 v25, vcc, v23, v33, vcc
	v_lshlrev_b64 v[26:27], 2, v[34:35]
	v_ashrrev_i32_e32 v37, 31, v36
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_add_u32_e32 v38, s27, v34
	v_lshlrev_b64 v[28:29], 2, v[36:37]
	v_addc_co_u32_e32 v27, vcc, v23, v27, vcc
	v_ashrrev_i32_e32 v39, 31, v38
	v_add_co_u32_e32 v28, vcc, s12, v28
	v_add_u32_e32 v40, s28, v36
	v_addc_co_u32_e32 v29, vcc, v23, v29, vcc
	v_lshlrev_b64 v[34:35], 2, v[38:39]
	v_ashrrev_i32_e32 v41, 31, v40
	global_load_dword v46, v[10:11], off
	global_load_dword v47, v[24:25], off
	global_load_dword v48, v[26:27], off
	global_load_dword v49, v[28:29], off
	v_add_co_u32_e32 v10, vcc, s12, v34
	v_add_u32_e32 v30, s27, v38
	v_lshlrev_b64 v[36:37], 2, v[40:41]
	v_addc_co_u32_e32 v11, vcc, v23, v35, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v24, vcc, s12, v36
	v_add_u32_e32 v32, s28, v40
	v_addc_co_u32_e32 v25, vcc, v23, v37, vcc
	v_lshlrev_b64 v[26:27], 2, v[30:31]
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_add_u32_e32 v38, s27, v30
	v_lshlrev_b64 v[28:29], 2, v[32:33]
	v_addc_co_u32_e32 v27, vcc, v23, v27, vcc
	v_add_u32_e32 v40, s28, v32
	v_ashrrev_i32_e32 v39, 31, v38
	v_add_co_u32_e32 v28, vcc, s12, v28
	v_ashrrev_i32_e32 v41, 31, v40
	v_addc_co_u32_e32 v29, vcc, v23, v29, vcc
	v_lshlrev_b64 v[34:35], 2, v[38:39]
	v_add_u32_e32 v30, s27, v38
	v_add_u32_e32 v32, s28, v40
	v_lshlrev_b64 v[36:37], 2, v[40:41]
	global_load_dword v38, v[10:11], off
	global_load_dword v39, v[24:25], off
	global_load_dword v40, v[26:27], off
	global_load_dword v41, v[28:29], off
	v_add_co_u32_e32 v10, vcc, s12, v34
	v_addc_co_u32_e32 v11, vcc, v23, v35, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v24, vcc, s12, v36
	v_addc_co_u32_e32 v25, vcc, v23, v37, vcc
	v_lshlrev_b64 v[26:27], 2, v[30:31]
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_lshlrev_b64 v[28:29], 2, v[32:33]
	v_addc_co_u32_e32 v27, vcc, v23, v27, vcc
	v_add_co_u32_e32 v28, vcc, s12, v28
	v_addc_co_u32_e32 v29, vcc, v23, v29, vcc
	global_load_dword v23, v[10:11], off
	global_load_dword v31, v[24:25], off
	global_load_dword v33, v[26:27], off
	global_load_dword v34, v[28:29], off
	v_add_u32_e32 v24, s30, v5
	v_add_u32_e32 v25, s30, v24
	v_add_u32_e32 v26, s30, v25
	v_add_u32_e32 v3, -8, v3
	v_add_u32_e32 v27, s30, v26
	s_add_i32 s34, s34, 16
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v28, s30, v27
	v_mov_b32_e32 v11, s34
	s_or_b64 s[22:23], vcc, s[22:23]
	v_add_u32_e32 v29, s30, v28
	v_add_u32_e32 v1, s28, v32
	v_add_u32_e32 v10, s27, v30
	s_waitcnt vmcnt(14)
	ds_write2_b32 v5, v42, v43 offset1:1
	v_add_u32_e32 v5, s29, v5
	v_add_u32_e32 v35, s30, v29
	s_waitcnt vmcnt(12)
	ds_write2_b32 v24, v44, v45 offset1:1
	s_waitcnt vmcnt(10)
	ds_write2_b32 v25, v46, v47 offset1:1
	s_waitcnt vmcnt(8)
	ds_write2_b32 v26, v48, v49 offset1:1
	s_waitcnt vmcnt(6)
	ds_write2_b32 v27, v38, v39 offset1:1
	s_waitcnt vmcnt(4)
	ds_write2_b32 v28, v40, v41 offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b32 v29, v23, v31 offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b32 v35, v33, v34 offset1:1
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[22:23]
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	v_add_lshl_u32 v3, v0, v11, 2
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v5, v18
.LBB0_9:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v27, 31, v10
	v_mov_b32_e32 v26, v10
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_ashrrev_i32_e32 v25, 31, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v11, s13
	v_add_co_u32_e32 v26, vcc, s12, v26
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v27, vcc, v11, v27, vcc
	v_add_co_u32_e32 v24, vcc, s12, v24
	v_addc_co_u32_e32 v25, vcc, v11, v25, vcc
	global_load_dword v11, v[26:27], off
	global_load_dword v23, v[24:25], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v1, s28, v1
	v_add_u32_e32 v10, s27, v10
	s_or_b64 s[22:23], vcc, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v3, v11, v23 offset1:1
	v_add_u32_e32 v3, s30, v3
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_mov_b64 s[20:21], 0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[22:23], s[6:7]
; %bb.11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[20:21], exec
	v_add_u32_e32 v4, v4, v17
	v_lshlrev_b32_e32 v1, 2, v16
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[22:23]
	s_orn2_b64 s[20:21], s[20:21], exec
	v_mov_b32_e32 v3, v16
.LBB0_13:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.14:                               ;   in Loop: Header=BB0_2 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	s_mov_b64 s[20:21], 0
.LBB0_15:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v11, s19
	v_add_co_u32_e32 v4, vcc, s18, v4
	v_add_u32_e32 v3, s24, v3
	v_addc_co_u32_e32 v5, vcc, v5, v11, vcc
	v_cmp_lt_u32_e32 vcc, s33, v3
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v10
	v_add_u32_e32 v1, s31, v1
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_15
.LBB0_16:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_mov_b32 s34, 0
	v_mov_b32_e32 v3, v9
	v_pk_mov_b32 v[10:11], v[6:7], v[6:7] op_sel:[0,1]
	v_mov_b32_e32 v25, v13
	v_mov_b32_e32 v23, v13
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v26, v13
	v_mov_b32_e32 v27, v13
	flat_store_dwordx2 v[8:9], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_branch .LBB0_19
.LBB0_17:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_max_i32_e32 v22, 0, v31
	v_cndmask_b32_e32 v27, 0, v29, vcc
	v_mov_b32_e32 v25, v24
.LBB0_18:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_add_co_u32_e32 v10, vcc, 8, v10
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	s_add_i32 s34, s34, 2
	v_add_u32_e32 v1, 2, v1
.LBB0_19:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[4:5], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v30, s34, v12
	v_add_u32_e32 v3, -1, v30
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v4, vcc, v4, v10
	v_addc_co_u32_e32 v5, vcc, v5, v11, vcc
	flat_load_dword v32, v[4:5]
	v_cmp_ne_u32_e32 vcc, v3, v23
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v31, v32, v22
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execnz .LBB0_35
; %bb.20:                               ;   in Loop: Header=BB0_19 Depth=2
	s_andn2_saveexec_b64 s[20:21], s[10:11]
	s_cbranch_execnz .LBB0_44
.LBB0_21:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[20:21]
	s_cmp_eq_u32 s34, 32
	s_cbranch_scc1 .LBB0_47
.LBB0_22:                               ;   in Loop: Header=BB0_19 Depth=2
	flat_load_dwordx2 v[22:23], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, 1, v30
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr21
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v22, vcc, v22, v10
	v_addc_co_u32_e32 v23, vcc, v23, v11, vcc
	flat_load_dword v33, v[22:23] offset:4
	v_cmp_ne_u32_e32 vcc, v30, v3
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v31, v33, v5
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_32
; %bb.23:                               ;   in Loop: Header=BB0_19 Depth=2
	v_cmp_le_i32_e32 vcc, v31, v4
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB0_29
; %bb.24:                               ;   in Loop: Header=BB0_19 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v31
                                        ; implicit-def: $sgpr35
                                        ; implicit-def: $vgpr26
	s_and_saveexec_b64 s[22:23], vcc
	s_xor_b64 s[22:23], exec, s[22:23]
; %bb.25:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v26, 2, v30
	s_mov_b32 s35, 0
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr31
; %bb.26:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_saveexec_b64 s[22:23], s[22:23]
	v_mov_b32_e32 v22, s35
	v_mov_b32_e32 v27, v26
	s_xor_b64 exec, exec, s[22:23]
; %bb.27:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v21, 1, v28
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v27, v29, v32, vcc
	v_cndmask_b32_e32 v26, v21, v32, vcc
	v_mov_b32_e32 v22, v31
; %bb.28:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v21, v4
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr31
.LBB0_29:                               ;   in Loop: Header=BB0_19 Depth=2
	s_andn2_saveexec_b64 s[20:21], s[20:21]
; %bb.30:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v21, 1, v28
	v_cmp_eq_u32_e32 vcc, -1, v24
	v_cndmask_b32_e32 v25, v29, v32, vcc
	v_cndmask_b32_e32 v23, v21, v32, vcc
	v_mov_b32_e32 v22, v31
	v_mov_b32_e32 v26, v23
	v_mov_b32_e32 v27, v25
	v_mov_b32_e32 v21, v31
; %bb.31:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[20:21]
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr33
.LBB0_32:                               ;   in Loop: Header=BB0_19 Depth=2
	s_andn2_saveexec_b64 s[20:21], s[10:11]
	s_cbranch_execz .LBB0_18
; %bb.33:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v21, 1, v28
	v_cmp_lt_i32_e32 vcc, -1, v31
	v_cndmask_b32_e32 v26, -1, v21, vcc
	v_add_u32_e32 v23, 1, v1
	v_cmp_ne_u32_e32 vcc, 0, v26
	v_cmp_lt_i32_e64 s[10:11], 0, v33
	v_mov_b32_e32 v21, v4
	s_and_saveexec_b64 s[22:23], s[10:11]
	s_cbranch_execz .LBB0_17
; %bb.34:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v21, v33, v4
	v_mov_b32_e32 v23, v32
	s_branch .LBB0_17
.LBB0_35:                               ;   in Loop: Header=BB0_19 Depth=2
	v_cmp_le_i32_e32 vcc, v31, v21
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB0_41
; %bb.36:                               ;   in Loop: Header=BB0_19 Depth=2
	v_cmp_gt_i32_e32 vcc, 1, v31
                                        ; implicit-def: $sgpr35
                                        ; implicit-def: $vgpr28
	s_and_saveexec_b64 s[22:23], vcc
	s_xor_b64 s[22:23], exec, s[22:23]
; %bb.37:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v28, 1, v30
	s_mov_b32 s35, 0
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr31
; %bb.38:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_saveexec_b64 s[22:23], s[22:23]
	v_mov_b32_e32 v5, s35
	v_mov_b32_e32 v29, v28
	s_xor_b64 exec, exec, s[22:23]
; %bb.39:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v3, 1, v26
	v_cmp_eq_u32_e32 vcc, 0, v22
	v_cndmask_b32_e32 v29, v27, v30, vcc
	v_cndmask_b32_e32 v28, v3, v30, vcc
	v_mov_b32_e32 v5, v31
; %bb.40:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[22:23]
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr31
.LBB0_41:                               ;   in Loop: Header=BB0_19 Depth=2
	s_andn2_saveexec_b64 s[20:21], s[20:21]
; %bb.42:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v3, 1, v26
	v_cmp_eq_u32_e32 vcc, -1, v25
	v_cndmask_b32_e32 v25, v27, v30, vcc
	v_cndmask_b32_e32 v23, v3, v30, vcc
	v_mov_b32_e32 v5, v31
	v_mov_b32_e32 v28, v23
	v_mov_b32_e32 v29, v25
	v_mov_b32_e32 v21, v31
; %bb.43:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v24, v25
	v_mov_b32_e32 v3, v23
	v_mov_b32_e32 v4, v21
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr32
	s_andn2_saveexec_b64 s[20:21], s[10:11]
	s_cbranch_execz .LBB0_21
.LBB0_44:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_u32_e32 v3, 1, v26
	v_cmp_lt_i32_e32 vcc, -1, v31
	v_cndmask_b32_e32 v28, -1, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v28
	v_cmp_lt_i32_e64 s[10:11], 0, v32
	s_and_saveexec_b64 s[22:23], s[10:11]
; %bb.45:                               ;   in Loop: Header=BB0_19 Depth=2
	v_add_co_u32_e64 v23, s[10:11], 1, v23
	v_cndmask_b32_e64 v25, v25, 0, s[10:11]
	v_add_u32_e32 v21, v32, v21
; %bb.46:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_max_i32_e32 v5, 0, v31
	v_cndmask_b32_e32 v29, 0, v27, vcc
	v_mov_b32_e32 v4, v21
	v_mov_b32_e32 v3, v23
	v_mov_b32_e32 v24, v25
	s_or_b64 exec, exec, s[20:21]
	s_cmp_eq_u32 s34, 32
	s_cbranch_scc0 .LBB0_22
.LBB0_47:                               ;   in Loop: Header=BB0_19 Depth=2
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $sgpr34
	s_cbranch_execz .LBB0_19
; %bb.48:                               ;   in Loop: Header=BB0_2 Depth=1
	s_add_i32 s9, s9, 1
	s_cmp_eq_u32 s9, s25
	s_cbranch_scc1 .LBB0_51
; %bb.49:                               ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b32_e32 v22, v5
	v_mov_b32_e32 v21, v4
	s_branch .LBB0_2
.LBB0_50:
	v_mov_b32_e32 v24, v13
	v_mov_b32_e32 v3, v13
.LBB0_51:
	v_cmp_lt_i32_e32 vcc, v12, v24
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_55
; %bb.52:
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[6:7], src_shared_base
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v8, 0x4000
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v7, v1
.LBB0_53:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[10:11], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v10, vcc, v10, v6
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	flat_load_dword v10, v[10:11]
	v_cmp_ge_i32_e32 vcc, v5, v24
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_co_u32_e32 v6, vcc, 4, v6
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v7, v10, v7
	v_max_i32_e32 v2, v2, v7
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_53
; %bb.54:
	s_or_b64 exec, exec, s[2:3]
.LBB0_55:
	s_or_b64 exec, exec, s[0:1]
	s_load_dword s4, s[4:5], 0x4
	v_or_b32_e32 v11, 31, v12
	v_cmp_gt_i32_e32 vcc, v11, v3
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_59
; %bb.56:
	v_mov_b32_e32 v1, 0x7c
	v_lshl_or_b32 v6, v0, 7, v1
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[6:7], src_shared_base
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v8, 0x4000
	v_mov_b32_e32 v9, s7
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v10, v1
.LBB0_57:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[12:13], v[8:9] glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v11, -1, v11
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v12, vcc, v12, v6
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	flat_load_dword v12, v[12:13]
	v_cmp_le_i32_e32 vcc, v11, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_co_u32_e32 v6, vcc, -4, v6
	v_addc_co_u32_e32 v1, vcc, -1, v1, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v10, v12, v10
	v_max_i32_e32 v5, v5, v10
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_57
; %bb.58:
	s_or_b64 exec, exec, s[2:3]
.LBB0_59:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, 0xffff, s4
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, s8, v0
	v_lshl_add_u32 v0, v0, 2, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_sub_u32_e32 v3, v7, v2
	global_store_dwordx4 v[0:1], v[2:5], off
	s_nop 0
	v_sub_u32_e32 v2, v10, v5
	global_store_dword v[0:1], v2, off offset:16
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 52
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
		.amdhsa_tg_split 0
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
; codeLenInByte = 2536
; NumSgprs: 40
; NumVgprs: 50
; NumAgprs: 0
; TotalNumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16392 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 50
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         subseqmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	conv3d                  ; -- Begin function conv3d
	.globl	conv3d
	.p2align	8
	.type	conv3d,@function
conv3d:                                 ; @conv3d
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s0, s12, -1
	s_mul_i32 s9, s9, s1
	s_cmp_gt_i32 s0, s10
	v_add_u32_e32 v1, s9, v1
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s2, s13, -1
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_add_i32 s2, s14, -1
	v_add_u32_e32 v0, s8, v0
	s_cmp_gt_i32 s10, 0
	v_cmp_gt_i32_e32 vcc, s2, v0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_i32 s4, s14, s13
	s_add_i32 s5, s10, -1
	v_add_u32_e32 v2, -1, v1
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_mul_i32 s5, s4, s5
	v_mul_lo_u32 v6, v2, s14
	v_add_u32_e32 v2, s5, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v0
	v_add_co_u32_e32 v2, vcc, v2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_lshl_b32 s6, s4, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	s_add_i32 s6, s5, s6
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, s6, v6
	v_ashrrev_i32_e32 v7, 31, v4
	v_add_co_u32_e32 v4, vcc, v4, v0
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	s_mul_i32 s4, s4, s10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v12, s4, v0
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_add_u32_e32 v6, v12, v6
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_mul_lo_u32 v15, v1, s14
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_add_u32_e32 v8, v12, v15
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v16, s14, v15
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v12, v12, v16
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_u32_e32 v17, 1, v0
	v_addc_co_u32_e32 v11, vcc, v1, v9, vcc
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v18, s5, v17
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_add_u32_e32 v0, v18, v15
	v_addc_co_u32_e32 v13, vcc, v1, v13, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	global_load_dword v14, v[2:3], off offset:-4
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_load_dword v19, v[10:11], off
	global_load_dword v20, v[12:13], off
	global_load_dword v21, v[0:1], off
	global_load_dword v22, v[6:7], off
	global_load_dword v23, v[4:5], off offset:4
	global_load_dword v24, v[4:5], off offset:-4
	global_load_dword v25, v[2:3], off offset:4
	v_add_u32_e32 v4, s6, v17
	v_add_u32_e32 v0, v4, v15
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, v18, v16
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v4, v4, v16
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v6, v[0:1], off
	global_load_dword v7, v[2:3], off
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v2, 4.0, v24
	v_fmac_f32_e32 v2, 2.0, v14
	v_fmac_f32_e32 v2, 0x40a00000, v14
	v_fmac_f32_e32 v2, 0x40e00000, v24
	v_fmac_f32_e32 v2, 0xc1000000, v14
	v_fmac_f32_e32 v2, 0x41200000, v24
	v_fmac_f32_e32 v2, 0xc0400000, v22
	v_fmac_f32_e32 v2, 0x40c00000, v19
	v_fmac_f32_e32 v2, 0xc1100000, v20
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v2, 2.0, v25
	v_fmac_f32_e32 v2, 4.0, v23
	v_fmac_f32_e32 v2, 0x40a00000, v21
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v2, 0x40e00000, v6
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v2, 0xc1000000, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, 0x41200000, v10
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
	.size	conv3d, .Lfunc_end0-conv3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 716
; NumSgprs: 20
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	conv3d_plane            ; -- Begin function conv3d_plane
	.globl	conv3d_plane
	.p2align	8
	.type	conv3d_plane,@function
conv3d_plane:                           ; @conv3d_plane
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x20
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s0, s12, -1
	s_mul_i32 s9, s9, s1
	s_cmp_gt_i32 s0, s10
	v_add_u32_e32 v1, s9, v1
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s2, s13, -1
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_add_i32 s2, s14, -1
	v_add_u32_e32 v0, s8, v0
	s_cmp_gt_i32 s10, 0
	v_cmp_gt_i32_e32 vcc, s2, v0
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_mul_i32 s4, s14, s13
	s_add_i32 s5, s10, -1
	v_add_u32_e32 v2, -1, v1
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_mul_i32 s5, s5, s4
	v_mul_lo_u32 v6, v2, s14
	v_add_u32_e32 v2, s5, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v0
	v_add_co_u32_e32 v2, vcc, v2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_lshl_b32 s6, s4, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	s_add_i32 s6, s5, s6
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, s6, v6
	v_ashrrev_i32_e32 v7, 31, v4
	v_add_co_u32_e32 v4, vcc, v4, v0
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	s_mul_i32 s4, s4, s10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v12, s4, v0
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_add_u32_e32 v6, v12, v6
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_mul_lo_u32 v15, v1, s14
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_add_u32_e32 v8, v12, v15
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v16, s14, v15
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v12, v12, v16
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_u32_e32 v17, 1, v0
	v_addc_co_u32_e32 v11, vcc, v1, v9, vcc
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v18, s5, v17
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_add_u32_e32 v0, v18, v15
	v_addc_co_u32_e32 v13, vcc, v1, v13, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	global_load_dword v14, v[2:3], off offset:-4
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_load_dword v19, v[10:11], off
	global_load_dword v20, v[12:13], off
	global_load_dword v21, v[0:1], off
	global_load_dword v22, v[6:7], off
	global_load_dword v23, v[4:5], off offset:4
	global_load_dword v24, v[4:5], off offset:-4
	global_load_dword v25, v[2:3], off offset:4
	v_add_u32_e32 v4, s6, v17
	v_add_u32_e32 v0, v4, v15
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, v18, v16
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v4, v4, v16
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v6, v[0:1], off
	global_load_dword v7, v[2:3], off
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v2, 4.0, v24
	v_fmac_f32_e32 v2, 2.0, v14
	v_fmac_f32_e32 v2, 0x40a00000, v14
	v_fmac_f32_e32 v2, 0x40e00000, v24
	v_fmac_f32_e32 v2, 0xc1000000, v14
	v_fmac_f32_e32 v2, 0x41200000, v24
	v_fmac_f32_e32 v2, 0xc0400000, v22
	v_fmac_f32_e32 v2, 0x40c00000, v19
	v_fmac_f32_e32 v2, 0xc1100000, v20
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v2, 2.0, v25
	v_fmac_f32_e32 v2, 4.0, v23
	v_fmac_f32_e32 v2, 0x40a00000, v21
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v2, 0x40e00000, v6
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v2, 0xc1000000, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, 0x41200000, v10
	global_store_dword v[0:1], v2, off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv3d_plane
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
.Lfunc_end1:
	.size	conv3d_plane, .Lfunc_end1-conv3d_plane
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 724
; NumSgprs: 20
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_682ff4249b5ec097,@object ; @__hip_cuid_682ff4249b5ec097
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_682ff4249b5ec097
__hip_cuid_682ff4249b5ec097:
	.byte	0                               ; 0x0
	.size	__hip_cuid_682ff4249b5ec097, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_682ff4249b5ec097
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           conv3d
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         conv3d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 1024
    .name:           conv3d_plane
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         conv3d_plane.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

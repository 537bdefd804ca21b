	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 5
	.protected	conv3d                  ; -- Begin function conv3d
	.globl	conv3d
	.p2align	8
	.type	conv3d,@function
conv3d:                                 ; @conv3d
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s0, s12, -1
	s_mul_i32 s9, s9, s1
	s_cmp_gt_i32 s0, s10
	v_add_u32_e32 v1, vcc, s9, v1
	v_add_u32_e32 v2, vcc, s8, v0
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s2, s13, -1
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_add_i32 s2, s14, -1
	s_cmp_gt_i32 s10, 0
	v_cmp_gt_i32_e32 vcc, s2, v2
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v0, vcc, -1, v1
	v_mul_lo_u32 v0, v0, s14
	s_mul_i32 s4, s14, s13
	s_add_i32 s5, s10, -1
	s_mul_i32 s5, s4, s5
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	v_add_u32_e32 v13, vcc, s5, v0
	v_add_u32_e32 v5, vcc, -1, v2
	v_add_u32_e32 v3, vcc, v13, v5
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_lshl_b32 s6, s4, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v3, vcc, s0, v3
	s_add_i32 s6, s5, s6
	v_addc_u32_e32 v4, vcc, v6, v4, vcc
	v_add_u32_e32 v15, vcc, s6, v0
	v_add_u32_e32 v5, vcc, v15, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v5, vcc, s0, v5
	s_mul_i32 s4, s4, s10
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	v_add_u32_e32 v11, vcc, s4, v2
	v_add_u32_e32 v7, vcc, v11, v0
	v_ashrrev_i32_e32 v8, 31, v7
	v_mul_lo_u32 v19, v1, s14
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v0, s1
	v_add_u32_e32 v7, vcc, s0, v7
	v_addc_u32_e32 v8, vcc, v0, v8, vcc
	v_add_u32_e32 v0, vcc, v11, v19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v10, s1
	v_add_u32_e32 v9, vcc, s0, v0
	v_addc_u32_e32 v10, vcc, v10, v1, vcc
	v_add_u32_e32 v20, vcc, s14, v19
	v_add_u32_e32 v11, vcc, v11, v20
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_mov_b32_e32 v14, s1
	v_add_u32_e32 v11, vcc, s0, v11
	v_addc_u32_e32 v12, vcc, v14, v12, vcc
	v_add_u32_e32 v2, vcc, 1, v2
	v_add_u32_e32 v13, vcc, v13, v2
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_mov_b32_e32 v16, s1
	v_add_u32_e32 v13, vcc, s0, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	v_add_u32_e32 v15, vcc, v15, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_mov_b32_e32 v17, s1
	v_add_u32_e32 v15, vcc, s0, v15
	v_addc_u32_e32 v16, vcc, v17, v16, vcc
	v_add_u32_e32 v21, vcc, s5, v2
	v_add_u32_e32 v17, vcc, v21, v19
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_mov_b32_e32 v22, s1
	v_add_u32_e32 v17, vcc, s0, v17
	v_addc_u32_e32 v18, vcc, v22, v18, vcc
	flat_load_dword v22, v[3:4]
	flat_load_dword v23, v[5:6]
	flat_load_dword v8, v[7:8]
	flat_load_dword v9, v[9:10]
	flat_load_dword v10, v[11:12]
	flat_load_dword v11, v[13:14]
	flat_load_dword v12, v[15:16]
	flat_load_dword v13, v[17:18]
	v_add_u32_e32 v6, vcc, s6, v2
	v_add_u32_e32 v2, vcc, v6, v19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, vcc, v21, v20
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v7, v5, vcc
	v_add_u32_e32 v6, vcc, v6, v20
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v14, s1
	v_add_u32_e32 v6, vcc, s0, v6
	v_addc_u32_e32 v7, vcc, v14, v7, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[4:5]
	flat_load_dword v4, v[6:7]
	s_mov_b32 s0, 0x41000000
	v_add_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v5, v22, v22
	s_waitcnt vmcnt(9)
	v_mac_f32_e32 v5, 4.0, v23
	v_mac_f32_e32 v5, 0x40a00000, v22
	v_mac_f32_e32 v5, 0x40e00000, v23
	v_mad_f32 v5, -v22, s0, v5
	v_mac_f32_e32 v5, 0x41200000, v23
	s_waitcnt vmcnt(8)
	v_madmk_f32 v5, v8, 0xc0400000, v5
	s_waitcnt vmcnt(7)
	v_madmk_f32 v5, v9, 0x40c00000, v5
	s_waitcnt vmcnt(6)
	v_madmk_f32 v5, v10, 0xc1100000, v5
	s_waitcnt vmcnt(5)
	v_mac_f32_e32 v5, 2.0, v11
	s_waitcnt vmcnt(4)
	v_mac_f32_e32 v5, 4.0, v12
	s_waitcnt vmcnt(3)
	v_mac_f32_e32 v5, 0x40a00000, v13
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v5, 0x40e00000, v2
	s_waitcnt vmcnt(1)
	v_mad_f32 v2, -v3, s0, v5
	v_mov_b32_e32 v3, s3
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, 0x41200000, v4
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 16
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
	.size	conv3d, .Lfunc_end0-conv3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 796
; NumSgprs: 18
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	conv3d_plane            ; -- Begin function conv3d_plane
	.globl	conv3d_plane
	.p2align	8
	.type	conv3d_plane,@function
conv3d_plane:                           ; @conv3d_plane
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_add_i32 s0, s12, -1
	s_mul_i32 s9, s9, s1
	s_cmp_gt_i32 s0, s4
	v_add_u32_e32 v1, vcc, s9, v1
	v_add_u32_e32 v2, vcc, s8, v0
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s2, s13, -1
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_add_i32 s2, s14, -1
	s_cmp_gt_i32 s4, 0
	v_cmp_gt_i32_e32 vcc, s2, v2
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], s[2:3], vcc
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_add_u32_e32 v0, vcc, -1, v1
	v_mul_lo_u32 v0, v0, s14
	s_load_dwordx4 s[0:3], s[6:7], 0x10
	s_mul_i32 s5, s14, s13
	s_add_i32 s6, s4, -1
	s_mul_i32 s6, s6, s5
	v_add_u32_e32 v13, vcc, s6, v0
	v_add_u32_e32 v5, vcc, -1, v2
	v_add_u32_e32 v3, vcc, v13, v5
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_lshl_b32 s7, s5, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v3, vcc, s0, v3
	s_add_i32 s7, s6, s7
	v_addc_u32_e32 v4, vcc, v6, v4, vcc
	v_add_u32_e32 v15, vcc, s7, v0
	v_add_u32_e32 v5, vcc, v15, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v5, vcc, s0, v5
	s_mul_i32 s5, s5, s4
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	v_add_u32_e32 v11, vcc, s5, v2
	v_add_u32_e32 v7, vcc, v11, v0
	v_ashrrev_i32_e32 v8, 31, v7
	v_mul_lo_u32 v19, v1, s14
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v0, s1
	v_add_u32_e32 v7, vcc, s0, v7
	v_addc_u32_e32 v8, vcc, v0, v8, vcc
	v_add_u32_e32 v0, vcc, v11, v19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v10, s1
	v_add_u32_e32 v9, vcc, s0, v0
	v_addc_u32_e32 v10, vcc, v10, v1, vcc
	v_add_u32_e32 v20, vcc, s14, v19
	v_add_u32_e32 v11, vcc, v11, v20
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_mov_b32_e32 v14, s1
	v_add_u32_e32 v11, vcc, s0, v11
	v_addc_u32_e32 v12, vcc, v14, v12, vcc
	v_add_u32_e32 v2, vcc, 1, v2
	v_add_u32_e32 v13, vcc, v13, v2
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_mov_b32_e32 v16, s1
	v_add_u32_e32 v13, vcc, s0, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	v_add_u32_e32 v15, vcc, v15, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_mov_b32_e32 v17, s1
	v_add_u32_e32 v15, vcc, s0, v15
	v_addc_u32_e32 v16, vcc, v17, v16, vcc
	v_add_u32_e32 v21, vcc, s6, v2
	v_add_u32_e32 v17, vcc, v21, v19
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_mov_b32_e32 v22, s1
	v_add_u32_e32 v17, vcc, s0, v17
	v_addc_u32_e32 v18, vcc, v22, v18, vcc
	flat_load_dword v22, v[3:4]
	flat_load_dword v23, v[5:6]
	flat_load_dword v8, v[7:8]
	flat_load_dword v9, v[9:10]
	flat_load_dword v10, v[11:12]
	flat_load_dword v11, v[13:14]
	flat_load_dword v12, v[15:16]
	flat_load_dword v13, v[17:18]
	v_add_u32_e32 v6, vcc, s7, v2
	v_add_u32_e32 v2, vcc, v6, v19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, vcc, v21, v20
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s1
	v_add_u32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v7, v5, vcc
	v_add_u32_e32 v6, vcc, v6, v20
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v14, s1
	v_add_u32_e32 v6, vcc, s0, v6
	v_addc_u32_e32 v7, vcc, v14, v7, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[4:5]
	flat_load_dword v4, v[6:7]
	s_mov_b32 s0, 0x41000000
	v_add_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v5, v22, v22
	s_waitcnt vmcnt(9)
	v_mac_f32_e32 v5, 4.0, v23
	v_mac_f32_e32 v5, 0x40a00000, v22
	v_mac_f32_e32 v5, 0x40e00000, v23
	v_mad_f32 v5, -v22, s0, v5
	v_mac_f32_e32 v5, 0x41200000, v23
	s_waitcnt vmcnt(8)
	v_madmk_f32 v5, v8, 0xc0400000, v5
	s_waitcnt vmcnt(7)
	v_madmk_f32 v5, v9, 0x40c00000, v5
	s_waitcnt vmcnt(6)
	v_madmk_f32 v5, v10, 0xc1100000, v5
	s_waitcnt vmcnt(5)
	v_mac_f32_e32 v5, 2.0, v11
	s_waitcnt vmcnt(4)
	v_mac_f32_e32 v5, 4.0, v12
	s_waitcnt vmcnt(3)
	v_mac_f32_e32 v5, 0x40a00000, v13
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v5, 0x40e00000, v2
	s_waitcnt vmcnt(1)
	v_mad_f32 v2, -v3, s0, v5
	v_mov_b32_e32 v3, s3
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, 0x41200000, v4
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end1:
	.size	conv3d_plane, .Lfunc_end1-conv3d_plane
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 804
; NumSgprs: 18
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
  - .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         conv3d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         conv3d_plane.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

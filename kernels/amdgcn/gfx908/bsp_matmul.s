	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.protected	matmul_global_coalesced ; -- Begin function matmul_global_coalesced
	.globl	matmul_global_coalesced
	.p2align	8
	.type	matmul_global_coalesced,@function
matmul_global_coalesced:                ; @matmul_global_coalesced
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v1, s7, 4, v1
	v_lshl_add_u32 v0, s6, 4, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v4, v0
	s_mov_b32 s2, s10
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	global_load_dword v10, v[2:3], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v5, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v6, 0
.LBB0_4:
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
	.size	matmul_global_coalesced, .Lfunc_end0-matmul_global_coalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_global_coalesced_tw8 ; -- Begin function matmul_global_coalesced_tw8
	.globl	matmul_global_coalesced_tw8
	.p2align	8
	.type	matmul_global_coalesced_tw8,@function
matmul_global_coalesced_tw8:            ; @matmul_global_coalesced_tw8
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v1, s7, 3, v1
	v_lshl_add_u32 v0, s6, 3, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v4, v0
	s_mov_b32 s2, s10
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	global_load_dword v10, v[2:3], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v5, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v5
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v6, 0
.LBB1_4:
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced_tw8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end1:
	.size	matmul_global_coalesced_tw8, .Lfunc_end1-matmul_global_coalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_global_coalesced_tw32 ; -- Begin function matmul_global_coalesced_tw32
	.globl	matmul_global_coalesced_tw32
	.p2align	8
	.type	matmul_global_coalesced_tw32,@function
matmul_global_coalesced_tw32:           ; @matmul_global_coalesced_tw32
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v1, s7, 5, v1
	v_lshl_add_u32 v0, s6, 5, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v4, v0
	s_mov_b32 s2, s10
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	global_load_dword v10, v[2:3], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v5, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v5
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v6, 0
.LBB2_4:
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced_tw32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end2:
	.size	matmul_global_coalesced_tw32, .Lfunc_end2-matmul_global_coalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_global_uncoalesced ; -- Begin function matmul_global_uncoalesced
	.globl	matmul_global_uncoalesced
	.p2align	8
	.type	matmul_global_uncoalesced,@function
matmul_global_uncoalesced:              ; @matmul_global_uncoalesced
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v0, s6, 4, v0
	v_lshl_add_u32 v5, s7, 4, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB3_3
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v3, v5
	s_mov_b32 s2, s10
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[8:9], 2, v[3:4]
	global_load_dword v10, v[1:2], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v4, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v1, vcc, 4, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, s10, v3
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v4
	s_cbranch_scc1 .LBB3_2
	s_branch .LBB3_4
.LBB3_3:
	v_mov_b32_e32 v6, 0
.LBB3_4:
	v_add_u32_e32 v0, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end3:
	.size	matmul_global_uncoalesced, .Lfunc_end3-matmul_global_uncoalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_global_uncoalesced_tw8 ; -- Begin function matmul_global_uncoalesced_tw8
	.globl	matmul_global_uncoalesced_tw8
	.p2align	8
	.type	matmul_global_uncoalesced_tw8,@function
matmul_global_uncoalesced_tw8:          ; @matmul_global_uncoalesced_tw8
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v0, s6, 3, v0
	v_lshl_add_u32 v5, s7, 3, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v3, v5
	s_mov_b32 s2, s10
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[8:9], 2, v[3:4]
	global_load_dword v10, v[1:2], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v4, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v1, vcc, 4, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, s10, v3
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v4
	s_cbranch_scc1 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v6, 0
.LBB4_4:
	v_add_u32_e32 v0, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced_tw8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end4:
	.size	matmul_global_uncoalesced_tw8, .Lfunc_end4-matmul_global_uncoalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_global_uncoalesced_tw32 ; -- Begin function matmul_global_uncoalesced_tw32
	.globl	matmul_global_uncoalesced_tw32
	.p2align	8
	.type	matmul_global_uncoalesced_tw32,@function
matmul_global_uncoalesced_tw32:         ; @matmul_global_uncoalesced_tw32
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v0, s6, 5, v0
	v_lshl_add_u32 v5, s7, 5, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, s10
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB5_3
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v3, v5
	s_mov_b32 s2, s10
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[8:9], 2, v[3:4]
	global_load_dword v10, v[1:2], off
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v4, v[8:9], off
	s_add_i32 s2, s2, -1
	v_add_co_u32_e32 v1, vcc, 4, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, s10, v3
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v4
	s_cbranch_scc1 .LBB5_2
	s_branch .LBB5_4
.LBB5_3:
	v_mov_b32_e32 v6, 0
.LBB5_4:
	v_add_u32_e32 v0, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced_tw32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end5:
	.size	matmul_global_uncoalesced_tw32, .Lfunc_end5-matmul_global_uncoalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 15
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 11
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_coalesced ; -- Begin function matmul_shared_coalesced
	.globl	matmul_shared_coalesced
	.p2align	8
	.type	matmul_shared_coalesced,@function
matmul_shared_coalesced:                ; @matmul_shared_coalesced
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s7, 4, v1
	s_lshl_b32 s4, s6, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v2, s10
	s_cmp_lt_i32 s10, 16
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB6_3
; %bb.1:
	v_lshlrev_b32_e32 v7, 6, v1
	v_mul_lo_u32 v1, v1, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 28
	v_lshlrev_b32_e32 v2, 2, v0
	s_add_i32 s5, s10, s5
	v_add_u32_e32 v9, 0x400, v2
	s_ashr_i32 s5, s5, 4
	v_add_u32_e32 v8, v7, v2
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v1, v0, v1, s4
	s_lshl_b32 s6, s10, 4
	v_add_u32_e32 v3, v0, v5
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[13:14], 2, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v11, v14, vcc
	global_load_dword v4, v[13:14], off
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v13, vcc, s8, v13
	v_addc_co_u32_e32 v14, vcc, v12, v14, vcc
	global_load_dword v2, v[13:14], off
	v_add_u32_e32 v1, s6, v1
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v3, 16, v3
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[21:22], v9 offset1:16
	ds_read_b128 v[13:16], v7
	ds_read_b128 v[17:20], v7 offset:16
	ds_read2_b32 v[23:24], v9 offset0:32 offset1:48
	ds_read2_b32 v[25:26], v9 offset0:64 offset1:80
	ds_read2_b32 v[27:28], v9 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v13, v21
	v_fmac_f32_e32 v6, v14, v22
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v15, v23
	v_fmac_f32_e32 v6, v16, v24
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v6, v17, v25
	ds_read_b128 v[13:16], v7 offset:32
	ds_read_b128 v[21:24], v7 offset:48
	v_fmac_f32_e32 v6, v18, v26
	ds_read2_b32 v[17:18], v9 offset0:128 offset1:144
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v19, v27
	v_fmac_f32_e32 v6, v20, v28
	ds_read2_b32 v[19:20], v9 offset0:160 offset1:176
	ds_read2_b32 v[25:26], v9 offset0:192 offset1:208
	ds_read2_b32 v[27:28], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v13, v17
	v_fmac_f32_e32 v6, v14, v18
	v_fmac_f32_e32 v6, v15, v19
	v_fmac_f32_e32 v6, v16, v20
	v_fmac_f32_e32 v6, v21, v25
	v_fmac_f32_e32 v6, v22, v26
	v_fmac_f32_e32 v6, v23, v27
	v_fmac_f32_e32 v6, v24, v28
	s_barrier
	s_cbranch_scc1 .LBB6_2
.LBB6_3:
	v_add3_u32 v0, s4, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end6:
	.size	matmul_shared_coalesced, .Lfunc_end6-matmul_shared_coalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 15
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_coalesced_tw8 ; -- Begin function matmul_shared_coalesced_tw8
	.globl	matmul_shared_coalesced_tw8
	.p2align	8
	.type	matmul_shared_coalesced_tw8,@function
matmul_shared_coalesced_tw8:            ; @matmul_shared_coalesced_tw8
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s7, 3, v1
	s_lshl_b32 s4, s6, 3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v2, s10
	s_cmp_lt_i32 s10, 8
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB7_3
; %bb.1:
	v_lshlrev_b32_e32 v7, 5, v1
	v_mul_lo_u32 v1, v1, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 29
	v_lshlrev_b32_e32 v2, 2, v0
	s_add_i32 s5, s10, s5
	v_add_u32_e32 v9, 0x100, v2
	s_ashr_i32 s5, s5, 3
	v_add_u32_e32 v8, v7, v2
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v1, v0, v1, s4
	s_lshl_b32 s6, s10, 3
	v_add_u32_e32 v3, v0, v5
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[13:14], 2, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v11, v14, vcc
	global_load_dword v4, v[13:14], off
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v13, vcc, s8, v13
	v_addc_co_u32_e32 v14, vcc, v12, v14, vcc
	global_load_dword v2, v[13:14], off
	v_add_u32_e32 v1, s6, v1
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v3, 8, v3
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[13:16], v7
	ds_read_b128 v[17:20], v7 offset:16
	ds_read2_b32 v[21:22], v9 offset1:8
	ds_read2_b32 v[23:24], v9 offset0:16 offset1:24
	ds_read2_b32 v[25:26], v9 offset0:32 offset1:40
	ds_read2_b32 v[27:28], v9 offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v13, v21
	v_fmac_f32_e32 v6, v14, v22
	v_fmac_f32_e32 v6, v15, v23
	v_fmac_f32_e32 v6, v16, v24
	v_fmac_f32_e32 v6, v17, v25
	v_fmac_f32_e32 v6, v18, v26
	v_fmac_f32_e32 v6, v19, v27
	v_fmac_f32_e32 v6, v20, v28
	s_barrier
	s_cbranch_scc1 .LBB7_2
.LBB7_3:
	v_add3_u32 v0, s4, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced_tw8
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end7:
	.size	matmul_shared_coalesced_tw8, .Lfunc_end7-matmul_shared_coalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; NumSgprs: 15
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_coalesced_tw32 ; -- Begin function matmul_shared_coalesced_tw32
	.globl	matmul_shared_coalesced_tw32
	.p2align	8
	.type	matmul_shared_coalesced_tw32,@function
matmul_shared_coalesced_tw32:           ; @matmul_shared_coalesced_tw32
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s7, 5, v1
	s_lshl_b32 s4, s6, 5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v2, s10
	s_cmp_lt_i32 s10, 32
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	v_lshlrev_b32_e32 v7, 7, v1
	v_mul_lo_u32 v1, v1, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 27
	v_lshlrev_b32_e32 v2, 2, v0
	s_add_i32 s5, s10, s5
	v_or_b32_e32 v9, 0x1000, v2
	s_ashr_i32 s5, s5, 5
	v_add_u32_e32 v8, v7, v2
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v1, v0, v1, s4
	s_lshl_b32 s6, s10, 5
	v_add_u32_e32 v3, v0, v5
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
	v_add_u32_e32 v13, 0x400, v9
	v_add_u32_e32 v14, 0x800, v9
	v_add_u32_e32 v15, 0xc00, v9
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[16:17], 2, v[3:4]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	global_load_dword v4, v[16:17], off
	v_lshlrev_b64 v[16:17], 2, v[1:2]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v16, vcc, s8, v16
	v_addc_co_u32_e32 v17, vcc, v12, v17, vcc
	global_load_dword v2, v[16:17], off
	v_add_u32_e32 v1, s6, v1
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v3, 32, v3
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[24:25], v9 offset1:32
	ds_read_b128 v[16:19], v7
	ds_read_b128 v[20:23], v7 offset:16
	ds_read2_b32 v[26:27], v9 offset0:64 offset1:96
	ds_read2_b32 v[28:29], v9 offset0:128 offset1:160
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v16, v24
	v_fmac_f32_e32 v6, v17, v25
	ds_read2_b32 v[24:25], v9 offset0:192 offset1:224
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v18, v26
	v_fmac_f32_e32 v6, v19, v27
	ds_read2_b32 v[26:27], v13 offset1:32
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v20, v28
	ds_read_b128 v[16:19], v7 offset:32
	v_fmac_f32_e32 v6, v21, v29
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v22, v24
	v_fmac_f32_e32 v6, v23, v25
	ds_read_b128 v[20:23], v7 offset:48
	ds_read2_b32 v[24:25], v13 offset0:64 offset1:96
	ds_read2_b32 v[28:29], v13 offset0:128 offset1:160
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v16, v26
	v_fmac_f32_e32 v6, v17, v27
	ds_read2_b32 v[26:27], v13 offset0:192 offset1:224
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v18, v24
	v_fmac_f32_e32 v6, v19, v25
	ds_read2_b32 v[24:25], v14 offset1:32
	ds_read2_b32 v[30:31], v14 offset0:64 offset1:96
	ds_read_b128 v[16:19], v7 offset:64
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v20, v28
	v_fmac_f32_e32 v6, v21, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v22, v26
	v_fmac_f32_e32 v6, v23, v27
	ds_read_b128 v[20:23], v7 offset:80
	ds_read2_b32 v[26:27], v14 offset0:128 offset1:160
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v16, v24
	v_fmac_f32_e32 v6, v17, v25
	ds_read2_b32 v[24:25], v14 offset0:192 offset1:224
	v_fmac_f32_e32 v6, v18, v30
	v_fmac_f32_e32 v6, v19, v31
	ds_read2_b32 v[28:29], v15 offset1:32
	ds_read2_b32 v[30:31], v15 offset0:64 offset1:96
	ds_read_b128 v[16:19], v7 offset:96
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v20, v26
	v_fmac_f32_e32 v6, v21, v27
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v22, v24
	v_fmac_f32_e32 v6, v23, v25
	ds_read_b128 v[20:23], v7 offset:112
	ds_read2_b32 v[24:25], v15 offset0:128 offset1:160
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v16, v28
	v_fmac_f32_e32 v6, v17, v29
	ds_read2_b32 v[16:17], v15 offset0:192 offset1:224
	v_fmac_f32_e32 v6, v18, v30
	v_fmac_f32_e32 v6, v19, v31
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v6, v20, v24
	v_fmac_f32_e32 v6, v21, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v22, v16
	v_fmac_f32_e32 v6, v23, v17
	s_barrier
	s_cbranch_scc1 .LBB8_2
.LBB8_3:
	v_add3_u32 v0, s4, v0, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced_tw32
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end8:
	.size	matmul_shared_coalesced_tw32, .Lfunc_end8-matmul_shared_coalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 692
; NumSgprs: 15
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_uncoalesced ; -- Begin function matmul_shared_uncoalesced
	.globl	matmul_shared_uncoalesced
	.p2align	8
	.type	matmul_shared_uncoalesced,@function
matmul_shared_uncoalesced:              ; @matmul_shared_uncoalesced
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s6, 4, v0
	s_lshl_b32 s4, s7, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v2, s10
	s_cmp_lt_i32 s10, 16
	v_mov_b32_e32 v7, 0
	s_cbranch_scc1 .LBB9_3
; %bb.1:
	v_mul_lo_u32 v3, v0, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 28
	v_lshlrev_b32_e32 v2, 2, v1
	s_add_i32 s5, s10, s5
	v_lshlrev_b32_e32 v8, 6, v0
	v_add_u32_e32 v9, 0x400, v2
	s_ashr_i32 s5, s5, 4
	v_add_u32_e32 v0, v8, v2
	v_add_u32_e32 v10, v9, v8
	v_add3_u32 v2, v1, v3, s4
	s_lshl_b32 s6, s10, 4
	v_add_u32_e32 v4, v1, v6
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[13:14], 2, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v11, v14, vcc
	global_load_dword v5, v[13:14], off
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v13, vcc, s8, v13
	v_addc_co_u32_e32 v14, vcc, v12, v14, vcc
	global_load_dword v3, v[13:14], off
	v_add_u32_e32 v2, s6, v2
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v4, 16, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[21:22], v9 offset1:16
	ds_read_b128 v[13:16], v8
	ds_read_b128 v[17:20], v8 offset:16
	ds_read2_b32 v[23:24], v9 offset0:32 offset1:48
	ds_read2_b32 v[25:26], v9 offset0:64 offset1:80
	ds_read2_b32 v[27:28], v9 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v13, v21
	v_fmac_f32_e32 v7, v14, v22
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v15, v23
	v_fmac_f32_e32 v7, v16, v24
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v7, v17, v25
	ds_read_b128 v[13:16], v8 offset:32
	ds_read_b128 v[21:24], v8 offset:48
	v_fmac_f32_e32 v7, v18, v26
	ds_read2_b32 v[17:18], v9 offset0:128 offset1:144
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v19, v27
	v_fmac_f32_e32 v7, v20, v28
	ds_read2_b32 v[19:20], v9 offset0:160 offset1:176
	ds_read2_b32 v[25:26], v9 offset0:192 offset1:208
	ds_read2_b32 v[27:28], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v7, v13, v17
	v_fmac_f32_e32 v7, v14, v18
	v_fmac_f32_e32 v7, v15, v19
	v_fmac_f32_e32 v7, v16, v20
	v_fmac_f32_e32 v7, v21, v25
	v_fmac_f32_e32 v7, v22, v26
	v_fmac_f32_e32 v7, v23, v27
	v_fmac_f32_e32 v7, v24, v28
	s_barrier
	s_cbranch_scc1 .LBB9_2
.LBB9_3:
	v_add3_u32 v0, s4, v1, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end9:
	.size	matmul_shared_uncoalesced, .Lfunc_end9-matmul_shared_uncoalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 15
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_uncoalesced_tw8 ; -- Begin function matmul_shared_uncoalesced_tw8
	.globl	matmul_shared_uncoalesced_tw8
	.p2align	8
	.type	matmul_shared_uncoalesced_tw8,@function
matmul_shared_uncoalesced_tw8:          ; @matmul_shared_uncoalesced_tw8
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s6, 3, v0
	s_lshl_b32 s4, s7, 3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v2, s10
	s_cmp_lt_i32 s10, 8
	v_mov_b32_e32 v7, 0
	s_cbranch_scc1 .LBB10_3
; %bb.1:
	v_mul_lo_u32 v3, v0, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 29
	v_lshlrev_b32_e32 v2, 2, v1
	s_add_i32 s5, s10, s5
	v_lshlrev_b32_e32 v8, 5, v0
	v_add_u32_e32 v9, 0x100, v2
	s_ashr_i32 s5, s5, 3
	v_add_u32_e32 v0, v8, v2
	v_add_u32_e32 v10, v9, v8
	v_add3_u32 v2, v1, v3, s4
	s_lshl_b32 s6, s10, 3
	v_add_u32_e32 v4, v1, v6
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
.LBB10_2:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[13:14], 2, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v11, v14, vcc
	global_load_dword v5, v[13:14], off
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v13, vcc, s8, v13
	v_addc_co_u32_e32 v14, vcc, v12, v14, vcc
	global_load_dword v3, v[13:14], off
	v_add_u32_e32 v2, s6, v2
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v4, 8, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[13:16], v8
	ds_read_b128 v[17:20], v8 offset:16
	ds_read2_b32 v[21:22], v9 offset1:8
	ds_read2_b32 v[23:24], v9 offset0:16 offset1:24
	ds_read2_b32 v[25:26], v9 offset0:32 offset1:40
	ds_read2_b32 v[27:28], v9 offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v7, v13, v21
	v_fmac_f32_e32 v7, v14, v22
	v_fmac_f32_e32 v7, v15, v23
	v_fmac_f32_e32 v7, v16, v24
	v_fmac_f32_e32 v7, v17, v25
	v_fmac_f32_e32 v7, v18, v26
	v_fmac_f32_e32 v7, v19, v27
	v_fmac_f32_e32 v7, v20, v28
	s_barrier
	s_cbranch_scc1 .LBB10_2
.LBB10_3:
	v_add3_u32 v0, s4, v1, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced_tw8
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end10:
	.size	matmul_shared_uncoalesced_tw8, .Lfunc_end10-matmul_shared_uncoalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; NumSgprs: 15
; NumVgprs: 29
; NumAgprs: 0
; TotalNumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	matmul_shared_uncoalesced_tw32 ; -- Begin function matmul_shared_uncoalesced_tw32
	.globl	matmul_shared_uncoalesced_tw32
	.p2align	8
	.type	matmul_shared_uncoalesced_tw32,@function
matmul_shared_uncoalesced_tw32:         ; @matmul_shared_uncoalesced_tw32
; %bb.0:
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_lshl_add_u32 v2, s6, 5, v0
	s_lshl_b32 s4, s7, 5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v2, s10
	s_cmp_lt_i32 s10, 32
	v_mov_b32_e32 v7, 0
	s_cbranch_scc1 .LBB11_3
; %bb.1:
	v_mul_lo_u32 v3, v0, s10
	s_ashr_i32 s5, s10, 31
	s_lshr_b32 s5, s5, 27
	v_lshlrev_b32_e32 v2, 2, v1
	s_add_i32 s5, s10, s5
	v_lshlrev_b32_e32 v8, 7, v0
	v_or_b32_e32 v9, 0x1000, v2
	s_ashr_i32 s5, s5, 5
	v_add_u32_e32 v0, v8, v2
	v_add_u32_e32 v10, v9, v8
	v_add3_u32 v2, v1, v3, s4
	s_lshl_b32 s6, s10, 5
	v_add_u32_e32 v4, v1, v6
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v12, s9
	v_add_u32_e32 v13, 0x400, v9
	v_add_u32_e32 v14, 0x800, v9
	v_add_u32_e32 v15, 0xc00, v9
.LBB11_2:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v11, v17, vcc
	global_load_dword v5, v[16:17], off
	v_lshlrev_b64 v[16:17], 2, v[2:3]
	s_add_i32 s5, s5, -1
	v_add_co_u32_e32 v16, vcc, s8, v16
	v_addc_co_u32_e32 v17, vcc, v12, v17, vcc
	global_load_dword v3, v[16:17], off
	v_add_u32_e32 v2, s6, v2
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v4, 32, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[24:25], v9 offset1:32
	ds_read_b128 v[16:19], v8
	ds_read_b128 v[20:23], v8 offset:16
	ds_read2_b32 v[26:27], v9 offset0:64 offset1:96
	ds_read2_b32 v[28:29], v9 offset0:128 offset1:160
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v16, v24
	v_fmac_f32_e32 v7, v17, v25
	ds_read2_b32 v[24:25], v9 offset0:192 offset1:224
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v18, v26
	v_fmac_f32_e32 v7, v19, v27
	ds_read2_b32 v[26:27], v13 offset1:32
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v20, v28
	ds_read_b128 v[16:19], v8 offset:32
	v_fmac_f32_e32 v7, v21, v29
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v22, v24
	v_fmac_f32_e32 v7, v23, v25
	ds_read_b128 v[20:23], v8 offset:48
	ds_read2_b32 v[24:25], v13 offset0:64 offset1:96
	ds_read2_b32 v[28:29], v13 offset0:128 offset1:160
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v16, v26
	v_fmac_f32_e32 v7, v17, v27
	ds_read2_b32 v[26:27], v13 offset0:192 offset1:224
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v18, v24
	v_fmac_f32_e32 v7, v19, v25
	ds_read2_b32 v[24:25], v14 offset1:32
	ds_read2_b32 v[30:31], v14 offset0:64 offset1:96
	ds_read_b128 v[16:19], v8 offset:64
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v20, v28
	v_fmac_f32_e32 v7, v21, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v22, v26
	v_fmac_f32_e32 v7, v23, v27
	ds_read_b128 v[20:23], v8 offset:80
	ds_read2_b32 v[26:27], v14 offset0:128 offset1:160
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v16, v24
	v_fmac_f32_e32 v7, v17, v25
	ds_read2_b32 v[24:25], v14 offset0:192 offset1:224
	v_fmac_f32_e32 v7, v18, v30
	v_fmac_f32_e32 v7, v19, v31
	ds_read2_b32 v[28:29], v15 offset1:32
	ds_read2_b32 v[30:31], v15 offset0:64 offset1:96
	ds_read_b128 v[16:19], v8 offset:96
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v20, v26
	v_fmac_f32_e32 v7, v21, v27
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v22, v24
	v_fmac_f32_e32 v7, v23, v25
	ds_read_b128 v[20:23], v8 offset:112
	ds_read2_b32 v[24:25], v15 offset0:128 offset1:160
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v16, v28
	v_fmac_f32_e32 v7, v17, v29
	ds_read2_b32 v[16:17], v15 offset0:192 offset1:224
	v_fmac_f32_e32 v7, v18, v30
	v_fmac_f32_e32 v7, v19, v31
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v7, v20, v24
	v_fmac_f32_e32 v7, v21, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v7, v22, v16
	v_fmac_f32_e32 v7, v23, v17
	s_barrier
	s_cbranch_scc1 .LBB11_2
.LBB11_3:
	v_add3_u32 v0, s4, v1, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced_tw32
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end11:
	.size	matmul_shared_uncoalesced_tw32, .Lfunc_end11-matmul_shared_uncoalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 692
; NumSgprs: 15
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.type	__hip_cuid_5e1cc80fdb512273,@object ; @__hip_cuid_5e1cc80fdb512273
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5e1cc80fdb512273
__hip_cuid_5e1cc80fdb512273:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5e1cc80fdb512273, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_5e1cc80fdb512273
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_coalesced
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_coalesced_tw8
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_coalesced_tw32
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_uncoalesced
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_uncoalesced_tw8
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_global_uncoalesced_tw32
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_coalesced
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_coalesced_tw8
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_coalesced_tw32
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_uncoalesced
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_uncoalesced_tw8
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           matmul_shared_uncoalesced_tw32
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

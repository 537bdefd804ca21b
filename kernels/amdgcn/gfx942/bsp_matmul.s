	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	matmul_global_coalesced ; -- Begin function matmul_global_coalesced
	.globl	matmul_global_coalesced
	.p2align	8
	.type	matmul_global_coalesced,@function
matmul_global_coalesced:                ; @matmul_global_coalesced
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v0, s3, 4, v0
	v_lshl_add_u32 v6, s2, 4, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v0, s10
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v1, 0
.LBB0_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	matmul_global_coalesced, .Lfunc_end0-matmul_global_coalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_global_coalesced_tw8 ; -- Begin function matmul_global_coalesced_tw8
	.globl	matmul_global_coalesced_tw8
	.p2align	8
	.type	matmul_global_coalesced_tw8,@function
matmul_global_coalesced_tw8:            ; @matmul_global_coalesced_tw8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v0, s3, 3, v0
	v_lshl_add_u32 v6, s2, 3, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v0, s10
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v1, 0
.LBB1_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced_tw8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	matmul_global_coalesced_tw8, .Lfunc_end1-matmul_global_coalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_global_coalesced_tw32 ; -- Begin function matmul_global_coalesced_tw32
	.globl	matmul_global_coalesced_tw32
	.p2align	8
	.type	matmul_global_coalesced_tw32,@function
matmul_global_coalesced_tw32:           ; @matmul_global_coalesced_tw32
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v0, s3, 5, v0
	v_lshl_add_u32 v6, s2, 5, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v0, s10
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v1, 0
.LBB2_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_coalesced_tw32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	matmul_global_coalesced_tw32, .Lfunc_end2-matmul_global_coalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_global_uncoalesced ; -- Begin function matmul_global_uncoalesced
	.globl	matmul_global_uncoalesced
	.p2align	8
	.type	matmul_global_uncoalesced,@function
matmul_global_uncoalesced:              ; @matmul_global_uncoalesced
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshl_add_u32 v1, s2, 4, v1
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v6, s3, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v1, s10
	s_cbranch_scc1 .LBB3_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB3_2
	s_branch .LBB3_4
.LBB3_3:
	v_mov_b32_e32 v1, 0
.LBB3_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	matmul_global_uncoalesced, .Lfunc_end3-matmul_global_uncoalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_global_uncoalesced_tw8 ; -- Begin function matmul_global_uncoalesced_tw8
	.globl	matmul_global_uncoalesced_tw8
	.p2align	8
	.type	matmul_global_uncoalesced_tw8,@function
matmul_global_uncoalesced_tw8:          ; @matmul_global_uncoalesced_tw8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshl_add_u32 v1, s2, 3, v1
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v6, s3, 3, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v1, s10
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v1, 0
.LBB4_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced_tw8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end4:
	.size	matmul_global_uncoalesced_tw8, .Lfunc_end4-matmul_global_uncoalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_global_uncoalesced_tw32 ; -- Begin function matmul_global_uncoalesced_tw32
	.globl	matmul_global_uncoalesced_tw32
	.p2align	8
	.type	matmul_global_uncoalesced_tw32,@function
matmul_global_uncoalesced_tw32:         ; @matmul_global_uncoalesced_tw32
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshl_add_u32 v1, s2, 5, v1
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_add_u32 v6, s3, 5, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v1, s10
	s_cbranch_scc1 .LBB5_3
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v6
	s_mov_b32 s0, s10
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v7, v5
	s_cbranch_scc1 .LBB5_2
	s_branch .LBB5_4
.LBB5_3:
	v_mov_b32_e32 v1, 0
.LBB5_4:
	v_add_u32_e32 v4, v0, v6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_global_uncoalesced_tw32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end5:
	.size	matmul_global_uncoalesced_tw32, .Lfunc_end5-matmul_global_uncoalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 17
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_coalesced ; -- Begin function matmul_shared_coalesced
	.globl	matmul_shared_coalesced
	.p2align	8
	.type	matmul_shared_coalesced,@function
matmul_shared_coalesced:                ; @matmul_shared_coalesced
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v4, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s0, s2, 4
	v_lshl_add_u32 v1, s3, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 16
	v_mul_lo_u32 v5, v1, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB6_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 28
	v_lshlrev_b32_e32 v1, 2, v4
	s_add_i32 s1, s10, s1
	v_lshlrev_b32_e32 v7, 6, v0
	v_add_u32_e32 v9, 0x400, v1
	v_mul_lo_u32 v0, v0, s10
	s_ashr_i32 s1, s1, 4
	v_add_u32_e32 v8, v7, v1
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 4
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v3, v[12:13], off
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[8:9]
	global_load_dword v1, v[12:13], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	s_cmp_lg_u32 s1, 0
	v_add_u32_e32 v2, 16, v2
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v7 offset:16
	ds_read_b128 v[20:23], v7 offset:32
	ds_read_b128 v[24:27], v7 offset:48
	ds_read2_b32 v[28:29], v9 offset1:16
	ds_read2_b32 v[30:31], v9 offset0:32 offset1:48
	ds_read2_b32 v[32:33], v9 offset0:64 offset1:80
	ds_read2_b32 v[34:35], v9 offset0:96 offset1:112
	ds_read2_b32 v[36:37], v9 offset0:128 offset1:144
	ds_read2_b32 v[38:39], v9 offset0:160 offset1:176
	ds_read2_b32 v[40:41], v9 offset0:192 offset1:208
	ds_read2_b32 v[42:43], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v12, v28
	v_fmac_f32_e32 v6, v13, v29
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v6, v14, v30
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33]
	v_fmac_f32_e32 v6, v15, v31
	v_add_f32_e32 v1, v6, v16
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[36:37]
	v_add_f32_e32 v1, v1, v19
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39]
	v_add_f32_e32 v1, v1, v21
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[24:25], v[24:25], v[40:41]
	v_add_f32_e32 v1, v1, v23
	v_add_f32_e32 v1, v1, v24
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[26:27], v[26:27], v[42:43]
	v_add_f32_e32 v1, v1, v25
	v_add_f32_e32 v1, v1, v26
	v_add_f32_e32 v6, v1, v27
	s_barrier
	s_cbranch_scc1 .LBB6_2
.LBB6_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
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
.Lfunc_end6:
	.size	matmul_shared_coalesced, .Lfunc_end6-matmul_shared_coalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 17
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_coalesced_tw8 ; -- Begin function matmul_shared_coalesced_tw8
	.globl	matmul_shared_coalesced_tw8
	.p2align	8
	.type	matmul_shared_coalesced_tw8,@function
matmul_shared_coalesced_tw8:            ; @matmul_shared_coalesced_tw8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v4, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s0, s2, 3
	v_lshl_add_u32 v1, s3, 3, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 8
	v_mul_lo_u32 v5, v1, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB7_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 29
	v_lshlrev_b32_e32 v1, 2, v4
	s_add_i32 s1, s10, s1
	v_lshlrev_b32_e32 v7, 5, v0
	v_add_u32_e32 v9, 0x100, v1
	v_mul_lo_u32 v0, v0, s10
	s_ashr_i32 s1, s1, 3
	v_add_u32_e32 v8, v7, v1
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 3
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[8:9]
	global_load_dword v1, v[12:13], off
	global_load_dword v3, v[14:15], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	v_add_u32_e32 v2, 8, v2
	s_cmp_lg_u32 s1, 0
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[20:21], v9 offset1:8
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v7 offset:16
	ds_read2_b32 v[22:23], v9 offset0:16 offset1:24
	ds_read2_b32 v[24:25], v9 offset0:32 offset1:40
	ds_read2_b32 v[26:27], v9 offset0:48 offset1:56
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v6, v12
	v_pk_mul_f32 v[14:15], v[14:15], v[22:23]
	v_add_f32_e32 v1, v1, v13
	v_add_f32_e32 v1, v1, v14
	v_pk_mul_f32 v[16:17], v[16:17], v[24:25]
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	v_pk_mul_f32 v[18:19], v[18:19], v[26:27]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v18
	v_add_f32_e32 v6, v1, v19
	s_barrier
	s_cbranch_scc1 .LBB7_2
.LBB7_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced_tw8
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end7:
	.size	matmul_shared_coalesced_tw8, .Lfunc_end7-matmul_shared_coalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 17
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_coalesced_tw32 ; -- Begin function matmul_shared_coalesced_tw32
	.globl	matmul_shared_coalesced_tw32
	.p2align	8
	.type	matmul_shared_coalesced_tw32,@function
matmul_shared_coalesced_tw32:           ; @matmul_shared_coalesced_tw32
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v4, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s0, s2, 5
	v_lshl_add_u32 v1, s3, 5, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 32
	v_mul_lo_u32 v5, v1, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 27
	v_lshlrev_b32_e32 v1, 2, v4
	s_add_i32 s1, s10, s1
	v_lshlrev_b32_e32 v7, 7, v0
	v_or_b32_e32 v9, 0x1000, v1
	v_mul_lo_u32 v0, v0, s10
	s_ashr_i32 s1, s1, 5
	v_add_u32_e32 v8, v7, v1
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 5
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
	v_add_u32_e32 v11, 0x400, v9
	v_add_u32_e32 v12, 0x800, v9
	v_add_u32_e32 v13, 0xc00, v9
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[14:15], v[2:3], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v3, v[14:15], off
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[8:9]
	global_load_dword v1, v[14:15], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	s_cmp_lg_u32 s1, 0
	v_add_u32_e32 v2, 32, v2
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v7
	ds_read_b128 v[18:21], v7 offset:16
	ds_read_b128 v[22:25], v7 offset:32
	ds_read_b128 v[26:29], v7 offset:48
	ds_read2_b32 v[38:39], v9 offset1:32
	ds_read2_b32 v[40:41], v9 offset0:64 offset1:96
	ds_read2_b32 v[42:43], v9 offset0:128 offset1:160
	ds_read2_b32 v[44:45], v9 offset0:192 offset1:224
	ds_read2_b32 v[46:47], v11 offset1:32
	ds_read2_b32 v[48:49], v11 offset0:64 offset1:96
	ds_read2_b32 v[50:51], v11 offset0:128 offset1:160
	ds_read2_b32 v[52:53], v11 offset0:192 offset1:224
	ds_read2_b32 v[54:55], v12 offset1:32
	ds_read2_b32 v[56:57], v12 offset0:64 offset1:96
	ds_read2_b32 v[58:59], v12 offset0:128 offset1:160
	ds_read_b128 v[30:33], v7 offset:64
	ds_read_b128 v[34:37], v7 offset:80
	ds_read2_b32 v[60:61], v12 offset0:192 offset1:224
	s_waitcnt lgkmcnt(13)
	v_fmac_f32_e32 v6, v14, v38
	v_fmac_f32_e32 v6, v15, v39
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v6, v16, v40
	v_fmac_f32_e32 v6, v17, v41
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v6, v18, v42
	v_fmac_f32_e32 v6, v19, v43
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v6, v20, v44
	v_fmac_f32_e32 v6, v21, v45
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v6, v22, v46
	v_fmac_f32_e32 v6, v23, v47
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v6, v24, v48
	v_fmac_f32_e32 v6, v25, v49
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v26, v50
	v_fmac_f32_e32 v6, v27, v51
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v6, v28, v52
	v_fmac_f32_e32 v6, v29, v53
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v30, v54
	v_fmac_f32_e32 v6, v31, v55
	ds_read2_b32 v[38:39], v13 offset1:32
	ds_read_b128 v[14:17], v7 offset:96
	ds_read2_b32 v[40:41], v13 offset0:64 offset1:96
	v_fmac_f32_e32 v6, v32, v56
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[58:59], v[34:35], v[58:59]
	v_fmac_f32_e32 v6, v33, v57
	v_add_f32_e32 v1, v6, v58
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[60:61], v[36:37], v[60:61]
	v_add_f32_e32 v1, v1, v59
	ds_read_b128 v[34:37], v7 offset:112
	v_add_f32_e32 v1, v1, v60
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[38:39]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[16:17], v[16:17], v[40:41]
	ds_read2_b32 v[38:39], v13 offset0:128 offset1:160
	ds_read2_b32 v[40:41], v13 offset0:192 offset1:224
	v_add_f32_e32 v1, v1, v61
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[34:35], v[34:35], v[38:39]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v34
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[36:37], v[36:37], v[40:41]
	v_add_f32_e32 v1, v1, v35
	v_add_f32_e32 v1, v1, v36
	v_add_f32_e32 v6, v1, v37
	s_barrier
	s_cbranch_scc1 .LBB8_2
.LBB8_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_coalesced_tw32
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
.Lfunc_end8:
	.size	matmul_shared_coalesced_tw32, .Lfunc_end8-matmul_shared_coalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; NumSgprs: 17
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_uncoalesced ; -- Begin function matmul_shared_uncoalesced
	.globl	matmul_shared_uncoalesced
	.p2align	8
	.type	matmul_shared_uncoalesced,@function
matmul_shared_uncoalesced:              ; @matmul_shared_uncoalesced
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	v_lshl_add_u32 v0, s2, 4, v1
	s_lshl_b32 s0, s3, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 16
	v_mul_lo_u32 v5, v0, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB9_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 28
	v_lshlrev_b32_e32 v0, 2, v4
	v_lshlrev_b32_e32 v7, 6, v1
	s_add_i32 s1, s10, s1
	v_add_u32_e32 v8, v7, v0
	v_add_u32_e32 v9, 0x400, v0
	v_mul_lo_u32 v0, v1, s10
	s_ashr_i32 s1, s1, 4
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 4
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v3, v[12:13], off
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[8:9]
	global_load_dword v1, v[12:13], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	s_cmp_lg_u32 s1, 0
	v_add_u32_e32 v2, 16, v2
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v7 offset:16
	ds_read_b128 v[20:23], v7 offset:32
	ds_read_b128 v[24:27], v7 offset:48
	ds_read2_b32 v[28:29], v9 offset1:16
	ds_read2_b32 v[30:31], v9 offset0:32 offset1:48
	ds_read2_b32 v[32:33], v9 offset0:64 offset1:80
	ds_read2_b32 v[34:35], v9 offset0:96 offset1:112
	ds_read2_b32 v[36:37], v9 offset0:128 offset1:144
	ds_read2_b32 v[38:39], v9 offset0:160 offset1:176
	ds_read2_b32 v[40:41], v9 offset0:192 offset1:208
	ds_read2_b32 v[42:43], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v12, v28
	v_fmac_f32_e32 v6, v13, v29
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v6, v14, v30
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33]
	v_fmac_f32_e32 v6, v15, v31
	v_add_f32_e32 v1, v6, v16
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[18:19], v[18:19], v[34:35]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[20:21], v[20:21], v[36:37]
	v_add_f32_e32 v1, v1, v19
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[38:39]
	v_add_f32_e32 v1, v1, v21
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[24:25], v[24:25], v[40:41]
	v_add_f32_e32 v1, v1, v23
	v_add_f32_e32 v1, v1, v24
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[26:27], v[26:27], v[42:43]
	v_add_f32_e32 v1, v1, v25
	v_add_f32_e32 v1, v1, v26
	v_add_f32_e32 v6, v1, v27
	s_barrier
	s_cbranch_scc1 .LBB9_2
.LBB9_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
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
.Lfunc_end9:
	.size	matmul_shared_uncoalesced, .Lfunc_end9-matmul_shared_uncoalesced
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 17
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_uncoalesced_tw8 ; -- Begin function matmul_shared_uncoalesced_tw8
	.globl	matmul_shared_uncoalesced_tw8
	.p2align	8
	.type	matmul_shared_uncoalesced_tw8,@function
matmul_shared_uncoalesced_tw8:          ; @matmul_shared_uncoalesced_tw8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	v_lshl_add_u32 v0, s2, 3, v1
	s_lshl_b32 s0, s3, 3
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 8
	v_mul_lo_u32 v5, v0, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB10_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 29
	v_lshlrev_b32_e32 v0, 2, v4
	v_lshlrev_b32_e32 v7, 5, v1
	s_add_i32 s1, s10, s1
	v_add_u32_e32 v8, v7, v0
	v_add_u32_e32 v9, 0x100, v0
	v_mul_lo_u32 v0, v1, s10
	s_ashr_i32 s1, s1, 3
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 3
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
.LBB10_2:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[8:9]
	global_load_dword v1, v[12:13], off
	global_load_dword v3, v[14:15], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	v_add_u32_e32 v2, 8, v2
	s_cmp_lg_u32 s1, 0
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[20:21], v9 offset1:8
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v7 offset:16
	ds_read2_b32 v[22:23], v9 offset0:16 offset1:24
	ds_read2_b32 v[24:25], v9 offset0:32 offset1:40
	ds_read2_b32 v[26:27], v9 offset0:48 offset1:56
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v6, v12
	v_pk_mul_f32 v[14:15], v[14:15], v[22:23]
	v_add_f32_e32 v1, v1, v13
	v_add_f32_e32 v1, v1, v14
	v_pk_mul_f32 v[16:17], v[16:17], v[24:25]
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	v_pk_mul_f32 v[18:19], v[18:19], v[26:27]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v18
	v_add_f32_e32 v6, v1, v19
	s_barrier
	s_cbranch_scc1 .LBB10_2
.LBB10_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced_tw8
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end10:
	.size	matmul_shared_uncoalesced_tw8, .Lfunc_end10-matmul_shared_uncoalesced_tw8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 17
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_shared_uncoalesced_tw32 ; -- Begin function matmul_shared_uncoalesced_tw32
	.globl	matmul_shared_uncoalesced_tw32
	.p2align	8
	.type	matmul_shared_uncoalesced_tw32,@function
matmul_shared_uncoalesced_tw32:         ; @matmul_shared_uncoalesced_tw32
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	v_lshl_add_u32 v0, s2, 5, v1
	s_lshl_b32 s0, s3, 5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 32
	v_mul_lo_u32 v5, v0, s10
	v_mov_b32_e32 v6, 0
	s_cbranch_scc1 .LBB11_3
; %bb.1:
	s_ashr_i32 s1, s10, 31
	s_lshr_b32 s1, s1, 27
	v_lshlrev_b32_e32 v0, 2, v4
	v_lshlrev_b32_e32 v7, 7, v1
	s_add_i32 s1, s10, s1
	v_add_u32_e32 v8, v7, v0
	v_or_b32_e32 v9, 0x1000, v0
	v_mul_lo_u32 v0, v1, s10
	s_ashr_i32 s1, s1, 5
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s10, 5
	v_add_u32_e32 v2, v4, v5
	v_mov_b32_e32 v6, 0
	v_add_u32_e32 v11, 0x400, v9
	v_add_u32_e32 v12, 0x800, v9
	v_add_u32_e32 v13, 0xc00, v9
.LBB11_2:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[14:15], v[2:3], 2, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v3, v[14:15], off
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[8:9]
	global_load_dword v1, v[14:15], off
	s_add_i32 s1, s1, -1
	v_add_u32_e32 v0, s2, v0
	s_cmp_lg_u32 s1, 0
	v_add_u32_e32 v2, 32, v2
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v7
	ds_read_b128 v[18:21], v7 offset:16
	ds_read_b128 v[22:25], v7 offset:32
	ds_read_b128 v[26:29], v7 offset:48
	ds_read2_b32 v[38:39], v9 offset1:32
	ds_read2_b32 v[40:41], v9 offset0:64 offset1:96
	ds_read2_b32 v[42:43], v9 offset0:128 offset1:160
	ds_read2_b32 v[44:45], v9 offset0:192 offset1:224
	ds_read2_b32 v[46:47], v11 offset1:32
	ds_read2_b32 v[48:49], v11 offset0:64 offset1:96
	ds_read2_b32 v[50:51], v11 offset0:128 offset1:160
	ds_read2_b32 v[52:53], v11 offset0:192 offset1:224
	ds_read2_b32 v[54:55], v12 offset1:32
	ds_read2_b32 v[56:57], v12 offset0:64 offset1:96
	ds_read2_b32 v[58:59], v12 offset0:128 offset1:160
	ds_read_b128 v[30:33], v7 offset:64
	ds_read_b128 v[34:37], v7 offset:80
	ds_read2_b32 v[60:61], v12 offset0:192 offset1:224
	s_waitcnt lgkmcnt(13)
	v_fmac_f32_e32 v6, v14, v38
	v_fmac_f32_e32 v6, v15, v39
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v6, v16, v40
	v_fmac_f32_e32 v6, v17, v41
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v6, v18, v42
	v_fmac_f32_e32 v6, v19, v43
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v6, v20, v44
	v_fmac_f32_e32 v6, v21, v45
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v6, v22, v46
	v_fmac_f32_e32 v6, v23, v47
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v6, v24, v48
	v_fmac_f32_e32 v6, v25, v49
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v6, v26, v50
	v_fmac_f32_e32 v6, v27, v51
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v6, v28, v52
	v_fmac_f32_e32 v6, v29, v53
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v30, v54
	v_fmac_f32_e32 v6, v31, v55
	ds_read2_b32 v[38:39], v13 offset1:32
	ds_read_b128 v[14:17], v7 offset:96
	ds_read2_b32 v[40:41], v13 offset0:64 offset1:96
	v_fmac_f32_e32 v6, v32, v56
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[58:59], v[34:35], v[58:59]
	v_fmac_f32_e32 v6, v33, v57
	v_add_f32_e32 v1, v6, v58
	s_waitcnt lgkmcnt(3)
	v_pk_mul_f32 v[60:61], v[36:37], v[60:61]
	v_add_f32_e32 v1, v1, v59
	ds_read_b128 v[34:37], v7 offset:112
	v_add_f32_e32 v1, v1, v60
	s_waitcnt lgkmcnt(2)
	v_pk_mul_f32 v[14:15], v[14:15], v[38:39]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[16:17], v[16:17], v[40:41]
	ds_read2_b32 v[38:39], v13 offset0:128 offset1:160
	ds_read2_b32 v[40:41], v13 offset0:192 offset1:224
	v_add_f32_e32 v1, v1, v61
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v1, v15
	v_add_f32_e32 v1, v1, v16
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[34:35], v[34:35], v[38:39]
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v1, v1, v34
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[36:37], v[36:37], v[40:41]
	v_add_f32_e32 v1, v1, v35
	v_add_f32_e32 v1, v1, v36
	v_add_f32_e32 v6, v1, v37
	s_barrier
	s_cbranch_scc1 .LBB11_2
.LBB11_3:
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_shared_uncoalesced_tw32
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
.Lfunc_end11:
	.size	matmul_shared_uncoalesced_tw32, .Lfunc_end11-matmul_shared_uncoalesced_tw32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; NumSgprs: 17
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_coalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_global_uncoalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_coalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced_tw8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         matmul_shared_uncoalesced_tw32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

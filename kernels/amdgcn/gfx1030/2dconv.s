	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	conv2d                  ; -- Begin function conv2d
	.globl	conv2d
	.p2align	8
	.type	conv2d,@function
conv2d:                                 ; @conv2d
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[2:3], null, s8, s0, v[0:1]
	s_add_i32 s0, s4, -1
	v_mad_u64_u32 v[0:1], null, s9, s1, v[1:2]
	s_add_i32 s1, s5, -1
	v_min_i32_e32 v1, v0, v2
	v_cmp_gt_i32_e32 vcc_lo, s0, v0
	v_cmp_gt_i32_e64 s0, s1, v2
	v_cmp_lt_i32_e64 s1, 0, v1
	s_and_b32 s0, s0, vcc_lo
	s_and_b32 s0, s0, s1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_nc_u32_e32 v1, -1, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	v_ashrrev_i32_e32 v10, 31, v2
	v_mul_lo_u32 v6, v0, s5
	v_mul_lo_u32 v1, v1, s5
	v_ashrrev_i32_e32 v8, 31, v6
	v_add_nc_u32_e32 v5, v6, v2
	v_ashrrev_i32_e32 v4, 31, v1
	v_add_nc_u32_e32 v0, v1, v2
	v_add_co_u32 v3, vcc_lo, v1, v2
	v_add_nc_u32_e32 v11, s5, v6
	v_add_co_ci_u32_e32 v4, vcc_lo, v4, v10, vcc_lo
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32 v7, vcc_lo, v6, v2
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_ci_u32_e32 v8, vcc_lo, v8, v10, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v12, 31, v11
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_clause 0x1
	global_load_dword v13, v[3:4], off offset:-4
	global_load_dwordx2 v[0:1], v[0:1], off
	v_lshlrev_b64 v[3:4], 2, v[7:8]
	v_add_co_u32 v7, vcc_lo, v11, v2
	v_add_co_ci_u32_e32 v8, vcc_lo, v12, v10, vcc_lo
	v_add_nc_u32_e32 v9, v11, v2
	v_add_co_u32 v2, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v4, vcc_lo
	v_add_co_u32 v11, vcc_lo, s0, v5
	v_ashrrev_i32_e32 v10, 31, v9
	v_add_co_ci_u32_e32 v12, vcc_lo, s1, v6, vcc_lo
	global_load_dword v4, v[2:3], off offset:-4
	v_lshlrev_b64 v[2:3], 2, v[7:8]
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	global_load_dwordx2 v[7:8], v[11:12], off
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v9, vcc_lo, s0, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, s1, v10, vcc_lo
	s_clause 0x1
	global_load_dword v11, v[2:3], off offset:-4
	global_load_dwordx2 v[2:3], v[9:10], off
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v0, 0.5, v0
	v_fmamk_f32 v0, v13, 0x3e4ccccd, v0
	v_fmamk_f32 v0, v1, 0xbf4ccccd, v0
	s_waitcnt vmcnt(3)
	v_fmamk_f32 v0, v4, 0xbe99999a, v0
	s_waitcnt vmcnt(2)
	v_fmamk_f32 v0, v7, 0x3f19999a, v0
	v_fmamk_f32 v0, v8, 0xbf666666, v0
	s_waitcnt vmcnt(1)
	v_fmamk_f32 v0, v11, 0x3ecccccd, v0
	s_waitcnt vmcnt(0)
	v_fmamk_f32 v0, v2, 0x3f333333, v0
	v_fmamk_f32 v2, v3, 0x3dcccccd, v0
	v_add_co_u32 v0, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v6, vcc_lo
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv2d
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 10
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
	.size	conv2d, .Lfunc_end0-conv2d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; NumSgprs: 12
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.type	__hip_cuid_9a51a30ce5972b49,@object ; @__hip_cuid_9a51a30ce5972b49
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_9a51a30ce5972b49
__hip_cuid_9a51a30ce5972b49:
	.byte	0                               ; 0x0
	.size	__hip_cuid_9a51a30ce5972b49, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_9a51a30ce5972b49
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
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           conv2d
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         conv2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

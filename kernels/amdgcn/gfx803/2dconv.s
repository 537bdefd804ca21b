	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
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
	s_mul_i32 s8, s8, s0
	s_mul_i32 s9, s9, s1
	v_add_u32_e32 v0, vcc, s8, v0
	v_add_u32_e32 v1, vcc, s9, v1
	s_add_i32 s0, s4, -1
	v_cmp_gt_i32_e32 vcc, s0, v1
	s_add_i32 s0, s5, -1
	v_cmp_gt_i32_e64 s[0:1], s0, v0
	v_min_i32_e32 v2, v1, v0
	v_cmp_lt_i32_e64 s[2:3], 0, v2
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_u32_e32 v2, vcc, -1, v1
	v_mul_lo_u32 v2, v2, s5
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	v_add_u32_e32 v4, vcc, -1, v0
	v_add_u32_e32 v2, vcc, v2, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_mul_lo_u32 v10, v1, s5
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_u32_e32 v1, vcc, s0, v2
	v_addc_u32_e32 v2, vcc, v5, v3, vcc
	v_add_u32_e32 v7, vcc, v10, v4
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[3:4], 2, v[7:8]
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v5, vcc, s0, v3
	v_addc_u32_e32 v6, vcc, v6, v4, vcc
	v_add_u32_e32 v7, vcc, s5, v7
	flat_load_dwordx3 v[1:3], v[1:2]
	flat_load_dwordx3 v[4:6], v[5:6]
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v9, s1
	v_add_u32_e32 v7, vcc, s0, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dwordx3 v[7:9], v[7:8]
	v_add_u32_e32 v10, vcc, v10, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, 0.5, v2
	v_madmk_f32 v0, v1, 0x3e4ccccd, v0
	v_madmk_f32 v0, v3, 0xbf4ccccd, v0
	s_waitcnt vmcnt(1)
	v_madmk_f32 v0, v4, 0xbe99999a, v0
	v_madmk_f32 v0, v5, 0x3f19999a, v0
	v_madmk_f32 v0, v6, 0xbf666666, v0
	s_waitcnt vmcnt(0)
	v_madmk_f32 v0, v7, 0x3ecccccd, v0
	v_madmk_f32 v0, v8, 0x3f333333, v0
	v_madmk_f32 v2, v9, 0x3dcccccd, v0
	v_add_u32_e32 v0, vcc, s2, v10
	v_addc_u32_e32 v1, vcc, v12, v11, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 10
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
	.size	conv2d, .Lfunc_end0-conv2d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 12
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

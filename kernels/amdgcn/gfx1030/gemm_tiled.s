	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	gemm_tiled              ; -- Begin function gemm_tiled
	.globl	gemm_tiled
	.p2align	8
	.type	gemm_tiled,@function
gemm_tiled:                             ; @gemm_tiled
; %bb.0:
	s_clause 0x3
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s16, s[4:5], 0x10
	s_load_dwordx4 s[12:15], s[4:5], 0x18
	s_load_dwordx2 s[2:3], s[4:5], 0x28
	s_lshl_b32 s1, s6, 4
	v_lshl_add_u32 v6, s7, 4, v1
	v_add_nc_u32_e32 v2, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s8, v6
	v_cmp_gt_i32_e64 s0, s9, v2
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_lshlrev_b32_e32 v5, 2, v0
	v_mul_lo_u32 v7, v1, s9
	v_lshlrev_b32_e32 v8, 6, v1
	v_mad_u64_u32 v[3:4], null, v6, s10, v[0:1]
	v_add_nc_u32_e32 v9, 0x400, v5
	s_lshl_b32 s4, s9, 4
	v_add_nc_u32_e32 v10, v8, v5
	s_mov_b32 s5, 0
	v_add3_u32 v4, v0, v7, s1
	v_add_nc_u32_e32 v11, v9, v8
	v_mov_b32_e32 v7, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read2_b32 v[20:21], v9 offset1:16
	ds_read_b128 v[12:15], v8
	ds_read2_b32 v[22:23], v9 offset0:32 offset1:48
	ds_read_b128 v[16:19], v8 offset:16
	ds_read2_b32 v[24:25], v9 offset0:64 offset1:80
	v_add_nc_u32_e32 v4, s4, v4
	s_add_i32 s5, s5, 16
	s_cmp_ge_i32 s5, s10
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v12, v20
	v_fmac_f32_e32 v7, v13, v21
	ds_read2_b32 v[20:21], v9 offset0:96 offset1:112
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v14, v22
	v_fmac_f32_e32 v7, v15, v23
	ds_read2_b32 v[22:23], v9 offset0:128 offset1:144
	ds_read_b128 v[12:15], v8 offset:32
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v16, v24
	v_fmac_f32_e32 v7, v17, v25
	ds_read2_b32 v[24:25], v9 offset0:160 offset1:176
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v18, v20
	v_fmac_f32_e32 v7, v19, v21
	ds_read_b128 v[16:19], v8 offset:48
	ds_read2_b32 v[20:21], v9 offset0:192 offset1:208
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v12, v22
	v_fmac_f32_e32 v7, v13, v23
	ds_read2_b32 v[12:13], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fmac_f32_e32 v7, v14, v24
	v_fmac_f32_e32 v7, v15, v25
	v_fmac_f32_e32 v7, v16, v20
	v_fmac_f32_e32 v7, v17, v21
	v_fmac_f32_e32 v7, v18, v12
	v_fmac_f32_e32 v7, v19, v13
	s_cbranch_scc1 .LBB0_8
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v5, s5, v0
	v_cmp_gt_i32_e64 s1, s10, v5
	v_mov_b32_e32 v5, 0
	s_and_b32 s1, vcc_lo, s1
	s_and_saveexec_b32 s6, s1
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v12, s5, v3
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v12, s1, s12, v12
	v_add_co_ci_u32_e64 v13, s1, s13, v13, s1
	global_load_dword v5, v[12:13], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v12, s5, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v5
	v_cmp_gt_i32_e64 s1, s10, v12
	v_mov_b32_e32 v12, 0
	s_and_b32 s1, s0, s1
	s_and_saveexec_b32 s6, s1
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_add_co_u32 v12, s1, s14, v12
	v_add_co_ci_u32_e64 v13, s1, s15, v13, s1
	global_load_dword v12, v[12:13], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v7, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc_lo, s8, v6
	v_cmp_gt_i32_e64 s0, s9, v2
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mad_u64_u32 v[0:1], null, v6, s9, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s16, v2
	v_fmac_f32_e32 v2, s11, v7
	global_store_dword v[0:1], v2, off
.LBB0_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_tiled
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 26
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
	.size	gemm_tiled, .Lfunc_end0-gemm_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 628
; NumSgprs: 19
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 26
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.type	__hip_cuid_953be4b6acf560a9,@object ; @__hip_cuid_953be4b6acf560a9
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_953be4b6acf560a9
__hip_cuid_953be4b6acf560a9:
	.byte	0                               ; 0x0
	.size	__hip_cuid_953be4b6acf560a9, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_953be4b6acf560a9
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
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 1024
    .name:           gemm_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         gemm_tiled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

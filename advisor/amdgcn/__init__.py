"""AMDGCN: what the AMD GPU compiler made of a kernel (resources from its code object metadata),
the shipped compiles of the built-in kernels, and the occupancy those resources allow."""

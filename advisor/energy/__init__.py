"""The energy side: the energy of each placement, by the model the user names (``--energy-model``).

Energy of each placement (cost-model paper [jiang2017], sec. 1.3, eqs. 18-22, Table 1).

Platform power is idle or busy. pwr(idle) is the whole node at rest: CPU
packages, every GPU board and the rest of the node (``node.base_power``). The
CPU option runs the kernel with the node busy on the CPU (eq. 21); the GPU
option idles the node during transfers and launches and is busy on the GPU
while the kernel computes, with the host idle meanwhile (eq. 22):

    E_CPU = t_exec,CPU * pwr(busy, CPU)
    E_GPU = (t_transfer + t_launch) * pwr(idle) + t_exec,GPU * pwr(busy, GPU)

Two busy-power models of [jiang2017] (Table 1), and one from what the kernel does:

``tdp``
    pwr(busy, X) = pwr(idle) + k * TDP_X, eq. (19). The decoded paper prints the
    operator ambiguously (TDP / 0.6 or TDP x 0.6); we take k = 0.6, the reading
    under which a fully loaded chip stays below its TDP above idle, and expose k.
    A CPU code that uses c of C cores draws k * TDP * c / C (cores are power
    gated), so a serial reference code is not charged for idle cores.
``epi``
    pwr(busy, X) = pwr(idle) + Performance_X * EPI_X, eq. (20), i.e. energy =
    time * pwr(idle) + sum_p FLOPs_p * energy_per_flop_p + DRAM bytes * energy_per_byte:
    instructions are counted as operations by precision and memory traffic.

``activity``
    energy as the hardware spends it ([energyrule], :mod:`.activity`): on a GPU board, idle power, the busy
    SMs' static power, and the operations by class and bytes at each level of the memory that the kernel
    predictor's analysis counted, at the architecture file's energies (:mod:`.gpuparts`: a published table,
    the scaling rule of :mod:`.scaling`, an estimate, or ``advisor calibrate``'s measurement); on the CPU
    package, its wake-up power, the busy cores' power at their clock and the vector instructions by width,
    bounded by its TDP, with the DRAM's energy per byte (:mod:`.cpuparts`). A placement's node energy counts
    the device that waits (its idle power), the host thread that waits for the GPU (one core spinning, its
    package awake) and the copies at both ends, and says which parts it counted.

All take numbers or numpy arrays (one element per task) alike.

Each also gives the GPU board's own energy while the kernel runs (``gpu_device_energy_j``: what
NVML's total-energy counter meters over the kernel), apart from the node's:

    tdp:  E_board = t_exec,GPU * (pwr(idle, board) + k * TDP_GPU)
    epi:  E_board = t_exec,GPU * pwr(idle, board) + sum_p FLOPs_p * energy_per_flop_p + DRAM bytes * energy_per_byte

Not counted by ``tdp`` and ``epi``: PCIe link and host DRAM energy during transfers beyond idle,
cooling, power-supply losses (``activity`` counts the copies' DRAM and link energy).

Modules: :mod:`.tdp` (``tdp``), :mod:`.epi` (``epi``), :mod:`.activity` (``activity``, with its parts
:mod:`.gpuparts` and :mod:`.cpuparts` and the rule :mod:`.scaling`); each model registered by name in
:mod:`advisor.core.builtin`. Public names: :class:`~advisor.energy.tdp.TdpEnergy`,
:class:`~advisor.energy.epi.EpiEnergy`, :class:`~advisor.energy.activity.ActivityEnergy`.
"""

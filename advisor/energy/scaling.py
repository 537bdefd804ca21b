"""The scaling rule: an energy part of a generation without a published table, from one that has one ([energyrule]).

Dynamic energy per operation is the switched capacitance times the square of the supply voltage, ``E = C V^2``
(the dynamic term of AccelWattch's DVFS rule [accelwattch2021]: dynamic power scales with V^2 at a clock); the
capacitance a gate switches scales with the feature size of the process node, ``C ~ L``. So a part of generation
``g`` taken from reference generation ``r`` is

    E_g = E_r x (L_g / L_r)^ALPHA x (V_g / V_r)^2,   ALPHA = 1,  V_g / V_r = 1

(no per-generation core voltage was found in a citable source; the voltage term stays 1 and its error lands in
the check). ``L`` is the foundry's name for the node in nm (TSMC 4N: 4, Samsung 8N: 8): names, not measured
lengths, which is one reason the rule is an estimate. A busy core's power at the same clock scales the same way
(energy per cycle).

What the rule does not scale, and why (the architecture files say ``carried_from`` for these):

* data movement -- shared memory, L1, L2 energy per byte -- is wire- and array-dominated, and wires do not shrink
  with the node: A100 (N7) to GH200 (N4) [antepara2025] moved by +10 % (L1) and -3 % (L2) where the node rule
  would predict -43 %. Not everywhere: TITAN Xp to TITAN V [guerreiro2019] fell 1.7x (shared) and 3.2x (L2), more
  than the node rule's 0.75x. So the architecture files carry data movement only between neighbours (Turing from
  Volta, GA10x from GA100, Ada and Blackwell from Hopper);
* DRAM energy per byte follows the memory technology (GDDR5, GDDR5X, HBM2, HBM2e, HBM3), not the logic node;
* the busy SMs' static power per SM and the package's wake-up share of a CPU's TDP (no second generation
  published to scale from).

The check, every number from a published table predicted from another's, is
``validation/energy/scaling/check_rule.py`` (per class; ``tests/test_energy_scaling.py`` reruns it). It holds
between two FinFET generations (Pascal to Volta: FP32 FMA, FP32 add and SFU within 5 %, INT 51 % low; Ampere
to Hopper: FP64 31 % and tensor FP16 23 % low); across the planar-to-FinFET step (Maxwell to Pascal) it is
70-120 % high, and between two chips of one node (Volta to Turing in [arafa2020]'s single-thread energies)
it misses a 1.6-1.9x board factor: the tables keep Kepler and Maxwell their own numbers, and Turing is scaled
from Volta knowing that.
"""

from __future__ import annotations

ALPHA = 1.0  # C ~ L^ALPHA


def node_factor(reference_nm: float, target_nm: float, voltage_ratio: float = 1.0) -> float:
    """E_target / E_reference for one operation: (L_t / L_r)^ALPHA x (V_t / V_r)^2.

    >>> round(node_factor(12, 4), 4)
    0.3333
    """
    return (target_nm / reference_nm) ** ALPHA * voltage_ratio**2


def carried(value: float, rule: str, reference_nm: float, target_nm: float) -> float:
    """``value`` of the reference generation as the target takes it: ``scaled`` by :func:`node_factor`, or
    ``carried`` unchanged."""
    if rule == "scaled":
        return value * node_factor(reference_nm, target_nm)
    if rule == "carried":
        return value
    raise ValueError(f"unknown rule {rule!r}: scaled or carried")

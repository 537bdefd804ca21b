"""Lane-vectorised semantics of the PTX ALU instructions [ptx-isa] (numpy, one array per register).

Storage conventions (why: one numpy dtype per kind keeps every op a single
vector expression):

* integer registers are ``int64`` arrays holding the value sign-extended from
  the width of the instruction that wrote it (canonical form); instructions
  whose result's low bits depend only on the inputs' low bits (add, mul.lo,
  and, shl, ...) use registers as stored, the others (comparisons, shr, div,
  min/max, wide/hi multiplies, cvt) first re-read them modulo 2**w as signed or
  unsigned per their type, so b32/s32/u32 views of one register agree;
* floating-point registers are ``float64`` arrays (f32 rounding is not
  modelled: values only matter where they steer control flow or addresses);
* predicates are ``bool`` arrays.

``alu(instr, vals)`` returns the value to write to the destination for the
instructions handled here; memory, control flow and special cases live in
``interp.py``.
"""

from __future__ import annotations

import numpy as np

from .ir import TYPES, Instruction
from .memory import GENERIC_WINDOWS

_CMP = {
    "eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
    "gt": np.greater, "ge": np.greater_equal, "lo": np.less, "ls": np.less_equal,
    "hi": np.greater, "hs": np.greater_equal,
}


_NARROW = {("s", 32): np.int32, ("u", 32): np.uint32, ("s", 16): np.int16, ("u", 16): np.uint16,
           ("s", 8): np.int8, ("u", 8): np.uint8}


def norm_int(x, kind: str, bits: int):
    """``x`` modulo 2**bits, signed when kind == "s" (64-bit wraps natively in int64)."""
    if type(x) is int:                       # immediates: plain Python arithmetic
        if bits >= 64:
            return x
        x &= (1 << bits) - 1
        return x - (1 << bits) if kind == "s" and x >> (bits - 1) else x
    x = np.asarray(x)
    if x.dtype.kind == "f":
        x = np.trunc(np.nan_to_num(x, nan=0.0, posinf=2.0 ** 62, neginf=-2.0 ** 62)).astype(np.int64)
    elif x.dtype.kind == "b":
        x = x.astype(np.int64)
    if bits >= 64:
        return x.astype(np.int64, copy=False)
    # a C-style narrowing cast wraps modulo 2**bits; widening back sign- or zero-extends
    return x.astype(_NARROW[("s" if kind == "s" else "u", bits)]).astype(np.int64)


def type_of(dtype) -> tuple[str, int]:
    return TYPES.get(dtype or "b32", ("b", 32))


def compare(cmp: str, a, b, is_float: bool):
    """setp comparison; float 'u' variants are true when either operand is NaN."""
    if is_float:
        unordered = cmp.endswith("u") and cmp not in ("lo", "ls", "hi", "hs")
        base = cmp[:-1] if unordered else cmp
        if base == "num":
            return ~(np.isnan(a) | np.isnan(b))
        if base == "nan":
            return np.isnan(a) | np.isnan(b)
        res = _CMP[base](a, b)
        return res | np.isnan(a) | np.isnan(b) if unordered else res
    return _CMP[cmp](a, b)


def alu(instr: Instruction, vals: list):
    """Result of an arithmetic / logic / conversion instruction.

    ``vals`` are the raw source operand values (arrays or scalars).  Raises
    ``NotImplementedError`` for opcodes not modelled (the interpreter then
    writes tainted zeros and records the opcode).
    """
    op, mods = instr.opcode, instr.modifiers
    kind, bits = type_of(instr.dtype)
    if op == "cvt":
        return _cvt(instr, vals[0])
    if op == "cvta":
        value = norm_int(vals[0], "u", 64)
        window = next((GENERIC_WINDOWS[m] for m in mods if m in GENERIC_WINDOWS), 0)
        return value - window if "to" in mods else value + window
    if kind == "f":
        return _float_op(op, mods, [np.asarray(v, dtype=np.float64) for v in vals])
    if kind == "pred":
        a = [np.asarray(v, dtype=bool) for v in vals]
        return {"and": lambda: a[0] & a[1], "or": lambda: a[0] | a[1], "xor": lambda: a[0] ^ a[1],
                "not": lambda: ~a[0], "mov": lambda: a[0]}[op]()
    return _int_op(op, mods, kind, bits, vals)


_LOW_BITS_OPS = {"add", "sub", "and", "or", "xor", "not", "neg", "shl", "mov"}


def _int_op(op, mods, kind, bits, vals):
    wide = "wide" in mods
    out_bits = 2 * bits if wide else bits
    if op in _LOW_BITS_OPS or (op in ("mul", "mad") and "lo" in mods):
        # the low ``bits`` bits of these results depend only on the low bits of
        # the inputs, so registers are used as stored and only the result is
        # normalised (the interpreter's hot path)
        v = [x if isinstance(x, (int, np.integer)) else np.asarray(x) for x in vals]
        if any(getattr(x, "dtype", np.dtype(np.int64)).kind != "i" for x in v):
            v = [norm_int(x, "s", 64) for x in v]
        if op == "add":
            r = v[0] + v[1]
        elif op == "sub":
            r = v[0] - v[1]
        elif op in ("mul", "mad"):
            r = v[0] * v[1] + (v[2] if op == "mad" else 0)
        elif op == "and":
            r = v[0] & v[1]
        elif op == "or":
            r = v[0] | v[1]
        elif op == "xor":
            r = v[0] ^ v[1]
        elif op == "not":
            r = ~v[0]
        elif op == "neg":
            r = -v[0]
        elif op == "shl":
            sh = np.asarray(v[1]) & 0xFFFFFFFF
            r = np.where(sh >= bits, 0, np.asarray(v[0]) << np.minimum(sh, 63))
        else:
            r = v[0]
        return norm_int(r, "s", bits)
    src_kind = "s" if kind == "s" else "u"
    v = [norm_int(x, src_kind, bits) for x in vals]
    if op in ("mul", "mul24"):
        r = _mul(v[0], v[1], mods, bits)
    elif op in ("mad", "mad24"):
        r = _mul(v[0], v[1], mods, bits) + norm_int(vals[2], src_kind, out_bits)
    elif op == "div":
        r = _safe_div(v[0], v[1])
    elif op == "rem":
        q = _safe_div(v[0], v[1])
        r = v[0] - q * np.where(v[1] == 0, 1, v[1])
    elif op in ("min", "max"):
        r = np.minimum(v[0], v[1]) if op == "min" else np.maximum(v[0], v[1])
    elif op == "abs":
        r = np.abs(v[0])
    elif op == "shr":
        sh = np.minimum(norm_int(vals[1], "u", 32), 63)
        r = v[0] >> sh if kind == "s" else np.where(sh >= bits, 0, v[0] >> sh)
    elif op == "selp":
        r = np.where(np.asarray(vals[2], dtype=bool), v[0], v[1])
    elif op == "popc":
        r = _popc(norm_int(vals[0], "u", bits))
    elif op == "clz":
        u = norm_int(vals[0], "u", bits)
        r = np.where(u == 0, bits, bits - 1 - np.floor(np.log2(np.maximum(u, 1))).astype(np.int64))
    elif op == "bfe":
        pos, ln = norm_int(vals[1], "u", 32), norm_int(vals[2], "u", 32)
        r = (norm_int(vals[0], "u", bits) >> pos) & ((np.int64(1) << ln) - 1)
    elif op == "copysign":
        r = v[1]
    else:
        raise NotImplementedError(op)
    return norm_int(r, "s", out_bits)


def _mul(a, b, mods, bits):
    if "hi" in mods:
        if bits >= 64:  # exact high half through Python ints would be slow; approximate
            return np.floor_divide(a.astype(np.float64) * b.astype(np.float64), 2.0 ** 64).astype(np.int64)
        return (a * b) >> bits
    return a * b


def _safe_div(a, b):
    bz = np.where(b == 0, 1, b)
    q = np.abs(a) // np.abs(bz)          # C semantics: truncate toward zero
    return np.where(b == 0, 0, np.sign(a) * np.sign(bz) * q)


def _popc(u):
    count = np.zeros_like(u)
    for _ in range(64):
        count += u & 1
        u = u >> 1
        if not np.any(u):
            break
    return count


def _float_op(op, mods, v):
    if op == "add":
        return v[0] + v[1]
    if op == "sub":
        return v[0] - v[1]
    if op == "mul":
        return v[0] * v[1]
    if op in ("fma", "mad"):
        return v[0] * v[1] + v[2]
    if op == "div":
        return v[0] / v[1]
    if op in ("min", "max"):
        return np.fmin(v[0], v[1]) if op == "min" else np.fmax(v[0], v[1])
    if op == "neg":
        return -v[0]
    if op == "abs":
        return np.abs(v[0])
    if op == "sqrt":
        return np.sqrt(v[0])
    if op == "rsqrt":
        return 1.0 / np.sqrt(v[0])
    if op == "rcp":
        return 1.0 / v[0]
    if op == "ex2":
        return np.exp2(v[0])
    if op == "lg2":
        return np.log2(v[0])
    if op == "sin":
        return np.sin(v[0])
    if op == "cos":
        return np.cos(v[0])
    if op == "tanh":
        return np.tanh(v[0])
    if op == "mov":
        return v[0]
    if op == "selp":
        return np.where(v[2].astype(bool), v[0], v[1])
    if op == "copysign":
        return np.copysign(v[1], v[0])
    if op == "testp":
        return np.isfinite(v[0])
    raise NotImplementedError(op)


def _cvt(instr: Instruction, x):
    types = [m for m in instr.modifiers if m in TYPES]
    dst = types[0] if types else "b32"
    src = types[1] if len(types) > 1 else dst
    dk, db = TYPES[dst]
    sk, sb = TYPES[src]
    if sk != "f":
        x = norm_int(x, "s" if sk == "s" else "u", sb)
    x = np.asarray(x)
    if dk == "f":
        return x.astype(np.float64)
    if sk == "f":
        mods = instr.modifiers
        xf = np.nan_to_num(x.astype(np.float64))
        if "rni" in mods:
            xf = np.rint(xf)
        elif "rmi" in mods:
            xf = np.floor(xf)
        elif "rpi" in mods:
            xf = np.ceil(xf)
        else:
            xf = np.trunc(xf)
        lo, hi = (-(2.0 ** (db - 1)), 2.0 ** (db - 1) - 1) if dk == "s" else (0.0, 2.0 ** db - 1)
        return np.clip(xf, lo, min(hi, 2.0 ** 62)).astype(np.int64)  # saturating, as PTX
    return norm_int(x, "s" if dk == "s" else "u", db)

"""PTX text -> ``PtxModule``: the PTX front end.

A line-oriented reader for the PTX that nvcc emits (PTX ISA 7.x-9.x [ptx-isa]): module
directives, ``.entry`` kernels with parameters, ``.reg`` / ``.shared`` /
``.local`` declarations, labels, and instructions with guard predicates
(``@%p`` / ``@!%p``), dotted modifiers and typed operands, vector operands
``{%r1, %r2}`` and address operands ``[%rd1+8]``.  ``.func`` bodies (device
functions that were not inlined) are skipped: calls are counted but not followed.
"""

from __future__ import annotations

import re
import struct

from .cfg import build_blocks, build_cfg
from .ir import TYPES, Address, Immediate, Instruction, Operand, Param, PtxKernel, PtxModule, Register, SharedVar, Special, Symbol, Vector
from .names import source_params
from .resources import estimate_registers


class PtxParseError(ValueError):
    """Malformed PTX; the message names the line."""


_SPECIAL_BASES = {"tid", "ntid", "ctaid", "nctaid", "laneid", "warpid", "nwarpid", "smid",
                  "nsmid", "gridid", "clock", "clock64", "lanemask_eq", "lanemask_lt",
                  "lanemask_le", "lanemask_gt", "lanemask_ge", "globaltimer", "dynamic_smem_size",
                  "total_smem_size", "envreg"}
_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_ENTRY = re.compile(r"\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)\s*\(?", re.S)
_LABEL = re.compile(r"^\s*([\w$.]+)\s*:(?!:)")
_ARRAY = re.compile(r"^([\w$]+)\s*\[\s*(\d*)\s*\]$")
_REG_RANGE = re.compile(r"^(%[\w$]+?)<(\d+)>$")


def parse_ptx(text: str, param_names: dict[str, list] | None = None,
              resources: dict[str, dict] | None = None) -> PtxModule:
    """Parse PTX text.

    ``param_names`` maps kernel -> CUDA source parameter names (PTX keeps only
    ``K_param_0``...), each a name or a (name, is_pointer) pair; ``resources`` maps kernel -> ``{"registers": n,
    "shared_bytes": m}`` from ``ptxas -v``.  Both are optional; without ptxas
    numbers the register count is estimated (see ``resources.estimate_registers``).
    """
    lines = _COMMENTS.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    version = _directive(lines, r"\.version\s+([\d.]+)") or ""
    target = (_directive(lines, r"\.target\s+([\w, ]+)") or "").split(",")[0].strip()
    address_size = int(_directive(lines, r"\.address_size\s+(\d+)") or 64)
    kernels: dict[str, PtxKernel] = {}
    pos = 0
    while True:
        m = _ENTRY.search(lines, pos)
        if not m:
            break
        kind, name = m.group(1), m.group(2)
        body_open = lines.find("{", m.end())
        header_close = lines.rfind(")", m.end(), body_open) if kind == "entry" else -1
        if body_open < 0 or (lines.find(";", m.end(), body_open) >= 0 and kind == "func"):
            pos = m.end()  # a prototype without a body
            continue
        body_close = _matching_brace(lines, body_open)
        if kind == "entry":
            param_text = lines[m.end():header_close] if header_close > m.end() else ""
            first_line = lines.count("\n", 0, body_open) + 1
            kernels[name] = _parse_kernel(name, param_text, lines[body_open + 1:body_close], first_line,
                                          source_params(param_names or {}, name), (resources or {}).get(name), target)
        pos = body_close + 1
    return PtxModule(version=version, target=target, address_size=address_size, kernels=kernels)


def _directive(text: str, pattern: str) -> str | None:
    m = re.search(pattern, text)
    return m.group(1) if m else None


def _matching_brace(text: str, open_pos: int) -> int:
    depth = 0
    for i in range(open_pos, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    raise PtxParseError(f"line {text.count(chr(10), 0, open_pos) + 1}: unbalanced '{{'")


def _parse_params(text: str, names: list[str] | None) -> tuple[Param, ...]:
    params: list[Param] = []
    offset = 0
    for k, decl in enumerate(p.strip() for p in text.split(",") if p.strip()):
        tokens = decl.replace(".param", "").split()
        dtype = next((t[1:] for t in tokens if t.startswith(".") and t[1:] in TYPES), "b8")
        align_m = re.search(r"\.align\s+(\d+)", decl)
        pname = tokens[-1]
        count = 1
        arr = _ARRAY.match(pname)
        if arr:
            pname, count = arr.group(1), int(arr.group(2) or 1)
        size = max(TYPES[dtype][1] // 8, 1) * count
        align = int(align_m.group(1)) if align_m else size
        offset = -(-offset // align) * align
        src = names[k] if names and k < len(names) else None
        ptr = None
        if isinstance(src, tuple):
            src, ptr = src
        params.append(Param(ptx_name=pname, dtype=dtype, offset_bytes=offset, size_bytes=size,
                            source_name=src, is_pointer=ptr))
        offset += size
    return tuple(params)


def _parse_kernel(name: str, param_text: str, body: str, first_line: int,
                  names: list[str] | None, res: dict | None, target: str) -> PtxKernel:
    params = _parse_params(param_text, names)
    reg_decls: dict[str, tuple[str, int]] = {}
    shared: list[SharedVar] = []
    local_bytes = 0
    instructions: list[Instruction] = []
    labels: dict[str, int] = {}
    line_no = first_line
    for raw_stmt in body.split(";"):
        stmt_line = line_no + raw_stmt[:len(raw_stmt) - len(raw_stmt.lstrip())].count("\n")
        stmt = raw_stmt
        line_no += raw_stmt.count("\n")
        while True:  # leading labels ("$L__BB0_4:")
            m = _LABEL.match(stmt)
            if not m or m.group(1).startswith("%"):
                break
            labels[m.group(1)] = len(instructions)
            stmt = stmt[m.end():]
        stmt = " ".join(stmt.split())
        if not stmt or stmt in ("{", "}"):
            continue
        stmt = stmt.strip("{} ")
        if not stmt:
            continue
        if stmt.startswith(".reg"):
            _parse_reg(stmt, reg_decls)
        elif stmt.startswith(".shared") or stmt.startswith(".local"):
            var = _parse_var(stmt)
            if stmt.startswith(".shared"):
                shared.append(var)
            else:
                local_bytes += var.size_bytes
        elif stmt.startswith("."):
            continue  # .pragma, .loc, .maxntid ...: no effect on the analysis
        else:
            instructions.append(_parse_instruction(stmt, len(instructions), stmt_line))
    instructions_t = tuple(instructions)
    blocks = build_blocks(instructions_t, labels)
    cfg = build_cfg(instructions_t, labels, blocks)
    estimated = estimate_registers(instructions_t, blocks, cfg)
    if res and res.get("registers"):
        registers, source = int(res["registers"]), "ptxas"
    else:
        registers, source = estimated, "estimate"
    return PtxKernel(name=name, params=params, reg_decls=reg_decls, shared=tuple(shared),
                     local_bytes=local_bytes, instructions=instructions_t, labels=labels,
                     blocks=blocks, cfg=cfg, loops=cfg.loops, registers=registers,
                     registers_source=source, estimated_registers=estimated, target=target)


def _parse_reg(stmt: str, out: dict[str, tuple[str, int]]) -> None:
    tokens = stmt.replace(",", " ").split()
    dtype = next((t[1:] for t in tokens[1:] if t.startswith(".") and t[1:] in TYPES), "b32")
    for tok in tokens[1:]:
        if not tok.startswith("%"):
            continue
        m = _REG_RANGE.match(tok)
        out[m.group(1) if m else tok] = (dtype, int(m.group(2)) if m else 1)


def _parse_var(stmt: str) -> SharedVar:
    tokens = stmt.split()
    dtype = next((t[1:] for t in tokens if t.startswith(".") and t[1:] in TYPES), "b8")
    align_m = re.search(r"\.align\s+(\d+)", stmt)
    decl = stmt.split()[-1]
    arr = re.match(r"^([\w$]+)((?:\[\d*\])*)$", decl)
    if not arr:
        raise PtxParseError(f"cannot read declaration {stmt!r}")
    count = 1
    for dim in re.findall(r"\[(\d*)\]", arr.group(2)):
        count *= int(dim or 0)
    elem = max(TYPES[dtype][1] // 8, 1)
    return SharedVar(name=arr.group(1), dtype=dtype, size_bytes=elem * count,
                     align=int(align_m.group(1)) if align_m else elem)


def _split_operands(text: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def _parse_instruction(stmt: str, pc: int, line: int) -> Instruction:
    guard, negated = None, False
    if stmt.startswith("@"):
        head, _, stmt = stmt.partition(" ")
        negated = head.startswith("@!")
        guard = head[2:] if negated else head[1:]
        stmt = stmt.strip()
    op_text, _, rest = stmt.partition(" ")
    parts = op_text.split(".")
    operands = tuple(_parse_operand(o) for o in _split_operands(rest)) if rest.strip() else ()
    return Instruction(pc=pc, opcode=parts[0], modifiers=tuple(p for p in parts[1:] if p),
                       operands=operands, guard=guard, guard_negated=negated, line=line)


def _parse_operand(text: str) -> Operand:
    text = text.strip()
    if text.startswith("["):
        inner = text[1:-1].replace(" ", "")
        m = re.match(r"^([^+\-]*)(?:\+?(-?\d+|-?0x[0-9a-fA-F]+))?$", inner)
        if not m:
            raise PtxParseError(f"cannot read address operand {text!r}")
        base_txt, off = m.group(1), m.group(2)
        base = None
        if base_txt:
            base = Register(base_txt) if base_txt.startswith("%") else Symbol(base_txt)
        elif off is None:
            off = inner
        return Address(base=base, offset_bytes=int(off, 0) if off else 0)
    if text.startswith("{"):
        return Vector(tuple(_parse_operand(t) for t in _split_operands(text[1:-1])))  # type: ignore[misc]
    if text.startswith("%"):
        base = text[1:].split(".")[0]
        return Special(text) if base in _SPECIAL_BASES else Register(text)
    if text.startswith("!%"):  # negated predicate source (e.g. in selp/and.pred)
        return Register(text)
    imm = parse_immediate(text)
    return Immediate(imm) if imm is not None else Symbol(text)


def parse_immediate(text: str):
    """Integer / float literal value, or None if ``text`` is not a literal."""
    t = text.strip()
    neg = t.startswith("-")
    body = t[1:] if neg else t
    try:
        if body[:2] in ("0f", "0F") and len(body) == 10:
            val = struct.unpack(">f", bytes.fromhex(body[2:]))[0]
        elif body[:2] in ("0d", "0D") and len(body) == 18:
            val = struct.unpack(">d", bytes.fromhex(body[2:]))[0]
        elif body[:2] in ("0x", "0X"):
            val = int(body.rstrip("Uu"), 16)
        elif re.fullmatch(r"\d+[Uu]?", body):
            val = int(body.rstrip("Uu"))
        elif re.fullmatch(r"\d*\.\d*(e[+-]?\d+)?|\d+e[+-]?\d+", body):
            val = float(body)
        else:
            return None
    except ValueError:
        return None
    return -val if neg else val

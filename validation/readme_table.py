"""The table a validation script keeps in its folder's README, between two marker lines (and the CSV an extraction
script writes).

    python validation/<set>/<script>.py --readme write   # put the script's table between the markers
    python validation/<set>/<script>.py --readme check   # exit 1 where the README holds another table

The scripts import this after putting the checkout on ``sys.path`` (``from validation.readme_table import
write_or_check``); a test reruns each ``--readme check``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from advisor.files import write_atomic


def with_table(text: str, begin: str, end: str, table: str) -> str:
    """``text`` with ``table`` between the lines ``begin`` and ``end`` (the markers stay)."""
    head, rest = text.split(begin, 1)
    return f"{head}{begin}\n{table.rstrip(chr(10))}\n{end}{rest.split(end, 1)[1]}"


def write_or_check(readme: Path, begin: str, end: str, table: str, mode: str, script: str) -> int:
    """``mode`` ``write``: the README with the table; ``check``: 0 where it holds it, else 1 and a line saying what to run."""
    current = readme.read_text()
    wanted = with_table(current, begin, end, table)
    if mode == "write":
        if wanted != current:
            write_atomic(readme, wanted)
        return 0
    if wanted != current:
        print(f"{readme} holds another table than {Path(script).name} gives now: run it with --readme write", file=sys.stderr)
        return 1
    return 0


def table_script(argv: list[str] | None, description: str, evaluate: Callable[[], dict], markdown: Callable[[dict], str],
                 readme: Path, begin: str, end: str, script: str) -> int:
    """The command line of a validation script that keeps one table in its README: ``--rows`` prints all of it,
    ``--readme write|check`` as :func:`write_or_check`; neither prints its summary (the table's first block)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--rows", action="store_true", help="print every row (predicted / measured)")
    parser.add_argument("--readme", choices=("write", "check"), help="write the tables into README.md, or check that they are there")
    args = parser.parse_args(argv)
    table = markdown(evaluate())
    if args.readme:
        return write_or_check(readme, begin, end, table, args.readme, script)
    print(table if args.rows else table.split("\n\n")[0])
    return 0


def extraction_script(description: str, default_out: Path, columns: tuple[str, ...], rows_of: Callable[[Path], list[dict]]) -> int:
    """The command line of an extraction script: ``GIT_DIR`` (a clone of the public set) and ``--out`` (the CSV,
    ``default_out`` by default); the rows ``rows_of(GIT_DIR)`` written atomically as a CSV of ``columns``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("git_dir", type=Path)
    parser.add_argument("--out", type=Path, default=default_out)
    args = parser.parse_args()
    rows = rows_of(args.git_dir)
    write_atomic(args.out, ",".join(columns) + "\n" + "".join(",".join(str(row[c]) for c in columns) + "\n" for row in rows))
    print(f"wrote {args.out}: {len(rows)} rows", file=sys.stderr)
    return 0

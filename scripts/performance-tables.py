#!/usr/bin/env python3
"""Writes hexbench's figures into the Performance article, or checks them.

    swift run -c release hexbench --json figures.json
    python3 scripts/performance-tables.py figures.json          # rewrite the table
    python3 scripts/performance-tables.py --check quick.json    # CI: rows and targets only

The table lies between the BEGIN and END markers below in
Sources/HexCore/HexCore.docc/Performance.md (or the file given with
--doc). Writing replaces it with one row per row of the JSON file, stamped
with the commit checked out, the date of the JSON file and the instruction
set hexbench reported. --check fails unless the table lists exactly the
rows (ids) and targets of the JSON file, which may come from a --quick run:
the rows a quick run skips count as listed. Timings are never checked.
"""
import datetime
import json
import os
import subprocess
import sys

BEGIN = "<!-- hexbench table: written by scripts/performance-tables.py; do not edit by hand -->"
END = "<!-- end of the hexbench table -->"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Sources", "HexCore", "HexCore.docc", "Performance.md")
HEADER = "| id | workload | median | baseline, same run | /floor | target | met | note |"


def cell(text):
    return str(text).replace("|", "\\|")


def number(value):
    if value is None:
        return "–"
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 0.1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def table(figures, commit, date):
    kind = "a --quick run" if figures["quick"] else "a full run"
    lines = [
        BEGIN,
        "",
        f"Commit {commit}, measured {date} (UTC), {kind}; instruction set: "
        f"{figures.get('instructionSet', 'not recorded')}.",
        "",
        HEADER,
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in figures["rows"]:
        unit = row["unit"]
        baseline = "–"
        if row.get("baselineMedian") is not None:
            baseline = f"{number(row['baselineMedian'])} {unit} ({row['speedup']:.2f}× ours)"
        floor = "–" if row.get("floorRatio") is None else f"{row['floorRatio']:.2f}×"
        met = {True: "yes", False: "no", None: "–"}[row.get("met")]
        lines.append(
            f"| {cell(row['id'])} | {cell(row['workload'])} | {number(row['median'])} {cell(unit)} "
            f"| {cell(baseline)} | {floor} | {cell(row['target'])} | {met} | {cell(row.get('note', ''))} |")
    lines += ["", END]
    return "\n".join(lines)


def split_cells(line):
    cells, current, escaped = [], "", False
    for ch in line.strip().strip("|"):
        if escaped:
            current += ch
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch == "|":
            cells.append(current.strip())
            current = ""
        else:
            current += ch
    cells.append(current.strip())
    return cells


def listed(text):
    """The (id, target) pairs of the table in `text`."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        sys.exit("performance-tables: no table markers in the article")
    pairs = []
    for line in text[start:end].splitlines():
        if line.startswith("| ") and line != HEADER:
            cells = split_cells(line)
            pairs.append((cells[0], cells[5]))
    return pairs


def main(argv):
    check = "--check" in argv
    argv = [a for a in argv if a != "--check"]
    doc = DOC
    if "--doc" in argv:
        i = argv.index("--doc")
        doc = argv[i + 1]
        del argv[i:i + 2]
    if len(argv) != 1:
        sys.exit(__doc__)
    path = argv[0]
    figures = json.load(open(path))
    text = open(doc).read()
    if check:
        expected = [(r["id"], r["target"]) for r in figures["rows"]]
        expected += [(r["id"], r["target"]) for r in figures.get("skipped", [])]
        found = listed(text)
        missing = sorted(set(expected) - set(found))
        extra = sorted(set(found) - set(expected))
        duplicates = sorted({p for p in found if found.count(p) > 1})
        for label, items in (("not in the table", missing), ("not a hexbench row", extra),
                             ("listed twice", duplicates)):
            for row_id, target in items:
                print(f"performance-tables: {row_id} ({target}): {label}")
        if missing or extra or duplicates:
            print("performance-tables: regenerate with a full `hexbench --json` run and "
                  "scripts/performance-tables.py (see Performance.md)")
            return 1
        print(f"performance-tables: the table lists hexbench's {len(expected)} rows and targets")
        return 0
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.strip()
    changed = subprocess.run(["git", "status", "--porcelain", "--", "Sources", "Package.swift",
                              ":(exclude)Sources/*/*.docc"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.strip()
    if changed:
        commit += " with uncommitted changes"
    date = datetime.datetime.fromtimestamp(os.path.getmtime(path), datetime.timezone.utc).strftime("%Y-%m-%d")
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        sys.exit("performance-tables: no table markers in the article")
    text = text[:start] + table(figures, commit, date) + text[end + len(END):]
    open(doc, "w").write(text)
    print(f"performance-tables: wrote {len(figures['rows'])} rows into {os.path.relpath(doc, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

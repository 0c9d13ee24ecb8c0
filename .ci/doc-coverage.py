"""Documentation coverage over Swift symbol graphs.

Counts every public symbol declared in our own sources (symbols that carry a
source location; members inherited from standard-library protocols do not)
and fails unless each has a doc comment.
"""
import json
import sys

total = 0
missing = []
for path in sys.argv[1:]:
    graph = json.load(open(path))
    module = graph["module"]["name"]
    own = [s for s in graph["symbols"]
           if "location" in s and s["accessLevel"] in ("public", "open")]
    undocumented = [module + "." + ".".join(s["pathComponents"])
                    for s in own if not s.get("docComment")]
    print(f"{module}: {len(own) - len(undocumented)}/{len(own)} public symbols documented")
    total += len(own)
    missing += undocumented

covered = total - len(missing)
print(f"documentation coverage: {covered}/{total} = {100.0 * covered / max(total, 1):.1f}%")
for name in missing:
    print("undocumented:", name)
sys.exit(1 if missing else 0)

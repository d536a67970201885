#!/usr/bin/env python3
"""Measures how well tourc's first diagnostic points at an author's one-edit mistake.

Each case in cases.json applies one edit to a copy of tours/ (`find` must occur exactly once in
the app file; it becomes `replace`). The character `‸` in `replace` (or in `at_find`, text of the
edited file) marks where the first error should point; it is removed before the check. `fix`
lists texts of which at least one must appear in the first error's message, notes, suggestions,
labels or fix (what an author reads in the human format).

Prints, over all cases, the three figures of issue 15's "Done when":
  exact  the first error is in the edited file at exactly the marked line and column
  one    tourc reports exactly one error for the mistake (warnings are not counted)
  fix    the first error carries one of the expected fixes
and with --verbose each failing case. Exit status 0 (the figures are a report, not a gate).

Usage: python3 Benchmarks/mistakes/measure.py [--tourc PATH] [--cases FILE] [--verbose] [--only ID]

cases.json was written before the diagnostics were improved (its baseline is in
docs/diagnostics-corpus.md); cases-heldout.json was written afterwards, without looking at the
new code's output, to see whether the improvements carry over to mistakes they were not tuned on.
"""
import json, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MARK = "‸"


def location(text, index):
    """1-based line and column (in Unicode scalars) of a character index."""
    before = text[:index]
    line = before.count("\n") + 1
    column = index - (before.rfind("\n") + 1) + 1
    return line, column


def main():
    args = sys.argv[1:]
    tourc = os.path.join(ROOT, ".build", "debug", "tourc")
    verbose = "--verbose" in args
    only = None
    if "--tourc" in args:
        tourc = os.path.abspath(args[args.index("--tourc") + 1])
    corpus = "cases.json"
    if "--cases" in args:
        corpus = args[args.index("--cases") + 1]
    if "--only" in args:
        only = args[args.index("--only") + 1]
    cases = json.load(open(os.path.join(HERE, corpus), encoding="utf-8"))
    if only:
        cases = [c for c in cases if c["id"] == only]
    totals = {"exact": 0, "one": 0, "fix": 0}
    by_kind = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            work = os.path.join(tmp, case["id"])
            shutil.copytree(os.path.join(ROOT, "tours"), work)
            path = os.path.join(work, case["file"])
            text = open(path, encoding="utf-8").read()
            if text.count(case["find"]) != 1:
                sys.exit(f"{case['id']}: `find` occurs {text.count(case['find'])} times in {case['file']}")
            replace = case["replace"]
            start = text.index(case["find"])
            if "at_find" in case:
                replace = replace.replace(MARK, "")
                edited = text[:start] + replace + text[start + len(case["find"]):]
                anchor = case["at_find"]
                plain = anchor.replace(MARK, "")
                if edited.count(plain) != 1:
                    sys.exit(f"{case['id']}: `at_find` occurs {edited.count(plain)} times")
                expected = location(edited, edited.index(plain) + anchor.index(MARK))
            else:
                if replace.count(MARK) != 1:
                    sys.exit(f"{case['id']}: `replace` needs exactly one {MARK}")
                expected = location(text[:start] + replace, start + replace.index(MARK))
                edited = text[:start] + replace.replace(MARK, "") + text[start + len(case["find"]):]
            with open(path, "w", encoding="utf-8") as f:
                f.write(edited)
            run = subprocess.run([tourc, "check", work, "--diagnostics-format", "json", "--max-errors", "0"],
                                 capture_output=True, text=True)
            diagnostics = [json.loads(l) for l in run.stdout.splitlines() if l.startswith("{")]
            errors = [d for d in diagnostics if d.get("severity") == "error"]
            first = errors[0] if errors else None
            got_file = os.path.relpath(first["file"], work) if first and first.get("file") else None
            got = (first.get("line"), first.get("column")) if first else None
            exact = bool(first) and got_file == case["file"] and got == expected
            one = len(errors) == 1
            said = ""
            if first:
                said = "\n".join([first.get("message", "")] + first.get("notes", []) + first.get("suggestions", [])
                                 + [l.get("message", "") for l in first.get("labels", [])]
                                 + ([first["fix"].get("replacement", ""), first["fix"].get("message", "")]
                                    if first.get("fix") else []))
            fix = any(k in said for k in case["fix"])
            kind = by_kind.setdefault(case["kind"], {"n": 0, "exact": 0, "one": 0, "fix": 0})
            kind["n"] += 1
            for name, ok in (("exact", exact), ("one", one), ("fix", fix)):
                totals[name] += ok
                kind[name] += ok
            if verbose and not (exact and one and fix):
                print(f"--- {case['id']} ({case['kind']}): expected {case['file']}:{expected[0]}:{expected[1]}"
                      f" fix {case['fix']}; exact={exact} one={one} fix={fix} errors={len(errors)} status={run.returncode}")
                for d in errors[:4]:
                    print(f"    {d.get('code')} {os.path.relpath(d['file'], work) if d.get('file') else None}:"
                          f"{d.get('line')}:{d.get('column')} {d.get('message')}"
                          + (f" | suggestions {d['suggestions']}" if d.get('suggestions') else "")
                          + (f" | notes {d['notes']}" if d.get('notes') else ""))
            shutil.rmtree(work)
    n = len(cases)
    for name, kind in sorted(by_kind.items()):
        print(f"{name:7} {kind['n']:3} cases: exact {kind['exact']:3}  one {kind['one']:3}  fix {kind['fix']:3}")
    for name in ("exact", "one", "fix"):
        print(f"{name:5} {totals[name]}/{n} = {100.0 * totals[name] / n:.1f} %")


if __name__ == "__main__":
    main()

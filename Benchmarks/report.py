#!/usr/bin/env python3
"""Writes docs/performance.md from the measurements run.sh left in Benchmarks/out/res.

    python3 Benchmarks/report.py Benchmarks/out/res docs/performance.md

Every number in the report comes from a file in the results folder; a
measurement that run.sh marked n/a is printed as "n/a (not available: ...)".
"""
import os
import sys


def load(folder):
    res = {}
    for name in os.listdir(folder):
        d = {}
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            for line in f:
                if "=" in line:
                    k, v = line.rstrip("\n").split("=", 1)
                    d[k] = v
        res[name] = d
    return res


def secs(v):
    v = float(v)
    if v < 1:
        return "%.1f ms" % (v * 1000)
    return "%.2f s" % v


def mb(kb):
    return "%.1f MB" % (int(kb) / 1024) if kb else "n/a"


class Report:
    def __init__(self, res):
        self.res = res
        self.meta = res.get("_meta", {})

    def ok(self, key):
        return self.res.get(key, {}).get("status") == "ok"

    def get(self, key, field):
        return self.res.get(key, {}).get(field)

    def na(self, key):
        r = self.res.get(key, {}).get("reason", "not measured")
        return "n/a (not available: %s)" % r

    def ratio(self, num, den, field="median"):
        if self.ok(num) and self.ok(den) and self.get(num, field) and self.get(den, field):
            return float(self.get(num, field)) / float(self.get(den, field))
        return None

    def row(self, label, key, ratio_to=None, ratio_label=""):
        if not self.ok(key):
            return "| %s | %s | | | | |" % (label, self.na(key))
        d = self.res[key]
        wall = secs(d["median"])
        if d.get("stddev") and int(d.get("runs", "1")) > 1:
            wall += " ± %s" % secs(d["stddev"]).replace(" ", "\u00a0")
        cpu = secs(d["cpu"]) if d.get("cpu") else ""
        r = ""
        if ratio_to == key:
            r = "1.00× %s" % ratio_label
        elif ratio_to:
            x = self.ratio(key, ratio_to)
            c = self.ratio(key, ratio_to, "cpu")
            if x is None:
                r = "n/a (reference not available)"
            else:
                r = "%.2f× %s" % (x, ratio_label)
                if c is not None:
                    r += " (CPU: %.2f×)" % c
        return "| %s | %s | %s | %s | %s | %s |" % (label, wall, cpu, d.get("runs", ""), mb(d.get("rss_kb")), r)

    def target(self, text, value, limit, fmt="%.2f×", cpu=None):
        if value is None:
            return "| %s | n/a | not measurable yet |" % text
        shown = fmt % value
        if cpu is not None:
            shown += " wall, %s CPU" % (fmt % cpu)
        return "| %s | %s | %s |" % (text, shown, "met" if value <= limit else "not met")


def runtime_section(rp, w):
    """TourKitRuntime's figures (Benchmarks/runtime, issue 14): medians inside one process."""
    w("## Runtime (TourKitRuntime)")
    w("")
    if not rp.ok("runtime"):
        w(rp.na("runtime"))
        w("")
        return
    d = rp.res["runtime"]
    w("`Benchmarks/runtime` (RuntimeBench), a separate package linking the TourKit and TourKitRuntime")
    w("products as an app does. Each figure is the median of %s rounds inside one process (a static" % d.get("rounds", "?"))
    w("table's first touch is one sample: it can happen once per process). Load average %s at its start, %s at its end."
      % (d.get("load_start", "?"), d.get("load_end", "?")))
    if d.get("note"):
        w("")
        w(d["note"])
    w("")
    w("Command: `%s`" % d.get("cmd", "?"))
    w("")
    w("| Measurement | Median | What |")
    w("|---|---|---|")
    i = 0
    while ("line%d" % i) in d:
        name, value, what = (d["line%d" % i].split("|", 2) + ["", ""])[:3]
        w("| %s | %s | %s |" % (name, value, what))
        i += 1
    w("")


def main():
    folder, doc = sys.argv[1], sys.argv[2]
    res = load(folder)
    rp = Report(res)
    m = rp.meta
    L = []
    w = L.append
    w("# Performance")
    w("")
    w("Measured by `bash Benchmarks/run.sh` (the `make bench` target). This file is written by")
    w("`Benchmarks/report.py` from that run; do not edit the numbers by hand. Re-run the script to refresh it.")
    w("What the numbers mean, stage by stage, is in [performance-notes.md](performance-notes.md).")
    w("")
    w("## Machine and run")
    w("")
    w("| | |")
    w("|---|---|")
    w("| Date | %s |" % m.get("date", "?"))
    dirty = " (with uncommitted changes)" if m.get("dirty") == "yes" else ""
    w("| tourc commit | `%s` on `%s`%s, `tourc --version`: %s |" % (m.get("commit"), m.get("branch"), dirty, m.get("tourc_version")))
    if m.get("note"):
        w("| What was built | %s |" % m.get("note"))
    w("| CPU | %s, nproc = %s |" % (m.get("cpu"), m.get("nproc")))
    w("| Memory | %s |" % m.get("mem"))
    w("| OS | %s |" % m.get("os"))
    w("| Toolchain | %s; libyaml %s |" % (m.get("swift"), m.get("libyaml")))
    w("| Timing | %s; peak RSS from GNU time `%%M` |" % m.get("hyperfine"))
    w("| check-jsonschema | %s |" % m.get("check_jsonschema", "not installed"))
    w("| Load average (1/5/15 min) | %s at start, %s at end |" % (m.get("load_start"), m.get("load_end")))
    w("| Corpus (a) | %s (scale %s, seed %s) |" % (m.get("corpus_a", "n/a"), m.get("scale"), m.get("seed")))
    w("| Corpus (b) | %s |" % m.get("corpus_b", "n/a (no bundled tours/ to template from)"))
    w("| Corpus (b) at 2N | %s |" % m.get("corpus_b2", "n/a"))
    w("| Corpus (c) | %s |" % m.get("corpus_c", "n/a (no bundled tours/ to copy)"))
    w("| Corpus (l) | %s |" % m.get("corpus_l", "n/a"))
    w("| Rounds | %s per command (start-up sized: %s; check-jsonschema: %s; swiftc -typecheck: 3), after one untimed probe run |"
      % (m.get("runs"), m.get("fast_runs"), m.get("slow_runs")))
    w("| Whole run | %s s |" % m.get("elapsed", "?"))
    w("")
    w("## Results")
    w("")
    w("Wall time is the median over the rounds (± standard deviation); CPU is the mean user + system time,")
    w("which is what counts on a busy machine and shows how much of the work ran on the second core.")
    w("")
    w("| Measurement | Median wall | CPU (user+sys) | Rounds | Peak RSS | Ratio |")
    w("|---|---|---|---|---|---|")
    w(rp.row("libyaml floor, corpus (a)", "floor_a", "floor_a", "(reference)"))
    w(rp.row("libyaml floor, corpus (a), 2 processes (`xargs -P2`), for reference", "floor_a2", "floor_a", "of floor (a)"))
    w(rp.row("`tourc validate --schema`, corpus (a)", "validate", "floor_a", "of floor (a)"))
    w(rp.row("check-jsonschema, corpus (a)", "cjs", "floor_a", "of floor (a)"))
    w(rp.row("libyaml floor, corpus (b)", "floor_b", "floor_b", "(reference)"))
    w(rp.row("`tourc build`, corpus (b), empty output", "build", "floor_b", "of floor (b)"))
    w(rp.row("`tourc build`, corpus (b), no-op rebuild", "noop", "floor_b", "of floor (b)"))
    w(rp.row("libyaml floor, corpus (c) (200 apps: tours, registries, catalogs)", "floor_c", "floor_c", "(reference)"))
    w(rp.row("libyaml floor, corpus (c), the YAML files only", "floor_c_yaml", "floor_c", "of floor (c)"))
    w(rp.row("`tourc build`, corpus (c), empty output on tmpfs", "build_c", "floor_c", "of floor (c)"))
    w(rp.row("`tourc build`, corpus (c), empty output on disk, nothing deleted in the last 30 s", "build_c_disk", "floor_c", "of floor (c)"))
    w(rp.row("`tourc build`, corpus (c), on disk, the previous output deleted right before each round", "build_c_rm", "floor_c", "of floor (c)"))
    w(rp.row("libyaml floor, corpus (l) (64 languages: tours, registries, catalogs)", "floor_l", "floor_l", "(reference)"))
    w(rp.row("`tourc check`, corpus (l)", "check_l", "floor_l", "of floor (l)"))
    w(rp.row("`tourc build`, corpus (l), empty output", "build_l", "floor_l", "of floor (l)"))
    w(rp.row("hello-world Swift process (Foundation)", "hello", "hello", "(reference)"))
    w(rp.row("hello-world, runtime linked statically (`-static-stdlib`), for reference", "hello_static", "hello", "of hello"))
    w(rp.row("`tourc check tours/` (without its scenario files)", "check", "hello", "of hello"))
    w(rp.row("`tourc build`, corpus (b) at 2N, empty output (1 run)", "build2", None))
    w(rp.row("`swiftc -typecheck` generated Swift, N", "typecheck1", "typecheck1", "(reference)"))
    w(rp.row("`swiftc -typecheck` generated Swift, 4N", "typecheck4", "typecheck1", "of N"))
    w("")
    notes = []
    if rp.ok("validate") and rp.ok("cjs"):
        notes.append("`tourc validate` takes %.3f× the time of check-jsonschema on the same files and schema"
                     " (check-jsonschema takes %.1f× tourc's)." % (rp.ratio("validate", "cjs"), rp.ratio("cjs", "validate")))
    if rp.get("build", "outputs"):
        notes.append("Build output (corpus (b)): %s." % rp.get("build", "outputs"))
    if rp.get("build_c", "outputs"):
        notes.append("Build output (corpus (c)): %s." % rp.get("build_c", "outputs"))
    if rp.get("build_l", "outputs"):
        notes.append("Build output (corpus (l), 64 languages): %s." % rp.get("build_l", "outputs"))
    if rp.get("check_l", "note"):
        notes.append("`tourc check` of corpus (l) is meant to be clean, but: %s" % rp.get("check_l", "note"))
    if rp.get("noop", "wrote"):
        notes.append("No-op rebuild wrote: %s." % rp.get("noop", "wrote"))
    if rp.ok("build") and rp.ok("build2"):
        notes.append("Peak RSS of `tourc build` at 2N / at N: %.2f×." % (int(rp.get("build2", "rss_kb")) / int(rp.get("build", "rss_kb"))))
    for k, n in (("typecheck1", "N"), ("typecheck4", "4N")):
        if rp.get(k, "content"):
            notes.append("Type-check input at %s: %s." % (n, rp.get(k, "content")))
    if notes:
        w("Notes from this run:")
        w("")
        for n in notes:
            w("- " + n)
        w("")
    if any(rp.ok(k) for k in ("ir_validate", "ir_build", "ir_check")):
        w("## Instruction counts")
        w("")
        w("`valgrind --tool=callgrind` totals over whole processes (all threads), on a slice of each corpus.")
        w("They do not move with the machine's load, so they are the figure to compare between commits; one")
        w("instruction is not one nanosecond, and a ratio of instructions is a ratio of CPU work, not of wall")
        w("time on two cores.")
        w("")
        w("| Measurement | Instructions | Ratio |")
        w("|---|---|---|")
        for label, key, ref in (("libyaml floor, slice of (a)", "ir_floor_a", None),
                                ("`tourc validate --schema`, same files", "ir_validate", "ir_floor_a"),
                                ("libyaml floor, slice of (b)", "ir_floor_b", None),
                                ("`tourc build`, same apps, empty output", "ir_build", "ir_floor_b"),
                                ("libyaml floor, corpus (c), every file the build reads", "ir_floor_c", None),
                                ("libyaml floor, corpus (c), the YAML files only", "ir_floor_c_yaml", "ir_floor_c"),
                                ("`tourc build`, corpus (c), empty output", "ir_build_c", "ir_floor_c"),
                                ("`tourc build`, corpus (c), against the YAML-only floor", "ir_build_c", "ir_floor_c_yaml"),
                                ("libyaml floor, corpus (l), whole", "ir_floor_l", None),
                                ("`tourc check`, corpus (l)", "ir_check_l", "ir_floor_l"),
                                ("`tourc build`, corpus (l), empty output", "ir_build_l", "ir_floor_l"),
                                ("hello-world Swift process", "ir_hello", None),
                                ("hello-world, runtime linked statically", "ir_hello_static", "ir_hello"),
                                ("`tourc check tours/` (without its scenario files)", "ir_check", "ir_hello")):
            if not rp.ok(key):
                w("| %s | %s | |" % (label, rp.na(key)))
                continue
            n = int(rp.get(key, "ir"))
            r = "1.00× (reference)" if ref is None else (
                "%.2f× of %s" % (n / int(rp.get(ref, "ir")), ref.replace("ir_", "")) if rp.ok(ref) else "")
            w("| %s | %s | %s |" % (label, "{:,}".format(n), r))
        w("")
    runtime_section(rp, w)
    w("## Against the targets of issue 6")
    w("")
    w("| Target | Measured | |")
    w("|---|---|---|")
    w(rp.target("`tourc validate` ≤ 1.0× the libyaml floor (≤ 3.0× at the very least)", rp.ratio("validate", "floor_a"), 1.0,
                     cpu=rp.ratio("validate", "floor_a", "cpu")))
    w(rp.target("`tourc build` ≤ 2.0× the floor, both outputs written", rp.ratio("build", "floor_b"), 2.0,
                     cpu=rp.ratio("build", "floor_b", "cpu")))
    w(rp.target("`tourc build` of corpus (c) ≤ 4× the floor in CPU (issue 21; goal 2.5×; floor: every file the build reads; output on tmpfs)", rp.ratio("build_c", "floor_c", "cpu"), 4.0))
    w(rp.target("`tourc build` of corpus (c) on disk, nothing deleted in the last 30 s, ≤ 4× the floor in CPU (for reference: the disk's inode search included)", rp.ratio("build_c_disk", "floor_c", "cpu"), 4.0))
    w(rp.target("`tourc build` of corpus (c) ≤ 4× the floor in instructions (every file the build reads)", rp.ratio("ir_build_c", "ir_floor_c", "ir"), 4.0))
    w(rp.target("`tourc check` of corpus (l) (64 languages) ≤ 2.0× the floor of its files (issue 23: the build target)",
                rp.ratio("check_l", "floor_l"), 2.0, cpu=rp.ratio("check_l", "floor_l", "cpu")))
    w(rp.target("`tourc build` of corpus (l) (64 languages) ≤ 2.0× the floor of its files (issue 23: the build target)",
                rp.ratio("build_l", "floor_l"), 2.0, cpu=rp.ratio("build_l", "floor_l", "cpu")))
    for key, what in (("ir_check_l", "check"), ("ir_build_l", "build")):
        w(rp.target("`tourc %s` of corpus (l) ≤ 4× the floor in instructions (as corpus (c), issue 21)" % what,
                    rp.ratio(key, "ir_floor_l", "ir"), 4.0))
    w(rp.target("`tourc check tours/` (tours and registries) ≤ 1.5× the hello-world process", rp.ratio("check", "hello"), 1.5,
                     cpu=rp.ratio("check", "hello", "cpu")))
    wrote = rp.get("noop", "wrote")
    w("| a no-op rebuild writes nothing | %s | %s |" % (
        wrote or "n/a", ("met" if wrote.startswith("nothing") else "not met") if wrote else "not measurable yet"))
    peak = max([int(rp.get(k, "rss_kb")) for k in ("validate", "build", "noop", "check") if rp.ok(k)] or [0])
    w(rp.target("peak RSS ≤ 64 MB on the corpus (largest tourc process above)", peak / 1024 if peak else None, 64, "%.1f MB"))
    if rp.ok("build") and rp.ok("build2"):
        w(rp.target("peak RSS roughly flat when the corpus doubles (2N / N)",
                    int(rp.get("build2", "rss_kb")) / int(rp.get("build", "rss_kb")), 1.25))
    else:
        w(rp.target("peak RSS roughly flat when the corpus doubles (2N / N)", None, 0))
    w(rp.target("type-check time linear in content (4N / N, linear = 4)", rp.ratio("typecheck4", "typecheck1"), 4.5))
    w("")
    w("\"met\" compares the median wall-clock ratio with the target; the CPU ratio is shown next to it because")
    w("wall time on this shared machine depends on the other jobs running at the time.")
    w("\"met\" for the memory ratio means ≤ 1.25×; for the type-check ratio, ≤ 4.5× (4× is linear).")
    w("")
    w("## Exact commands")
    w("")
    w("Run from the repository root; `<empty dir>` is a fresh folder under `Benchmarks/out/tmp/`.")
    w("File lists are passed in `LC_ALL=C` sorted order.")
    w("")
    w("```sh")
    w(("swift build -c release --product tourc " + m.get("swift_flags", "")).replace(" (none)", "").rstrip())
    w("cc -O2 -o Benchmarks/out/bin/yaml_floor Benchmarks/floor/yaml_floor.c $(pkg-config --cflags --libs yaml-0.1)")
    w("swiftc -O Benchmarks/hello/hello.swift -o Benchmarks/out/bin/hello")
    w("swiftc -O -static-stdlib Benchmarks/hello/hello.swift -o Benchmarks/out/bin/hello-static")
    w("python3 Benchmarks/gen_corpus.py a --out Benchmarks/corpus/a --seed %s --scale %s" % (m.get("seed"), m.get("scale")))
    w("python3 Benchmarks/gen_corpus.py b --out Benchmarks/corpus/b --seed %s --scale %s --tours tours" % (m.get("seed"), m.get("scale")))
    w("python3 Benchmarks/gen_corpus.py c --out Benchmarks/corpus/c --seed %s --tours tours" % m.get("seed"))
    w("python3 Benchmarks/gen_corpus.py l --out Benchmarks/corpus/l --seed %s --tours tours" % m.get("seed"))
    for key in ("floor_a", "floor_a2", "validate", "cjs", "floor_b", "build", "noop", "floor_c", "floor_c_yaml", "build_c", "build_c_disk", "build_c_rm", "floor_l", "check_l", "build_l", "hello", "hello_static", "check", "build2",
                "typecheck1", "typecheck4", "runtime", "ir_floor_a", "ir_validate", "ir_floor_b", "ir_build", "ir_floor_c", "ir_floor_c_yaml", "ir_build_c", "ir_floor_l", "ir_check_l", "ir_build_l",
                "ir_hello", "ir_hello_static", "ir_check"):
        c = rp.get(key, "cmd")
        if c:
            w(c)
    w("```")
    w("")
    w("## How it is measured")
    w("")
    w("- Whole processes, started directly (`hyperfine -N`, no shell in between), output discarded.")
    w("- Before the timed rounds each command runs once untimed under `/usr/bin/time -f %M`: that run is the")
    w("  warm-up (files in the page cache), the peak-RSS sample, and the availability probe. A command that")
    w("  exits non-zero there is reported as n/a with its first line of output, never timed.")
    w("- `tourc validate` must first reject a copy of one corpus file with a schema violation (`priority: 500`),")
    w("  otherwise it is reported n/a: exiting 0 on everything is not validation.")
    w("- The libyaml floor (`Benchmarks/floor/yaml_floor.c`) reads each file whole and runs libyaml's event")
    w("  parser over it, deleting each event: no tree, no validation, one core. It is the cost of reading the")
    w("  YAML at all.")
    w("- The no-op rebuild runs `tourc build` again into the folder the first build filled, and compares a")
    w("  listing of paths, inodes, sizes, mtimes and ctimes taken before and after the timed rounds.")
    w("- The machine is shared (2 cores, several builds at once): wall times are noisy, and the load")
    w("  average is printed above. CPU time is the steadier figure; for tuning use")
    w("  `valgrind --tool=callgrind` instruction counts.")
    w("- The corpus is generated by `Benchmarks/gen_corpus.py` (Python 3 standard library only), seeded and")
    w("  deterministic; see `Benchmarks/README.md`.")
    w("")
    os.makedirs(os.path.dirname(doc) or ".", exist_ok=True)
    with open(doc, "w", encoding="utf-8") as f:
        f.write("\n".join(L))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Deterministic benchmark corpus generator for tourc (Python 3 standard library only).

    python3 Benchmarks/gen_corpus.py a --out Benchmarks/corpus/a [--scale 1] [--seed 42]
    python3 Benchmarks/gen_corpus.py b --out Benchmarks/corpus/b --tours tours [--scale 1] [--seed 42]
    python3 Benchmarks/gen_corpus.py c --out Benchmarks/corpus/c --tours tours
    python3 Benchmarks/gen_corpus.py l --out Benchmarks/corpus/l --tours tours

(a) generic tour-shaped YAML documents for `tourc validate --schema
    Benchmarks/schema/tour-document.schema.json`; scale 1 = 2400 files (~25 MB).
(b) tours in tourc's own language, templated from the bundled tours/ (one
    copy of each real app per synthetic app, with renamed ids and varied
    texts), for `tourc build`; see gen/corpus_b.py.
(c) the bundled apps copied as they are, 40 times, each with its String
    Catalog (200 apps, 1,440 files with the five bundled apps), for `tourc
    build` against the floor on realistic content (issue 21, item 7); see
    gen/corpus_c.py.
(l) the bundled apps with localization in 64 languages, every catalog key
    translated in each (issue 23); see gen/corpus_l.py.

The same arguments always give byte-identical files. Prints one summary line.
"""
import argparse
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gen import corpus_a  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("corpus", choices=["a", "b", "c", "l"])
    p.add_argument("--out", required=True, help="output folder (replaced)")
    p.add_argument("--scale", type=float, default=1.0, help="size factor (default 1)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--tours", default="tours", help="(b, c, l) the bundled tours to template from")
    p.add_argument("--single-app", action="store_true",
                   help="(b) one synthetic app only (for the swiftc -typecheck corpus)")
    p.add_argument("--tours-per-app", type=int, default=None,
                   help="(b) tours per synthetic app (default: from --scale)")
    args = p.parse_args()
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    if args.corpus == "a":
        count, total = corpus_a.generate(args.out, args.scale, args.seed)
    elif args.corpus == "l":
        from gen import corpus_l
        count, total = corpus_l.generate(args.out, args.tours)
    elif args.corpus == "c":
        from gen import corpus_c
        count, total = corpus_c.generate(args.out, args.tours, copies=max(1, round(corpus_c.COPIES * args.scale)))
    else:
        from gen import corpus_b
        count, total = corpus_b.generate(args.out, args.scale, args.seed, args.tours,
                                        single_app=args.single_app, tours_per_app=args.tours_per_app)
    print("corpus %s: %d files, %.1f MB in %s" % (args.corpus, count, total / 1e6, args.out))


if __name__ == "__main__":
    main()

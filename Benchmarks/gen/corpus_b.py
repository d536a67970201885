"""Corpus (b): placeholder until the language lands."""


def generate(out_dir, scale, seed, tours, single_app=False, tours_per_app=None):
    raise SystemExit("corpus (b): the tour language is not available yet")

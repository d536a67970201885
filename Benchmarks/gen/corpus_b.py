"""Corpus (b): tours in tourc's own language, for `tourc build`.

The language is defined by the bundled tours/ and schemas/, and it evolves;
so instead of writing tours from scratch this module templates from the real
bundled apps, changing only what cannot break validity:

- each synthetic app is a faithful copy of one bundled app (`tours/<app>/`),
  with a new app id (`<app>-<copy>`, also the folder name) and display name
  (`<name> <copy>`: it names the generated Swift type);
- each bundled tour is copied into several variants inside the app, each with
  a new tour id (`<id>_v<n>`, also the file name; variant 0 keeps `<id>`) — tour ids are the only ids
  that must be unique per app and that a copy would duplicate;
- every `description:` value gets seeded extra paragraphs (long, non-ASCII:
  accents, CJK, emoji, RTL); descriptions have no length budget, so no
  content lint fires; titles and bodies stay exactly as authored;
- the `# yaml-language-server: $schema=` modeline is repointed at the
  repository's schemas/ from the corpus folder.

The edits are line-based, so the YAML keeps the authors' styles (block and
flow collections, comments, folded and literal scalars).

Scale 1: 4 bundled apps x 25 copies = 100 apps, each bundled tour in 6 variants
(about 2,800 files, 25 MB). `single_app` makes one app with `tours_per_app`
tours (cycling through its bundled tours) for the swiftc -typecheck corpus.
"""

import os
import random
import re

from . import text as T
from .yamlwriter import double_quoted

COPIES_PER_SCALE = 25
VARIANTS = 6

_KEY = re.compile(r"^(?P<indent> *)(?P<dash>- )?(?P<key>description): (?P<value>.*)$")
_BLOCK = re.compile(r"^[|>][-+]?$")
_MODELINE = re.compile(r"^# yaml-language-server: \$schema=(?:\.\./)*(schemas/.*)$")


def _indent(line):
    return len(line) - len(line.lstrip(" "))


def _extra(rng):
    """One to four long paragraphs of mixed-script prose."""
    return [T.paragraph(rng, 4, 10) for _ in range(rng.randint(2, 6))]


def _grow_descriptions(lines, rng):
    """Appends seeded paragraphs to every `description:` whose style allows it safely."""
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _KEY.match(line)
        if not m:
            out.append(line)
            i += 1
            continue
        key_indent = len(m.group("indent")) + (2 if m.group("dash") else 0)
        value = m.group("value").rstrip()
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        continues = nxt.strip() != "" and _indent(nxt) > key_indent
        paras = _extra(rng)
        if _BLOCK.match(value) and continues:
            # Block scalar: new paragraphs after the authored ones, at the content indentation.
            pad = " " * _indent(nxt)
            out.append(line)
            i += 1
            while i < len(lines) and (lines[i].strip() == "" or _indent(lines[i]) > key_indent):
                out.append(lines[i])
                i += 1
            while out and out[-1].strip() == "":
                out.pop()
                i -= 1
            for p in paras:
                out.append("")
                out.append(pad + p)
            continue
        if value.startswith('"') and value.endswith('"') and not value.endswith('\\"') and len(value) > 1 \
                and not continues:
            added = double_quoted("\n\n" + "\n\n".join(paras))[1:-1]
            out.append(line[: len(line) - len(m.group("value"))] + value[:-1] + added + '"')
            i += 1
            continue
        if value and value[0] not in "\"'|>&*!{[#" and " #" not in value and not continues:
            # Plain one-line scalar: the same text as the first paragraph of a folded block.
            pad = " " * (key_indent + 2)
            out.append(line[: len(line) - len(m.group("value"))] + ">-")
            out.append(pad + value)
            for p in paras:
                out.append("")
                out.append(pad + p)
            i += 1
            continue
        out.append(line)
        i += 1
    return out


def _rename(line, suffix):
    """`name: X` -> `name: X<suffix>`, in whichever of the one-line styles X is written."""
    m = re.match(r"^name: (.*?)\s*$", line)
    value = m.group(1)
    if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
        return "name: " + value[:-1] + suffix + value[-1]
    if value and value[0] not in "|>&*!{[#" and " #" not in value:
        return "name: " + value + suffix
    raise SystemExit("corpus (b): cannot rename the app's `name: %s`" % value)


def _rewrite(text, rng, new_id, modeline_prefix, name_suffix=None):
    lines = text.split("\n")
    replaced = False
    renamed = name_suffix is None
    for n, line in enumerate(lines):
        m = _MODELINE.match(line)
        if m:
            lines[n] = "# yaml-language-server: $schema=" + modeline_prefix + m.group(1)
        elif not replaced and re.match(r"^id: \S+\s*$", line):
            lines[n] = "id: " + new_id
            replaced = True
        elif not renamed and line.startswith("name: "):
            # The app's display name names its generated Swift type, so copies need their own.
            lines[n] = _rename(line, name_suffix)
            renamed = True
    if not replaced:
        raise SystemExit("corpus (b): no top-level `id:` line to rename in a template file")
    return "\n".join(_grow_descriptions(lines, rng))


def _templates(tours):
    apps = []
    for name in sorted(os.listdir(tours)):
        folder = os.path.join(tours, name)
        if not os.path.isfile(os.path.join(folder, "app.yaml")):
            continue
        files = sorted(f for f in os.listdir(folder) if f.endswith(".yaml") and f != "app.yaml")
        with open(os.path.join(folder, "app.yaml"), encoding="utf-8") as f:
            registry = f.read()
        tour_texts = []
        for fname in files:
            with open(os.path.join(folder, fname), encoding="utf-8") as f:
                tour_texts.append((fname[:-5], f.read()))
        apps.append((name, registry, tour_texts))
    if not apps:
        raise SystemExit("corpus (b): no app folders with app.yaml under %s" % tours)
    return apps


def _write(path, text):
    data = text.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


def _make_app(out_dir, template, app_id, tour_ids, seed, modeline_prefix):
    """Writes one synthetic app; tour_ids is a list of (template index, new id)."""
    name, registry, tours = template
    folder = os.path.join(out_dir, app_id)
    os.makedirs(folder)
    rng = random.Random("%d/%s/app" % (seed, app_id))
    suffix = " " + app_id[len(name) + 1:].upper()
    total = _write(os.path.join(folder, "app.yaml"), _rewrite(registry, rng, app_id, modeline_prefix, suffix))
    for index, tour_id in tour_ids:
        rng = random.Random("%d/%s/%s" % (seed, app_id, tour_id))
        total += _write(os.path.join(folder, tour_id + ".yaml"),
                        _rewrite(tours[index][1], rng, tour_id, modeline_prefix))
    return 1 + len(tour_ids), total


def _variant_ids(template, n):
    """(template tour index, new id) for n tours; variant 0 keeps the authored id, so any reference to it resolves."""
    tours = template[2]
    if not tours:
        return []
    out = []
    for k in range(n):
        index, variant = k % len(tours), k // len(tours)
        out.append((index, tours[index][0] if variant == 0 else "%s_v%d" % (tours[index][0], variant)))
    return out


def generate(out_dir, scale, seed, tours, single_app=False, tours_per_app=None):
    apps = _templates(tours)
    # From Benchmarks/corpus/<name>/<app>/ back to the repository root.
    depth = len(os.path.normpath(os.path.relpath(out_dir, ".")).split(os.sep)) + 1
    modeline_prefix = "../" * depth
    count = total = 0
    if single_app:
        template = max(apps, key=lambda a: (len(a[2]), a[0]))
        n = tours_per_app or len(template[2]) * VARIANTS
        ids = _variant_ids(template, n)
        return _make_app(out_dir, template, template[0] + "-tc", ids, seed, modeline_prefix)
    copies = max(1, round(COPIES_PER_SCALE * scale))
    for copy in range(copies):
        for template in apps:
            per_app = tours_per_app or len(template[2]) * VARIANTS
            ids = _variant_ids(template, per_app)
            c, t = _make_app(out_dir, template, "%s-%03d" % (template[0], copy), ids, seed, modeline_prefix)
            count += c
            total += t
    return count, total

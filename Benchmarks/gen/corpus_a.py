"""Corpus (a): generic tour-shaped YAML documents for `tourc validate --schema`.

Every document is valid against Benchmarks/schema/tour-document.schema.json
(check-jsonschema confirms it in run.sh). Each file is generated from its own
`random.Random(seed, index)`, so a corpus at scale 2 holds the scale-1 corpus
plus new files, and regenerating gives identical bytes.
"""

import os
import random

from . import text as T
from .yamlwriter import Alias, Anchor, Comment, Flow, IndentlessList, Str, document

FILES_PER_SCALE = 2400
KINDS = ["sheet", "carousel", "spotlight", "intents", "tooltip", "whatsNew"]
ADVANCE = ["next", "tapAnywhere", "tapTarget", "swipe", "longPress", "pinch", "event", "timer"]
POSITIONS = ["above", "below", "leading", "trailing", "center", "automatic"]


def _text_style(rng, long=False):
    if long:
        return rng.choice(["literal", "literal-", "folded", "folded-", "double", "escaped"])
    return rng.choice(["double", "double", "single", "plain", "escaped"])


def _s(rng, text, long=False):
    return Str(text, _text_style(rng, long))


def _maybe_flow(rng, value, p=0.5):
    return Flow(value) if rng.random() < p else value


def _target(rng):
    kind = rng.choice(["view", "view", "tab", "screen", "point", "fullScreen"])
    if kind == "view":
        t = {"kind": "view", "id": T.camel(rng, rng.randint(2, 3))}
    elif kind == "tab":
        t = {"kind": "tab", "index": rng.randint(0, 4)}
    elif kind == "screen":
        t = {"kind": "screen", "name": T.camel(rng)}
    elif kind == "point":
        t = {"kind": "point", "x": round(rng.random(), 3), "y": round(rng.random(), 3)}
    else:
        t = {"kind": "fullScreen"}
    if kind != "fullScreen" and rng.random() < 0.3:
        t["padding"] = rng.randint(0, 24)
    return _maybe_flow(rng, t, 0.6)


def _advance(rng):
    on = rng.choice(ADVANCE)
    a = {"on": on}
    if on == "tapTarget":
        a["target"] = T.camel(rng)
    if on == "swipe":
        a["direction"] = rng.choice(["left", "right", "up", "down"])
    if on == "longPress":
        a["seconds"] = rng.choice([0.5, 0.8, 1.0, 1.5])
    if on == "event":
        a["event"] = T.camel(rng)
    if on == "timer":
        a["seconds"] = rng.choice([1.5, 2.5, 3, 5])
    if rng.random() < 0.4:
        a["label"] = Str(rng.choice(["Next", "Skip", "Done", "Get Started", "Got it", "Weiter \u2192",
                                     "\u6b21\u3078", "Suivant", "\u0627\u0644\u062a\u0627\u0644\u064a"]),
                         _text_style(rng))
    return _maybe_flow(rng, a, 0.5)


def _intent(rng):
    kind = rng.choice(["navigate", "highlight", "showMessage", "showTooltip", "awaitTap", "delay", "awaitNextButton"])
    if kind == "navigate":
        return Flow({"navigate": T.camel(rng)})
    if kind == "highlight":
        return {"highlight": _maybe_flow(rng, {"target": T.camel(rng), "padding": rng.randint(0, 16)})}
    if kind == "showMessage":
        return {"showMessage": {"title": _s(rng, T.title(rng)), "body": _s(rng, T.paragraph(rng, 1, 3), True)}}
    if kind == "showTooltip":
        return {"showTooltip": {"message": _s(rng, T.sentence(rng)), "position": rng.choice(POSITIONS)}}
    if kind == "awaitTap":
        return Flow({"awaitTap": rng.choice(["anywhere", T.camel(rng)])})
    if kind == "delay":
        return Flow({"delay": rng.choice([0.3, 0.5, 1, 1.5, 2])})
    return Flow({"awaitNextButton": True})


def _step(rng, i, theme_alias, access_alias):
    step = {"id": "step-%02d" % i, "title": _s(rng, T.title(rng))}
    if rng.random() < 0.1:
        step["c%d" % i] = Comment("step %d: %s" % (i, T.sentence(rng)))
    step["body"] = _s(rng, T.long_text(rng), True)
    step["icon"] = rng.choice(T.ICONS)
    if rng.random() < 0.8:
        step["target"] = _target(rng)
        step["advance"] = _advance(rng)
    if rng.random() < 0.5:
        items = [_maybe_flow(rng, {"icon": rng.choice(T.ICONS), "text": _s(rng, T.sentence(rng))}, 0.5)
                 for _ in range(rng.randint(1, 5))]
        step["bullets"] = IndentlessList(items) if rng.random() < 0.3 else items
    if rng.random() < 0.3:
        step["intents"] = [_intent(rng) for _ in range(rng.randint(1, 6))]
    step["skippable"] = rng.random() < 0.7
    if rng.random() < 0.3:
        step["delay"] = rng.choice([0, 0.25, 1.5, 2])
    if rng.random() < 0.3:
        step["position"] = rng.choice(POSITIONS)
    if rng.random() < 0.4:
        step["theme"] = Alias(theme_alias)
    if rng.random() < 0.5:
        step["accessibility"] = Alias(access_alias) if rng.random() < 0.5 else {
            "label": _s(rng, T.title(rng)), "hint": _s(rng, T.sentence(rng))}
    if rng.random() < 0.2:
        step["condition"] = rng.choice([None, T.camel(rng), "not " + T.camel(rng)])
    if rng.random() < 0.1:
        step["x-note"] = _s(rng, T.sentence(rng))
    return step


def _trigger(rng):
    on = rng.choice(["firstLaunch", "screen", "event", "update", "manual"])
    t = {"on": on}
    if on == "screen":
        t["screen"] = T.camel(rng)
    elif on == "event":
        t["event"] = T.camel(rng)
        t["delay"] = rng.choice([0, 0.5, 1.5, 2.5])
    elif on == "update":
        t["minVersion"] = "%d.%d" % (rng.randint(1, 9), rng.randint(0, 20))
    elif on == "manual":
        t["entry"] = rng.choice(["settings", "help", "menu"])
    return _maybe_flow(rng, t, 0.5)


def make_document(rng, app, tour):
    theme = {
        "dim": round(rng.uniform(0, 1), 2),
        "cornerRadius": rng.choice([0, 8, 12, 16.5]),
        "background": rng.choice(["blur", "dim", "none"]),
        "haptics": _maybe_flow(rng, {"advance": rng.choice(["light", "medium"]), "complete": "success"}),
        "animation": _maybe_flow(rng, {"duration": rng.choice([0.2, 0.35, 0.5]),
                                       "curve": rng.choice(["easeInOut", "spring", "linear"])}),
    }
    access = {"label": _s(rng, T.title(rng)), "hint": _s(rng, T.sentence(rng))}
    roles = sorted({rng.choice(["admin", "member", "viewer", "guest", "owner"]) for _ in range(3)})
    tags = sorted({rng.choice(T.WORDS) for _ in range(rng.randint(1, 6))})
    doc = {
        "schemaVersion": 1,
        "id": "%s.%s" % (app, tour),
        "app": app,
        "kind": rng.choice(KINDS),
        "title": _s(rng, T.title(rng)),
        "summary": _s(rng, T.paragraph(rng, 1, 3), True),
        "locale": rng.choice(T.LOCALES),
        "version": "%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 20), rng.randint(0, 9)),
        "priority": rng.randint(0, 100),
        "tags": Flow(tags) if rng.random() < 0.6 else tags,
        "roles": Anchor("roles", Flow(roles)),
        "trigger": _trigger(rng),
        "c0": Comment("Shared theme; steps refer to it with *theme."),
        "theme": Anchor("theme", theme),
        "accessibility": Anchor("access", access),
    }
    steps = [_step(rng, i + 1, "theme", "access") for i in range(rng.randint(3, 14))]
    doc["steps"] = IndentlessList(steps) if rng.random() < 0.3 else steps
    doc["analytics"] = _maybe_flow(rng, {
        "started": "%s_started" % tour.replace("-", "_"),
        "completed": "%s_completed" % tour.replace("-", "_"),
        "skipped": "%s_skipped" % tour.replace("-", "_"),
    }, 0.3)
    doc["metadata"] = {
        "estimatedSeconds": rng.randint(10, 600),
        "notes": None if rng.random() < 0.5 else _s(rng, T.paragraph(rng, 1, 2), True),
        "persistenceKeys": Flow(["seen" + T.camel(rng, 1).capitalize(), "has" + T.camel(rng).capitalize()]),
        "flags": _maybe_flow(rng, {T.camel(rng): rng.random() < 0.5 for _ in range(rng.randint(1, 4))}),
        "audience": Alias("roles"),
    }
    return doc


def generate(out_dir, scale, seed):
    count = max(1, round(FILES_PER_SCALE * scale))
    apps = ["%s-%02d" % (T.APP_STEMS[i % len(T.APP_STEMS)], i) for i in range(16)]
    total = 0
    for index in range(count):
        rng = random.Random(seed * 1_000_003 + index)
        app = apps[index % len(apps)]
        tour = "tour-%05d" % index
        doc = make_document(rng, app, tour)
        text = document(doc, ["yaml-language-server: $schema=../../../schema/tour-document.schema.json",
                              "Generated by Benchmarks/gen (seed %d, file %d). Do not edit." % (seed, index)])
        folder = os.path.join(out_dir, app)
        os.makedirs(folder, exist_ok=True)
        data = text.encode("utf-8")
        with open(os.path.join(folder, tour + ".yaml"), "wb") as f:
            f.write(data)
        total += len(data)
    return count, total

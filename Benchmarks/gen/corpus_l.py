"""Corpus (l): the bundled apps in 64 languages, for `tourc check` and `tourc build` with full
catalogs (issue 23: "make bench adds 64 languages x the bundled apps' strings").

Every bundled app with `localization:` is copied as it is (tour files byte for byte, scenario
files left out), its `languages:` becomes the 64 languages of LANGUAGES, and its catalog gets a
translation of every key in each of them. A translation is made from the app's German one (the
source text where there is none), so it has a realistic length and keeps what the checks compare:
the format specifiers (`%@`, `%1$@`, `%%`), the Markdown markers and the link targets stay as
they are. Languages written in the Latin script keep the German text; the others get every letter
moved into their own script (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Bengali, Tamil, Telugu,
Thai, Georgian, Armenian), and Chinese, Japanese and Korean one ideograph or syllable for every
three letters with no spaces (their budget is 0.6 of English, docs/localization.md), so a check
of this corpus gives no warning at all.

Deterministic and seed-free: the same tours/ always give the same bytes.
"""
import json
import os
import re

LANGUAGES = (
    "de fr es it pt pt-BR nl sv da nb fi pl cs sk hu ro bg hr sr sl uk ru el tr ar he fa hi bn ta te mr "
    "th vi id ms fil ja ko zh-Hans zh-Hant ca eu gl et lv lt is ga cy mt sq mk bs ka hy az kk uz ur sw zu "
    "af es-419").split()
assert len(LANGUAGES) == 64

# First code point and size of the letter block each non-Latin script maps letters into.
_SCRIPTS = {
    "cyrillic": (0x0430, 32), "greek": (0x03B1, 25), "arabic": (0x0627, 26), "hebrew": (0x05D0, 27),
    "devanagari": (0x0915, 37), "bengali": (0x0995, 20), "tamil": (0x0B95, 20), "telugu": (0x0C15, 36),
    "thai": (0x0E01, 46), "georgian": (0x10D0, 33), "armenian": (0x0561, 38),
}
_SCRIPT_OF = {
    "bg": "cyrillic", "sr": "cyrillic", "uk": "cyrillic", "ru": "cyrillic", "mk": "cyrillic",
    "kk": "cyrillic", "el": "greek", "ar": "arabic", "fa": "arabic", "ur": "arabic", "he": "hebrew",
    "hi": "devanagari", "mr": "devanagari", "bn": "bengali", "ta": "tamil", "te": "telugu",
    "th": "thai", "ka": "georgian", "hy": "armenian",
}
_DENSE = {"ja": (0x3042, 80), "zh-Hans": (0x4E00, 2000), "zh-Hant": (0x5000, 2000), "ko": (0xAC00, 2000)}

# What a translation must keep: format specifiers, a link's target, a Markdown escape.
_KEEP = re.compile(r"%(?:\d+\$)?(?:@|lld|ld|d|%)|\]\([^)]*\)|\\.")
_WORD = re.compile(r"[^\W\d_]+")


def _letters(text, script):
    base, size = _SCRIPTS[script]
    return _WORD.sub(lambda m: "".join(chr(base + ord(ch) % size) for ch in m.group(0)), text)


def _dense(text, language):
    base, size = _DENSE[language]

    def word(m):
        w = m.group(0)
        return "".join(chr(base + sum(map(ord, w[i:i + 3])) % size) for i in range(0, len(w), 3))
    out = _WORD.sub(word, text)
    # No spaces between words, as these languages write them (a space next to a kept token stays).
    return re.sub(r"(?<=[^\x00-\x7f]) (?=[^\x00-\x7f])", "", out)


def translate(text, language):
    """`text` (German or the source) as the corpus' translation into `language`."""
    if language in _DENSE:
        change = lambda part: _dense(part, language)  # noqa: E731
    elif language in _SCRIPT_OF:
        change = lambda part: _letters(part, _SCRIPT_OF[language])  # noqa: E731
    else:
        return text
    out, last = [], 0
    for m in _KEEP.finditer(text):
        out.append(change(text[last:m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(change(text[last:]))
    return "".join(out)


def _languages_line(text):
    lines = text.split("\n")
    for n, line in enumerate(lines):
        m = re.match(r"^(\s+)languages:\s*\[[^\]]*\]\s*$", line)
        if m:
            lines[n] = m.group(1) + "languages: [" + ", ".join(LANGUAGES) + "]"
            return "\n".join(lines)
    raise SystemExit("corpus (l): no one-line `languages: [...]` in an app.yaml")


def _catalog(data):
    catalog = json.loads(data)
    for entry in catalog["strings"].values():
        local = entry.setdefault("localizations", {})
        base = local.get("de") or local.get(catalog["sourceLanguage"]) or {}
        # A text with plural forms: its `other` form, as one translation (valid for any language).
        unit = base.get("stringUnit") or base.get("variations", {}).get("plural", {}).get("other", {}).get("stringUnit")
        if unit is None:
            continue
        for language in LANGUAGES:
            local[language] = {"stringUnit": {"state": "translated", "value": translate(unit["value"], language)}}
    return json.dumps(catalog, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def generate(out_dir, tours):
    depth = len(os.path.normpath(os.path.relpath(out_dir, ".")).split(os.sep)) + 1
    modeline = re.compile(r"^# yaml-language-server: \$schema=(?:\.\./)+(.*)$", re.M)
    count = total = 0
    for name in sorted(os.listdir(tours)):
        folder = os.path.join(tours, name)
        if not os.path.isfile(os.path.join(folder, "app.yaml")):
            continue
        with open(os.path.join(folder, "app.yaml"), encoding="utf-8") as f:
            registry = f.read()
        if not re.search(r"^localization:", registry, re.M):
            continue
        os.makedirs(os.path.join(out_dir, name))
        for fname in sorted(os.listdir(folder)):
            path = os.path.join(folder, fname)
            if not os.path.isfile(path):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if fname == "app.yaml":
                text = _languages_line(text)
            elif fname.endswith(".xcstrings"):
                text = _catalog(text)
            elif not fname.endswith(".yaml"):
                continue
            text = modeline.sub(lambda m: "# yaml-language-server: $schema=" + "../" * depth + m.group(1), text)
            data = text.encode("utf-8")
            with open(os.path.join(out_dir, name, fname), "wb") as f:
                f.write(data)
            count += 1
            total += len(data)
    if count == 0:
        raise SystemExit("corpus (l): no app with `localization:` under %s" % tours)
    return count, total

"""Deterministic text material for the benchmark corpus.

Everything here is drawn from a `random.Random` that the caller seeds, so the
same seed always gives the same bytes. The sentence pools mix scripts on
purpose: accented Latin, German umlauts and ß, CJK, emoji (outside the BMP),
right-to-left Arabic and Hebrew, so the YAML loaders pay for real UTF-8.
"""

SENTENCES = [
    "Tap the highlighted week to mark it as lived.",
    "Your calendar shows every week of your life as a single square.",
    "Swipe left to see the next phase, or pinch to zoom out to decades.",
    "Long-press a square to add a note that only you can read.",
    "Connect your account to sync logs across all of your devices.",
    "We never share your data; everything stays on this device unless you sign in.",
    "Use the toolbar at the bottom to switch between the map, the list and the settings.",
    "If the target is hidden, scroll until the card comes into view.",
    "This step is optional: skip it now and find it again under Help & Tutorial.",
    "Press \u201cGet Started\u201d when you are ready, or \u201cSkip\u201d to explore on your own.",
    "Bienvenue\u00a0! Touchez la carte pour d\u00e9couvrir les fonctionnalit\u00e9s.",
    "L\u2019\u00e9t\u00e9 dernier, nous avons ajout\u00e9 une nouvelle fa\u00e7on de planifier vos s\u00e9ances.",
    "Cr\u00e9ez un rep\u00e8re et partagez-le avec votre \u00e9quipe en un seul geste.",
    "Gr\u00fc\u00dfe aus M\u00fcnchen: \u00d6ffnen Sie die \u00dcbersicht, um Ihre Stra\u00dfen zu sehen.",
    "F\u00fcr \u00e4ltere Ger\u00e4te empfehlen wir, die Animationen zu reduzieren.",
    "\u30c4\u30a2\u30fc\u3078\u3088\u3046\u3053\u305d\u3002\u753b\u9762\u3092\u30bf\u30c3\u30d7\u3057\u3066\u6b21\u306b\u9032\u307f\u307e\u3059\u3002",
    "\u65b0\u3057\u3044\u6a5f\u80fd\uff1a\u9031\u3054\u3068\u306e\u8a18\u9332\u3092\u4e00\u76ee\u3067\u78ba\u8a8d\u3067\u304d\u307e\u3059\u3002",
    "\u6b22\u8fce\u4f7f\u7528\uff01\u70b9\u51fb\u9ad8\u4eae\u533a\u57df\u7ee7\u7eed\u3002",
    "\uc0c8 \uae30\ub2a5\uc744 \uc0b4\ud3b4\ubcf4\uc138\uc694. \uc544\ub798\ub85c \uc2a4\uc640\uc774\ud504\ud558\uc5ec \ub2eb\uc2b5\ub2c8\ub2e4.",
    "\u0645\u0631\u062d\u0628\u064b\u0627 \u0628\u0643! \u0627\u0636\u063a\u0637 \u0639\u0644\u0649 \u0627\u0644\u0632\u0631 \u0644\u0644\u0645\u062a\u0627\u0628\u0639\u0629.",
    "\u05d1\u05e8\u05d5\u05db\u05d9\u05dd \u05d4\u05d1\u05d0\u05d9\u05dd! \u05d4\u05e7\u05e9\u05d5 \u05db\u05d0\u05df \u05db\u05d3\u05d9 \u05dc\u05d4\u05de\u05e9\u05d9\u05da.",
    "\u041f\u0440\u0438\u0432\u0435\u0442! \u041d\u0430\u0436\u043c\u0438\u0442\u0435, \u0447\u0442\u043e\u0431\u044b \u043f\u0440\u043e\u0434\u043e\u043b\u0436\u0438\u0442\u044c.",
    "\u0393\u03b5\u03b9\u03b1 \u03c3\u03b1\u03c2! \u03a0\u03b1\u03c4\u03ae\u03c3\u03c4\u03b5 \u03b5\u03b4\u03ce.",
    "Great job \U0001f389 you logged your first contact \U0001f4e1!",
    "Streak unlocked \U0001f525\U0001f525\U0001f525 keep going \U0001f44d\U0001f3fd",
    "Family plan \U0001f468\u200d\U0001f469\u200d\U0001f467 shares one calendar \U0001f4c5.",
    "Tip: values like 50 % or 2.5 s are read as plain text here, not as numbers.",
    "Quotes \"inside\" text, a back\\slash, a colon: and a # hash must survive intact.",
    "Use `currentWeek` (not `currentweek`) when you reference the week in a condition.",
]

WORDS = [
    "week", "phase", "grid", "map", "log", "contact", "spot", "site", "task", "crew",
    "band", "mode", "radio", "cell", "zone", "plan", "note", "card", "list", "tab",
    "history", "settings", "profile", "award", "stats", "sync", "export", "filter",
    "caf\u00e9", "\u00fcbung", "stra\u00dfe", "\u65e5\u8a18", "\u5730\u56f3", "\ud0ed",
]

ICONS = [
    "sparkles", "star.fill", "calendar", "map", "antenna.radiowaves.left.and.right",
    "person.crop.circle", "gearshape", "checkmark.seal.fill", "hand.tap", "bell.badge",
    "chart.bar.xaxis", "square.grid.3x3", "questionmark.circle", "arrow.triangle.2.circlepath",
]

APP_STEMS = [
    "aurora", "basalt", "cobalt", "delta", "ember", "fjord", "granite", "harbor",
    "indigo", "juniper", "krypton", "lumen", "meridian", "nimbus", "onyx", "pulsar",
]

LOCALES = ["en-US", "fr-FR", "de-DE", "ja-JP", "zh-Hans", "ko-KR", "ar", "he-IL", "ru-RU", "el-GR"]


def sentence(rng):
    return rng.choice(SENTENCES)


def title(rng):
    """A short heading: 2-6 words, capitalised, sometimes with an emoji."""
    words = [rng.choice(WORDS) for _ in range(rng.randint(2, 6))]
    text = " ".join(words)
    text = text[0].upper() + text[1:]
    if rng.random() < 0.15:
        text += " " + rng.choice(["\u2728", "\U0001f680", "\U0001f4cd", "\u2705"])
    return text


def paragraph(rng, lo=2, hi=6):
    return " ".join(sentence(rng) for _ in range(rng.randint(lo, hi)))


def long_text(rng, paragraphs_lo=1, paragraphs_hi=4):
    """Several paragraphs separated by blank lines, each a single line."""
    return "\n\n".join(paragraph(rng) for _ in range(rng.randint(paragraphs_lo, paragraphs_hi)))


def ident(rng, prefix):
    return "%s%s%d" % (prefix, rng.choice(["", "_", "-"]), rng.randint(1, 9999))


def camel(rng, parts=2):
    words = [rng.choice(["week", "phase", "grid", "log", "map", "sync", "award", "crew", "site", "band"])
             for _ in range(parts)]
    return words[0] + "".join(w.capitalize() for w in words[1:])

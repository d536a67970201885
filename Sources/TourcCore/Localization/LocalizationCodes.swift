import TourcDiagnostics

/// Codes of the localization checks (TOUR37xx): app.yaml's `localization`, a tour's `texts:`,
/// the String Catalog and every translation in it. docs/localization.md is the specification.
public enum LocalizationCodes {
    public static let badLanguageTag = DiagnosticCode("TOUR3701", "not a language tag", explanation: """
        A language in `localization` is a BCP 47 tag: a language subtag (`en`, `de`, `pt`, `yue`), \
        then optionally a script (`Hant`) and a region (`BR`, `CH`, `419`), joined by `-` \
        (`pt-BR`, `zh-Hant-TW`, `es-419`). tourc checks the shape and that a two-letter language \
        is an ISO 639-1 code (`el` for Greek, not `gr`; `ja`, not `jp`). Apple's underscore \
        spelling (`pt_BR`) is written with a hyphen.
        """)

    public static let catalogMissing = DiagnosticCode("TOUR3702", "String Catalog missing", severity: .warning, explanation: """
        The app declares languages besides its source language, but its String Catalog (the \
        `catalog` of `localization`, by default `<app-id>.xcstrings` in the app folder) does not \
        exist yet, so no text can be translated. Run `tourc strings sync` to create it, then \
        translate it (in Xcode, or a translation service that reads String Catalogs).
        """)

    public static let catalogNotJSON = DiagnosticCode("TOUR3703", "String Catalog is not JSON", explanation: """
        A String Catalog (`.xcstrings`) is a JSON file. This one could not be read as JSON at \
        the place shown (a YAML-only spelling such as an unquoted string or a comment, or a \
        syntax error). Restore it from version control or fix the JSON; tourc never rewrites a \
        catalog it cannot read, so nothing in it is lost.
        """)

    public static let catalogShape = DiagnosticCode("TOUR3704", "String Catalog has the wrong shape", explanation: """
        A String Catalog is an object with `sourceLanguage` (a text), `strings` (an object of \
        keys) and `version`; each key's entry is an object with an optional `comment`, \
        `extractionState` and `localizations`, an object of languages, each with a \
        `stringUnit` (`state`, `value`) or `variations`. The value at the place shown does not \
        have the shape Xcode writes. Fix it by hand, or restore it from version control.
        """)

    public static let undeclaredLanguage = DiagnosticCode("TOUR3705", "translation for a language the app does not list", explanation: """
        The catalog holds a translation for a language that app.yaml's `localization.languages` \
        does not list, so it would never ship. Add the language to `languages`, or remove its \
        translations from the catalog (tourc never deletes a translation itself).
        """)

    public static let sourceLanguageMismatch = DiagnosticCode("TOUR3706", "catalog source language differs", explanation: """
        The catalog's `sourceLanguage` is not app.yaml's `localization.sourceLanguage`; the \
        texts in the tours would be compared with translations of another language. Make them \
        the same.
        """)

    public static let missingTranslation = DiagnosticCode("TOUR3707", "missing translation", severity: .warning, explanation: """
        A text has no translation for one of the app's languages, so users of that language see \
        the source text (the runtime falls back to it). Translate it in the catalog. tourc.yml's \
        `localization: {required: [de]}` makes it an error for the languages it lists (a \
        language that must ship complete); `severity: {TOUR3707: error}` for every language.
        """)

    public static let placeholderMismatch = DiagnosticCode("TOUR3708", "translation's placeholders differ from the source", explanation: """
        Every translation must use exactly the placeholders of its source text: none missing, \
        none extra, none misspelt. In the catalog, placeholders are written as format \
        specifiers (`%@`, or `%1$@`, `%2$@` when a text has several, in the order of the source \
        text); a translation may reorder positional ones. Write the translation with the same \
        placeholders as the source.
        """)

    public static let unknownPlaceholder = DiagnosticCode("TOUR3709", "undeclared placeholder", explanation: """
        A text uses `{name}`, but app.yaml's `localization.placeholders` declares no such \
        placeholder, so the host would never fill it in. Declare it (with a description and an \
        example for translators), or fix the spelling.
        """)

    public static let translationTooLong = DiagnosticCode("TOUR3710", "translation over its length budget", severity: .warning, explanation: """
        A translation is longer than its text's length budget scaled for the language's \
        typical expansion (docs/localization.md lists the factors: German and French 1.3, \
        Finnish and Russian 1.35, Chinese, Japanese and Korean 0.6, ...). It will probably be \
        truncated on a small screen. Shorten the translation.
        """)

    public static let unknownText = DiagnosticCode("TOUR3711", "`texts:` names no text of the tour", explanation: """
        An entry of a tour's `texts:` names a text as `<step-id>.<field>` (the key tourc \
        derives, less the tour's id: `welcome.title`, `labels.next`, \
        `connect.content.1.label`). This tour has no text of that name. \
        `tourc strings status --format json` lists every text's key.
        """)

    public static let unknownTable = DiagnosticCode("TOUR3712", "unknown string table", explanation: """
        `table:` names one of the app's string tables, declared under \
        `localization.tables` in app.yaml with its file. Declare the table, or fix the name.
        """)

    public static let unknownTableKey = DiagnosticCode("TOUR3713", "key not in the app's table", explanation: """
        The text names a key of one of the app's own string tables, but the table has no such \
        key: the app would show the key itself. Use a key of the table (check its spelling, \
        including a version suffix such as `.v114`), or add the key to the table.
        """)

    public static let tableUnreadable = DiagnosticCode("TOUR3714", "string table unreadable", explanation: """
        An app string table declared under `localization.tables` could not be read: the file \
        does not exist, or it is not a String Catalog (`.xcstrings`, JSON) or a `.strings` \
        file (`"key" = "value";` lines). Fix the path (relative to the app folder) or the file.
        """)

    public static let keyClash = DiagnosticCode("TOUR3715", "one key for two different texts", explanation: """
        Two texts share a key in tourc's catalog (through `texts:`) but have different source \
        texts; a key has one source text and one translation per language. Give one of them \
        another key, or make the texts the same.
        """)

    public static let needsReview = DiagnosticCode("TOUR3716", "translation needs review", severity: .warning, explanation: """
        The source text of this key changed after it was translated, so `tourc strings sync` \
        marked the translation `needs_review`. Check the translation against the new source \
        text, then set its `state` to `translated` (Xcode does this when you edit it).
        """)

    public static let catalogOutOfDate = DiagnosticCode("TOUR3717", "String Catalog out of date", severity: .warning, explanation: """
        The catalog does not hold this text with its current source text (a new text, or one \
        whose source changed), so translators cannot see it yet. Run `tourc strings sync`.
        """)

    public static let badMarkdown = DiagnosticCode("TOUR3718", "bad emphasis or link", explanation: """
        A body may use a small Markdown subset: `**bold**`, `*italic*` or `_italic_`, and \
        `[label](https://…)` links (docs/localization.md); hosts render it with \
        `AttributedString(markdown:)`. Here a marker is never closed, markers cross, or a link's \
        target is not an absolute URL, so the user would see stray characters or a dead link. \
        Close the marker, write `\\*` for an asterisk, or give the link a full URL.
        """)

    public static let linkTargetsDiffer = DiagnosticCode("TOUR3719", "translation's links differ from the source", explanation: """
        Every translation of a body with links must link to the same targets as its source \
        (the labels are translated, the URLs are not): a translator who drops or changes a link \
        sends users elsewhere. Use the source's link targets.
        """)

    public static let xliffUnreadable = DiagnosticCode("TOUR3720", "XLIFF file unreadable", explanation: """
        `tourc strings import` reads XLIFF 1.2 (what Xcode exports and translators' tools \
        return): an `<xliff version="1.2">` root, `<file>` elements with `source-language` and \
        `target-language`, and `<trans-unit id="key">` with `<source>` and `<target>`. This file \
        is not well-formed XML or not that shape at the line shown. Export again with \
        `tourc strings export --xliff`, or fix the file.
        """)

    public static let unknownXLIFFKey = DiagnosticCode("TOUR3721", "XLIFF key not in the catalog", explanation: """
        A `<trans-unit>` of the imported XLIFF file names a key the catalog does not have: the \
        file was exported from another version of the tours, or the key was edited. Run \
        `tourc strings sync`, export again, and have the new file translated; nothing is \
        imported from a file with such a key.
        """)

    public static let pluralCategories = DiagnosticCode("TOUR3722", "plural forms do not fit the language", explanation: """
        A translation with `plural` variations must give every form the language's CLDR plural \
        rules use: Russian `one`, `few`, `many`, `other`; Arabic `zero`, `one`, `two`, `few`, \
        `many`, `other`; German `one`, `other`; Japanese `other` only. The same holds for the \
        source language's forms a tour gives in `texts:` (`plural:`, where `other` is the text \
        itself). A missing form makes \
        some numbers fall back to `other` in the wrong grammar. A form the language never uses \
        (`few` in German) is reported too: it is never shown. `zero` may be given in any \
        language (String Catalogs use it for the number 0). Add or remove the forms. In an \
        XLIFF file for `tourc strings import`, each form is a trans-unit \
        `KEY|==|plural.CATEGORY`: add the missing ones (export again to get them), or remove \
        the unit of a category the language does not use.
        """)

    public static let placeholderType = DiagnosticCode("TOUR3723", "format specifier of the wrong type", explanation: """
        A placeholder declared `type: number` in app.yaml's `localization.placeholders` is a \
        count, written `%lld` in the catalog (`%1$lld`, `%2$lld` when a text has several \
        placeholders); every other placeholder is a text, written `%@` (`%1$@`). A translation \
        that writes `%@` where its source has a number, or `%lld` where it has a text, would be \
        formatted with the wrong type by Xcode and by translation tools. Write the specifier of \
        the source's placeholder at that position (the message names it).
        """)

    public static let pluralSource = DiagnosticCode("TOUR3724", "plural forms without one count", explanation: """
        A tour's `texts:` entry gives `plural:` forms for a text, but the forms need a count to \
        pick from: the text must use exactly one placeholder declared `type: number` under \
        app.yaml's `localization.placeholders` (`{days} days left`), and belong to tourc's \
        catalog (an app-owned text, with `table:`, takes its forms from the app's table). Declare \
        the count's placeholder as a number, use it in the text, or remove `plural:`.
        """)

    public static let xliffPlural = DiagnosticCode("TOUR3725", "XLIFF unit of the wrong shape for its text", explanation: """
        A text with plural forms travels in XLIFF as one `<trans-unit>` per CLDR category of \
        the target language, with Xcode's id `KEY|==|plural.CATEGORY` \
        (`walkthrough.gridIntro.body|==|plural.one`); a text without them as one \
        `<trans-unit id="KEY">`. `tourc strings import` met the other shape: a plain target \
        for a key with plural forms (one text cannot stand for its forms), or a plural id for a \
        key that has none (the form would have nothing to belong to). The file was made for \
        another version of the catalog, or edited by hand: export it again with \
        `tourc strings export --xliff` and translate that; nothing of the file is imported \
        until then.
        """)

    public static let all: [DiagnosticCode] = [
        badLanguageTag, catalogMissing, catalogNotJSON, catalogShape, undeclaredLanguage, sourceLanguageMismatch,
        missingTranslation, placeholderMismatch, unknownPlaceholder, translationTooLong, unknownText, unknownTable,
        unknownTableKey, tableUnreadable, keyClash, needsReview, catalogOutOfDate, badMarkdown, linkTargetsDiffer,
        xliffUnreadable, unknownXLIFFKey, pluralCategories, placeholderType, pluralSource, xliffPlural,
    ]
}

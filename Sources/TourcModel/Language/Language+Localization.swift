/// The localization part of the one description of the language (TourKit's Localization.swift):
/// an app's languages and string tables (docs/localization.md), a tour's per-text keys, and the
/// bundle's table of every text with its key.
extension Language {
    static let localization = ModelFile("Localization", [
        structure("Localization", """
                How an app's tour texts are translated (docs/localization.md): the language they are written in, the
                languages they ship in, the String Catalog tourc keeps, the app's own string tables and the placeholders
                the host fills in.
                """, [
            field("sourceLanguage", .string, "The BCP 47 tag of the language the tours are written in (e.g. `en`).",
                hover: "The language the tours are written in (BCP 47, e.g. `en`).",
                schema: ["examples": ["en"]]
            ),
            field("languages", .list(.string), default: [], "The BCP 47 tags the app ships its tours in besides the source language (e.g. `[de, fr, pt-BR]`).",
                hover: "The languages the tours ship in (BCP 47 tags), besides the source language.",
                schema: ["uniqueItems": true, "examples": [["de", "fr", "pt-BR"]]]
            ),
            field("catalog", .optional(.string), "The String Catalog tourc keeps for this app, relative to the app folder (default: `<app-id>.xcstrings` in the app folder).",
                hover: "The app's String Catalog, relative to the app folder (default `<app-id>.xcstrings`).",
                schema: ["pattern": "\\.xcstrings$", "examples": ["finite.xcstrings"]]
            ),
            field("tables", .list(.StringTable), default: [], "The app's own string tables, whose keys a tour may name instead of writing a text (`texts:` of a tour).",
                hover: "The app's own string tables (`.xcstrings` or `.strings`)."
            ),
            field("placeholders", .list(.TextPlaceholder), default: [], "The named placeholders a text may use as `{name}`; the host supplies their values at run time.",
                hover: "Named placeholders (`{appName}`) the host fills in."
            ),
        ],
            def: "localization",
            hover: "The app's languages, its String Catalog, its own string tables and the placeholders texts may use.",
            schema: ["examples": [["sourceLanguage": "en", "languages": ["de"]]]]
        ),
        structure("StringTable", "One of the app's own string tables: a String Catalog (`.xcstrings`) or a `.strings` file of the source language.", [
            field("name", .string, "The table's name, as tours name it in `texts:` (e.g. `Localizable`).",
                hover: "The table's name (e.g. `Localizable`).",
                schema: ["pattern": "^[A-Za-z0-9_.-]+$", "examples": ["Localizable"]]
            ),
            field("path", .string, "The table's file, relative to the app folder (`.xcstrings`, or the source language's `.strings`).",
                schema: ["pattern": "\\.(xcstrings|strings)$", "examples": ["../../App/Resources/Localizable.xcstrings"]]
            ),
        ],
            def: "stringTable",
            hover: "An app string table: a name and its file."
        ),
        structure("TextPlaceholder", "A named placeholder texts may use as `{name}`, filled in by the host at run time.", [
            field("name", .string, "The placeholder's name, written `{name}` in a text.",
                hover: "The placeholder's name, written `{name}` in texts.",
                schema: ["pattern": "^[a-zA-Z][a-zA-Z0-9_]*$", "examples": ["appName"]]
            ),
            field("description", .optional(.string), "What the host puts there, for translators (it goes into the catalog's comments).",
                hover: "What the value is, for translators."
            ),
            field("example", .optional(.string), "An example value, for translators, previews and length budgets.",
                schema: ["examples": ["Firefox"]]
            ),
            field("type", .named(.PlaceholderType), default: .enumCase("text"), "What the value is: `text` (`%@` in the catalog) or `number`, a whole number (`%lld`) that can pick a text's plural form.",
                hover: "`text` (default) or `number` (a count: `%lld`, picks plural forms)."
            ),
        ],
            def: "textPlaceholder"
        ),
        stringEnum("PlaceholderType", "What a placeholder's value is: a text, or a whole number that counts something.", [
            value("text", "Any text, inserted as it is."),
            value("number", "A whole number that counts something; texts may give plural forms for it."),
        ]),
        structure("PluralForms", """
                A text's plural forms besides `other` (CLDR's categories): `other` is the text itself. Each form may leave the
                count out (`One day left`), as the count is often a word there.
                """, [
            field("zero", .optional(.string), "The form for 0, where the language has one (Arabic, Welsh, Latvian); any language may give it for 0.", hover: "The form for zero."),
            field("one", .optional(.string), "The `one` form (English and German: 1).", hover: "The `one` form (English: 1)."),
            field("two", .optional(.string), "The `two` form (Arabic, Hebrew, Welsh, Slovenian, ...)."),
            field("few", .optional(.string), "The `few` form (Polish, Russian, Czech, Arabic, ...)."),
            field("many", .optional(.string), "The `many` form (Polish, Russian, Arabic, French for millions, ...)."),
        ],
            def: "pluralForms",
            hover: "Plural forms besides `other` (which is the text itself)."
        ),
        structure("TextSource", """
                Where one of a tour's texts comes from when it is not the derived key of tourc's catalog: another key of
                tourc's catalog, or a key of one of the app's own tables.
                """, [
            field("text", .string, "The text, as `<step-id>.<field>` below the tour (the derived key without the tour's id, e.g. `welcome.title`).",
                hover: "The text: `<step-id>.<field>` (the key tourc derives, less the tour id).",
                schema: ["examples": ["welcome.title"]]
            ),
            field("key", .optional(.string), "The key: in tourc's catalog, or in `table` when given (absent: the key tourc derives, `<tour>.<text>`).",
                hover: "The key in tourc's catalog, or in `table` (default: the derived key).",
                schema: ["examples": ["Onboarding.Welcome.Title.v114"]]
            ),
            field("table", .optional(.string), "The app's table (a `tables:` name of app.yaml's `localization`) that owns the text; absent: tourc's catalog.",
                hover: "The app table that owns the text; absent: tourc's catalog."
            ),
            field("plural", .optional(.PluralForms), "The source-language plural forms of a text with one `number` placeholder, besides `other` (the text as the step writes it); `tourc strings sync` writes them as the catalog's plural variations.",
                hover: "Source-language plural forms (`one: One day left`); `other` is the text itself."
            ),
        ],
            def: "textSource",
            hover: "Where a text comes from (another key, or a key of the app's own table), and its source plural forms."
        ),
        structure("LocalizedText", "One text of the bundle with its key: what the runtime looks up per language.", [
            field("id", .string, "The text's place: `<tour>.<step>.<field>` (the key tourc derives); the per-language files are keyed by it."),
            field("key", .string, "The key in its table (equal to `id` unless a tour's `texts:` names another)."),
            field("table", .optional(.string), "The app table that owns the text; absent: tourc's catalog."),
            field("source", .string, "The text in the source language (its `other` form when it has plural forms)."),
            field("plural", .optional(.PluralForms), "The source language's plural forms besides `other`, for a text with plural forms."),
            field("count", .optional(.string), "The text's one `number` placeholder, whose value picks its plural form at run time."),
        ]),
    ])
}

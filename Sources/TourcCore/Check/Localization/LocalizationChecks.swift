import TourKit
import TourcDiagnostics
import YAMLLoader

/// The localization checks of one app (TOUR37xx; docs/localization.md, "Checks"): its language
/// tags, its texts' placeholders and keys, its own tables, and every translation in its catalog,
/// each problem at its place (the catalog's line and column for a translation).
enum LocalizationChecks {
    /// Returns the texts and catalog the checks worked out (nil without `localization`), which
    /// `tourc build` writes the language files from instead of working them out again.
    @discardableResult
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) -> AppTexts? {
        run(scope, app: AppStrings(scope), diagnostics: &diagnostics)
    }

    /// `run(_:diagnostics:)` with the app's texts collected already (`AppStrings(scope)`, which
    /// content lint reads too). `consuming`: `checkSources` changes the texts of app-owned
    /// tables in place, which a caller still holding them would make a copy of all of them.
    static func run(_ scope: AppScope, app: consuming AppStrings?, diagnostics: inout DiagnosticCollector) -> AppTexts? {
        guard var app else {
            checkMarkdown(scope, &diagnostics)
            return nil
        }
        checkMarkdown(app, &diagnostics)
        let settingsNode = NodeRef(scope.registry.document)["localization"]
        checkTags(app.settings, settingsNode, &diagnostics)
        let tables = app.readTables(diagnostics: &diagnostics)
        checkSources(&app, scope: scope, tables: tables, &diagnostics)
        checkPlaceholders(app, &diagnostics)
        checkSourcePlurals(app, &diagnostics)
        checkKeyClashes(app, &diagnostics)
        switch app.readCatalog(keepingJSON: false, diagnostics: &diagnostics) {
        case .absent:
            if !app.targetLanguages.isEmpty, !app.catalogTexts.isEmpty {
                diagnostics.emit(LocalizationCodes.catalogMissing,
                                 "`\(scope.id)` ships in \(app.targetLanguages.map { "`\($0)`" }.joined(separator: ", ")) but its String Catalog \(app.catalogPath) does not exist yet; run `tourc strings sync` to create it",
                                 at: settingsNode["languages"].span)
            }
            return AppTexts(strings: app, catalog: nil)
        case .unusable: return AppTexts(strings: app, catalog: nil)
        case .read(let catalog, _):
            checkCatalog(app, catalog, settingsNode, &diagnostics)
            return AppTexts(strings: app, catalog: catalog)
        }
    }

    static func checkTags(_ settings: Localization, _ node: NodeRef, _ diagnostics: inout DiagnosticCollector) {
        func check(_ tag: String, _ at: NodeRef) {
            guard let (reason, suggestion) = LanguageTag.problem(tag) else { return }
            diagnostics.emit(LocalizationCodes.badLanguageTag, "`\(tag)` is not a BCP 47 language tag: \(reason)", at: at.span,
                             suggestions: suggestion.map { [$0] } ?? [])
        }
        check(settings.sourceLanguage, node["sourceLanguage"])
        for (i, tag) in settings.languages.enumerated() { check(tag, node["languages"][i]) }
    }

    /// `texts:` entries: the text they name, the table and the table's key; an app-owned text
    /// takes its source text from the table.
    static func checkSources(_ app: inout AppStrings, scope: AppScope, tables: [String: [String: String]?], _ diagnostics: inout DiagnosticCollector) {
        // Most tours have no `texts:`; listing a tour's text ids copies every text of the app.
        for tour in scope.tours where !tour.value.texts.isEmpty {
            let entries = NodeRef(tour.document)["texts"]
            let ids = app.texts.filter { $0.id.hasPrefix(tour.value.id + ".") }.map { String($0.id.dropFirst(tour.value.id.count + 1)) }
            for (i, source) in tour.value.texts.enumerated() {
                if !ids.contains(source.text) {
                    diagnostics.emit(LocalizationCodes.unknownText, "tour `\(tour.value.id)` has no text `\(source.text)`; name a text as `<step-id>.<field>`",
                                     at: entries[i]["text"].span, suggestions: Suggestions.closest(to: source.text, in: ids))
                    continue
                }
                guard let table = source.table else { continue }
                guard let values = tables[table] else {
                    diagnostics.emit(LocalizationCodes.unknownTable, "`\(scope.id)` declares no string table `\(table)`; declare it under `localization.tables` in app.yaml",
                                     at: entries[i]["table"].span, suggestions: Suggestions.closest(to: table, in: app.settings.tables.map(\.name)))
                    continue
                }
                guard let values else { continue }  // unreadable: reported at its declaration
                // Without `key:`, the table's key is the one tourc derives.
                let key = source.key ?? tour.value.id + "." + source.text
                guard let text = values[key] else {
                    diagnostics.emit(LocalizationCodes.unknownTableKey, "the table `\(table)` has no key `\(key)`",
                                     at: (source.key == nil ? entries[i] : entries[i]["key"]).span, suggestions: Suggestions.closest(to: key, in: values.keys.sorted()))
                    continue
                }
                for j in app.texts.indices where app.texts[j].id == tour.value.id + "." + source.text {
                    app.texts[j].source = Placeholders.fromCatalog(text, order: []).success ?? text
                }
            }
        }
    }

    static func checkPlaceholders(_ app: AppStrings, _ diagnostics: inout DiagnosticCollector) {
        let declared = app.settings.placeholders.map(\.name)
        // A progress text's `{current}` and `{total}` are the runtime's (BubbleChecks checks them).
        // By position: a copy of every text was most of this check's cost.
        for i in app.texts.indices where app.texts[i].table == nil && !ProgressFormatText.isProgressText(app.texts[i]) {
            // Each field read in place: `let text = app.texts[i]`, or calling `plural` on a text
            // without plural forms, copied the whole text.
            let source = app.texts[i].source
            let names = Placeholders.names(in: app.texts[i].pluralForms == nil ? source : ([source] + (app.texts[i].plural ?? []).map(\.text)).joined(separator: " "))
            for name in names where !declared.contains(name) {
                diagnostics.emit(LocalizationCodes.unknownPlaceholder,
                                 "`{\(name)}` is not a placeholder of this app; declare it under `localization.placeholders` in app.yaml (with a description and an example), or fix its spelling",
                                 at: app.texts[i].node.span, suggestions: Suggestions.closest(to: name, in: declared).map { "{\($0)}" })
            }
        }
    }

    static func checkKeyClashes(_ app: AppStrings, _ diagnostics: inout DiagnosticCollector) {
        // The first text of each key, by position in `app.texts` (`AppStrings.keyOwner`):
        // keeping copies of the texts was most of this check's cost.
        for i in app.texts.indices {
            guard let o = app.keyOwner[i], o != i, app.texts[o].source != app.texts[i].source else { continue }
            let text = app.texts[i], other = app.texts[o]
            diagnostics.emit(LocalizationCodes.keyClash, "the key `\(text.key)` is also the key of `\(other.id)`, whose text differs; a key has one source text",
                             at: (text.sourceEntry ?? text.node).span,
                             labels: [Diagnostic.Label(span: other.node.span, message: "the other text with this key")])
        }
    }

    static func checkCatalog(_ app: AppStrings, _ catalog: StringCatalog, _ settingsNode: NodeRef, _ diagnostics: inout DiagnosticCollector) {
        let source = app.settings.sourceLanguage
        if catalog.sourceLanguage != source {
            diagnostics.emit(LocalizationCodes.sourceLanguageMismatch,
                             "this catalog's source language is `\(catalog.sourceLanguage)` but app.yaml's `localization.sourceLanguage` is `\(source)`; make them the same",
                             at: SourceSpan(file: catalog.file, range: StringCatalog.start))
            return
        }
        let declared = Set(app.settings.languages + [source])
        // Sorting every key's 65 languages to find none undeclared was a sixth of a 64-language
        // check: look first, sort only when there is something to report.
        if catalog.entries.values.contains(where: { $0.units.keys.contains { !declared.contains($0) } }) {
            reportUndeclaredLanguages(catalog, declared, &diagnostics)
        }
        if catalog.entries.values.contains(where: { $0.units.values.contains { $0.pluralCategories != nil } }) {
            checkPlurals(catalog, &diagnostics)
        }
        // Positions in `app.texts`, read in place: copying each text (and keeping the copies)
        // was a large part of this check.
        let indices = app.catalogTextIndices
        let languages = app.targetLanguages
        // Per language once, not per text: its budget factor.
        let factors = languages.map(LengthBudget.factor)
        // By position in `languages`: whether any text is translated into it.
        var translatedAny = [Bool](repeating: false, count: languages.count)
        var reportedDefaultLabels = false
        // The texts whose catalog entry holds their source as it is now (by position in
        // `app.texts`), with that entry's position in `catalog.entries`.
        var current: [(index: Int, entry: Dictionary<String, StringCatalog.Entry>.Index)] = []
        current.reserveCapacity(indices.count)
        for i in indices {
            // Each field of the text, entry and unit read in place: binding the text (or calling
            // its methods), the entry or a unit copied all of its fields.
            let key = app.texts[i].key
            // What every translation is compared with, worked out once per text, not once per language.
            let order = Placeholders.names(in: app.texts[i].source)
            guard let e = catalog.entries.index(forKey: key),
                  holdsSource(catalog.entries.values[e].units, source, app.texts[i].source, plural: app.texts[i].pluralForms,
                              numbers: app.texts[i].numbers, order: order)
            else {
                // The five app-wide labels are one mistake (the catalog predates them): one report.
                if app.texts[i].isDefaultLabel {
                    if !reportedDefaultLabels {
                        diagnostics.emit(LocalizationCodes.catalogOutOfDate,
                                         "the String Catalog does not hold the app-wide button labels (`labels.next`, `labels.done`, ...); run `tourc strings sync`",
                                         at: app.texts[i].node.span)
                    }
                    reportedDefaultLabels = true
                    continue
                }
                diagnostics.emit(LocalizationCodes.catalogOutOfDate,
                                 "the String Catalog does not hold this text as it is now (key `\(key)`); run `tourc strings sync`",
                                 at: app.texts[i].node.span)
                continue
            }
            let units = catalog.entries.values[e].units
            let numbers = app.texts[i].numbers, budget = app.texts[i].budget, role = app.texts[i].role
            let links = takesMarkdown(role) ? MarkdownSubset.links(in: app.texts[i].source).success : nil
            current.append((i, e))
            for (l, language) in languages.enumerated() {
                guard let u = units.index(forKey: language), units.values[u].value?.isEmpty == false || units.values[u].hasVariations else { continue }
                translatedAny[l] = true
                func unitAt() -> SourceSpan { catalog.span(ofKey: key, language: language) }
                // A plain translation (`category` nil), else each plural form at its own value:
                // the same checks. A form other than `other` may leave a placeholder out ("Noch
                // ein Tag" for one): the count is often written as a word there. `other` uses
                // them all. Its description and place are worked out only for a report.
                func check(_ value: String, category: String?, range: SourceRange?) {
                    func what() -> String {
                        category.map { "the `\(language)` `\($0)` form of `\(key)`" } ?? "the `\(language)` translation of `\(key)`"
                    }
                    func at() -> SourceSpan { range.map { SourceSpan(file: catalog.file, range: $0) } ?? unitAt() }
                    let mayLeaveOut = category.map { $0 != "other" } ?? false
                    switch Placeholders.fromCatalog(value, order: order, numbers: numbers) {
                    case .failure(let bad):
                        diagnostics.emit(bad.typeMismatch ? LocalizationCodes.placeholderType : LocalizationCodes.placeholderMismatch,
                                         "\(what()) has `\(bad.text)`: \(bad.reason); its source uses \(describe(order))",
                                         at: at())
                    case .success(let shown):
                        let used = Placeholders.names(in: shown)
                        if !mayLeaveOut, used.count != order.count || Set(used) != Set(order) {
                            let missing = order.filter { !used.contains($0) }
                            diagnostics.emit(LocalizationCodes.placeholderMismatch,
                                             "\(what()) leaves out \(missing.map { "{\($0)}" }.joined(separator: ", ")); it must use \(describe(order)) like its source",
                                             at: at())
                        }
                        if let links { checkMarkdown(key: key, sourceLinks: links, translation: shown, language: language, at: at, &diagnostics) }
                        // UTF-8 bytes are never fewer than characters: count characters only when
                        // the bytes are over.
                        if let budget {
                            let scaled = Int((Double(budget) * factors[l]).rounded(.up))
                            if shown.utf8.count > scaled, shown.count > scaled {
                                diagnostics.emit(LocalizationCodes.translationTooLong,
                                                 "\(what()) is \(shown.count) characters, over the \(scaled) of a \(role) in \(language) (\(budget) in English × \(factors[l]))",
                                                 at: at())
                            }
                        }
                    }
                }
                if let value = units.values[u].value {
                    check(value, category: nil, range: nil)
                } else {
                    for form in units.values[u].pluralForms { check(form.value, category: form.category, range: form.range) }
                }
                if units.values[u].state == "needs_review" {
                    diagnostics.emit(LocalizationCodes.needsReview,
                                     "the `\(language)` translation of `\(key)` needs review: its source text changed after it was translated",
                                     at: unitAt())
                }
            }
        }
        for (i, language) in app.settings.languages.enumerated() where language != source {
            // A language of `settings.languages` other than the source is one of `languages`.
            if languages.firstIndex(of: language).map({ translatedAny[$0] }) != true {
                if !indices.isEmpty {
                    diagnostics.emit(missing(language, "no text is translated into `\(language)` yet (\(indices.count) texts); translate \(catalog.file)",
                                             at: settingsNode["languages"][i].span))
                }
                continue
            }
            for (index, e) in current {
                let units = catalog.entries.values[e].units
                if let u = units.index(forKey: language), units.values[u].value?.isEmpty == false || units.values[u].hasVariations { continue }
                let key = app.texts[index].key
                diagnostics.emit(missing(language, "`\(key)` has no `\(language)` translation; users of `\(language)` see the source text",
                                         at: catalog.span(ofKey: key)))
            }
        }
    }

    /// Whether the catalog's source unit (`units[language]`) holds a text as it is now: its one
    /// value, or (for a text with plural forms) exactly its forms. From the text's fields, which
    /// the caller reads in place (passing the whole text copied it).
    /// `order`: the source's placeholder names (`Placeholders.names(in: source)`), which the caller has.
    static func holdsSource(_ units: [String: StringCatalog.Unit], _ language: String, _ source: String, plural: PluralForms?,
                            numbers: Set<String>, order: [String]) -> Bool {
        guard let u = units.index(forKey: language) else { return false }
        guard let plural = TourText.plural(plural) else {
            return units.values[u].value == Placeholders.toCatalog(source, order: order, numbers: numbers)
        }
        let forms = (plural + [("other", source)]).map { ($0.category, Placeholders.toCatalog($0.text, order: order, numbers: numbers)) }
        return units.values[u].value == nil && units.values[u].pluralForms.count == forms.count
            && forms.allSatisfy { form in units.values[u].pluralForms.contains { $0.category == form.0 && $0.value == form.1 } }
    }

    /// TOUR3701/TOUR3705 for every language of the catalog app.yaml does not declare, once per
    /// language, at its first use in Xcode's key order.
    static func reportUndeclaredLanguages(_ catalog: StringCatalog, _ declared: Set<String>, _ diagnostics: inout DiagnosticCollector) {
        var reportedLanguages: Set<String> = []
        for key in catalog.entries.keys.sorted(by: XcodeKeyOrder.precedes) {
            for (language, _) in (catalog.entries[key]?.units ?? [:]).sorted(by: { $0.key < $1.key }) where !declared.contains(language) {
                guard reportedLanguages.insert(language).inserted else { continue }
                if let (reason, suggestion) = LanguageTag.problem(language) {
                    diagnostics.emit(LocalizationCodes.badLanguageTag, "`\(language)` is not a BCP 47 language tag: \(reason)",
                                     at: catalog.span(ofLanguage: language, key: key), suggestions: suggestion.map { [$0] } ?? [])
                } else {
                    diagnostics.emit(LocalizationCodes.undeclaredLanguage,
                                     "the catalog has translations into `\(language)`, which app.yaml's `localization.languages` does not list; add it there or remove them",
                                     at: catalog.span(ofLanguage: language, key: key),
                                     suggestions: Suggestions.closest(to: language, in: Array(declared).sorted()))
                }
            }
        }
    }

    /// A TOUR3707 with its language as a `language: <tag>` detail, which tourc.yml's
    /// `localization.required` reads (`SeverityOverrides`) to make it an error.
    static func missing(_ language: String, _ message: String, at span: SourceSpan?) -> Diagnostic {
        var d = Diagnostic(LocalizationCodes.missingTranslation, message, at: span)
        d.details.append("language: \(language)")
        return d
    }

    /// The texts that may hold emphasis and links: bodies, sheet bodies and text blocks.
    static func takesMarkdown(_ text: TourText) -> Bool { takesMarkdown(text.role) }

    static func takesMarkdown(_ role: String) -> Bool {
        switch role {
        case "body", "sheet body", "text": true
        default: false
        }
    }

    /// Every body of every tour, with or without `localization` (emphasis and links are a
    /// feature of bodies, not of translation).
    static func checkMarkdown(_ scope: AppScope, _ diagnostics: inout DiagnosticCollector) {
        // ShownText alone: the texts' keys are not needed here.
        for tour in scope.tours {
            ShownText.forEach(in: tour) { text, node, role, _ in
                guard takesMarkdown(role), case .failure(let problem) = MarkdownSubset.links(in: text) else { return }
                diagnostics.emit(LocalizationCodes.badMarkdown, "this \(role) is not valid emphasis-and-links Markdown: \(problem.message)", at: node().span)
            }
        }
    }

    /// `checkMarkdown(_:_:)` of a scope for an app with `localization`, from the texts its
    /// `AppStrings` collected (before `checkSources` gives app-owned texts their tables' source)
    /// rather than by walking every tour's texts a second time; the same diagnostics in the
    /// same order (the scope's tours, each text in `ShownText`'s order).
    static func checkMarkdown(_ app: AppStrings, _ diagnostics: inout DiagnosticCollector) {
        for range in app.textsOfTour {
            for i in range where takesMarkdown(app.texts[i].role) {
                guard case .failure(let problem) = MarkdownSubset.links(in: app.texts[i].source) else { continue }
                diagnostics.emit(LocalizationCodes.badMarkdown, "this \(app.texts[i].role) is not valid emphasis-and-links Markdown: \(problem.message)",
                                 at: app.texts[i].node.span)
            }
        }
    }

    /// A translation's Markdown: valid, and linking to the source's targets (`sourceLinks`,
    /// parsed once per text).
    static func checkMarkdown(_ text: TourText, sourceLinks: [String], translation: String, language: String, at: () -> SourceSpan, _ diagnostics: inout DiagnosticCollector) {
        checkMarkdown(key: text.key, sourceLinks: sourceLinks, translation: translation, language: language, at: at, &diagnostics)
    }

    /// `checkMarkdown(_:sourceLinks:...)` from the text's key alone, for a caller that reads the
    /// text in place.
    static func checkMarkdown(key: String, sourceLinks: [String], translation: String, language: String, at: () -> SourceSpan, _ diagnostics: inout DiagnosticCollector) {
        switch MarkdownSubset.links(in: translation) {
        case .failure(let problem):
            diagnostics.emit(LocalizationCodes.badMarkdown, "the `\(language)` translation of `\(key)` is not valid emphasis-and-links Markdown: \(problem.message)", at: at())
        case .success(let links):
            if links.sorted() != sourceLinks.sorted() {
                diagnostics.emit(LocalizationCodes.linkTargetsDiffer,
                                 "the `\(language)` translation of `\(key)` links to \(links.isEmpty ? "nothing" : links.map { "`\($0)`" }.joined(separator: ", ")), its source to \(sourceLinks.isEmpty ? "nothing" : sourceLinks.map { "`\($0)`" }.joined(separator: ", ")); keep the source's link targets",
                                 at: at())
            }
        }
    }

    static func describe(_ order: [String]) -> String {
        order.isEmpty ? "no placeholder" : order.map { "{\($0)}" }.joined(separator: ", ")
    }
}

extension Result {
    var success: Success? {
        if case .success(let s) = self { return s }
        return nil
    }
}

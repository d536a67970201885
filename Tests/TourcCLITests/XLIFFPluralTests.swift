import Foundation
import Testing

/// Plural texts through `tourc strings export --xliff` and `import` (docs/localization.md,
/// "XLIFF"): Xcode's `KEY|==|plural.CATEGORY` trans-units, one per CLDR category of the target
/// language, on the bundled app `finite` (its `walkthrough.gridIntro.body` counts `weeksLived`,
/// with English and German forms), copied and given Polish (`one`, `few`, `many`, `other`) or Arabic.
@Suite struct XLIFFPluralTests {
    static let key = "walkthrough.gridIntro.body"
    static let englishOne = "Each dot is one week of your life.\nThe filled one is behind you."
    static let englishOther = "Each dot is one week of your life.\nThe %lld filled ones are behind you."

    /// A copy of tours/finite in a temporary folder, with `extra` added to its languages.
    func finite(adding extra: String = "pl") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-xliff-plural-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tours"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BuildCommandTests.root.appendingPathComponent("tours/finite"), to: root.appendingPathComponent("tours/finite"))
        let appYAML = root.appendingPathComponent("tours/finite/app.yaml")
        let text = try String(contentsOf: appYAML, encoding: .utf8)
        #expect(text.contains("  languages: [de]\n"))
        try text.replacingOccurrences(of: "  languages: [de]\n", with: "  languages: [de, \(extra)]\n").write(to: appYAML, atomically: true, encoding: .utf8)
        return root
    }

    func export(_ root: URL) throws -> (de: String, pl: String) {
        let result = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours/finite"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        return (try String(contentsOf: root.appendingPathComponent("xliff/finite.de.xliff"), encoding: .utf8),
                try String(contentsOf: root.appendingPathComponent("xliff/finite.pl.xliff"), encoding: .utf8))
    }

    /// The `<trans-unit>` element with `id`, as written.
    func unit(_ xliff: String, _ id: String) -> String? {
        guard let start = xliff.range(of: "<trans-unit id=\"\(id)\""),
              let end = xliff.range(of: "</trans-unit>", range: start.upperBound..<xliff.endIndex) else { return nil }
        return String(xliff[start.lowerBound..<end.upperBound])
    }

    func catalog(_ root: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("tours/finite/finite.xcstrings"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `{category: (state, value)}` of a language's plural variation of `key`.
    func forms(_ catalog: [String: Any], _ language: String) -> [String: [String: String]] {
        let strings = catalog["strings"] as? [String: Any]
        let entry = strings?[Self.key] as? [String: Any]
        let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
        let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
        return plural.compactMapValues { ($0 as? [String: Any])?["stringUnit"] as? [String: String] }
    }

    @Test func germanGetsOneAndOtherWithTheirTranslations() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let (de, _) = try export(root)
        let one = try #require(unit(de, "\(Self.key)|==|plural.one"), "\(de)")
        #expect(one.hasPrefix("<trans-unit id=\"\(Self.key)|==|plural.one\" xml:space=\"preserve\">"))
        #expect(one.contains("<source>\(Self.englishOne)</source>"))
        #expect(one.contains("<target state=\"translated\">Jeder Punkt ist eine Woche deines Lebens.\nDie gefüllte liegt hinter dir.</target>"))
        #expect(one.contains("<note>Body in a spotlight (\(Self.key)); at most 120 characters in English; %lld is {weeksLived}"))
        let other = try #require(unit(de, "\(Self.key)|==|plural.other"))
        #expect(other.contains("<source>\(Self.englishOther)</source>"))
        #expect(other.contains("<target state=\"translated\">Jeder Punkt ist eine Woche deines Lebens.\nDie %lld gefüllten liegen hinter dir.</target>"))
        // German has no other category, and the text has no plain unit.
        for category in ["zero", "two", "few", "many"] { #expect(unit(de, "\(Self.key)|==|plural.\(category)") == nil) }
        #expect(unit(de, Self.key) == nil)
        #expect(de.components(separatedBy: "<trans-unit id=\"\(Self.key)").count == 3)
    }

    @Test func polishGetsItsFourCategoriesWithTheEnglishOtherAsSource() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, pl) = try export(root)
        let ids = pl.components(separatedBy: "<trans-unit id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { $0.hasPrefix(Self.key) }
        #expect(ids == ["one", "few", "many", "other"].map { "\(Self.key)|==|plural.\($0)" })
        #expect(try #require(unit(pl, "\(Self.key)|==|plural.one")).contains("<source>\(Self.englishOne)</source>"))
        for category in ["few", "many", "other"] {
            let u = try #require(unit(pl, "\(Self.key)|==|plural.\(category)"))
            #expect(u.contains("<source>\(Self.englishOther)</source>"), "English has no \(category): its `other`")
            #expect(!u.contains("<target"), "nothing is translated into Polish yet")
        }
    }

    @Test func arabicGetsAllSixCategories() throws {
        let root = try finite(adding: "ar")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours/finite"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let ar = try String(contentsOf: root.appendingPathComponent("xliff/finite.ar.xliff"), encoding: .utf8)
        let ids = ar.components(separatedBy: "<trans-unit id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { $0.hasPrefix(Self.key) }
        #expect(ids == ["zero", "one", "two", "few", "many", "other"].map { "\(Self.key)|==|plural.\($0)" })
        #expect(try #require(unit(ar, "\(Self.key)|==|plural.two")).contains("<source>\(Self.englishOther)</source>"))
        #expect(try #require(unit(ar, "\(Self.key)|==|plural.one")).contains("<source>\(Self.englishOne)</source>"))
    }

    static let polish = [
        "one": "Każda kropka to jeden tydzień twojego życia.\nWypełniona jest za tobą.",
        "few": "Każda kropka to jeden tydzień twojego życia.\n%lld wypełnione są za tobą.",
        "many": "Każda kropka to jeden tydzień twojego życia.\n%lld wypełnionych jest za tobą.",
        "other": "Każda kropka to jeden tydzień twojego życia.\n%lld wypełnionej jest za tobą.",
    ]

    /// A translator's tool fills every target of the Polish file.
    func translatePolish(_ root: URL, _ pl: String) throws {
        var text = pl
        for (category, value) in Self.polish {
            let id = "\(Self.key)|==|plural.\(category)"
            let old = try #require(unit(text, id))
            let source = try #require(old.range(of: "</source>"))
            var new = old
            new.insert(contentsOf: "\n        <target state=\"translated\">\(value)</target>", at: new.index(source.upperBound, offsetBy: 0))
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: root.appendingPathComponent("xliff/finite.pl.xliff"), atomically: true, encoding: .utf8)
    }

    @Test func importingPolishFormsWritesTheVariationAndKeepsTheRest() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, pl) = try export(root)
        let before = try catalog(root)
        try translatePolish(root, pl)
        let imported = try TourcProcess.run(["strings", "import", "tours/finite", "xliff/finite.pl.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let after = try catalog(root)
        #expect(forms(after, "pl") == Self.polish.mapValues { ["state": "translated", "value": $0] })
        #expect(forms(after, "de") == forms(before, "de"))
        #expect(forms(after, "en") == forms(before, "en"))
        let check = try TourcProcess.run(["check", "tours/finite"], in: root)
        #expect(!check.stderr.contains("TOUR3722") && !check.stderr.contains("TOUR3708"), "\(check.stderr)")
        // Exported again, the forms are the targets.
        let (_, again) = try export(root)
        #expect(try #require(unit(again, "\(Self.key)|==|plural.few")).contains("<target state=\"translated\">\(Self.polish["few"]!)</target>"))
    }

    /// A `zero` form (allowed in any language) is imported and then exported again, as Xcode
    /// keeps a category the translation has; a file with one form changes that form only.
    @Test func anExtraZeroFormTravelsAndAPartialFileKeepsTheOtherForms() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, pl) = try export(root)
        try translatePolish(root, pl)
        let file = root.appendingPathComponent("xliff/finite.pl.xliff")
        let zero = "Każda kropka to jeden tydzień twojego życia.\nŻadna nie jest jeszcze wypełniona."
        try (try String(contentsOf: file, encoding: .utf8)).replacingOccurrences(of: "    </body>", with: """
                  <trans-unit id="\(Self.key)|==|plural.zero"><source>x</source><target state="translated">\(zero)</target></trans-unit>
                </body>
            """).write(to: file, atomically: true, encoding: .utf8)
        let imported = try TourcProcess.run(["strings", "import", "tours/finite", "xliff/finite.pl.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(forms(try catalog(root), "pl")["zero"] == ["state": "translated", "value": zero])
        let (_, again) = try export(root)
        let zeroUnit = try #require(unit(again, "\(Self.key)|==|plural.zero"), "\(again)")
        #expect(zeroUnit.contains("<source>\(Self.englishOther)</source>\n        <target state=\"translated\">\(zero)</target>"))
        #expect(again.range(of: "plural.zero")!.lowerBound < again.range(of: "plural.one")!.lowerBound, "CLDR's order")
        // Only `few`, marked for review: the other four forms stay.
        let few = "Każda kropka to jeden tydzień twojego życia.\n%lld wypełnione tygodnie są za tobą."
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="finite.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <body>
                  <trans-unit id="\(Self.key)|==|plural.few"><source>x</source><target state="needs-review-translation">\(few)</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.write(to: root.appendingPathComponent("few.xliff"), atomically: true, encoding: .utf8)
        let partial = try TourcProcess.run(["strings", "import", "tours/finite", "few.xliff"], in: root)
        #expect(partial.status == 0, "\(partial.stderr)")
        var expected = Self.polish.mapValues { ["state": "translated", "value": $0] }
        expected["zero"] = ["state": "translated", "value": zero]
        expected["few"] = ["state": "needs_review", "value": few]
        #expect(forms(try catalog(root), "pl") == expected)
    }

    @Test func anUneditedRoundTripChangesNothing() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, pl) = try export(root)
        try translatePolish(root, pl)
        _ = try TourcProcess.run(["strings", "import", "tours/finite", "xliff/finite.pl.xliff"], in: root)
        let catalogURL = root.appendingPathComponent("tours/finite/finite.xcstrings")
        let before = try Data(contentsOf: catalogURL)
        _ = try export(root)
        let imported = try TourcProcess.run(["strings", "import", "tours/finite", "xliff/finite.de.xliff", "xliff/finite.pl.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Data(contentsOf: catalogURL) == before)
        #expect(!imported.stdout.contains("wrote"), "\(imported.stdout)")
    }

    /// Each mistake once, at its trans-unit (`«CODE»` marks where), and nothing imported.
    @Test func mistakesAreLocatedAtTheirTransUnitAndNothingIsImported() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        let k = Self.key
        let marked = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="finite.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <body>
                  «TOUR3722»<trans-unit id="\(k)|==|plural.one"><source>x</source><target>Jedna.</target></trans-unit>
                  <trans-unit id="\(k)|==|plural.other"><source>x</source><target>%lld tygodni.</target></trans-unit>
                  «TOUR3722»<trans-unit id="\(k)|==|plural.two"><source>x</source><target>Dwie.</target></trans-unit>
                  «TOUR3722»<trans-unit id="\(k)|==|plural.plenty"><source>x</source><target>Dużo.</target></trans-unit>
                  «TOUR3725»<trans-unit id="\(k)"><source>x</source><target>Jeden tekst.</target></trans-unit>
                  «TOUR3725»<trans-unit id="walkthrough.gridIntro.title|==|plural.one"><source>x</source><target>Siatka</target></trans-unit>
                </body>
              </file>
              <file original="finite.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  «TOUR3723»<trans-unit id="\(k)|==|plural.other"><source>x</source><target>Die %@ gefüllten.</target></trans-unit>
                  «TOUR3708»<trans-unit id="\(k)|==|plural.one"><source>x</source><target>Die gefüllte %lld %lld.</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        // The marks' positions (line, column of the `<` after them), then the file without them.
        var expected: [(code: String, line: Int, column: Int)] = []
        var clean: [String] = []
        for (i, line) in marked.components(separatedBy: "\n").enumerated() {
            var text = line
            while let open = text.range(of: "«"), let close = text.range(of: "»", range: open.upperBound..<text.endIndex) {
                expected.append((String(text[open.upperBound..<close.lowerBound]), i + 1, text.distance(from: text.startIndex, to: open.lowerBound) + 1))
                text.removeSubrange(open.lowerBound..<close.upperBound)
            }
            clean.append(text)
        }
        try clean.joined(separator: "\n").write(to: root.appendingPathComponent("t.xliff"), atomically: true, encoding: .utf8)
        let catalogURL = root.appendingPathComponent("tours/finite/finite.xcstrings")
        let before = try Data(contentsOf: catalogURL)
        let result = try TourcProcess.run(["strings", "import", "tours/finite", "t.xliff"], in: root)
        #expect(result.status == 1)
        let errors = result.stderr.components(separatedBy: "\n").filter { $0.contains(": error[") }
        #expect(errors.count == expected.count, "\(result.stderr)")
        for (code, line, column) in expected {
            #expect(errors.contains { $0.hasPrefix("t.xliff:\(line):\(column): error[\(code)]") }, "\(code) at \(line):\(column) in\n\(result.stderr)")
        }
        #expect(result.stderr.contains("the `pl` plural forms of `\(k)` lack `few`, `many`, which `pl` uses"))
        #expect(result.stderr.contains("`pl` never uses the `two` form"))
        #expect(result.stderr.contains("`plural.plenty` is not a CLDR plural category"))
        #expect(result.stderr.contains("`\(k)` has plural forms, so its translation is one trans-unit per form"))
        #expect(result.stderr.contains("`walkthrough.gridIntro.title` has no plural forms in the catalog"))
        #expect(try Data(contentsOf: catalogURL) == before)
    }

    /// translate-toolkit (PyPI), an independent XLIFF reader, reads the plural trans-units.
    @Test(.enabled(if: XLIFFInterchangeTests.hasTranslateToolkit, "translate-toolkit is not installed in .venv-tests"))
    func translateToolkitReadsThePluralUnits() throws {
        let root = try finite()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try export(root)
        let script = """
            import sys, json
            from translate.storage import xliff
            out = {}
            for path in sys.argv[1:]:
                store = xliff.xlifffile.parsefile(path)
                out[path.rsplit('.', 2)[1]] = [[u.xmlelement.get('id'), str(u.source), None if u.target is None or u.target == '' else str(u.target)]
                                              for u in store.units if '|==|plural.' in u.getid()]
            print(json.dumps(out))
            """
        let read = try XLIFFInterchangeTests.run(XLIFFInterchangeTests.python, ["-c", script,
            root.appendingPathComponent("xliff/finite.de.xliff").path, root.appendingPathComponent("xliff/finite.pl.xliff").path])
        #expect(read.status == 0, "\(read.stderr)")
        let units = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: [[Any]]])
        func rows(_ language: String) -> [[String?]] { (units[language] ?? []).map { $0.map { $0 as? String } } }
        let k = Self.key
        #expect(rows("de") == [
            ["\(k)|==|plural.one", Self.englishOne, "Jeder Punkt ist eine Woche deines Lebens.\nDie gefüllte liegt hinter dir."],
            ["\(k)|==|plural.other", Self.englishOther, "Jeder Punkt ist eine Woche deines Lebens.\nDie %lld gefüllten liegen hinter dir."],
        ])
        #expect(rows("pl") == [
            ["\(k)|==|plural.one", Self.englishOne, nil],
            ["\(k)|==|plural.few", Self.englishOther, nil],
            ["\(k)|==|plural.many", Self.englishOther, nil],
            ["\(k)|==|plural.other", Self.englishOther, nil],
        ])
        // And the other way: translate-toolkit fills the Polish forms, tourc imports them.
        let fill = """
            import sys, json
            from translate.storage import xliff
            forms = json.loads(sys.argv[2])
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for u in store.units:
                id = u.xmlelement.get('id')
                if '|==|plural.' in id:
                    u.target = forms[id.split('|==|plural.')[1]]
                    u.markfuzzy(False)
            store.save()
            """
        let polish = String(decoding: try JSONSerialization.data(withJSONObject: Self.polish), as: UTF8.self)
        let filled = try XLIFFInterchangeTests.run(XLIFFInterchangeTests.python, ["-c", fill, root.appendingPathComponent("xliff/finite.pl.xliff").path, polish])
        #expect(filled.status == 0, "\(filled.stderr)")
        let imported = try TourcProcess.run(["strings", "import", "tours/finite", "xliff/finite.pl.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(forms(try catalog(root), "pl") == Self.polish.mapValues { ["state": "translated", "value": $0] })
    }
}

import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// The runtime's CLDR plural rules (whole numbers) against Babel (PyPI), an independent reader
/// of CLDR, when it is installed in `.venv-tests/` (scripts/ensure-python-tools.sh).
@Suite struct PluralSelectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let python = root.appendingPathComponent(".venv-tests/bin/python")

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static let hasBabel: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
        return (try? run(["-c", "import babel"]).status) == 0
    }()

    /// Every language of the table, every number from 0 to 200: the same category as Babel's.
    @Test(.enabled(if: PluralSelectionTests.hasBabel, "Babel is not installed in .venv-tests"))
    func everyLanguageAgreesWithBabelFrom0To200() throws {
        let languages = PluralCategory.rules.keys.sorted()
        let script = """
            import sys
            from babel import Locale
            for tag in sys.argv[1:]:
                rule = Locale.parse(tag.replace('-', '_')).plural_form
                print(tag, ' '.join(rule(n) for n in range(201)))
            """
        let result = try Self.run(["-c", script] + languages)
        #expect(result.status == 0, "\(result.stderr)")
        var checked = 0
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            guard let tag = parts.first, parts.count == 202 else { continue }
            let ours = (0...200).map { PluralCategory.of($0, language: tag).rawValue }
            let wrong = (0...200).filter { ours[$0] != parts[$0 + 1] }.map { "\($0): ours \(ours[$0]), Babel \(parts[$0 + 1])" }
            #expect(wrong.isEmpty, "\(tag): \(wrong.prefix(5))")
            checked += 1
        }
        #expect(checked == languages.count)
    }

    /// Decimal values, with their visible fraction digits (`1.0` and `1.50` as written): the
    /// same category as Babel's for `Decimal(text)`, in every language.
    @Test(.enabled(if: PluralSelectionTests.hasBabel, "Babel is not installed in .venv-tests"))
    func everyLanguageAgreesWithBabelForDecimals() throws {
        let languages = PluralCategory.decimalRules.keys.sorted()
        let values = Self.decimals
        let script = """
            import sys
            from decimal import Decimal
            from babel import Locale
            values = sys.argv[1].split(' ')
            for tag in sys.argv[2:]:
                rule = Locale.parse(tag.replace('-', '_') if tag != 'pt-pt' else 'pt_PT').plural_form
                print(tag, ' '.join(rule(Decimal(v)) for v in values))
            """
        let result = try Self.run(["-c", script, values.joined(separator: " ")] + languages)
        #expect(result.status == 0, "\(result.stderr)")
        var checked = 0
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            guard let tag = parts.first, parts.count == values.count + 1 else { continue }
            let wrong = values.indices.compactMap { k -> String? in
                let ours = PluralCategory.of(decimal: values[k], language: tag)?.rawValue ?? "nil"
                return ours == parts[k + 1] ? nil : "\(values[k]): ours \(ours), Babel \(parts[k + 1])"
            }
            #expect(wrong.isEmpty, "\(tag): \(wrong.prefix(5))")
            checked += 1
        }
        #expect(checked == languages.count)
    }

    /// Whole numbers through both ways of picking (the hand-written rules and CLDR's rule
    /// texts) agree, with or without Babel; and the decimal table has every language.
    @Test func decimalRulesAgreeWithTheWholeNumberRules() {
        #expect(Set(PluralCategory.decimalRules.keys) == Set(PluralCategory.rules.keys))
        for language in PluralCategory.rules.keys {
            let wrong = (0...1200).filter { PluralCategory.of(decimal: String($0), language: language) != PluralCategory.of($0, language: language) }
            #expect(wrong.isEmpty, "\(language): \(wrong.prefix(5))")
        }
        #expect(PluralCategory.of(decimal: "1000000", language: "fr") == .many)
    }

    @Test func decimalOperands() {
        #expect(PluralCategory.of(decimal: "1", language: "en") == .one)
        #expect(PluralCategory.of(decimal: "1.0", language: "en") == .other)   // v = 1
        #expect(PluralCategory.of(decimal: "1.0", language: "nb") == .one)     // n = 1
        #expect(PluralCategory.of(decimal: "1.5", language: "fr") == .one)     // i = 1
        #expect(PluralCategory.of(decimal: "0.1", language: "da") == .one)     // t != 0 and i = 0
        #expect(PluralCategory.of(decimal: "2.5", language: "ru") == .other)
        #expect(PluralCategory.of(decimal: "-1.5", language: "cs") == .many)
        for bad in ["", ".5", "1.", "1..2", "1,5", "1e3", "abc", "12345678901234567890", "1.1234567890123456789", "--1"] {
            #expect(PluralCategory.of(decimal: bad, language: "en") == nil, "\(bad)")
        }
    }

    /// Whole parts × fraction digits, trailing zeros included.
    static let decimals: [String] = {
        var out: [String] = []
        for whole in ["0", "1", "2", "3", "4", "5", "6", "7", "10", "11", "12", "14", "19", "21", "22", "25", "100", "101", "111", "1000000"] {
            for fraction in ["0", "1", "2", "3", "4", "5", "6", "9", "00", "01", "02", "10", "11", "12", "14", "19", "21", "50", "001", "100"] {
                out.append(whole + "." + fraction)
            }
        }
        return out
    }()

    /// A text without a declared count, translated with plural forms, picks by a decimal value
    /// too (`1.5` in Russian is `other`; in French `one`).
    @Test func anUndeclaredDecimalCountPicksByTheDecimalRules() throws {
        let s = try strings()
        #expect(s.resolve("t.a.body", chain: ["ru", "en"], placeholders: ["count": "1.5"])?.text == "Осталось {count} шага")  // other
        #expect(s.resolve("t.a.body", chain: ["ru", "en"], placeholders: ["count": "21"])?.text == "Остался {count} шаг")     // one
        #expect(TourStrings.decimalCount(in: "{a} of {b}", ["a": "1.5", "b": "2.5"]) == nil)
        #expect(TourStrings.decimalCount(in: "{a} of {b}", ["a": "1.5", "b": "x"]) == "1.5")
    }

    @Test func regionsAndUnknownLanguages() {
        #expect(PluralCategory.of(0, language: "pt-BR") == .one)
        #expect(PluralCategory.of(0, language: "pt-PT") == .other)
        #expect(PluralCategory.of(22, language: "ru_RU") == .few)
        #expect(PluralCategory.of(-1, language: "de") == .one)
        #expect(PluralCategory.of(Int.min, language: "ar") == .few)  // …808: no trap on the smallest Int
        #expect(PluralCategory.of(1, language: "tlh") == .other)
    }

    func strings() throws -> TourStrings {
        var b = TourBundle(app: Fixtures.registry, tours: [], contentHash: "h")
        b.strings = [LocalizedText(id: "t.a.body", key: "t.a.body", source: "{count} steps left")]
        var s = TourStrings(bundle: b)
        try s.add(languageFile: Data(#"{"app":"app","format":1,"language":"ru","texts":{"t.a.body":{"few":"Осталось {count} шага","many":"Осталось {count} шагов","one":"Остался {count} шаг","other":"Осталось {count} шага"},"t.a.title":"Привет"}}"#.utf8))
        return s
    }

    @Test func theFormIsPickedByTheCount() throws {
        let s = try strings()
        func body(_ count: String, _ more: [String: String] = [:]) -> String? {
            s.resolve("t.a.body", chain: ["ru", "en"], placeholders: ["count": count].merging(more) { a, _ in a })?.text
        }
        #expect(body("1") == "Остался {count} шаг")
        #expect(body("21") == "Остался {count} шаг")
        #expect(body("3") == "Осталось {count} шага")
        #expect(body("5") == "Осталось {count} шагов")
        #expect(body("11") == "Осталось {count} шагов")
        // Not a whole number: the `other` form.
        #expect(body("many") == "Осталось {count} шага")
        #expect(s.resolve("t.a.body", chain: ["ru"])?.text == "Осталось {count} шага")
        #expect(s.resolve("t.a.title", chain: ["ru"])?.text == "Привет")
    }

    @Test func onlyAPlaceholderOfTheTextCounts() {
        #expect(TourStrings.count(in: "{count} steps", ["count": "3", "other": "7"]) == 3)
        #expect(TourStrings.count(in: "{a} of {b}", ["a": "3", "b": "7"]) == nil)  // two numbers: no guess
        #expect(TourStrings.count(in: "{name} has {n}", ["name": "Ann", "n": "2"]) == 2)
        #expect(TourStrings.count(in: "{n} and {n}", ["n": "2"]) == 2)
    }

    @Test func aFileWithPluralFormsWithoutOtherIsRefused() {
        var s = TourStrings(bundle: TourBundle(app: Fixtures.registry, tours: [], contentHash: "h"))
        #expect(throws: TourStrings.LanguageFileError.pluralWithoutOther("x")) {
            try s.add(languageFile: Data(#"{"language":"de","texts":{"x":{"one":"eins"}}}"#.utf8))
        }
        #expect(s.translations.isEmpty)
    }

    /// The step's text goes through the same choice (`TourLocalization.text(for:)`).
    @Test func aStepShowsTheFormOfItsCount() throws {
        var b = TourBundle(app: Fixtures.registry, tours: [Fixtures.tour("t", steps: [
            Step(id: "a", kind: .page(PageContent(title: "{count} days left", advance: .nextButton))),
        ])], contentHash: "h")
        b.strings = [LocalizedText(id: "t.a.title", key: "t.a.title", source: "{count} days left")]
        var s = TourStrings(bundle: b)
        try s.add(languageFile: Data(#"{"language":"de","texts":{"t.a.title":{"one":"Noch ein Tag","other":"Noch {count} Tage"}}}"#.utf8))
        var c = Fixtures.coordinator(b)
        let shown = try #require(c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first)
        #expect(TourLocalization(strings: s, preferredLanguages: ["de"], placeholders: ["count": "1"]).text(for: shown).title == "Noch ein Tag")
        #expect(TourLocalization(strings: s, preferredLanguages: ["de"], placeholders: ["count": "4"]).text(for: shown).title == "Noch 4 Tage")
        #expect(TourLocalization(strings: s, preferredLanguages: ["en"], placeholders: ["count": "4"]).text(for: shown).title == "4 days left")
    }
}

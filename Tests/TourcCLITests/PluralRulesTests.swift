import Foundation
import Testing
@testable import TourcCore

/// tourc's table of CLDR plural categories against Babel (PyPI), an independent reader of CLDR,
/// when it is installed in `.venv-tests/` (`.venv-tests/bin/pip install babel`).
@Suite struct PluralRulesTests {
    static let hasBabel: Bool = {
        guard FileManager.default.isExecutableFile(atPath: XLIFFInterchangeTests.python.path) else { return false }
        return (try? XLIFFInterchangeTests.run(XLIFFInterchangeTests.python, ["-c", "import babel"]).status) == 0
    }()

    @Test(.enabled(if: PluralRulesTests.hasBabel, "Babel is not installed in .venv-tests"))
    func everyLanguageAgreesWithBabel() throws {
        let languages = PluralRules.table.keys.sorted()
        let script = """
            import sys
            from babel import Locale
            order = ['zero', 'one', 'two', 'few', 'many', 'other']
            for tag in sys.argv[1:]:
                tags = Locale.parse(tag.replace('-', '_')).plural_form.tags | {'other'}
                print(tag, ' '.join(sorted(tags, key=order.index)))
            """
        let result = try XLIFFInterchangeTests.run(XLIFFInterchangeTests.python, ["-c", script] + languages)
        #expect(result.status == 0, "\(result.stderr)")
        var babel: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2 { babel[parts[0]] = parts[1] }
        }
        #expect(babel.count == languages.count)
        for language in languages {
            #expect(PluralRules.categories(language)?.joined(separator: " ") == babel[language], "\(language)")
        }
    }

    @Test func regionsUseTheirLanguagesRules() {
        #expect(PluralRules.categories("pt-BR") == ["one", "many", "other"])
        #expect(PluralRules.categories("de-CH") == ["one", "other"])
        #expect(PluralRules.categories("zh-Hant-TW") == ["other"])
        #expect(PluralRules.categories("tlh") == nil)
    }
}

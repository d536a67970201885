import Foundation
import Testing

/// App-owned texts in the language files (issue 23; docs/localization.md, "Output"): a text that
/// names a key of the app's own String Catalog carries the app's translation into
/// `<app-id>.<language>.json`; one of a `.strings` table (a single language) does not.
@Suite struct AppTableTranslationTests {
    func app(table: String) throws -> URL {
        let root = try StringsCommandTests().app()
        let folder = root.appendingPathComponent("tours/demo")
        let registry = folder.appendingPathComponent("app.yaml")
        try (try String(contentsOf: registry, encoding: .utf8) + """

              tables:
                - {name: Localizable, path: \(table)}
            """).write(to: registry, atomically: true, encoding: .utf8)
        let tour = folder.appendingPathComponent("intro.yaml")
        try (try String(contentsOf: tour, encoding: .utf8).replacingOccurrences(of: "steps:", with: """
            texts:
              - {text: welcome.body, key: Onboarding.Hello, table: Localizable}
            steps:
            """)).write(to: tour, atomically: true, encoding: .utf8)
        try """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Onboarding.Hello" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo aus der App, 100 %% sicher." } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello from the app, 100 %% sure." } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour de l'app." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "\"Onboarding.Hello\" = \"Hello from the app, 100 % sure.\";\n"
            .write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func theAppsTranslationReachesTheLanguageFile() throws {
        let root = try app(table: "Localizable.xcstrings")
        defer { try? FileManager.default.removeItem(at: root) }
        let synced = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        #expect(synced.status == 0, "\(synced.stderr)")
        let result = try TourcProcess.run(["build", "tours"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let out = root.appendingPathComponent("build/tours/demo")
        let german = try String(contentsOf: out.appendingPathComponent("demo.de.json"), encoding: .utf8)
        #expect(german.contains(#""intro.welcome.body": "Hallo aus der App, 100 % sicher.""#), "\(german)")
        // A language the app's table has but app.yaml does not list gets no file.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("demo.fr.json").path))
        let bundle = try String(contentsOf: out.appendingPathComponent("demo.json"), encoding: .utf8)
        #expect(bundle.contains(#""source": "Hello from the app, 100 % sure.""#), "\(bundle)")
    }

    @Test func aStringsTableLeavesItToTheHost() throws {
        let root = try app(table: "Localizable.strings")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let result = try TourcProcess.run(["build", "tours"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let german = try String(contentsOf: root.appendingPathComponent("build/tours/demo/demo.de.json"), encoding: .utf8)
        #expect(!german.contains("intro.welcome.body"), "\(german)")
    }
}

import Foundation
import Testing

/// `tourc strings sync|status` and `tourc build --pseudo-languages`, run as the binary.
@Suite struct StringsCommandTests {
    func app() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-strings-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("tours/demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            id: demo
            name: Demo
            persistence:
              - {key: hasSeen, type: bool}
            localization:
              sourceLanguage: en
              languages: [de]
              placeholders:
                - {name: appName, description: The app's name, example: Demo}
            """.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try """
            id: intro
            name: Intro
            presentation: {style: bottomSheet}
            triggers:
              - type: firstLaunch
            persistence:
              onceKeys: [hasSeen]
              updates:
                - {outcomes: [completed, skipped], key: hasSeen, value: true}
            steps:
              - id: welcome
                type: page
                title: Welcome to {appName}
                body: Hello there.
            """.write(to: folder.appendingPathComponent("intro.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func syncWritesOnceThenStatusCounts() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("tours/demo/demo.xcstrings: updated (7 added)"))
        let catalog = root.appendingPathComponent("tours/demo/demo.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"intro.welcome.body\" : {"))
        #expect(text.contains("\"value\" : \"Welcome to %@\""))
        let modified = try FileManager.default.attributesOfItem(atPath: catalog.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        let second = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        #expect(second.stdout.contains("tours/demo/demo.xcstrings: up to date"))
        #expect(try FileManager.default.attributesOfItem(atPath: catalog.path)[.modificationDate] as? Date == modified)

        let status = try TourcProcess.run(["strings", "status", "tours", "--format", "json"], in: root)
        #expect(status.status == 0)
        #expect(status.stdout == #"{"apps":[{"app":"demo","languages":[{"language":"de","missing":7,"needsReview":0,"overBudget":0,"total":7,"translated":0}]}]}"# + "\n")

        // A translation with the wrong placeholder is an error of `check`, at the catalog's line.
        try text.replacingOccurrences(of: """
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome to %@"
            """, with: """
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Willkommen"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome to %@"
            """).write(to: catalog, atomically: true, encoding: .utf8)
        let check = try TourcProcess.run(["check", "tours"], in: root)
        #expect(check.status == 1)
        #expect(check.stderr.contains("tours/demo/demo.xcstrings:23:23: error[TOUR3708]: the `de` translation of `intro.welcome.title` leaves out {appName}"), "\(check.stderr)")
    }

    @Test func unreadableCatalogExitsOneAndIsKept() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("tours/demo/demo.xcstrings")
        try "sourceLanguage: en\n".write(to: catalog, atomically: true, encoding: .utf8)
        let result = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("demo.xcstrings:1:1: error[TOUR3703]"), "\(result.stderr)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == "sourceLanguage: en\n")
    }

    /// Found checking the commands with a symlinked app folder: `export --xliff` wrote files for
    /// an app with errors. Like a build, it now writes nothing then.
    @Test func exportWritesNothingForAnAppWithErrors() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let tour = root.appendingPathComponent("tours/demo/intro.yaml")
        try (try String(contentsOf: tour, encoding: .utf8)).replacingOccurrences(of: "onceKeys: [hasSeen]", with: "onceKeys: [hasSen]")
            .write(to: tour, atomically: true, encoding: .utf8)
        let result = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("xliff/demo.de.xliff").path))
    }

    @Test func buildWritesLanguageFilesAndPseudoLanguages() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let result = try TourcProcess.run(["build", "tours", "--pseudo-languages"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let out = root.appendingPathComponent("build/tours/demo")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.contains("demo.de.json") && files.contains("demo.en-XA.json") && files.contains("demo.ar-XB.json"), "\(files)")
        let accented = try String(contentsOf: out.appendingPathComponent("demo.en-XA.json"), encoding: .utf8)
        #expect(accented.contains(#""intro.welcome.title": "[Ŵéļçöɱé ţö {appName} ····]""#), "\(accented)")
        let bundle = try String(contentsOf: out.appendingPathComponent("demo.json"), encoding: .utf8)
        #expect(bundle.contains(#""source": "Welcome to {appName}""#))
        let german = try String(contentsOf: out.appendingPathComponent("demo.de.json"), encoding: .utf8)
        #expect(german.contains(#""texts": {}"#))  // nothing translated yet: the runtime falls back
    }

    /// A translation with plural variations reaches the language file as an object of its forms,
    /// placeholders in tourc's spelling; one-text keys stay one text.
    @Test func buildWritesPluralFormsIntoTheLanguageFile() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let catalogURL = root.appendingPathComponent("tours/demo/demo.xcstrings")
        var catalog = try String(contentsOf: catalogURL, encoding: .utf8)
        let key = try #require(catalog.range(of: "\"intro.welcome.title\" : {"))
        let localizations = try #require(catalog.range(of: "\"localizations\" : {", range: key.upperBound..<catalog.endIndex))
        catalog.insert(contentsOf: """
             "de" : { "variations" : { "plural" : {
               "one" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen bei einem %@" } },
               "other" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen bei %@" } } } } },
            """, at: localizations.upperBound)
        try catalog.write(to: catalogURL, atomically: true, encoding: .utf8)
        let result = try TourcProcess.run(["build", "tours"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let german = try String(contentsOf: root.appendingPathComponent("build/tours/demo/demo.de.json"), encoding: .utf8)
        #expect(german.contains("""
                "intro.welcome.title": {
                  "one": "Willkommen bei einem {appName}",
                  "other": "Willkommen bei {appName}"
                }
            """), "\(german)")
    }
}

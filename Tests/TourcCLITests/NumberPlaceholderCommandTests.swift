import Foundation
import Testing

/// A `number` placeholder with source plural forms through the commands (docs/localization.md,
/// "Number placeholders and plural forms"): sync, build (bundle and language file), XLIFF
/// export of the plural text as its forms and import refusing one plain target for it, and `other:` under
/// `plural:` refused by the loader.
@Suite struct NumberPlaceholderCommandTests {
    func app(plural: String = "{one: One day left}") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-numbers-\(UUID().uuidString)")
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
                - {name: days, description: Days left, example: "3", type: number}
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
            texts:
              - text: welcome.body
                plural: \(plural)
            steps:
              - id: welcome
                type: page
                title: Welcome
                body: "{days} days left"
            """.write(to: folder.appendingPathComponent("intro.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func syncBuildAndXLIFF() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let synced = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        #expect(synced.status == 0, "\(synced.stderr)")
        let catalogURL = root.appendingPathComponent("tours/demo/demo.xcstrings")
        var catalog = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"%lld days left\""))
        // A translator writes German's forms with Xcode's `%lld`.
        let key = try #require(catalog.range(of: "\"intro.welcome.body\" : {"))
        let localizations = try #require(catalog.range(of: "\"localizations\" : {", range: key.upperBound..<catalog.endIndex))
        catalog.insert(contentsOf: """
             "de" : { "variations" : { "plural" : {
               "one" : { "stringUnit" : { "state" : "translated", "value" : "Noch ein Tag" } },
               "other" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Tage" } } } } },
            """, at: localizations.upperBound)
        try catalog.write(to: catalogURL, atomically: true, encoding: .utf8)

        let built = try TourcProcess.run(["build", "tours"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        let bundle = try String(contentsOf: root.appendingPathComponent("build/tours/demo/demo.json"), encoding: .utf8)
        #expect(bundle.contains("""
                  "count": "days",
                  "id": "intro.welcome.body",
                  "key": "intro.welcome.body",
                  "plural": {
                    "one": "One day left"
                  },
                  "source": "{days} days left"
            """), "\(bundle)")
        let german = try String(contentsOf: root.appendingPathComponent("build/tours/demo/demo.de.json"), encoding: .utf8)
        #expect(german.contains("""
                "intro.welcome.body": {
                  "one": "Noch ein Tag",
                  "other": "Noch {days} Tage"
                }
            """), "\(german)")

        let exported = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours"], in: root)
        #expect(exported.status == 0, "\(exported.stderr)")
        let xliff = try String(contentsOf: root.appendingPathComponent("xliff/demo.de.xliff"), encoding: .utf8)
        #expect(xliff.contains("<trans-unit id=\"intro.welcome.title\""))
        // The plural text travels as one unit per German category, Xcode's ids (XLIFFPluralTests).
        #expect(xliff.contains("<trans-unit id=\"intro.welcome.body|==|plural.one\" xml:space=\"preserve\">\n        <source>One day left</source>\n        <target state=\"translated\">Noch ein Tag</target>"), "\(xliff)")
        #expect(xliff.contains("<trans-unit id=\"intro.welcome.body|==|plural.other\" xml:space=\"preserve\">\n        <source>%lld days left</source>\n        <target state=\"translated\">Noch %lld Tage</target>"))
        #expect(!xliff.contains("<trans-unit id=\"intro.welcome.body\""))

        let before = try Data(contentsOf: catalogURL)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="demo.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="intro.welcome.title"><source>Welcome</source><target>Willkommen</target></trans-unit>
                  <trans-unit id="intro.welcome.body"><source>%lld days left</source><target>Noch %lld Tage</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.write(to: root.appendingPathComponent("t.xliff"), atomically: true, encoding: .utf8)
        let imported = try TourcProcess.run(["strings", "import", "tours/demo", "t.xliff"], in: root)
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("t.xliff:6:7: error[TOUR3725]: `intro.welcome.body` has plural forms, so its translation is one trans-unit per form"), "\(imported.stderr)")
        #expect(try Data(contentsOf: catalogURL) == before)
    }

    /// `other` is the text itself: the loader refuses it under `plural:`.
    @Test func otherUnderPluralIsRefused() throws {
        let root = try app(plural: "{one: One day left, other: \"{days} days left\"}")
        defer { try? FileManager.default.removeItem(at: root) }
        let checked = try TourcProcess.run(["check", "tours"], in: root)
        #expect(checked.status == 1)
        #expect(checked.stderr.contains("intro.yaml:12:33: error[TOUR2004]: `other` is not a key here"), "\(checked.stderr)")
        #expect(checked.stderr.contains("other"), "\(checked.stderr)")
    }
}

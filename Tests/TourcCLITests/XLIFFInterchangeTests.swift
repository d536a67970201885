import Foundation
import Testing

/// `tourc strings export --xliff` and `import`, run as the binary, and checked against
/// translate-toolkit (PyPI), an independent XLIFF 1.2 reader and writer, when it is installed in
/// the git-ignored `.venv-tests/` (`.venv-tests/bin/pip install translate-toolkit`).
@Suite struct XLIFFInterchangeTests {
    static let python = BuildCommandTests.root.appendingPathComponent(".venv-tests/bin/python")
    static let hasTranslateToolkit: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
        return (try? run(python, ["-c", "import translate.storage.xliff"]).status) == 0
    }()

    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> TourcProcess.Result {
        try TourcProcess.run(arguments, in: directory, executable: executable)
    }

    func app() throws -> URL { try StringsCommandTests().app() }

    @Test func exportThenImportGivesTheTranslationsBack() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let export = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours"], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        let file = root.appendingPathComponent("xliff/demo.de.xliff")
        var text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"<trans-unit id="intro.welcome.title" xml:space="preserve">"#))
        #expect(text.contains("<source>Welcome to %@</source>"))
        // A translator fills in the targets.
        text = text.replacingOccurrences(of: "<source>Welcome to %@</source>", with: "<source>Welcome to %@</source>\n        <target state=\"translated\">Willkommen bei %@ &amp; Co.</target>")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let imported = try TourcProcess.run(["strings", "import", "tours/demo", "xliff/demo.de.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let catalog = try String(contentsOf: root.appendingPathComponent("tours/demo/demo.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"Willkommen bei %@ & Co.\""))
        let again = try TourcProcess.run(["strings", "import", "tours/demo", "xliff/demo.de.xliff"], in: root)
        #expect(!again.stdout.contains("updated"))  // nothing changed: not rewritten
    }

    @Test func aKeyTheCatalogLacksIsLocatedAndNothingIsImported() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let catalog = root.appendingPathComponent("tours/demo/demo.xcstrings")
        let before = try Data(contentsOf: catalog)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="demo.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="intro.welcome.body"><source>Hello there.</source><target>Hallo.</target></trans-unit>
                  <trans-unit id="intro.welcome.titel"><source>x</source><target>y</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.write(to: root.appendingPathComponent("t.xliff"), atomically: true, encoding: .utf8)
        let result = try TourcProcess.run(["strings", "import", "tours/demo", "t.xliff"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("t.xliff:6:7: error[TOUR3721]: the catalog has no key `intro.welcome.titel`"), "\(result.stderr)")
        #expect(result.stderr.contains("intro.welcome.title"))  // did you mean
        #expect(try Data(contentsOf: catalog) == before)
        try "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\"><source>&bogus;</source></trans-unit></body></file></xliff>"
            .write(to: root.appendingPathComponent("bad.xliff"), atomically: true, encoding: .utf8)
        let bad = try TourcProcess.run(["strings", "import", "tours/demo", "bad.xliff"], in: root)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.xliff:1:1: error[TOUR3720]"), "\(bad.stderr)")
    }

    /// A plain target is checked as `tourc check` checks a translation, at its trans-unit.
    @Test func aTargetLosingItsPlaceholderIsLocatedAndNothingIsImported() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        let catalog = root.appendingPathComponent("tours/demo/demo.xcstrings")
        let before = try Data(contentsOf: catalog)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="demo.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="intro.welcome.body"><source>Hello there.</source><target>Hallo.</target></trans-unit>
                   <trans-unit id="intro.welcome.title"><source>Welcome to %@</source><target>Willkommen</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.write(to: root.appendingPathComponent("t.xliff"), atomically: true, encoding: .utf8)
        let result = try TourcProcess.run(["strings", "import", "tours/demo", "t.xliff"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("t.xliff:6:8: error[TOUR3708]: the `de` translation of `intro.welcome.title` leaves out {appName}"), "\(result.stderr)")
        #expect(try Data(contentsOf: catalog) == before)
    }

    @Test(.enabled(if: XLIFFInterchangeTests.hasTranslateToolkit, "translate-toolkit is not installed in .venv-tests"))
    func translateToolkitReadsWhatTourcWritesAndTourcReadsWhatItWrites() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try TourcProcess.run(["strings", "sync", "tours"], in: root)
        _ = try TourcProcess.run(["strings", "export", "--xliff", "--output", "xliff", "tours"], in: root)
        // translate-toolkit reads tourc's file, then fills in every target and writes it back.
        let script = """
            import sys
            from translate.storage import xliff
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for unit in store.units:
                print(unit.getid(), '|', unit.source, '|', unit.getnotes())
                unit.target = 'DE ' + unit.source + ' <&>'
                unit.markfuzzy(False)
            store.save()
            """
        let read = try Self.run(Self.python, ["-c", script, root.appendingPathComponent("xliff/demo.de.xliff").path])
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("intro.welcome.title | Welcome to %@ | Title in a bottomSheet (intro.welcome.title)"), "\(read.stdout)")
        #expect(read.stdout.contains("intro.welcome.body | Hello there."))
        let imported = try TourcProcess.run(["strings", "import", "tours/demo", "xliff/demo.de.xliff"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let catalog = try String(contentsOf: root.appendingPathComponent("tours/demo/demo.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"DE Welcome to %@ <&>\""), "\(catalog)")
        #expect(catalog.contains("\"value\" : \"DE Hello there. <&>\""))
    }
}

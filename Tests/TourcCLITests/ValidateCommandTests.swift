import ArgumentParser
import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCLI

/// `tourc validate` end to end, in-process, on files in a temporary folder.
@Suite struct ValidateCommandTests {
    static func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir.path
    }

    static let schema = #"""
    {"type": "object", "required": ["id"], "additionalProperties": false,
     "properties": {"id": {"type": "string"}, "step": {"$ref": "defs/step.json"}}}
    """#
    static let step = #"{"type": "object", "properties": {"kind": {"enum": ["sheet", "spotlight"]}}}"#

    @Test func validatesFilesInOrderWithRelativeSchemaReferences() throws {
        let dir = try Self.folder([
            "schema.json": Self.schema, "defs/step.json": Self.step,
            "a.json": #"{"id": "x", "step": {"kind": "sheet"}}"#,
            "b.json": #"{"id": 1, "step": {"kind": "shet"}}"#,
            "c.json": #"{"idd": "x"}"#,
        ])
        let files = ["c.json", "a.json", "b.json"].map { dir + "/" + $0 }
        let run = ValidateRun(schemaPath: dir + "/schema.json", resolve: [], assertFormat: false, files: files)
        let result = run.execute()
        #expect(!result.toolFailure)
        let codes = result.diagnostics.map(\.code.id)
        // c.json's misspelt `idd` is one diagnostic (unknown key, with `id` required) and a fix.
        #expect(codes == ["TOUR2004", "TOUR2001", "TOUR2002"])
        #expect(result.diagnostics.first?.fix?.replacement == "id")
        // File order is kept: c.json's problems first, then b.json's.
        #expect(result.diagnostics.map { ($0.span?.file as NSString?)?.lastPathComponent ?? "" } == ["c.json", "b.json", "b.json"])
        #expect(result.diagnostics.last?.suggestions == ["sheet"])
    }

    @Test func resolveMapsURIPrefixesToFolders() throws {
        let dir = try Self.folder([
            "schema.json": #"{"$ref": "https://schemas.example/step.json"}"#,
            "remote/step.json": Self.step,
            "bad.json": #"{"kind": "popover"}"#,
        ])
        let unresolved = ValidateRun(schemaPath: dir + "/schema.json", resolve: [], assertFormat: false,
                                     files: [dir + "/bad.json"]).execute()
        #expect(unresolved.diagnostics.contains { $0.code.id == "TOUR2021" })
        let resolved = ValidateRun(schemaPath: dir + "/schema.json", resolve: [("https://schemas.example/", dir + "/remote")],
                                   assertFormat: false, files: [dir + "/bad.json"]).execute()
        #expect(resolved.diagnostics.map(\.code.id) == ["TOUR2002"])
    }

    @Test func invalidSchemaIsReportedAgainstTheMetaSchema() throws {
        let dir = try Self.folder(["schema.json": #"{"type": "objekt"}"#, "a.json": "{}"])
        let result = ValidateRun(schemaPath: dir + "/schema.json", resolve: [], assertFormat: false,
                                 files: [dir + "/a.json"]).execute()
        #expect(result.diagnostics.contains { ($0.span?.file ?? "").hasSuffix("schema.json") })
    }

    /// The advice sweep: `validate` spoke in the first person ("I could not read", "which I do
    /// not know"); `check` never did. Every message is impersonal now.
    @Test func messagesAreImpersonal() throws {
        let dir = try Self.folder(["schema.json": #"{"$schema": "https://example.com/unknown", "$ref": "https://example.com/x.json"}"#,
                                   "a.json": "{}"])
        var all: [Diagnostic] = []
        all += ValidateRun(schemaPath: dir + "/schema.json", resolve: [], assertFormat: false, files: [dir + "/a.json"]).execute().diagnostics
        all += ValidateRun(schemaPath: dir + "/nope.json", resolve: [], assertFormat: false, files: [dir + "/a.json"]).execute().diagnostics
        all += ValidateRun(schemaPath: nil, resolve: [], assertFormat: false, files: [dir + "/a.json"]).execute().diagnostics
        #expect(all.count >= 3, "\(all.map(\.message))")
        for d in all {
            let words = (d.message + " " + d.notes.joined(separator: " ")).split(separator: " ")
            #expect(!words.contains("I") && !words.contains("I'm") && !words.contains("I don't"), "\(d.message)")
        }
    }

    @Test func exitStatuses() throws {
        let dir = try Self.folder(["schema.json": Self.schema, "defs/step.json": Self.step,
                                   "good.json": #"{"id": "x"}"#, "bad.json": "{}"])
        let good = try ValidateCommand.parse(["--schema", dir + "/schema.json", dir + "/good.json"])
        try good.run()
        let bad = try ValidateCommand.parse(["--schema", dir + "/schema.json", "--diagnostics-format", "json", dir + "/bad.json"])
        #expect(throws: ExitCode(1)) { try bad.run() }
        let missing = try ValidateCommand.parse(["--schema", dir + "/nope.json", dir + "/good.json"])
        #expect(throws: ExitCode(2)) { try missing.run() }
        let unreadable = try ValidateCommand.parse(["--schema", dir + "/schema.json", dir + "/absent.json"])
        #expect(throws: ExitCode(2)) { try unreadable.run() }
        #expect(throws: (any Error).self) { try ValidateCommand.parse(["--schema", "s.json"]) }
        #expect(throws: (any Error).self) { try ValidateCommand.parse(["--resolve", "nope", "a.json"]) }
    }

    @Test func modelineNamesTheSchema() {
        #expect(Modeline.schemaReference(in: "# yaml-language-server: $schema=../schemas/tour.json\nid: x\n") == "../schemas/tour.json")
        #expect(Modeline.schemaReference(in: "---\n#yaml-language-server: $schema=s.json\n") == "s.json")
        #expect(Modeline.schemaReference(in: "id: x\n# yaml-language-server: $schema=s.json\n") == nil)
        #expect(ValidateRun.uri(forReference: "s.json", relativeTo: "/a/b/t.yaml") == "file:///a/b/s.json")
        #expect(ValidateRun.uri(forReference: "https://x.dev/s.json", relativeTo: "/a/t.yaml") == "https://x.dev/s.json")
    }

    @Test func filesWithoutSchemaOrModelineAreReported() throws {
        let dir = try Self.folder(["a.json": "{}"])
        let result = ValidateRun(schemaPath: nil, resolve: [], assertFormat: false, files: [dir + "/a.json"]).execute()
        #expect(result.diagnostics.map(\.code.id) == ["TOUR2025"])
    }
}

import Foundation
import Testing

/// End-to-end `tourc explain` and `tourc dump`.
@Suite struct CLIExplainDumpTests {
    @Test func explainPrintsTheLongText() throws {
        let result = try TourcProcess.run(["explain", "TOUR9001"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("TOUR9001: path not found (error)\n\n"))
        let lowercase = try TourcProcess.run(["explain", "tour9001"])
        #expect(lowercase.stdout == result.stdout)
        let digits = try TourcProcess.run(["explain", "9001"])
        #expect(digits.stdout == result.stdout)
    }

    @Test func unknownCodeSuggestsAndExits64() throws {
        let result = try TourcProcess.run(["explain", "TOUR9O01"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown diagnostic code `TOUR9O01`"))
        #expect(result.stderr.contains("did you mean `TOUR9001`"))
        #expect(result.stdout.isEmpty)
    }

    @Test func explainListAndMarkdown() throws {
        let list = try TourcProcess.run(["explain", "--list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("TOUR9001  error    path not found\n"))
        let markdown = try TourcProcess.run(["explain", "--all", "--markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("# tourc diagnostics\n"))
        #expect(markdown.stdout.contains("### TOUR9001"))
    }

    @Test func dumpPrintsJSONInDocumentOrderWithExactNumbers() throws {
        let ws = try Workspace(["a.yaml": """
            zeta: 1
            alpha: 1.10
            big: 123456789012345678901234567890
            hex: 0x1F
            list: [yes, no, ~, true]
            nested: {b: "quoted", a: 'single'}

            """])
        let result = try TourcProcess.run(["dump", "--compact", "a.yaml"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"zeta":1,"alpha":1.10,"big":123456789012345678901234567890,"hex":31,"list":["yes","no",null,true],"nested":{"b":"quoted","a":"single"}}"# + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func dumpIsIndentedByDefault() throws {
        let ws = try Workspace(["a.yaml": "a: [1]\n"])
        let result = try TourcProcess.run(["dump", "a.yaml"], in: ws.url)
        #expect(result.stdout == "{\n  \"a\": [\n    1\n  ]\n}\n")
    }

    @Test func dumpRefusesNonStringKeys() throws {
        let ws = try Workspace(["a.yaml": "1: one\ntrue: yes\nok: fine\n"])
        let result = try TourcProcess.run(["dump", "a.yaml"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("a.yaml:1:1: error[TOUR9101]"))
        #expect(result.stderr.contains("a.yaml:2:1: error[TOUR9101]"))
    }

    @Test func dumpRefusesSeveralDocuments() throws {
        let ws = try Workspace(["a.yaml": "a: 1\n---\nb: 2\n"])
        let result = try TourcProcess.run(["dump", "a.yaml"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("a.yaml:3:1: error[TOUR9102]"))
    }

    @Test func dumpOfABrokenFileReportsTheLoaderError() throws {
        let ws = try Workspace(["a.yaml": "a: 1\na: 2\n"])
        let result = try TourcProcess.run(["dump", "a.yaml", "--diagnostics-format", "json"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        // dump keeps standard output for the JSON, so machine diagnostics go to standard error.
        let first = try #require(result.stderr.split(separator: "\n").first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect((object["code"] as? String)?.hasPrefix("TOUR1") == true)
        #expect(object["line"] as? Int == 2)
    }

    @Test func dumpOfAFolderOrMissingFileExitsTwo() throws {
        let ws = try Workspace(["tours/a.yaml": "a: 1\n"])
        let folder = try TourcProcess.run(["dump", "tours"], in: ws.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("error[TOUR9005]"))
        let missing = try TourcProcess.run(["dump", "tours/b.yaml"], in: ws.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("error[TOUR9001]"))
        #expect(missing.stderr.contains("did you mean `tours/a.yaml`?"))
    }
}

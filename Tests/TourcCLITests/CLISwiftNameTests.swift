import Foundation
import Testing
import TourcCore

/// One rule for the Swift type name each app gets (issue 20, item 4): an identifier, not a
/// keyword, not a name the generated file uses, at most 200 characters. `check` reports a bad
/// one at the app's `name` (or at `swift.typeName` when that is a fixed name) and `build` never
/// traps or fails with "File name too long".
@Suite("CLI: generated Swift names")
struct CLISwiftNameTests {
    /// `tourc init pocket` plus `config` as tourc.yml and `name` as the app's display name.
    private func project(config: String? = nil, name: String? = nil) throws -> Workspace {
        let ws = try ConfigFileTests.initialised(config ?? "")
        if let name {
            let path = ws.url.appendingPathComponent("tours/pocket/app.yaml").path
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "name: Pocket", with: "name: \(name)")
            try ws.write("tours/pocket/app.yaml", text)
        }
        return ws
    }

    @Test(arguments: ["_", "String", "TourKit", "Sendable", "CaseIterable", "struct", "TourID"])
    func aFixedTypeNameThatCannotWorkIsAnErrorInTourcYml(typeName: String) throws {
        let ws = try project(config: "swift:\n  typeName: \"\(typeName)\"\n")
        for command in ["check", "build"] {
            let result = try TourcProcess.run([command], in: ws.url)
            #expect(result.status == 2, "\(command) \(typeName): \(result.stderr)")
            #expect(result.stderr.contains("tourc.yml:2:13: error[TOUR4007]"), "\(command) \(typeName): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
        }
        // init writes the app's editor schema there; the build writes nothing.
        #expect(!FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("build/tours/pocket/pocket.json").path))
    }

    /// `{Name}` alone with an app called `string` (or `type`): located at the app's `name`.
    @Test(arguments: ["string", "type"])
    func aPatternThatMakesAReservedNameIsAnErrorAtTheAppsName(name: String) throws {
        let ws = try project(config: "swift:\n  typeName: \"{Name}\"\n", name: name)
        for command in ["check", "build"] {
            let result = try TourcProcess.run([command], in: ws.url)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("tours/pocket/app.yaml:4:7: error[TOUR4007]"), "\(command): \(result.stderr)")
        }
    }

    /// A display name of 300 characters: `check` says so at `name`; `build` writes nothing and
    /// never reaches the file system's "File name too long".
    @Test func aLongDisplayNameIsAnErrorAtTheAppsName() throws {
        let ws = try project(name: String(repeating: "Long ", count: 60))
        for command in ["check", "build"] {
            let result = try TourcProcess.run([command], in: ws.url)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("tours/pocket/app.yaml:4:7: error[TOUR4007]"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("more than 200"))
            #expect(!result.stderr.contains("too long:") && !result.stderr.contains("TOUR4002"))
        }
    }

    /// An app id of 250 characters would make `<id>.schema.json` longer than a file name may be:
    /// `check` says so at `id`, and `build` never reaches the file system's "File name too long".
    @Test func aLongAppIdIsAnErrorAtItsId() throws {
        let id = "a" + String(repeating: "b", count: 249)
        let ws = try Workspace()
        let created = try TourcProcess.run(["init", id], in: ws.url)
        #expect(created.status == 0, "\(created.stderr)")
        // A short display name, so the type name is fine and only the id is too long.
        let registry = ws.url.appendingPathComponent("tours/\(id)/app.yaml").path
        let text = try String(contentsOfFile: registry, encoding: .utf8)
        try ws.write("tours/\(id)/app.yaml", text.replacingOccurrences(of: #"(?m)^name: .*$"#, with: "name: Short", options: .regularExpression))
        for command in ["check", "build"] {
            let result = try TourcProcess.run([command], in: ws.url)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("tours/\(id)/app.yaml:3:5: error[TOUR4007]"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("TOUR4002"))
        }
    }

    @Test func aLongTypeNamePatternIsASchemaError() throws {
        let ws = try project(config: "swift:\n  typeName: \"{Name}\(String(repeating: "X", count: 120))\"\n")
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("tourc.yml:2:13: error[TOUR2005]"), "\(result.stderr)")
    }

    @Test func theRuleAcceptsTheUsualNames() {
        for name in ["PocketTours", "Tours_2", "X"] { #expect(SwiftName.problem(asTypeName: name) == nil, "\(name)") }
        #expect(SwiftName.problem(asTypeName: String(repeating: "A", count: 200)) == nil)
        #expect(SwiftName.problem(asTypeName: String(repeating: "A", count: 201)) != nil)
        for name in ["", "_", "9lives", "a-b", "é", "Self", "Type", "String"] { #expect(SwiftName.problem(asTypeName: name) != nil, "\(name)") }
        #expect(SwiftName(typeName: "_") == nil)
    }
}

/// Issue 22, item 10: page button and re-entry control labels become `ButtonID` and
/// `ManualControlID` cases, so two labels that make one Swift name are reported by `check`, at
/// the second label, before a build fails on them.
@Suite("CLI: label names")
struct CLILabelNameTests {
    @Test func twoButtonLabelsWithOneSwiftNameAreReportedAtTheSecond() throws {
        let ws = try ConfigFileTests.initialised("")
        let path = ws.url.appendingPathComponent("tours/pocket/welcome.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try ws.write("tours/pocket/welcome.yaml", text + """
                actions:
                  - {label: Got it, action: {type: complete}}
                  - {label: Got it!, action: {type: dismiss}}

            """)
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let second = try #require(lines.firstIndex { $0.contains("Got it!") }) + 1
        for command in ["check", "build"] {
            let result = try TourcProcess.run([command], in: ws.url)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("tours/pocket/welcome.yaml:\(second):"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("TOUR4001"), "\(command): \(result.stderr)")
        }
        // Apart, both build.
        try ws.write("tours/pocket/welcome.yaml", text + """
                actions:
                  - {label: Got it, action: {type: complete}}
                  - {label: Not now, action: {type: dismiss}}

            """)
        #expect(try TourcProcess.run(["build"], in: ws.url).status == 0)
        let swift = try String(contentsOf: ws.url.appendingPathComponent("build/tours/pocket/PocketTours.swift"), encoding: .utf8)
        #expect(swift.contains("case gotIt = \"Got it\"") && swift.contains("case notNow = \"Not now\""))
    }
}

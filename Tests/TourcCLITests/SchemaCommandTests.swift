import Foundation
import JSONSchema
import Testing
import TourcCore
import YAMLLoader
@testable import TourcCLI

/// `tourc schema APPDIR`: the tour schema with the app's own names as enums. (The real editor
/// tool, check-jsonschema, runs it in scripts/integration-tests.sh.)
@Suite struct SchemaCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func schema(_ app: String) throws -> YAMLNode {
        let result = try TourcProcess.run(["schema", "tours/\(app)"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONParser.parse(result.stdout)
    }

    /// A reference property's list of ids: the `$defs` entry its `$ref` names.
    static func list(_ property: YAMLNode?, in schema: YAMLNode) -> YAMLNode? {
        guard let ref = property?["$ref"]?.string, ref.hasPrefix("#/$defs/") else { return nil }
        return schema["$defs"]?[String(ref.dropFirst("#/$defs/".count))]
    }

    @Test func referencesBecomeTheAppsIdsWithDescriptions() throws {
        let schema = try Self.schema("finite")
        let target = try #require(schema["$defs"]?["region"]?["properties"]?["target"])
        #expect(target["pattern"] == nil)
        let region = try #require(Self.list(target, in: schema))
        let ids = (region["enum"]?.items ?? []).compactMap { $0.string }
        #expect(!ids.isEmpty)
        #expect(ids.contains("currentWeek"))
        #expect(!ids.contains("curentWeek"))
        let descriptions = (region["enumDescriptions"]?.items ?? []).compactMap { $0.string }
        #expect(descriptions.count == ids.count)
        let index = try #require(ids.firstIndex(of: "currentWeek"))
        #expect(descriptions[index].contains("current-week"))
        // Conditions in lists, tours by id, and haptic events with the tour's own moments.
        // A `when:` item is an id of the app's (or a condition written in place, whose `any` names ids too).
        let whenItem = schema["properties"]?["when"]?["items"]?["anyOf"]?.items ?? []
        #expect(Self.list(whenItem.first, in: schema)?["enum"]?.items != nil)
        #expect(whenItem.last?["$ref"]?.string == "#/$defs/inlineCondition")
        let anyItem = schema["$defs"]?["inlineCondition"]?["properties"]?["any"]?["items"]
        #expect(Self.list(anyItem, in: schema)?["enum"]?.items != nil)
        let actions = schema["$defs"]?["action"]?["oneOf"]?.items ?? []
        let tours = actions.compactMap { Self.list($0["properties"]?["tour"], in: schema)?["enum"]?.items }.first ?? []
        #expect(tours.compactMap { $0.string } == ["walkthrough"])
        let hapticEvent = schema["$defs"]?["hapticCue"]?["properties"]?["event"]
        let haptic = (Self.list(hapticEvent, in: schema)?["enum"]?.items ?? []).compactMap { $0.string }
        #expect(haptic.contains("entry") && haptic.contains("complete"))
        #expect(schema["$id"]?.string == "https://tourc.dev/schemas/apps/finite/tour.schema.json")
    }

    @Test func theSchemaValidatesTheAppsToursAndRejectsAMisspeltTarget() throws {
        let text = try TourcProcess.run(["schema", "tours/finite"], in: Self.root).stdout
        let ws = try Workspace(["finite.schema.json": text])
        let walkthrough = try String(contentsOf: Self.root.appendingPathComponent("tours/finite/walkthrough.yaml"), encoding: .utf8)
        try ws.write("ok.yaml", walkthrough)
        try ws.write("bad.yaml", walkthrough.replacingOccurrences(of: "target: currentWeek\n", with: "target: curentWeek\n"))
        let schema = ws.url.appendingPathComponent("finite.schema.json").path
        let ok = try TourcProcess.run(["validate", "--schema", schema, "ok.yaml"], in: ws.url)
        #expect(ok.status == 0, "\(ok.stderr)")
        let bad = try TourcProcess.run(["validate", "--schema", schema, "bad.yaml"], in: ws.url)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("curentWeek"), "\(bad.stderr)")
    }

    @Test func buildWritesTheSameSchemaBesideTheOutput() throws {
        let ws = try Workspace()
        let build = try TourcProcess.run(["build", "tours", "--output", ws.url.path, "--quiet", "--editor-schemas", "always"], in: Self.root)
        #expect(build.status == 0, "\(build.stderr)")
        for app in ["carrier-wave", "finite", "omnisite", "ops"] {
            let written = try String(contentsOf: ws.url.appendingPathComponent("\(app)/\(app).schema.json"), encoding: .utf8)
            let printed = try TourcProcess.run(["schema", "tours/\(app)"], in: Self.root).stdout
            #expect(written == printed, "\(app)")
        }
    }

    /// Issue 21, item 7: editor schemas are written only where they are read. By default a build
    /// refreshes the schemas already in the output folder (as `tourc init` leaves them) and writes
    /// no new ones; `always` and `never` (flag or tourc.yml) say otherwise.
    @Test func editorSchemasAreWrittenWhereTheyAlreadyAreUnlessToldOtherwise() throws {
        let ws = try Workspace()
        let out = ws.url.appendingPathComponent("out")
        let schema = { (app: String) in out.appendingPathComponent("\(app)/\(app).schema.json").path }
        #expect(try TourcProcess.run(["build", "tours", "--output", out.path, "--quiet"], in: Self.root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: schema("finite")))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("finite/finite.json").path))
        // One app's schema set up by hand (stale): the default build refreshes that one only.
        try ws.write("out/finite/finite.schema.json", "{}")
        #expect(try TourcProcess.run(["build", "tours", "--output", out.path, "--quiet"], in: Self.root).status == 0)
        let printed = try TourcProcess.run(["schema", "tours/finite"], in: Self.root).stdout
        #expect(try String(contentsOfFile: schema("finite"), encoding: .utf8) == printed)
        #expect(!FileManager.default.fileExists(atPath: schema("ops")))
        // `never` leaves even an existing one alone.
        try ws.write("out/finite/finite.schema.json", "{}")
        #expect(try TourcProcess.run(["build", "tours", "--output", out.path, "--quiet", "--editor-schemas", "never"], in: Self.root).status == 0)
        #expect(try String(contentsOfFile: schema("finite"), encoding: .utf8) == "{}")
        // tourc.yml's `editorSchemas: always` writes every app's.
        try ws.write("tourc.yml", "tours: \(Self.root.appendingPathComponent("tours").path)\noutput: out\neditorSchemas: always\n")
        let configured = try TourcProcess.run(["build", "--quiet"], in: ws.url)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(FileManager.default.fileExists(atPath: schema("ops")))
        // A value it does not know is an error at the value.
        try ws.write("tourc.yml", "editorSchemas: sometimes\n")
        let bad = try TourcProcess.run(["build"], in: ws.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("tourc.yml:1:16"), "\(bad.stderr)")
    }

    @Test func aBrokenRegistryIsReportedAndAnEmptyListAllowsNothing() throws {
        let ws = try Workspace(["app/app.yaml": "id: app\nname: 3\n"])
        let broken = try TourcProcess.run(["schema", "app"], in: ws.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("app/app.yaml:2:7"), "\(broken.stderr)")
        #expect(broken.stdout.isEmpty)
        try ws.write("app/app.yaml", "id: app\nname: App\n")
        let empty = try JSONParser.parse(try TourcProcess.run(["schema", "app/app.yaml"], in: ws.url).stdout)
        let target = try #require(Self.list(empty["$defs"]?["region"]?["properties"]?["target"], in: empty))
        #expect(target["not"] != nil && target["enum"] == nil)
        let config = try TourcProcess.run(["schema", "--config-file"], in: ws.url)
        #expect(try JSONParser.parse(config.stdout)["$id"]?.string == ConfigSchema.uri)
    }

    /// A registry may name the app's tours (a tip group's `tours`), so the schema reads them; a
    /// broken tour the registry does not name still leaves the app its schema.
    @Test func aRegistryThatNamesItsToursGetsItsSchema() throws {
        for app in ["carrier-wave", "finite", "meshtastic", "omnisite", "ops"] { _ = try Self.schema(app) }
        let ws = try Workspace([
            "app/app.yaml": "id: app\nname: App\ntipGroups:\n  - {id: g, tours: [a, c]}\n",
            "app/a.yaml": "id: a\nname: A\nsteps:\n  - {id: s, type: page, title: Hi}\n",
            "app/c.yaml": "id: c\nname: C\nsteps:\n  - {id: s, type: page, title: Hi}\n",
            "app/b.yaml": "id: b\nname: [broken\n",
        ])
        let result = try TourcProcess.run(["schema", "app"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        let schema = try JSONParser.parse(result.stdout)
        #expect(schema["$id"] != nil)
        try ws.write("app/app.yaml", "id: app\nname: App\ntipGroups:\n  - {id: g, tours: [a, nope]}\n")
        let unknown = try TourcProcess.run(["schema", "app"], in: ws.url)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("app/app.yaml:4:24"), "\(unknown.stderr)")
    }

    /// The tours the schema offers are the ones the check found: those it decoded, and by the id
    /// they were loaded with those whose own errors kept them from decoding (a tour being edited
    /// is still a tour of the app); a file that is not YAML names no tour.
    @Test func theToursAreTheOnesTheCheckFound() throws {
        let ws = try Workspace([
            "app/app.yaml": "id: app\nname: App\n",
            "app/a.yaml": "id: a\nname: A\nsteps:\n  - {id: s, type: page, title: Hi}\n",
            "app/c.yaml": "id: c\nname: C\nsteps:\n  - {id: s, type: page, title: Hi, colour: red}\n",
            "app/b.yaml": "id: b\nname: [broken\n",
        ])
        let result = try TourcProcess.run(["schema", "app"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        let schema = try JSONParser.parse(result.stdout)
        #expect(schema["$defs"]?["app.tour"]?["enum"]?.items?.compactMap(\.string) == ["a", "c"])
        #expect(schema["$defs"]?["app.tour"]?["enumDescriptions"]?.items?.compactMap(\.string) == ["A", "C"])
    }

    /// A folder without an app.yaml (the folder of apps, say) is a path mistake: exit 2 with the
    /// app folders it holds, not an empty report; a missing path is named as typed.
    @Test func aFolderWithoutAnAppIsNamed() throws {
        let ws = try Workspace(["tours/app/app.yaml": "id: app\nname: App\n"])
        let folder = try TourcProcess.run(["schema", "tours"], in: ws.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("TOUR9006") && folder.stderr.contains("`tourc schema tours/app`"), "\(folder.stderr)")
        #expect(folder.stdout.isEmpty)
        let missing = try TourcProcess.run(["schema", "nowhere"], in: ws.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("TOUR9001") && missing.stderr.contains("nowhere: no such file"), "\(missing.stderr)")
    }

    /// The registry's problems are the ones `tourc check` reports, the cross-app ones too: a
    /// display name too long for the Swift type name (TOUR4007) gives no schema.
    @Test func aTypeNameProblemOfTheRegistryCounts() throws {
        let ws = try Workspace(["app/app.yaml": "id: app\nname: \(String(repeating: "N", count: 300))\n"])
        let result = try TourcProcess.run(["schema", "app"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("app/app.yaml:2:7: error[TOUR4007]"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func expandAppsChecksTheWholeAppOfAChangedRegistry() {
        #expect(CheckCommand.expandingApps(["tours/a/app.yaml", "tours/a/x.yaml", "tours/b/y.yaml"]) == ["tours/a", "tours/b/y.yaml"])
        #expect(CheckCommand.expandingApps(["app.yaml"]) == ["."])
        #expect(CheckCommand.expandingApps(["tours/b/y.yaml"]) == ["tours/b/y.yaml"])
    }
}

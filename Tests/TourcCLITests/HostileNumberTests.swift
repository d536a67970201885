import Foundation
import Testing
import TourcCore
import TourcDiagnostics
@testable import TourcCLI

/// Every numeric key of the tour, app, scenario and config schemas, found by walking the schemas
/// themselves (not a hand-made list), takes `Int.max`, `Int.min`, `1e308`, `.inf`, `-0` and
/// `.nan`; each run ends with a located error at the value or is accepted, never a trap
/// (issue 20, item 3). Every numeric node also has both bounds (docs/language.md, "Numbers").
@Suite("Hostile numbers in every numeric key")
struct HostileNumberTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The hostile values as YAML writes them; all but `-0` are out of every range tourc has.
    static let values: [(text: String, outOfRange: Bool)] = [
        ("9223372036854775807", true), ("-9223372036854775808", true), ("1e308", true), (".inf", true), ("-0", false), (".nan", true),
    ]

    /// A path from a schema's root to a numeric node: keys, list items, and the `type` a
    /// union's branch needs beside its keys.
    enum Segment: Equatable { case key(String), item, variant(String) }

    /// The numeric nodes of `schema`, each reached once (a `$defs` entry used in many places
    /// is walked from its first use), with whether it states both bounds.
    static func numericPaths(_ schema: [String: Any]) -> [(path: [Segment], pointer: String, bounded: Bool)] {
        let defs = schema["$defs"] as? [String: Any] ?? [:]
        var found: [(path: [Segment], pointer: String, bounded: Bool)] = []
        var seen: Set<String> = []
        func walk(_ node: Any?, _ path: [Segment], _ pointer: String, depth: Int) {
            guard let node = node as? [String: Any], depth < 40, seen.insert(pointer).inserted else { return }
            if let ref = node["$ref"] as? String, ref.hasPrefix("#/$defs/") {
                let name = String(ref.dropFirst("#/$defs/".count))
                walk(defs[name], path, "#/$defs/\(name)", depth: depth + 1)
            }
            let types = (node["type"] as? String).map { [$0] } ?? (node["type"] as? [String] ?? [])
            if types.contains("number") || types.contains("integer") {
                let hasMin = node["minimum"] != nil || node["exclusiveMinimum"] != nil
                let hasMax = node["maximum"] != nil || node["exclusiveMaximum"] != nil
                found.append((path, pointer, hasMin && hasMax))
            }
            for (key, value) in (node["properties"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                walk(value, path + [.key(key)], pointer + "/properties/\(key)", depth: depth + 1)
            }
            if let additional = node["additionalProperties"] as? [String: Any] {
                walk(additional, path + [.key("someKey")], pointer + "/additionalProperties", depth: depth + 1)
            }
            walk(node["items"], path + [.item], pointer + "/items", depth: depth + 1)
            for keyword in ["oneOf", "anyOf", "allOf"] {
                for (index, branch) in (node[keyword] as? [Any] ?? []).enumerated() {
                    let tag = (((branch as? [String: Any])?["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"] as? String
                    walk(branch, tag.map { path + [.variant($0)] } ?? path, pointer + "/\(keyword)/\(index)", depth: depth + 1)
                }
            }
        }
        walk(schema, [], "#", depth: 0)
        return found
    }

    /// JSON text (YAML flow) holding `placeholder` at `path`, one key per line, so the value has
    /// a line of its own. `base`: the top-level keys to start from.
    static func document(_ path: [Segment], base: [(String, String)] = []) -> String {
        func value(_ rest: ArraySlice<Segment>, indent: String) -> String {
            guard let first = rest.first else { return "NUMBER" }
            switch first {
            case .item:
                return "[\n\(indent)  " + value(rest.dropFirst(), indent: indent + "  ") + "\n\(indent)]"
            case .key, .variant:
                var tag: String?
                var inner = rest
                if case .variant(let t) = first { tag = t; inner = rest.dropFirst() }
                var lines: [String] = tag.map { ["\(indent)  \"type\": \"\($0)\""] } ?? []
                if case .key(let k)? = inner.first {
                    lines.append("\(indent)  \"\(k)\": " + value(inner.dropFirst(), indent: indent + "  "))
                } else if !inner.isEmpty {
                    lines.append("\(indent)  \"x\": " + value(inner, indent: indent + "  "))
                }
                return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
            }
        }
        var top = base
        var rest = ArraySlice(path)
        if case .key(let k)? = rest.first {
            rest = rest.dropFirst()
            top.removeAll { $0.0 == k }
            top.append((k, value(rest, indent: "  ")))
        }
        return "{\n" + top.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    static func schema(_ file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("schemas/\(file)"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func line(of text: String) -> Int {
        text.components(separatedBy: "\n").firstIndex { $0.contains("NUMBER") }.map { $0 + 1 } ?? 0
    }

    /// Runs `check` (and, when it passes, `build`) over an app whose file `name` is `text`.
    static func checkApp(tour: String?, registry: String?) throws -> (diagnostics: [Diagnostic], file: String) {
        let ws = try Workspace()
        try ws.write("tours/app/app.yaml", registry ?? InitTemplates.registry(id: "app"))
        try ws.write("tours/app/welcome.yaml", tour ?? InitTemplates.tourBody)
        let folder = ws.url.appendingPathComponent("tours").path
        let report = Checker().check(paths: [folder])
        var all = report.diagnostics.diagnostics
        if !report.diagnostics.hasErrors {
            let build = BuildDriver(options: BuildOptions(input: folder, output: ws.url.appendingPathComponent("out").path)).run()
            all += build.diagnostics.diagnostics
        }
        return (all, ws.url.appendingPathComponent(registry == nil ? "tours/app/welcome.yaml" : "tours/app/app.yaml").path)
    }

    @Test func everyNumericNodeOfEverySchemaHasBothBounds() throws {
        for file in ["tour.schema.json", "app.schema.json", "scenario.schema.json"] {
            let paths = Self.numericPaths(try Self.schema(file))
            #expect(!paths.isEmpty, "\(file)")
            for entry in paths { #expect(entry.bounded, "\(file) \(entry.pointer)") }
        }
        let config = try #require(try JSONSerialization.jsonObject(with: Data(ConfigSchema.text.utf8)) as? [String: Any])
        // tourc.yml has no number today; a new one must come with bounds and this test.
        #expect(Self.numericPaths(config).isEmpty)
    }

    @Test(arguments: ["tour.schema.json", "app.schema.json"])
    func hostileNumbersInTourAndAppKeysAreLocatedErrors(file: String) throws {
        let paths = Self.numericPaths(try Self.schema(file))
        let isTour = file == "tour.schema.json"
        let base: [(String, String)] = isTour
            ? [("id", "\"welcome\""), ("name", "\"Welcome\""), ("presentation", "{\"style\": \"bottomSheet\"}"),
               ("steps", "[{\"type\": \"page\", \"id\": \"hello\", \"title\": \"Hi\"}]")]
            : [("id", "\"app\""), ("name", "\"App\"")]
        for entry in paths {
            let template = Self.document(entry.path, base: base)
            let line = Self.line(of: template)
            for (value, outOfRange) in Self.values {
                let text = template.replacingOccurrences(of: "NUMBER", with: value)
                let result = try Self.checkApp(tour: isTour ? text : nil, registry: isTour ? nil : text)
                let atValue = result.diagnostics.filter { $0.severity == .error && $0.span?.file == result.file && $0.span?.range.start.line == line }
                if outOfRange {
                    #expect(!atValue.isEmpty, "\(entry.pointer) = \(value): no error at line \(line): \(result.diagnostics.map(\.message))")
                }
            }
        }
    }

    @Test func hostileNumbersInScenarioKeysAreLocatedErrors() throws {
        let paths = Self.numericPaths(try Self.schema("scenario.schema.json"))
        let ws = try Workspace()
        try ws.write("tours/app/app.yaml", InitTemplates.registry(id: "app"))
        try ws.write("tours/app/welcome.yaml", InitTemplates.tourBody)
        let toursRoot = ws.url.appendingPathComponent("tours").path
        for entry in paths {
            let template = Self.document(entry.path, base: [("name", "\"hostile\""), ("steps", "[\"launch\"]")])
            let line = Self.line(of: template)
            for (value, outOfRange) in Self.values {
                try ws.write("tours/app/tests/n.test.yaml", template.replacingOccurrences(of: "NUMBER", with: value))
                let file = ws.url.appendingPathComponent("tours/app/tests/n.test.yaml").path
                let report = ScenarioRunner(toursRoot: toursRoot, keepsTranscript: false).run(paths: [file])
                let atValue = report.diagnostics.diagnostics.filter { $0.severity == .error && $0.span?.range.start.line == line }
                if outOfRange {
                    #expect(!atValue.isEmpty, "\(entry.pointer) = \(value): \(report.diagnostics.diagnostics.map(\.message))")
                }
            }
        }
    }
}

/// The validator's own arithmetic on schema numbers (issue 20, item 3): `minLength` ≥ 2^61
/// overflowed `value * 4`; any bound now compares without a product.
@Suite("Hostile numbers in a schema given to validate")
struct HostileSchemaNumberTests {
    @Test(arguments: ["2305843009213693952", "9223372036854775807", "1e300"])
    func aHugeMinLengthIsAnswered(limit: String) throws {
        let ws = try Workspace([
            "s.json": #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "string", "minLength": \#(limit)}"#,
            "a.yaml": "hello\n",
        ])
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "a.yaml"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a.yaml:1:1: error[TOUR2005]"), "\(result.stderr)")
    }
}

/// Numbers inside version strings (issue 20, item 3): each dotted number has at most nine digits,
/// so `VersionNumber` always holds it; a longer one is a located schema error.
@Suite("Version strings hold numbers of at most nine digits")
struct VersionNumberRangeTests {
    @Test func aTenDigitVersionNumberIsALocatedError() throws {
        for (version, ok) in [("1.999999999", true), ("1.1000000000", false), ("99999999999999999999", false)] {
            let registry = InitTemplates.registry(id: "app") + "versions:\n  - version: \"\(version)\"\n"
            let result = try HostileNumberTests.checkApp(tour: nil, registry: registry)
            let line = registry.components(separatedBy: "\n").firstIndex { $0.contains("version: ") }.map { $0 + 1 }
            let errors = result.diagnostics.filter { $0.severity == .error }
            if ok {
                #expect(errors.isEmpty, "\(version): \(errors.map(\.message))")
            } else {
                #expect(errors.contains { $0.span?.range.start.line == line && $0.code.id == "TOUR2005" }, "\(version): \(errors.map(\.message))")
            }
        }
    }
}

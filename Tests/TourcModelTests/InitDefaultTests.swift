import Foundation
import Testing
@testable import TourcModel

/// `tourc build` leaves out an argument whose value equals the default the description gives its
/// field (`Field.omittableDefault`). That is only right where TourKit's initializer declares that
/// same default: these tests read TourKit's sources (generated and hand-written) and check every
/// omittable field against the parameter's `= default` there. A missing default would also fail
/// to compile in the consumer target; a different default would compile and silently change the
/// value, which only this test sees.
@Suite("Initializer defaults")
struct InitDefaultTests {
    static let tourKit = GeneratedFilesTests.root.appendingPathComponent("Sources/TourKit")

    /// Every Swift source of TourKit, concatenated (the hand-written ones and `Generated/`).
    static let sources: String = {
        let files = (FileManager.default.enumerator(atPath: tourKit.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return files.compactMap { try? String(contentsOf: tourKit.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }()

    /// The parameters of the first `public init(` after `public struct <name>:`, by name: the text
    /// after `=` ("" when none). Nil when the struct or its initializer is not found.
    static func initParameters(of name: String, in text: String) -> [String: String]? {
        guard let decl = text.range(of: "public struct \(name):"),
              let open = text.range(of: "public init(", range: decl.upperBound..<text.endIndex) else { return nil }
        var depth = 1
        var current = ""
        var parameters: [String] = []
        for ch in text[open.upperBound...] {
            if ch == "(" || ch == "[" { depth += 1 }
            if ch == ")" || ch == "]" { depth -= 1 }
            if depth == 0 { break }
            if ch == "," && depth == 1 {
                parameters.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        parameters.append(current)
        var out: [String: String] = [:]
        for p in parameters {
            let p = p.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let colon = p.firstIndex(of: ":") else { continue }
            let name = p[..<colon].split(separator: " ").last.map(String.init) ?? ""
            let value = p.range(of: " = ").map { String(p[$0.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            out[name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = value
        }
        return out
    }

    @Test func everyOmittableDefaultIsTheInitializersDefault() throws {
        var checked = 0
        for case .structure(let d) in Language.files.flatMap(\.decls) {
            let parameters = try #require(Self.initParameters(of: d.name, in: Self.sources), "no `public init(` of \(d.name) in TourKit")
            for f in d.fields {
                guard let fallback = f.omittableDefault else { continue }
                let declared = parameters[f.name]
                #expect(declared == fallback.swift(for: f.type),
                        "\(d.name).\(f.name): tourc leaves the argument out when it is \(fallback.swift(for: f.type)), but TourKit's initializer declares \(declared.map { "= \($0)" } ?? "no default")")
                checked += 1
            }
        }
        #expect(checked > 100, "only \(checked) defaults checked: the initializer parser is broken")
    }

    @Test func parserReadsAnInitializerWithDefaults() {
        let text = """
            public struct Demo: Codable {
                public init(_ kind: Kind, note: String? = nil, items: [Item] = [], pair: Pair = Pair(a: 1, b: 2), flag: Bool = true) {}
            }
            """
        #expect(Self.initParameters(of: "Demo", in: text) == ["kind": "", "note": "nil", "items": "[]", "pair": "Pair(a: 1, b: 2)", "flag": "true"])
    }

    /// The bundle's `format` defaults to the linked TourKit's `TourKitVersion.format`: a value the
    /// generated Swift must state, so it is never left out.
    @Test func aSwiftExpressionDefaultIsNeverOmittable() throws {
        guard case .structure(let bundle)? = Language.declarations["TourBundle"] else { Issue.record("no TourBundle"); return }
        let format = try #require(bundle.fields.first { $0.name == "format" })
        #expect(format.initDefault != nil)
        #expect(format.omittableDefault == nil)
        let contentHash = try #require(bundle.fields.first { $0.name == "contentHash" })
        #expect(contentHash.omittableDefault == .value(.text("")))
    }
}

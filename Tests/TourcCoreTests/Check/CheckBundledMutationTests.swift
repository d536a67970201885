import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Every reference in the bundled tours is resolved and located: in each tour file, every line
/// of the form `target: x` (and `anchor`, `to`, `screen`, `event`, `component`, `tour`, `via`,
/// `replacement`, `versionKey`, `progressKey`, `key`, and an app action's `action`) gets a misspelt
/// id, and `tourc check` must report an unknown reference (TOUR31xx, TOUR3810) on exactly those lines.
@Suite struct CheckBundledMutationTests {
    static let keys: Set<Substring> = ["target", "anchor", "to", "screen", "event", "component", "tour", "via",
                                       "replacement", "versionKey", "progressKey", "key", "action"]

    /// `(prefix, id)` when the line is `[- ]key: id` with a plain id and nothing after it.
    static func reference(_ line: String) -> (String, String)? {
        var rest = line.drop { $0 == " " }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2) }
        guard let colon = rest.range(of: ": "), keys.contains(rest[..<colon.lowerBound]) else { return nil }
        let id = rest[colon.upperBound...]
        guard let first = id.first, first.isLetter, first.isASCII,
              id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) else { return nil }
        return (String(line.dropLast(id.count)), String(id))
    }

    static var tourFiles: [(app: String, file: String)] {
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours").path
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        return apps.flatMap { app in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + app)) ?? []).sorted()
                .filter { $0.hasSuffix(".yaml") && $0 != "app.yaml" }.map { (app, $0) }
        }
    }

    @Test(arguments: tourFiles.map { "\($0.app)/\($0.file)" })
    func everyMisspeltReferenceIsReportedOnItsLine(_ path: String) throws {
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours")
        let app = String(path.split(separator: "/")[0])
        var files: [String: String] = [:]
        // Only the tour files: `tests/` holds `tourc test` scenarios.
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(app).path) where name.hasSuffix(".yaml") {
            files["\(app)/\(name)"] = try String(contentsOf: root.appendingPathComponent("\(app)/\(name)"), encoding: .utf8)
        }
        var lines = try #require(files[path]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var mutated: [Int] = []
        for i in lines.indices {
            guard let (prefix, id) = Self.reference(lines[i]) else { continue }
            lines[i] = prefix + id + "Zq"
            mutated.append(i + 1)
        }
        #expect(!mutated.isEmpty, "no reference lines found in \(path)")
        files[path] = lines.joined(separator: "\n")
        let fixture = try CheckFixture(files)
        let diagnostics = fixture.check()
        let reported = diagnostics.filter { ($0.code.id.hasPrefix("TOUR31") || $0.code == LanguageCodes.unknownAppAction) && $0.span?.file.hasSuffix("/" + path) == true }
            .compactMap { $0.span?.range.start.line }
        #expect(Set(reported) == Set(mutated), "mutated lines \(mutated), reported \(reported.sorted())")
        #expect(reported.count == Set(reported).count, "one diagnostic per reference")
    }
}

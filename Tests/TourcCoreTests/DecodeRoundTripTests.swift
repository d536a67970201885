import Foundation
import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore
import TourcTestSupport

/// One value, four ways: for every tour and registry of the bundled apps, the kitchen-sink
/// fixture and a generated corpus, the explicit decoders, TourKit's `Decodable`, the JSON bundle
/// `tourc build` writes (decoded again) and the Swift table (its explicit expression against the
/// reflective oracle's) must agree. A field one layer forgets shows up here as a difference.
@Suite struct DecodeRoundTripTests {
    static func corpus() throws -> URL {
        let existing = EmitGolden.root.appendingPathComponent("Benchmarks/corpus/b")
        if FileManager.default.fileExists(atPath: existing.path) { return existing }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-roundtrip-corpus")
        if FileManager.default.fileExists(atPath: out.appendingPathComponent("carrier-wave-000").path) { return out }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", EmitGolden.root.appendingPathComponent("Benchmarks/gen_corpus.py").path, "b",
                             "--out", out.path, "--tours", EmitGolden.root.appendingPathComponent("tours").path, "--scale", "0.04"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Benchmarks/gen_corpus.py failed (python3 needed)")
        return out
    }

    /// `firstOfEachFamily`: of the corpus's `<app>-NNN` copies, only `<app>-000`.
    static func roundTrip(_ input: URL, firstOfEachFamily: Bool = false) throws -> Int {
        var compared = 0
        let apps = try FileManager.default.contentsOfDirectory(atPath: input.path)
            .filter { FileManager.default.fileExists(atPath: input.appendingPathComponent("\($0)/app.yaml").path) }
            .filter { !firstOfEachFamily || $0.hasSuffix("-000") }
            .sorted()
        for app in apps {
            let folder = input.appendingPathComponent(app)
            // The build of this app alone.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-roundtrip-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: scratch.appendingPathComponent(app))
            // With the authoring notes every field must survive; without them (the default) the
            // output must equal the source with exactly the authoring-only fields cleared.
            func build(notes: Bool) throws -> TourBundle {
                let report = BuildDriver(options: BuildOptions(
                    input: scratch.path, output: scratch.appendingPathComponent("out").path, jobs: 2, mode: .dryRun,
                    retainsOutput: true, includesAuthoringNotes: notes)).run()
                let json = try #require(report.plan.files.first { $0.path.hasSuffix("/\(app).json") }, "\(app) did not build")
                return try JSONDecoder().decode(TourBundle.self, from: Data(json.bytes))
            }
            let bundle = try build(notes: true)
            let stripped = try build(notes: false)
            let oracle = SwiftValueEmitter()

            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".yaml") {
                let url = folder.appendingPathComponent(name)
                let root = try DecodeExplicitTourTests.root(try String(contentsOf: url, encoding: .utf8), file: url.path)
                if name == "app.yaml" {
                    let explicit = try ExplicitRegistryDecoding.registry(ExplicitNode(node: root, userInfo: [:]))
                    let viaDecodable = try AppRegistry(from: NodeDecoder(root: root, userInfo: [:]))
                    #expect(explicit == viaDecodable, "\(app)/\(name): explicit != Decodable")
                    #expect(bundle.app == viaDecodable, "\(app)/\(name): JSON bundle != Decodable")
                    #expect(try bundle.app.swiftExpression() == oracle.expression(for: viaDecodable), "\(app)/\(name): Swift table")
                    var withoutNotes = viaDecodable
                    withoutNotes.stripAuthoringText()
                    #expect(stripped.app == withoutNotes, "\(app)/\(name): JSON bundle without notes != Decodable without notes")
                    #expect(try stripped.app.swiftExpression() == oracle.expression(for: withoutNotes), "\(app)/\(name): Swift table without notes")
                } else {
                    let explicit = try ExplicitTourDecoding.tour(ExplicitNode(node: root, userInfo: [:]))
                    let viaDecodable = try Tour(from: NodeDecoder(root: root, userInfo: [:]))
                    #expect(explicit == viaDecodable, "\(app)/\(name): explicit != Decodable")
                    let shipped = try #require(bundle.tour(viaDecodable.id), "\(app)/\(name): not in the JSON bundle")
                    #expect(shipped == viaDecodable, "\(app)/\(name): JSON bundle != Decodable")
                    #expect(try shipped.swiftExpression() == oracle.expression(for: viaDecodable), "\(app)/\(name): Swift table")
                    var withoutNotes = viaDecodable
                    withoutNotes.stripAuthoringText()
                    let shippedWithoutNotes = try #require(stripped.tour(viaDecodable.id))
                    #expect(shippedWithoutNotes == withoutNotes, "\(app)/\(name): JSON bundle without notes != Decodable without notes")
                    #expect(try shippedWithoutNotes.swiftExpression() == oracle.expression(for: withoutNotes), "\(app)/\(name): Swift table without notes")
                }
                compared += 1
            }
        }
        return compared
    }

    @Test func bundledApps() throws {
        #expect(try Self.roundTrip(EmitGolden.root.appendingPathComponent("tours")) >= 22)
    }

    @Test func kitchenSinkFixture() throws {
        #expect(try Self.roundTrip(EmitGolden.root.appendingPathComponent("Tests/TourcCoreTests/Golden/input")) >= 2)
    }

    /// The first app of each bundled family in the generated corpus (description paragraphs,
    /// variant ids and non-ASCII text the bundled tours do not have).
    @Test func generatedCorpus() throws {
        #expect(try Self.roundTrip(try Self.corpus(), firstOfEachFamily: true) >= 20)
    }
}

import Foundation
import Testing
import TourKit
@testable import TourcCore
import TourcTestSupport

/// Sample bundles for the oracle and drift tests: the golden bundles (the four apps of `tours/`
/// and the kitchen-sink fixture, which uses every feature) and, when `Benchmarks/corpus/b` was
/// generated (`make corpus`), its first app built afresh.
enum ExpressibleSamples {
    static let bundles: [(name: String, bundle: TourBundle)] = {
        var out: [(String, TourBundle)] = []
        let generated = EmitGolden.root.appendingPathComponent("Tests/TourKitConsumerTests/Generated")
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []
        for app in apps.sorted() {
            let path = generated.appendingPathComponent(app).appendingPathComponent("\(app).json").path
            guard let data = FileManager.default.contents(atPath: path),
                  let bundle = try? JSONDecoder().decode(TourBundle.self, from: data) else { continue }
            out.append((app, bundle))
        }
        out += corpusBundles()
        return out
    }()

    private static func corpusBundles() -> [(String, TourBundle)] {
        let corpus = EmitGolden.root.appendingPathComponent("Benchmarks/corpus/b")
        guard let first = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?.filter({ !$0.hasPrefix(".") }).sorted().first
        else { return [] }
        // The driver builds every app folder of its input: give it a folder with just this app.
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-expressible-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        guard (try? FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(at: corpus.appendingPathComponent(first),
                                                  to: input.appendingPathComponent(first))) != nil
        else { return [] }
        let report = BuildDriver(options: BuildOptions(input: input.path, output: input.appendingPathComponent("out").path, jobs: 2, mode: .dryRun, retainsOutput: true)).run()
        return report.plan.files.filter { $0.path.hasSuffix(".json") }.compactMap { file in
            (try? JSONDecoder().decode(TourBundle.self, from: Data(file.bytes))).map { ("corpus/\(file.path)", $0) }
        }
    }

    /// One value of every type found in the samples (the first met), for the drift tests.
    static func firstValueOfEachType() -> [ObjectIdentifier: Any] {
        var samples: [ObjectIdentifier: Any] = [:]
        for (_, bundle) in bundles {
            walk(bundle) { value in
                let key = ObjectIdentifier(type(of: value))
                if samples[key] == nil { samples[key] = value }
            }
        }
        return samples
    }

    /// Every value inside `value` (itself included), depth first, as `Mirror` sees them.
    static func walk(_ value: Any, _ visit: (Any) -> Void) {
        visit(value)
        for child in Mirror(reflecting: value).children { walk(child.value, visit) }
    }
}

@Suite("Explicit Swift expressions")
struct EmitSwiftExpressibleTests {
    @Test func samplesArePresent() {
        let names = ExpressibleSamples.bundles.map(\.name)
        for app in ["carrier-wave", "finite", "kitchen-sink", "omnisite", "ops"] {
            #expect(names.contains(app), "golden bundle \(app) not found")
        }
        if FileManager.default.fileExists(atPath: EmitGolden.root.appendingPathComponent("Benchmarks/corpus/b").path) {
            #expect(names.contains { $0.hasPrefix("corpus/") }, "the first corpus app did not build")
        }
    }

    /// The reflective `SwiftValueEmitter` is the oracle: for every registry and tour of every
    /// sample, the explicit expression must be the same tree.
    @Test func explicitExpressionsEqualReflectiveOnes() throws {
        let oracle = SwiftValueEmitter()
        for (name, bundle) in ExpressibleSamples.bundles {
            let app = try bundle.app.swiftExpression()
            #expect(app == (try oracle.expression(for: bundle.app)), "registry of \(name)")
            for tour in bundle.tours {
                let explicit = try tour.swiftExpression()
                let reflective = try oracle.expression(for: tour)
                if explicit != reflective {
                    let diff = EmitGolden.unifiedDiff(SwiftRenderer().render(reflective), SwiftRenderer().render(explicit),
                                                      oldName: "reflective", newName: "explicit")
                    Issue.record("tour \(tour.id) of \(name):\n\(diff)")
                }
            }
        }
    }

    /// A struct that gains a stored property still compiles (its explicit code just leaves the
    /// property out), so every struct must have a sample, and its stored properties (`Mirror`)
    /// must be the ones the explicit code writes.
    @Test func everyStructHasASampleAndItsStoredPropertiesAreWritten() {
        let samples = ExpressibleSamples.firstValueOfEachType()
        for (type, shape) in SwiftExpressibleTypes.structs {
            guard let sample = samples[ObjectIdentifier(type)] else {
                Issue.record("no sample of \(type) in the golden bundles; add one to the kitchen-sink fixture")
                continue
            }
            let stored = Mirror(reflecting: sample).children.map { $0.label ?? "" }
            #expect(stored == shape.storedProperties, "\(type): stored properties changed; update its explicit code (Emit/Swift/Expressible)")
        }
        // Every TourKit type in a bundle has explicit code (else the explicit code would not compile).
        let covered = Set((SwiftExpressibleTypes.structs.map(\.type) + SwiftExpressibleTypes.enums.map(\.type)).map { ObjectIdentifier($0) })
        for (key, sample) in samples where String(reflecting: type(of: sample)).hasPrefix("TourKit.") {
            #expect(covered.contains(key), "\(type(of: sample)) has no explicit code")
        }
    }

    /// Enum cases are checked by the compiler (the switches are exhaustive); this checks that the
    /// case names and payload labels written match reflection for every case that has a sample,
    /// and for every case of a `CaseIterable` enum.
    @Test func enumCasesMatchReflection() throws {
        let oracle = SwiftValueEmitter()
        var seen: [ObjectIdentifier: Set<String>] = [:]
        for (_, bundle) in ExpressibleSamples.bundles {
            ExpressibleSamples.walk(bundle) { value in
                guard Mirror(reflecting: value).displayStyle == .enum, let expressible = value as? any SwiftExpressible,
                      let explicit = try? expressible.swiftExpression() else { return }
                #expect(explicit == (try? oracle.expression(for: value)), "\(value)")
                seen[ObjectIdentifier(type(of: value)), default: []].insert(Self.caseName(explicit))
            }
        }
        var unseen: [String] = []
        for (type, shape) in SwiftExpressibleTypes.enums {
            if let iterable = type as? any CaseIterable.Type {
                for value in Self.allCases(iterable) {
                    let expressible = try #require(value as? any SwiftExpressible)
                    #expect(try expressible.swiftExpression() == oracle.expression(for: value), "\(type).\(value)")
                }
                continue
            }
            for name in shape.caseNames where !(seen[ObjectIdentifier(type)] ?? []).contains(name) {
                unseen.append("\(type).\(name)")
            }
        }
        // Payload cases without a sample are only checked by the compiler; keep the list short.
        #expect(unseen.count <= 5, "enum cases with no sample: \(unseen)")
    }

    private static func allCases<T: CaseIterable>(_ type: T.Type) -> [Any] { T.allCases.map { $0 as Any } }

    /// `.member(_, name)` or `.call(.member(_, name), _)`.
    private static func caseName(_ expr: SwiftExpr) -> String {
        switch expr {
        case .member(_, let name): return name.text
        case .call(.member(_, let name), _): return name.text
        default: return ""
        }
    }

    @Test func bundleArgumentsFollowTourBundlesStoredProperties() {
        let stored = Mirror(reflecting: TourBundle(app: AppRegistry(id: "a", name: "A"), tours: [])).children.map { $0.label ?? "" }
        #expect(stored == TourBundle.swiftShape.storedProperties)
    }

    @Test func failsOnNonFiniteNumbersLikeTheOracle() {
        #expect(throws: SwiftExpressionFailure.self) { try Double.infinity.swiftExpression() }
        #expect(throws: SwiftExpressionFailure.self) { try [Optional(Double.nan)].swiftExpression() }
        #expect(throws: Never.self) { try Optional<Double>.none.swiftExpression() }
    }

    @Test func dictionariesAreWrittenInKeyByteOrder() throws {
        let value: [String: Int] = ["b": 2, "\u{E000}": 3, "a": 1, "\u{10000}": 4]
        #expect(try value.swiftExpression() == SwiftValueEmitter().expression(for: value))
    }
}

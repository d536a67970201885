import Foundation
import Testing
import TourKit
@testable import TourcCore
import TourcTestSupport

/// The explicit JSON trees (`JSONTreeWritable`, Emit/JSON/Writable) against TourKit's `Encodable`
/// conformances, the oracle: same bytes for every sample bundle and every value in it, and drift
/// checks that fail when the model changes and the explicit code does not follow.
@Suite("Explicit JSON trees")
struct EmitJSONTreeWritableTests {
    /// Text rather than bytes, so a failure shows a readable difference.
    private static func printed(_ tree: JSONTree) -> String {
        var writer = CanonicalJSONWriter()
        writer.write(tree, level: 0)
        return String(decoding: writer.takeOutput(), as: UTF8.self)
    }

    private static func oracle<T: Encodable>(_ value: T) throws -> String {
        printed(try JSONTreeEncoder().encode(value))
    }

    private static func explicit<T: JSONTreeWritable>(_ value: T) throws -> String {
        printed(try JSONTreeEncoder().encodeExplicitly(value))
    }

    private static func bothPaths<T: JSONTreeWritable & Encodable>(_ value: T) throws -> (oracle: String, explicit: String) {
        (try oracle(value), try explicit(value))
    }

    @Test func samplesArePresent() {
        let names = ExpressibleSamples.bundles.map(\.name)
        for app in ["carrier-wave", "finite", "kitchen-sink", "omnisite", "ops"] {
            #expect(names.contains(app), "golden bundle \(app) not found")
        }
    }

    /// What the emitter writes: the stamped bundle text and its content hash, byte for byte.
    @Test func bundlesStampAsTheEncodableOnesDo() throws {
        for (name, bundle) in ExpressibleSamples.bundles {
            var unstamped = bundle
            unstamped.contentHash = ""
            let expected = BundleJSONEmitter.stampedObject(try JSONTreeEncoder().encode(unstamped))
            let actual = BundleJSONEmitter.stampedObject(try JSONTreeEncoder().encodeExplicitly(unstamped))
            #expect(actual.bytes == expected.bytes, "\(name): bytes differ")
            #expect(actual.hash == expected.hash, "\(name): content hash differs")
            #expect(actual.hash == bundle.contentHash || name.hasPrefix("corpus/"), "\(name): hash is not the golden one")
        }
    }

    /// Every value inside every sample, on its own: a difference is reported at the smallest
    /// value that shows it.
    @Test func everyValueWritesAsItEncodes() throws {
        var checked = 0
        for (name, bundle) in ExpressibleSamples.bundles {
            ExpressibleSamples.walk(bundle) { value in
                guard let value = value as? any (JSONTreeWritable & Encodable) else { return }
                do {
                    let (oracle, explicit) = try Self.bothPaths(value)
                    #expect(explicit == oracle, "\(name): \(type(of: value)) \(value)")
                    checked += 1
                } catch {
                    Issue.record("\(name): \(type(of: value)) failed: \(error)")
                }
            }
        }
        #expect(checked > 1000)
    }

    /// A struct's explicit code lists its members (a new stored property would be silently left
    /// out), so every struct must have a sample, and its stored properties (`Mirror`) must be the
    /// ones the explicit code writes.
    @Test func everyStructHasASampleAndItsStoredPropertiesAreWritten() {
        let samples = ExpressibleSamples.firstValueOfEachType()
        for (type, stored) in JSONTreeWritableTypes.structs {
            guard let sample = samples[ObjectIdentifier(type)] else {
                Issue.record("no sample of \(type) in the golden bundles; add one to the kitchen-sink fixture")
                continue
            }
            let actual = Mirror(reflecting: sample).children.map { $0.label ?? "" }
            #expect(actual == stored, "\(type): stored properties changed; update its explicit code (Emit/JSON/Writable)")
        }
        for (_, sample) in samples where String(reflecting: type(of: sample)).hasPrefix("TourKit.") {
            #expect(sample is any JSONTreeWritable, "\(type(of: sample)) has no explicit JSON code")
        }
    }

    /// Cases a bundle seldom holds, each against the oracle.
    @Test func handWrittenUnionsCaseByCase() throws {
        let values: [any (JSONTreeWritable & Encodable)] = [
            Fallback.skipStep, Fallback.nextCheckpoint, Fallback.endTour(message: "bye"), Fallback.restart,
            TriggerKind.firstLaunch, TriggerKind.appLaunch, TriggerKind.firstVisit(screen: "s", via: nil),
            TriggerKind.firstVisit(screen: "s", via: "v"), TriggerKind.targetTap(target: "t"),
            TriggerKind.event(event: "e", delay: 1.5), TriggerKind.majorUpdate(versionKey: "k", version: nil, change: .listed, ifHeld: .wait, recordsInstall: false),
            TriggerKind.majorUpdate(versionKey: "k", version: "2", change: .minor, ifHeld: .consume, recordsInstall: true), Trigger(.appLaunch, note: "n"), Trigger(.firstLaunch),
            StateValue.bool(true), StateValue.string("x"), Padding(horizontal: 1, vertical: 2), Padding.zero,
            Intent.awaitNextButton, Intent.awaitTap(target: nil), Intent.delay(seconds: 2),
            Advance.nextButton, Advance.tapAnywhere, Advance.timer(after: 3),
            Action.next, Action.openURL(url: "https://example.com"), Action.openScreen(screen: "home"),
        ]
        for value in values {
            let (oracle, explicit) = try Self.bothPaths(value)
            #expect(explicit == oracle, "\(value)")
        }
    }

    @Test func emptyContainersAndNilOptionals() throws {
        let empty: [String] = []
        #expect(try Self.explicit(empty) == Self.oracle(empty))
        let optionals: [String?] = [nil, "a"]
        #expect(try Self.explicit(optionals) == Self.oracle(optionals))
        #expect(try Self.explicit(optionals) == "[\n  null,\n  \"a\"\n]")
    }

    @Test func nonFiniteNumbersFailLikeTheEncoder() {
        #expect(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encodeExplicitly([Double.nan]) }
        #expect(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encodeExplicitly(Padding(.infinity)) }
        #expect(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encode(Padding(.infinity)) }
    }

    /// Production names the place of a non-finite number itself (the reference encoder is test
    /// support now): the keys and indices from the root, gathered on the way up.
    @Test func aNonFiniteNumberIsNamedByItsPlace() throws {
        let step = Step(id: "s", kind: .page(PageContent(title: "T", advance: .timer(after: .nan))))
        let failure = try #require(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encodeExplicitly([[step]]) }
        #expect(failure.description == "nan has no JSON form (at [0][0].advance.after)")
        let padding = try #require(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encodeExplicitly([Padding(.infinity)]) }
        #expect(padding.description.hasPrefix("inf has no JSON form (at [0]"), "\(padding)")
    }
}

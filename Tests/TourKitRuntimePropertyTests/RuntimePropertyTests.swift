import Foundation
import PropertyBased
import Testing
import TourKit
import TourKitRuntime

/// Random sequences of signals and run inputs over every bundled app and the kitchen-sink
/// fixture: the runtime never traps (a trap ends this process), never shows two steps at once,
/// never writes a store key the app's tours do not declare, and every run ends with an outcome
/// (`RuntimeHost` checks each after every signal).
///
/// `TOURKIT_PROPERTY_CASES` sets the number of sequences per app (default 300, a second or two
/// under `make test`); docs/fuzzing.md records the long runs. A failure names its seed: add
/// `.fixedSeed("…")` to replay it.
@Suite struct RuntimePropertyTests {
    static let cases = ProcessInfo.processInfo.environment["TOURKIT_PROPERTY_CASES"].flatMap(Int.init) ?? 300

    @Test func theBundlesLoad() {
        #expect(PropertyBundles.all.map(\.name) == ["carrier-wave", "finite", "kitchen-sink", "meshtastic", "omnisite", "ops"])
    }

    @Test(arguments: PropertyBundles.all.map(\.name))
    func randomSignalsKeepTheRuntimesPromises(app: String) async {
        guard let entry = PropertyBundles.all.first(where: { $0.name == app }) else {
            Issue.record("no bundle \(app)")
            return
        }
        // A sequence: the version and role the app runs with, then up to 80 actions, each a
        // number the host reads as one signal with its arguments (`apply`).
        let sequence = Gen.int(in: 0...Int(UInt32.max)).array(of: 1...80)
        await propertyCheck(count: Self.cases, input: Gen.int(in: 0...1000), sequence) { setup, actions in
            let v = entry.vocabulary
            var host = RuntimeHost(bundle: entry.bundle, vocabulary: v,
                                   version: v.versions[setup % v.versions.count], role: v.roles[(setup / 7) % v.roles.count],
                                   confirmsDisplay: (setup / 49) % 2 == 1)
            for action in actions { Self.apply(action, to: &host) }
            host.finish()
            #expect(host.violations.isEmpty, "\(host.violations.prefix(3).joined(separator: "\n"))\n--- the last 40 signals:\n\(host.signals.suffix(40).map { "\($0)" }.joined(separator: "\n"))")
        }
    }

    /// One action: the number modulo 36 chooses the signal, the rest its arguments.
    static func apply(_ action: Int, to host: inout RuntimeHost) {
        let v = host.vocabulary
        let kind = action % 36
        let n = action / 36
        func pick<T>(_ list: [T]) -> T { list[n % list.count] }
        switch kind {
        case 0, 1: host.send(.launch)
        case 2: host.relaunch()
        case 3: host.send(.visit(pick(v.screens)))
        case 4: host.send(.tap(pick(v.targets)))
        case 5: host.send(.event(pick(v.events)))
        case 6: host.send(.manual(pick(v.manualNames)))
        case 7, 8: host.send(.run(.next))
        case 9: host.send(.run(.back))
        case 10: host.send(.run(.skip))
        case 11: host.send(.run(.confirmSkip(n % 2 == 0)))
        case 12: host.send(.run(.dismiss))
        case 13: host.send(.run(.tapAnywhere))
        case 14: host.send(.run(.tapTarget(pick(v.targets))))
        case 15: host.send(.run(.gesture(pick(GestureKind.allCases), target: n % 3 == 0 ? nil : pick(v.targets))))
        case 16: host.send(.run(.event(pick(v.events))))
        case 17:
            let component = pick(v.components)
            host.send(.run(.component(id: component.id, outcome: component.outcome)))
        case 18, 19: host.fireTimer(n)
        case 20:
            // A timer the host made up or kept too long: stale generations must be ignored.
            let tours = host.bundle.tours.map(\.id) + ["notInTheBundle"]
            let purposes: [TourTimer.Purpose] = [.stepDelay, .autoAdvance, .retry, .triggerDelay]
            host.send(.run(.timerFired(TourTimer(tour: pick(tours), purpose: purposes[(n / 7) % 4], generation: n % 9 - 1, after: 0))))
        case 21: host.send(.run(.targetMissing(pick(v.targets))))
        case 22: host.send(.run(.failure(pick(TourErrorKind.allCases))))
        case 23: host.send(.run(.background))
        case 24: host.send(.run(.foreground))
        case 25: host.send(.run(.action(label: pick(v.buttonLabels))))
        case 26:
            // Time passes: a moment, minutes, or months in the background.
            let seconds: [Double] = [0, 0.1, 0.3, 1, 2.5, 60, 3600, 86_400 * 90]
            host.clock.advance(by: pick(seconds))
        case 27:
            if !v.conditions.isEmpty { host.setCondition(pick(v.conditions), n % 2 == 0) }
        case 28: host.send(.end(reason: pick(["appEnded", "userLoggedOut", ""])))
        case 29: host.send(.invalidate(tour: pick(v.tours)))
        case 30: host.send(.reevaluate)
        case 31: host.send(.leave(pick(v.screens)))
        case 32: host.send(.ready(pick(v.screens)))
        case 33: host.send(.run(.stepTargetMissing(pick(v.targets), step: pick(v.steps))))
        case 34: host.send(.run(.stepFailure(pick(TourErrorKind.allCases), step: pick(v.steps))))
        default:
            // The host confirms a step on screen: the one it shows, or one it does not.
            host.send(.run(.displayed(step: n % 4 == 0 ? pick(v.steps) : host.showing?.step ?? pick(v.steps))))
        }
    }
}

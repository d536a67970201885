import Foundation
import Testing
import TourKit
import TourcDiagnostics
@testable import TourcCore
import TourcModel

/// Every trigger kind, advance and action of the language is exercised by at least one scenario
/// under tours/ (`tourc test`): the runtime is where a case can go dead in silence (accepted by
/// `check`, written by `build`, never acted on), and only a scenario runs the runtime on real
/// content. Coverage is read from the scenarios' transcripts:
/// - an advance or action counts when a step holding it was presented;
/// - a trigger kind counts when a tour holding it was started (its first step presented) by the
///   signal that kind answers to (``answers(_:cause:tour:)``).
/// A case without a scenario fails here: write one in the bundled app that fits it.
@Suite("Scenario case coverage")
struct ScenarioCaseCoverageTests {
    static let toursRoot = EmitGolden.root.appendingPathComponent("tours").path

    /// What presented steps and started tours the scenarios under tours/ show.
    struct Seen {
        var steps: [Step] = []
        /// Each started tour, with the input that started it (`launch`, `visit home`, …).
        var starts: [(tour: Tour, cause: String)] = []
    }

    static let seen: Seen = {
        let runner = ScenarioRunner(toursRoot: toursRoot, keepsTranscript: true)
        let report = runner.run(paths: [toursRoot])
        var bundles: [String: TourBundle] = [:]
        var seen = Seen()
        var bundle: TourBundle?
        var cause = "", shownTour: String?
        for line in report.transcript {
            if line.hasPrefix("== ") {
                // "== tours/<app>/tests/<file>: <name>": a new scenario of that app, nothing shown.
                let app = URL(fileURLWithPath: String(line.dropFirst(3).prefix { $0 != ":" }))
                    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
                if bundles[app] == nil {
                    var d = DiagnosticCollector()
                    bundles[app] = runner.compile(app, diagnostics: &d)
                }
                bundle = bundles[app]
                cause = ""
                shownTour = nil
                continue
            }
            // "   1.00s > launch", "   1.00s   < present intro.welcome (1 of 5)".
            let text = line.drop { $0 != "s" }.dropFirst().drop { $0 == " " }
            if text.hasPrefix("> ") {
                cause = String(text.dropFirst(2))
            } else if text.hasPrefix("< present "), let bundle {
                let name = text.dropFirst("< present ".count).prefix { $0 != " " }
                guard let dot = name.firstIndex(of: "."),
                      let tour = bundle.tours.first(where: { $0.id == name[..<dot] }),
                      let step = tour.steps.first(where: { $0.id == name[name.index(after: dot)...] }) else { continue }
                seen.steps.append(step)
                if shownTour != tour.id { seen.starts.append((tour, cause)) }
                shownTour = tour.id
            } else if text.hasPrefix("< ended ") {
                shownTour = nil
            } else if text == "relaunch" {
                shownTour = nil
            }
        }
        return seen
    }()

    /// Whether `cause` (a transcript input) is what starts a tour by this trigger kind. Listed:
    /// a new kind must say here what starts it, and then needs a scenario that does.
    static func answers(_ kind: TriggerKind, cause: String, tour: Tour) -> Bool {
        switch kind {
        case .firstLaunch, .appLaunch, .majorUpdate: cause == "launch"
        case .firstVisit(let screen, let via): cause == "visit \(screen)" || cause == "ready \(screen)" || via.map { cause == "tap \($0)" } == true
        case .targetTap(let target): cause == "tap \(target)"
        case .event(let event, _): cause == "event \(event)" || cause.hasPrefix("timer triggerDelay fired")
        case .manual(let entry): cause == "manual \(entry.label)" || cause == "manual \(tour.id)"
        }
    }

    @Test func theTranscriptsWereRead() {
        #expect(Self.seen.steps.count > 50)
        #expect(Self.seen.starts.count > 20)
    }

    /// The description's case names of the union `name`.
    static func cases(of name: String) -> [String] {
        switch Language.declarations[name] {
        case .union(let union)?: union.cases.map(\.name)
        case .structure?, .stringEnum?, nil: []
        }
    }

    /// The case name of a union value: the label of its payload, or its own name.
    static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    @Test func everyTriggerKindStartsATourInAScenario() {
        var met: Set<String> = []
        for (tour, cause) in Self.seen.starts {
            for trigger in tour.triggers where Self.answers(trigger.kind, cause: cause, tour: tour) { met.insert(Self.caseName(trigger.kind)) }
        }
        let all = Self.cases(of: "TriggerKind")
        #expect(all.count >= 7)
        let unseen = all.filter { !met.contains($0) }
        #expect(unseen.isEmpty, "trigger kinds no scenario under tours/ starts a tour by: \(unseen)")
    }

    @Test func everyAdvanceAndActionIsOnAPresentedStep() {
        var met: Set<String> = []
        for step in Self.seen.steps {
            // An `anyOf`'s alternatives are advances the runtime waits for on that step too.
            if let advance = step.kind.advance {
                for way in [advance] + advance.alternatives { met.insert("Advance." + Self.caseName(way)) }
            }
            ExpressibleSamples.walk(step) { value in
                if let action = value as? Action { met.insert("Action." + Self.caseName(action)) }
            }
        }
        let all = Self.cases(of: "Advance").map { "Advance." + $0 } + Self.cases(of: "Action").map { "Action." + $0 }
        #expect(all.count >= 17)
        let unseen = all.filter { !met.contains($0) }
        #expect(unseen.isEmpty, "advances and actions on no step a scenario under tours/ shows: \(unseen)")
    }
}

import Foundation
import TourKit
@testable import TourKitRuntime

/// Small hand-built bundles for the engine's unit tests.
enum Fixtures {
    static func page(_ id: String, when: [ConditionEntry] = [], unless: [ConditionEntry] = [], advance: Advance = .nextButton) -> Step {
        Step(id: id, kind: .page(PageContent(title: id, advance: advance)), when: when, unless: unless)
    }

    static func intents(_ id: String) -> Step {
        Step(id: id, kind: .intents(IntentContent(intents: [.highlight(target: "card", padding: Padding(8)), .awaitNextButton])))
    }

    static let registry = AppRegistry(
        id: "app", name: "App",
        versions: [AppVersion(version: "2.0", major: true), AppVersion(version: "2.5", major: true), AppVersion(version: "2.10", major: true)],
        roles: [Role(id: "field", name: "Field")],
        screens: [Screen(id: "home", name: "Home"), Screen(id: "stats", name: "Stats", target: "statsTab")],
        targets: [Target(id: "card", type: .view, identifier: "card", fallback: "cardArea"),
                  Target(id: "cardArea", type: .coordinates, rect: Rect(x: 0, y: 0, width: 10, height: 10)),
                  Target(id: "statsTab", type: .tabBarItem, identifier: "tab.stats")],
        events: [AppEvent(id: "ready")],
        conditions: [Condition(id: "hasData"), Condition(id: "done", key: "done")],
        persistence: [PersistenceKey(key: "done", type: .bool), PersistenceKey(key: "seen", type: .stringSet),
                      PersistenceKey(key: "last", type: .string), PersistenceKey(key: "progress", type: .int),
                      PersistenceKey(key: "completed_", type: .bool, scope: .perTour)],
        analytics: [AnalyticsEvent(id: "tourStarted", parameters: ["tourId", "userRole"]),
                    AnalyticsEvent(id: "tourCompleted", parameters: ["tourId", "duration"]),
                    AnalyticsEvent(id: "tourSkipped", parameters: ["tourId", "atStep", "totalSteps"]),
                    AnalyticsEvent(id: "tourAbandoned", parameters: ["tourId", "atStep", "reason"]),
                    AnalyticsEvent(id: "stepViewed", parameters: ["tourId", "stepIndex", "stepId"]),
                    AnalyticsEvent(id: "stepSkipped", parameters: ["tourId", "stepIndex"]),
                    AnalyticsEvent(id: "tourError", parameters: ["tourId", "error", "recovered"])])

    static func tour(_ id: String, steps: [Step], triggers: [Trigger] = [.init(.appLaunch)], flow: FlowRules = FlowRules(),
                     persistence: TourPersistence = TourPersistence(onceKeys: ["done"], updates: [StateUpdate(outcomes: [.completed, .skipped], key: "done", value: .bool(true))]),
                     analytics: [String] = [], roles: [String] = [], when: [ConditionEntry] = []) -> Tour {
        Tour(id: id, name: id, presentation: Presentation(style: .bottomSheet), roles: roles, triggers: triggers, when: when,
             persistence: persistence, flow: flow, analytics: analytics, steps: steps)
    }

    static func bundle(_ tours: [Tour], hash: String = "h1") -> TourBundle {
        TourBundle(app: registry, tours: tours, contentHash: hash)
    }

    static func coordinator(_ bundle: TourBundle, store: InMemoryStateStore = InMemoryStateStore(), clock: ManualClock = ManualClock(),
                            version: String = "2.10", role: String? = nil, conditions: Set<String> = []) -> TourCoordinator {
        var c = TourCoordinator(bundle: bundle, store: store, clock: clock,
                                environment: TourEnvironment(appVersion: version, role: role) { conditions.contains($0) })
        // These tests are about other decisions: `present` counts as shown here. The default
        // (the host confirms each step) is pinned by DisplayConfirmationTests and
        // DisplayConfirmationDefaultTests.
        c.hostConfirmsDisplay = false
        return c
    }
}

extension [TourCommand] {
    var presented: [String] { compactMap { if case .present(let p) = $0 { p.step.id } else { nil } } }
    var ended: RunOutcome? { compactMap { if case .ended(_, let o) = $0 { o } else { nil } }.last }
    var timers: [TourTimer] { compactMap { if case .scheduleTimer(let t) = $0 { t } else { nil } } }
    var analytics: [AnalyticsRecord] { compactMap { if case .analytics(let a) = $0 { a } else { nil } } }
}

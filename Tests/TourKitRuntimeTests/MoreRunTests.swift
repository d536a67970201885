import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

@Suite struct MoreRunTests {
    @Test func backgroundWithEndAbandonsTheRun() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")],
                                 flow: FlowRules(resume: ResumePolicy(onBackground: .end)), analytics: ["tourAbandoned"])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        _ = c.handle(.launch)
        let out = c.handle(.run(.background))
        #expect(out.ended == .abandoned)
        #expect(out.analytics == [AnalyticsRecord(name: "tourAbandoned", parameters: [("tourId", "t"), ("atStep", "0"), ("reason", "appBackgrounded")])])
        #expect(c.handle(.run(.foreground)).isEmpty)
    }

    @Test func manualByLabelPicksTheTourForTheRole() {
        let entry = Trigger(.manual(ManualEntry(label: "Take Tour Again", screen: "home")))
        let office = Fixtures.tour("office", steps: [Fixtures.page("o")], triggers: [entry], roles: ["office"])
        let field = Fixtures.tour("field", steps: [Fixtures.page("f")], triggers: [entry], roles: ["field"])
        var c = Fixtures.coordinator(Fixtures.bundle([field, office]), role: "office")
        #expect(c.handle(.manual("Take Tour Again")).presented == ["o"])
    }

    @Test func resetsStateWritesTheResetUpdatesFirst() {
        let entry = Trigger(.manual(ManualEntry(label: "Again", screen: "home", resetsState: true)))
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [entry],
                                 persistence: TourPersistence(onceKeys: ["completed_"], updates: [
                                     StateUpdate(outcomes: [.completed], key: "completed_", value: .bool(true)),
                                     StateUpdate(outcomes: [.reset], key: "completed_", operation: .clear)]))
        let store = InMemoryStateStore(["completed_t": .bool(true), "completed_other": .bool(true)])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(c.handle(.manual("Again")).presented == ["a"])
        // A `clear` of a perTour key clears this tour's key only.
        #expect(store.value(forKey: "completed_t") == nil)
        #expect(store.value(forKey: "completed_other") == .bool(true))
    }

    @Test func jsonProgressNamesItsTourAndContent() throws {
        var registry = Fixtures.registry
        registry.persistence.append(PersistenceKey(key: "tour_progress", type: .json))
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")],
                                 persistence: TourPersistence(progressKey: "tour_progress"))
        let store = InMemoryStateStore()
        var c = TourCoordinator(bundle: TourBundle(app: registry, tours: [tour], contentHash: "abc"), store: store,
                                clock: ManualClock(), environment: TourEnvironment(appVersion: "1.0"))
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        // Tied to the tour's own content hash, not the bundle's ("abc").
        let hash = try #require(c.contentHash(ofTour: "t"))
        #expect(hash != "abc")
        #expect(store.value(forKey: "tour_progress") == .string(#"{"contentHash":"\#(hash)","stepIndex":1,"tourId":"t"}"#))
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "tour_progress") == nil)
    }

    @Test func linksAndSideActionsKeepTheRunOnItsStep() {
        let page = Step(id: "p", kind: .page(PageContent(title: "p", content: [.link(label: "More", icon: nil, iconAsset: nil, action: .openURL(url: "https://example.com"))])))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [page, Fixtures.page("b")])]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.action(label: "More"))) == [.perform(.action(.openURL(url: "https://example.com")))])
        #expect(c.run?.index == 0)
    }
}

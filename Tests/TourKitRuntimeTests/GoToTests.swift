import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 24, item 3: `goTo` moves the run to a named step of its tour.
@Suite struct GoToTests {
    static func tour(_ target: String) -> Tour {
        var first = Fixtures.page("welcome")
        first.kind = .page(PageContent(title: "Welcome", actions: [
            ActionButton(label: "Skip ahead", action: .goTo(step: target)),
            ActionButton(label: "Next", action: .next),
        ]))
        return Fixtures.tour("t", steps: [first, Fixtures.page("middle"), Fixtures.page("signIn", when: ["hasData"]), Fixtures.page("last")])
    }

    @Test func goToJumpsOverTheStepsBetween() {
        var c = Fixtures.coordinator(Fixtures.bundle([Self.tour("signIn")]), conditions: ["hasData"])
        #expect(c.handle(.launch).presented == ["welcome"])
        #expect(c.handle(.run(.action(label: "Skip ahead"))).presented == ["signIn"])
    }

    @Test func aStepThatDoesNotApplyGivesWayToTheNext() {
        var c = Fixtures.coordinator(Fixtures.bundle([Self.tour("signIn")]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.action(label: "Skip ahead"))).presented == ["last"])
    }

    @Test func anUnknownStepDoesNothing() {
        var c = Fixtures.coordinator(Fixtures.bundle([Self.tour("nowhere")]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.action(label: "Skip ahead"))).isEmpty)
        #expect(c.run?.index == 0)
    }
}

/// Issue 24, item 3: a button reports its own analytics event.
@Suite struct ButtonAnalyticsTests {
    @Test func aButtonReportsItsEventWithTheDeclaredParameters() {
        var page = Fixtures.page("card")
        page.kind = .page(PageContent(title: "Card", actions: [
            ActionButton(label: "Set as default", action: .complete, analytics: "cardButton"),
            ActionButton(label: "Not now", style: .secondary, action: .dismiss),
        ]))
        var registry = Fixtures.registry
        registry.analytics.append(AnalyticsEvent(id: "cardButton", parameters: ["tourId", "stepId", "button", "action"]))
        let bundle = TourBundle(app: registry, tours: [Fixtures.tour("t", steps: [page])], contentHash: "h")
        var c = Fixtures.coordinator(bundle)
        _ = c.handle(.launch)
        let records = c.handle(.run(.action(label: "Set as default"))).analytics
        #expect(records.map(\.name) == ["cardButton"])
        #expect(records.first?.parameters.map { "\($0.0)=\($0.1)" } == ["tourId=t", "stepId=card", "button=Set as default", "action=complete"])
        #expect(c.run == nil)
    }
}

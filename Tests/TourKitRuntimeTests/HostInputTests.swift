import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 22, items 8 and 9: what a step waits for, and reports tied to their step.
@Suite struct StepReportTests {
    @Test func thePresentationSaysWhatAdvancesTheStep() {
        let steps = [Fixtures.page("a"), Fixtures.page("b", advance: .event(event: "ready")),
                     Step(id: "c", kind: .page(PageContent(title: "c", actions: [ActionButton(label: "Take a Tour", action: .complete)])))]
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps)]))
        let first = c.handle(.launch).presentations.first
        #expect(first?.waitsFor == .nextButton && first?.primaryEnabled == true && first?.primaryLabel == "Next")
        let second = c.handle(.run(.next)).presentations.first
        #expect(second?.waitsFor == .event("ready") && second?.primaryEnabled == false)
        let third = c.handle(.run(.event("ready"))).presentations.first
        #expect(third?.waitsFor == .action(label: "Take a Tour") && third?.primaryLabel == "Take a Tour")
    }

    @Test func aLateReportForAnotherStepIsIgnored() {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .skipStep, maxRetries: 0))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b"), Fixtures.page("c")], flow: flow)]))
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(c.handle(.run(.stepFailure(.navigationFailed, step: "a"))).isEmpty)
        #expect(c.handle(.run(.stepTargetMissing("card", step: "a"))).isEmpty)
        #expect(c.handle(.run(.stepFailure(.navigationFailed, step: "b"))).presented == ["c"])
    }
}

/// Issue 22, item 12: show-once sets are looked up as flags built once per change of the
/// stored list, and kept across signals only while the store holds the same list.
@Suite struct ScaleTests {
    static func tips(_ count: Int) -> TourBundle {
        let tours = (0..<count).map { i in
            Fixtures.tour(String(format: "tip%04d", i), steps: [Fixtures.page("s\(i)")], triggers: [.init(.firstVisit(screen: "home", via: nil))],
                          persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
        }
        return Fixtures.bundle(tours)
    }

    @Test func aThousandToursAgainstAThousandIdSetAndAChangeMadeOutsideTheEngine() {
        let bundle = Self.tips(1000)
        let store = InMemoryStateStore(["seen": .strings(bundle.tours.map(\.id))])
        var c = Fixtures.coordinator(bundle, store: store)
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).isEmpty)
        #expect(c.handle(.visit("home")).isEmpty)
        // The app clears one id itself: the next signal sees it (a new list, new flags).
        store.apply([.remove(key: "seen", element: "tip0500")])
        #expect(c.handle(.visit("home")).presented == ["s500"])
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "seen")?.stringList?.count == 1000)
        #expect(c.eligibility(of: "tip0500") == .ineligible(.ranThisSession))
        #expect(c.eligibility(of: "tip0501") == .ineligible(.seen(key: "seen")))
    }
}

/// Issue 22, item 10: a name the bundle does not have is reported, never dropped in silence.
@Suite struct UnknownNameTests {
    @Test func misspeltNamesAreReported() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [.init(.manual(ManualEntry(label: "Show Tour", screen: "home")))])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        #expect(c.handle(.visit("statdetail")) == [.unknownName(UnknownName(kind: .screen, name: "statdetail"))])
        #expect(c.handle(.event("redy")) == [.unknownName(UnknownName(kind: .event, name: "redy"))])
        #expect(c.handle(.tap("crad")) == [.unknownName(UnknownName(kind: .target, name: "crad"))])
        #expect(c.handle(.manual("Show tour")) == [.unknownName(UnknownName(kind: .manual, name: "Show tour"))])
        #expect(c.handle(.manual("Show Tour")).presented == ["a"])
        #expect(c.handle(.run(.action(label: "Take a tour"))) == [.unknownName(UnknownName(kind: .button, name: "Take a tour"))])
        #expect(c.handle(.run(.component(id: "qrzSignin", outcome: "connected"))) == [.unknownName(UnknownName(kind: .component, name: "qrzSignin"))])
    }
}

import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// The decisions of docs/runtime.md that no bundled tour exercises.
@Suite struct DecisionTests {
    @Test func firstLaunchWithoutShowOnceKeysIsTheAppsFirstLaunchOnly() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [.init(.firstLaunch)], persistence: TourPersistence())
        let store = InMemoryStateStore()
        var first = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(first.handle(.launch).presented == ["a"])
        var second = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(second.handle(.launch).isEmpty)
    }

    @Test func firstVisitWithoutShowOnceKeysIsTheFirstVisitEver() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [.init(.firstVisit(screen: "stats", via: nil))], persistence: TourPersistence())
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = c.handle(.launch)
        // A tap on the screen's own target (its tab) is a visit of the screen.
        #expect(c.handle(.tap("statsTab")).presented == ["a"])
        _ = c.handle(.run(.next))
        var later = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = later.handle(.launch)
        #expect(later.handle(.visit("stats")).isEmpty)
    }

    @Test func overlaysIgnoreDismissAndSheetsHonourInteractiveDismiss() {
        var overlay = Fixtures.tour("o", steps: [Fixtures.page("a")])
        overlay.presentation = Presentation(style: .spotlight, container: .overlay)
        var c = Fixtures.coordinator(Fixtures.bundle([overlay]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.dismiss)).isEmpty)
        var locked = Fixtures.tour("s", steps: [Fixtures.page("a")])
        locked.presentation = Presentation(style: .bottomSheet, container: .sheet, interactiveDismiss: false)
        var d = Fixtures.coordinator(Fixtures.bundle([locked]))
        _ = d.handle(.launch)
        #expect(d.handle(.run(.dismiss)).isEmpty)
        var sheet = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("s", steps: [Fixtures.page("a")])]))
        _ = sheet.handle(.launch)
        #expect(sheet.handle(.run(.dismiss)).ended == .dismissed)
    }

    @Test func aStepsHapticReplacesTheToursForTheSameMoment() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")])
        tour.visuals.haptics = [HapticCue(event: "entry", haptic: .light)]
        tour.steps[1].haptics = [HapticCue(event: "entry", haptic: .heavy)]
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        #expect(c.handle(.launch).contains(.haptic(.light)))
        let second = c.handle(.run(.next))
        #expect(second.contains(.haptic(.heavy)) && !second.contains(.haptic(.light)))
    }

    @Test func onRelaunchEndClearsTheProgressAndTriggersDecide() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")], triggers: [.init(.manual(ManualEntry(label: "Again", screen: "home")))],
                                 flow: FlowRules(resume: ResumePolicy(onRelaunch: .end)),
                                 persistence: TourPersistence(progressKey: "progress"))
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = c.handle(.manual("Again"))
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "progress") == .int(1))
        var relaunched = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(relaunched.handle(.launch).presented.isEmpty)
        #expect(store.value(forKey: "progress") == nil)
    }

    @Test func startTourCompletesThePromptAndStartsTheNamedTour() {
        let prompt = Step(id: "p", kind: .page(PageContent(title: "New", actions: [
            ActionButton(label: "Take a Tour", action: .startTour(tour: "b")),
            ActionButton(label: "Dismiss", style: .secondary, action: .dismiss)])))
        let a = Fixtures.tour("a", steps: [prompt])
        let b = Fixtures.tour("b", steps: [Fixtures.page("b1")], triggers: [], persistence: TourPersistence())
        var c = Fixtures.coordinator(Fixtures.bundle([a, b]))
        _ = c.handle(.launch)
        let out = c.handle(.run(.next))
        #expect(out.ended == .completed)
        #expect(out.presented == ["b1"])
        #expect(c.lastEnded?.tour == "a")
        #expect(c.run?.tour.id == "b")
    }
}

@Suite struct GestureTests {
    @Test func aGestureStepAdvancesOnItsGestureOnly() {
        let swipe = Fixtures.page("swipe", advance: .gesture(gesture: .swipeLeft, target: "card"))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [swipe, Fixtures.page("b")])]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.gesture(.swipeRight, target: "card"))).isEmpty)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: "statsTab"))).isEmpty)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).presented == ["b"])
    }
}

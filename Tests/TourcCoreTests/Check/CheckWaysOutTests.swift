import Testing
import TourKit
@testable import TourcCore

/// TOUR3305 names every way out (issue 24 item 6): the last page lists every action that ends
/// the tour (`next` among them, which the message left out), an earlier page `goTo` too.
@Suite struct CheckWaysOutTests {
    typealias F = CheckFixtures

    @Test func theLastPageListsEveryWayOut() throws {
        let found = try expectDiagnostics(LanguageCodes.cannotFinish, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                1️⃣actions:
                  - {label: Open, action: {type: openScreen, screen: home}}
            """)))
        #expect(found.first?.message.contains("an action of type `next`, `skip`, `complete`, `dismiss` or `startTour`") == true, "\(found.map(\.message))")
    }

    @Test func anEarlierPageListsGoToToo() throws {
        let found = try expectDiagnostics(LanguageCodes.cannotFinish, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                1️⃣actions:
                  - {label: Open, action: {type: openScreen, screen: home}}
              - {id: done, type: page, title: Done}
            """)))
        #expect(found.first?.message.contains("`next`, `skip`, `complete`, `dismiss`, `startTour` or `goTo`") == true, "\(found.map(\.message))")
    }

    /// The list and the runtime's own rule agree for every action kind.
    @Test func theListFollowsTheActionsOwnRule() {
        let samples: [Action] = [.next, .back, .skip, .complete, .dismiss, .startTour(tour: "t"), .goTo(step: "s"),
                                 .showSheet(Sheet(title: "x")), .presentComponent(ComponentEmbed(component: "c")), .openScreen(screen: "s"), .openURL(url: "u"), .perform(action: "a")]
        #expect(Set(samples.map(\.type)) == Set(Action.Kind.allCases))
        for action in samples {
            for isLast in [true, false] {
                #expect(WaysOut.movesOn(action.type, fromLastStep: isLast) == action.movesOn(fromLastStep: isLast))
            }
        }
    }
}

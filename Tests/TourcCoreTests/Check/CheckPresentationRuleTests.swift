import Testing
import TourKit
@testable import TourcCore

/// An `inline` container is a tooltip tour's (TOUR3844, issue 24 item 4).
@Suite struct CheckInlineContainerTests {
    typealias F = CheckFixtures

    @Test func onlyATooltipTourIsInline() throws {
        try expectDiagnostics(LanguageCodes.inlineWithoutPlace, F.app(tour: F.tour(style: "bottomSheet, container: 1️⃣inline")))
        try CheckAdviceTests.expectClean(F.app(tour: F.tour(style: "tooltip, container: inline", steps: """
              - {id: tip, type: tooltip, body: Tap here., anchor: grid, dismiss: [button]}
            """)))
    }
}

/// A fully modal spotlight (`modal: true`) does not wait for a touch on the app (TOUR3846).
@Suite struct CheckModalSpotlightTests {
    @Test func aModalSpotlightDoesNotWaitForATap() throws {
        try expectDiagnostics(LanguageCodes.modalWaitsForTheApp, CheckFlowTests.spotlight("""
              - id: tap
                type: spotlight
                body: Tap the grid.
                spotlight: {regions: [{target: grid}]}
                modal: 1️⃣true
                advance: {type: tapTarget, target: grid}
            """))
        try CheckAdviceTests.expectClean(CheckFlowTests.spotlight("""
              - id: look
                type: spotlight
                body: This is the grid.
                spotlight: {regions: [{target: grid}]}
                modal: true
                advance: {type: nextButton}
            """))
    }
}

/// What an advance waits on is read in one place (`Advance.waitedInputs`): the modal-spotlight
/// check and the unused-fallback check see the same alternatives of a nested `anyOf`.
@Suite struct CheckWaitedInputTests {
    static let nested: Advance = .anyOf(of: [
        .event(event: "saved"),
        .anyOf(of: [.timer(after: 3), .gesture(gesture: .swipeLeft, target: "grid")]),
        .tapTarget(target: "button"),
    ])

    @Test func anyOfIsFlattenedInOrder() {
        #expect(Self.nested.waitedInputs == [.event(event: "saved"), .timer(after: 3),
                                             .gesture(gesture: .swipeLeft, target: "grid"), .tapTarget(target: "button")])
        #expect(Advance.nextButton.waitedInputs == [.nextButton])
    }

    @Test func bothChecksReadTheSameAlternatives() {
        #expect(Self.nested.waitedTargets == ["grid", "button"])
        #expect(ModalSpotlightChecks.appTouch(Self.nested) == "a `swipeLeft` gesture")
        #expect(ModalSpotlightChecks.appTouch(.anyOf(of: [.event(event: "saved"), .nextButton])) == nil)
    }
}

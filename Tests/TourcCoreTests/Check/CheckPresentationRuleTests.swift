import Testing
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

import Testing
import TourKit
@testable import TourKitRuntime

/// The progress `format` (issue 13, 5d): the runtime hands the filled-in text to the host with
/// each step it presents.
@Suite struct ProgressTextTests {
    func texts(_ progress: ProgressIndicator, conditions: Set<String> = []) -> [String?] {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b", unless: ["hasData"]), Fixtures.page("c")])
        tour.presentation.progress = progress
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), conditions: conditions)
        var texts: [String?] = []
        var commands = c.handle(.launch)
        while let shown = commands.compactMap({ if case .present(let p) = $0 { p } else { nil } }).first {
            texts.append(shown.progressText)
            commands = c.handle(.run(.next))
        }
        return texts
    }

    @Test func formatIsFilledInWithPositionAndCount() {
        #expect(texts(ProgressIndicator(style: .counter, format: "Step {current} of {total}"))
                == ["Step 1 of 3", "Step 2 of 3", "Step 3 of 3"])
    }

    @Test func stepsPassedOverAreNotCounted() {
        #expect(texts(ProgressIndicator(style: .counter, format: "{current} OF {total}"), conditions: ["hasData"])
                == ["1 OF 2", "2 OF 2"])
    }

    @Test func finalStepLeftOutOfTheCountShowsNoText() {
        #expect(texts(ProgressIndicator(style: .dots, excludesFinalStep: true, format: "{current}/{total}"))
                == ["1/2", "2/2", nil])
    }

    @Test func noFormatNoText() {
        #expect(texts(ProgressIndicator(style: .counter)) == [nil, nil, nil])
    }

    @Test func textLeavesOtherBracesAsWritten() {
        #expect(ProgressIndicator(format: "{current}{x}{total}").text(current: 2, total: 9) == "2{x}9")
    }
}

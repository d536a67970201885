import TourKit

/// A tour's `presentation.progress.format` (`Step {current} of {total}`) as a localizable text
/// (issue 23; docs/localization.md, "Progress text"): its key is
/// `<tour>.presentation.progress.format`, its placeholders are the runtime's `{current}` and
/// `{total}` (not the app's: `BubbleChecks` already holds the format to those two), and every
/// translation must use both, as any other text's placeholders (TOUR3708). The runtime resolves
/// it like a step's texts and fills the two numbers in (`StepText.progress`).
///
/// It is not a `ShownText`: content lint has never held the format to a length budget, and this
/// keeps it that way (a progress text is short by construction).
enum ProgressFormatText {
    static let role = "progress text"

    /// Appends the format, when the tour has one, to the texts `TourTexts.collect` found (its
    /// id and key are left for `collect` to set, as every other text's).
    static func add(_ tour: Located<Tour>, to found: inout [TourText]) {
        guard let format = tour.value.presentation.progress.format else { return }
        let node = NodeRef(tour.document)["presentation"]["progress"]["format"]
        found.append(TourText(id: "", key: "", table: nil, source: format, role: role, style: tour.value.presentation.style, budget: nil, node: node))
    }

    static func isProgressText(_ text: TourText) -> Bool { text.role == role }

    /// What a progress text's placeholders stand for, for the translators' comment.
    static let placeholders = [
        TextPlaceholder(name: "current", description: "the step's position, counting from 1", example: "2"),
        TextPlaceholder(name: "total", description: "the number of steps counted", example: "5"),
    ]
}

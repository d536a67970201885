import TourKit

/// The actions that move a user on from a page, in words, for TOUR3305's message (issue 24
/// item 6: "every path ends" lists every way out). Written as an exhaustive switch over
/// `Action.Kind`, so a new action has to say here whether it is a way out, and the message
/// cannot leave one out.
enum WaysOut {
    /// Whether an action of `kind` moves the user on (from the last step: ends the tour), as
    /// `Action.movesOn(fromLastStep:)` decides for a value.
    static func movesOn(_ kind: Action.Kind, fromLastStep isLast: Bool) -> Bool {
        switch kind {
        case .next, .skip, .complete, .dismiss, .startTour: true
        case .goTo: !isLast
        // `perform` moves on only through the outcome its step waits for (FlowChecks asks that).
        case .back, .showSheet, .presentComponent, .openScreen, .openURL, .perform: false
        }
    }

    /// `next`, `complete`, ... in the language's order, as `` `type: x` `` words joined with
    /// "or": every action that moves on from a last (or an earlier) page.
    static func list(fromLastStep isLast: Bool) -> String {
        let names = Action.Kind.allCases.filter { movesOn($0, fromLastStep: isLast) }.map { "`\($0.rawValue)`" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

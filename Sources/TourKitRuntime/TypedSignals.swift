import TourKit

/// Signals and run inputs built from the generated id enums of an app (`tourc build`'s Swift:
/// `ScreenID`, `ManualControlID`, `ButtonID`, `ComponentOutcomeID`, ...), so a host never keys
/// on UI text: `.manual(OPSTours.ManualControlID.takeTourAgain)` instead of
/// `.manual("Take Tour Again")`. A renamed control, button or outcome then fails to compile
/// where the host names it, rather than arriving as an `unknownName` command at run time.
/// Each overload takes only its kind of name (`TourKit/TourNames.swift`) and builds the same
/// case the string form does.
extension TourSignal {
    public static func visit(_ screen: some ScreenName) -> TourSignal { .visit(screen.rawValue) }
    public static func leave(_ screen: some ScreenName) -> TourSignal { .leave(screen.rawValue) }
    public static func ready(_ screen: some ScreenName) -> TourSignal { .ready(screen.rawValue) }
    public static func tap(_ target: some TargetName) -> TourSignal { .tap(target.rawValue) }
    public static func event(_ event: some EventName) -> TourSignal { .event(event.rawValue) }
    /// A re-entry control by its generated label case.
    public static func manual(_ control: some ManualControlName) -> TourSignal { .manual(control.rawValue) }
    /// Any tour by id ("show this tip again").
    public static func manual(_ tour: some TourName) -> TourSignal { .manual(tour.rawValue) }
    public static func invalidate(_ tour: some TourName) -> TourSignal { .invalidate(tour: tour.rawValue) }
}

extension RunInput {
    /// A page button or content link by its generated label case.
    public static func action(_ button: some ButtonName) -> RunInput { .action(label: button.rawValue) }
    public static func component(_ id: some ComponentName, outcome: some ComponentOutcomeName) -> RunInput {
        .component(id: id.rawValue, outcome: outcome.rawValue)
    }
    /// The outcome of an app action a button asked for (`perform`), by its generated cases.
    public static func actionOutcome(_ action: some AppActionName, outcome: some AppActionOutcomeName) -> RunInput {
        .actionOutcome(action: action.rawValue, outcome: outcome.rawValue)
    }
    public static func tapTarget(_ target: some TargetName) -> RunInput { .tapTarget(target.rawValue) }
    public static func targetMissing(_ target: some TargetName) -> RunInput { .targetMissing(target.rawValue) }
    public static func event(_ event: some EventName) -> RunInput { .event(event.rawValue) }
    public static func displayed(_ step: some StepName) -> RunInput { .displayed(step: step.rawValue) }
}

/// The kinds of name a host passes to TourKitRuntime, one protocol each. The generated Swift of
/// an app (`tourc build`) makes each of its id enums conform to the protocol of its kind
/// (`FiniteTours.ScreenID: ScreenName`, `OPSTours.ManualControlID: ManualControlName`, ...), and
/// TourKitRuntime has an overload of each signal taking that kind, so a host writes
/// `.manual(OPSTours.ManualControlID.takeTourAgain)` or `.action(FiniteTours.ButtonID.takeATour)`
/// instead of keying on UI text: a renamed button or control fails to compile instead of being
/// reported at run time (`unknownName`).
///
/// The protocols carry no requirement beyond the raw value: they exist so the overloads cannot
/// take an id of the wrong kind (a `TargetID` where a screen is expected).
public protocol TourIdentifierName: RawRepresentable, Sendable where RawValue == String {}

/// A tour id (`TourID`): `manual`, `invalidate`.
public protocol TourName: TourIdentifierName {}
/// A registry screen (`ScreenID`): `visit`, `leave`, `ready`.
public protocol ScreenName: TourIdentifierName {}
/// A registry target (`TargetID`): `tap`, `tapTarget`, `targetMissing`.
public protocol TargetName: TourIdentifierName {}
/// A registry event (`EventID`): `event`.
public protocol EventName: TourIdentifierName {}
/// A re-entry control's label (`ManualControlID`): `manual`.
public protocol ManualControlName: TourIdentifierName {}
/// A page button's or content link's label (`ButtonID`): `action`.
public protocol ButtonName: TourIdentifierName {}
/// A registry component (`ComponentID`): `component(_:outcome:)`.
public protocol ComponentName: TourIdentifierName {}
/// An outcome a component reports (`ComponentOutcomeID`): `component(_:outcome:)`.
public protocol ComponentOutcomeName: TourIdentifierName {}
/// A registry app action (`AppActionID`): `actionOutcome(_:outcome:)`.
public protocol AppActionName: TourIdentifierName {}
/// An outcome an app action reports (`AppActionOutcomeID`): `actionOutcome(_:outcome:)`.
public protocol AppActionOutcomeName: TourIdentifierName {}
/// A step id (`StepID`): `displayed`, `stepFailure`, `stepTargetMissing`.
public protocol StepName: TourIdentifierName {}

import TourKit

/// The smaller parts of tours and steps (triggers, haptics, label overrides, coach marks, gesture
/// hints, target fallbacks, state updates) for `ExplicitTourDecoding`, each mirroring its TourKit
/// `init(from:)` or the synthesized one.
extension ExplicitTourDecoding {
    static func trigger(_ d: ExplicitNode) throws -> Trigger {
        var m = try MappingReader(d)
        let value = Trigger(try triggerKindFields(&m), note: try m.optionalString("note"))
        try m.finish()
        return value
    }

    /// `TriggerKind.Kind` is internal to TourKit: its raw values (the case names) are matched here.
    static func triggerKind(_ d: ExplicitNode) throws -> TriggerKind {
        var m = try MappingReader(d)
        let value = try triggerKindFields(&m)
        try m.finish()
        return value
    }

    static func triggerKindFields(_ m: inout MappingReader) throws -> TriggerKind {
        switch try m.string("type") {
        case "firstLaunch": return .firstLaunch
        case "appLaunch": return .appLaunch
        case "firstVisit": return .firstVisit(screen: try m.string("screen"), via: try m.optionalString("via"))
        case "targetTap": return .targetTap(target: try m.string("target"))
        case "event": return .event(event: try m.string("event"), delay: try m.optionalDouble("delay") ?? 0)
        case "majorUpdate": return .majorUpdate(versionKey: try m.string("versionKey"), version: try m.optionalString("version"))
        case "manual":
            return .manual(ManualEntry(
                label: try m.string("label"),
                screen: try m.string("screen"),
                section: try m.optionalString("section"),
                icon: try m.optionalString("icon"),
                resetsState: try m.bool("resetsState", default: false)))
        default: throw MappingReader.Mismatch()
        }
    }

    static func edgeCase(_ d: ExplicitNode) throws -> EdgeCase {
        var m = try MappingReader(d)
        let value = try edgeCaseFields(&m)
        try m.finish()
        return value
    }

    static func edgeCaseFields(_ m: inout MappingReader) throws -> EdgeCase {
        return EdgeCase(scenario: try m.string("scenario"), behavior: try m.string("behavior"), rule: try m.optionalString("rule"))
    }

    static func hapticCue(_ d: ExplicitNode) throws -> HapticCue {
        var m = try MappingReader(d)
        let value = try hapticCueFields(&m)
        try m.finish()
        return value
    }

    static func hapticCueFields(_ m: inout MappingReader) throws -> HapticCue {
        return HapticCue(event: try m.string("event"), haptic: try m.raw("haptic", Haptic.self))
    }

    static func labelOverrides(_ d: ExplicitNode) throws -> LabelOverrides {
        var m = try MappingReader(d)
        let value = try labelOverridesFields(&m)
        try m.finish()
        return value
    }

    static func labelOverridesFields(_ m: inout MappingReader) throws -> LabelOverrides {
        return LabelOverrides(
            next: try m.optionalString("next"), back: try m.optionalString("back"), skip: try m.optionalString("skip"),
            done: try m.optionalString("done"), dismiss: try m.optionalString("dismiss"))
    }

    static func stepAccessibility(_ d: ExplicitNode) throws -> StepAccessibility {
        var m = try MappingReader(d)
        let value = try stepAccessibilityFields(&m)
        try m.finish()
        return value
    }

    static func stepAccessibilityFields(_ m: inout MappingReader) throws -> StepAccessibility {
        return StepAccessibility(
            label: try m.optionalString("label"), hint: try m.optionalString("hint"),
            announcement: try m.optionalString("announcement"))
    }

    static func coachMark(_ d: ExplicitNode) throws -> CoachMark {
        var m = try MappingReader(d)
        let value = try coachMarkFields(&m)
        try m.finish()
        return value
    }

    static func coachMarkFields(_ m: inout MappingReader) throws -> CoachMark {
        return CoachMark(position: try m.raw("position", default: TooltipPosition.center),
                         anchor: try m.present("anchor").map(region))
    }

    static func gestureHint(_ d: ExplicitNode) throws -> GestureHint {
        var m = try MappingReader(d)
        let value = try gestureHintFields(&m)
        try m.finish()
        return value
    }

    static func gestureHintFields(_ m: inout MappingReader) throws -> GestureHint {
        return GestureHint(
            gesture: try m.raw("gesture", GestureKind.self),
            at: try m.present("at").map(region),
            icon: try m.optionalString("icon"),
            duration: try m.optionalDouble("duration"),
            animation: try m.present("animation").map(animation))
    }

    static func targetFallback(_ d: ExplicitNode) throws -> TargetFallback {
        var m = try MappingReader(d)
        let value = try targetFallbackFields(&m)
        try m.finish()
        return value
    }

    static func targetFallbackFields(_ m: inout MappingReader) throws -> TargetFallback {
        return TargetFallback(
            target: try m.string("target"), replacement: try m.string("replacement"),
            when: try m.strings("when", default: []), unless: try m.strings("unless", default: []))
    }

    static func stateUpdate(_ d: ExplicitNode) throws -> StateUpdate {
        var m = try MappingReader(d)
        let value = try stateUpdateFields(&m)
        try m.finish()
        return value
    }

    static func stateUpdateFields(_ m: inout MappingReader) throws -> StateUpdate {
        return StateUpdate(
            outcomes: try m.rawList("outcomes", TourOutcome.self),
            key: try m.string("key"),
            operation: try m.raw("operation", default: StateOperation.set),
            value: try m.present("value").map(stateValue))
    }

    /// As `StateValue.init(from:)`: a boolean if it is one, otherwise a string.
    static func stateValue(_ d: ExplicitNode) throws -> StateValue {
        if let b = try? d.bool() { return .bool(b) }
        return .string(try d.string())
    }
}

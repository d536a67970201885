import TourKit

/// A tour's own settings (presentation, persistence, flow rules, labels, accessibility, visuals)
/// for `ExplicitTourDecoding`, each mirroring its TourKit `init(from:)`.
extension ExplicitTourDecoding {
    static func presentation(_ d: ExplicitNode) throws -> Presentation {
        var m = try MappingReader(d)
        let value = try presentationFields(&m)
        try m.finish()
        return value
    }

    static func presentationFields(_ m: inout MappingReader) throws -> Presentation {
        let style = try m.raw("style", PresentationStyle.self)
        return Presentation(
            style: style,
            container: try m.optionalRaw("container", PresentationContainer.self) ?? style.defaultContainer,
            background: try m.raw("background", default: Background.none),
            detents: try m.rawList("detents", default: [Detent]()),
            dragIndicator: try m.bool("dragIndicator", default: false),
            interactiveDismiss: try m.bool("interactiveDismiss", default: true),
            progress: try m.present("progress").map(progress) ?? ProgressIndicator())
    }

    static func progress(_ d: ExplicitNode) throws -> ProgressIndicator {
        var m = try MappingReader(d)
        let value = try progressFields(&m)
        try m.finish()
        return value
    }

    static func progressFields(_ m: inout MappingReader) throws -> ProgressIndicator {
        return ProgressIndicator(
            style: try m.raw("style", default: ProgressStyle.dots),
            excludesFinalStep: try m.bool("excludesFinalStep", default: false),
            hiddenForSingleStep: try m.bool("hiddenForSingleStep", default: true))
    }

    static func persistence(_ d: ExplicitNode) throws -> TourPersistence {
        var m = try MappingReader(d)
        let value = try persistenceFields(&m)
        try m.finish()
        return value
    }

    static func persistenceFields(_ m: inout MappingReader) throws -> TourPersistence {
        return TourPersistence(
            onceKeys: try m.strings("onceKeys", default: []),
            progressKey: try m.optionalString("progressKey"),
            updates: try m.list("updates", default: [], stateUpdate))
    }

    static func flow(_ d: ExplicitNode) throws -> FlowRules {
        var m = try MappingReader(d)
        let value = try flowFields(&m)
        try m.finish()
        return value
    }

    static func flowFields(_ m: inout MappingReader) throws -> FlowRules {
        return FlowRules(
            skip: try m.present("skip").map(skipPolicy) ?? SkipPolicy(),
            back: try m.bool("back", default: false),
            resume: try m.present("resume").map(resumePolicy) ?? ResumePolicy(),
            recovery: try m.present("recovery").map(recovery),
            stepDelay: try m.optionalDouble("stepDelay") ?? 0)
    }

    static func skipPolicy(_ d: ExplicitNode) throws -> SkipPolicy {
        var m = try MappingReader(d)
        let value = try skipPolicyFields(&m)
        try m.finish()
        return value
    }

    static func skipPolicyFields(_ m: inout MappingReader) throws -> SkipPolicy {
        return SkipPolicy(
            available: try m.bool("available", default: true),
            confirmAfterProgress: try m.optionalDouble("confirmAfterProgress"),
            hiddenOnLastStep: try m.bool("hiddenOnLastStep", default: false),
            position: try m.raw("position", default: ControlPosition.bottomLeading))
    }

    static func resumePolicy(_ d: ExplicitNode) throws -> ResumePolicy {
        var m = try MappingReader(d)
        let value = try resumePolicyFields(&m)
        try m.finish()
        return value
    }

    static func resumePolicyFields(_ m: inout MappingReader) throws -> ResumePolicy {
        return ResumePolicy(
            onBackground: try m.raw("onBackground", default: ResumeBehavior.resume),
            onRelaunch: try m.raw("onRelaunch", default: ResumeBehavior.restart))
    }

    static func labels(_ d: ExplicitNode) throws -> ButtonLabels {
        var m = try MappingReader(d)
        let value = try labelsFields(&m)
        try m.finish()
        return value
    }

    static func labelsFields(_ m: inout MappingReader) throws -> ButtonLabels {
        let defaults = ButtonLabels()
        return ButtonLabels(
            next: try m.optionalString("next") ?? defaults.next,
            back: try m.optionalString("back") ?? defaults.back,
            skip: try m.optionalString("skip") ?? defaults.skip,
            done: try m.optionalString("done") ?? defaults.done,
            dismiss: try m.optionalString("dismiss") ?? defaults.dismiss)
    }

    static func accessibility(_ d: ExplicitNode) throws -> TourAccessibility {
        var m = try MappingReader(d)
        let value = try accessibilityFields(&m)
        try m.finish()
        return value
    }

    static func accessibilityFields(_ m: inout MappingReader) throws -> TourAccessibility {
        return TourAccessibility(
            announceSteps: try m.bool("announceSteps", default: true),
            trapsFocus: try m.bool("trapsFocus", default: false),
            focusOrder: try m.rawList("focusOrder", default: [FocusElement]()),
            escapeDismisses: try m.bool("escapeDismisses", default: false),
            respectsReduceMotion: try m.bool("respectsReduceMotion", default: true),
            dynamicType: try m.bool("dynamicType", default: true),
            minimumTouchTarget: try m.optionalDouble("minimumTouchTarget") ?? 44,
            touchTargets: try m.list("touchTargets", default: [], touchTarget),
            notes: try m.strings("notes", default: []))
    }

    static func visuals(_ d: ExplicitNode) throws -> Visuals {
        var m = try MappingReader(d)
        let value = try visualsFields(&m)
        try m.finish()
        return value
    }

    static func visualsFields(_ m: inout MappingReader) throws -> Visuals {
        return Visuals(
            dim: try m.optionalDouble("dim"),
            animations: try m.present("animations").map(animations) ?? AnimationTimings(),
            haptics: try m.list("haptics", default: [], hapticCue),
            celebration: try m.present("celebration").map(celebration),
            pulseRing: try m.present("pulseRing").map(pulseRing),
            tooltip: try m.present("tooltip").map(tooltipStyle),
            accentColor: try m.optionalString("accentColor"),
            titleDesign: try m.optionalRaw("titleDesign", FontDesign.self))
    }

    static func animations(_ d: ExplicitNode) throws -> AnimationTimings {
        var m = try MappingReader(d)
        let value = try animationsFields(&m)
        try m.finish()
        return value
    }

    static func animationsFields(_ m: inout MappingReader) throws -> AnimationTimings {
        return AnimationTimings(
            overlayAppear: try m.present("overlayAppear").map(animation),
            stepTransition: try m.present("stepTransition").map(animation),
            pageTransition: try m.present("pageTransition").map(animation),
            spotlightChange: try m.present("spotlightChange").map(animation),
            tooltipAppear: try m.present("tooltipAppear").map(animation),
            tooltipCrossfade: try m.present("tooltipCrossfade").map(animation),
            pulseRing: try m.present("pulseRing").map(animation),
            celebration: try m.present("celebration").map(animation),
            progress: try m.present("progress").map(animation),
            finalDismiss: try m.present("finalDismiss").map(animation))
    }

    static func animation(_ d: ExplicitNode) throws -> Animation {
        var m = try MappingReader(d)
        let value = try animationFields(&m)
        try m.finish()
        return value
    }

    static func animationFields(_ m: inout MappingReader) throws -> Animation {
        return Animation(
            duration: try m.optionalDouble("duration"),
            easing: try m.raw("easing", default: Easing.easeOut),
            delay: try m.optionalDouble("delay") ?? 0,
            repeats: try m.bool("repeats", default: false),
            autoreverses: try m.bool("autoreverses", default: false))
    }

    static func pulseRing(_ d: ExplicitNode) throws -> PulseRingStyle {
        var m = try MappingReader(d)
        let value = try pulseRingFields(&m)
        try m.finish()
        return value
    }

    static func pulseRingFields(_ m: inout MappingReader) throws -> PulseRingStyle {
        let defaults = PulseRingStyle()
        return PulseRingStyle(
            scale: try m.optionalDouble("scale") ?? defaults.scale,
            lineWidth: try m.optionalDouble("lineWidth") ?? defaults.lineWidth,
            opacity: try m.optionalDouble("opacity") ?? defaults.opacity,
            innerOpacity: try m.optionalDouble("innerOpacity"),
            color: try m.optionalString("color") ?? defaults.color)
    }
}

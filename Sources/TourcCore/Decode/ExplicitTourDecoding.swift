import TourKit

/// Decodes a `Tour` and most of what it holds without `Decodable`: each type below mirrors its
/// TourKit `init(from:)` key by key (same keys, same defaults, same order), reading through
/// `MappingReader`. Parts that are rare in tours (triggers, recovery rules, state updates,
/// sheets, regions, celebrations, …) still go through `Decodable`.
///
/// Why: through `Decodable` every node costs a boxed keyed container, dynamic dispatch per key
/// and generic metadata lookups (and the first use of each type a scan of the conformance
/// tables); for a tour that is most of the time `tourc check` and `tourc build` spend decoding.
///
/// When anything fails here, `YAMLNodeDecoder` decodes the document again through `Decodable`,
/// so errors read exactly as they always did; a test decodes every bundled and benchmark tour
/// both ways and requires equal values.
enum ExplicitTourDecoding {
    static func tour(_ d: NodeDecoder) throws -> Tour {
        let m = try MappingReader(d)
        return Tour(
            id: try m.string("id"),
            name: try m.string("name"),
            description: try m.optionalString("description"),
            presentation: try presentation(m.required("presentation")),
            roles: try m.strings("roles", default: []),
            tags: try m.strings("tags", default: []),
            estimatedDuration: try m.optionalDouble("estimatedDuration"),
            triggers: try m.list("triggers", default: [], trigger),
            when: try m.strings("when", default: []),
            unless: try m.strings("unless", default: []),
            persistence: try m.present("persistence").map(persistence) ?? TourPersistence(),
            flow: try m.present("flow").map(flow) ?? FlowRules(),
            visuals: try m.present("visuals").map(visuals) ?? Visuals(),
            labels: try m.present("labels").map(labels) ?? ButtonLabels(),
            accessibility: try m.present("accessibility").map(accessibility) ?? TourAccessibility(),
            analytics: try m.strings("analytics", default: []),
            steps: try m.list("steps", step),
            edgeCases: try m.list("edgeCases", default: [], edgeCase))
    }

    static func step(_ d: NodeDecoder) throws -> Step {
        let m = try MappingReader(d)
        return Step(
            id: try m.string("id"),
            kind: try stepKind(m),
            skippable: try m.bool("skippable", default: true),
            when: try m.strings("when", default: []),
            unless: try m.strings("unless", default: []),
            tags: try m.strings("tags", default: []),
            haptics: try m.list("haptics", default: [], hapticCue),
            labels: try m.present("labels").map(labelOverrides),
            accessibility: try m.present("accessibility").map(stepAccessibility),
            note: try m.optionalString("note"))
    }

    static func stepKind(_ m: MappingReader) throws -> StepKind {
        switch try m.raw("type", StepKind.Kind.self) {
        case .page: .page(try page(m))
        case .spotlight: .spotlight(try spotlight(m))
        case .intents: .intents(IntentContent(intents: try m.list("intents", intent)))
        case .tooltip: .tooltip(try tooltip(m))
        }
    }

    static func page(_ m: MappingReader) throws -> PageContent {
        PageContent(
            title: try m.string("title"),
            subtitle: try m.optionalString("subtitle"),
            body: try m.optionalString("body"),
            icon: try m.optionalString("icon"),
            iconColor: try m.optionalString("iconColor"),
            illustration: try m.present("illustration").map(illustration),
            content: try m.list("content", default: [], block),
            actions: try m.list("actions", default: [], actionButton),
            advance: try m.present("advance").map(advance) ?? .nextButton)
    }

    static func spotlight(_ m: MappingReader) throws -> SpotlightContent {
        SpotlightContent(
            title: try m.string("title"),
            body: try m.string("body"),
            hint: try m.optionalString("hint"),
            spotlight: try m.present("spotlight").map(spotlight),
            dim: try m.optionalDouble("dim"),
            coachMark: try m.present("coachMark").map(coachMark) ?? CoachMark(),
            gestureHint: try m.present("gestureHint").map(gestureHint),
            pulseRing: try m.present("pulseRing").map(region),
            blocksTouches: try m.bool("blocksTouches", default: false),
            component: try m.present("component").map(componentEmbed),
            advance: try advance(m.required("advance")),
            celebrate: try m.bool("celebrate", default: false),
            targetFallbacks: try m.list("targetFallbacks", default: [], targetFallback))
    }

    static func tooltip(_ m: MappingReader) throws -> TooltipContent {
        TooltipContent(
            title: try m.optionalString("title"),
            body: try m.string("body"),
            anchor: try m.string("anchor"),
            position: try m.raw("position", default: TooltipPosition.automatic),
            dismiss: try m.decode("dismiss", default: [DismissMethod.tapOutside, .button]))
    }

    static func intent(_ d: NodeDecoder) throws -> Intent {
        let m = try MappingReader(d)
        switch try m.raw("type", Intent.Kind.self) {
        case .navigate: return .navigate(to: try m.string("to"))
        case .highlight:
            return .highlight(target: try m.string("target"),
                              padding: try m.present("padding").map(padding) ?? Padding(Intent.defaultHighlightPadding))
        case .showMessage: return .showMessage(title: try m.string("title"), body: try m.string("body"))
        case .showTooltip:
            return .showTooltip(message: try m.string("message"), position: try m.raw("position", default: TooltipPosition.automatic))
        case .demonstrateGesture:
            return .demonstrateGesture(gesture: try m.raw("gesture", GestureKind.self),
                                       duration: try m.optionalDouble("duration"),
                                       target: try m.optionalString("target"))
        case .awaitTap: return .awaitTap(target: try m.optionalString("target"))
        case .awaitNextButton: return .awaitNextButton
        case .delay: return .delay(seconds: try m.double("seconds"))
        }
    }

    static func actionButton(_ d: NodeDecoder) throws -> ActionButton {
        let m = try MappingReader(d)
        return ActionButton(
            label: try m.string("label"),
            style: try m.raw("style", default: ButtonStyle.primary),
            icon: try m.optionalString("icon"),
            accessibilityLabel: try m.optionalString("accessibilityLabel"),
            action: try action(m.required("action")))
    }

    static func action(_ d: NodeDecoder) throws -> Action {
        let m = try MappingReader(d)
        switch try m.raw("type", Action.Kind.self) {
        case .next: return .next
        case .back: return .back
        case .skip: return .skip
        case .complete: return .complete
        case .dismiss: return .dismiss
        case .startTour: return .startTour(tour: try m.string("tour"))
        case .showSheet: return .showSheet(try sheet(m.required("sheet")))
        case .presentComponent: return .presentComponent(try componentEmbed(d))
        case .openScreen: return .openScreen(screen: try m.string("screen"))
        case .openURL: return .openURL(url: try m.string("url"))
        }
    }

    static func advance(_ d: NodeDecoder) throws -> Advance {
        let m = try MappingReader(d)
        switch try m.raw("type", Advance.Kind.self) {
        case .nextButton: return .nextButton
        case .tapAnywhere: return .tapAnywhere
        case .tapTarget: return .tapTarget(target: try m.string("target"))
        case .gesture: return .gesture(gesture: try m.raw("gesture", GestureKind.self), target: try m.optionalString("target"))
        case .event: return .event(event: try m.string("event"))
        case .component: return .component(component: try m.string("component"), outcomes: try m.strings("outcomes"))
        case .timer: return .timer(after: try m.double("after"))
        }
    }

    static func block(_ d: NodeDecoder) throws -> Block {
        let m = try MappingReader(d)
        switch try m.raw("type", Block.Kind.self) {
        case .text: return .text(text: try m.string("text"), style: try m.raw("style", default: TextStyle.body))
        case .bullets: return .bullets(items: try m.list("items", listItem), style: try m.raw("style", default: ListStyle.plain))
        case .numbered: return .numbered(items: try m.strings("items"))
        case .legend: return .legend(items: try m.list("items", legendItem))
        case .topics: return .topics(items: try m.list("items", topic))
        case .component: return .component(try componentEmbed(d))
        case .link: return .link(label: try m.string("label"), icon: try m.optionalString("icon"), action: try action(m.required("action")))
        case .illustration: return .illustration(try illustration(d))
        }
    }

    // MARK: Tour-level settings

    static func presentation(_ d: NodeDecoder) throws -> Presentation {
        let m = try MappingReader(d)
        let style = try m.raw("style", PresentationStyle.self)
        return Presentation(
            style: style,
            container: try m.optionalRaw("container", PresentationContainer.self) ?? style.defaultContainer,
            background: try m.raw("background", default: Background.none),
            detents: try m.decode("detents", default: [Detent]()),
            dragIndicator: try m.bool("dragIndicator", default: false),
            interactiveDismiss: try m.bool("interactiveDismiss", default: true),
            progress: try m.present("progress").map(progress) ?? ProgressIndicator())
    }

    static func progress(_ d: NodeDecoder) throws -> ProgressIndicator {
        let m = try MappingReader(d)
        return ProgressIndicator(
            style: try m.raw("style", default: ProgressStyle.dots),
            excludesFinalStep: try m.bool("excludesFinalStep", default: false),
            hiddenForSingleStep: try m.bool("hiddenForSingleStep", default: true))
    }

    static func persistence(_ d: NodeDecoder) throws -> TourPersistence {
        let m = try MappingReader(d)
        return TourPersistence(
            onceKeys: try m.strings("onceKeys", default: []),
            progressKey: try m.optionalString("progressKey"),
            updates: try m.list("updates", default: [], stateUpdate))
    }

    static func flow(_ d: NodeDecoder) throws -> FlowRules {
        let m = try MappingReader(d)
        return FlowRules(
            skip: try m.present("skip").map(skipPolicy) ?? SkipPolicy(),
            back: try m.bool("back", default: false),
            resume: try m.present("resume").map(resumePolicy) ?? ResumePolicy(),
            recovery: try m.optional("recovery", RecoveryStrategy.self),
            stepDelay: try m.optionalDouble("stepDelay") ?? 0)
    }

    static func skipPolicy(_ d: NodeDecoder) throws -> SkipPolicy {
        let m = try MappingReader(d)
        return SkipPolicy(
            available: try m.bool("available", default: true),
            confirmAfterProgress: try m.optionalDouble("confirmAfterProgress"),
            hiddenOnLastStep: try m.bool("hiddenOnLastStep", default: false),
            position: try m.raw("position", default: ControlPosition.bottomLeading))
    }

    static func resumePolicy(_ d: NodeDecoder) throws -> ResumePolicy {
        let m = try MappingReader(d)
        return ResumePolicy(
            onBackground: try m.raw("onBackground", default: ResumeBehavior.resume),
            onRelaunch: try m.raw("onRelaunch", default: ResumeBehavior.restart))
    }

    static func labels(_ d: NodeDecoder) throws -> ButtonLabels {
        let m = try MappingReader(d)
        let defaults = ButtonLabels()
        return ButtonLabels(
            next: try m.optionalString("next") ?? defaults.next,
            back: try m.optionalString("back") ?? defaults.back,
            skip: try m.optionalString("skip") ?? defaults.skip,
            done: try m.optionalString("done") ?? defaults.done,
            dismiss: try m.optionalString("dismiss") ?? defaults.dismiss)
    }

    static func accessibility(_ d: NodeDecoder) throws -> TourAccessibility {
        let m = try MappingReader(d)
        return TourAccessibility(
            announceSteps: try m.bool("announceSteps", default: true),
            trapsFocus: try m.bool("trapsFocus", default: false),
            focusOrder: try m.decode("focusOrder", default: [FocusElement]()),
            escapeDismisses: try m.bool("escapeDismisses", default: false),
            respectsReduceMotion: try m.bool("respectsReduceMotion", default: true),
            dynamicType: try m.bool("dynamicType", default: true),
            minimumTouchTarget: try m.optionalDouble("minimumTouchTarget") ?? 44,
            touchTargets: try m.decode("touchTargets", default: [TouchTarget]()),
            notes: try m.strings("notes", default: []))
    }

    static func visuals(_ d: NodeDecoder) throws -> Visuals {
        let m = try MappingReader(d)
        return Visuals(
            dim: try m.optionalDouble("dim"),
            animations: try m.present("animations").map(animations) ?? AnimationTimings(),
            haptics: try m.list("haptics", default: [], hapticCue),
            celebration: try m.optional("celebration", Celebration.self),
            pulseRing: try m.present("pulseRing").map(pulseRing),
            tooltip: try m.optional("tooltip", TooltipStyle.self),
            accentColor: try m.optionalString("accentColor"),
            titleDesign: try m.optionalRaw("titleDesign", FontDesign.self))
    }

    static func animations(_ d: NodeDecoder) throws -> AnimationTimings {
        let m = try MappingReader(d)
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

    static func animation(_ d: NodeDecoder) throws -> Animation {
        let m = try MappingReader(d)
        return Animation(
            duration: try m.optionalDouble("duration"),
            easing: try m.raw("easing", default: Easing.easeOut),
            delay: try m.optionalDouble("delay") ?? 0,
            repeats: try m.bool("repeats", default: false),
            autoreverses: try m.bool("autoreverses", default: false))
    }

    static func pulseRing(_ d: NodeDecoder) throws -> PulseRingStyle {
        let m = try MappingReader(d)
        let defaults = PulseRingStyle()
        return PulseRingStyle(
            scale: try m.optionalDouble("scale") ?? defaults.scale,
            lineWidth: try m.optionalDouble("lineWidth") ?? defaults.lineWidth,
            opacity: try m.optionalDouble("opacity") ?? defaults.opacity,
            innerOpacity: try m.optionalDouble("innerOpacity"),
            color: try m.optionalString("color") ?? defaults.color)
    }

    // MARK: Smaller parts

    static func trigger(_ d: NodeDecoder) throws -> Trigger {
        let kind = try triggerKind(d)
        return Trigger(kind, note: try MappingReader(d).optionalString("note"))
    }

    /// `TriggerKind.Kind` is internal to TourKit: its raw values (the case names) are matched here.
    static func triggerKind(_ d: NodeDecoder) throws -> TriggerKind {
        let m = try MappingReader(d)
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

    static func edgeCase(_ d: NodeDecoder) throws -> EdgeCase {
        let m = try MappingReader(d)
        return EdgeCase(scenario: try m.string("scenario"), behavior: try m.string("behavior"), rule: try m.optionalString("rule"))
    }

    static func hapticCue(_ d: NodeDecoder) throws -> HapticCue {
        let m = try MappingReader(d)
        return HapticCue(event: try m.string("event"), haptic: try m.raw("haptic", Haptic.self))
    }

    static func labelOverrides(_ d: NodeDecoder) throws -> LabelOverrides {
        let m = try MappingReader(d)
        return LabelOverrides(
            next: try m.optionalString("next"), back: try m.optionalString("back"), skip: try m.optionalString("skip"),
            done: try m.optionalString("done"), dismiss: try m.optionalString("dismiss"))
    }

    static func stepAccessibility(_ d: NodeDecoder) throws -> StepAccessibility {
        let m = try MappingReader(d)
        return StepAccessibility(
            label: try m.optionalString("label"), hint: try m.optionalString("hint"),
            announcement: try m.optionalString("announcement"))
    }

    static func coachMark(_ d: NodeDecoder) throws -> CoachMark {
        let m = try MappingReader(d)
        return CoachMark(position: try m.raw("position", default: TooltipPosition.center),
                         anchor: try m.present("anchor").map(region))
    }

    static func gestureHint(_ d: NodeDecoder) throws -> GestureHint {
        let m = try MappingReader(d)
        return GestureHint(
            gesture: try m.raw("gesture", GestureKind.self),
            at: try m.present("at").map(region),
            icon: try m.optionalString("icon"),
            duration: try m.optionalDouble("duration"),
            animation: try m.present("animation").map(animation))
    }

    static func targetFallback(_ d: NodeDecoder) throws -> TargetFallback {
        let m = try MappingReader(d)
        return TargetFallback(
            target: try m.string("target"), replacement: try m.string("replacement"),
            when: try m.strings("when", default: []), unless: try m.strings("unless", default: []))
    }

    static func stateUpdate(_ d: NodeDecoder) throws -> StateUpdate {
        let m = try MappingReader(d)
        return StateUpdate(
            outcomes: try m.decode("outcomes", [TourOutcome].self),
            key: try m.string("key"),
            operation: try m.raw("operation", default: StateOperation.set),
            value: try m.present("value").map(stateValue))
    }

    /// As `StateValue.init(from:)`: a boolean if it is one, otherwise a string.
    static func stateValue(_ d: NodeDecoder) throws -> StateValue {
        if let b = try? NodeSingleValueContainer(decoder: d).decode(Bool.self) { return .bool(b) }
        return .string(try d.string())
    }

    // MARK: Regions

    static func spotlight(_ d: NodeDecoder) throws -> Spotlight {
        let m = try MappingReader(d)
        return Spotlight(
            regions: try m.list("regions", region),
            shape: try m.raw("shape", default: SpotlightShape.roundedRect),
            cornerRadius: try m.optionalDouble("cornerRadius") ?? 16)
    }

    static func region(_ d: NodeDecoder) throws -> Region {
        let m = try MappingReader(d)
        return Region(
            target: try m.string("target"),
            slice: try m.present("slice").map(slice),
            offset: try m.present("offset").map(point),
            size: try m.present("size").map(size),
            padding: try m.present("padding").map(padding) ?? .zero)
    }

    static func slice(_ d: NodeDecoder) throws -> Slice {
        let m = try MappingReader(d)
        return Slice(edge: try m.raw("edge", Edge.self), length: try m.double("length"))
    }

    static func point(_ d: NodeDecoder) throws -> Point {
        let m = try MappingReader(d)
        return Point(x: try m.optionalDouble("x") ?? 0, y: try m.optionalDouble("y") ?? 0)
    }

    static func size(_ d: NodeDecoder) throws -> Size {
        let m = try MappingReader(d)
        return Size(width: try m.double("width"), height: try m.double("height"))
    }

    /// As `Padding.init(from:)`: one number for all sides, or a mapping of the two.
    static func padding(_ d: NodeDecoder) throws -> Padding {
        if let all = try? NodeSingleValueContainer(decoder: d).decode(Double.self) { return Padding(all) }
        let m = try MappingReader(d)
        return Padding(horizontal: try m.optionalDouble("horizontal") ?? 0, vertical: try m.optionalDouble("vertical") ?? 0)
    }

    // MARK: Block contents

    static func illustration(_ d: NodeDecoder) throws -> Illustration {
        let m = try MappingReader(d)
        return Illustration(symbol: try m.optionalString("symbol"), asset: try m.optionalString("asset"),
                            description: try m.string("description"))
    }

    static func listItem(_ d: NodeDecoder) throws -> ListItem {
        let m = try MappingReader(d)
        return ListItem(icon: try m.optionalString("icon"), title: try m.optionalString("title"), text: try m.optionalString("text"))
    }

    static func legendItem(_ d: NodeDecoder) throws -> LegendItem {
        let m = try MappingReader(d)
        return LegendItem(color: try m.string("color"), label: try m.string("label"), text: try m.string("text"))
    }

    static func topic(_ d: NodeDecoder) throws -> Topic {
        let m = try MappingReader(d)
        return Topic(id: try m.string("id"), title: try m.string("title"), summary: try m.string("summary"),
                     icon: try m.optionalString("icon"), sheet: try sheet(m.required("sheet")))
    }

    static func sheet(_ d: NodeDecoder) throws -> Sheet {
        let m = try MappingReader(d)
        return Sheet(
            title: try m.string("title"),
            icon: try m.optionalString("icon"),
            body: try m.optionalString("body"),
            content: try m.list("content", default: [], block),
            footer: try m.optionalString("footer"),
            dismissLabel: try m.optionalString("dismissLabel") ?? "Done",
            detents: try m.decode("detents", default: [Detent.medium]))
    }

    static func componentEmbed(_ d: NodeDecoder) throws -> ComponentEmbed {
        let m = try MappingReader(d)
        return ComponentEmbed(
            component: try m.string("component"),
            presentation: try m.optionalRaw("presentation", ComponentPresentation.self),
            autoPresent: try m.bool("autoPresent", default: false),
            title: try m.optionalString("title"),
            options: try m.list("options", default: [], listItem),
            footer: try m.optionalString("footer"),
            submitLabel: try m.optionalString("submitLabel"),
            emptySubmitLabel: try m.optionalString("emptySubmitLabel"),
            dismissLabel: try m.optionalString("dismissLabel"),
            failureMessage: try m.optionalString("failureMessage"),
            detents: try m.decode("detents", default: [Detent]()))
    }
}

import TourKit

/// Decodes a `Tour` and most of what it holds without `Decodable`: each type below mirrors its
/// TourKit `init(from:)` key by key (same keys, same defaults, same order), reading through
/// `MappingReader`; nothing in a tour goes through `Decodable` any more.
///
/// Why: through `Decodable` every node costs a boxed keyed container, dynamic dispatch per key
/// and generic metadata lookups (and the first use of each type a scan of the conformance
/// tables); for a tour that is most of the time `tourc check` and `tourc build` spend decoding.
///
/// When anything fails here, `YAMLNodeDecoder` decodes the document again through `Decodable`,
/// so errors read exactly as they always did; a test decodes every bundled and benchmark tour
/// both ways and requires equal values.
enum ExplicitTourDecoding {
    static func tour(_ d: ExplicitNode) throws -> Tour {
        var m = try MappingReader(d)
        let value = try tourFields(&m)
        try m.finish()
        return value
    }

    static func tourFields(_ m: inout MappingReader) throws -> Tour {
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

    static func step(_ d: ExplicitNode) throws -> Step {
        var m = try MappingReader(d)
        let value = try stepFields(&m)
        try m.finish()
        return value
    }

    static func stepFields(_ m: inout MappingReader) throws -> Step {
        return Step(
            id: try m.string("id"),
            kind: try stepKind(&m),
            skippable: try m.bool("skippable", default: true),
            when: try m.strings("when", default: []),
            unless: try m.strings("unless", default: []),
            tags: try m.strings("tags", default: []),
            haptics: try m.list("haptics", default: [], hapticCue),
            labels: try m.present("labels").map(labelOverrides),
            accessibility: try m.present("accessibility").map(stepAccessibility),
            note: try m.optionalString("note"))
    }

    static func stepKind(_ m: inout MappingReader) throws -> StepKind {
        switch try m.raw("type", StepKind.Kind.self) {
        case .page: .page(try page(&m))
        case .spotlight: .spotlight(try spotlight(&m))
        case .intents: .intents(IntentContent(intents: try m.list("intents", intent)))
        case .tooltip: .tooltip(try tooltip(&m))
        }
    }

    static func page(_ m: inout MappingReader) throws -> PageContent {
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

    static func spotlight(_ m: inout MappingReader) throws -> SpotlightContent {
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

    static func tooltip(_ m: inout MappingReader) throws -> TooltipContent {
        TooltipContent(
            title: try m.optionalString("title"),
            body: try m.string("body"),
            anchor: try m.string("anchor"),
            position: try m.raw("position", default: TooltipPosition.automatic),
            dismiss: try m.rawList("dismiss", default: [DismissMethod.tapOutside, .button]))
    }

    static func intent(_ d: ExplicitNode) throws -> Intent {
        var m = try MappingReader(d)
        let value = try intentFields(&m)
        try m.finish()
        return value
    }

    static func intentFields(_ m: inout MappingReader) throws -> Intent {
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

    static func actionButton(_ d: ExplicitNode) throws -> ActionButton {
        var m = try MappingReader(d)
        let value = try actionButtonFields(&m)
        try m.finish()
        return value
    }

    static func actionButtonFields(_ m: inout MappingReader) throws -> ActionButton {
        return ActionButton(
            label: try m.string("label"),
            style: try m.raw("style", default: ButtonStyle.primary),
            icon: try m.optionalString("icon"),
            accessibilityLabel: try m.optionalString("accessibilityLabel"),
            action: try action(m.required("action")))
    }

    static func action(_ d: ExplicitNode) throws -> Action {
        var m = try MappingReader(d)
        let value = try actionFields(&m)
        try m.finish()
        return value
    }

    static func actionFields(_ m: inout MappingReader) throws -> Action {
        switch try m.raw("type", Action.Kind.self) {
        case .next: return .next
        case .back: return .back
        case .skip: return .skip
        case .complete: return .complete
        case .dismiss: return .dismiss
        case .startTour: return .startTour(tour: try m.string("tour"))
        case .showSheet: return .showSheet(try sheet(m.required("sheet")))
        case .presentComponent: return .presentComponent(try componentEmbedFields(&m))
        case .openScreen: return .openScreen(screen: try m.string("screen"))
        case .openURL: return .openURL(url: try m.string("url"))
        }
    }

    static func advance(_ d: ExplicitNode) throws -> Advance {
        var m = try MappingReader(d)
        let value = try advanceFields(&m)
        try m.finish()
        return value
    }

    static func advanceFields(_ m: inout MappingReader) throws -> Advance {
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

    static func block(_ d: ExplicitNode) throws -> Block {
        var m = try MappingReader(d)
        let value = try blockFields(&m)
        try m.finish()
        return value
    }

    static func blockFields(_ m: inout MappingReader) throws -> Block {
        switch try m.raw("type", Block.Kind.self) {
        case .text: return .text(text: try m.string("text"), style: try m.raw("style", default: TextStyle.body))
        case .bullets: return .bullets(items: try m.list("items", listItem), style: try m.raw("style", default: ListStyle.plain))
        case .numbered: return .numbered(items: try m.strings("items"))
        case .legend: return .legend(items: try m.list("items", legendItem))
        case .topics: return .topics(items: try m.list("items", topic))
        case .component: return .component(try componentEmbedFields(&m))
        case .link: return .link(label: try m.string("label"), icon: try m.optionalString("icon"), action: try action(m.required("action")))
        case .illustration: return .illustration(try illustrationFields(&m))
        }
    }
}

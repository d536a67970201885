import TourKit
import TourcDiagnostics

/// Illustrations have a VoiceOver description unless they are decorative (TOUR3806).
enum DecorativeChecks {
    static func run(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        let root = NodeRef(tour.document)
        for (s, step) in tour.value.steps.enumerated() {
            switch step.kind {
            case .page(let page):
                // A page's own illustration (above its title), found missing by the advice
                // sweep: only content blocks were checked.
                if let image = page.illustration { check(image, at: root["steps"][s]["illustration"], &d) }
                for (i, block) in page.content.enumerated() {
                    switch block {
                    case .illustration(let shown): check(shown, at: root["steps"][s]["content"][i], &d)
                    // Text, lists, legends, topics, components and links are not images.
                    case .text, .bullets, .numbered, .legend, .topics, .component, .link: continue
                    }
                }
            // Only pages hold illustrations.
            case .spotlight, .tooltip, .intents: continue
            }
        }
    }

    static func check(_ image: Illustration, at node: NodeRef, _ d: inout DiagnosticCollector) {
        guard !image.decorative, image.description.isEmpty else { return }
        d.emit(LanguageCodes.imageWithoutDescription,
               "this illustration has no `description`, so VoiceOver cannot say what it shows; describe it (`description: …`), or mark it `decorative: true` if it only decorates the page",
               at: node.span)
    }
}

import TourKit
import TourcDiagnostics

/// Illustrations have a VoiceOver description unless they are decorative (TOUR3806).
enum DecorativeChecks {
    static func run(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        let root = NodeRef(tour.document)
        for (s, step) in tour.value.steps.enumerated() {
            switch step.kind {
            case .page(let page):
                for (i, block) in page.content.enumerated() {
                    let image: Illustration
                    switch block {
                    case .illustration(let shown): image = shown
                    // Text, lists, legends, topics, components and links are not images.
                    case .text, .bullets, .numbered, .legend, .topics, .component, .link: continue
                    }
                    guard !image.decorative, image.description.isEmpty else { continue }
                    d.emit(LanguageCodes.imageWithoutDescription,
                           "this illustration has no `description`, so VoiceOver cannot say what it shows; describe it (`description: …`), or mark it `decorative: true` if it only decorates the page",
                           at: root["steps"][s]["content"][i].span)
                }
            // Only pages hold illustrations.
            case .spotlight, .tooltip, .intents: continue
            }
        }
    }
}

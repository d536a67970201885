import TourKit
import TourcDiagnostics
import YAMLLoader

/// The names the generated Swift gives an app's ids (TOUR4001), checked by `tourc check` so that
/// a build never fails on them first: an id that becomes a name the generated type already has
/// (`rawValue`, `allCases`, `self`, a tour `registry`), and two ids that become one name
/// (`pota-activations` and `pota_activations`, `why-rotation-matters` and `whyRotationMatters`).
///
/// No rule is repeated here: the names are assigned by `AppSwiftNames`, over the namespaces of
/// `SwiftIDNamespace`, exactly as `AppSwiftEmitter` assigns them (same order, same reserved
/// names), and each diagnostic points at the id in the YAML. Repeated ids are left to
/// `UniquenessChecks` (TOUR32xx), which reports them already.
enum SwiftNameChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        let tours = IRBuilder.bundleOrder(scope.tours)
        let values = tours.map(\.value)
        // The closure captures the document and the tours only: capturing `scope` copied it
        // for every id.
        let registry = scope.registry.document
        AppSwiftNames.check(app: scope.registry.value, tours: values,
                            span: { kind, id in locate(id, kind.source, registry: registry, tours: tours) },
                            diagnostics: &diagnostics)
    }

    /// The first place `id` is written in the YAML, in the order names are assigned: the tour's
    /// `id`, the first step with that `id` (tours by id), or the registry list item's key.
    static func locate(_ id: String, _ source: SwiftIDNamespace.Source, registry: YAMLDocument,
                       tours: [Located<Tour>]) -> SourceSpan? {
        switch source {
        case .tours:
            guard let tour = tours.first(where: { $0.value.id == id }) else { return nil }
            let doc = tour.document
            return doc.span(doc.root["id"] ?? doc.root)
        case .steps:
            for tour in tours {
                if let span = itemSpan(id, idKey: "id", in: tour.document, list: "steps") { return span }
            }
            return nil
        case .registryList(let key, let idKey):
            return itemSpan(id, idKey: idKey, in: registry, list: key)
        case .registryNestedList(let key, let listKey):
            for item in registry.root[key]?.items ?? [] {
                for node in item[listKey]?.items ?? [] where node.string == id { return registry.span(node) }
            }
            return nil
        case .tourLabels:
            for tour in tours {
                var spans = IDSpans()
                IRBuilder.labelSpans(tour.document, into: &spans)
                if let span = spans.manualLabels[id] ?? spans.buttonLabels[id] { return span }
            }
            return nil
        }
    }

    private static func itemSpan(_ id: String, idKey: String, in doc: YAMLDocument, list: String) -> SourceSpan? {
        for item in doc.root[list]?.items ?? [] {
            if let node = item[idKey], node.string == id { return doc.span(node) }
        }
        return nil
    }
}

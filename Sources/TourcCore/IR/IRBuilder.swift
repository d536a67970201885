import TourKit
import TourcDiagnostics
import YAMLLoader

/// Turns a decoded (and checked) app into its `AppIR`.
public enum IRBuilder {
    /// Without `includesAuthoringNotes` the bundle's authoring-only text is left out (set to its
    /// "none" value, `stripAuthoringText()`), so neither emitter can write it. The app's texts
    /// (`bundle.strings`, `localized`) are added next by `LocalizedOutput.add`.
    public static func build(_ app: DecodedApp, includesAuthoringNotes: Bool = false) -> AppIR {
        let tours = bundleOrder(app.tours)
        var spans = IDSpans()
        let registryDoc = app.registry.document
        spans.targets = idSpans(registryDoc, registryDoc.root["targets"])
        spans.events = idSpans(registryDoc, registryDoc.root["events"])
        spans.screens = idSpans(registryDoc, registryDoc.root["screens"])
        spans.roles = idSpans(registryDoc, registryDoc.root["roles"])
        spans.conditions = idSpans(registryDoc, registryDoc.root["conditions"])
        spans.components = idSpans(registryDoc, registryDoc.root["components"])
        spans.persistence = idSpans(registryDoc, registryDoc.root["persistence"], key: "key")
        spans.analytics = idSpans(registryDoc, registryDoc.root["analytics"])
        for item in registryDoc.root["components"]?.items ?? [] {
            for node in item["outcomes"]?.items ?? [] {
                if let outcome = node.string, spans.componentOutcomes[outcome] == nil {
                    spans.componentOutcomes[outcome] = registryDoc.span(node)
                }
            }
        }
        spans.appActions = idSpans(registryDoc, registryDoc.root["actions"])
        for item in registryDoc.root["actions"]?.items ?? [] {
            for node in item["outcomes"]?.items ?? [] {
                if let outcome = node.string, spans.appActionOutcomes[outcome] == nil {
                    spans.appActionOutcomes[outcome] = registryDoc.span(node)
                }
            }
        }
        for tour in tours {
            let doc = tour.document
            if spans.tours[tour.value.id] == nil {
                spans.tours[tour.value.id] = doc.span(doc.root["id"] ?? doc.root)
            }
            for (id, span) in idSpans(doc, doc.root["steps"]) where spans.steps[id] == nil {
                spans.steps[id] = span
            }
            labelSpans(doc, into: &spans)
        }
        let sources = ([app.registry.relativePath] + tours.map(\.relativePath))
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var bundle = TourBundle(format: TourKitVersion.format, app: app.registry.value, tours: tours.map(\.value))
        if !includesAuthoringNotes { bundle.stripAuthoringText() }
        return AppIR(appID: app.id, sources: sources, bundle: bundle, spans: spans)
    }

    /// Tours sorted by id (byte order): the order files were found in never shows in the output.
    /// `tourc check` names the tours' ids in this order too (`SwiftNameChecks`).
    static func bundleOrder(_ tours: [Located<Tour>]) -> [Located<Tour>] {
        bundleOrderIndices(tours).map { tours[$0] }
    }

    /// `bundleOrder` as positions in `tours`, for a caller that also needs each tour's place in
    /// the order it was given (`AppStrings.textsOfTour`).
    static func bundleOrderIndices(_ tours: [Located<Tour>]) -> [Int] {
        tours.indices.sorted { tours[$0].value.id.utf8.lexicographicallyPrecedes(tours[$1].value.id.utf8) }
    }

    /// The `label:` of each `manual` trigger, and of each page button and content link, at its
    /// first occurrence (the generated `ManualControlID` and `ButtonID` cases).
    static func labelSpans(_ doc: YAMLDocument, into spans: inout IDSpans) {
        for trigger in doc.root["triggers"]?.items ?? [] where trigger["type"]?.string == "manual" {
            if let node = trigger["label"], let label = node.string, spans.manualLabels[label] == nil {
                spans.manualLabels[label] = doc.span(node)
            }
        }
        for item in doc.root["carousel"]?["footer"]?.items ?? [] {
            if let node = item["label"], let label = node.string, spans.buttonLabels[label] == nil {
                spans.buttonLabels[label] = doc.span(node)
            }
        }
        for step in doc.root["steps"]?.items ?? [] {
            let links = (step["content"]?.items ?? []).filter { $0["type"]?.string == "link" }
            for item in links + (step["actions"]?.items ?? []) {
                if let node = item["label"], let label = node.string, spans.buttonLabels[label] == nil {
                    spans.buttonLabels[label] = doc.span(node)
                }
            }
        }
    }

    /// `id` → span of its value, for a sequence of mappings with an `id` key.
    private static func idSpans(_ doc: YAMLDocument, _ node: YAMLNode?, key: String = "id") -> [String: SourceSpan] {
        var out: [String: SourceSpan] = [:]
        for item in node?.items ?? [] {
            if let idNode = item[key], let id = idNode.string, out[id] == nil { out[id] = doc.span(idNode) }
        }
        return out
    }
}

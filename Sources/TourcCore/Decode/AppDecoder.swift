import TourKit
import TourcDiagnostics
import YAMLLoader

/// The one place an app's YAML documents become TourKit values: `tourc check`'s language stage,
/// `tourc build` (also without check stages), `tourc schema` and the scenario name check all
/// decode through here, so a change to how a registry or tour is decoded (the explicit readers,
/// the `Decodable` fallback behind `YAMLNodeDecoder`) reaches every command at once.
enum AppDecoder {
    /// One document as `T` (`AppRegistry` or `Tour`), located at `relativePath`; a failure is one
    /// diagnostic at the node that did not decode.
    static func decode<T: Decodable & Sendable>(_ document: YAMLDocument, relativePath: String,
                                                diagnostics: inout DiagnosticCollector) -> Located<T>? {
        do {
            let value = try YAMLNodeDecoder().decode(T.self, from: document)
            return Located(value: value, document: document, relativePath: relativePath)
        } catch {
            diagnostics.emit(error.diagnostic)
            return nil
        }
    }

    /// One app from its documents (`isRegistry`: the app's app.yaml), tours in the given order;
    /// nil when there is no registry or it did not decode. Every failure is reported.
    static func decode(app id: String, _ documents: [(document: YAMLDocument, relativePath: String, isRegistry: Bool)],
                       diagnostics: inout DiagnosticCollector) -> DecodedApp? {
        var registry: Located<AppRegistry>?
        var tours: [Located<Tour>] = []
        for file in documents {
            if file.isRegistry {
                registry = decode(file.document, relativePath: file.relativePath, diagnostics: &diagnostics)
            } else if let tour: Located<Tour> = decode(file.document, relativePath: file.relativePath, diagnostics: &diagnostics) {
                tours.append(tour)
            }
        }
        guard let registry else { return nil }
        return DecodedApp(id: id, registry: registry, tours: tours)
    }
}

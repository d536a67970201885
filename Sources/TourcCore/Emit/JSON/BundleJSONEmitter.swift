import TourKit
import TourcDiagnostics

/// The JSON bundle of one app: `TourBundle` encoded, printed canonically, with its content hash.
public enum BundleJSONEmitter {
    public struct Output: Sendable {
        /// The bundle with `contentHash` filled in: what the Swift emitter constructs.
        public var bundle: TourBundle
        public var text: String
    }

    public static func emit(_ ir: AppIR, diagnostics: inout DiagnosticCollector) -> Output? {
        let value: JSONValue
        do {
            var unstamped = ir.bundle
            unstamped.contentHash = ""
            value = try JSONValueEncoder().encode(unstamped)
        } catch {
            diagnostics.emit(OutputCodes.invalidNumber,
                             "the bundle of \(ir.appID) cannot be written as JSON: \(error)",
                             at: nil)
            return nil
        }
        let stamped = ContentHash.stamped(value)
        var bundle = ir.bundle
        if case .string(let hash)? = stamped[ContentHash.key] { bundle.contentHash = hash }
        return Output(bundle: bundle, text: CanonicalJSON.render(stamped))
    }
}

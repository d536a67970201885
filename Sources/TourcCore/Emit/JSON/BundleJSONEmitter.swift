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
        // Each top-level member is printed once and used for both texts: the one that is hashed
        // (without `contentHash`) and the one that is written (with it).
        guard case .object(var members) = value else { preconditionFailure("a bundle encodes as an object") }
        members[ContentHash.key] = nil
        var texts = members.mapValues(CanonicalJSON.memberText)
        let hash = ContentHash.sha256Hex(Array(CanonicalJSON.object(renderedMembers: texts).utf8))
        texts[ContentHash.key] = CanonicalJSON.memberText(.string(hash))
        var bundle = ir.bundle
        bundle.contentHash = hash
        return Output(bundle: bundle, text: CanonicalJSON.object(renderedMembers: texts))
    }
}

import TourKit
import TourcDiagnostics

/// One app, normalized and ready to emit: what both emitters read, and nothing about YAML.
///
/// The bundle is TourKit's own `TourBundle`: decoding already filled every default (TourKit
/// defines them), the checker resolved and verified every reference, and the builder fixed the
/// order (tours by id, everything else as authored). The emitters add only the content hash.
public struct AppIR: Sendable {
    public var appID: String
    /// Input files, relative to the input folder, in byte order: named in generated headers.
    public var sources: [String]
    public var bundle: TourBundle
    /// Where each id was defined, for diagnostics about generated names.
    public var spans: IDSpans
    /// The per-language text files of an app with `localization` (docs/localization.md).
    public var localized: LocalizedOutput?

    public init(appID: String, sources: [String], bundle: TourBundle, spans: IDSpans) {
        self.appID = appID
        self.sources = sources
        self.bundle = bundle
        self.spans = spans
    }
}

/// An app's per-language text files (what `AppEmitter` writes beside the bundle). Declared with
/// the IR that carries them; what fills them (`LocalizedOutput.add`, Emit/Localization) reads
/// the app's texts with the checks' walkers, a layer above IR, so `IRBuilder` leaves them empty.
public struct LocalizedOutput: Sendable {
    /// Language → canonical JSON bytes.
    public var files: [(language: String, bytes: [UInt8])] = []
}

/// The definition site of every id that becomes a Swift name.
public struct IDSpans: Sendable, Equatable {
    public var tours: [String: SourceSpan] = [:]
    /// Step ids are per tour; the first definition of each id in tour order is kept.
    public var steps: [String: SourceSpan] = [:]
    public var targets: [String: SourceSpan] = [:]
    public var events: [String: SourceSpan] = [:]
    /// The other registry ids an app passes to the runtime (typed ids in the generated Swift).
    public var screens: [String: SourceSpan] = [:]
    public var roles: [String: SourceSpan] = [:]
    public var conditions: [String: SourceSpan] = [:]
    public var components: [String: SourceSpan] = [:]
    /// Persistence keys, by `key`.
    public var persistence: [String: SourceSpan] = [:]
    public var analytics: [String: SourceSpan] = [:]
    /// Each component outcome at its first component's `outcomes` entry.
    public var componentOutcomes: [String: SourceSpan] = [:]
    /// Each `manual` trigger's label, and each page button's or link's label, at its first `label:`.
    public var manualLabels: [String: SourceSpan] = [:]
    public var buttonLabels: [String: SourceSpan] = [:]
    /// App actions, and each action outcome at its first action's `outcomes` entry.
    public var appActions: [String: SourceSpan] = [:]
    public var appActionOutcomes: [String: SourceSpan] = [:]

    public init() {}
}

import TourKit

/// A tour's error recovery (`flow.recovery`) for `ExplicitTourDecoding`, mirroring the TourKit
/// `init(from:)`s of `RecoveryStrategy` and `Fallback` and the synthesized one of `ErrorRecovery`.
///
/// Why not `Decodable` here too: the first `KeyedDecodingContainer` of each type instantiates its
/// generic metadata at run time, and checking `CodingKeys: CodingKey` scans every protocol
/// conformance record of the process (docs/performance-notes.md has the measured cost), which a
/// `tourc check` of a few files pays in full.
extension ExplicitTourDecoding {
    static func recovery(_ d: ExplicitNode) throws -> RecoveryStrategy {
        var m = try MappingReader(d)
        let value = try recoveryFields(&m)
        try m.finish()
        return value
    }

    static func recoveryFields(_ m: inout MappingReader) throws -> RecoveryStrategy {
        return RecoveryStrategy(
            checkpoints: try m.present("checkpoints")?.items { try $0.int() } ?? [],
            fallback: try fallback(try m.required("fallback")),
            maxRetries: try m.optionalInt("maxRetries") ?? 2,
            retryDelay: try m.optionalDouble("retryDelay") ?? 0.3,
            errors: try m.list("errors", default: [], errorRecovery))
    }

    static func errorRecovery(_ d: ExplicitNode) throws -> ErrorRecovery {
        var m = try MappingReader(d)
        let value = try errorRecoveryFields(&m)
        try m.finish()
        return value
    }

    static func errorRecoveryFields(_ m: inout MappingReader) throws -> ErrorRecovery {
        return ErrorRecovery(error: try m.raw("error", TourErrorKind.self), fallback: try fallback(try m.required("fallback")))
    }

    static func fallback(_ d: ExplicitNode) throws -> Fallback {
        var m = try MappingReader(d)
        let value = try fallbackFields(&m)
        try m.finish()
        return value
    }

    static func fallbackFields(_ m: inout MappingReader) throws -> Fallback {
        switch try m.raw("type", Fallback.Kind.self) {
        case .skipStep: return .skipStep
        case .nextCheckpoint: return .nextCheckpoint
        case .endTour: return .endTour(message: try m.optionalString("message") ?? "")
        case .restart: return .restart
        }
    }
}

import TourcDiagnostics

/// Per-code severities from `severity:` in tourc.yml, applied once where a run's diagnostics are
/// collected (`Checker.check`, `BuildDriver.run`), so every stage keeps reporting with its
/// code's own severity and `check` and `build` agree. Only warnings and notes are ever changed
/// (`ConfigLoader` refuses to lower an error).
public struct SeverityOverrides: Sendable, Equatable {
    public enum Level: String, Sendable, Equatable {
        case off, warning, error
    }

    /// By code id (`TOUR3501`).
    public var levels: [String: Level] = [:]
    /// tourc.yml's `localization.required`: a missing translation (TOUR3707) in one of these
    /// languages is an error. The language is read from the diagnostic's `language: <tag>` detail,
    /// which the localization checks write for this (and machine formats carry).
    public var requiredLanguages: Set<String> = []

    public init(_ levels: [String: Level] = [:]) {
        self.levels = levels
    }

    /// `diagnostics` with each overridden code dropped (`off`) or given its new severity; the
    /// order is kept.
    public func apply(_ diagnostics: DiagnosticCollector) -> DiagnosticCollector {
        guard !levels.isEmpty || !requiredLanguages.isEmpty else { return diagnostics }
        var result = DiagnosticCollector()
        for var diagnostic in diagnostics.diagnostics {
            if diagnostic.code.id == Self.missingTranslation, diagnostic.acceptance == nil,
               let language = Self.language(of: diagnostic), requiredLanguages.contains(language) {
                diagnostic.severity = .error
                diagnostic.notes.append("tourc.yml requires `\(language)` (`localization.required`), so a missing translation is an error")
                result.emit(diagnostic)
                continue
            }
            // An error stays an error whatever the table says (see `ConfigLoader`).
            if diagnostic.severity != .error, let level = levels[diagnostic.code.id] {
                switch level {
                case .off: continue
                case .warning: diagnostic.severity = .warning
                // A warning accepted in the source stays accepted: the comment is the more
                // specific word on that line.
                case .error: if diagnostic.acceptance == nil { diagnostic.severity = .error }
                }
            }
            result.emit(diagnostic)
        }
        return result
    }

    /// TOUR3707, a missing translation (the code lives with the localization checks).
    static let missingTranslation = "TOUR3707"

    /// The `language: <tag>` detail of a diagnostic.
    static func language(of diagnostic: Diagnostic) -> String? {
        diagnostic.details.lazy.compactMap { $0.hasPrefix("language: ") ? String($0.dropFirst("language: ".count)) : nil }.first
    }
}

import TourcDiagnostics

/// The limits that keep any input survivable. Documented in docs/yaml.md.
public struct LoadLimits: Sendable {
    /// Files larger than this are refused before parsing.
    public var maxFileBytes: Int = 64 * 1024 * 1024
    /// Nesting depth of collections.
    public var maxDepth: Int = 512
    /// Nodes that alias expansion (and merge keys) may produce, in total per file.
    public var maxAliasNodes: Int = 1_000_000

    public init() {}
    public static let `default` = LoadLimits()
}

/// Loads YAML (and JSON) text into located node trees, over libyaml's event API.
public enum YAMLLoader {
    /// Loads every document of a file. Problems go to `diagnostics`; what could be loaded is
    /// returned (an empty array when nothing could).
    public static func load(
        _ bytes: [UInt8], file: String, limits: LoadLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        // Placeholder until the loader lands.
        return []
    }
}

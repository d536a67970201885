import TourcDiagnostics
import YAMLLoader

/// A decode failure, located at the deepest node its coding path reaches.
///
/// After schema validation this should not happen; when it does, the schema and TourKit's types
/// disagree, and the driver reports it as an internal error (`DecodeCodes.schemaModelMismatch`)
/// that still names the file, line and column.
public struct YAMLDecodingError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The coding path as text, e.g. `tours[2].steps[0].title`.
    public var path: String
    public var span: SourceSpan

    public init(message: String, codingPath: [any CodingKey], span: SourceSpan) {
        self.message = message
        self.path = Self.render(codingPath)
        self.span = span
    }

    init(_ error: DecodingError, root: YAMLNode, file: String) {
        let context: DecodingError.Context
        var message: String
        switch error {
        case .typeMismatch(_, let c): context = c; message = c.debugDescription
        case .valueNotFound(_, let c): context = c; message = c.debugDescription
        case .keyNotFound(let key, let c):
            context = c
            message = "missing key \"\(key.stringValue)\""
        case .dataCorrupted(let c): context = c; message = c.debugDescription
        @unknown default:
            context = .init(codingPath: [], debugDescription: "\(error)")
            message = "\(error)"
        }
        if message.isEmpty { message = "the value could not be decoded" }
        let node = Self.locate(context.codingPath, in: root)
        self.init(message: message, codingPath: context.codingPath,
                  span: SourceSpan(file: file, range: node.range))
    }

    public var description: String {
        "\(span.file):\(span.range.start.line):\(span.range.start.column): \(path.isEmpty ? "" : path + ": ")\(message)"
    }

    /// Follows `path` from `root` as far as it goes; the deepest node reached is the best place
    /// to point at (for a missing key that is the mapping that lacks it).
    static func locate(_ path: [any CodingKey], in root: YAMLNode) -> YAMLNode {
        var node = root
        for key in path {
            switch node.kind {
            case .mapping(let pairs):
                guard let pair = pairs.first(where: { $0.key.stringKey == key.stringValue }) else { return node }
                node = pair.value
            case .sequence(let items):
                guard let i = key.intValue, items.indices.contains(i) else { return node }
                node = items[i]
            case .scalar:
                return node
            }
        }
        return node
    }

    static func render(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue, key.stringValue.hasPrefix("Index ") {
                out += "[\(i)]"
            } else {
                if !out.isEmpty { out += "." }
                out += key.stringValue
            }
        }
        return out
    }
}

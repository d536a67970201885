import TourcDiagnostics
import YAMLLoader

/// A String Catalog as JSON, members in their order, every value kept: tourc edits only the
/// parts it owns (a key's comment, its `stringUnit`s' state) and writes everything else back as it
/// read it (variations, substitutions, a translator tool's extra fields), so nothing in a catalog
/// is ever lost by a sync.
public indirect enum CatalogJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (JSON text), so it is written back unchanged.
    case number(String)
    case string(String)
    case array([CatalogJSON])
    case object([(String, CatalogJSON)])

    public static func == (lhs: CatalogJSON, rhs: CatalogJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _): false
        }
    }

    public subscript(key: String) -> CatalogJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.0 == key }?.1
        }
        set {
            guard case .object(var members) = self else { return }
            if let i = members.firstIndex(where: { $0.0 == key }) {
                if let newValue { members[i].1 = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append((key, newValue))
            }
            self = .object(members)
        }
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var members: [(String, CatalogJSON)]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// The JSON value of a loaded node (JSON is YAML, so the YAML loader reads it with positions).
    init(_ node: YAMLNode) {
        switch node.kind {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .number: self = .number(scalar.text)
            case .string(let s): self = .string(s)
            }
        case .sequence(let items): self = .array(items.map(CatalogJSON.init))
        case .mapping(let pairs): self = .object(pairs.map { ($0.key.string ?? $0.key.scalar?.text ?? "", CatalogJSON($0.value)) })
        }
    }
}

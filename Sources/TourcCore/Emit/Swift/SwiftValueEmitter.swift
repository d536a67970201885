/// Builds the Swift expression that constructs a given TourKit value, by reflection.
///
/// Why reflection: TourKit's model has about a hundred types and is still growing; a hand-written
/// emitter per type would drift from the model. `Mirror` gives, for a struct, its stored
/// properties in declaration order — which are exactly the labels of TourKit's memberwise
/// `public init`s — and for an enum, the case name and its associated values with their labels.
/// TourKit keeps that convention (documented in docs/output.md); the few initializers that
/// deviate are listed in `initLabels`. Whether the convention holds is checked by compiling the
/// output (the consumer test target), not trusted.
///
/// Every type is written fully qualified (`TourKit.Step(...)`, `TourKit.Haptic.light`): the app
/// module that compiles the file may have its own `Step` or `Target`, and an unqualified `.none`
/// inside an optional would be ambiguous.
public struct SwiftValueEmitter {
    /// Initializers whose argument labels are not the stored property names, by qualified type
    /// name; `nil` is an unlabeled argument.
    public var initLabels: [String: [String?]] = [
        "TourKit.Trigger": [nil, "note"],
    ]

    public init() {}

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public func expression(for value: Any) throws(Failure) -> SwiftExpr {
        switch value {
        case let s as String: return .string(s)
        case let b as Bool: return .bool(b)
        case let i as Int: return .integer(Int64(i))
        case let i as Int64: return .integer(i)
        case let i as Int32: return .integer(Int64(i))
        case let i as Int16: return .integer(Int64(i))
        case let i as Int8: return .integer(Int64(i))
        case let i as UInt8: return .integer(Int64(i))
        case let i as UInt16: return .integer(Int64(i))
        case let i as UInt32: return .integer(Int64(i))
        case let d as Double:
            guard d.isFinite else { throw Failure(description: "\(d) has no Swift literal") }
            return .double(d)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .nil }
            return try expression(for: wrapped)
        case .collection:
            var items: [SwiftExpr] = []
            for child in mirror.children { items.append(try expression(for: child.value)) }
            return .array(items)
        case .dictionary:
            return try dictionary(mirror)
        case .struct:
            let type = try typeName(of: value)
            let labels = initLabels[type.text] ?? mirror.children.map(\.label)
            let children = Array(mirror.children)
            guard labels.count == children.count else {
                throw Failure(description: "\(type.text) has \(children.count) stored properties but its initializer takes \(labels.count)")
            }
            var arguments: [SwiftArgument] = []
            for (label, child) in zip(labels, children) {
                arguments.append(SwiftArgument(try label.map(name), try expression(for: child.value)))
            }
            return .call(type.expr, arguments)
        case .enum:
            let type = try typeName(of: value)
            guard let payload = mirror.children.first else {
                // A case without payload: reflection prints it as `Module.Type.case`.
                let text = String(reflecting: value)
                guard text.hasPrefix(type.text + ".") else {
                    throw Failure(description: "cannot name the case \(text) of \(type.text)")
                }
                return .member(type.expr, try name(String(text.dropFirst(type.text.count + 1))))
            }
            let caseName = try name(payload.label ?? "")
            let payloadMirror = Mirror(reflecting: payload.value)
            var arguments: [SwiftArgument] = []
            if payloadMirror.displayStyle == .tuple {
                for element in payloadMirror.children {
                    let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                    arguments.append(SwiftArgument(try label.map(name), try expression(for: element.value)))
                }
            } else {
                arguments.append(SwiftArgument(nil, try expression(for: payload.value)))
            }
            return .call(.member(type.expr, caseName), arguments)
        default:
            throw Failure(description: "cannot write a \(type(of: value)) as Swift")
        }
    }

    private func dictionary(_ mirror: Mirror) throws(Failure) -> SwiftExpr {
        var entries: [(String, SwiftExpr)] = []
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2, let key = pair[0].value as? String else {
                throw Failure(description: "only dictionaries with String keys can be written as Swift")
            }
            entries.append((key, try expression(for: pair[1].value)))
        }
        // Hash order changes from run to run; byte order of the keys does not.
        entries.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        return .dictionary(entries.map { SwiftDictionaryEntry(.string($0.0), $0.1) })
    }

    private func name(_ text: String) throws(Failure) -> SwiftName {
        guard SwiftName.isValid(text) else { throw Failure(description: "\"\(text)\" is not a plain Swift identifier") }
        return SwiftName(text)
    }

    private struct QualifiedType {
        var text: String
        var expr: SwiftExpr
    }

    private func typeName(of value: Any) throws(Failure) -> QualifiedType {
        let text = String(reflecting: type(of: value))
        var parts: [SwiftName] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            parts.append(try name(String(part)))
        }
        return QualifiedType(text: text, expr: SwiftType.named(parts).expression)
    }
}

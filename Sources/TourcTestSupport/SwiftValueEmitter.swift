import Foundation
import TourcCore

/// Builds the Swift expression that constructs a given TourKit value, by reflection.
///
/// No longer used by `tourc build`, which writes the explicit `SwiftExpressible` code (reflection
/// was most of a build's time); kept as the oracle the tests compare that code with, since it
/// follows the model by itself.
///
/// Why reflection: TourKit's model has about a hundred types and is still growing; a hand-written
/// emitter per type would drift from the model. `Mirror` gives, for a struct, its stored
/// properties in declaration order — which are exactly the labels of TourKit's memberwise
/// `public init`s — and for an enum, the case name and its associated values with their labels.
/// TourKit keeps that convention (documented in docs/output.md); the few initializers that
/// deviate are listed in `initLabels`. The explicit code and TourKit agree because both are
/// generated from the one description (`make generate`); this oracle is a second reader for the
/// tests, and compiling the output (the consumer test target) is the final word.
///
/// An argument whose value equals its initializer's default is left out, as `tourc build` does:
/// which arguments those are comes from the description (`SwiftInitDefaults`, generated), but the
/// comparison is this emitter's own (the expressions of the value and of the default).
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

    /// The generated emitters' failure type, so the tests compare both paths' failures.
    public typealias Failure = SwiftExpressionFailure

    public func expression(for value: Any) throws(Failure) -> SwiftExpr {
        // Compare metatypes first: a failed `as?` cast costs a conformance lookup, and most values
        // are TourKit structs and enums.
        let valueType = type(of: value)
        if valueType == String.self { return .string(value as! String) }
        if valueType == Bool.self { return .bool(value as! Bool) }
        if valueType == Int.self { return .integer(Int64(value as! Int)) }
        if valueType == Double.self {
            let d = value as! Double
            guard d.isFinite else { throw Failure(description: "\(d) has no Swift literal") }
            return .double(d)
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
            let shape = try structShape(of: value, mirror)
            var arguments: [SwiftArgument] = []
            arguments.reserveCapacity(shape.labels.count)
            var index = 0
            let defaults = SwiftInitDefaults.values[shape.type.text]
            for child in mirror.children {
                guard index < shape.labels.count else { break }
                let value = try expression(for: child.value)
                index += 1
                // Left out where it equals the initializer's default, as `tourc build` does
                // (docs/output.md, "Defaults"): compared as expressions, not with `==`.
                if let label = child.label, let fallback = defaults?[label], value == (try expression(for: fallback)) { continue }
                arguments.append(SwiftArgument(shape.labels[index - 1], value))
            }
            guard index == shape.labels.count else {
                throw Failure(description: "\(shape.type.text) has \(index) stored properties but its initializer takes \(shape.labels.count)")
            }
            return .call(shape.type.expr, arguments)
        case .enum:
            let type = try typeName(of: value)
            guard let payload = mirror.children.first else {
                return .member(type.expr, try caseName(of: value, in: type))
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
            // Other integer widths (their mirrors have no display style). Checked last: a failed
            // cast costs a conformance lookup, and these are rare.
            switch value {
            case let i as Int64: return .integer(i)
            case let i as Int32: return .integer(Int64(i))
            case let i as Int16: return .integer(Int64(i))
            case let i as Int8: return .integer(Int64(i))
            case let i as UInt8: return .integer(Int64(i))
            case let i as UInt16: return .integer(Int64(i))
            case let i as UInt32: return .integer(Int64(i))
            default: throw Failure(description: "cannot write a \(type(of: value)) as Swift")
            }
        }
    }

    /// The name of a case without payload. Reflection prints it as `Module.Type.case`; the result
    /// is cached per type and tag (the value's bytes), since printing goes through slow
    /// conformance lookups.
    private func caseName(of value: Any, in type: QualifiedType) throws(Failure) -> SwiftName {
        // Opened, so the key is the value's own bytes, not the existential box around it (whose
        // unused inline bytes are arbitrary and would defeat the cache).
        func bytes<T>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v) { Array($0) } }
        let key = CaseKey(type: ObjectIdentifier(Swift.type(of: value)), tag: _openExistential(value, do: bytes))
        if let known = ReflectionCache.shared.caseName(key) { return known }
        let text = String(reflecting: value)
        guard text.hasPrefix(type.text + ".") else {
            throw Failure(description: "cannot name the case \(text) of \(type.text)")
        }
        let result = try name(String(text.dropFirst(type.text.count + 1)))
        ReflectionCache.shared.setCaseName(result, key)
        return result
    }

    struct StructShape: Sendable {
        var type: QualifiedType
        var labels: [SwiftName?]
    }

    /// A struct type's qualified name and argument labels, checked once per type (the labels of
    /// every value of a type are the same stored properties).
    private func structShape(of value: Any, _ mirror: Mirror) throws(Failure) -> StructShape {
        let key = ObjectIdentifier(type(of: value))
        if let known = ReflectionCache.shared.shape(key) { return known }
        let type = try typeName(of: value)
        let labels = initLabels[type.text] ?? mirror.children.map(\.label)
        let count = mirror.children.count
        guard labels.count == count else {
            throw Failure(description: "\(type.text) has \(count) stored properties but its initializer takes \(labels.count)")
        }
        var names: [SwiftName?] = []
        for label in labels { names.append(try label.map(name)) }
        let shape = StructShape(type: type, labels: names)
        ReflectionCache.shared.setShape(shape, key)
        return shape
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

    struct QualifiedType: Sendable {
        var text: String
        var expr: SwiftExpr
    }

    private func typeName(of value: Any) throws(Failure) -> QualifiedType {
        let key = ObjectIdentifier(type(of: value))
        if let known = ReflectionCache.shared.type(key) { return known }
        let text = String(reflecting: type(of: value))
        var parts: [SwiftName] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            parts.append(try name(String(part)))
        }
        let qualified = QualifiedType(text: text, expr: SwiftType.named(parts).expression)
        ReflectionCache.shared.setType(qualified, key)
        return qualified
    }
}

struct CaseKey: Hashable, Sendable {
    var type: ObjectIdentifier
    var tag: [UInt8]
}

/// Process-wide memo of what reflection said about a type or an enum case: a bundle repeats the
/// same few dozen types thousands of times, and asking reflection is the slow part of emission.
/// Shared by the apps being emitted, hence the lock.
final class ReflectionCache: @unchecked Sendable {
    static let shared = ReflectionCache()
    private let lock = NSLock()
    private var types: [ObjectIdentifier: SwiftValueEmitter.QualifiedType] = [:]
    private var cases: [CaseKey: SwiftName] = [:]
    private var shapes: [ObjectIdentifier: SwiftValueEmitter.StructShape] = [:]

    func type(_ key: ObjectIdentifier) -> SwiftValueEmitter.QualifiedType? { lock.withLock { types[key] } }
    func setType(_ value: SwiftValueEmitter.QualifiedType, _ key: ObjectIdentifier) { lock.withLock { types[key] = value } }
    func shape(_ key: ObjectIdentifier) -> SwiftValueEmitter.StructShape? { lock.withLock { shapes[key] } }
    func setShape(_ value: SwiftValueEmitter.StructShape, _ key: ObjectIdentifier) { lock.withLock { shapes[key] = value } }
    func caseName(_ key: CaseKey) -> SwiftName? { lock.withLock { cases[key] } }
    func setCaseName(_ value: SwiftName, _ key: CaseKey) { lock.withLock { cases[key] = value } }
}

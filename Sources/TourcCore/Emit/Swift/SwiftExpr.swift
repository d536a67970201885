/// A Swift expression, as much of the language as the emitters need and no more.
///
/// Literal content (strings, numbers) stays as values here; only `SwiftRenderer` turns it into
/// source text, through `SwiftStringLiteral`, so no emitter can build Swift by concatenation.
///
/// Only the cases that hold another expression directly (or a `SwiftName`, which is large) are
/// `indirect`: literals and collections are stored inline, so the many string and number leaves
/// of a bundle cost no heap box each (an allocation, a retain per copy, a free).
public enum SwiftExpr: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    /// Must be finite; rendered in its shortest round-trip form.
    case double(Double)
    case bool(Bool)
    case `nil`
    case array([SwiftExpr])
    case dictionary([SwiftDictionaryEntry])
    /// An identifier: `bundle`, `TourBundle`.
    indirect case name(SwiftName)
    /// `base.member`, or `.member` (implicit base) when `base` is nil.
    indirect case member(SwiftExpr?, SwiftName)
    /// `callee(label: value, ...)`.
    indirect case call(SwiftExpr, [SwiftArgument])
    /// `base[index]`.
    indirect case `subscript`(SwiftExpr, SwiftExpr)
    /// An expression already recorded for layout (what the emitter makes of a TourKit value,
    /// without building its tree): see `SwiftExprRecording`.
    case recorded(SwiftExprRecording)

    /// `.name(args...)`: an enum case with associated values, or a static factory.
    public static func enumCase(_ name: SwiftName, _ arguments: [SwiftArgument] = []) -> SwiftExpr {
        arguments.isEmpty ? .member(nil, name) : .call(.member(nil, name), arguments)
    }

    /// `Type(args...)` for a (possibly dotted) type name.
    public static func initializer(_ type: SwiftType, _ arguments: [SwiftArgument]) -> SwiftExpr {
        .call(type.expression, arguments)
    }
}

public struct SwiftArgument: Hashable, Sendable {
    public var label: SwiftName?
    public var value: SwiftExpr
    public init(_ label: SwiftName?, _ value: SwiftExpr) {
        self.label = label
        self.value = value
    }
}

public struct SwiftDictionaryEntry: Hashable, Sendable {
    public var key: SwiftExpr
    public var value: SwiftExpr
    public init(_ key: SwiftExpr, _ value: SwiftExpr) {
        self.key = key
        self.value = value
    }
}

/// A type as written in a declaration.
public indirect enum SwiftType: Hashable, Sendable {
    /// `A.B.C`
    case named([SwiftName])
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    case optional(SwiftType)

    public static func named(_ name: SwiftName) -> SwiftType { .named([name]) }

    /// The type used as an expression (for an initializer call). Only named types make sense there.
    public var expression: SwiftExpr {
        switch self {
        case .named(let parts):
            var expr = SwiftExpr.name(parts[0])
            for part in parts.dropFirst() { expr = .member(expr, part) }
            return expr
        case .array, .dictionary, .optional:
            preconditionFailure("only named types can be called")
        }
    }
}

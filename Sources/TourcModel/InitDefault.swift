/// What a field's parameter in TourKit's initializer defaults to, and whether the generated Swift
/// may leave the argument out when the value equals it.
///
/// One rule for both sides: TourKit's initializer (`TourKitRenderer`) writes `= <default>` from
/// `Field.initDefault`, and the explicit Swift writers (`SwiftExpressibleRenderer`) leave an
/// argument out only where `Field.omittableDefault` is set, which is derived from the same value.
/// So `tourc build` never leaves out an argument the initializer has no default for, nor one whose
/// value differs from what the initializer would put there (docs/output.md, "Defaults").
public enum InitDefault: Equatable, Sendable {
    /// An optional without a declared default: `= nil`.
    case nilValue
    /// The declared default (`field(..., default: ...)`).
    case value(DefaultValue)

    /// The Swift text after `=` in the initializer, for a field of `type`.
    public func swift(for type: TypeRef) -> String {
        switch self {
        case .nilValue: "nil"
        case .value(let value): value.swift(for: type)
        }
    }
}

extension Field {
    /// The initializer's default for this parameter; nil when the parameter has none (the
    /// argument is required). `decodeDefault` is not one: it applies to decoding only.
    public var initDefault: InitDefault? {
        if let defaultValue { return .value(defaultValue) }
        return isOptional ? .nilValue : nil
    }

    /// The default the generated Swift compares a value with to leave its argument out; nil when
    /// the argument is always written. A `.swift` default (`TourKitVersion.format`,
    /// `Padding(Intent.defaultHighlightPadding)`) is an expression of the TourKit the app links,
    /// not a value of the language: a bundle's `format: 1` must stay `1` when compiled against a
    /// TourKit of another format, so such arguments are always written.
    public var omittableDefault: InitDefault? {
        guard let initDefault else { return nil }
        switch initDefault {
        case .nilValue: return initDefault
        case .value(let value):
            switch value {
            case .bool, .int, .double, .text, .emptyList, .enumCase, .cases, .member, .keysDefaults: return initDefault
            case .swift: return nil
            }
        }
    }
}

import TourcDiagnostics

/// Persistence keys (TOUR3409): any printable text, exactly as the app names it
/// (`bwPreferencesStorage:introCarouselShown`); an error only for what a store cannot hold
/// reliably (docs/language.md, "Persistence keys").
///
/// Only the registry's declarations are checked here: every other place a key is written
/// (`onceKeys`, `progressKey`, `updates`, `versionKey`, a condition's `key`) must name a
/// declared key (`ReferenceChecks`), so the one rule holds there by construction. A scenario's
/// `store:` keys are the store's own and are checked against what the runtime can write (a
/// declared key, a `perTour` prefix followed by a tour id, TourKit's own keys: TOUR5002).
enum StoreKeyChecks {
    /// The longest key, in characters (Unicode scalars, as JSON Schema's `maxLength` counts).
    static let maximumLength = 256

    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        let keys = scope.registry.value.persistence
        guard keys.contains(where: { problem(with: $0.key) != nil }) else { return }
        let list = NodeRef(scope.registry.document)["persistence"]
        for (i, entry) in keys.enumerated() {
            guard let problem = problem(with: entry.key) else { continue }
            let node = list[i]["key"]
            let fixed = storable(entry.key)
            diagnostics.emit(LanguageCodes.unstorableKey, "this persistence key \(problem); a key may be any printable text of up to \(maximumLength) characters, with no control characters and no space at either end",
                             at: node.span,
                             fix: fixed.isEmpty || fixed == entry.key ? nil
                                : Diagnostic.Fix(span: node.span, replacement: quoted(fixed), message: "use \(quoted(fixed))"))
        }
    }

    /// What is wrong with `key` for a store, in words; nil when a store holds it.
    static func problem(with key: String) -> String? {
        if key.isEmpty { return "is empty" }
        if let c = key.unicodeScalars.first(where: isControl) {
            return "holds a control character (U+\(String(c.value, radix: 16, uppercase: true).leftPadded(4)))"
        }
        if let first = key.unicodeScalars.first, first.properties.isWhitespace { return "starts with a space" }
        if let last = key.unicodeScalars.last, last.properties.isWhitespace { return "ends with a space" }
        let count = key.unicodeScalars.count
        if count > maximumLength { return "is \(count) characters long" }
        return nil
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029
    }

    /// The key with control characters dropped and the ends trimmed (the fix offered, when it
    /// leaves a key of the allowed length).
    static func storable(_ key: String) -> String {
        var scalars = String.UnicodeScalarView(key.unicodeScalars.filter { !isControl($0) })
        while let f = scalars.first, f.properties.isWhitespace { scalars.removeFirst() }
        while let l = scalars.last, l.properties.isWhitespace { scalars.removeLast() }
        let result = String(scalars)
        return result.unicodeScalars.count <= maximumLength ? result : ""
    }

    /// A double-quoted YAML scalar of `text` (which holds no control characters).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}

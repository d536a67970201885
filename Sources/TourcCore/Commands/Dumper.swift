import TourcDiagnostics
import YAMLLoader

/// `tourc dump`: a loaded YAML file as JSON, for authors and for debugging the loader.
///
/// Keys stay in document order and numbers stay exact: a plain scalar already written as a JSON
/// number (`1.10`, `123456789012345678901234567890`) is printed with its own digits; other YAML
/// forms (`0x1F`, `+5`, `.5`) are printed as the value they resolve to. What JSON cannot say is an
/// error at its position: non-string keys, infinities and NaN, and more than one document.
public enum Dumper {
    /// The JSON for one file's documents, or nil when it cannot be written (see `diagnostics`).
    /// An empty file (no documents) dumps as `null`.
    public static func json(
        _ documents: [YAMLDocument], file: String, diagnostics: inout DiagnosticCollector
    ) -> JSONOutput? {
        guard let first = documents.first else { return .null }
        if documents.count > 1 {
            for (index, document) in documents.enumerated().dropFirst() {
                diagnostics.emit(Diagnostic(
                    ToolCodes.dumpSeveralDocuments,
                    "this is document \(index + 1) of \(documents.count) in the file; `tourc dump` shows a file that holds one document",
                    at: document.span(document.root),
                    notes: ["put each document in its own file, or remove the `---` line that starts this one"]))
            }
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        let value = convert(first.root, file: first.file, diagnostics: &diagnostics)
        return diagnostics.errorCount > errorsBefore ? nil : value
    }

    /// The JSON text (UTF-8) for one file's documents, written straight from the node tree without
    /// building a JSON value first (a 25 MB file has millions of nodes); nil when it cannot be
    /// written, with the reasons in `diagnostics`.
    public static func bytes(
        _ documents: [YAMLDocument], file: String, pretty: Bool, diagnostics: inout DiagnosticCollector
    ) -> [UInt8]? {
        guard let first = documents.first else { return Array("null".utf8) }
        if documents.count > 1 {
            _ = json(documents, file: file, diagnostics: &diagnostics)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        validate(first.root, file: first.file, diagnostics: &diagnostics)
        guard diagnostics.errorCount == errorsBefore else { return nil }
        var out: [UInt8] = []
        write(first.root, to: &out, pretty: pretty, indent: 0)
        return out
    }

    /// Reports what JSON cannot express, without building anything.
    static func validate(_ node: YAMLNode, file: String, diagnostics: inout DiagnosticCollector) {
        switch node.kind {
        case .sequence(let items):
            for item in items { validate(item, file: file, diagnostics: &diagnostics) }
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key.string == nil { diagnostics.emit(nonStringKey(pair.key, file: file)) }
                validate(pair.value, file: file, diagnostics: &diagnostics)
            }
        case .scalar:
            _ = convert(node, file: file, diagnostics: &diagnostics)
        }
    }

    /// Writes a node already validated by `validate`.
    static func write(_ node: YAMLNode, to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch node.kind {
        case .sequence(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                write(item, to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .mapping(let pairs):
            if pairs.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                JSONOutput.writeString(pair.key.string ?? "", to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(pair.value, to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        case .scalar:
            var ignored = DiagnosticCollector()
            convert(node, file: "", diagnostics: &ignored).write(to: &out, pretty: pretty, indent: indent)
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    static func convert(_ node: YAMLNode, file: String, diagnostics: inout DiagnosticCollector) -> JSONOutput {
        switch node.kind {
        case .sequence(let items):
            return .array(items.map { convert($0, file: file, diagnostics: &diagnostics) })
        case .mapping(let pairs):
            var members: [(String, JSONOutput)] = []
            members.reserveCapacity(pairs.count)
            for pair in pairs {
                let value = convert(pair.value, file: file, diagnostics: &diagnostics)
                if let key = pair.key.string {
                    members.append((key, value))
                } else {
                    diagnostics.emit(nonStringKey(pair.key, file: file))
                }
            }
            return .object(members)
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .string(let value): return .string(value)
            case .number(let number):
                if scalar.style == .plain, isJSONNumber(scalar.text) { return .number(scalar.text) }
                switch number {
                case .int(let value): return .number(String(value))
                case .bigInt(let digits): return .number(digits)
                case .double(let value) where value.isFinite: return .number(String(describing: value))
                case .double:
                    diagnostics.emit(Diagnostic(
                        ToolCodes.dumpNumberNotJSON,
                        "`\(scalar.text)` is \(number.doubleValue.isNaN ? "not a number" : "infinite"), which JSON cannot express; write a finite number",
                        at: SourceSpan(file: file, range: node.range),
                        /// No fix: quoting was the only one offered, and a tour's numbers are
                        /// numbers, so the quoted text then failed `tourc check` (advice sweep).
                        notes: ["a tour's numbers (seconds, counts) must be finite; quote it only if you meant the text `\(scalar.text)`"]))
                    return .null
                }
            }
        }
    }

    static func nonStringKey(_ key: YAMLNode, file: String) -> Diagnostic {
        let span = SourceSpan(file: file, range: key.range)
        guard let scalar = key.scalar else {
            return Diagnostic(
                ToolCodes.dumpNonStringKey,
                "this key is \(key.jsonTypeName == "object" ? "a mapping" : "a sequence"); JSON keys are strings",
                at: span, notes: ["`tourc dump` writes JSON, so every key must be a string"])
        }
        return Diagnostic(
            ToolCodes.dumpNonStringKey,
            "the key `\(scalar.text)` is \(article(key.jsonTypeName)), not a string; JSON keys are strings",
            at: span, notes: ["YAML reads unquoted `1`, `true` and `null` as values, not text"],
            fix: Diagnostic.Fix(span: span, replacement: "\"\(scalar.text)\"", message: "quote the key"))
    }

    static func article(_ type: String) -> String {
        type == "integer" ? "an integer" : "a \(type)"
    }

    /// Whether `text` is a number exactly as JSON (RFC 8259) writes one.
    public static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}

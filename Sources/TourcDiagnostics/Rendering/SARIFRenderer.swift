/// Renders diagnostics as one SARIF 2.1.0 log, the format code-scanning services (GitHub code
/// scanning, Azure DevOps, IDE SARIF viewers) import.
///
/// The `rules` of the run are every code tourc knows (passed in from the code registry), so a
/// viewer can show a rule's long explanation next to each result. Regions use the same 1-based
/// lines and Unicode-scalar columns as every other format (declared by `columnKind`), with the
/// end column exclusive as SARIF specifies, and also carry UTF-8 byte offsets. Diagnostics
/// without a position become `toolExecutionNotifications` of the run's invocation.
public struct SARIFRenderer {
    public var toolName: String
    public var toolVersion: String
    /// Where the rules are documented; omitted from the log when nil.
    public var informationURI: String?
    public var rules: [DiagnosticCode]

    public init(toolName: String = "tourc", toolVersion: String, informationURI: String? = nil, rules: [DiagnosticCode]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
    }

    /// The whole log, pretty-printed, ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        log(diagnostics).serialized(pretty: true) + "\n"
    }

    public func log(_ diagnostics: [Diagnostic]) -> JSONOutput {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        var driver: [(String, JSONOutput)] = [("name", .string(toolName)), ("version", .string(toolVersion))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(rules.map(Self.rule))))
        let run: JSONOutput = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("invocations", .array([invocation(diagnostics.filter { $0.span == nil })])),
            ("results", .array(diagnostics.filter { $0.span != nil }.map { result($0, ruleIndex: ruleIndex[$0.code.id]) })),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// Problems that belong to no file (a missing path, an internal error) are not results, which
    /// code-scanning services require to have a location, but notifications of the invocation.
    func invocation(_ notifications: [Diagnostic]) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("executionSuccessful", .bool(!notifications.contains { $0.severity == .error })),
        ]
        if !notifications.isEmpty {
            members.append(("toolExecutionNotifications", .array(notifications.map { diagnostic in
                .object([
                    ("descriptor", .object([("id", .string(diagnostic.code.id))])),
                    ("level", .string(Self.level(diagnostic.severity))),
                    ("message", .object([("text", .string(diagnostic.message))])),
                ])
            })))
        }
        return .object(members)
    }

    static func rule(_ code: DiagnosticCode) -> JSONOutput {
        .object([
            ("id", .string(code.id)),
            ("name", .string(ruleName(code.title))),
            ("shortDescription", .object([("text", .string(code.title))])),
            ("fullDescription", .object([("text", .string(code.explanation))])),
            ("help", .object([("text", .string(code.explanation))])),
            ("defaultConfiguration", .object([("level", .string(level(code.severity)))])),
        ])
    }

    /// SARIF rule names are identifiers by convention: "duplicate key" -> "DuplicateKey".
    static func ruleName(_ title: String) -> String {
        title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONOutput {
        var text = diagnostic.message
        for note in diagnostic.notes + diagnostic.details { text += "\nnote: \(note)" }
        if !diagnostic.suggestions.isEmpty { text += "\nhelp: " + HumanRenderer.didYouMean(diagnostic.suggestions) }

        var members: [(String, JSONOutput)] = [("ruleId", .string(diagnostic.code.id))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
        ]
        if let span = diagnostic.span {
            members.append(("locations", .array([.object([("physicalLocation", Self.physicalLocation(span))])])))
        }
        if !diagnostic.labels.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.labels.enumerated().map { index, label in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", Self.physicalLocation(label.span)),
                    ("message", .object([("text", .string(label.message))])),
                ])
            })))
        }
        if let fix = diagnostic.fix {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.message))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(fix.span.file)))])),
                    ("replacements", .array([.object([
                        ("deletedRegion", Self.region(fix.span.range)),
                        ("insertedContent", .object([("text", .string(fix.replacement))])),
                    ])])),
                ])])),
            ])])))
        }
        // SARIF's own word for a warning accepted in the source: GitHub code scanning and other
        // viewers show it as dismissed, with the author's reason.
        if let reason = diagnostic.acceptance {
            members.append(("suppressions", .array([.object([
                ("kind", .string("inSource")),
                ("status", .string("accepted")),
                ("justification", .string(reason)),
            ])])))
        }
        return .object(members)
    }

    static func physicalLocation(_ span: SourceSpan) -> JSONOutput {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(span.file)))])),
            ("region", region(span.range)),
        ])
    }

    static func region(_ range: SourceRange) -> JSONOutput {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
            ("byteOffset", .int(range.start.offset)),
            ("byteLength", .int(max(0, range.end.offset - range.start.offset))),
        ])
    }

    /// A relative path stays a relative URI reference (resolved against the repository root by
    /// code-scanning services); an absolute path becomes a `file://` URI. Characters outside the
    /// URI-safe set are percent-encoded as UTF-8.
    public static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var out = trimmed.hasPrefix("/") ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

import TourcDiagnostics

/// The limits that keep any input survivable. Documented in docs/yaml.md.
public struct LoadLimits: Sendable {
    /// Files larger than this are refused before parsing.
    public var maxFileBytes: Int = 64 * 1024 * 1024
    /// Nesting depth of collections.
    public var maxDepth: Int = 512
    /// Nodes that alias expansion (and merge keys) may produce, in total per file.
    public var maxAliasNodes: Int = 1_000_000
    /// Nodes per file in total (scalars, keys and collections, counting alias expansions). Bounds
    /// memory (a node takes about 72 bytes, more while its collection is being built): a 64 MiB
    /// file of `[1,1,1,…]` would otherwise build tens of millions of nodes.
    public var maxNodes: Int = 3_000_000
    /// Diagnostics per file: a file with a million duplicate keys must not make a million
    /// messages. Loading stops (with one more diagnostic saying so) when this many are reached.
    public var maxDiagnostics: Int = 1_000

    public init() {}
    public static let `default` = LoadLimits()
}

/// Loads YAML (and JSON) text into located node trees, over libyaml's event API.
public enum YAMLLoader {
    /// Loads every document of a file. Problems go to `diagnostics`; what could be loaded is
    /// returned (an empty array when nothing could). An empty file (or one holding only comments)
    /// has zero documents; a file with several `---` documents returns them all, in order.
    ///
    /// After an error that stops parsing (a syntax error or a limit), the documents finished
    /// before it are returned; the document it occurred in is not.
    public static func load(
        _ bytes: [UInt8], file: String, limits: LoadLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        bytes.withUnsafeBufferPointer { all in
            load(all, file: file, limits: limits, diagnostics: &diagnostics)
        }
    }

    /// Loads text that is already in memory (for example a mapped file), without copying it.
    public static func load(
        _ all: UnsafeBufferPointer<UInt8>, file: String, limits: LoadLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        load(all, file: file, limits: limits, forceWalk: false, diagnostics: &diagnostics)
    }

    /// Loads like `load(_:file:limits:diagnostics:)`, but with positions taken from libyaml's
    /// marks as they are (the offset is a character index; block scalars are not trimmed), which
    /// skips the position mapping. For a caller that only needs positions when something is
    /// wrong: `tourc validate` first checks a file this way, and when the file has a problem
    /// (any diagnostic, or a schema violation) it loads the file again with exact positions.
    /// Trees, values and diagnostics' codes are the same; only the ranges differ.
    public static func loadWithApproximatePositions(
        _ all: UnsafeBufferPointer<UInt8>, file: String, limits: LoadLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        load(all, file: file, limits: limits, forceWalk: false, approximate: true, diagnostics: &diagnostics)
    }

    /// `forceWalk`: compute every position by walking the text, never from libyaml's lines and
    /// columns (tests check that both give the same positions).
    static func load(
        _ all: UnsafeBufferPointer<UInt8>, file: String, limits: LoadLimits, forceWalk: Bool,
        approximate: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        let origin = SourceLocation(line: 1, column: 1, offset: 0)
        guard all.count <= limits.maxFileBytes else {
            diagnostics.emit(YAMLCodes.fileTooLarge,
                             "this file is \(all.count) bytes, more than the limit of \(limits.maxFileBytes) bytes; split it into smaller files",
                             at: SourceSpan(file: file, range: SourceRange(at: origin)))
            return []
        }
        if all.count >= 2 && (all[0] == 0xFF && all[1] == 0xFE || all[0] == 0xFE && all[1] == 0xFF) {
            diagnostics.emit(YAMLCodes.invalidUTF8,
                             "this file starts with a UTF-16 byte-order mark (0x\(hex(all[0]))\(hex(all[1]))); tourc reads UTF-8 only: re-save the file as UTF-8",
                             at: SourceSpan(file: file, range: SourceRange(at: origin)))
            return []
        }
        // A UTF-8 BOM is allowed; libyaml never sees it and offsets are shifted back by 3.
        let bom = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF ? 3 : 0
        let body = UnsafeBufferPointer(rebasing: all[bom...])
        // The quick load skips the byte check: libyaml's reader refuses the same bytes (invalid
        // UTF-8, NUL, C0/C1 controls but tab/LF/CR/NEL, DEL, U+FFFE/F) and reading the stream to
        // its end sees all of them, so such a file still ends with a diagnostic (a reader error),
        // and its caller loads it again exactly. The check's other findings only steer positions.
        if approximate {
            // The flags are still needed for what they say about content: NEL, LS and PS
            // (`LineBreakPlaceholders`).
            var flags = InputCheck()
            flags.hasUnusualBreaks = InputCheck.flags(body).hasUnusualBreaks
            return parseChecked(body, bom: bom, check: flags, file: file, limits: limits, forceWalk: forceWalk,
                                approximate: true, diagnostics: &diagnostics)
        }
        // The exact load parses first, with only the flags that steer positions, and checks the
        // bytes afterwards only if the parse reported anything: libyaml refuses the bytes the
        // check names (above) and reads a stream it parses without a problem to its end, so a
        // file that parses cleanly has none of them. A file with one gets exactly what checking
        // first gave it: the check's diagnostic alone.
        var attempt = DiagnosticCollector()
        let documents = parseChecked(body, bom: bom, check: InputCheck.flags(body), file: file, limits: limits,
                                     forceWalk: forceWalk, approximate: false, diagnostics: &attempt)
        if !attempt.diagnostics.isEmpty, let problem = InputCheck.run(body).problem {
            let mapper = PositionMapper(bytes: body, shift: bom, isASCII: false, hasUnusualBreaks: true)
            report(problem, file: file, mapper: mapper, diagnostics: &diagnostics)
            return []
        }
        diagnostics.merge(attempt)
        return documents
    }

    /// Reads text whose bytes are checked (or, for the quick load, left to libyaml), after
    /// letting libyaml read any `%YAML 1.x` as 1.2. `check`: the flags that steer positions.
    private static func parseChecked(
        _ body: UnsafeBufferPointer<UInt8>, bom: Int, check: InputCheck, file: String, limits: LoadLimits,
        forceWalk: Bool, approximate: Bool, diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        // `%YAML 1.0`, `1.3`, …: let libyaml read them as 1.2 (same length, same positions).
        if let version = VersionDirective.normalized(body) {
            for rewrite in version.rewrites where Int(rewrite.minor) ?? 0 > 2 {
                let mapper = PositionMapper(bytes: body, shift: bom, isASCII: check.isASCII, hasUnusualBreaks: check.hasUnusualBreaks)
                let start = mapper.location(byteOffset: rewrite.offset - 2)
                diagnostics.emit(YAMLCodes.newerYAMLVersion,
                                 "this file declares `%YAML 1.\(rewrite.minor)`, newer than the YAML 1.2 that tourc reads; it is read as YAML 1.2",
                                 at: SourceSpan(file: file, range: SourceRange(at: start)))
            }
            return version.bytes.withUnsafeBufferPointer { text in
                parse(text, bom: bom, check: check, file: file, limits: limits, forceWalk: forceWalk,
                      approximate: approximate, diagnostics: &diagnostics)
            }
        }
        return parse(body, bom: bom, check: check, file: file, limits: limits, forceWalk: forceWalk,
                     approximate: approximate, diagnostics: &diagnostics)
    }

    /// Parses text that passed the input check, undoing JSON surrogate-pair rewrites that landed
    /// outside double-quoted strings. Text holding NEL, LS or PS is read with placeholders for
    /// them (`LineBreakPlaceholders`): libyaml's positions are then right as they are.
    private static func parse(
        _ body: UnsafeBufferPointer<UInt8>, bom: Int, check: InputCheck, file: String, limits: LoadLimits,
        forceWalk: Bool, approximate: Bool, diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        if check.hasUnusualBreaks, let placeholders = LineBreakPlaceholders(body) {
            var check = check
            check.hasUnusualBreaks = false
            return placeholders.bytes.withUnsafeBufferPointer { text in
                parse(text, source: body, bom: bom, check: check, file: file, limits: limits, forceWalk: forceWalk,
                      approximate: approximate, placeholders: placeholders, diagnostics: &diagnostics)
            }
        }
        return parse(body, source: body, bom: bom, check: check, file: file, limits: limits, forceWalk: forceWalk,
                     approximate: approximate, placeholders: nil, diagnostics: &diagnostics)
    }

    /// `text`: what libyaml reads; `source`: the file's bytes (same length), which positions
    /// are computed over.
    private static func parse(
        _ text: UnsafeBufferPointer<UInt8>, source: UnsafeBufferPointer<UInt8>, bom: Int, check: InputCheck,
        file: String, limits: LoadLimits, forceWalk: Bool, approximate: Bool, placeholders: LineBreakPlaceholders?,
        diagnostics: inout DiagnosticCollector
    ) -> [YAMLDocument] {
        let body = text
        var skipping: Set<Int> = []
        while true {
            let rewrite = SurrogateRewriter.rewrite(body, skipping: skipping)
            let mapper = PositionMapper(bytes: source, shift: bom, isASCII: check.isASCII,
                                        hasUnusualBreaks: check.hasUnusualBreaks, edits: rewrite?.edits ?? [],
                                        forceWalk: forceWalk, approximate: approximate)
            var attempt = DiagnosticCollector()
            let outcome: EventReader.Outcome
            if let rewrite {
                outcome = rewrite.bytes.withUnsafeBufferPointer { text in
                    EventReader.run(text, file: file, limits: limits, mapper: mapper, edits: rewrite.edits,
                                    placeholders: placeholders, diagnostics: &attempt)
                }
            } else {
                outcome = EventReader.run(body, file: file, limits: limits, mapper: mapper, edits: [],
                                          placeholders: placeholders, diagnostics: &attempt)
            }
            if let rewrite, !outcome.misplacedEdits.isEmpty {
                // A replacement landed outside a double-quoted string: undo it and parse again.
                for k in outcome.misplacedEdits { skipping.insert(rewrite.offsets[k]) }
                continue
            }
            diagnostics.merge(attempt)
            return outcome.documents
        }
    }

    private static func hex(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }

    /// The double-quoted escape for a control character: `\x07`, `\u0085`.
    private static func escape(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        let width = scalar <= 0xFF ? 2 : 4
        return (scalar <= 0xFF ? "\\x" : "\\u") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func report(_ problem: InputCheck.Problem, file: String, mapper: PositionMapper,
                               diagnostics: inout DiagnosticCollector) {
        func span(_ offset: Int, width: Int = 1) -> SourceSpan {
            let start = mapper.location(byteOffset: offset)
            var end = start
            end.offset += width
            end.column += 1
            return SourceSpan(file: file, range: SourceRange(start: start, end: end))
        }
        switch problem {
        case .invalidUTF8(let byte, let offset, let reason):
            let at = mapper.location(byteOffset: offset)
            diagnostics.emit(YAMLCodes.invalidUTF8,
                             "byte 0x\(hex(byte)) at line \(at.line), column \(at.column) is not valid UTF-8 (\(reason)); re-save the file as UTF-8",
                             at: span(offset))
        case .nul(let offset):
            diagnostics.emit(YAMLCodes.nulByte,
                             "the file contains a NUL byte (0x00) here; YAML text cannot contain NUL (is this a binary or UTF-16 file?): remove it, or write `\\0` inside a double-quoted string",
                             at: span(offset))
        case .control(let scalar, let offset):
            let name = "U+" + String(repeating: "0", count: max(0, 4 - String(scalar, radix: 16).count))
                + String(scalar, radix: 16, uppercase: true)
            let width = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : 3
            diagnostics.emit(YAMLCodes.controlCharacter,
                             "the invisible control character \(name) is not allowed in YAML text; delete it, or write it as an escape (`\(escape(scalar))`) inside a double-quoted string",
                             at: span(offset, width: width))
        }
    }
}


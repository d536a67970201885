import CLibYAML
import TourcDiagnostics

/// The loop over libyaml's events (`yaml_parser_parse`): one event at a time, turned into calls
/// on the `TreeBuilder`. Strings are built straight from libyaml's UTF-8 buffers and plain
/// scalars resolved from bytes, so the loop adds little to libyaml's own cost.
struct EventReader {
    struct Outcome {
        var documents: [YAMLDocument]
        /// Indices of surrogate rewrites that fell outside double-quoted scalars.
        var misplacedEdits: [Int]
    }

    let file: String
    let limits: LoadLimits
    var mapper: PositionMapper
    var builder: TreeBuilder
    let edits: [PositionMapper.CharEdit]
    /// The placeholders libyaml read for NEL, LS and PS, turned back in every scalar.
    var placeholders: LineBreakPlaceholders? = nil
    var editCursor = 0
    /// Whether the document being read has a number without a finite value (see `YAMLDocument`).
    var nonFiniteNumbers = false
    /// Whether the current document has an alias (a merge key from one included).
    var sawAlias = false
    var misplaced: [Int] = []
    var documents: [YAMLDocument] = []
    /// `ScalarText.smallLayoutMatches`, read once per file rather than once per scalar.
    let smallStrings = ScalarText.smallLayoutMatches

    /// Parses `text` (what libyaml reads: BOM removed, surrogate escapes possibly rewritten).
    static func run(_ text: UnsafeBufferPointer<UInt8>, file: String, limits: LoadLimits, mapper: PositionMapper,
                    edits: [PositionMapper.CharEdit], placeholders: LineBreakPlaceholders? = nil,
                    diagnostics: inout DiagnosticCollector) -> Outcome {
        var reader = EventReader(file: file, limits: limits, mapper: mapper,
                                 builder: TreeBuilder(file: file, limits: limits), edits: edits, placeholders: placeholders)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            diagnostics.emit(YAMLCodes.syntaxError, "libyaml could not start (out of memory)", at: nil)
            return Outcome(documents: [], misplacedEdits: [])
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml asserts on a NULL input pointer, which an empty buffer may have.
        var empty: UInt8 = 0
        withUnsafeMutablePointer(to: &empty) { emptyPointer in
            yaml_parser_set_input_string(&parser, text.baseAddress ?? UnsafePointer(emptyPointer), text.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            reader.loop(&parser, diagnostics: &diagnostics)
        }
        return Outcome(documents: reader.documents, misplacedEdits: reader.misplaced)
    }

    private mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        mapper.location(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    private mutating func loop(_ parser: inout yaml_parser_t, diagnostics: inout DiagnosticCollector) {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportError(parser, diagnostics: &diagnostics)
                return
            }
            let done = handle(&event, diagnostics: &diagnostics)
            yaml_event_delete(&event)
            if done || builder.stopped { return }
            if diagnostics.diagnostics.count >= limits.maxDiagnostics {
                let at = location(parser.mark)
                diagnostics.emit(YAMLCodes.tooManyProblems,
                                 "this file has at least \(limits.maxDiagnostics) problems; tourc stopped reading it here: fix the ones above (often one repeated mistake) and run again",
                                 at: SourceSpan(file: file, range: SourceRange(at: at)))
                return
            }
        }
    }

    /// Handles one event; true at the end of the stream.
    private mutating func handle(_ event: inout yaml_event_t, diagnostics: inout DiagnosticCollector) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT:
            scalar(&event, diagnostics: &diagnostics)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let start = location(event.start_mark)
            let tagPointer = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let flow = isMapping ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            if tagPointer != nil { checkCollectionTag(ExplicitTag(tagPointer), mapping: isMapping, at: start, diagnostics: &diagnostics) }
            builder.beginCollection(mapping: isMapping, flow: flow, anchor: anchorPointer.map { String(cString: $0) },
                                    start: start, diagnostics: &diagnostics)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            builder.endCollection(end: location(event.end_mark), diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let range = SourceRange(start: location(event.start_mark), end: location(event.end_mark))
            builder.alias(String(cString: event.data.alias.anchor), range: range, diagnostics: &diagnostics)
            sawAlias = true
        case YAML_DOCUMENT_START_EVENT:
            if let version = event.data.document_start.version_directive, version.pointee.major != 1 {
                let at = location(event.start_mark)
                diagnostics.emit(YAMLCodes.unsupportedVersion,
                                 "this document declares `%YAML \(version.pointee.major).\(version.pointee.minor)`; tourc reads YAML 1.x only: write `%YAML 1.2` or remove the directive",
                                 at: SourceSpan(file: file, range: SourceRange(at: at)))
                return true
            }
            builder.startDocument()
            nonFiniteNumbers = false
            sawAlias = false
        case YAML_DOCUMENT_END_EVENT:
            if let root = builder.root {
                var document = YAMLDocument(file: file, root: root)
                document.mayHoldNonFiniteNumbers = nonFiniteNumbers
                document.hasAliases = sawAlias
                documents.append(document)
            }
        case YAML_STREAM_END_EVENT:
            return true
        default:
            break
        }
        return false
    }

    private mutating func scalar(_ event: inout yaml_event_t, diagnostics: inout DiagnosticCollector) {
        let data = event.data.scalar
        let raw = UnsafeBufferPointer(start: data.value, count: data.length)
        if let placeholders, let restored = placeholders.restore(raw) {
            restored.withUnsafeBufferPointer { scalar(&event, bytes: $0, diagnostics: &diagnostics) }
        } else {
            scalar(&event, bytes: raw, diagnostics: &diagnostics)
        }
    }

    /// `bytes`: the scalar's value (libyaml's, with any placeholders turned back).
    private mutating func scalar(_ event: inout yaml_event_t, bytes: UnsafeBufferPointer<UInt8>,
                                 diagnostics: inout DiagnosticCollector) {
        let data = event.data.scalar
        let text = ScalarText.make(bytes, smallLayout: smallStrings)
        let style: YAMLScalar.Style
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        if !edits.isEmpty { trackEdits(event, doubleQuoted: style == .doubleQuoted) }
        let start = location(event.start_mark)
        var end: SourceLocation
        if style == .plain && data.tag == nil && data.anchor == nil && event.start_mark.line == event.end_mark.line {
            // A one-line plain scalar without properties is its own source text: it ends its
            // length after its start, no character counting needed.
            let mark = event.end_mark
            end = mapper.location(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column),
                                  knownByte: mapper.textOffset(start) + data.length)
        } else {
            end = location(event.end_mark)
        }
        if (style == .literal || style == .folded) && !mapper.approximate { end = trimmedBlockEnd(start: start, end: end) }
        let range = SourceRange(start: start, end: end)

        if data.tag == nil {
            // The common case, as `ExplicitTag.none.scalarValue` decides it, without classifying a
            // tag. The value is built where it is stored (a `let` moved into the node), not kept
            // in a variable that the node would copy.
            let resolved: ScalarValue = style == .plain ? (ScalarResolver.resolve(bytes) ?? .string(text)) : .string(text)
            if case .number(let number) = resolved, number.isNonFiniteDouble { nonFiniteNumbers = true }
            let node = YAMLNode(.scalar(YAMLScalar(text: text, style: style, value: consume resolved)), range: range)
            builder.scalar(node, anchor: data.anchor.map { String(cString: $0) }, diagnostics: &diagnostics)
            return
        }
        var value: ScalarValue
        let tag = ExplicitTag(data.tag)
        switch tag {
        case .unsupported(let uri):
            diagnostics.emit(SyntaxErrorTranslator.unsupportedTag(ExplicitTag.display(uri), reason: ExplicitTag.reason(uri),
                                                                  text: text, plain: style == .plain,
                                                                  at: SourceSpan(file: file, range: tagRange(from: start))))
            value = ExplicitTag.none.scalarValue(bytes, text: text, plain: style == .plain) ?? .string(text)
        case .map, .seq:
            diagnostics.emit(YAMLCodes.tagMismatch,
                             "`\(tag.name)` cannot tag a scalar; remove the tag",
                             at: SourceSpan(file: file, range: range))
            value = .string(text)
        default:
            if let v = tag.scalarValue(bytes, text: text, plain: style == .plain) {
                value = v
            } else {
                // YAML 1.1's words for booleans: offer the YAML 1.2 value they meant, since removing
                // the tag alone leaves a text where a boolean is wanted.
                let meant = tag == .bool ? ExplicitTag.yaml11Boolean(text) : nil
                diagnostics.emit(YAMLCodes.tagMismatch,
                                 meant.map { "`\(text)` is not a boolean in YAML 1.2 (only `true` and `false` are); write `\($0)` and remove the tag" }
                                     ?? "`\(text)` is not a valid value for `\(tag.name)`; remove the tag or fix the value\(tag == .bool ? " (YAML 1.2 booleans are only `true` and `false`)" : "")",
                                 at: SourceSpan(file: file, range: range), suggestions: meant.map { [$0] } ?? [])
                value = .string(text)
            }
        }
        if case .number(let number) = value, number.isNonFiniteDouble { nonFiniteNumbers = true }
        let node = YAMLNode(.scalar(YAMLScalar(text: text, style: style, value: value)), range: range)
        builder.scalar(node, anchor: data.anchor.map { String(cString: $0) }, diagnostics: &diagnostics)
    }

    /// libyaml ends a block scalar where the next token starts (often lines later); end it after
    /// its last non-blank character instead, so diagnostics underline the text only.
    private func trimmedBlockEnd(start: SourceLocation, end: SourceLocation) -> SourceLocation {
        var offset = end.offset
        while offset > start.offset, let b = mapper.byte(atFileOffset: offset - 1),
              b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
            offset -= 1
        }
        return offset == end.offset ? end : mapper.retreat(from: end, toOffset: offset, after: start)
    }

    /// The tag's own text in a node's properties (`&a !foo x`: the `!foo`), so the diagnostic
    /// underlines the tag rather than the anchor before it.
    private func tagRange(from start: SourceLocation) -> SourceRange {
        var offset = start.offset
        func isBlank(_ b: UInt8?) -> Bool { b == nil || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        if mapper.byte(atFileOffset: offset) == UInt8(ascii: "&") {
            while !isBlank(mapper.byte(atFileOffset: offset)) { offset += 1 }
            while let b = mapper.byte(atFileOffset: offset), b == 0x20 || b == 0x09 { offset += 1 }
        }
        guard mapper.byte(atFileOffset: offset) == UInt8(ascii: "!") else { return SourceRange(at: start) }
        var end = offset
        while let b = mapper.byte(atFileOffset: end), !isBlank(b), b != UInt8(ascii: ","),
              b != UInt8(ascii: "]"), b != UInt8(ascii: "}") {
            end += 1
        }
        let tagStart = mapper.advance(from: start, toOffset: offset)
        return SourceRange(start: tagStart, end: mapper.advance(from: tagStart, toOffset: end))
    }

    private mutating func checkCollectionTag(_ tag: ExplicitTag, mapping: Bool, at: SourceLocation,
                                             diagnostics: inout DiagnosticCollector) {
        let span = SourceSpan(file: file, range: tag == .none ? SourceRange(at: at) : tagRange(from: at))
        switch tag {
        case .none, .nonSpecific: return
        case .map where mapping, .seq where !mapping: return
        case .unsupported(let uri):
            diagnostics.emit(YAMLCodes.unknownTag,
                             "the tag `\(ExplicitTag.display(uri))` is not supported: \(ExplicitTag.reason(uri)); remove the tag",
                             at: span)
        default:
            diagnostics.emit(YAMLCodes.tagMismatch,
                             "`\(tag.name)` cannot tag a \(mapping ? "mapping" : "sequence"); remove the tag",
                             at: span)
        }
    }

    /// Records surrogate rewrites (in libyaml's character coordinates) that fall inside a scalar
    /// that is not double-quoted: there, the backslash was literal text and must stay.
    private mutating func trackEdits(_ event: yaml_event_t, doubleQuoted: Bool) {
        let start = Int(event.start_mark.index), end = Int(event.end_mark.index)
        while editCursor < edits.count && edits[editCursor].at < start { editCursor += 1 }
        while editCursor < edits.count && edits[editCursor].at < end {
            if !doubleQuoted { misplaced.append(editCursor) }
            editCursor += 1
        }
    }

    private mutating func reportError(_ parser: yaml_parser_t, diagnostics: inout DiagnosticCollector) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            // Not expected after InputCheck; kept so nothing is ever silent.
            let at = mapper.location(byteOffset: Int(parser.problem_offset))
            diagnostics.emit(YAMLCodes.invalidUTF8, "the file cannot be read as YAML text: \(problem)",
                             at: SourceSpan(file: file, range: SourceRange(at: at)))
            return
        }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.emit(YAMLCodes.syntaxError, "libyaml ran out of memory while reading this file", at: nil)
            return
        }
        let context = parser.context.map { String(cString: $0) }
        let contextAt = context == nil ? nil : location(parser.context_mark)
        let problemAt = location(parser.problem_mark)
        let translator = SyntaxErrorTranslator(file: file, mapper: mapper)
        diagnostics.emit(translator.diagnostic(.init(problem: problem, context: context, problemAt: problemAt, contextAt: contextAt)))
    }
}

import Foundation
import TourcDiagnostics

/// A warning an author accepted in the YAML, with the reason (issue 26: real copy always raises
/// TOUR3501, and an app's icon-only button raises TOUR3502; a project-wide `severity: off` would
/// hide every other case too). The two forms follow ESLint's and SwiftLint's inline comments:
///
///     # tourc:accept TOUR3501 -- approved marketing copy, tested on an iPhone SE
///     body: A long text …
///     title: Start  # tourc:accept TOUR3501 -- same line, after the value
///     # tourc:accept-file TOUR3502 -- the app labels its close button itself
///
/// Why comments and not a key: an acceptance is about the source text, not the tour, so it must
/// not reach the bundle, the schema or the runtime; and a comment stays beside the line it
/// excuses when the text around it moves. libyaml drops comments, so the scan reads the bytes:
/// a line whose `#` starts a comment (at the line's start or after a space) followed by
/// `tourc:`. A value that itself contains `# tourc:` in a block scalar would be read as one;
/// docs/diagnostics.md says so.
public struct InlineAcceptance: Sendable, Equatable {
    public enum Scope: Sendable, Equatable {
        /// Diagnostics whose position starts on this 1-based line.
        case line(Int)
        case file
    }

    public var codes: [String]
    public var reason: String
    public var scope: Scope
    /// Where the comment is: what TOUR3601 points at when it accepts nothing.
    public var span: SourceSpan

    /// The acceptances in a file's bytes; a malformed one is reported (TOUR3602) and left out.
    static func scan(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> [InlineAcceptance] {
        let marker = Array("tourc:".utf8)
        // Nearly every file has none: look for the marker before splitting into lines.
        guard bytes.count >= marker.count, contains(bytes, marker) else { return [] }
        var found: [InlineAcceptance] = []
        // Only a line with a `#` byte can hold a comment, so only such lines (and the lines an
        // acceptance looks past) are made text: splitting the whole file into Characters was
        // most of the scan.
        let ranges = lineRanges(bytes)
        func lineAt(_ index: Int) -> (number: Int, text: Substring) {
            (index + 1, String(decoding: bytes[ranges[index]], as: UTF8.self)[...])
        }
        for index in ranges.indices where bytes[ranges[index]].contains(UInt8(ascii: "#")) {
            let line = lineAt(index)
            guard let hash = commentStart(line.text) else { continue }
            let comment = line.text[line.text.index(after: hash)...].drop { $0 == " " || $0 == "\t" }
            guard comment.hasPrefix("tourc:") else { continue }
            let column = line.text[..<hash].unicodeScalars.count + 1
            let span = SourceSpan(file: file, range: SourceRange(
                start: SourceLocation(line: line.number, column: column, offset: 0),
                end: SourceLocation(line: line.number, column: column + line.text[hash...].unicodeScalars.count, offset: 0)))
            let before = line.text[..<hash].trimmingSpaces
            let target: Scope = before.isEmpty
                ? .line(ranges.indices[(index + 1)...].lazy.map(lineAt).first { !$0.text.trimmingSpaces.isEmpty && !$0.text.trimmingSpaces.hasPrefix("#") }?.number ?? line.number + 1)
                : .line(line.number)
            switch parse(comment.dropFirst("tourc:".count), target: target, span: span) {
            case .success(let acceptance): found.append(acceptance)
            case .failure(let problem): diagnostics.emit(AcceptanceCodes.malformed, problem.message, at: span, suggestions: problem.suggestions)
            }
        }
        return found
    }

    /// The byte ranges of a file's lines, without their line breaks, split where libyaml
    /// breaks lines (so a line number here is the line of the diagnostics it accepts): at
    /// `\r\n`, `\n` and `\r`, and at YAML 1.1's NEL (U+0085), LS (U+2028) and PS (U+2029).
    /// Splitting only at `\n` not after `\r`, as `String.split` does, made a Windows file one
    /// line, and its acceptances accepted nothing.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            let breakLength: Int
            switch bytes[i] {
            case UInt8(ascii: "\n"): breakLength = 1
            case UInt8(ascii: "\r"): breakLength = i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") ? 2 : 1
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: breakLength = 2
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9): breakLength = 3
            default: i += 1; continue
            }
            ranges.append(start..<i)
            i += breakLength
            start = i
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    static let placeholderReasons: Set<String> = ["why", "reason", "the reason", "todo", "fixme", "tbd", "", "..."]

    struct Problem: Error {
        var message: String
        var suggestions: [String] = []
    }

    static func parse(_ directive: Substring, target: Scope, span: SourceSpan) -> Result<InlineAcceptance, Problem> {
        let verb = String(directive.prefix { !$0.isWhitespace })
        let scope: Scope
        switch verb {
        case "accept": scope = target
        case "accept-file": scope = .file
        default:
            return .failure(Problem(message: "`tourc:\(verb)` is not an instruction tourc knows; write `# tourc:accept CODE -- reason` or `# tourc:accept-file CODE -- reason`",
                                    suggestions: Suggestions.closest(to: verb, in: ["accept", "accept-file"])))
        }
        let rest = directive.dropFirst(verb.count)
        guard let dashes = rest.range(of: "--") else {
            return .failure(Problem(message: "an accepted warning needs its reason after `--` (e.g. `# tourc:\(verb) TOUR3501 -- approved copy`), so a reviewer knows why it is right"))
        }
        let reason = rest[dashes.upperBound...].trimmingSpaces
        guard !reason.isEmpty else {
            return .failure(Problem(message: "the reason after `--` is empty; say why this warning is right here"))
        }
        // The docs' own placeholder copied as it is says nothing to a reviewer.
        if placeholderReasons.contains(reason.lowercased().trimmingCharacters(in: .punctuationCharacters)) {
            return .failure(Problem(message: "`\(reason)` is a placeholder, not a reason; say why this warning is right here (e.g. `-- approved copy, checked at the largest text size`)"))
        }
        let ids = rest[..<dashes.lowerBound].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        guard !ids.isEmpty else {
            return .failure(Problem(message: "name the warning to accept before `--`, e.g. `# tourc:\(verb) TOUR3501 -- \(reason)`"))
        }
        var codes: [String] = []
        for id in ids {
            guard let code = CodeRegistry.code(id) else {
                return .failure(Problem(message: "`\(id)` is not a diagnostic code", suggestions: Suggestions.closest(to: id, in: CodeRegistry.all.map(\.id))))
            }
            guard code.severity == .warning else {
                return .failure(Problem(message: "\(code.id) (\(code.title)) is \(code.severity == .error ? "an error" : "a note"): only warnings can be accepted; fix what it reports"))
            }
            codes.append(code.id)
        }
        return .success(InlineAcceptance(codes: codes, reason: String(reason), scope: scope, span: span))
    }

    /// Where a comment starts on a line: a `#` at its start or after a space or tab, outside
    /// quotes (a `#` in `"a # b"` is text).
    static func commentStart(_ line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let c = line[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                if previous == " " || previous == ":" || previous == "[" || previous == "{" || previous == "," || previous == "-" { quote = c }
            } else if c == "#", previous == " " || previous == "\t" {
                return index
            }
            previous = c
        }
        return nil
    }

    /// Whether a `#`, then spaces, then `needle` occurs: `memchr` jumps from `#` to `#` (comments
    /// and colours are the only ones in tours), since every file of every run passes through here
    /// and the scan must cost next to nothing beside parsing it.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count,
                  let hit = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset) {
                var i = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base + 1
                while i < buffer.count, buffer[i] == UInt8(ascii: " ") || buffer[i] == UInt8(ascii: "\t") { i += 1 }
                if buffer.count - i >= needle.count, buffer[i..<(i + needle.count)].elementsEqual(needle) { return true }
                offset = i
            }
            return false
        }
    }
}

extension Substring {
    /// Without the spaces, tabs and carriage returns at either end (a comment's parts).
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return s
    }
}

extension InlineAcceptance {
    /// `collector` with every warning an acceptance covers marked (`Diagnostic.acceptance`), and a
    /// TOUR3601 for each accepted code that covered nothing. A file in a folder with an error is
    /// left out of that report: an error in `app.yaml` stops its tours' checks, so their warnings
    /// are missing, not fixed (a new author removed two right comments on that advice).
    static func apply(_ collector: DiagnosticCollector, files: [LoadedFile]) -> DiagnosticCollector {
        let byFile = files.filter { !$0.acceptances.isEmpty }
        guard !byFile.isEmpty else { return collector }
        let table = Dictionary(byFile.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        /// "path#index#code" of every acceptance that covered a warning.
        var used = Set<String>()
        var result = DiagnosticCollector()
        for var diagnostic in collector.diagnostics {
            if diagnostic.code.severity == .warning, diagnostic.acceptance == nil, let span = diagnostic.span,
               let list = table[span.file]?.acceptances,
               let index = list.firstIndex(where: { $0.covers(diagnostic.code.id, line: span.range.start.line) }) {
                diagnostic.acceptance = list[index].reason
                used.insert("\(span.file)#\(index)#\(diagnostic.code.id)")
            }
            result.emit(diagnostic)
        }
        let foldersWithErrors = Set(collector.diagnostics.filter { $0.severity == .error }.compactMap { $0.span.map { folder(of: $0.file) } })
        for file in byFile where !file.hasFileErrors && !foldersWithErrors.contains(folder(of: file.path)) {
            for (index, acceptance) in file.acceptances.enumerated() {
                for code in acceptance.codes where !used.contains("\(file.path)#\(index)#\(code)") {
                    let place: String
                    switch acceptance.scope {
                    case .line(let line): place = "on line \(line)"
                    case .file: place = "in this file"
                    }
                    result.emit(AcceptanceCodes.acceptsNothing,
                                "this comment accepts \(code), but no \(code) is reported \(place), so it hides nothing; remove it (or move it above the line the warning points at)",
                                at: acceptance.span)
                }
            }
        }
        return result
    }

    /// The folder of a path as the run spells it (`tours/app/x.yaml` → `tours/app`).
    static func folder(of path: String) -> String { UserPath(path).parent.string }

    func covers(_ code: String, line: Int) -> Bool {
        guard codes.contains(code) else { return false }
        switch scope {
        case .file: return true
        case .line(let target): return target == line
        }
    }
}

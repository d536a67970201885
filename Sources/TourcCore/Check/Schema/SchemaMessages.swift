import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// Turns the validator's findings into what a tour author needs: plain words, the place of the
/// mistake, and what to write instead.
///
/// The validator speaks JSON Schema ("Expected a list, found a string", instance paths, which
/// `oneOf` alternative it explained). That vocabulary moves to the diagnostics' `details` (in the
/// JSON and SARIF formats, and in the human one with `--verbose`); the message says what the key
/// takes and how to write it (`[medium]`, `true`, `delay: 1.5`, `"#FF9500"`). An unknown key and
/// a missing required key of the same mapping are one mistake (a misnamed key) and become one
/// diagnostic at the unknown key.
///
/// Runs only on a file that failed validation; a clean file never gets here.
enum SchemaMessages {
    static func plain(_ problems: [Diagnostic], in document: YAMLDocument) -> [Diagnostic] {
        guard !problems.isEmpty else { return [] }
        var source: [UInt8]?
        var out: [Diagnostic] = []
        var covered: [SourceRange] = []
        for problem in mergeMisnamedKeys(problems, in: document) {
            var d = QuoteFix.apply(to: problem, in: document)
            d = moveDetails(d)
            if d.code == SchemaCodes.typeMismatch {
                d = TypeAdvice.rewrite(d, in: document, source: { () -> [UInt8] in
                    if let source { return source }
                    let bytes = (try? FileReader.bytes(of: document.file, limit: 64 * 1024 * 1024)) ?? []
                    source = bytes
                    return bytes
                })
            }
            if d.code == SchemaCodes.stringConstraint { d = IconChecks.rewrite(d, in: document) }
            if d.code == SchemaCodes.missingProperty { d = plainMissing(d) }
            if d.code == SchemaCodes.unknownProperty || d.code == SchemaCodes.notAllowedValue {
                d = plainSuggestion(d)
            }
            if d.code == SchemaCodes.unknownProperty {
                let (rewritten, covers) = UnderIndentedKey.rewrite(d, in: document)
                d = rewritten
                if let covers { covered.append(covers) }
            }
            out.append(d)
        }
        // An empty value that an under-indented key was meant for is the same mistake.
        if !covered.isEmpty {
            out.removeAll { d in
                d.code == SchemaCodes.typeMismatch && covered.contains { $0.start.offset == d.span?.range.start.offset && $0.end.offset == d.span?.range.end.offset }
            }
        }
        return out
    }

    /// Notes in JSON Schema's vocabulary become details.
    static func moveDetails(_ d: Diagnostic) -> Diagnostic {
        var copy = d
        copy.notes = []
        for note in d.notes {
            if note.hasPrefix("instance path:") || note.contains("alternatives of `") || note.contains("alternative #")
                || note.contains("`oneOf`") || note.contains("`anyOf`") {
                copy.details.append(note)
            } else {
                copy.notes.append(note)
            }
        }
        return copy
    }

    /// "Unknown property `x`; did you mean `y`?" in the tour language's words.
    static func plainSuggestion(_ d: Diagnostic) -> Diagnostic {
        var copy = d
        if d.code == SchemaCodes.unknownProperty, let name = between(d.message, "Unknown property `", "`") {
            copy.message = "`\(name)` is not a key here"
            if let best = d.suggestions.first { copy.message += "; did you mean `\(best)`?" }
        }
        return copy
    }

    /// "Missing required property `name`." in the tour language's words: "property" is JSON's.
    static func plainMissing(_ d: Diagnostic) -> Diagnostic {
        guard let name = between(d.message, "Missing required property `", "`") else { return d }
        var copy = d
        copy.message = "this mapping needs the key `\(name)`"
        if let because = between(d.message, "(required when `", "`") {
            copy.message += " (because it has `\(because)`)"
        }
        return copy
    }

    static func between(_ text: String, _ open: String, _ close: String) -> String? {
        guard let a = text.firstRange(of: open) else { return nil }
        let rest = text[a.upperBound...]
        guard let b = rest.firstRange(of: close) else { return nil }
        return String(rest[..<b.lowerBound])
    }

    /// An unknown key and a missing required key of the same mapping: one diagnostic at the
    /// unknown key, "`on` is not a key here; did you mean `outcomes`?", with a fix renaming it.
    /// With several unknown keys, the one closest to the missing name is taken; the others stay.
    static func mergeMisnamedKeys(_ problems: [Diagnostic], in document: YAMLDocument) -> [Diagnostic] {
        let missing = problems.indices.filter { problems[$0].code == SchemaCodes.missingProperty }
        let unknown = problems.indices.filter { problems[$0].code == SchemaCodes.unknownProperty }
        guard !missing.isEmpty, !unknown.isEmpty else { return problems }
        var drop = Set<Int>()
        var replaced: [Int: Diagnostic] = [:]
        // Unknown keys by where they start: each missing key looks up only its mapping's keys,
        // so a file with thousands of both stays linear.
        var unknownAt: [Int: Int] = [:]
        for u in unknown { if let at = problems[u].span?.range.start.offset { unknownAt[at] = u } }
        for m in missing {
            guard let mapping = problems[m].span, let name = between(problems[m].message, "property `", "`"),
                  let node = node(at: mapping.range, in: document.root), let pairs = node.pairs else { continue }
            // Unknown keys that are keys of this very mapping.
            let candidates = pairs.compactMap { unknownAt[$0.key.range.start.offset] }.filter { !drop.contains($0) && replaced[$0] == nil }
            guard let u = candidates.min(by: { a, b in
                let ka = between(problems[a].message, "`", "`") ?? "", kb = between(problems[b].message, "`", "`") ?? ""
                return Suggestions.distance(ka.lowercased(), name.lowercased()) < Suggestions.distance(kb.lowercased(), name.lowercased())
            }), let span = problems[u].span, let key = between(problems[u].message, "`", "`") else { continue }
            var merged = problems[u]
            merged.message = "`\(key)` is not a key here; did you mean `\(name)`? (this mapping needs `\(name)`)"
            merged.suggestions = [name]
            merged.fix = Diagnostic.Fix(span: span, replacement: name, message: "rename the key to `\(name)`")
            merged.details += problems[m].notes + problems[m].details
            replaced[u] = merged
            drop.insert(m)
        }
        var out: [Diagnostic] = []
        for i in problems.indices where !drop.contains(i) { out.append(replaced[i] ?? problems[i]) }
        return out
    }

    /// The node whose range is exactly `range`.
    static func node(at range: SourceRange, in root: YAMLNode) -> YAMLNode? {
        var node = root
        while true {
            if node.range.start.offset == range.start.offset, node.range.end.offset == range.end.offset { return node }
            guard let child = child(of: node, containing: range) else { return nil }
            node = child
        }
    }

    /// The item, key or value of `node` that contains `range`. Items and pairs are in file order,
    /// so a binary search finds it (a file with thousands of problems in a long list stays
    /// fast); aliases and merge keys can break the order, so a linear scan is the fallback.
    static func child(of node: YAMLNode, containing range: SourceRange) -> YAMLNode? {
        let target = range.start.offset
        switch node.kind {
        case .scalar:
            return nil
        case .sequence(let items):
            if let i = lastIndex(items.count, startingAtOrBefore: target, { items[$0].range.start.offset }),
               QuoteFix.contains(items[i].range, range) { return items[i] }
            return items.first { QuoteFix.contains($0.range, range) }
        case .mapping(let pairs):
            if let i = lastIndex(pairs.count, startingAtOrBefore: target, { pairs[$0].key.range.start.offset }) {
                if QuoteFix.contains(pairs[i].key.range, range) { return pairs[i].key }
                if QuoteFix.contains(pairs[i].value.range, range) { return pairs[i].value }
            }
            return pairs.lazy.flatMap { [$0.key, $0.value] }.first { QuoteFix.contains($0.range, range) }
        }
    }

    /// The last index in `0..<count` whose start is at or before `target`, if the starts are
    /// sorted (nil otherwise, or when none is).
    static func lastIndex(_ count: Int, startingAtOrBefore target: Int, _ start: (Int) -> Int) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(mid) <= target { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }

    /// The key whose value is exactly at `range`, and the mapping pair's key node.
    static func key(ofValueAt range: SourceRange, in root: YAMLNode) -> YAMLNode? {
        var node = root
        while true {
            var next: YAMLNode?
            switch node.kind {
            case .scalar: return nil
            case .sequence: next = child(of: node, containing: range)
            case .mapping(let pairs):
                if let i = lastIndex(pairs.count, startingAtOrBefore: range.start.offset, { pairs[$0].key.range.start.offset }),
                   pairs[i].value.range.start.offset == range.start.offset, pairs[i].value.range.end.offset == range.end.offset {
                    return pairs[i].key
                }
                for pair in pairs where pair.value.range.start.offset == range.start.offset && pair.value.range.end.offset == range.end.offset {
                    return pair.key
                }
                next = child(of: node, containing: range)
            }
            guard let child = next else { return nil }
            node = child
        }
    }
}

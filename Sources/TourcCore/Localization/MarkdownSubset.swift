import Foundation

/// The Markdown a body may use (docs/localization.md, "Emphasis and links"): `**bold**`,
/// `*italic*` or `_italic_`, `[label](https://…)`, and `\` before a marker to write it as text.
/// It is what `AttributedString(markdown:)` renders, so a host shows a body with it as is; tourc
/// parses it at build time so that an unclosed marker or a bad link is a located error (in the
/// tour, and in every translation), never a stray asterisk on a user's screen.
///
/// The rules follow CommonMark's flanking rules closely enough for prose: a `*` or `_` opens only
/// before a non-space (and `_` not inside a word, so `snake_case` stays text), and closes after a
/// non-space; a `*` or `_` that can only close, with nothing open, is text (`5 * 3`, `Note*`).
public enum MarkdownSubset {
    public struct Problem: Error, Equatable {
        /// 0-based character index in the text.
        public var index: Int
        public var message: String
    }

    /// The link targets of `text`, in order, or the first problem.
    public static func links(in text: String) -> Result<[String], Problem> {
        // Only these four start anything below; most texts and translations have none of them.
        guard UTF8Scan.contains(text, where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "[") }) else {
            return .success([])
        }
        let c = Array(text)
        var open: [(marker: String, index: Int)] = []
        var links: [String] = []
        var i = 0
        func isSpace(_ k: Int) -> Bool { k < 0 || k >= c.count || c[k].isWhitespace }
        func isWord(_ k: Int) -> Bool { k >= 0 && k < c.count && (c[k].isLetter || c[k].isNumber) }
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, "*_[]()\\".contains(c[i + 1]) {
                i += 2
                continue
            }
            if ch == "*" || ch == "_" {
                let double = ch == "*" && i + 1 < c.count && c[i + 1] == "*"
                let marker = double ? "**" : String(ch)
                let after = i + marker.count
                let canClose = !isSpace(i - 1) && !(ch == "_" && isWord(after))
                let canOpen = !isSpace(after) && !(ch == "_" && isWord(i - 1))
                if canClose, let top = open.lastIndex(where: { $0.marker == marker }) {
                    if top != open.count - 1 {
                        let inner = open[open.count - 1]
                        return .failure(Problem(index: inner.index, message: "`\(inner.marker)` at character \(inner.index + 1) is not closed before the `\(marker)` that closes the one at character \(open[top].index + 1); close markers in the reverse order they open"))
                    }
                    open.removeLast()
                } else if canOpen {
                    open.append((marker, i))
                }
                i = after
                continue
            }
            if ch == "[" {
                // A link only when `](` follows the label; otherwise `[` is text.
                var j = i + 1
                var depth = 0
                while j < c.count, !(c[j] == "]" && depth == 0) {
                    if c[j] == "\\" { j += 1 } else if c[j] == "[" { depth += 1 } else if c[j] == "]" { depth -= 1 }
                    j += 1
                }
                if j + 1 < c.count, c[j + 1] == "(" {
                    guard let close = c[(j + 2)...].firstIndex(of: ")") else {
                        return .failure(Problem(index: j + 1, message: "the link at character \(i + 1) has no `)` after its target; write `[label](https://…)`"))
                    }
                    let target = String(c[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
                    if let problem = badURL(target) {
                        return .failure(Problem(index: j + 2, message: "the link at character \(i + 1) has \(problem)"))
                    }
                    links.append(target)
                    // The label may itself hold emphasis: parse it on its own.
                    switch Self.links(in: String(c[(i + 1)..<j])) {
                    case .success: break
                    case .failure(let p): return .failure(Problem(index: i + 1 + p.index, message: p.message))
                    }
                    i = close + 1
                    continue
                }
            }
            i += 1
        }
        if let first = open.first {
            return .failure(Problem(index: first.index, message: "`\(first.marker)` at character \(first.index + 1) is never closed; close it with `\(first.marker)`, or write `\\\(first.marker.prefix(1))` for the character itself"))
        }
        return .success(links)
    }

    /// Why a link target is not one a host can open, or nil.
    static func badURL(_ target: String) -> String? {
        if target.isEmpty { return "no target; write `[label](https://…)`" }
        if target.contains(where: \.isWhitespace) { return "a target with a space (`\(target)`); a URL has none (write `%20`)" }
        guard let url = URL(string: target), let scheme = url.scheme, !scheme.isEmpty else {
            return "`\(target)`, which is not an absolute URL; write it with its scheme (`https://…`, `mailto:…` or the app's own `myapp://…`)"
        }
        if (scheme == "http" || scheme == "https"), url.host?.isEmpty ?? true {
            return "`\(target)`, a web address without a host"
        }
        return nil
    }
}

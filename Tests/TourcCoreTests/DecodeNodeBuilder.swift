import TourcDiagnostics
import YAMLLoader

/// Builds located YAML nodes in tests without the loader: every node gets a distinct line, so a
/// test can check which node a failure points at.
struct DecodeNodeBuilder {
    private(set) var line = 0

    private mutating func nextRange() -> SourceRange {
        line += 1
        let loc = SourceLocation(line: line, column: 1, offset: line * 100)
        return SourceRange(start: loc, end: SourceLocation(line: line, column: 5, offset: line * 100 + 4))
    }

    mutating func string(_ s: String) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: s, style: .doubleQuoted, value: .string(s))), range: nextRange())
    }
    mutating func int(_ i: Int64) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: String(i), style: .plain, value: .number(.int(i)))), range: nextRange())
    }
    mutating func double(_ d: Double) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: "\(d)", style: .plain, value: .number(.double(d)))), range: nextRange())
    }
    mutating func bigInt(_ s: String) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: s, style: .plain, value: .number(.bigInt(s)))), range: nextRange())
    }
    mutating func bool(_ b: Bool) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: "\(b)", style: .plain, value: .bool(b))), range: nextRange())
    }
    mutating func null() -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: "null", style: .plain, value: .null)), range: nextRange())
    }
    mutating func seq(_ items: [YAMLNode]) -> YAMLNode {
        YAMLNode(.sequence(items), range: nextRange())
    }
    mutating func map(_ pairs: [(String, YAMLNode)]) -> YAMLNode {
        var out: [YAMLPair] = []
        for (k, v) in pairs { out.append(YAMLPair(key: string(k), value: v)) }
        return YAMLNode(.mapping(out), range: nextRange())
    }
}

/// Renders the key-to-unit table of `tourc check`'s type advice (TourcCore/Check/Schema/Units.swift
/// holds the advice): every key whose field in the description names a `unit`.
enum UnitsRenderer {
    static let folder = "Sources/TourcCore/Check/Schema/Generated"
    static let path = folder + "/Units+Keys.swift"

    /// Each key once, by unit, in description order. A key names one unit wherever it appears
    /// (the advice looks keys up by name); a test holds the description to that.
    static func keys(_ files: [ModelFile]) -> [NumberUnit: [String]] {
        var out: [NumberUnit: [String]] = [:]
        for f in allFields(files) {
            guard let unit = f.unit, !(out[unit] ?? []).contains(f.key) else { continue }
            out[unit, default: []].append(f.key)
        }
        return out
    }

    static func allFields(_ files: [ModelFile]) -> [Field] {
        files.flatMap(\.decls).flatMap { decl -> [Field] in
            switch decl {
            case .structure(let d): d.fields
            case .union(let d): d.cases.flatMap(\.payload)
            case .stringEnum: []
            }
        }
    }

    static func file(_ files: [ModelFile]) -> String {
        var w = CodeWriter()
        w.raw(SourceText.swiftHeader() + "\n")
        w.block("extension Units") { w in
            w.line("/// Keys by what they measure (names shared by several mappings mean the same everywhere).")
            w.block("static func kind(of key: String?) -> Kind?") { w in
                w.switchBlock("key") { w in
                    let byUnit = keys(files)
                    for unit in NumberUnit.allCases {
                        guard let keys = byUnit[unit], !keys.isEmpty else { continue }
                        let items = keys.map { "\"\($0)\"" }.punctuated().enumerated().map { i, item in
                            i == keys.count - 1 ? item + ": .\(unit.rawValue)" : item
                        }
                        w.fill(items, width: 116, lead: "case ", continuation: "    ")
                    }
                    w.line("default: nil")
                }
            }
        }
        return w.text
    }
}

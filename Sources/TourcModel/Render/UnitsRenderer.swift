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
        var out = SourceText.swiftHeader() + "\n"
        out += "extension Units {\n"
        out += "    /// Keys by what they measure (names shared by several mappings mean the same everywhere).\n"
        out += "    static func kind(of key: String?) -> Kind? {\n"
        out += "        switch key {\n"
        let byUnit = keys(files)
        for unit in NumberUnit.allCases {
            guard let keys = byUnit[unit], !keys.isEmpty else { continue }
            var lines: [String] = []
            var line = "        case"
            for (i, key) in keys.enumerated() {
                let item = " \"\(key)\"" + (i == keys.count - 1 ? ": .\(unit.rawValue)" : ",")
                if line.count + item.count > 116 {
                    lines.append(line)
                    line = "            "
                    line += item.dropFirst()
                } else {
                    line += item
                }
            }
            lines.append(line)
            out += lines.joined(separator: "\n") + "\n"
        }
        out += "        default: nil\n"
        out += "        }\n"
        out += "    }\n"
        out += "}\n"
        return out
    }
}

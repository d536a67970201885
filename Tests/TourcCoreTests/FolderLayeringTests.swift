import Foundation
import Testing

/// TourcCore is one module, so the compiler lets any folder name any other folder's types. This
/// test is the import map the module does not have: it lists the top-level types each stage folder
/// declares, finds which of them every other folder's code names, and fails on a use the table
/// below does not allow, or when the table itself has a cycle (docs/architecture.md, "Folders and
/// what each may use"). The review of 2026-11-25 found Driver↔Check, Driver→Scenario→Build→Driver
/// and IR↔Emit; none is allowed here.
///
/// How it reads code: comments and string literals are blanked, then every capitalised word is
/// looked up among the names declared at column 0 (`struct`, `enum`, `class`, `protocol`, `actor`,
/// `typealias`) in the folders. A name declared in two folders is ambiguous and skipped; the test
/// fails when that hides an edge, by requiring top-level names to be unique. Nested types
/// (`Scenario.Action`) are not top-level and do not count. `extension` does not declare a name, so
/// extending a type of another folder is a use of that folder.
@Suite("Folder layering")
struct FolderLayeringTests {
    /// Each folder (relative to Sources/TourcCore; the longest matching prefix owns a file) and the
    /// folders its code may name. Listed lowest first: a folder may only use folders above it.
    static let allowed: [(folder: String, uses: Set<String>)] = [
        ("Support", []),
        ("Write", ["Support"]),
        ("Decode", ["Support"]),
        ("IR", ["Decode", "Support"]),
        ("Emit", ["IR", "Decode", "Write", "Support"]),
        // `tourc check` reports what `tourc build` would (TOUR4001 and the like): Check/Output runs
        // the emitter's naming, so Check may use Emit and IR.
        ("Check", ["Emit", "IR", "Decode", "Write", "Support"]),
        // The model of an app's texts and catalogs: it finds the texts with the checks' walkers
        // (`ShownText`, `NodeRef`, `AppScope`) and orders them as the IR does.
        ("Localization", ["Check", "Emit", "IR", "Decode", "Write", "Support"]),
        // The localization checks (TOUR37xx) build on that model.
        ("Check/Localization", ["Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        // `LanguageStage` composes every check family, the localization checks too, so it sits
        // above them all; nothing below names it.
        ("Check/Stage", ["Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        // The language files beside the bundle (`LocalizedOutput`): an output, but one that reads
        // the texts and catalog and drops what the checks reject, so it sits above them. IR only
        // carries the files (`AppIR.localized`); `LocalizedOutput.add` fills them after `IRBuilder`.
        ("Emit/Localization", ["Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        // The editor schema is an output, but it offers what the language checks accept
        // (reference kinds, lifecycle moments, the registry schema).
        ("Emit/EditorSchema", ["Check", "Emit", "IR", "Decode", "Write", "Support"]),
        ("Pipeline", ["Emit/EditorSchema", "Emit/Localization", "Check/Stage", "Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        // tourc.yml: read into the options of every command, so it sits above the pipeline whose
        // types it fills (`EditorSchemaPolicy`, `SwiftOutputStyle`) and checks its values with the
        // language's own codes and schema messages. Below it, nothing names `TourcConfig`.
        ("Config", ["Pipeline", "Emit/EditorSchema", "Emit/Localization", "Check/Stage", "Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        ("Scenario", ["Config", "Pipeline", "Emit/EditorSchema", "Emit/Localization", "Check/Stage", "Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
        ("Commands", ["Scenario", "Config", "Pipeline", "Emit/EditorSchema", "Emit/Localization", "Check/Stage", "Check/Localization", "Localization", "Check", "Emit", "IR", "Decode", "Write", "Support"]),
    ]

    /// Folders outside the layering, with why. Their own uses are not checked, and any folder may
    /// use them. The root files (`Pipeline.swift`, `CodeRegistry.swift`) compose the stages and
    /// may name every folder. This list may only shrink: `Config/` left it in an earlier round of
    /// issue 21, `Localization/` in the next one, split by role (its model stays there, its checks in
    /// Check/Localization, its output in Emit/Localization, `tourc strings` in Commands/Strings,
    /// the scenario side in Scenario).
    static let unlayered: Set<String> = ["."]

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TourcCore")

    @Test func everyFolderUsesOnlyWhatItMay() throws {
        let files = try Self.sources()
        let folders = Set(files.map(\.folder))
        // A folder nobody placed must be placed: the table is the documentation.
        let placed = Set(Self.allowed.map(\.folder)).union(Self.unlayered)
        #expect(folders.subtracting(placed).isEmpty, "folders missing from the table: \(folders.subtracting(placed).sorted())")

        var owner: [String: String] = [:]
        var duplicates: [String: Set<String>] = [:]
        for file in files {
            for name in Self.declaredNames(file.code) {
                if let first = owner[name], first != file.folder {
                    duplicates[name, default: [first]].insert(file.folder)
                } else {
                    owner[name] = file.folder
                }
            }
        }
        #expect(duplicates.isEmpty, "top-level names declared in two folders: \(duplicates)")

        let rules = Dictionary(uniqueKeysWithValues: Self.allowed.map { ($0.folder, $0.uses) })
        var violations: [String] = []
        for file in files {
            guard let mayUse = rules[file.folder] else { continue }
            for word in Self.capitalisedWords(file.code).sorted() {
                guard let target = owner[word], target != file.folder, !Self.unlayered.contains(target) else { continue }
                if !mayUse.contains(target) {
                    violations.append("\(file.path) (\(file.folder)) names \(word) (\(target))")
                }
            }
        }
        #expect(violations.isEmpty, "uses the table does not allow:\n\(violations.joined(separator: "\n"))")
    }

    /// The table is a layering: every folder uses only folders listed before it, so no cycle
    /// can be allowed.
    @Test func theTableHasNoCycle() {
        var seen: Set<String> = []
        for (folder, uses) in Self.allowed {
            #expect(uses.isSubset(of: seen), "\(folder) may use a folder listed after it: \(uses.subtracting(seen).sorted())")
            seen.insert(folder)
        }
    }

    /// The test's own reader, on code whose uses are known.
    @Test func readsDeclarationsAndUsesButNotCommentsOrStrings() {
        let source = """
        /// Uses `Hidden` in a comment.
        public struct Shown: Sendable {
            struct Nested {}
            var a = "Quoted"
            var b: Other
        }
        enum Plain {}
        """
        let code = Self.blanked(source)
        #expect(Self.declaredNames(code) == ["Shown", "Plain"])
        #expect(Self.capitalisedWords(code) == ["Shown", "Sendable", "Nested", "Other", "Plain"])
    }

    struct Source {
        var path: String
        var folder: String
        var code: String
    }

    static func sources() throws -> [Source] {
        let prefixes = allowed.map(\.folder).sorted { $0.count > $1.count }
        var found: [Source] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            let folder = prefixes.first { relative.hasPrefix($0 + "/") }
                ?? (relative.contains("/") ? String(relative.prefix { $0 != "/" }) : ".")
            found.append(Source(path: relative, folder: folder, code: blanked(text)))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The code with comments and string literals removed, so only code names count.
    static func blanked(_ text: String) -> String {
        var out = ""
        var chars = Array(text.unicodeScalars)[...]
        while let c = chars.first {
            if c == "/", chars.dropFirst().first == "/" {
                while let d = chars.first, d != "\n" { chars = chars.dropFirst() }
            } else if c == "/", chars.dropFirst().first == "*" {
                chars = chars.dropFirst(2)
                while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars = chars.dropFirst() }
                chars = chars.dropFirst(2)
            } else if c == "\"" {
                let multi = chars.starts(with: "\"\"\"".unicodeScalars)
                chars = chars.dropFirst(multi ? 3 : 1)
                while let d = chars.first {
                    if d == "\\" { chars = chars.dropFirst(2); continue }
                    if multi ? chars.starts(with: "\"\"\"".unicodeScalars) : d == "\"" || d == "\n" { break }
                    chars = chars.dropFirst()
                }
                chars = chars.dropFirst(multi ? 3 : 1)
                out += "\"\""
            } else {
                out.unicodeScalars.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// Names declared at column 0: the folder's top-level types.
    static func declaredNames(_ code: String) -> [String] {
        let modifiers: Set<String> = ["public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated"]
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            var words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)[...]
            while let w = words.first, modifiers.contains(w) { words = words.dropFirst() }
            if let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first { names.append(name) }
        }
        return names
    }

    /// Every word starting with a capital letter, in order of first use.
    static func capitalisedWords(_ code: String) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            guard let first = word.first, first.isUppercase, seen.insert(String(word)).inserted else { continue }
            words.append(String(word))
        }
        return words
    }
}

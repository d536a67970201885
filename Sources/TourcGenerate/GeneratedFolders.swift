import Foundation
import TourcModel

/// The folders `make generate` owns, and how a package root is brought in line with
/// `Generation.files(root:)`.
///
/// Why folders and not a list of files: a generated file is recognised by its path (`Generated/`),
/// so `ls` tells a newcomer what not to edit, and a file left behind when a type is renamed or
/// removed (an orphan) would otherwise keep compiling, unseen, as swift-syntax's CodeGeneration
/// avoids by deleting what it did not write. Every file in an owned folder is one `tourc-generate`
/// writes; anything else there is an orphan: `--check` (and the test "Generated files") fails on
/// it and a writing run deletes it. Names starting with `.` (an editor's or Finder's `.DS_Store`)
/// are not looked at.
public enum GeneratedFolders {
    /// Every folder holding generated Swift: whole folders, flat (a subfolder is an orphan too).
    public static let owned: [String] = GeneratedFiles.folders + [
        folder(of: SchemaEmbeds.editorTourSchemaPath),
        folder(of: SchemaEmbeds.configSchemaPath),
        folder(of: SchemaEmbeds.metaSchemasPath),
    ]

    /// What differs between `root` and the generated files.
    public struct Difference: Equatable, Sendable {
        /// Generated files missing or with other contents, relative to the root.
        public var stale: [String] = []
        /// Files in an owned folder that nothing generates, relative to the root, sorted.
        public var orphans: [String] = []
        public var isEmpty: Bool { stale.isEmpty && orphans.isEmpty }
    }

    /// Compares the package at `root` with `files` (`Generation.files(root:)`): each file's bytes,
    /// and the set of files in each owned folder.
    public static func compare(root: String, files: [(path: String, contents: String)]) -> Difference {
        var difference = Difference()
        for (path, contents) in files where read(join(root, path)) != Data(contents.utf8) {
            difference.stale.append(path)
        }
        let expected = Set(files.map(\.path))
        for folder in owned {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: join(root, folder))) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if !expected.contains(path) { difference.orphans.append(path) }
            }
        }
        difference.orphans.sort()
        return difference
    }

    /// Writes the stale files and deletes the orphans that `compare` found.
    public static func apply(_ difference: Difference, root: String,
                             files: [(path: String, contents: String)]) throws {
        let contents = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        for path in difference.stale {
            guard let text = contents[path] else { continue }
            let file = join(root, path)
            try FileManager.default.createDirectory(atPath: folder(of: file), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        }
        for path in difference.orphans {
            try FileManager.default.removeItem(atPath: join(root, path))
        }
    }

    /// Plain strings, no NSString/URL path API (the rule for every path in Sources/, docs/cli.md):
    /// each generated path is relative and has a folder (`Sources/.../x.swift`).
    static func join(_ root: String, _ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }

    static func read(_ file: String) -> Data? {
        FileManager.default.contents(atPath: file)
    }
}

import Foundation
import Testing
import TourcGenerate

/// `make generate` owns its `Generated/` folders: a file there that it does not write (left behind
/// by a renamed or removed type) fails `--check` and the test "Generated files", and a writing run
/// deletes it. Run on a scratch copy of the generated files, so the package itself is untouched.
@Suite("Generated folders")
struct GeneratedFoldersTests {
    /// A scratch root holding exactly what `make generate` writes for this package.
    static func scratch() throws -> (root: String, files: [(path: String, contents: String)]) {
        let files = try Generation.files(root: GeneratedFilesTests.root.path)
        let root = FileManager.default.temporaryDirectory.path + "/tourc-generated-\(UUID().uuidString)"
        let all = GeneratedFolders.compare(root: root, files: files)
        #expect(all.stale.count == files.count)
        #expect(all.orphans.isEmpty)
        try GeneratedFolders.apply(all, root: root, files: files)
        return (root, files)
    }

    @Test func anOrphanFailsTheCheckAndAWritingRunDeletesIt() throws {
        let (root, files) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(GeneratedFolders.compare(root: root, files: files).isEmpty)

        // A decoder left behind by a type that no longer exists, and an old embed's name.
        let orphans = [
            "Sources/TourcCore/Check/Schema/Generated/OldSchemas.generated.swift",
            "Sources/TourcCore/Decode/Generated/Removed+ExplicitDecoding.swift",
        ]
        for orphan in orphans {
            #expect(FileManager.default.createFile(atPath: root + "/" + orphan, contents: Data("// old\n".utf8)))
        }
        // Hidden files (Finder's .DS_Store) are not the generator's.
        let hidden = root + "/" + GeneratedFolders.owned[0] + "/.DS_Store"
        #expect(FileManager.default.createFile(atPath: hidden, contents: Data()))
        let found = GeneratedFolders.compare(root: root, files: files)
        #expect(found.orphans == orphans)
        #expect(found.stale.isEmpty)
        #expect(!found.isEmpty)

        try GeneratedFolders.apply(found, root: root, files: files)
        for orphan in orphans {
            #expect(!FileManager.default.fileExists(atPath: root + "/" + orphan))
        }
        #expect(FileManager.default.fileExists(atPath: hidden))
        #expect(GeneratedFolders.compare(root: root, files: files).isEmpty)
    }

    @Test func aChangedOrMissingFileIsStaleAndAWritingRunRestoresIt() throws {
        let (root, files) = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let edited = SchemaEmbeds.tourSchemasPath, removed = files[0].path
        try Data("// edited by hand\n".utf8).write(to: URL(fileURLWithPath: root + "/" + edited))
        try FileManager.default.removeItem(atPath: root + "/" + removed)
        let found = GeneratedFolders.compare(root: root, files: files)
        #expect(Set(found.stale) == [edited, removed])
        try GeneratedFolders.apply(found, root: root, files: files)
        #expect(GeneratedFolders.compare(root: root, files: files).isEmpty)
    }

    /// Every owned folder is a `Generated/` folder, and every generated Swift file (embeds
    /// included) lies in one, so the path alone tells a file that must not be edited by hand.
    @Test func everyGeneratedSwiftFileIsUnderAnOwnedGeneratedFolder() throws {
        for folder in GeneratedFolders.owned {
            #expect(folder.hasSuffix("/Generated"), "\(folder)")
        }
        let swift = try Generation.files(root: GeneratedFilesTests.root.path).map(\.path).filter { $0.hasSuffix(".swift") }
        #expect(swift.contains(SchemaEmbeds.metaSchemasPath))
        for path in swift {
            let folder = String(path[..<path.lastIndex(of: "/")!])
            #expect(GeneratedFolders.owned.contains(folder), "\(path) is not in an owned Generated/ folder")
        }
    }
}

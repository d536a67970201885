import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `tourc build` reads an app's catalog once for its check and once for its language files; a
/// read comes from `CatalogReadCache` only when the file is byte for byte the same, and a cached
/// read never hides a diagnostic.
@Suite struct CatalogReadCacheTests {
    typealias L = LocalizationCheckTests

    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-cache-\(UUID().uuidString)")
        init(_ catalog: String) throws {
            for (path, text) in L.files(catalog: catalog) { try write(path, text) }
        }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func codes() -> [String] { Checker(jobs: 1).check(paths: [root.path]).diagnostics.diagnostics.map(\.code.id) }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func anEditedCatalogIsReadAgain() throws {
        CatalogReadCache.keepsReads()   // as a build does
        let folder = try Folder(L.catalog(L.goodEntries))
        #expect(folder.codes() == [])
        #expect(folder.codes() == [])   // the same bytes: from the cache, the same answer
        let long = String(repeating: "Willkommen ", count: 5)
        try folder.write("demo/demo.xcstrings", L.catalog(L.goodEntries).replacingOccurrences(of: "\"Willkommen\"", with: "\"\(long)\""))
        #expect(folder.codes() == [LocalizationCodes.translationTooLong.id])
    }

    @Test func aReadWithAProblemReportsItEveryTime() throws {
        CatalogReadCache.keepsReads()
        // A translation that is not a text: the shape check's error, on every read.
        let folder = try Folder(L.catalog(L.goodEntries).replacingOccurrences(of: "\"Willkommen\"", with: "42"))
        for _ in 0..<2 { #expect(folder.codes().contains(LocalizationCodes.catalogShape.id)) }
    }
}

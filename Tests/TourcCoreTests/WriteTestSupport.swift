import Foundation

/// A fresh temporary folder per test, removed when the test ends.
final class WriteTempDir {
    let path: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/tourc-test-\(getpid())-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ relative: String, _ text: String) {
        let full = file(relative)
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func mtime(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file(relative)))?[.modificationDate] as? Date
    }

    /// Sets a file's mtime into the past, so "not rewritten" is observable without sleeping.
    func age(_ relative: String) {
        try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file(relative))
    }

    /// Every file below the folder, relative, sorted.
    func listing() -> [String] {
        let e = FileManager.default.enumerator(atPath: path)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(p), isDirectory: &isDir), !isDir.boolValue { out.append(p) }
        }
        return out.sorted()
    }
}

import Foundation
import TourcDiagnostics

/// Turns the paths on a command line into the list of files to check.
///
/// Folders are walked recursively for `*.yaml` and `*.yml`; hidden entries (names starting with
/// `.`) and `tourc.yml` (the settings, never a tour) are skipped; symbolic links are followed, but a folder already visited (a link cycle) is
/// not entered twice; inside folders only regular files are taken (no FIFOs or devices). Files named explicitly must end in `.yaml`, `.yml` or `.json`. The result
/// is sorted and free of duplicates, so output never depends on directory order.
public enum InputFiles {
    /// tourc.yml's name: never collected as a tour (`TourcConfig.defaultFileName` is this name).
    public static let configFileName = "tourc.yml"

    public static let folderExtensions: Set<String> = ["yaml", "yml"]
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Whether a path names a `tourc test` scenario (`*.test.yaml`, `*.test.yml`): checked
    /// against the scenario schema, never read as a tour.
    public static func isScenario(_ path: String) -> Bool {
        path.hasSuffix(".test.yaml") || path.hasSuffix(".test.yml")
    }

    /// Through POSIX calls (`stat`, `realpath`, `opendir`): `FileManager` and `URL` cost a large
    /// share of a small check for the folders of tours/, on the main thread before any file can
    /// be loaded (path standardisation, and the generic metadata and protocol-conformance
    /// lookups their first use instantiates). The rules are the same: `stat` follows symbolic
    /// links as `fileExists(atPath:isDirectory:)` does, and `realpath` names a folder as
    /// Foundation's symbolic-link resolution does for one that exists.
    public static func collect(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        var files: [String] = []
        // Only several roots can name a file twice (one walk never lists a path twice), so a
        // single root needs no set. A file is itself whatever the spelling that reached it
        // (`tours/x/app.yaml` and `./tours/x/app.yaml`, or a path through a symbolic link):
        // compared by device and inode, so it is checked once, under the first spelling.
        var seen: Set<FileIdentity> = []
        let dedupe = paths.count > 1
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                var link = stat()
                if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    diagnostics.emit(Diagnostic(
                        ToolCodes.unreadable, "\(path): cannot read: it is a symbolic link to nothing", at: nil))
                } else {
                    var diagnostic = FileReader.Failure.notFound(path).diagnostic
                    diagnostic.suggestions = similarPaths(to: path)
                    diagnostics.emit(diagnostic)
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                var visited: [String] = []
                walk(path, into: &found, visited: &visited, diagnostics: &diagnostics)
                if found.isEmpty {
                    diagnostics.emit(Diagnostic(
                        ToolCodes.noInputFiles, "\(path) holds no .yaml or .yml files", at: nil))
                }
                for file in found.sorted() where !dedupe || seen.insert(FileIdentity(file)).inserted { files.append(file) }
            } else if fileExtensions.contains(UserPath(path).extension) {
                if !dedupe || seen.insert(FileIdentity(path)).inserted { files.append(path) }
            } else {
                diagnostics.emit(Diagnostic(
                    ToolCodes.notYAML, "\(path) is not a YAML file (expected .yaml, .yml or .json)",
                    at: nil, suggestions: yamlSiblings(of: path)))
            }
        }
        return files
    }

    /// What makes a file the same file: its device and inode (or, if `stat` fails, its path).
    struct FileIdentity: Hashable {
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var path: String = ""

        init(_ path: String) {
            var info = stat()
            if stat(path, &info) == 0 {
                device = UInt64(info.st_dev)
                inode = UInt64(info.st_ino)
            } else {
                self.path = path
            }
        }
    }

    /// `visited`: the real paths of the folders entered so far (a handful, so a list).
    static func walk(
        _ folder: String, into files: inout [String], visited: inout [String],
        diagnostics: inout DiagnosticCollector
    ) {
        let real = realPath(folder)
        guard !visited.contains(real) else { return }
        visited.append(real)
        let entries: [String]
        switch self.entries(of: folder) {
        case .success(let names): entries = names
        case .failure(let code):
            diagnostics.emit(Diagnostic(
                ToolCodes.unreadable, "\(folder): cannot list the folder: \(String(cString: strerror(code.rawValue)))", at: nil))
            return
        }
        // tourc.yml is the project's settings, not a tour: `tourc check .` at the project's root
        // read it as one (four TOUR2004s and a TOUR3002). Named explicitly, it is still read.
        for name in entries.sorted() where !name.hasPrefix(".") && name != Self.configFileName {
            let path = join(folder, name)
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, into: &files, visited: &visited, diagnostics: &diagnostics)
            } else if (info.st_mode & S_IFMT) == S_IFREG, isFolderExtension(UserPath(name).extension) {
                files.append(path)
            }
        }
    }

    /// The folder's canonical path (symbolic links resolved), or the path itself if that fails.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder (without `.` and `..`), or the system's error when it cannot be listed.
    static func entries(of folder: String) -> Result<[String], ListingError> {
        guard let dir = opendir(folder) else { return .failure(ListingError(rawValue: errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// An `errno` value from listing a folder.
    struct ListingError: Error {
        var rawValue: Int32
    }

    /// `folderExtensions.contains(ext)`, without creating the set: a `Set<String>` is one more
    /// generic type to instantiate at start-up (see `AppScope`).
    static func isFolderExtension(_ ext: String) -> Bool { ext == "yaml" || ext == "yml" }

    static func join(_ folder: String, _ name: String) -> String {
        UserPath(folder).appending(name).string
    }


    /// `tour` -> suggest `tours` when it exists next to where `tour` was looked for.
    public static func similarPaths(to path: String) -> [String] {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { String(trimmed[...$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        guard !name.isEmpty,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
        else { return [] }
        return Suggestions.closest(to: name, in: entries.filter { !$0.hasPrefix(".") }).map { folder + $0 }
    }

    /// `intro.yam` -> suggest `intro.yaml` when that file exists.
    static func yamlSiblings(of path: String) -> [String] {
        let base = path.hasSuffix("." + UserPath(path).extension) && !UserPath(path).extension.isEmpty
            ? String(path.dropLast(UserPath(path).extension.count + 1)) : path
        return ["yaml", "yml"].map { base + "." + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }
}

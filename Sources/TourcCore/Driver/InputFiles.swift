import Foundation
import TourcDiagnostics

/// Turns the paths on a command line into the list of files to check.
///
/// Folders are walked recursively for `*.yaml` and `*.yml`; hidden entries (names starting with
/// `.`) are skipped; symbolic links are followed, but a folder already visited (a link cycle) is
/// not entered twice; inside folders only regular files are taken (no FIFOs or devices). Files named explicitly must end in `.yaml`, `.yml` or `.json`. The result
/// is sorted and free of duplicates, so output never depends on directory order.
public enum InputFiles {
    public static let folderExtensions: Set<String> = ["yaml", "yml"]
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    public static func collect(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil {
                    diagnostics.emit(Diagnostic(
                        ToolCodes.unreadable, "\(path): cannot read: it is a symbolic link to nothing", at: nil))
                } else {
                    var diagnostic = FileReader.Failure.notFound(path).diagnostic
                    diagnostic.suggestions = similarPaths(to: path)
                    diagnostics.emit(diagnostic)
                }
                continue
            }
            if isFolder.boolValue {
                var found: [String] = []
                var visited: Set<String> = []
                walk(path, into: &found, visited: &visited, diagnostics: &diagnostics)
                if found.isEmpty {
                    diagnostics.emit(Diagnostic(
                        ToolCodes.noInputFiles, "\(path) holds no .yaml or .yml files", at: nil))
                }
                for file in found.sorted() where seen.insert(file).inserted { files.append(file) }
            } else if fileExtensions.contains(pathExtension(path)) {
                if seen.insert(path).inserted { files.append(path) }
            } else {
                diagnostics.emit(Diagnostic(
                    ToolCodes.notYAML, "\(path) is not a YAML file (expected .yaml, .yml or .json)",
                    at: nil, suggestions: yamlSiblings(of: path)))
            }
        }
        return files
    }

    static func walk(
        _ folder: String, into files: inout [String], visited: inout Set<String>,
        diagnostics: inout DiagnosticCollector
    ) {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            diagnostics.emit(Diagnostic(
                ToolCodes.unreadable, "\(folder): cannot list the folder: \(reason(error))", at: nil))
            return
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                walk(path, into: &files, visited: &visited, diagnostics: &diagnostics)
            } else if folderExtensions.contains(pathExtension(name)), FileReader.isRegularFile(path) {
                files.append(path)
            }
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func pathExtension(_ path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
              dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
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
        let base = path.hasSuffix("." + pathExtension(path)) && !pathExtension(path).isEmpty
            ? String(path.dropLast(pathExtension(path).count + 1)) : path
        return ["yaml", "yml"].map { base + "." + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func reason(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}

import Foundation
import TourcDiagnostics
import YAMLLoader

/// Groups the files of a run by app folder: a folder holding `app.yaml` is an app, and its tours
/// are the other files directly in it (the layout of docs/language.md).
///
/// A tour is reported (and left out) when it sits directly in an input folder that is no app,
/// or in a sub-folder of an app, or in a folder without `app.yaml`. When a run names tours but
/// not their registry (`tourc check tours/finite/walkthrough.yaml`), the registry is read from
/// disk so the tour's references can still be checked.
struct AppFolders {
    struct Folder {
        var path: String
        var registry: LoadedFile?
        var tours: [LoadedFile] = []
        /// Whether the registry came from disk, not from the run (its problems are not reported here).
        var registryFromDisk = false
    }

    var folders: [Folder] = []

    init(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
        var byPath: [String: Int] = [:]
        func folder(_ path: String) -> Int {
            if let i = byPath[path] { return i }
            byPath[path] = folders.count
            folders.append(Folder(path: path))
            return folders.count - 1
        }
        for file in context.files {
            let dir = Self.directory(of: file.path)
            if SchemaStage.isRegistry(file.path) {
                folders[folder(dir)].registry = file
            } else {
                folders[folder(dir)].tours.append(file)
            }
        }
        for i in folders.indices where folders[i].registry == nil && !folders[i].tours.isEmpty {
            if let registry = Self.readRegistry(in: folders[i].path) {
                folders[i].registry = registry
                folders[i].registryFromDisk = true
                continue
            }
            for tour in folders[i].tours where !tour.hasLoadErrors {
                diagnostics.emit(Self.layoutProblem(tour.path, folder: folders[i].path, roots: context.roots))
            }
            folders[i].tours = []
        }
        folders.removeAll { $0.registry == nil }
    }

    /// Why a tour without a registry next to it is misplaced.
    static func layoutProblem(_ path: String, folder: String, roots: [String]) -> Diagnostic {
        let start = SourceSpan(file: path, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
        var ancestor = directory(of: folder)
        while !ancestor.isEmpty, ancestor != "." {
            if FileManager.default.fileExists(atPath: ancestor + "/app.yaml") {
                return Diagnostic(LanguageCodes.outsideAppFolder,
                                  "this tour is in a sub-folder of the app folder `\(ancestor)`; tourc looks for an app's tours directly next to its app.yaml. Move it to `\(ancestor)/`",
                                  at: start)
            }
            let up = directory(of: ancestor)
            if up == ancestor { break }
            ancestor = up
        }
        let normalizedRoots = roots.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        if normalizedRoots.contains(folder) {
            return Diagnostic(LanguageCodes.outsideAppFolder,
                              "this tour is not in an app folder; put it in `\(folder)/<app>/`, next to that app's app.yaml",
                              at: start)
        }
        return Diagnostic(LanguageCodes.missingRegistry,
                          "no app registry for this tour: `\(folder)/app.yaml` does not exist. Every app folder needs an app.yaml that declares the targets, screens, events and conditions its tours name: copy the app.yaml of the app this tour came from and set its `id` to `\(UserPath(folder).lastComponent)`, or write one with that `id` and a `name` and then declare each name `tourc check` reports",
                          at: start)
    }

    static func directory(of path: String) -> String {
        // Over UTF-8 (`/` is one byte), not characters: several calls per file.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `folder/app.yaml` loaded from disk, when it exists.
    static func readRegistry(in folder: String) -> LoadedFile? {
        let path = (folder == "." ? "" : folder + "/") + "app.yaml"
        guard let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes) else { return nil }
        var diagnostics = DiagnosticCollector()
        let documents = YAMLLoader.load(bytes, file: path, limits: .default, diagnostics: &diagnostics)
        return LoadedFile(path: path, documents: documents, hasLoadErrors: diagnostics.hasErrors)
    }
}

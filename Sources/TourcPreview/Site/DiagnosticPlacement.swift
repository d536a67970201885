import TourcCore
import TourcDiagnostics
import YAMLLoader

/// Puts each warning where a reviewer looks for it: beside the step whose YAML it points into,
/// else at the top of its tour's page, else on its app's page (a registry warning), else on the
/// index.
///
/// Why the YAML is read again: the compiled bundle has no positions, and a diagnostic has only a
/// file and a line. Only files that have a diagnostic are loaded (a clean run loads none).
struct DiagnosticPlacement {
    struct TourKey: Hashable {
        var app: String
        var tour: String
    }

    /// Per tour: the step index (nil for the tour as a whole) and its diagnostics, in run order.
    var tours: [TourKey: [Int?: [Diagnostic]]] = [:]
    var apps: [String: [Diagnostic]] = [:]
    var unplaced: [Diagnostic] = []

    init(_ diagnostics: [Diagnostic], apps: [AppDiscovery.App]) {
        var outlines: [String: FileOutline?] = [:]
        for diagnostic in diagnostics where diagnostic.acceptance == nil {
            guard let span = diagnostic.span,
                  let app = apps.first(where: { span.file.hasPrefix($0.folder.hasSuffix("/") ? $0.folder : $0.folder + "/") }) else {
                unplaced.append(diagnostic)
                continue
            }
            if outlines[span.file] == nil { outlines[span.file] = .some(FileOutline(path: span.file)) }
            guard let outline = outlines[span.file] ?? nil, let tour = outline.tourID else {
                self.apps[app.id, default: []].append(diagnostic)
                continue
            }
            let line = span.range.start.line
            let step = outline.steps.firstIndex { $0.contains(line) }
            tours[TourKey(app: app.id, tour: tour), default: [:]][step, default: []].append(diagnostic)
        }
    }

    func forTour(app: String, tour: String) -> [Int?: [Diagnostic]] { tours[TourKey(app: app, tour: tour)] ?? [:] }

    /// A tour file's id and the line range of each step, read with the compiler's own loader.
    struct FileOutline {
        var tourID: String?
        var steps: [ClosedRange<Int>] = []

        init?(path: String) {
            guard let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes) else { return nil }
            var ignored = DiagnosticCollector()
            guard let document = YAMLLoader.load(bytes, file: path, diagnostics: &ignored).first else { return nil }
            guard let items = document.root["steps"]?.items else { return }
            tourID = document.root["id"]?.string
            steps = items.map { $0.range.start.line...max($0.range.start.line, $0.range.end.line) }
        }
    }
}

import TourKit
import TourcDiagnostics
import YAMLLoader

/// The language's semantic checks (TOUR3xxx), run once per run over every app folder.
///
/// Files are grouped by app folder (`AppFolders`); the registry and the tours that passed
/// loading and their schema are decoded with `YAMLNodeDecoder` (a file that failed was reported
/// already, and checking it again would only add noise); then each family of checks runs over
/// the typed values, pointing back into the YAML through `NodeRef`, in `check(_:)`'s order:
/// `ReferenceChecks`, `UniquenessChecks`, `FlowChecks`, `ValueChecks`, `IconChecks`,
/// `StoreKeyChecks`, `BubbleChecks`, `ContentLint`, `SwiftNameChecks`, `FiniteNumberChecks`
/// (ten families), and across apps `AppTypeNameChecks`.
public struct LanguageStage: AppCheckStage {
    /// tourc.yml's `swift` settings: the type name each app's Swift gets is checked with them.
    public var swiftStyle: SwiftOutputStyle

    public init(swiftStyle: SwiftOutputStyle = SwiftOutputStyle()) {
        self.swiftStyle = swiftStyle
    }

    public var needsAllFiles: Bool { true }

    public func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
        let folders = AppFolders(context, diagnostics: &diagnostics)
        var typeNames = AppTypeNameChecks()
        for folder in folders.folders {
            if let scope = Self.check(folder, diagnostics: &diagnostics) { typeNames.add(Self.typeNameEntry(scope, style: swiftStyle)) }
        }
        typeNames.report(diagnostics: &diagnostics)
    }

    /// The stage with tourc.yml's `swift` settings (the type names are checked with them).
    public func styled(_ style: SwiftOutputStyle) -> LanguageStage {
        LanguageStage(swiftStyle: style)
    }

    /// One app's folders (same folders, same diagnostics as `tourc check`), returning the app as
    /// the stage decoded it when its registry is the one at `registryPath`.
    public func checkApp(_ context: CheckContext, id: String, registryPath: String,
                         diagnostics: inout DiagnosticCollector) -> DecodedApp? {
        checkAppKeepingTexts(context, id: id, registryPath: registryPath, diagnostics: &diagnostics)?.decoded
    }

    /// `checkApp`, and the app's texts and catalog as its localization checks worked them out.
    func checkAppKeepingTexts(_ context: CheckContext, id: String, registryPath: String,
                              diagnostics: inout DiagnosticCollector) -> (decoded: DecodedApp, texts: AppTexts?)? {
        let folders = AppFolders(context, diagnostics: &diagnostics)
        var result: (decoded: DecodedApp, texts: AppTexts?)?
        for folder in folders.folders {
            if let (scope, texts) = Self.checkKeepingTexts(folder, diagnostics: &diagnostics), scope.registry.relativePath == registryPath {
                result = (DecodedApp(id: id, registry: scope.registry, tours: scope.tours), texts)
            }
        }
        return result
    }

    /// What `AppTypeNameChecks` needs of an app whose registry was checked.
    static func typeNameEntry(_ scope: AppScope, style: SwiftOutputStyle) -> AppTypeNameChecks.Entry {
        AppTypeNameChecks.entry(appID: scope.id, registry: scope.registry.value, file: scope.registry.document.file, style: style)
    }

    /// `tourc check` runs this stage one app folder at a time (every check here looks at one
    /// folder), so a run holds one app's documents, not the whole corpus's.
    public func makeFolderRun(roots: [String]) -> any FolderCheckRun {
        FolderRun(roots: roots, style: swiftStyle)
    }

    /// The checks of one folder of `AppFolders`. Returns the decoded app when the folder's own
    /// registry was among the checked files, so `tourc build` can emit it without decoding again.
    @discardableResult
    static func check(_ folder: AppFolders.Folder, diagnostics: inout DiagnosticCollector) -> AppScope? {
        checkKeepingTexts(folder, diagnostics: &diagnostics)?.scope
    }

    /// `check(_:diagnostics:)`, and the texts the localization checks worked out (`AppTexts`).
    static func checkKeepingTexts(_ folder: AppFolders.Folder, diagnostics: inout DiagnosticCollector) -> (scope: AppScope, texts: AppTexts?)? {
        guard let scope = scope(for: folder, diagnostics: &diagnostics) else { return nil }
        guard folder.registryFromDisk else {
            let texts = run(scope, diagnostics: &diagnostics)
            return (scope, texts)
        }
        // The registry was read only to resolve the tours' references: report nothing
        // about it (it was not among the files to check).
        var found = DiagnosticCollector()
        run(scope, diagnostics: &found)
        for diagnostic in found.diagnostics where diagnostic.span?.file != scope.registry.document.file {
            diagnostics.emit(diagnostic)
        }
        return nil
    }

    /// Decodes a file's registry or tour on the thread that loaded it, so the folder checks
    /// (one thread, after the folder's last file) only check: decoding is a third of their work,
    /// and this way it runs in parallel with loading. Same files, same decoder, and a failure's
    /// diagnostic is kept to be reported where `scope(for:)` reports it.
    public func prepare(_ file: inout LoadedFile) {
        guard Self.usable(file, checked: true) else { return }
        var diagnostics = DiagnosticCollector()
        if SchemaStage.isRegistry(file.path) {
            let registry: Located<AppRegistry>? = Self.decode(file, diagnostics: &diagnostics)
            file.decoded = registry.map { .registry($0) }
        } else {
            let tour: Located<Tour>? = Self.decode(file, diagnostics: &diagnostics)
            file.decoded = tour.map { .tour($0) }
        }
        if let problem = diagnostics.diagnostics.first, diagnostics.diagnostics.count == 1, file.decoded == nil {
            file.decoded = .failed(problem)
        }
    }

    /// `check(_:)` over the run one folder at a time, with the same output in the same order:
    /// `AppFolders` reports misplaced tours of every folder first, then each app's checks follow
    /// in the order the folders first appear in the run.
    final class FolderRun: FolderCheckRun {
        let roots: [String]
        var layout: [(order: Int, diagnostics: DiagnosticCollector)] = []
        var checks: [(order: Int, diagnostics: DiagnosticCollector)] = []
        /// The apps' generated type names, compared across folders at the end.
        var typeNames: [(order: Int, entry: AppTypeNameChecks.Entry)] = []

        let style: SwiftOutputStyle

        init(roots: [String], style: SwiftOutputStyle) {
            self.roots = roots
            self.style = style
        }

        func check(folder: String, order: Int, files: [LoadedFile]) {
            var layoutDiagnostics = DiagnosticCollector()
            let folders = AppFolders(CheckContext(roots: roots, files: files), diagnostics: &layoutDiagnostics)
            var checkDiagnostics = DiagnosticCollector()
            for folder in folders.folders {
                if let scope = LanguageStage.check(folder, diagnostics: &checkDiagnostics) {
                    typeNames.append((order, LanguageStage.typeNameEntry(scope, style: style)))
                }
            }
            if !layoutDiagnostics.diagnostics.isEmpty { layout.append((order, layoutDiagnostics)) }
            if !checkDiagnostics.diagnostics.isEmpty { checks.append((order, checkDiagnostics)) }
        }

        func finish(diagnostics: inout DiagnosticCollector) {
            for part in layout.sorted(by: { $0.order < $1.order }) + checks.sorted(by: { $0.order < $1.order }) {
                diagnostics.merge(part.diagnostics)
            }
            var names = AppTypeNameChecks()
            // By index: sorting the pairs themselves copies every entry.
            for i in typeNames.indices.sorted(by: { typeNames[$0].order < typeNames[$1].order }) { names.add(typeNames[i].entry) }
            names.report(diagnostics: &diagnostics)
        }
    }

    /// The semantic checks of one app that is already decoded (what `tourc build` holds after its
    /// decode stage), without decoding its files again. Layout and id/file-name checks are the
    /// caller's; everything else is as in `check(_:diagnostics:)`.
    public static func check(_ app: DecodedApp, diagnostics: inout DiagnosticCollector) {
        run(AppScope(id: app.id, registry: app.registry, tours: app.tours), diagnostics: &diagnostics)
    }

    /// Every check family over one app.
    /// Returns the localization checks' texts (`AppTexts`), for `tourc build`'s language files.
    @discardableResult
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) -> AppTexts? {
        ReferenceChecks.run(scope, diagnostics: &diagnostics)
        ConditionRuleChecks.run(scope, &diagnostics)
        TipGroupChecks.run(scope, &diagnostics)
        InlineContainerChecks.run(scope, &diagnostics)
        VersionRuleChecks.run(scope, &diagnostics)
        ModalSpotlightChecks.run(scope, &diagnostics)
        UniquenessChecks.run(scope, diagnostics: &diagnostics)
        FlowChecks.run(scope, diagnostics: &diagnostics)
        ValueChecks.run(scope, diagnostics: &diagnostics)
        IconChecks.run(scope, diagnostics: &diagnostics)
        StoreKeyChecks.run(scope, diagnostics: &diagnostics)
        BubbleChecks.run(scope, diagnostics: &diagnostics)
        // Collected once, for content lint and the localization checks (nil without `localization`).
        let app = AppStrings(scope)
        ContentLint.run(scope, shownTexts: app.map { app in { app.forEachShownText(ofTour: $0, $1) } }, diagnostics: &diagnostics)
        SwiftNameChecks.run(scope, diagnostics: &diagnostics)
        FiniteNumberChecks.run(scope, diagnostics: &diagnostics)
        return LocalizationChecks.run(scope, app: app, diagnostics: &diagnostics)
    }

    /// Decodes one folder's registry and tours; nil when the registry is unusable (its own
    /// problems are reported by the loader and schema stages).
    static func scope(for folder: AppFolders.Folder, diagnostics: inout DiagnosticCollector) -> AppScope? {
        guard let registryFile = folder.registry, usable(registryFile, checked: !folder.registryFromDisk),
              let registry: Located<AppRegistry> = decodedRegistry(registryFile, diagnostics: &diagnostics)
        else { return nil }
        let folderName = lastComponent(of: folder.path).map(String.init) ?? folder.path
        // A folder spelt only with dots (`tourc check .`, `..`) shows no name: the registry's id
        // stands for it (the working folder's name is the checkout's, not the app's).
        let appId = folderName == "." || folderName == ".." || folderName.isEmpty ? registry.value.id : folderName
        var tours: [Located<Tour>] = []
        var otherTours: [String] = []
        for file in folder.tours {
            if usable(file, checked: true), let tour = decodedTour(file, diagnostics: &diagnostics) {
                tours.append(tour)
            } else {
                // A tour whose file has errors of its own (even one that did not load at all) is
                // still a tour of the app: a reference to it is not a second error.
                otherTours.append(file.documents.first.flatMap { NodeRef($0)["id"].node.string } ?? stem(of: file.path))
            }
        }
        if !folder.registryFromDisk, registry.value.id != appId {
            diagnostics.emit(LanguageCodes.appIdMismatch,
                             "this app's id is `\(registry.value.id)` but its folder is `\(appId)`; rename one so they match",
                             at: NodeRef(registry.document)["id"].span, suggestions: [appId])
        }
        for tour in tours {
            let name = lastComponent(of: tour.document.file).map(String.init) ?? ""
            let stem = stem(of: name)
            if !stem.isEmpty, stem != tour.value.id {
                /// A file copied to start a new tour keeps its original's id, and the file that id
                /// names exists: renaming would overwrite it, so the advice is the new id. A renamed
                /// file is better renamed back: the id names stored progress, analytics and Swift.
                let id = tour.value.id
                let taken = folder.tours.contains { Self.stem(of: $0.path) == id }
                if taken {
                    diagnostics.emit(LanguageCodes.tourIdMismatch,
                                     "this tour's id is `\(id)` but its file is `\(name)`, and `\(id).yaml` is another tour's file (was this one copied from it?); change this id to `\(stem)`",
                                     at: NodeRef(tour.document)["id"].span, suggestions: [stem])
                } else {
                    diagnostics.emit(LanguageCodes.tourIdMismatch,
                                     "this tour's id is `\(id)` but its file is `\(name)`; rename the file to `\(id).yaml` (changing the id instead restarts stored progress and renames its analytics and Swift names)",
                                     at: NodeRef(tour.document)["id"].span)
                }
            }
        }
        return AppScope(id: appId, registry: registry, tours: tours, otherTours: otherTours)
    }

    /// `intro` for `tours/carrier-wave/intro.yaml`: the last path component up to its last `.`
    /// (empty when it has none).
    static func stem(of path: String) -> String {
        let name = lastComponent(of: path) ?? path[...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(name[..<dot])
    }

    /// The last non-empty `/`-separated component (what `split(separator: "/").last` gives),
    /// found over UTF-8: `split` and `joined` cost far more per file here.
    static func lastComponent(of path: String) -> Substring? {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return nil }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return path[start..<end]
    }

    /// Whether a file can be decoded: one document, and no error from loading or the per-file
    /// stages (this stage runs after `SchemaStage`, see `Checker.defaultStages`, so a file without
    /// errors passed its schema). A file that did not go through the stages is validated here.
    static func usable(_ file: LoadedFile, checked: Bool) -> Bool {
        guard file.documents.count == 1 else { return false }
        return checked ? !file.hasFileErrors : SchemaStage.passes(file)
    }

    /// The registry `prepare(_:)` decoded, or decoded now.
    static func decodedRegistry(_ file: LoadedFile, diagnostics: inout DiagnosticCollector) -> Located<AppRegistry>? {
        switch file.decoded {
        case .registry(let registry)?: return registry
        case .failed(let problem)?:
            diagnostics.emit(problem)
            return nil
        case .tour?, nil: return decode(file, diagnostics: &diagnostics)
        }
    }

    /// The tour `prepare(_:)` decoded, or decoded now.
    static func decodedTour(_ file: LoadedFile, diagnostics: inout DiagnosticCollector) -> Located<Tour>? {
        switch file.decoded {
        case .tour(let tour)?: return tour
        case .failed(let problem)?:
            diagnostics.emit(problem)
            return nil
        case .registry?, nil: return decode(file, diagnostics: &diagnostics)
        }
    }

    static func decode<T: Decodable & Sendable>(_ file: LoadedFile, diagnostics: inout DiagnosticCollector) -> Located<T>? {
        AppDecoder.decode(file.documents[0], relativePath: file.path, diagnostics: &diagnostics)
    }
}

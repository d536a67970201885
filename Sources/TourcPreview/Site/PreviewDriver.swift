import Foundation
import TourKit
import TourcCore
import TourcDiagnostics

/// What `tourc preview` was asked to do.
public struct PreviewOptions: Sendable {
    /// The folder holding one folder per app, or one app's folder (as for `tourc build`).
    public var input: String
    /// The folder that receives the site (default `build/preview`).
    public var output: String
    /// Only this app (its folder name), or every app.
    public var app: String?
    /// Only this tour (its id), or every tour.
    public var tour: String?
    public var jobs: Int
    /// Also render each step and each flow graph to PNG with headless Chromium.
    public var png: Bool
    /// Per-code severities (tourc.yml), as the build applies them.
    public var severity = SeverityOverrides()
    /// The Chromium executable for `png` (nil: looked up, `ChromiumLocator`).
    public var chromium: String?
    /// The language the PNGs are taken in (a language of the apps, a pseudo-language included);
    /// nil: the source language. The site always holds every language's pages.
    public var language: String?

    public init(input: String = "tours", output: String = "build/preview", app: String? = nil, tour: String? = nil,
                jobs: Int = 1, png: Bool = false) {
        self.input = input
        self.output = output
        self.app = app
        self.tour = tour
        self.jobs = max(1, jobs)
        self.png = png
    }
}

/// What a preview run did.
public struct PreviewReport: Sendable {
    public var diagnostics: DiagnosticCollector
    /// Every file of the site with what happened to it, sorted by path; empty after errors.
    public var outcomes: [FileOutcome]
    /// The pages and images, in memory (the same bytes as written).
    public var plan: OutputPlan
    public var exitStatus: ExitStatus { ExitStatus.of(diagnostics.diagnostics) }
}

/// `tourc preview`: builds the apps exactly as `tourc build` does (same checks, same bundle,
/// authoring notes kept since reviewers read them), decodes each app's JSON bundle into TourKit's
/// model, draws the site from it, and writes it as the build writes its output: each file
/// atomically and only when its bytes changed, nothing at all when the tours have errors.
public struct PreviewDriver: Sendable {
    public var options: PreviewOptions

    public init(options: PreviewOptions) { self.options = options }

    /// Throws `PreviewError` when the preview cannot be made (the tours' own errors are in the
    /// report's diagnostics instead).
    public func run(sources: SourceCache? = nil) throws -> PreviewReport {
        var build = BuildOptions(input: options.input, output: options.output + "/.unused", jobs: options.jobs,
                                 mode: .dryRun, retainsOutput: true, includesAuthoringNotes: true)
        build.severity = options.severity
        // A pseudo-language is drawn only when asked for: its pages double the site.
        build.pseudoLanguages = options.language.map { PseudoLanguage(rawValue: $0) != nil } ?? false
        let built = BuildDriver(options: build).run(sources: sources)
        var diagnostics = built.diagnostics
        guard !diagnostics.hasErrors else { return PreviewReport(diagnostics: diagnostics, outcomes: [], plan: OutputPlan()) }

        var apps: [(folder: String, bundle: TourBundle)] = []
        for folder in built.apps where options.app == nil || options.app == folder {
            guard let file = built.plan.files.first(where: { $0.path == "\(folder)/\(folder).json" }) else { continue }
            do {
                apps.append((folder, try JSONDecoder().decode(TourBundle.self, from: Data(file.bytes))))
            } catch {
                throw PreviewError.bundleUnreadable(folder, String(describing: error))
            }
        }
        if let app = options.app, apps.isEmpty { throw PreviewError.noSuchApp(app, built.apps) }
        if let tour = options.tour, !apps.contains(where: { $0.bundle.tours.contains { $0.id == tour } }) {
            throw PreviewError.noSuchTour(tour, apps.flatMap { $0.bundle.tours.map(\.id) })
        }
        let languages = Dictionary(uniqueKeysWithValues: apps.map { ($0.folder, PreviewLanguage.all(folder: $0.folder, in: built.plan)) })
        if let language = options.language, !languages.values.contains(where: { $0.contains { $0.code == language } }) {
            throw PreviewError.noSuchLanguage(language, Set(languages.values.joined().compactMap(\.code)).sorted())
        }

        var discovered = DiagnosticCollector()
        let placement = DiagnosticPlacement(diagnostics.diagnostics,
                                            apps: AppDiscovery.apps(in: options.input, diagnostics: &discovered))
        var plan = OutputPlan()
        var pages: [PageRef] = []
        plan.add(path: "index.html", text: IndexPage.render(apps, diagnostics: placement.unplaced))
        for (folder, bundle) in apps {
            let drawn = bundle.tours.filter { options.tour == nil || options.tour == $0.id }
            plan.add(path: "\(folder)/index.html", text: AppPage.render(bundle, diagnostics: placement.apps[folder] ?? [],
                                                                        drawn: Set(drawn.map(\.id))))
            let appLanguages = languages[folder] ?? [PreviewLanguage(code: nil)]
            let examples = PreviewExamples(bundle: bundle)
            for tour in drawn {
                for language in appLanguages {
                    let path = "\(folder)/tours/\(tour.id)\(language.pageSuffix).html"
                    let shown = try Self.translate(tour, into: language, examples: examples, app: folder)
                    plan.add(path: path, text: TourPage.render(tour: shown, app: bundle.app, appFolder: folder,
                                                               diagnostics: placement.forTour(app: folder, tour: tour.id),
                                                               language: language, languages: appLanguages))
                    // The PNGs are of one language: the one asked for where the app has it, else the source.
                    let pictured = appLanguages.contains { $0.code == options.language } ? options.language : nil
                    if language.code == pictured {
                        pages.append(PageRef(path: path, folder: folder, tour: shown, registry: bundle.app, language: language.code))
                    }
                }
            }
        }
        if options.png {
            let renderer = try ChromiumRenderer(executable: options.chromium, jobs: options.jobs)
            for file in try renderer.render(pages, site: plan) { plan.add(file) }
        }
        let outcomes = OutputWriter(root: options.output).apply(plan, diagnostics: &diagnostics)
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return PreviewReport(diagnostics: diagnostics, outcomes: outcomes, plan: plan)
    }

    static func translate(_ tour: Tour, into language: PreviewLanguage, examples: PreviewExamples, app: String) throws -> Tour {
        do {
            return try language.translate(tour, examples: examples)
        } catch {
            throw PreviewError.bundleUnreadable(app, "\(tour.id) in \(language.code ?? "the source language"): \(error)")
        }
    }

    /// A tour page, for the PNG renderer.
    struct PageRef: Sendable {
        var path: String
        var folder: String
        var tour: Tour
        var registry: AppRegistry
        /// nil: the source language.
        var language: String? = nil
    }
}

/// Why a preview could not be made (exit status 2, or 64 for an unknown `--app`/`--tour`).
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case noSuchApp(String, [String])
    case noSuchTour(String, [String])
    case noSuchLanguage(String, [String])
    case bundleUnreadable(String, String)
    case chromiumMissing
    case chromiumFailed(String)

    public var description: String {
        switch self {
        case .noSuchApp(let app, let apps):
            return "no app `\(app)` in the input; the apps are: \(apps.joined(separator: ", "))"
        case .noSuchTour(let tour, let tours):
            return "no tour `\(tour)` in the apps previewed; the tours are: \(tours.joined(separator: ", "))"
        case .noSuchLanguage(let language, let languages):
            return "no app previewed has the language `\(language)`; "
                + (languages.isEmpty ? "they have only their source language (add `localization:` to app.yaml, docs/localization.md)"
                                     : "their languages are: \(languages.joined(separator: ", ")) (and en-XA, ar-XB, the pseudo-languages, for a localized app)")
        case .bundleUnreadable(let app, let error):
            return "internal error: the compiled bundle of \(app) does not decode (\(error)); please report it"
        case .chromiumMissing:
            return "--png needs headless Chromium, which was not found (looked for chromium, chromium-browser, google-chrome and $TOURC_CHROMIUM). Install it: `apt-get install -y chromium` on Debian or Ubuntu, `brew install --cask chromium` on macOS; or set TOURC_CHROMIUM to its path. Without --png the preview needs nothing."
        case .chromiumFailed(let message):
            return "headless Chromium failed: \(message)"
        }
    }

    /// The exit status the command ends with.
    public var exitStatus: Int32 {
        switch self {
        case .noSuchApp, .noSuchTour, .noSuchLanguage: return 64
        case .bundleUnreadable, .chromiumMissing, .chromiumFailed: return ExitStatus.couldNotRun.rawValue
        }
    }
}

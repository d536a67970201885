import Plot
import TourKit
import TourcDiagnostics

/// The site's front page: every app with its tour count, and warnings that belong to no app.
enum IndexPage {
    static func render(_ bundles: [(folder: String, bundle: TourBundle)], diagnostics: [Diagnostic]) -> String {
        PageShell.render(
            title: "Tours — tourc preview",
            crumbs: [],
            header: [
                .h1(.text("Tours")),
                .p(.text("Every app's tours as tourc compiled them: each step drawn on a phone frame, each tour's flow as a graph.")),
                PageShell.diagnostics(diagnostics),
            ],
            main: [
                .ul(.forEach(bundles) { entry in
                    .li(Markup.link("\(entry.folder)/index.html", entry.bundle.app.name),
                        Markup.text(" — \(entry.bundle.tours.count) tour\(entry.bundle.tours.count == 1 ? "" : "s")"))
                }),
            ])
    }
}

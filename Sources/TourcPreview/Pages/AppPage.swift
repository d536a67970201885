import Plot
import TourKit
import TourcDiagnostics

/// An app's page: its tours with what starts each, for whom, under which conditions and at which
/// priority, then the registry's warnings and every field of the registry.
enum AppPage {
    /// `drawn`: the tours that have a page in this run (`--tour` draws one); the others are
    /// listed without a link, so the page never links to a missing file.
    static func render(_ bundle: TourBundle, diagnostics: [Diagnostic], drawn: Set<String>) -> String {
        let app = bundle.app
        return PageShell.render(
            title: "\(app.name) — tourc preview",
            crumbs: [("All apps", "../index.html")],
            header: [
                .h1(Markup.text(app.name)),
                app.description.map { .p(Markup.text($0)) } ?? .empty,
                PageShell.diagnostics(diagnostics),
            ],
            main: [
                .h2(.text("Tours")),
                .table(
                    .class("tours"),
                    .tr(.th(.text("Tour")), .th(.text("Presentation")), .th(.text("Triggers")), .th(.text("Conditions")),
                        .th(.text("Roles")), .th(.text("Priority")), .th(.text("Steps"))),
                    .forEach(bundle.tours) { tour in
                        .tr(
                            .td(drawn.contains(tour.id) ? Markup.link("tours/\(tour.id).html", tour.name) : Markup.text(tour.name),
                                .br(), Markup.span("crumbs", tour.id)),
                            .td(Markup.text(tour.presentation.style.rawValue)),
                            .td(Markup.text(tour.triggers.isEmpty ? "none" : tour.triggers.map(Format.trigger).joined(separator: "; "))),
                            .td(Markup.text(Format.conditions(when: tour.when, unless: tour.unless) ?? "none")),
                            .td(Markup.text(tour.roles.isEmpty ? "every user" : tour.roles.joined(separator: ", "))),
                            .td(Markup.text(String(tour.priority ?? 0))),
                            .td(Markup.text(String(tour.steps.count)))
                        )
                    }
                ),
                .element(named: "details", nodes: [
                    .element(named: "summary", nodes: [.text("Every field of the registry (app.yaml)")]),
                    ModelFields.render(app),
                ]),
            ])
    }
}

import Plot
import TourKit
import TourcDiagnostics

/// A tour's page: what starts it and for whom, every step drawn on a phone frame with what
/// advances it, what happens when its target is missing and the warnings that point into it, then
/// the tour's flow as a graph, then every field of the tour.
enum TourPage {
    static func render(tour: Tour, app: AppRegistry, appFolder: String, diagnostics: [Int?: [Diagnostic]],
                       language: PreviewLanguage = PreviewLanguage(code: nil), languages: [PreviewLanguage] = []) -> String {
        let graph = FlowGraph(tour: tour, registry: app)
        var settings = tour
        settings.steps = []
        return PageShell.render(
            title: "\(tour.name) — \(app.name) — tourc preview",
            crumbs: [("All apps", "../../index.html"), (app.name, "../index.html")],
            header: [
                .h1(Markup.text(tour.name)),
                tour.description.map { .p(Markup.text($0)) } ?? .empty,
                summary(tour),
                PageShell.appearanceSwitch(),
                languageSwitch(tour: tour, current: language, languages: languages),
                PageShell.diagnostics(diagnostics[nil] ?? []),
            ],
            main: [
                .h2(.text("Steps")),
                .div(.class("steps"), language.isRightToLeft ? Markup.attribute("dir", "rtl") : Markup.attribute("dir", "ltr"),
                     Markup.attribute("lang", language.code ?? "en"), .forEach(tour.steps.indices) { index in
                    stepCard(FrameContext(tour: tour, registry: app, index: index),
                             diagnostics: diagnostics[index] ?? [])
                }),
                .h2(.text("Flow")),
                .p(.class("crumbs"), .text("Solid: the way on (labelled with what advances). Dotted, left: Back. Dashed orange, right: around a step whose condition does not hold. Purple: buttons that leave the line. Orange frame: a recovery checkpoint; the Recovery box says what a failing step leads to.")),
                .div(.class("flow-wrap"), FlowGraphSVG(graph).render()),
                .element(named: "details", nodes: [
                    .element(named: "summary", nodes: [.text("Every field of the tour (without its steps)")]),
                    ModelFields.render(settings),
                ]),
            ])
    }

    /// Links to the same tour in the app's other languages (docs/preview.md, "Languages");
    /// nothing for an app with one language.
    static func languageSwitch(tour: Tour, current: PreviewLanguage, languages: [PreviewLanguage]) -> BodyNode {
        guard languages.count > 1 else { return .empty }
        return .div(.class("languages"), .text("Language: "), .forEach(languages) { language in
            let name = language.code ?? "source"
            return language == current
                ? .strong(Markup.text(name))
                : .group(.text(" "), Markup.link("\(tour.id)\(language.pageSuffix).html", name), .text(" "))
        })
    }

    static func summary(_ tour: Tour) -> BodyNode {
        let presentation = tour.presentation
        var rows: [(String, String)] = [
            ("id", tour.id),
            ("presentation", "\(presentation.style.rawValue) in a \(presentation.container.rawValue), background \(presentation.background.rawValue), progress \(presentation.progress.style.rawValue)"),
            ("triggers", tour.triggers.isEmpty ? "none (the app starts it)" : tour.triggers.map(Format.trigger).joined(separator: "; ")),
            ("conditions", Format.conditions(when: tour.when, unless: tour.unless) ?? "none"),
            ("roles", tour.roles.isEmpty ? "every user" : tour.roles.joined(separator: ", ")),
            ("priority", String(tour.priority ?? 0)),
            ("steps", String(tour.steps.count)),
        ]
        let flow = tour.flow
        rows.append(("skip / back", "\(flow.skip.available ? "Skip available" : "no Skip"); \(flow.back ? "Back allowed" : "no Back")"))
        if let recovery = flow.recovery {
            rows.append(("recovery", "checkpoints \(recovery.checkpoints.map { String($0 + 1) }.joined(separator: ", ")); otherwise \(Format.fallback(recovery.fallback))"))
        }
        return .table(.class("summary"), .forEach(rows) { row in
            .tr(.th(Markup.text(row.0)), .td(Markup.text(row.1)))
        })
    }

    static func stepCard(_ context: FrameContext, diagnostics: [Diagnostic]) -> BodyNode {
        let step = context.step
        var facts: [String] = ["advances on: \(FlowGraph.advanceLabel(step))"]
        if let condition = Format.conditions(when: step.when, unless: step.unless) { facts.append("shown only if \(condition)") }
        facts += FlowGraph.targetNotes(step, registry: context.registry, recovery: context.tour.flow.recovery)
        if context.tour.flow.recovery?.checkpoints.contains(context.index) ?? false { facts.append("recovery checkpoint") }
        switch step.kind {
        case .intents(let content): facts.append("sequence: " + content.intents.map(describe).joined(separator: " → "))
        // Their whole content is on the frame.
        case .page, .spotlight, .tooltip: break
        }
        if let note = step.note { facts.append("note: \(note)") }
        return .element(named: "article", nodes: [
            Markup.attribute("class", "step-card"),
            Markup.attribute("id", "step-\(context.index + 1)"),
            .h3(Markup.text("\(context.index + 1) · \(step.id) "), Markup.span("kind", step.kind.type.rawValue),
                .span(.class("frame-badge"), .text("overflows")),
                .span(.class("scroll-badge"), Markup.attribute("title", "the content is taller than the screen at this text size"), .text("scrolls"))),
            StepFrame.render(context),
            .ul(.class("step-facts"), .forEach(facts) { .li(Markup.text($0)) }),
            PageShell.diagnostics(diagnostics),
            .element(named: "details", nodes: [
                .element(named: "summary", nodes: [.text("Every field of this step")]),
                ModelFields.render(step),
            ]),
        ])
    }

    static func describe(_ intent: Intent) -> String {
        switch intent {
        case .navigate(let to): return "navigate to \(to)"
        case .highlight(let target, let padding): return "highlight \(target) (padding \(Format.number(padding.horizontal)))"
        case .showMessage(let title, _): return "message “\(title)”"
        case .showTooltip(_, let position): return "tooltip \(position.rawValue)"
        case .demonstrateGesture(let gesture, _, let target): return "demonstrate \(gesture.rawValue)" + (target.map { " on \($0)" } ?? "")
        case .awaitTap(let target): return "wait for a tap" + (target.map { " on \($0)" } ?? "")
        case .awaitNextButton: return "wait for Next"
        case .delay(let seconds): return "wait \(Format.number(seconds)) s"
        }
    }
}

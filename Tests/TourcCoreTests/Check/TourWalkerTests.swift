import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// `TourWalker.forEachActionShown`: what a step offers, the one place the checks learn that a
/// carousel's footer shows under every page (and nowhere else).
@Suite struct TourWalkerTests {
    static func walker(_ yaml: String) throws -> TourWalker {
        var d = DiagnosticCollector()
        let document = try #require(YAMLLoader.load(Array(yaml.utf8), file: "demo/intro.yaml", diagnostics: &d).first)
        #expect(!d.hasErrors, "\(d.diagnostics.map(\.message))")
        let tour = try YAMLNodeDecoder().decode(Tour.self, from: document)
        return TourWalker(tour: Located(value: tour, document: document, relativePath: "demo/intro.yaml"))
    }

    /// Each step's shown actions, as "type@line:column" of the node each comes with.
    static func shown(_ walker: TourWalker) -> [String: [String]] {
        var result: [String: [String]] = [:]
        walker.forEachStep { _, step, node in
            var actions: [String] = []
            walker.forEachActionShown(on: step, node) { action, ref in
                let start = ref().span.range.start
                actions.append("\(action.type.rawValue)@\(start.line):\(start.column)")
            }
            result[step.id] = actions
        }
        return result
    }

    /// A page shows its own buttons, then the footer's, each with its node in the footer; a
    /// tooltip step of the same tour shows none of the footer (the footer is a page's).
    @Test func aCarouselPageShowsItsFooter() throws {
        let walker = try Self.walker("""
            id: intro
            name: Intro
            presentation: {style: fullScreenCarousel}
            carousel:
              footer:
                - {label: Allow, action: {type: perform, action: requestNotifications}}
                - {label: Later, action: {type: dismiss}}
            steps:
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Next, action: {type: next}}
              - id: plain
                type: page
                title: Plain
              - id: tip
                type: tooltip
                body: Here.
                anchor: grid
                actions:
                  - {label: OK, action: {type: complete}}
            """)
        #expect(Self.shown(walker) == [
            "welcome": ["next@13:31", "perform@6:30", "dismiss@7:30"],
            "plain": ["perform@6:30", "dismiss@7:30"],
            "tip": ["complete@22:29"],
        ])
        #expect(walker.footerShown(on: walker.tour.value.steps[2]).isEmpty)
        // The tour-wide walk still visits the footer once, not once per page.
        var all: [String] = []
        walker.forEachAction { action, _ in all.append(action.type.rawValue) }
        #expect(all == ["next", "complete", "perform", "dismiss"])
    }

    /// Without `carousel:`, a page shows only its own buttons.
    @Test func aPageOfATourWithoutACarouselShowsNoFooter() throws {
        let walker = try Self.walker("""
            id: intro
            name: Intro
            presentation: {style: bottomSheet}
            steps:
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Next, action: {type: next}}
            """)
        #expect(Self.shown(walker) == ["welcome": ["next@9:31"]])
        #expect(walker.footerShown(on: walker.tour.value.steps[0]).isEmpty)
    }

    /// `carousel:` on a tour that is not a `fullScreenCarousel` has no effect (TOUR3814), in the
    /// runtime and so in the checks: its pages show no footer.
    @Test func aFooterOnAnotherPresentationShowsNowhere() throws {
        let walker = try Self.walker("""
            id: intro
            name: Intro
            presentation: {style: bottomSheet}
            carousel:
              footer:
                - {label: Later, action: {type: dismiss}}
            steps:
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Next, action: {type: next}}
            """)
        #expect(Self.shown(walker) == ["welcome": ["next@12:31"]])
    }
}

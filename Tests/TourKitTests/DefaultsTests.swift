import Foundation
import Testing
@testable import TourKit

/// Optional keys decode to the defaults defined once in TourKit, and the normalized encoding
/// writes them out.
@Suite struct DefaultsTests {
    @Test func minimalTourGetsEveryDefault() throws {
        let tour = try decode(Tour.self, """
        {"id": "challenges", "name": "Challenges", "presentation": {"style": "bottomSheet"},
         "steps": [{"id": "soon", "type": "page", "title": "Challenges Coming Soon"}]}
        """)
        #expect(tour.roles.isEmpty)
        #expect(tour.triggers.isEmpty)
        #expect(tour.labels == ButtonLabels(next: "Next", back: "Back", skip: "Skip", done: "Done", dismiss: "Dismiss"))
        #expect(tour.flow.skip.available)
        #expect(tour.flow.skip.position == .bottomLeading)
        #expect(tour.flow.resume == ResumePolicy(onBackground: .resume, onRelaunch: .restart))
        #expect(tour.flow.recovery == nil)
        #expect(tour.presentation.background == .none)
        #expect(tour.presentation.interactiveDismiss)
        #expect(tour.presentation.progress == ProgressIndicator(style: .dots, excludesFinalStep: false, hiddenForSingleStep: true))
        #expect(tour.accessibility.minimumTouchTarget == 44)
        #expect(tour.accessibility.respectsReduceMotion)

        let step = try #require(tour.steps.first)
        #expect(step.skippable)
        #expect(step.when.isEmpty && step.unless.isEmpty)
        guard case .page(let page) = step.kind else {
            Issue.record("expected a page, got \(step.kind)")
            return
        }
        #expect(page.advance == .nextButton)
        #expect(page.content.isEmpty)
    }

    @Test func normalizedEncodingWritesDefaults() throws {
        let tour = try decode(Tour.self, """
        {"id": "t", "name": "T", "presentation": {"style": "tooltip"},
         "steps": [{"id": "tip", "type": "tooltip", "body": "Hi", "anchor": "helpButton"}]}
        """)
        let json = try encode(tour)
        #expect(json.contains(#""dismiss":["tapOutside","button"]"#))
        #expect(json.contains(#""position":"automatic""#))
        #expect(json.contains(#""skippable":true"#))
        #expect(json.contains(#""type":"tooltip""#))
        #expect(try roundTrip(tour) == tour)
    }

    @Test func bundleWithoutHashDecodes() throws {
        let bundle = try decode(TourBundle.self, #"{"app": {"id": "ops", "name": "OPS"}, "tours": []}"#)
        #expect(bundle.format == TourKitVersion.format)
        #expect(bundle.contentHash == "")
        #expect(bundle.app.versions.isEmpty)
    }

    @Test func majorVersionsInAuthoredOrder() throws {
        let app = try decode(AppRegistry.self, """
        {"id": "carrier-wave", "name": "Carrier Wave",
         "versions": [{"version": "1.0"}, {"version": "2.0", "major": true}, {"version": "2.5", "major": true}]}
        """)
        #expect(app.majorVersions == ["2.0", "2.5"])
    }

    @Test func highlightPaddingDefaultsToEight() throws {
        let intent = try decode(Intent.self, #"{"type": "highlight", "target": "jobCard"}"#)
        #expect(intent == .highlight(target: "jobCard", padding: Padding(8)))
    }

    @Test func recoveryFallbackPerError() throws {
        let strategy = try decode(RecoveryStrategy.self, """
        {"checkpoints": [0, 3, 6, 9], "fallback": {"type": "nextCheckpoint"},
         "errors": [{"error": "targetNotFound", "fallback": {"type": "skipStep"}}]}
        """)
        #expect(strategy.maxRetries == 2)
        #expect(strategy.retryDelay == 0.3)
        #expect(strategy.fallback(for: .targetNotFound) == .skipStep)
        #expect(strategy.fallback(for: .navigationFailed) == .nextCheckpoint)
    }
}

/// The one style-dependent default: the presentation container.
@Suite struct ContainerDefaultTests {
    @Test(arguments: [
        ("bottomSheet", PresentationContainer.sheet), ("updatePrompt", .sheet), ("fullScreenCarousel", .fullScreenCover),
        ("spotlight", .overlay), ("intentSequence", .overlay), ("tooltip", .popover),
    ])
    func containerFollowsStyle(_ style: String, _ expected: PresentationContainer) throws {
        let presentation = try decode(Presentation.self, #"{"style": "\#(style)"}"#)
        #expect(presentation.container == expected)
        #expect(try encode(presentation).contains(#""container":"\#(expected.rawValue)""#))
    }

    @Test func explicitContainerWins() throws {
        #expect(try decode(Presentation.self, #"{"style": "tooltip", "container": "overlay"}"#).container == .overlay)
        #expect(Presentation(style: .bottomSheet).container == .sheet)
    }
}

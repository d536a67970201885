import Foundation
import Testing
@testable import TourKit

/// Every case of every `type`-discriminated union survives encode → decode, and writes its
/// discriminator beside its fields.
@Suite struct UnionCodingTests {
    static let region = Region(target: "currentWeek", slice: Slice(edge: .bottom, length: 100), offset: Point(x: -120, y: -60),
                               size: Size(width: 160, height: 120), padding: Padding(horizontal: 40, vertical: 20))
    static let sheet = Sheet(title: "View Your History", body: "Placement log.", dismissLabel: "Got it")
    static let embed = ComponentEmbed(component: "servicePicker", presentation: .sheet, title: "Other Services",
                                      options: [ListItem(icon: "tree", title: "POTA")], dismissLabel: "Done", detents: [.medium])

    static let intents: [Intent] = [
        .navigate(to: "jobBoardTab"), .highlight(target: "jobCard", padding: Padding(8)),
        .showMessage(title: "Welcome", body: "Hi"), .showTooltip(message: "Tap", position: .leading),
        .demonstrateGesture(gesture: .longPress, duration: 0.8, target: "row"), .demonstrateGesture(gesture: .pinchOut, duration: nil, target: nil),
        .awaitTap(target: nil), .awaitTap(target: "card"), .awaitNextButton, .delay(seconds: 0.3),
    ]
    static let advances: [Advance] = [
        .nextButton, .tapAnywhere, .tapTarget(target: "currentWeek"), .gesture(gesture: .swipeLeft, target: nil),
        .event(event: "weekMarked"), .component(component: "phaseForm", outcomes: ["saved", "dismissed"]), .timer(after: 2.5),
    ]
    static let actions: [Action] = [
        .next, .back, .skip, .complete, .dismiss, .startTour(tour: "whats_new"), .showSheet(sheet),
        .presentComponent(embed), .openScreen(screen: "settings"), .openURL(url: "https://pota.app"),
    ]
    static let blocks: [Block] = [
        .text(text: "Configure these anytime in Settings", style: .footnote),
        .bullets(items: [ListItem(icon: "tree", title: "POTA", text: "Upload activations to Parks on the Air")], style: .cards),
        .numbered(items: ["Tap a zone on the body diagram", "Confirm the placement"]),
        .legend(items: [LegendItem(color: "gray", label: "Available", text: "Never used or fully rested - safe to use")]),
        .topics(items: [Topic(id: "history", title: "View Your History", summary: "placement log and editing", sheet: sheet)]),
        .component(embed), .link(label: "Connect a different service instead", icon: nil, iconAsset: nil, action: .presentComponent(embed)),
        .illustration(Illustration(symbol: "figure.stand", description: "Body diagram")),
    ]
    static let triggers: [Trigger] = [
        Trigger(.firstLaunch), Trigger(.appLaunch, note: "on appear"), Trigger(.firstVisit(screen: "challenges", via: "challengesTab")),
        Trigger(.targetTap(target: "helpButton")), Trigger(.event(event: "revealCompleted", delay: 1.5)),
        Trigger(.majorUpdate(versionKey: "tour.lastTourVersion", version: "2.5", change: .listed, ifHeld: .wait, recordsInstall: false)),
        Trigger(.manual(ManualEntry(label: "Show App Tour", screen: "settings", section: "Help/About", icon: "questionmark.circle", resetsState: true))),
    ]
    static let fallbacks: [Fallback] = [.skipStep, .nextCheckpoint, .restart, .endTour(message: "Tour ended unexpectedly. You can restart from Settings → Help."), .endTour(message: "")]

    @Test(arguments: intents) func intentRoundTrips(_ value: Intent) throws {
        #expect(try roundTrip(value) == value)
        #expect(try encode(value).contains(#""type":"\#(value.type.rawValue)""#))
    }

    @Test(arguments: advances) func advanceRoundTrips(_ value: Advance) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: actions) func actionRoundTrips(_ value: Action) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: blocks) func blockRoundTrips(_ value: Block) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: triggers) func triggerRoundTrips(_ value: Trigger) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: fallbacks) func fallbackRoundTrips(_ value: Fallback) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test func stepKindsRoundTripWithCommonKeys() throws {
        let steps = [
            Step(id: "welcome", kind: .page(PageContent(title: "Welcome", icon: "sparkles", content: Self.blocks,
                                                         actions: [ActionButton(label: "Take a Tour", action: .startTour(tour: "t"))]))),
            Step(id: "currentWeek", kind: .spotlight(SpotlightContent(
                title: "You Are Here", body: "This glowing dot is today.\nTap it.", hint: "Tap the glowing week",
                spotlight: Spotlight(regions: [Self.region], cornerRadius: 50), dim: 0.85,
                coachMark: CoachMark(position: .automatic, anchor: Self.region),
                gestureHint: GestureHint(gesture: .tap, at: Self.region, icon: "hand.point.up.fill", animation: Animation(duration: 0.4, easing: .easeInOut, delay: 0.5, repeats: true, autoreverses: true)),
                pulseRing: Self.region, blocksTouches: true, component: Self.embed, advance: .tapTarget(target: "currentWeek"), celebrate: true,
                targetFallbacks: [TargetFallback(target: "currentWeek", replacement: "firstWeeks", when: ["hasFilledWeeks"])])),
                 skippable: false, unless: ["hasPhases"], tags: ["onboarding"], haptics: [HapticCue(event: "entry", haptic: .light)],
                 labels: LabelOverrides(next: "Start Tour"), accessibility: StepAccessibility(hint: "Double-tap"), note: "n"),
            Step(id: "home", kind: .intents(IntentContent(intents: Self.intents))),
            Step(id: "tip", kind: .tooltip(TooltipContent(body: "Warmer colors = more frequently used.", anchor: "heatmapHelpButton"))),
        ]
        for step in steps {
            #expect(try roundTrip(step) == step)
            let json = try encode(step)
            #expect(json.contains(#""id":"\#(step.id)""#))
            #expect(json.contains(#""type":"\#(step.kind.type.rawValue)""#))
        }
    }

    @Test func unknownTypeIsAnError() {
        #expect(throws: DecodingError.self) { try decode(Intent.self, #"{"type": "teleport"}"#) }
        #expect(throws: DecodingError.self) { try decode(Step.self, #"{"id": "x", "type": "slideshow", "title": "T"}"#) }
    }
}

import Testing
@testable import TourcCore

/// Flow (TOUR33xx), each check with its failing fixture.
@Suite struct CheckFlowTests {
    typealias F = CheckFixtures

    static func spotlight(_ step: String, extra: String = "") -> [String: String] {
        F.app(tour: F.tour(style: "spotlight", extra: extra, steps: step))
    }

    @Test func stepTypeMustFitPresentation() throws {
        try expectDiagnostics(LanguageCodes.presentationMismatch, F.app(tour: F.tour(style: "tooltip", steps: """
              - id: welcome
                type: 1️⃣page
                title: Welcome
            """)))
    }

    @Test func whenAndUnlessSharingAConditionNeverShows() throws {
        try expectDiagnostics(LanguageCodes.neverShown, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
              - id: add
                type: page
                title: Add
                when: [hasPhases]
                unless: [1️⃣hasPhases]
            """)))
    }

    @Test func everyStepConditionalWarns() throws {
        try expectDiagnostics(LanguageCodes.allStepsConditional, F.app(tour: F.tour(steps: """
              - {id: a, type: page, title: A, when: [hasPhases]}
              - {id: b, type: page, title: B, when: [hasPhases]}
            """).replacingOccurrences(of: "\nsteps:", with: "\n1️⃣steps:")))
    }

    @Test func lastPageWithoutFinishingAction() throws {
        try expectDiagnostics(LanguageCodes.cannotFinish, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                1️⃣actions:
                  - {label: Open, action: {type: openScreen, screen: home}}
            """)))
    }

    @Test func earlierPageWhoseActionsDoNotMoveOn() throws {
        try expectDiagnostics(LanguageCodes.cannotFinish, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                1️⃣actions:
                  - {label: Open, action: {type: openScreen, screen: home}}
              - {id: done, type: page, title: Done}
            """)))
    }

    @Test func intentsThatDoNotWaitWarn() throws {
        try expectDiagnostics(LanguageCodes.intentsDoNotWait, F.app(tour: F.tour(style: "intentSequence", steps: """
              - id: board
                type: intents
                intents:
                  - {type: navigate, to: homeTab}
                  - 1️⃣{type: showMessage, title: Home, body: Start here.}
            """)))
    }

    @Test func tourThatStartsItselfLoops() throws {
        try expectDiagnostics(LanguageCodes.tourLoop, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Again, action: {type: startTour, tour: 1️⃣intro}}
                  - {label: Done, action: {type: complete}}
            """)))
    }

    @Test func waitingStepWithoutWayOutTraps() throws {
        try expectDiagnostics(LanguageCodes.trapsUser, Self.spotlight("""
              - id: tap
                type: spotlight
                title: Tap
                body: Tap the grid.
                skippable: 1️⃣false
                coachMark: {position: automatic}
                advance: {type: tapTarget, target: grid}
            """))
    }

    /// `flow.skip.available: false` traps every waiting step: one diagnostic at that setting,
    /// with a label at each step it traps, not one per step.
    @Test func skipOffTrapsReportedOnceAtTheSetting() throws {
        let found = try expectDiagnostics(LanguageCodes.trapsUser, Self.spotlight("""
              - id: tap
                type: spotlight
                title: Tap
                body: Tap the grid.
                coachMark: {position: automatic}
                advance: {type: tapTarget, target: grid}
              - id: wait
                type: spotlight
                title: Wait
                body: Swipe.
                coachMark: {position: automatic}
                advance: {type: event, event: weekMarked}
            """, extra: "flow: {skip: {available: 1️⃣false}}"))
        #expect(found.count == 1)
        #expect(found.first?.labels.count == 2)
        #expect(found.first?.message.contains("`tap`, `wait`") == true)
        #expect(found.first?.message.contains("available: true") == true)
    }

    /// The advice fits the step: a waiting component is told about `dismissed`.
    @Test func trapAdviceFitsTheStepKind() throws {
        let found = try expectDiagnostics(LanguageCodes.trapsUser, Self.spotlight("""
              - id: add
                type: spotlight
                title: Add
                body: Add a phase.
                skippable: 1️⃣false
                coachMark: {position: automatic}
                advance: {type: component, component: phaseForm, outcomes: [saved]}
            """))
        #expect(found.first?.message.contains("`skippable: true`") == true)
        #expect(found.first?.message.contains("`dismissed`") == true)
        #expect(found.first?.message.contains("action button") == false)
    }

    @Test func awaitTapOnATargetWithoutSkipTraps() throws {
        try expectDiagnostics(LanguageCodes.trapsUser, F.app(tour: F.tour(style: "intentSequence", extra: "flow: {skip: {available: 1️⃣false}}", steps: """
              - id: board
                type: intents
                intents:
                  - {type: highlight, target: homeTab}
                  - {type: awaitTap, target: homeTab}
            """)))
    }

    @Test func componentWithDismissedOutcomeIsAWayOut() throws {
        let files = Self.spotlight("""
              - id: add
                type: spotlight
                title: Add
                body: Add a phase.
                skippable: false
                coachMark: {position: automatic}
                advance: {type: component, component: phaseForm, outcomes: [saved, dismissed]}
            """)
        #expect(try CheckFixture(files).check().isEmpty)
    }

    @Test func blockedTouchesNeedTheTargetInTheSpotlight() throws {
        try expectDiagnostics(LanguageCodes.blockedTarget, Self.spotlight("""
              - id: tap
                type: spotlight
                title: Tap
                body: Tap the grid.
                coachMark: {position: automatic}
                spotlight: {regions: [{target: homeTab}]}
                1️⃣blocksTouches: true
                advance: {type: tapTarget, target: grid}
            """))
    }

    @Test func unusedTargetFallbackWarns() throws {
        try expectDiagnostics(LanguageCodes.unusedTargetFallback, Self.spotlight("""
              - id: look
                type: spotlight
                title: Look
                body: The grid.
                coachMark: {position: automatic}
                spotlight: {regions: [{target: grid}]}
                targetFallbacks:
                  - {target: 1️⃣homeTab, replacement: gridBox, unless: [hasPhases]}
                advance: {type: nextButton}
            """))
    }

    /// An `anyOf` advance waits on every alternative's target, not only the first: a fallback for
    /// the second one is used, one for a target no alternative names is not.
    @Test func unusedTargetFallbackLooksAtEveryAlternative() throws {
        try expectDiagnostics(LanguageCodes.unusedTargetFallback, Self.spotlight("""
              - id: look
                type: spotlight
                title: Look
                body: The grid.
                coachMark: {position: automatic}
                targetFallbacks:
                  - {target: homeTab, replacement: gridBox, unless: [hasPhases]}
                  - {target: 1️⃣gridBox, replacement: grid, unless: [hasPhases]}
                advance: {type: anyOf, of: [{type: tapTarget, target: grid}, {type: gesture, gesture: swipeLeft, target: homeTab}]}
            """))
    }

    static let recoveryStep = """
          - {id: a, type: page, title: A}
          - {id: b, type: page, title: B}
        """

    @Test func checkpointsOutOfRange() throws {
        try expectDiagnostics(LanguageCodes.checkpointOutOfRange, F.app(tour: F.tour(extra: """
            flow:
              recovery: {checkpoints: [0, 1️⃣2], fallback: {type: nextCheckpoint}}
            """, steps: Self.recoveryStep)))
    }

    @Test func nextCheckpointWithoutCheckpoints() throws {
        try expectDiagnostics(LanguageCodes.noCheckpoints, F.app(tour: F.tour(extra: """
            flow:
              recovery: {fallback: {type: 1️⃣nextCheckpoint}}
            """, steps: Self.recoveryStep)))
    }

    @Test func checkpointsWithoutZeroWarn() throws {
        try expectDiagnostics(LanguageCodes.noFirstCheckpoint, F.app(tour: F.tour(extra: """
            flow:
              recovery: {checkpoints: 1️⃣[1], fallback: {type: skipStep}}
            """, steps: Self.recoveryStep)))
    }

    @Test func registryFallbackCycle() throws {
        let registry = F.registry
            .replacingOccurrences(of: "identifier: grid, screen: home}", with: "identifier: grid, screen: home, fallback: 1️⃣gridBox}")
            .replacingOccurrences(of: "{id: gridBox, type: coordinates,", with: "{id: gridBox, fallback: 2️⃣grid, type: coordinates,")
        try expectDiagnostics(LanguageCodes.fallbackCycle, F.app(registry: registry))
    }

    @Test func automaticTourWithoutOnceKeysWarns() throws {
        let tour = F.tour().replacingOccurrences(of: "triggers:", with: "1️⃣triggers:")
            .replacingOccurrences(of: "  onceKeys: [hasSeen]\n", with: "")
        try expectDiagnostics(LanguageCodes.noOnceKeys, F.app(tour: tour))
    }

    @Test func onceKeyNeverWrittenWarns() throws {
        let tour = F.tour().replacingOccurrences(of: "onceKeys: [hasSeen]", with: "onceKeys: [hasSeen, 1️⃣tour.seen]")
        try expectDiagnostics(LanguageCodes.onceKeyNeverWritten, F.app(tour: tour))
    }

    @Test func stateWritesMustFitTheKey() throws {
        let tour = F.tour().replacingOccurrences(of: "key: hasSeen, value: true}", with: """
            key: hasSeen, value: true}
                - {outcomes: [completed], key: hasSeen, operation: 1️⃣insert, value: $tourId}
                - {outcomes: [completed], key: tour.seen, operation: insert, value: 2️⃣$tourID}
            """)
        try expectDiagnostics(LanguageCodes.stateWriteType, F.app(tour: tour))
    }

    @Test func counterOnASingleStepWarns() throws {
        let tour = F.tour().replacingOccurrences(of: "presentation: {style: bottomSheet}",
                                                 with: "presentation: {style: bottomSheet, progress: {style: 1️⃣counter, hiddenForSingleStep: false}}")
        try expectDiagnostics(LanguageCodes.counterOnSingleStep, F.app(tour: tour))
    }

    @Test func excludesFinalStepNeedsTwoSteps() throws {
        let tour = F.tour().replacingOccurrences(of: "presentation: {style: bottomSheet}",
                                                 with: "presentation: {style: bottomSheet, progress: {1️⃣excludesFinalStep: true}}")
        try expectDiagnostics(LanguageCodes.progressMisfit, F.app(tour: tour))
    }
}

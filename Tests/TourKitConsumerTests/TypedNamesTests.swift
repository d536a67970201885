import Foundation
import Testing
import TourKit
import TourKitRuntime

/// Issue 22, item 10: the generated id enums cover every name a host passes (re-entry control
/// labels, page button labels, component outcomes, screens, targets...), and TourKitRuntime takes
/// them directly, so a host never keys on UI text. These calls compile only because the
/// generated Swift has the enums and their TourKit kinds.
@Suite("Typed names a host passes")
struct TypedNamesTests {
    static func coordinator(_ bundle: TourBundle, role: String? = nil, store: InMemoryStateStore = InMemoryStateStore()) -> TourCoordinator {
        var c = TourCoordinator(bundle: bundle, store: store, environment: TourEnvironment(appVersion: "9.0", role: role))
        c.hostConfirmsDisplay = false
        return c
    }

    static func presented(_ commands: [TourCommand]) -> [String] {
        commands.compactMap { if case .present(let p) = $0 { "\(p.tour)/\(p.step.id)" } else { nil } }
    }

    static func unknown(_ commands: [TourCommand]) -> [UnknownName] {
        commands.compactMap { if case .unknownName(let u) = $0 { u } else { nil } }
    }

    @Test func aManualControlByItsGeneratedLabelStartsTheTourForTheRole() {
        #expect(OPSTours.ManualControlID.takeTourAgain.rawValue == "Take Tour Again")
        var c = Self.coordinator(OPSTours.bundle, role: OPSTours.RoleID.officeCrew.rawValue)
        let commands = c.handle(.manual(OPSTours.ManualControlID.takeTourAgain))
        #expect(Self.unknown(commands).isEmpty)
        #expect(Self.presented(commands).first?.hasPrefix(OPSTours.TourID.officeOnboarding.rawValue + "/") == true)
        // The same signal as the string form.
        #expect(TourSignal.manual(OPSTours.ManualControlID.takeTourAgain) == .manual("Take Tour Again"))
    }

    @Test func aPageButtonByItsGeneratedLabelRunsItsAction() {
        #expect(CarrierWaveTours.ButtonID.takeATour.rawValue == "Take a Tour")
        var c = Self.coordinator(CarrierWaveTours.bundle)
        #expect(Self.presented(c.handle(.manual(CarrierWaveTours.TourID.whatsNew2_5))) == ["whats_new_2_5/whatsNew"])
        let commands = c.handle(.run(.action(CarrierWaveTours.ButtonID.takeATour)))
        #expect(Self.unknown(commands).isEmpty)
        #expect(c.lastEnded == TourEnding(tour: "whats_new_2_5", outcome: .completed))
        #expect(c.run != nil && c.run?.tour.id != "whats_new_2_5")
    }

    @Test func aComponentOutcomeByItsGeneratedNamesAdvancesTheStep() {
        // `hasPhases` is answered by a stored key.
        let store = InMemoryStateStore()
        store.set(.bool(true), forKey: KitchenSinkTours.PersistenceKeyID.hasPhasesKey.rawValue)
        var c = Self.coordinator(KitchenSinkTours.bundle, store: store)
        let first = Self.presented(c.handle(.manual(KitchenSinkTours.TourID.default)))
        #expect(first == ["default/welcome"])
        let input = RunInput.component(KitchenSinkTours.ComponentID.signIn, outcome: KitchenSinkTours.ComponentOutcomeID.connected)
        #expect(input == .component(id: "signIn", outcome: "connected"))
        let commands = c.handle(.run(input))
        #expect(Self.unknown(commands).isEmpty)
        // The step advanced: the tour's `stepDelay` hides it and schedules the next one.
        #expect(commands.contains { if case .scheduleTimer(let t) = $0 { t.purpose == .stepDelay } else { false } })
    }

    @Test func everyGeneratedLabelIsANameTheRuntimeKnows() {
        // Each case sent through the runtime is never reported unknown: the enums and the
        // runtime's name check read the same labels.
        for label in OPSTours.ManualControlID.allCases {
            var c = Self.coordinator(OPSTours.bundle, role: "admin")
            #expect(Self.unknown(c.handle(.manual(label))).isEmpty)
        }
        for button in KitchenSinkTours.ButtonID.allCases {
            var c = Self.coordinator(KitchenSinkTours.bundle)
            #expect(Self.unknown(c.handle(.run(.action(button)))).isEmpty, "\(button)")
        }
        #expect(TourSignal.visit(FiniteTours.ScreenID.allCases[0]) == .visit(FiniteTours.ScreenID.allCases[0].rawValue))
    }
}

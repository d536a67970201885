import Foundation
import Testing
@testable import TourKit

/// The two values that accept more than one YAML shape, and their one normalized encoding.
@Suite struct ScalarFormsTests {
    @Test func paddingAcceptsNumberOrMapping() throws {
        #expect(try decode(Padding.self, "16") == Padding(16))
        #expect(try decode(Padding.self, #"{"horizontal": 40, "vertical": 20}"#) == Padding(horizontal: 40, vertical: 20))
        #expect(try decode(Padding.self, #"{"vertical": 20}"#) == Padding(horizontal: 0, vertical: 20))
    }

    @Test func paddingEncodesAsMapping() throws {
        #expect(try encode(Padding(8)) == #"{"horizontal":8,"vertical":8}"#)
        #expect(try roundTrip(Padding(horizontal: 30, vertical: 20)) == Padding(horizontal: 30, vertical: 20))
    }

    @Test func stateValueIsBoolOrString() throws {
        #expect(try decode([StateValue].self, #"[true, "$tourId", ""]"#) == [.bool(true), .string("$tourId"), .string("")])
        #expect(try encode([StateValue.bool(false), .string("$appVersion")]) == #"[false,"$appVersion"]"#)
    }

    @Test func stateUpdateDefaultsToSet() throws {
        let update = try decode(StateUpdate.self, #"{"outcomes": ["completed", "skipped"], "key": "hasCompletedOnboarding", "value": true}"#)
        #expect(update == StateUpdate(outcomes: [.completed, .skipped], key: "hasCompletedOnboarding", operation: .set, value: .bool(true)))
    }

    @Test func regionDefaultsAndAnimationWithoutDuration() throws {
        #expect(try decode(Region.self, #"{"target": "grid"}"#) == Region(target: "grid"))
        let animation = try decode(Animation.self, #"{"easing": "easeInOut"}"#)
        #expect(animation.duration == nil)
        #expect(animation.delay == 0)
        #expect(!animation.repeats)
    }

    @Test func triggerUserInitiated() {
        #expect(Trigger(.manual(ManualEntry(label: "Take Tour Again", screen: "settings"))).isUserInitiated)
        #expect(Trigger(.targetTap(target: "help")).isUserInitiated)
        #expect(!Trigger(.firstLaunch).isUserInitiated)
    }
}

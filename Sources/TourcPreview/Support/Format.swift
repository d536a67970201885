import TourKit

/// Numbers and model values as the preview writes them: the same text on every machine.
enum Format {
    /// A number without a needless fraction (`0.3`, `2`, `12.5`), at most two decimals.
    ///
    /// Why not `String(describing:)`: it writes `2.0`, and positions computed with fractions would
    /// otherwise differ in the last digit from one layout change to the next.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Beyond what `Int` holds (a value the author wrote, never a position): as Swift spells it.
        guard abs(value) < 1e12 else { return String(value) }
        let hundredths = (value * 100).rounded()
        let integer = Int(hundredths) / 100
        let fraction = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && integer == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(integer)" }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(sign)\(integer).\(digits)"
    }

    /// `left:…px;top:…px;width:…px;height:…px` for an absolutely placed box.
    static func place(_ box: Box) -> String {
        "left:\(number(box.x))px;top:\(number(box.y))px;width:\(number(box.width))px;height:\(number(box.height))px"
    }

    /// A condition list in words: `isSignedIn and not neverShowTours`.
    static func conditions(when: [String], unless: [String]) -> String? {
        let parts = when + unless.map { "not \($0)" }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// The same for entries that may be written in place (shown by their text).
    static func conditions(when: [ConditionEntry], unless: [ConditionEntry]) -> String? {
        conditions(when: when.map(\.name), unless: unless.map(\.name))
    }

    /// What a trigger is, in a line.
    static func trigger(_ trigger: Trigger) -> String {
        switch trigger.kind {
        case .firstLaunch: return "first launch"
        case .appLaunch: return "app launch"
        case .firstVisit(let screen, let via): return "first visit to \(screen)" + (via.map { " (via \($0))" } ?? "")
        case .targetTap(let target): return "tap on \(target)"
        case .event(let event, let delay): return "event \(event)" + (delay > 0 ? " after \(number(delay)) s" : "")
        case .majorUpdate(let key, let version, _, _, _): return "major update (\(key))" + (version.map { " to \($0)" } ?? "")
        case .manual(let entry): return "manual: \(entry.label) on \(entry.screen)" + (entry.resetsState ? ", resets state" : "")
        }
    }

    /// What a fallback does, in words.
    static func fallback(_ fallback: Fallback) -> String {
        switch fallback {
        case .skipStep: return "skip the step"
        case .nextCheckpoint: return "jump to the next checkpoint"
        case .endTour(let message): return message.isEmpty ? "end the tour silently" : "end the tour: “\(message)”"
        case .restart: return "restart the tour"
        }
    }

    /// A fallback in two or three words, for the graph's notes.
    static func shortFallback(_ fallback: Fallback) -> String {
        switch fallback {
        case .skipStep: return "skip step"
        case .nextCheckpoint: return "next checkpoint"
        case .endTour(let message): return message.isEmpty ? "end tour" : "end tour with message"
        case .restart: return "restart"
        }
    }

    /// What advances a step, in a few words (the flow graph's edge labels).
    static func advance(_ advance: Advance) -> String {
        switch advance {
        case .nextButton: return "Next"
        case .tapAnywhere: return "tap anywhere"
        case .tapTarget(let target): return "tap \(target)"
        case .gesture(let gesture, let target): return gesture.rawValue + (target.map { " on \($0)" } ?? "")
        case .event(let event): return "event \(event)"
        case .component(let component, let outcomes): return "\(component): \(outcomes.joined(separator: "/"))"
        case .actionOutcome(let action, let outcomes): return "\(action): \(outcomes.joined(separator: "/"))"
        case .timer(let after): return "after \(number(after)) s"
        case .anyOf(let ways): return ways.map { Format.advance($0) }.joined(separator: " or ")
        }
    }

    /// A persisted value as written in YAML.
    static func value(_ value: StateValue?) -> String {
        switch value {
        case .none: return ""
        case .bool(let flag)?: return flag ? "true" : "false"
        case .string(let text)?: return text
        }
    }
}

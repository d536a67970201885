import TourKit
import TourKitRuntime
import TourcDiagnostics
import YAMLLoader

/// Reads a scenario document that passed `schemas/scenario.schema.json` into a ``Scenario``.
/// The schema has reported every shape problem already, so what does not fit is passed over.
enum ScenarioParser {
    static func parse(_ document: YAMLDocument) -> Scenario {
        let root = document.root
        var scenario = Scenario(file: document.file, name: root["name"]?.string ?? "")
        scenario.app = root["app"]?.string
        scenario.appSpan = root["app"].map(document.span)
        if let given = root["given"] {
            scenario.appVersion = given["appVersion"]?.string
            if let role = given["role"] {
                scenario.role = role.string
                scenario.references.append(.init(kind: .role, name: role.string ?? "", span: document.span(role)))
            }
            scenario.conditions = conditions(given["conditions"], document, into: &scenario.references)
            ScenarioLocalization.parseGiven(given, into: &scenario)
            for pair in given["store"]?.pairs ?? [] {
                guard let key = pair.key.string else { continue }
                scenario.store[key] = stored(pair.value)
                scenario.references.append(.init(kind: .persistence, name: key, span: document.span(pair.key)))
                scenario.storeValues.append(.init(key: key, value: stored(pair.value), span: document.span(pair.value), expected: false))
            }
        }
        for item in root["steps"]?.items ?? [] {
            if let action = action(item, document, &scenario.references, &scenario.storeValues) {
                scenario.steps.append(.init(action: action, span: document.span(item)))
            }
        }
        return scenario
    }

    static func conditions(_ node: YAMLNode?, _ document: YAMLDocument, into references: inout [Scenario.Reference]) -> [String: Bool] {
        var answers: [String: Bool] = [:]
        for pair in node?.pairs ?? [] {
            guard let id = pair.key.string, case .bool(let b)? = pair.value.scalar?.value else { continue }
            answers[id] = b
            references.append(.init(kind: .condition, name: id, span: document.span(pair.key)))
        }
        return answers
    }

    /// A YAML value as a stored value; nil for null (absent).
    static func stored(_ node: YAMLNode) -> StoredValue? {
        if let items = node.items { return .strings(items.compactMap(\.string)) }
        switch node.scalar?.value {
        case .bool(let b)?: return .bool(b)
        case .number(.int(let i))?: return .int(Int(i))
        case .number(let n)?: return .string(node.scalar?.text ?? String(n.doubleValue))
        case .string(let s)?: return .string(s)
        default: return nil
        }
    }

    static func action(_ node: YAMLNode, _ document: YAMLDocument, _ references: inout [Scenario.Reference],
                       _ storeValues: inout [Scenario.StoreValue]) -> Scenario.Action? {
        if let word = node.string {
            switch word {
            case "launch": return .launch
            case "relaunch": return .relaunch(Scenario.Relaunch())
            case "end": return .signal(.end(reason: "app"))
            case "reevaluate": return .signal(.reevaluate)
            case "tapAnywhere": return .signal(.run(.tapAnywhere))
            case "next": return .signal(.run(.next))
            case "back": return .signal(.run(.back))
            case "skip": return .signal(.run(.skip))
            case "dismiss": return .signal(.run(.dismiss))
            case "close": return .signal(.run(.close))  // a coach mark's or tooltip's X
            case "background": return .signal(.run(.background))
            case "foreground": return .signal(.run(.foreground))
            default: return nil
            }
        }
        guard let pair = node.pairs?.first, node.pairs?.count == 1, let key = pair.key.string else { return nil }
        let value = pair.value
        let text = value.string ?? ""
        func refer(_ kind: Scenario.Reference.Kind, _ name: String, tour: String? = nil, at n: YAMLNode? = nil) {
            references.append(.init(kind: kind, name: name, tour: tour, span: document.span(n ?? value)))
        }
        switch key {
        case "visit": refer(.screen, text); return .signal(.visit(text))
        case "leave": refer(.screen, text); return .signal(.leave(text))
        case "ready": refer(.screen, text); return .signal(.ready(text))
        case "tap": refer(.target, text); return .signal(.tap(text))
        case "event": refer(.event, text); return .signal(.event(text))
        case "targetMissing": refer(.target, text); return .signal(.run(.targetMissing(text)))
        case "manual": refer(.manual, text); return .signal(.manual(text))
        case "action": refer(.button, text); return .signal(.run(.action(label: text)))
        case "wait":
            // Seconds, or a duration (`2d`): days are what pacing and re-showing are about.
            if let duration = value.string.flatMap(TourDuration.seconds) { return .wait(duration) }
            guard case .number(let n)? = value.scalar?.value else { return nil }
            return .wait(n.doubleValue)
        case "confirmSkip":
            guard case .bool(let b)? = value.scalar?.value else { return nil }
            return .signal(.run(.confirmSkip(b)))
        case "fail":
            // `fail: navigationFailed`, or `fail: {kind: navigationFailed, step: home}` for the
            // step the host was carrying out (a late report for another step is ignored).
            if let kindText = value["kind"]?.string, let step = value["step"]?.string {
                guard let kind = TourErrorKind(rawValue: kindText) else { return nil }
                return .signal(.run(.stepFailure(kind, step: step)))
            }
            guard let kind = TourErrorKind(rawValue: text) else { return nil }
            return .signal(.run(.failure(kind)))
        case "component":
            guard let id = value["id"]?.string, let outcome = value["outcome"]?.string else { return nil }
            refer(.component, id, at: value["id"])
            return .signal(.run(.component(id: id, outcome: outcome)))
        case "actionOutcome":
            // The host ran an app action a button asked for (`perform`) and reports how it ended.
            guard let action = value["action"]?.string, let outcome = value["outcome"]?.string else { return nil }
            refer(.action, action, at: value["action"])
            refer(.actionOutcome, outcome, tour: action, at: value["outcome"])
            return .signal(.run(.actionOutcome(action: action, outcome: outcome)))
        case "gesture":
            guard let kind = (value.string ?? value["type"]?.string).flatMap(GestureKind.init(rawValue:)) else { return nil }
            let target = value["target"]?.string
            if let target { refer(.target, target, at: value["target"]) }
            return .signal(.run(.gesture(kind, target: target)))
        case "conditions": return .conditions(conditions(value, document, into: &references))
        case "end": return .signal(.end(reason: text.isEmpty ? "app" : text))
        case "invalidate": refer(.tour, text); return .signal(.invalidate(tour: text))
        case "relaunch":
            var relaunch = Scenario.Relaunch()
            relaunch.appVersion = value["appVersion"]?.string
            if let role = value["role"] {
                relaunch.role = .some(role.string)
                if let name = role.string { refer(.role, name, at: role) }
            }
            relaunch.conditions = conditions(value["conditions"], document, into: &references)
            return .relaunch(relaunch)
        case "expect": return .expect(expectation(value, document, &references, &storeValues))
        default: return nil
        }
    }

    static func expectation(_ node: YAMLNode, _ document: YAMLDocument, _ references: inout [Scenario.Reference],
                            _ storeValues: inout [Scenario.StoreValue]) -> Scenario.Expectation {
        var e = Scenario.Expectation()
        if let showing = node["showing"] {
            if showing.string == "none" {
                e.showing = Scenario.Expectation.Showing.none
            } else if let tour = showing["tour"]?.string {
                references.append(.init(kind: .tour, name: tour, span: document.span(showing["tour"]!)))
                let step = showing["step"]?.string
                if let step, let stepNode = showing["step"] {
                    references.append(.init(kind: .step, name: step, tour: tour, span: document.span(stepNode)))
                }
                e.showing = .step(tour: tour, step: step)
                if let text = showing["progressText"] { e.progressText = text.string ?? "" }
                e.waitsFor = showing["waitsFor"]?.string
            }
        }
        if let ended = node["ended"], let tour = ended["tour"]?.string,
           let outcome = ended["outcome"]?.string.flatMap(RunOutcome.init(rawValue:)) {
            references.append(.init(kind: .tour, name: tour, span: document.span(ended["tour"]!)))
            e.ended = (tour, outcome)
        }
        for pair in node["store"]?.pairs ?? [] {
            guard let key = pair.key.string else { continue }
            e.store.append((key, stored(pair.value)))
            references.append(.init(kind: .persistence, name: key, span: document.span(pair.key)))
            storeValues.append(.init(key: key, value: stored(pair.value), span: document.span(pair.value), expected: true))
        }
        if let eligible = node["eligible"], let tour = eligible["tour"]?.string, let reason = eligible["reason"]?.string {
            references.append(.init(kind: .tour, name: tour, span: document.span(eligible["tour"]!)))
            e.eligible = (tour, reason)
        }
        e.analytics = node["analytics"]?.items?.compactMap(\.string)
        e.message = node["message"]?.string
        if case .bool(let b)? = node["skipConfirmation"]?.scalar?.value { e.skipConfirmation = b }
        for pair in node["text"]?.pairs ?? [] { if let key = pair.key.string, let value = pair.value.string { e.text[key] = value } }
        if let targets = node["targets"]?.pairs {
            var map: [String: String] = [:]
            for pair in targets {
                guard let key = pair.key.string, let value = pair.value.string else { continue }
                map[key] = value
                references.append(.init(kind: .target, name: key, span: document.span(pair.key)))
                references.append(.init(kind: .target, name: value, span: document.span(pair.value)))
            }
            e.targets = map
        }
        return e
    }
}

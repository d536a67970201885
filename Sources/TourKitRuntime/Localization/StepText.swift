import Foundation
import TourKit

/// A step's texts in the user's language (docs/localization.md, "Runtime"): what a host shows
/// instead of the step's source-language fields, with the language they are in and its layout
/// direction.
public struct StepText: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var body: String?
    /// A spotlight's hint.
    public var hint: String?
    /// The primary button's label (`StepPresentation.primaryLabel` translated).
    public var button: String
    /// The close button's VoiceOver label (`StepPresentation.closeButton`) translated; nil
    /// without a close button or label.
    public var closeLabel: String? = nil
    /// The language of the title (else the body, else the button): the first of the user's
    /// languages, or a fallback, that has them.
    public var language: String
    public var direction: LayoutDirection
    /// Placeholders the texts use for which the host supplied no value: left as `{name}` in
    /// the text (never a crash), and reported here for a debug log.
    public var missingPlaceholders: [String] = []
    /// `number` placeholders whose value is not a whole number (`"1.5"`, `"three"`): the text
    /// is shown in its `other` form with the value as given (never a crash), and reported here
    /// and in a debug log.
    public var invalidNumbers: [String] = []
    /// The progress text (`Schritt 2 von 5`): the tour's `progress.format` in the user's language
    /// with `{current}` and `{total}` filled in; nil when the step shows none
    /// (`StepPresentation.progressText`).
    public var progress: String? = nil
}

/// What the host tells the runtime about languages: the user's preferred languages (default:
/// the system's), the loaded texts and the values of the app's placeholders.
///
/// A `number` placeholder's value is a whole number: give it with `numbers:` or
/// `setNumber(_:for:)` (written into `placeholders` as its decimal digits, `"3"`), or as a text
/// of digits in `placeholders`. The text shows the value as written; the plural form is picked
/// by `Int(value)`.
public struct TourLocalization: Sendable {
    public var strings: TourStrings
    public var preferredLanguages: [String]
    public var placeholders: [String: String]
    /// Whether a debug build prints missing placeholders and numbers that are not numbers
    /// (`StepText.missingPlaceholders`, `invalidNumbers` report them either way). tourc's
    /// scenario runner turns it off: a scenario checks the texts with `expect.text`.
    public var logsInDebugBuilds = true

    public init(strings: TourStrings, preferredLanguages: [String] = Locale.preferredLanguages, placeholders: [String: String] = [:],
                numbers: [String: Int] = [:]) {
        self.strings = strings
        self.preferredLanguages = preferredLanguages
        self.placeholders = placeholders
        for (name, value) in numbers { self.placeholders[name] = String(value) }
    }

    /// Sets a `number` placeholder (`{days}`): the text shows `String(value)` and picks its
    /// plural form by `value`.
    public mutating func setNumber(_ value: Int, for name: String) { placeholders[name] = String(value) }

    /// The texts of a presented step. Ids follow tourc's keys (`<tour>.<step>.<field>`); a
    /// label the tour does not write (the default `Next`) has none and stays as compiled.
    public func text(for shown: StepPresentation) -> StepText {
        let chain = strings.chain(preferredLanguages)
        let prefix = shown.tour + "." + shown.step.id + "."
        var missing: [String] = []
        var invalid: [String] = []
        var language: String?
        func resolve(_ field: String, _ fallback: String?) -> String? { resolveID(prefix + field, fallback) }
        func resolveID(_ id: String, _ fallback: String?) -> String? {
            guard let fallback else { return nil }
            let found = strings.resolve(id, chain: chain, placeholders: placeholders)
            if language == nil, let found { language = found.language }
            if let name = strings.counts[id], let value = placeholders[name], Int(value) == nil, !invalid.contains(name) { invalid.append(name) }
            let filled = TourPlaceholders.fill(found?.text ?? fallback, placeholders)
            for name in filled.missing where !missing.contains(name) { missing.append(name) }
            return filled.text
        }
        var title: String?, subtitle: String?, body: String?, hint: String?
        switch shown.step.kind {
        case .page(let page):
            title = resolve("title", page.title)
            subtitle = resolve("subtitle", page.subtitle)
            body = resolve("body", page.body)
        case .spotlight(let spot):
            title = resolve("title", spot.title.isEmpty ? nil : spot.title)
            body = resolve("body", spot.body)
            hint = resolve("hint", spot.hint)
        case .tooltip(let tip):
            title = resolve("title", tip.title)
            body = resolve("body", tip.body)
        case .intents(let content):
            // An intents step shows its first message (or tooltip) as its text.
            for (i, intent) in content.intents.enumerated() where title == nil && body == nil {
                switch intent {
                case .showMessage(let t, let b):
                    title = resolve("intents.\(i).title", t)
                    body = resolve("intents.\(i).body", b)
                case .showTooltip(let message, _): body = resolve("intents.\(i).message", message)
                case .navigate, .highlight, .demonstrateGesture, .awaitTap, .awaitNextButton, .delay: break
                }
            }
        }
        var id = buttonID(shown)
        // A label the tour does not write is the app-wide default label's text (`labels.next`),
        // as long as the tour kept TourKit's default.
        if strings.source[id] == nil, let key = id.split(separator: ".").last, shown.primaryLabel == Self.defaults[String(key)] {
            id = "labels." + key
        }
        let button = resolveID(id, shown.primaryLabel) ?? shown.primaryLabel
        let closeLabel = resolve("closeButton.accessibilityLabel", shown.step.kind.closeButton?.accessibilityLabel)
        let resolved = language ?? chain.first ?? strings.sourceLanguage
        #if DEBUG
        if logsInDebugBuilds, !missing.isEmpty { print("TourKit: no value for placeholder(s) \(missing.map { "{\($0)}" }.joined(separator: ", ")) in step \(shown.tour).\(shown.step.id); set TourLocalization.placeholders") }
        if logsInDebugBuilds, !invalid.isEmpty { print("TourKit: placeholder(s) \(invalid.map { "{\($0)}" }.joined(separator: ", ")) of step \(shown.tour).\(shown.step.id) are numbers, but their values \(invalid.map { "`\(placeholders[$0] ?? "")`" }.joined(separator: ", ")) are not whole numbers; the `other` form is shown. Use TourLocalization.setNumber(_:for:)") }
        #endif
        var text = StepText(title: title, subtitle: subtitle, body: body, hint: hint, button: button, closeLabel: closeLabel,
                            language: resolved, direction: LayoutDirection(language: resolved), missingPlaceholders: missing)
        text.invalidNumbers = invalid
        text.progress = progress(for: shown, chain: chain)
        return text
    }

    /// The progress text in the first language of `chain` that translates the tour's format
    /// (`<tour>.presentation.progress.format`), else the compiled one.
    func progress(for shown: StepPresentation, chain: [String]) -> String? {
        guard let compiled = shown.progressText else { return nil }
        guard let found = strings.resolve(shown.tour + ".presentation.progress.format", chain: chain) else { return compiled }
        return TourPlaceholders.fill(found.text, ["current": String(shown.progressCurrent), "total": String(shown.progressTotal)]).text
    }

    static let defaults: [String: String] = {
        let d = ButtonLabels()
        return ["next": d.next, "back": d.back, "skip": d.skip, "done": d.done, "dismiss": d.dismiss]
    }()

    /// The text id of the primary button: the step's primary action (a page's, coach mark's or
    /// tooltip's), else the step's or the tour's `labels` entry.
    func buttonID(_ shown: StepPresentation) -> String {
        let labels = shown.step.labels
        let step = shown.tour + "." + shown.step.id + "."
        // The step's own buttons, then a carousel page's shared footer (a text of the tour).
        let own = shown.step.kind.buttons
        if let i = (own + shown.footer).firstIndex(where: { $0.style == .primary }) ?? ((own + shown.footer).isEmpty ? nil : 0) {
            return i < own.count ? step + "actions.\(i).label" : shown.tour + ".carousel.footer.\(i - own.count).label"
        }
        let key: String
        switch shown.step.kind {
        case .tooltip: key = "dismiss"
        case .page, .spotlight, .intents: key = shown.isLast ? "done" : "next"
        }
        let stepHas: Bool
        switch key {
        case "dismiss": stepHas = labels?.dismiss != nil
        case "done": stepHas = labels?.done != nil
        default: stepHas = labels?.next != nil
        }
        return stepHas ? step + "labels.\(key)" : shown.tour + ".labels.\(key)"
    }
}

/// `{name}` filling, as tourc writes placeholders (the one implementation: `tourc`'s checks and
/// tests use it too). A name without a value is left as written and returned as missing.
public enum TourPlaceholders {
    public static func fill(_ text: String, _ values: [String: String]) -> (text: String, missing: [String]) {
        var out = ""
        var missing: [String] = []
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "{", let close = text[i...].firstIndex(of: "}") {
                let name = text[text.index(after: i)..<close]
                if let first = name.first, first.isASCII, first.isLetter, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                    if let value = values[String(name)] { out += value } else {
                        out += text[i...close]
                        if !missing.contains(String(name)) { missing.append(String(name)) }
                    }
                    i = text.index(after: close)
                    continue
                }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return (out, missing)
    }
}

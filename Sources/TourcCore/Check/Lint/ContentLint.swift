import TourKit
import TourcDiagnostics

/// Content lint (TOUR35xx, warnings): length budgets, mis-decoded and untidy text, icon-only
/// controls without a label, gestures without an alternative, small touch targets, update
/// prompts with too many highlights.
enum ContentLint {
    /// `shownTexts`: visits the shown texts of the scope's tour at a position from texts
    /// collected already (for an app with `localization`, those of its `AppStrings`, see
    /// `AppStrings.forEachShownText`), in `ShownText`'s order; nil: each tour's texts are walked.
    /// Reading the collected texts spares a second walk over every tour's texts, with the same
    /// diagnostics in the same order.
    static func run(_ scope: AppScope, shownTexts: ((_ tour: Int, _ visit: ShownText.Visit) -> Void)? = nil,
                    diagnostics: inout DiagnosticCollector) {
        let root = NodeRef(scope.registry.document)
        for (i, target) in scope.registry.value.targets.enumerated() where target.icon != nil && target.accessibilityLabel == nil {
            diagnostics.emit(LanguageCodes.missingAccessibilityLabel,
                             "the target `\(target.id)` shows only an icon; add an `accessibilityLabel` for VoiceOver",
                             at: root["targets"][i]["icon"].keySpan)
        }
        for (t, tour) in scope.tours.enumerated() {
            if let shownTexts {
                let style = tour.value.presentation.style
                shownTexts(t) { text, node, role, budget in lint(text, node, role, budget, style, &diagnostics) }
            } else {
                texts(tour, &diagnostics)
            }
            controls(tour, &diagnostics)
        }
    }

    static func texts(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        let style = tour.value.presentation.style
        ShownText.forEach(in: tour) { text, node, role, budget in lint(text, node, role, budget, style, &d) }
    }

    /// The lint of one shown text; `node` is looked up only for a report.
    static func lint(_ text: String, _ node: () -> NodeRef, _ role: String, _ budget: Int?, _ style: PresentationStyle,
                     _ d: inout DiagnosticCollector) {
        if isBlank(text) {
            d.emit(LanguageCodes.untidyText, "this \(role) is empty; write the text or remove the key", at: node().span)
            return
        }
        if hasEdgeWhitespace(text) {
            d.emit(LanguageCodes.untidyText,
                   "this \(role) starts or ends with whitespace, which shifts it on screen; remove it (use `|-` instead of `|`)",
                   at: node().span)
        }
        if !Mojibake.looksMisdecoded(text) {
            // Most text: no need to try a repair (which would look again).
        } else if let repaired = Mojibake.repair(text) {
            d.emit(LanguageCodes.misdecodedText,
                   "this \(role) contains mis-decoded UTF-8 (such as `â†’` for `→`); users would see garbage characters",
                   at: node().span, suggestions: [repaired])
        } else {
            d.emit(LanguageCodes.misdecodedText,
                   "this \(role) looks like mis-decoded UTF-8 (such as `â†’` for `→`); retype the special characters",
                   at: node().span)
        }
        if let budget = budget, lengthBound(text) > budget {
            let length = text.split(whereSeparator: \.isNewline).joined(separator: " ").count
            if length > budget {
                d.emit(LanguageCodes.textTooLong,
                       "this \(role) is \(length) characters, over its budget of \(budget) for a `\(style.rawValue)` tour; shorten it, or, for the app's approved copy, accept it on the line above: `# tourc:accept TOUR3501 -- why`",
                       at: node().span)
            }
        }
    }

    /// An upper bound of the length the budget check measures (characters, with each run of line
    /// breaks counted as one space and none at either end), from Unicode scalars instead of
    /// characters: no grapheme breaking. A newline character is only ever made of newline
    /// scalars (grapheme clusters break around controls), so the runs are the same, and each
    /// other character holds at least one scalar. Most texts are well within budget and need no
    /// exact count.
    static func lengthBound(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            // Over UTF-8: a scalar starts at every byte that is not a continuation byte; the line
            // breaks are U+000A-U+000D, U+0085 (C2 85) and U+2028/U+2029 (E2 80 A8/A9).
            var length = 0, segments = 0
            var inSegment = false
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                i += 1
                if b & 0xC0 == 0x80 { continue }
                let isBreak: Bool
                switch b {
                case 0x0A...0x0D: isBreak = true
                case 0xC2: isBreak = i < n && bytes[i] == 0x85
                case 0xE2: isBreak = i + 1 < n && bytes[i] == 0x80 && (bytes[i + 1] == 0xA8 || bytes[i + 1] == 0xA9)
                default: isBreak = false
                }
                if isBreak {
                    inSegment = false
                } else {
                    if !inSegment {
                        inSegment = true
                        segments += 1
                    }
                    length += 1
                }
            }
            return length + max(segments - 1, 0)
        }
    }

    /// `text.first?.isWhitespace == true || text.last?.isWhitespace == true`, from the UTF-8
    /// bytes when the edges are plain ASCII (a character's `isWhitespace` is its first scalar's;
    /// an ASCII byte after another ASCII byte always starts a character of its own, except LF
    /// after CR, where both are whitespace), else through `Character`.
    static func hasEdgeWhitespace(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return false }
        func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        if first < 0x80, isASCIIWhitespace(first) { return true }
        if first >= 0x80, text.first?.isWhitespace == true { return true }
        if last < 0x80, utf8.count == 1 || utf8[utf8.index(utf8.endIndex, offsetBy: -2)] < 0x80 {
            return isASCIIWhitespace(last)
        }
        return text.last?.isWhitespace == true
    }

    /// Whether the text is empty or only whitespace and newlines (what trimming
    /// `.whitespacesAndNewlines` would leave empty, see `TextWhitespace`). Text almost always
    /// starts with a visible ASCII character, which settles it at once.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) { return false }
        return TextWhitespace.isBlank(text)
    }

    static func controls(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        let access = root["accessibility"]
        if t.accessibility.minimumTouchTarget < 44 {
            d.emit(LanguageCodes.smallTouchTarget,
                   "a minimum touch target of \(ValueChecks.format(t.accessibility.minimumTouchTarget)) pt is below the 44 pt the Human Interface Guidelines ask for",
                   at: access["minimumTouchTarget"].span)
        }
        for (i, target) in t.accessibility.touchTargets.enumerated() where target.minimum < 44 {
            d.emit(LanguageCodes.smallTouchTarget,
                   "the \(target.control.rawValue) control's touch target of \(ValueChecks.format(target.minimum)) pt is below 44 pt",
                   at: access["touchTargets"][i]["minimum"].span)
        }
        TourWalker(tour: tour).forEachStep { _, step, node in
            let hint = step.accessibility?.hint
            var hasActions = false
            switch step.kind {
            case .spotlight, .intents, .tooltip: break
            case .page(let page):
                hasActions = !page.actions.isEmpty
                if t.presentation.style == .updatePrompt {
                    let bullets = page.content.reduce(0) { count, block in
                        switch block {
                        case .bullets(let items, _): count + items.count
                        case .text, .numbered, .legend, .topics, .component, .link, .illustration: count
                        }
                    }
                    if !(1...3).contains(bullets) {
                        d.emit(LanguageCodes.bulletCount,
                               "a \"What's new\" prompt highlights 1-3 things; this page has \(bullets) bullet\(bullets == 1 ? "" : "s")",
                               at: node["content"].keySpan)
                    }
                }
                for (i, button) in page.actions.enumerated()
                where TextWhitespace.isBlankLine(button.label) && button.accessibilityLabel == nil {
                    d.emit(LanguageCodes.missingAccessibilityLabel,
                           "this button has no label; add an `accessibilityLabel` so VoiceOver can name it",
                           at: node["actions"][i]["label"].span)
                }
            }
            var gestureNode: NodeRef?
            switch step.kind {
            case .page(let page):
                switch page.advance {
                case .gesture: gestureNode = node["advance"]
                // Gestures alone are no alternative to each other.
                case .anyOf(let ways): if ways.allSatisfy(\.isGesture) { gestureNode = node["advance"] }
                case .nextButton, .tapAnywhere, .tapTarget, .event, .component, .actionOutcome, .timer: break
                }
            case .spotlight(let spot):
                switch spot.advance {
                case .gesture: gestureNode = node["advance"]
                // An event the app reports once the user made the gesture the hint shows.
                case .event:
                    if let g = spot.gestureHint?.gesture, g != .tap, g != .doubleTap { gestureNode = node["gestureHint"] }
                case .anyOf(let ways): if ways.allSatisfy(\.isGesture) { gestureNode = node["advance"] }
                case .nextButton, .tapAnywhere, .tapTarget, .component, .actionOutcome, .timer: break
                }
            case .intents(let content):
                if let i = content.intents.firstIndex(where: { $0.type == .demonstrateGesture }),
                   !content.intents.contains(where: { $0.type == .awaitNextButton }) {
                    gestureNode = node["intents"][i]
                }
            case .tooltip: break
            }
            if let gestureNode, hint == nil, !hasActions {
                d.emit(LanguageCodes.gestureWithoutAlternative,
                       "this step relies on a gesture some users cannot perform; add `accessibility: {hint: ...}` saying how to continue without it, or a button",
                       at: gestureNode.keySpan)
            }
        }
    }
}

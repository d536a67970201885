/// The PageContent part of the one description of the language (TourKit's PageContent.swift).
extension Language {
    static let pageContent = ModelFile("PageContent", [
        structure("PageContent", "A page (`type: page`) of a bottom sheet, full-screen carousel or update prompt.", [
            field("title", "String", "The headline."),
            field("subtitle", "String?", "A tagline under the headline."),
            field("body", "String?", "The body text (may span lines)."),
            field("icon", "String?", "An SF Symbol shown above the title."),
            field("iconAsset", "String?", """
                An asset-catalog image shown above the title instead of an SF Symbol (an app's own image or
                custom symbol, e.g. `custom.bluetooth`). At most one of `icon` and `iconAsset`.
                """),
            field("iconColor", "String?", "A colour token for the icon (e.g. `appAccent`); absent means the tint colour."),
            field("illustration", "Illustration?", "A larger illustration (an SF Symbol or an asset)."),
            field("content", "[Block]", default: "[]", "Rich content under the body: lists, legends, topic cards, components, links."),
            field("actions", "[ActionButton]", default: "[]", "Extra buttons (e.g. \"Take a Tour\" / \"Dismiss\" on an update prompt)."),
            field("advance", "Advance", default: ".nextButton", "How the page advances."),
        ]),
        structure("Illustration", "An illustration: an SF Symbol or an asset-catalog image, with a description for VoiceOver.", [
            field("symbol", "String?", "An SF Symbol name."),
            field("asset", "String?", "An asset-catalog image name."),
            field("description", "String", "What it shows (read by VoiceOver)."),
        ]),
        structure("SpotlightContent", """
                A coach-mark step (`type: spotlight`): a dimmed overlay, an optional cut-out, a tooltip bubble,
                and optionally a gesture hint, a pulse ring, an auto-presented component and a celebration.
                """, [
            field("title", "String", default: "\"\"", "The coach mark's title; absent (empty), the bubble shows the body alone."),
            field("body", "String", "The coach mark's message (may span lines)."),
            field("icon", "String?", "An SF Symbol shown in the bubble beside the title (or the body)."),
            field("iconAsset", "String?", "An asset-catalog image shown instead of an SF Symbol. At most one of `icon` and `iconAsset`."),
            field("hint", "String?", "The small action hint under the message (e.g. \"Tap anywhere to continue\")."),
            field("spotlight", "Spotlight?", "The cut-out; absent means the whole screen is dimmed."),
            field("dim", "Double?", "The overlay's dim level (0–1); absent means the tour's `visuals.dim`."),
            field("coachMark", "CoachMark", default: "CoachMark()", "Where the coach mark sits."),
            field("gestureHint", "GestureHint?", "An animated hand demonstrating the gesture to make."),
            field("pulseRing", "Region?", "A pulsing ring drawn around this region."),
            field("blocksTouches", "Bool", default: "false", "Whether touches on the dimmed area are blocked (only the spotlight stays interactive)."),
            field("component", "ComponentEmbed?", "A component presented automatically when the step appears (e.g. the phase-entry modal)."),
            field("advance", "Advance", "How the step advances."),
            field("celebrate", "Bool", default: "false", "Whether completing the step's action plays the tour's celebration."),
            field("targetFallbacks", "[TargetFallback]", default: "[]", "Targets replaced by others when a condition fails (e.g. no filled weeks → the first weeks)."),
        ]),
        structure("CoachMark", "Where a coach mark or tooltip sits.", [
            field("position", "TooltipPosition", default: ".center", "The position relative to the anchor."),
            field("anchor", "Region?", "The region it is placed against; absent means the screen."),
            field("arrow", "CoachMarkArrow?", "The bubble's arrow; absent means the runtime's usual one (or none)."),
        ]),
        structure("CoachMarkArrow", """
                The arrow of a coach-mark bubble: the edge of the bubble it sticks out of and where along that
                edge. Along a `top` or `bottom` edge `leading` and `trailing` are its horizontal ends; along a
                `leading` or `trailing` edge they are its top and bottom ends.
                """, [
            field("edge", "Edge?", "The bubble edge the arrow points from; absent means the edge facing the anchor."),
            field("alignment", "ArrowAlignment", default: ".center", "Where along that edge the arrow sits."),
        ]),
        stringEnum("ArrowAlignment", "Where along a bubble's edge its arrow sits.", [
            value("leading", "Near the edge's leading (or top) end."),
            value("center", "In the middle of the edge."),
            value("trailing", "Near the edge's trailing (or bottom) end."),
        ]),
        stringEnum("TooltipPosition", """
                A tooltip or coach-mark position. `automatic` puts it above an anchor in the lower half of the
                screen and below one in the upper half.
                """, [
            value("above"),
            value("below"),
            value("leading"),
            value("trailing"),
            value("center"),
            value("automatic"),
        ]),
        structure("TargetFallback", """
                A target replaced by another when conditions say the first cannot be used.

                When it applies, every region of the step anchored on `target` takes the replacement's frame
                instead: the region's `slice`, `offset` and `size` (which describe positions relative to the
                original target) are dropped, its `padding` is kept. Finite: no filled weeks → spotlight the first
                weeks of the grid instead of the region next to the current week.
                """, [
            field("target", "String", "The target the step normally uses."),
            field("replacement", "String", "The target used instead."),
            field("when", "[String]", default: "[]", "Use the replacement when any of these conditions fails..."),
            field("unless", "[String]", default: "[]", "...or when any of these holds."),
        ]),
        structure("TooltipContent", "A contextual help tooltip (`type: tooltip`) anchored to a target.", [
            field("title", "String?", "An optional title."),
            field("body", "String", "The tooltip text."),
            field("icon", "String?", "An SF Symbol shown in the tooltip beside the title (or the body)."),
            field("iconAsset", "String?", "An asset-catalog image shown instead of an SF Symbol. At most one of `icon` and `iconAsset`."),
            field("anchor", "String", "The target it points at (usually the \"?\" help button)."),
            field("position", "TooltipPosition", default: ".automatic", "Where it sits relative to the anchor."),
            field("dismiss", "[DismissMethod]", default: "[.tapOutside, .button]", "How it can be dismissed."),
        ]),
        stringEnum("DismissMethod", "How a tooltip or sheet can be dismissed.", [
            value("tapOutside", "A tap outside it."),
            value("button", "Its dismiss button (labelled by `labels.dismiss`)."),
            value("swipeDown", "A swipe down."),
            value("escapeGesture", "The VoiceOver escape gesture."),
        ]),
        structure("IntentContent", "An intent step (`type: intents`): intents executed in order (OPS).", [
            field("intents", "[Intent]", "The intents, in order."),
        ]),
    ])
}

/// The PageContent part of the one description of the language (TourKit's PageContent.swift).
extension Language {
    static let pageContent = ModelFile("PageContent", [
        structure("PageContent", "A page (`type: page`) of a bottom sheet, full-screen carousel or update prompt.", [
            field("title", .string, "The headline.",
                schema: ["examples": ["Welcome to Carrier Wave"]]
            ),
            field("subtitle", .optional(.string), "A tagline under the headline."),
            field("body", .optional(.string), "The body text (may span lines)."),
            field("icon", .optional(.string), "An SF Symbol shown above the title.",
                hover: "Shown above the title. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["antenna.radiowaves.left.and.right"]]
            ),
            field("iconAsset", .optional(.string), """
                An asset-catalog image shown above the title instead of an SF Symbol (an app's own image or
                custom symbol, e.g. `custom.bluetooth`). At most one of `icon` and `iconAsset`.
                """,
                hover: "Shown above the title instead of an SF Symbol. An asset-catalog image name.",
                markdown: "Shown above the title instead of an SF Symbol. An asset-catalog image name (`Image(name)`; a custom symbol such as `custom.bluetooth` lives there too). At most one of `icon` and `iconAsset`.",
                schema: ["examples": ["custom.bluetooth"]]
            ),
            field("iconColor", .optional(.string), "A colour token for the icon (e.g. `appAccent`); absent means the tint colour.",
                hover: "The icon's colour; absent: the tint. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern, "examples": ["appAccent"]]
            ),
            field("illustration", .optional(.Illustration), "A larger illustration (an SF Symbol or an asset)."),
            field("content", .list(.Block), default: [], "Rich content under the body: lists, legends, topic cards, components, links."),
            field("actions", .list(.ActionButton), default: [], "Extra buttons (e.g. \"Take a Tour\" / \"Dismiss\" on an update prompt)."),
            field("advance", .named(.Advance), default: .enumCase("nextButton"), "How the page advances.", schema: ["default": ["type": "nextButton"]]),
        ]),
        structure("Illustration", "An illustration: an SF Symbol or an asset-catalog image, with a description for VoiceOver.", [
            field("symbol", .optional(.string), "An SF Symbol name.",
                hover: "The symbol. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["figure.stand"]]
            ),
            field("asset", .optional(.string), "An asset-catalog image name.", schema: ["examples": ["bodyDiagram"]]),
            field("description", .string, default: .text(""), "What it shows, read by VoiceOver; required unless the image is `decorative`.",
                hover: "What it shows (read by VoiceOver); required unless `decorative: true`."
            ),
            field("decorative", .bool, default: false, "A purely decorative image: VoiceOver skips it (SwiftUI's `Image(decorative:)`), so it takes no description and authors need not invent one.",
                hover: "Decorative: VoiceOver skips it; no description needed."
            ),
        ],
            def: "illustration",
            hover: "An illustration: an SF Symbol or an asset image, with a description for VoiceOver."
        ),
        structure("SpotlightContent", """
                A coach-mark step (`type: spotlight`): a dimmed overlay, an optional cut-out, a tooltip bubble,
                and optionally a gesture hint, a pulse ring, an auto-presented component and a celebration.
                """, [
            field("title", .string, default: .text(""), "The coach mark's title; absent (empty), the bubble shows the body alone.",
                hover: "The coach mark's title; absent, the bubble shows the body alone.",
                schema: ["examples": ["You Are Here"]]
            ),
            field("body", .string, "The coach mark's message (may span lines).",
                hover: "The message (may span lines)."
            ),
            symbolIcon(in: "bubble", example: "lightbulb"),
            assetIcon(in: "bubble"),
            field("hint", .optional(.string), "The small action hint under the message (e.g. \"Tap anywhere to continue\").",
                schema: ["examples": ["Tap anywhere to continue"]]
            ),
            field("spotlight", .optional(.Spotlight), "The cut-out; absent means the whole screen is dimmed.", hover: "The cut-out; absent: the whole screen is dimmed."),
            field("dim", .optional(.double), "The overlay's dim level (0–1); absent means the tour's `visuals.dim`.",
                hover: "The dim level for this step (0–1); absent: `visuals.dim`.",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.85]],
                unit: .fraction
            ),
            field("coachMark", .named(.CoachMark), default: .keysDefaults, "Where the coach mark sits.", schema: ["default": ["position": "center"]]),
            field("gestureHint", .optional(.GestureHint), "An animated hand demonstrating the gesture to make.", hover: "An animated hand showing the gesture to make."),
            field("pulseRing", .optional(.Region), "A pulsing ring drawn around this region.", hover: "A pulsing ring around this region."),
            field("blocksTouches", .bool, default: false, "Whether touches on the dimmed area are blocked (only the spotlight stays interactive)."),
            field("modal", .bool, default: false, "Whether the cover is fully modal: no touch reaches the app, inside the spotlight either; only the coach mark's own controls (and `tapAnywhere`) respond. For a spotlight that shows rather than teaches a tap.",
                hover: "A fully modal cover: no touch reaches the app, the spotlight included."
            ),
            field("component", .optional(.ComponentEmbed), "A component presented automatically when the step appears (e.g. the phase-entry modal).", hover: "A component presented with the step (e.g. a modal)."),
            field("advance", .named(.Advance), "How the step advances."),
            field("celebrate", .bool, default: false, "Whether completing the step's action plays the tour's celebration.",
                hover: "Whether completing the step's action plays the celebration."
            ),
            field("targetFallbacks", .list(.TargetFallback), default: [], "Targets replaced by others when a condition fails (e.g. no filled weeks → the first weeks).",
                hover: "Targets replaced when conditions fail."
            ),
            stepButtons(in: "coach mark"),
            closeButtonField(in: "coach mark"),
        ]),
        structure("CoachMark", "Where a coach mark or tooltip sits.", [
            field("position", .named(.TooltipPosition), default: .enumCase("center"), "The position relative to the anchor."),
            field("anchor", .optional(.Region), "The region it is placed against; absent means the screen.",
                hover: "The region it is placed against; absent: the screen."
            ),
            field("arrow", .optional(.CoachMarkArrow), "The bubble's arrow; absent means the runtime's usual one (or none).",
                hover: "The bubble's arrow: the edge it points from and where along it.",
                markdown: "The bubble's arrow: the edge it points from and where along it. Along a `top` or `bottom` edge `leading`/`trailing` are its horizontal ends; along a side edge, its top and bottom ends.",
                schema: ["examples": [["edge": "top", "alignment": "leading"]]]
            ),
        ],
            def: "coachMark",
            hover: "Where the coach mark sits.",
            schema: ["examples": [["position": "automatic", "anchor": ["target": "currentWeek"]]]]
        ),
        structure("CoachMarkArrow", """
                The arrow of a coach-mark bubble: the edge of the bubble it sticks out of and where along that
                edge. Along a `top` or `bottom` edge `leading` and `trailing` are its horizontal ends; along a
                `leading` or `trailing` edge they are its top and bottom ends.
                """, [
            field("edge", .optional(.Edge), "The bubble edge the arrow points from; absent means the edge facing the anchor.",
                hover: "The bubble edge the arrow points from; absent: the edge facing the anchor.",
                markdown: "The bubble edge the arrow points from; absent: the edge facing the anchor (`bottom` for `position: above`, `top` for `below`, ...)."
            ),
            field("alignment", .named(.ArrowAlignment), default: .enumCase("center"), "Where along that edge the arrow sits."),
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
            value("above", "Above the anchor."),
            value("below", "Below the anchor."),
            value("leading", "Before the anchor (left in left-to-right)."),
            value("trailing", "After the anchor."),
            value("center", "Centred on screen."),
            value("automatic", "Above an anchor in the lower half of the screen, below one in the upper half."),
        ]),
        structure("TargetFallback", """
                A target replaced by another when conditions say the first cannot be used.

                When it applies, every region of the step anchored on `target` takes the replacement's frame
                instead: the region's `slice`, `offset` and `size` (which describe positions relative to the
                original target) are dropped, its `padding` is kept. Finite: no filled weeks → spotlight the first
                weeks of the grid instead of the region next to the current week.
                """, [
            field("target", .string, "The target the step normally uses.", schema: ["pattern": .idPattern], ref: .target),
            field("replacement", .string, "The target used instead.", schema: ["pattern": .idPattern], ref: .target),
            field("when", .list(.string), default: [], "Use the replacement when any of these conditions fails...",
                hover: "Use the replacement when any of these fails...",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .condition
            ),
            field("unless", .list(.string), default: [], "...or when any of these holds.",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .condition
            ),
        ],
            def: "targetFallback",
            hover: "A target replaced by another when conditions say it cannot be used.",
            schema: ["examples": [["target": "filledWeeks", "replacement": "firstWeeks", "when": ["hasFilledWeeks"]]]]
        ),
        structure("TooltipContent", "A contextual help tooltip (`type: tooltip`) anchored to a target.", [
            field("title", .optional(.string), "An optional title."),
            field("body", .string, "The tooltip text."),
            symbolIcon(in: "tooltip", example: "questionmark.circle"),
            assetIcon(in: "tooltip"),
            field("anchor", .string, "The target it points at (usually the \"?\" help button).",
                schema: ["pattern": .idPattern, "examples": ["recommendationHelpButton"]], ref: .target
            ),
            field("position", .named(.TooltipPosition), default: .enumCase("automatic"), "Where it sits relative to the anchor."),
            field("dismiss", .list(.DismissMethod), default: .cases(["tapOutside", "button"]), "How it can be dismissed.",
                schema: [
                    "items": ["description": "A dismiss method.", "markdownDescription": "A dismiss method."],
                    "minItems": 1,
                    "uniqueItems": true,
                ]
            ),
            stepButtons(in: "tooltip"),
            closeButtonField(in: "tooltip"),
        ]),
        structure("Carousel", "How a `fullScreenCarousel` tour's pages move and the buttons they share (issue 24 item 3).", [
            field("swipe", .bool, default: true, "Whether a swipe moves between pages (SwiftUI's paged `TabView`): left to the next page, right to the previous one. A page then needs no button that moves on; only the last must be able to end the tour.",
                hover: "Whether a swipe moves between pages (left: next, right: previous)."
            ),
            field("footer", .list(.ActionButton), default: [], "Buttons under every page, declared once (\"Create account\" / \"Log in\"); they follow a page's own `actions`, and with them stand in for Next (Next presses the first `primary`).",
                schema: ["maxItems": 3, "examples": [[["label": "Log in", "action": ["type": "perform", "action": "signIn"]]]]]
            ),
        ],
            def: "carousel",
            hover: "A carousel's swipe and its shared buttons.",
            schema: ["examples": [["swipe": true, "footer": [["label": "Log in", "action": ["type": "complete"]]]]]]
        ),
        structure("CloseButton", "An icon-only close button in the corner of a tooltip or coach mark (Bitwarden's X, Firefox's close): it ends the tour as dismissed. VoiceOver reads its `accessibilityLabel`, which it needs since it shows no text.", [
            field("icon", .string, default: .text("xmark"), "The SF Symbol it shows.",
                schema: ["pattern": .symbolPattern, "examples": ["xmark", "xmark.circle.fill"]]
            ),
            field("accessibilityLabel", .optional(.string), "What VoiceOver says for it (e.g. `Close`); required, since the button shows no text (TOUR3813).",
                schema: ["examples": ["Close"]]
            ),
        ],
            def: "closeButton",
            hover: "An icon-only close button; it needs an `accessibilityLabel`.",
            schema: ["examples": [["accessibilityLabel": "Close"]]]
        ),
        stringEnum("DismissMethod", "How a tooltip or sheet can be dismissed.", [
            value("tapOutside", "A tap outside it."),
            value("button", "Its dismiss button (labelled by `labels.dismiss`)."),
            value("swipeDown", "A swipe down."),
            value("escapeGesture", "The VoiceOver escape gesture."),
        ]),
        structure("IntentContent", "An intent step (`type: intents`): intents executed in order (OPS).", [
            field("intents", .list(.Intent), "The intents, in order.", schema: ["minItems": 1]),
        ]),
    ])
}

/// Texts several fields share, written once.
extension Language {
    /// A tooltip's or coach mark's own buttons (issue 24 item 3).
    static func stepButtons(in place: String) -> Field {
        field("actions", .list(.ActionButton), default: [], "A primary and a secondary button in the \(place) (Bitwarden's coach marks: `Back` / `Next`), in place of its usual button; the primary (the first `primary`, else the first) is what `next` presses.",
            hover: "A primary and a secondary button in the \(place), in place of its usual button.",
            schema: ["maxItems": 2]
        )
    }

    /// A tooltip's or coach mark's icon-only close button.
    static func closeButtonField(in place: String) -> Field {
        field("closeButton", .optional(.CloseButton), "An icon-only close button in the \(place)'s corner; it ends the tour as dismissed.",
            hover: "An icon-only close button (the X); it ends the tour as dismissed."
        )
    }

    /// A coach mark's or tooltip's `icon`, shown `in` its bubble or tooltip.
    static func symbolIcon(in place: String, example: JSONValue) -> Field {
        field("icon", .optional(.string), "An SF Symbol shown in the \(place) beside the title (or the body).",
            hover: "Shown in the \(place) beside the title (or the body). An SF Symbol name.",
            markdown: "Shown in the \(place) beside the title (or the body). An SF Symbol name (an asset-catalog image goes in `iconAsset`).",
            schema: ["pattern": .symbolPattern, "examples": [example]]
        )
    }

    /// A coach mark's or tooltip's `iconAsset`.
    static func assetIcon(in place: String) -> Field {
        field("iconAsset", .optional(.string), "An asset-catalog image shown instead of an SF Symbol. At most one of `icon` and `iconAsset`.",
            hover: "Shown in the \(place) instead of an SF Symbol. An asset-catalog image name.",
            markdown: "Shown in the \(place) instead of an SF Symbol. An asset-catalog image name (`Image(name)`; a custom symbol such as `custom.bluetooth` lives there too). At most one of `icon` and `iconAsset`.",
            schema: ["examples": ["custom.bluetooth"]]
        )
    }
}

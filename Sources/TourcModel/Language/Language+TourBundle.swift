/// The TourBundle part of the one description of the language (TourKit's TourBundle.swift).
extension Language {
    static let tourBundle = ModelFile("TourBundle", [
        structure("TourBundle", """
                One app's compiled tours: what `tourc build` writes as JSON and what generated Swift constructs.

                Decode a bundle file with `JSONDecoder().decode(TourBundle.self, from: data)`.
                """, [
            field("format", .int, default: .swift("TourKitVersion.format", reads: "the current format"), "The bundle format version (``TourKitVersion/format`` when written)."),
            field("app", .named(.AppRegistry), "The app's registry: its vocabulary of targets, events, conditions, components, screens..."),
            field("tours", .list(.Tour), decodeDefault: [], "The app's tours, in a stable order (sorted by id by the compiler)."),
            field("strings", .list(.LocalizedText), default: [], "Every text of the tours with its key and source text, for apps with `localization` (docs/localization.md)."),
            field("contentHash", .string, default: .text(""), "SHA-256 (lowercase hex) of the canonical content, filled in by the compiler."),
        ]),
    ])
}

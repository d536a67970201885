/// The files derived from the description, as (path relative to the package root, contents).
/// `make generate` writes these and the schema embeds (TourcGenerate's `Generation.files`).
public enum GeneratedFiles {
    /// The folders holding the generated Swift, each named `Generated/` so the path tells a file
    /// not to edit; `make generate` owns them (TourcGenerate's `GeneratedFolders`): it deletes a
    /// file there that it did not write, and its check fails on one.
    public static let folders = [
        TourKitRenderer.folder,
        ExplicitDecoderRenderer.folder,
        JSONWritableRenderer.folder,
        SwiftExpressibleRenderer.folder,
        SwiftExpressibleRenderer.oracleFolder,
        AuthoringTextRenderer.folder,
        UnitsRenderer.folder,
        ReferencesRenderer.refKindFolder,
    ]

    public static func all() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        for model in Language.files {
            if let tourKit = TourKitRenderer.file(model) {
                files.append(("\(TourKitRenderer.folder)/\(model.name)+Model.swift", tourKit))
            }
            if let decoder = ExplicitDecoderRenderer.file(model, Language.declarations) {
                files.append(("\(ExplicitDecoderRenderer.folder)/\(model.name)+ExplicitDecoding.swift", decoder))
            }
            files.append(("\(SwiftExpressibleRenderer.folder)/\(model.name)+SwiftExpressible.swift", SwiftExpressibleRenderer.file(model)))
            files.append(("\(JSONWritableRenderer.folder)/\(model.name)+JSONTreeWritable.swift", JSONWritableRenderer.file(model)))
        }
        files.append(("\(SwiftExpressibleRenderer.folder)/SwiftExpressibleTypes.swift", SwiftExpressibleRenderer.typesFile(Language.files)))
        files.append(("\(SwiftExpressibleRenderer.oracleFolder)/SwiftInitDefaults.swift", SwiftExpressibleRenderer.initDefaultsFile(Language.files)))
        files.append(("\(JSONWritableRenderer.folder)/JSONTreeWritableTypes.swift", JSONWritableRenderer.typesFile(Language.files)))
        files.append((AuthoringTextRenderer.path, AuthoringTextRenderer.file(Language.files, Language.declarations)))
        files.append(("docs/reference.md", ReferenceRenderer.file(Language.files)))
        files.append((UnitsRenderer.path, UnitsRenderer.file(Language.files)))
        files.append((ReferencesRenderer.refKindPath, ReferencesRenderer.refKindFile()))
        files.append((ReferencesRenderer.keysPath, ReferencesRenderer.keysFile(Language.declarations)))
        files.append((ReferenceWalkerRenderer.path, ReferenceWalkerRenderer.file(Language.declarations)))
        for schema in Language.schemas {
            files.append((schema.path, SchemaRenderer.file(schema, Language.files, Language.declarations)))
        }
        return files
    }
}

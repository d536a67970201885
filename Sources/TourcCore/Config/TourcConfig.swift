import Foundation
import TourcDiagnostics

/// The settings of `tourc.yml` (docs/integration.md). Every field has the default tourc uses
/// without a config, so `TourcConfig()` is the no-config behaviour.
public struct TourcConfig: Sendable, Equatable {
    /// Whether authoring notes ship in the outputs.
    public enum AuthoringNotes: String, Sendable, Equatable {
        case ship, strip
    }

    /// The folder holding one folder per app, relative to the working directory (a path in the
    /// file is relative to the file's folder; `load` resolves it).
    public var tours = "tours"
    /// The folder that receives one folder per app.
    public var output = "build/tours"
    public var swift = SwiftOutputStyle()
    public var severity = SeverityOverrides()
    /// Whether `note`, `description`, `edgeCases` and the other authoring-only keys reach the
    /// outputs; stripped by default, since product notes must not ship inside apps
    /// (`BuildOptions.includesAuthoringNotes`, docs/output.md).
    public var authoringNotes = AuthoringNotes.strip
    /// When `build` writes each app's editor schema (`<output>/<app-id>/<app-id>.schema.json`):
    /// by default only where one already is (docs/output.md, "Editor schemas").
    public var editorSchemas = EditorSchemaPolicy.existing
    /// The file the settings came from, nil for the defaults.
    public var file: String?

    public init() {}

    /// The name tourc looks for in the current folder.
    public static let defaultFileName = InputFiles.configFileName
}

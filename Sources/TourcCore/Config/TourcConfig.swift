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
    public static let defaultFileName = "tourc.yml"
}

/// How the generated Swift is spelled (`swift:` in tourc.yml).
public struct SwiftOutputStyle: Sendable, Equatable {
    public var access: SwiftAccess = .public
    /// `{Name}` stands for the app's display name in UpperCamelCase.
    public var typeNamePattern = "{Name}Tours"
    /// What the Swift file is named after.
    public var fileName = FileName.typeName

    public enum FileName: String, Sendable, Equatable, CaseIterable {
        /// `<TypeName>.swift` (the default).
        case typeName = "type"
        /// `<app-id>.swift`: a name known before app.yaml is read, for the SwiftPM build plugin,
        /// which must declare its outputs up front.
        case appID = "app-id"
    }

    public init(access: SwiftAccess = .public, typeNamePattern: String = "{Name}Tours", fileName: FileName = .typeName) {
        self.access = access
        self.typeNamePattern = typeNamePattern
        self.fileName = fileName
    }

    /// The pattern applied to an app's UpperCamelCase name.
    ///
    /// A scan over the bytes, not Foundation's `replacingOccurrences`: that bridges through
    /// `NSString` and cost about 330,000 instructions per call (3 % of `tourc check tours/`, once
    /// per app; in a build of 160 apps, once per app again in the emitter).
    public func typeName(forUpperCamelName name: String) -> String {
        let token = Array("{Name}".utf8)
        let pattern = Array(typeNamePattern.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(pattern.count + name.utf8.count)
        var i = 0
        while i < pattern.count {
            if pattern[i] == token[0], pattern.count - i >= token.count, pattern[i..<i + token.count].elementsEqual(token) {
                out.append(contentsOf: name.utf8)
                i += token.count
            } else {
                out.append(pattern[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

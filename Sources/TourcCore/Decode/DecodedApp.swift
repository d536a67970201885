import TourKit
import TourcDiagnostics
import YAMLLoader

/// A decoded value with the document it came from, so later stages can point at its nodes.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var document: YAMLDocument
    /// The file's path relative to the input folder, `/`-separated (e.g. `carrier-wave/intro.yaml`):
    /// what generated files name as their sources, independent of the working directory.
    public var relativePath: String

    public init(value: Value, document: YAMLDocument, relativePath: String) {
        self.value = value
        self.document = document
        self.relativePath = relativePath
    }
}

/// The decode stage's output for one app folder: its registry and its tours, in file order.
public struct DecodedApp: Sendable {
    /// The app id: the folder name under the input folder.
    public var id: String
    public var registry: Located<AppRegistry>
    public var tours: [Located<Tour>]

    public init(id: String, registry: Located<AppRegistry>, tours: [Located<Tour>]) {
        self.id = id
        self.registry = registry
        self.tours = tours
    }
}

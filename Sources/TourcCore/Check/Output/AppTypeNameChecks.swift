import Foundation
import TourKit
import TourcDiagnostics
import YAMLLoader

/// Two apps whose generated Swift would declare one type (TOUR4001): `CarrierWaveTours` from the
/// display names `Carrier Wave` and `carrier-wave`, say. Each app's Swift is meant to be compiled
/// into one target beside the others, so the build refuses it; `tourc check` and `tourc build`
/// both report it here, at the later app's `name` (or `id` when it has no name), in app order.
struct AppTypeNameChecks {
    struct Entry: Sendable {
        var appID: String
        var typeName: String
        /// Where the name comes from in app.yaml: found when reported.
        var registryFile: String
        var key: String
        /// What is wrong with the name itself (`SwiftName.problem(asTypeName:)`), or with the
        /// app id the output's file names are made of; nil when usable.
        var problem: String?
        /// The `swift.typeName` pattern it was made with, for the message.
        var pattern = "{Name}Tours"
    }

    private var entries: [Entry] = []

    /// The entry of an app whose registry decoded.
    static func entry(appID: String, registry: AppRegistry, file: String, style: SwiftOutputStyle = SwiftOutputStyle()) -> Entry {
        let typeName = AppSwiftEmitter.typeNameText(for: registry, style: style)
        var entry = Entry(appID: appID, typeName: typeName, registryFile: file, key: registry.name.isEmpty ? "id" : "name",
                          pattern: style.typeNamePattern)
        if let problem = SwiftName.problem(asTypeName: typeName) {
            entry.problem = "the Swift type name \(short(typeName)) made from this \(entry.key) with swift.typeName \(short(style.typeNamePattern)) \(problem); "
                + (entry.key == "name" ? "give the app a shorter or different `name`" : "give the app a `name`") + " or change swift.typeName in tourc.yml"
        } else if appID.utf8.count > SwiftName.maximumTypeNameLength {
            // `<app-id>.schema.json` must fit a file name too.
            entry.key = "id"
            entry.problem = "the app id is \(appID.utf8.count) characters long, more than \(SwiftName.maximumTypeNameLength); the output's folder and file names are made from it, so use a shorter id (and folder name)"
        }
        return entry
    }

    /// `text` for a message: whole when short, else its start and length (a display name can be
    /// megabytes long).
    static func short(_ text: String) -> String {
        text.utf8.count <= 60 ? "`\(text)`" : "`\(text.prefix(40))…` (\(text.utf8.count) characters)"
    }

    mutating func add(_ entry: Entry) { entries.append(entry) }

    /// Reports every app whose type name an earlier app already has. `document` gives the
    /// loaded registry of an app when the caller holds it with exact positions; otherwise the
    /// file is read again (only for a collision, which is rare).
    func report(document: (Entry) -> YAMLDocument? = { _ in nil }, diagnostics: inout DiagnosticCollector) {
        // `[String: Int]`: the dictionary type the checks use already (a new one costs a metadata
        // lookup in every run).
        var first: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if let problem = entry.problem {
                diagnostics.emit(OutputCodes.invalidSwiftName, problem, at: Self.span(entry, document(entry)))
                continue
            }
            guard let ownerIndex = first[entry.typeName] else {
                first[entry.typeName] = index
                continue
            }
            let owner = entries[ownerIndex]
            var labels: [Diagnostic.Label] = []
            if let span = Self.span(owner, document(owner)) {
                labels.append(.init(span: span, message: "`\(owner.appID)` generates \(owner.typeName) from this \(owner.key)"))
            }
            diagnostics.emit(OutputCodes.identifierCollision,
                             "the apps `\(owner.appID)` and `\(entry.appID)` would both generate the Swift type \(entry.typeName); give one of them a different `name` in its app.yaml",
                             at: Self.span(entry, document(entry)), labels: labels)
        }
    }

    /// The span of the entry's `name` (or `id`) value, from `document` or from the file.
    static func span(_ entry: Entry, _ document: YAMLDocument?) -> SourceSpan? {
        var doc = document
        if doc == nil, let bytes = try? FileReader.bytes(of: entry.registryFile, limit: LoadLimits.default.maxFileBytes) {
            var ignored = DiagnosticCollector()
            doc = YAMLLoader.load(bytes, file: entry.registryFile, limits: .default, diagnostics: &ignored).first
        }
        guard let doc else { return nil }
        return doc.span(doc.root[entry.key] ?? doc.root)
    }
}

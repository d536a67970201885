import Foundation
import TourcModel

/// Everything `make generate` writes: the files derived from the description
/// (`GeneratedFiles.all()`, TourcModel) and the embeds (`SchemaEmbeds`), which read JSON files of
/// the package. One list, so one command writes them all and one check (`--check`, the test
/// "Generated files") holds them all, the owned folders included (`GeneratedFolders`).
public enum Generation {
    /// The embeds are rendered from the schemas as this run writes them (`schemas/tour.schema.json`
    /// and `app.schema.json` are derived from the description), not as they are on disk, so a
    /// description change and its embeds land in one run.
    public static func files(root: String) throws -> [(path: String, contents: String)] {
        let described = GeneratedFiles.all()
        let pending = Dictionary(described.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let inputs = SchemaEmbeds.Inputs(
            read: { path in
                if let text = pending[path] { return text }
                guard let data = FileManager.default.contents(atPath: GeneratedFolders.join(root, path)) else {
                    throw SchemaEmbeds.Failure(description: "cannot read \(path)")
                }
                return String(decoding: data, as: UTF8.self)
            },
            list: { folder in
                let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: GeneratedFolders.join(root, folder))) ?? []
                let written = pending.keys.filter { GeneratedFolders.folder(of: $0) == folder }
                    .map { String($0.dropFirst(folder.count + 1)) }
                return Array(Set(onDisk).union(written))
            })
        return described + (try SchemaEmbeds.all(inputs))
    }
}

// tourc-generate: writes the files derived from the one description of the language
// (Sources/TourcModel/Language) and the schema embeds, and deletes files it did not write from
// the Generated/ folders it owns (`GeneratedFolders`). Run through `make generate`; `--check` only
// reports stale and orphan files (exit 1).
import Foundation
import TourcGenerate

var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let root = arguments.first ?? "."

let difference: GeneratedFolders.Difference
do {
    let files = try Generation.files(root: root)
    difference = GeneratedFolders.compare(root: root, files: files)
    if !checkOnly { try GeneratedFolders.apply(difference, root: root, files: files) }
} catch {
    FileHandle.standardError.write(Data("tourc-generate: \(error)\n".utf8))
    exit(2)
}
for path in difference.stale { print(checkOnly ? "stale: \(path)" : "wrote \(path)") }
for path in difference.orphans { print(checkOnly ? "orphan: \(path) (not generated: delete it, or run make generate)" : "deleted \(path)") }
exit(checkOnly && !difference.isEmpty ? 1 : 0)

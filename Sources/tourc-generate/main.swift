// tourc-generate: writes the files derived from the one description of the language
// (Sources/TourcModel/Language). Run through `make generate`; `--check` only reports stale files.
import Foundation
import TourcModel

var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
// Plain strings, no NSString/URL path API (the rule for every path in Sources/, docs/cli.md):
// each generated path is relative and has a folder (`Sources/.../x.swift`).
let root = arguments.first ?? "."

var stale: [String] = []
for (path, contents) in GeneratedFiles.all() {
    let file = root.hasSuffix("/") ? root + path : root + "/" + path
    let url = URL(fileURLWithPath: file)
    let data = Data(contents.utf8)
    if (try? Data(contentsOf: url)) == data { continue }
    stale.append(path)
    if checkOnly { continue }
    do {
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("tourc-generate: could not write \(path): \(error)\n".utf8))
        exit(2)
    }
}
for path in stale { print(checkOnly ? "stale: \(path)" : "wrote \(path)") }
exit(checkOnly && !stale.isEmpty ? 1 : 0)

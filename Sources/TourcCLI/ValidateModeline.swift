import Foundation
import TourcCore

/// The yaml-language-server modeline that associates a YAML file with its schema:
/// `# yaml-language-server: $schema=PATH`. Editors read it; so does `tourc validate`, so both
/// give the same verdict.
enum Modeline {
    /// The schema reference in the file's modeline, looked for in the leading comment lines.
    static func schemaReference(inFileAtPath path: String) -> String? {
        // Not a FIFO or device (opening one would wait for a writer): such a file is refused,
        // with its reason, when it is read for validation.
        guard FileReader.isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return schemaReference(in: String(decoding: head, as: UTF8.self))
    }

    static func schemaReference(in text: String) -> String? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(50) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            guard trimmed.hasPrefix("#") else {
                // Only leading comments (and blank lines or a document marker) are scanned.
                if trimmed.isEmpty || trimmed.hasPrefix("---") || trimmed.hasPrefix("%") { continue }
                return nil
            }
            let comment = trimmed.dropFirst().drop { $0 == " " }
            guard comment.hasPrefix("yaml-language-server:") else { continue }
            let rest = comment.dropFirst("yaml-language-server:".count)
            guard let r = rest.range(of: "$schema=") else { continue }
            let value = rest[r.upperBound...].prefix { !$0.isWhitespace }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }
}

import TourKit
import TourcDiagnostics

/// The JSON bundle of one app: `TourBundle` as a JSON tree (its explicit `JSONTreeWritable`
/// conformance, which the tests hold to TourKit's `Encodable`), printed canonically, with its
/// content hash.
public enum BundleJSONEmitter {
    public struct Output: Sendable {
        /// The bundle with `contentHash` filled in: what the Swift emitter constructs.
        public var bundle: TourBundle
        /// The file's bytes (UTF-8).
        public var bytes: [UInt8]
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    public static func emit(_ ir: AppIR, diagnostics: inout DiagnosticCollector) -> Output? {
        var unstamped = ir.bundle
        unstamped.contentHash = ""
        let tree: JSONTree
        do {
            tree = try JSONTreeEncoder().encodeExplicitly(unstamped)
        } catch {
            // A non-finite number (the checks report those in the input first); the failure
            // names its place in the bundle.
            diagnostics.emit(OutputCodes.invalidNumber,
                             "the bundle of \(ir.appID) cannot be written as JSON: \(error)",
                             at: nil)
            return nil
        }
        precondition(tree.kind == .object, "a bundle encodes as an object")
        let (bytes, hash) = stampedObject(tree)
        var bundle = ir.bundle
        bundle.contentHash = hash
        return Output(bundle: bundle, bytes: bytes)
    }

    /// The top-level object printed once, `contentHash` in its key place, and its hash.
    ///
    /// The hashed text is the written text without the `contentHash` member line (and, when that
    /// member is the last one, without the comma it leaves behind), so the digest is fed the
    /// written bytes around that line and the hash is then written over a placeholder: one
    /// printing and no copy of the text.
    static func stampedObject(_ tree: JSONTree) -> (bytes: [UInt8], hash: String) {
        let members = tree.members
        let order = CanonicalJSONWriter.sortedMembers(members).filter { members[$0].key != ContentHash.key }
        let hashAt = order.firstIndex { !CanonicalJSONWriter.keyLess(members[$0].key, ContentHash.key) } ?? order.count
        let count = order.count + 1
        var writer = CanonicalJSONWriter(capacity: 1 << 20)
        writer.append("{\n")
        var hashLine = 0..<0
        var hashValue = 0
        for n in 0..<count {
            let lineStart = writer.count
            writer.append("  ")
            if n == hashAt {
                writer.appendString(ContentHash.key)
                writer.append(": \"")
                hashValue = writer.count
                writer.appendPlaceholder(count: ContentHash.hexLength)
                writer.append("\"")
            } else {
                let member = members[order[n < hashAt ? n : n - 1]]
                writer.appendString(member.key)
                writer.append(": ")
                writer.write(member.value, of: tree, level: 1)
            }
            writer.append(n == count - 1 ? "\n" : ",\n")
            if n == hashAt { hashLine = lineStart..<writer.count }
        }
        writer.append("}\n")
        let hex = writer.buffer.withBytes { bytes -> [UInt8] in
            let all = UnsafeRawBufferPointer(bytes)
            var digest = ContentHash.Digest()
            if count == 1 {
                digest.update(Array("{}\n".utf8))
            } else if hashAt == count - 1 {
                // `...,\n  "contentHash": "…"\n}\n` is hashed as `...\n}\n`.
                digest.update(UnsafeRawBufferPointer(rebasing: all[..<(hashLine.lowerBound - 2)]))
                digest.update(Array("\n}\n".utf8))
            } else {
                digest.update(UnsafeRawBufferPointer(rebasing: all[..<hashLine.lowerBound]))
                digest.update(UnsafeRawBufferPointer(rebasing: all[hashLine.upperBound...]))
            }
            return digest.finalizeHex()
        }
        writer.replace(at: hashValue, with: hex)
        return (writer.takeOutput(), String(decoding: hex, as: UTF8.self))
    }
}

import Foundation

/// How the generated Swift is spelled (`swift:` in tourc.yml).
///
/// Here, not in Config/, because the emitter, the type-name check and the build options all read
/// it, and Config/ (which reads tourc.yml into it) sits above them in the layering
/// (docs/architecture.md, "Folders of TourcCore and what each may use").
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

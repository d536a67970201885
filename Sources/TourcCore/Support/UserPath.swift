import Foundation

/// A path a user typed (a command-line argument, a `tourc.yml` value, a modeline) or one made
/// from such a path: the one type every command uses to take a path apart or put one together.
///
/// Why not `NSString`'s path API (`deletingLastPathComponent`, `lastPathComponent`, ...): on this
/// toolchain it traps on one-character paths (`.`, `a`, `é`, `a/`) in a debug build, and its
/// rules (tilde expansion, `standardizing`) are Foundation's, not POSIX's. Why not swift-system's
/// `FilePath`: the operations tourc needs are five string functions, `FilePath` would add a
/// package to the build (and to the fuzzing harness) for them, and its `removingLastComponent()`
/// still leaves the `.`-and-`..` cases to the caller. So: plain UTF-8 string handling, lexical
/// (no file-system access except `absolute`'s working directory), pinned by `UserPathTests`.
///
/// `string` is kept as typed, so diagnostics name a file the way the user spelled it; only the
/// operations below normalise.
public struct UserPath: Hashable, Sendable, CustomStringConvertible {
    public var string: String

    public init(_ string: String) { self.string = string }

    public var description: String { string }

    public var isAbsolute: Bool { string.utf8.first == UInt8(ascii: "/") }

    /// The non-empty components, `.` left out (`./a//b/` -> `["a", "b"]`); `..` is kept, since
    /// removing it lexically would be wrong through a symbolic link.
    public var components: [Substring] {
        string.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    /// The folder that holds this path, spelt like it (`tours/a/x.yaml` -> `tours/a`,
    /// `./x.yaml` -> `.`, `x.yaml` -> `.`, `a/` -> `.`, `/x` -> `/`, `/` -> `/`). Where the last
    /// component is `.` or `..` (or the path is empty), the parent is one level up:
    /// `.` -> `..`, `..` -> `../..`, so walking up from `.` reaches the ancestors.
    public var parent: UserPath {
        let utf8 = string.utf8
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return UserPath(string.isEmpty ? ".." : "/") }
        let last = string[..<end]
        let nameStart = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = string[nameStart..<end]
        // `a/.` is `a`: the parent of what is before the dot (`.` alone: `..`).
        if name == "." { return UserPath(String(string[..<nameStart])).parent }
        if name == ".." { return UserPath(String(last) + "/..") }
        guard nameStart > utf8.startIndex else { return UserPath(".") }
        var folderEnd = utf8.index(before: nameStart)
        while folderEnd > utf8.startIndex, utf8[utf8.index(before: folderEnd)] == slash { folderEnd = utf8.index(before: folderEnd) }
        guard folderEnd > utf8.startIndex else { return UserPath("/") }
        return UserPath(String(string[..<folderEnd]))
    }

    /// The last component as typed (`tours/a/` -> `a`, `.` -> `.`, `/` -> `/`, `` -> ``).
    public var lastComponent: String {
        let utf8 = string.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return isAbsolute ? "/" : "" }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(string[start..<end])
    }

    /// The name of what the path names, `.` and `..` resolved against the working folder:
    /// `tours/finite/` -> `finite`, and `.` in `tours/finite` -> `finite` (an app's id comes from
    /// its folder's name, whatever spelling reached the folder).
    public var name: String {
        let last = lastComponent
        if !last.isEmpty, last != ".", last != ".." { return last }
        return absolute.lastComponent
    }

    /// The lower-cased text after the last `.` of the last component (`""` when there is none,
    /// or the name starts with its only dot). Over UTF-8 with ASCII lower-cased by hand: this
    /// runs once per file of a folder walk.
    public var `extension`: String {
        let name = lastComponent
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        let ext = name[name.utf8.index(after: dot)...]
        guard ext.utf8.allSatisfy({ $0 < 0x80 }) else { return ext.lowercased() }
        return String(decoding: ext.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// `name` inside this folder (`tours` + `a` -> `tours/a`, `tours/` + `a` -> `tours/a`,
    /// `` + `a` -> `a`). An absolute `name` stands for itself.
    public func appending(_ name: String) -> UserPath {
        if name.utf8.first == UInt8(ascii: "/") || string.isEmpty { return UserPath(name) }
        return UserPath(string.utf8.last == UInt8(ascii: "/") ? string + name : string + "/" + name)
    }

    /// `relative` read from the folder this path names: itself when absolute, else joined
    /// (a `tourc.yml`'s `tours: x` is read from the folder of the `tourc.yml`).
    public func resolving(_ relative: String) -> UserPath {
        if relative.utf8.first == UInt8(ascii: "/") { return UserPath(relative) }
        if string.isEmpty || string == "." { return UserPath(relative) }
        return appending(relative)
    }

    /// The absolute path, lexically normalised (`.` and empty components removed, `..` taken
    /// against the component before it; the working folder from `getcwd` is already free of
    /// symbolic links). Symbolic links in the path itself are not resolved.
    public var absolute: UserPath {
        var parts: [Substring] = []
        let full: String
        if isAbsolute {
            full = string
        } else {
            full = Self.workingFolder() + "/" + string
        }
        for component in full.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(component)
            }
        }
        return UserPath("/" + parts.joined(separator: "/"))
    }

    /// The working folder (`getcwd`), or `/` if it cannot be found (it was removed).
    static func workingFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

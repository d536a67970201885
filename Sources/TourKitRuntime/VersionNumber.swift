/// A dotted version (`2.10`, `2.5.1`) compared number by number, never as text: seed 001's
/// `lastTourVersion < currentVersion` compares strings, so "2.9" < "2.10" is false there.
/// Missing components are zero (`2.5` == `2.5.0`); a component counts by its leading digits
/// (none: zero). A pre-release or build suffix (`2.5-beta`, `2.5+42`) reads as the version it
/// precedes (`2.5`): a beta of a major version is that version for "What's new" (issue 24; it
/// read as `2.0` before, its `5-beta` counting as zero).
public struct VersionNumber: Comparable, Sendable, CustomStringConvertible {
    public let components: [Int]
    public let description: String

    /// Nil for an empty string (the documents' "never toured" value).
    public init?(_ text: String) {
        let trimmed = text.trimmingPrefix("v")
        guard !trimmed.isEmpty else { return nil }
        description = text
        let release = trimmed.prefix { $0 != "-" && $0 != "+" }
        components = release.split(separator: ".", omittingEmptySubsequences: false).map { part in
            Int(part.prefix { $0.isASCII && $0.isNumber }.prefix(18)) ?? 0
        }
    }

    public static func < (a: VersionNumber, b: VersionNumber) -> Bool {
        let count = max(a.components.count, b.components.count)
        for i in 0..<count {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: VersionNumber, b: VersionNumber) -> Bool {
        !(a < b) && !(b < a)
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> Substring {
        hasPrefix(prefix) ? dropFirst(prefix.count) : Substring(self)
    }
}

/// Which major-version prompt is due: the newest major version that the running version has
/// reached (`2.5.1` reaches `2.5`) and that is newer than the last toured version. Nil on a fresh
/// install (nothing toured yet: the intro tour covers it) and when the user is up to date, so a
/// user who skips several majors sees only the newest prompt, once.
public func dueMajorVersion(running: String, lastToured: String?, majors: [String]) -> String? {
    guard let run = VersionNumber(running), let last = lastToured.flatMap(VersionNumber.init) else { return nil }
    let due = majors.compactMap(VersionNumber.init).filter { $0 <= run && last < $0 }
    return due.max()?.description
}

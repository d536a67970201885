import Foundation

/// File-system steps on open folders (`openat`, `renameat`, `unlinkat`) that never follow a
/// symbolic link, for the code that moves or removes what it finds in an output folder.
///
/// Why not paths: a path is resolved again at every call, through every link on the way. An
/// output folder is often committed to version control, and a link in it (`demo -> ../../.git/hooks`)
/// comes with a checkout. Opening each folder with `O_NOFOLLOW` from its parent's handle makes
/// "inside the output folder" mean inside it, whatever links it holds.
enum DirectoryHandles {
    /// Opens the folder `name` in the open folder `parent`, refusing a link (nil then).
    static func openFolder(_ name: String, in parent: Int32) -> Int32? {
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return fd >= 0 ? fd : nil
    }

    /// What `name` is in `parent`, without following it (nil when it does not exist or cannot
    /// be looked at).
    static func kind(of name: String, in parent: Int32) -> mode_t? {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The names in the open folder `folder`, sorted, without `.` and `..` (read through a
    /// duplicate of the handle, which `closedir` closes).
    static func names(in folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0 else { return [] }
        guard let dir = fdopendir(copy) else { close(copy); return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes `name` from the open folder `parent`: a folder with everything in it, anything
    /// else (a link included: the link, never what it points to) on its own.
    @discardableResult
    static func remove(_ name: String, in parent: Int32, depth: Int = 0) -> Bool {
        guard kind(of: name, in: parent) == S_IFDIR else { return unlinkat(parent, name, 0) == 0 }
        // A staging folder mirrors the output's two levels; a far deeper tree is not one of
        // tourc's, and recursion stays bounded.
        guard depth < 64, let folder = openFolder(name, in: parent) else { return false }
        for inner in names(in: folder) { remove(inner, in: folder, depth: depth + 1) }
        close(folder)
        return unlinkat(parent, name, AT_REMOVEDIR) == 0
    }

    /// The first folder on the way to `relative` (a path inside `root`, `/`-separated) that is a
    /// symbolic link, as a path inside `root`; nil when there is none (a folder that does not
    /// exist yet is no link). The last component is the file itself, which a rename replaces
    /// rather than follows, so it is not looked at.
    static func linkOnTheWay(to relative: String, in root: String) -> String? {
        var path = ""
        for folder in relative.split(separator: "/").dropLast() {
            path += path.isEmpty ? String(folder) : "/" + folder
            var info = stat()
            let full = root.hasSuffix("/") ? root + path : root + "/" + path
            guard lstat(full, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) == S_IFLNK { return path }
        }
        return nil
    }
}

import Foundation

/// Who made a staging folder: written into it (`fileName`) by the build that creates it, before
/// the folder gets the name recovery looks for, and compared by `StagingRecovery` before anything
/// of the folder moves.
///
/// Why: recovery moves a staging folder's files into the output folder. A folder that merely
/// looks like one (committed to git, unpacked from an archive, copied from another machine) must
/// never be rolled forward: its files are whatever its author chose, and an output folder can
/// hold links to anywhere. The marker ties the folder to this machine since it last started
/// (the boot id, random per boot), to this user, to this output folder and to this very folder
/// (device and inode numbers, which a checkout or copy cannot choose). Nothing in it is secret;
/// what a forger cannot do is know the boot id of a machine it has not run on and predict the
/// inodes a clone will get.
struct StagingOwner: Equatable {
    /// The marker's name inside a staging folder.
    static let fileName = ".tourc-owner"
    /// The longest marker read: anything longer is not one of tourc's.
    static let maximumSize = 1024

    var bootID: String
    var uid: UInt32
    var output: FileIdentity
    var folder: FileIdentity

    /// A file's device and inode numbers: what names it on this machine whatever its path.
    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    /// How a folder's marker compares with the one a build here would write.
    enum Verdict: Equatable {
        /// Made by a build of this user, on this machine since it last started, in this output folder.
        case ours
        /// Made here by this user, but before the machine restarted: its build is certainly
        /// gone, but the boot id no longer proves the folder, so it is removed, not rolled forward.
        case oursBeforeRestart
        /// Anything else: no marker, an unreadable one, another user, folder or machine.
        case foreign(reason: String)
    }

    /// The marker's text: one `key value` line each, so it stays readable by a person who finds it.
    var text: String {
        """
        tourc staging folder
        boot \(bootID)
        uid \(uid)
        output \(output.device) \(output.inode)
        folder \(folder.device) \(folder.inode)

        """
    }

    /// Parses `text`; nil unless it has every line, each once, and nothing else.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "", lines.count == 6, lines[0] == "tourc staging folder" else { return nil }
        lines.removeLast()
        var fields: [Substring: [Substring]] = [:]
        for line in lines.dropFirst() {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            guard let key = words.first, fields[key] == nil else { return nil }
            fields[key] = Array(words.dropFirst())
        }
        guard let boot = fields["boot"], boot.count == 1, !boot[0].isEmpty,
              let uid = fields["uid"], uid.count == 1, let uidValue = UInt32(uid[0]),
              let output = fields["output"].flatMap(Self.identity), let folder = fields["folder"].flatMap(Self.identity)
        else { return nil }
        self.init(bootID: String(boot[0]), uid: uidValue, output: output, folder: folder)
    }

    init(bootID: String, uid: UInt32, output: FileIdentity, folder: FileIdentity) {
        self.bootID = bootID
        self.uid = uid
        self.output = output
        self.folder = folder
    }

    private static func identity(_ words: [Substring]) -> FileIdentity? {
        guard words.count == 2, let device = UInt64(words[0]), let inode = UInt64(words[1]) else { return nil }
        return FileIdentity(device: device, inode: inode)
    }

    /// The marker a build of this process writes for `folder` (open) in `output` (open); nil
    /// when this machine gives no boot id, in which case no folder is ever rolled forward.
    static func current(output: Int32, folder: Int32) -> StagingOwner? {
        guard let bootID = Self.bootID else { return nil }
        var outputInfo = stat(), folderInfo = stat()
        guard fstat(output, &outputInfo) == 0, fstat(folder, &folderInfo) == 0 else { return nil }
        return StagingOwner(bootID: bootID, uid: UInt32(getuid()), output: FileIdentity(outputInfo), folder: FileIdentity(folderInfo))
    }

    /// Compares `found` (the marker read from a folder, nil when it had none or it was not one)
    /// with what this build would write there.
    static func verdict(found: StagingOwner?, expected: StagingOwner?) -> Verdict {
        guard let found else { return .foreign(reason: "it holds no valid \(fileName) marker") }
        guard let expected else { return .foreign(reason: "this machine gives no boot id to check it against") }
        guard found.uid == expected.uid else { return .foreign(reason: "it was made by another user (uid \(found.uid))") }
        guard found.output == expected.output, found.folder == expected.folder else {
            return .foreign(reason: "it was not made in this folder on this machine (committed to version control, or copied?)")
        }
        return found.bootID == expected.bootID ? .ours : .oursBeforeRestart
    }

    /// This machine's boot id, read once: random each time the machine starts.
    static let bootID: String? = {
        #if os(Linux)
        guard let data = FileManager.default.contents(atPath: "/proc/sys/kernel/random/boot_id"),
              let text = String(data: data, encoding: .utf8) else { return nil }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty || id.contains(" ") || id.contains("\n") ? nil : id
        #elseif canImport(Darwin)
        var size = 0
        guard sysctlbyname("kern.bootsessionuuid", nil, &size, nil, 0) == 0, size > 1, size < 256 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname("kern.bootsessionuuid", &bytes, &size, nil, 0) == 0 else { return nil }
        let id = String(cString: bytes)
        return id.isEmpty || id.contains(" ") ? nil : id
        #else
        return nil
        #endif
    }()

    /// Writes this marker into the open folder `folder` (a new file; never follows a link).
    func write(into folder: Int32) -> Int32? {
        let fd = openat(folder, Self.fileName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count ? nil : (written < 0 ? errno : EIO)
    }

    /// Reads the marker of the open folder `folder`: nil when it is missing, not a regular file,
    /// too long or not a marker.
    static func read(from folder: Int32) -> StagingOwner? {
        let fd = openat(folder, fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= maximumSize else { return nil }
        var buffer = [UInt8](repeating: 0, count: maximumSize + 1)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
        guard count > 0, count <= maximumSize else { return nil }
        return StagingOwner(text: String(decoding: buffer[..<count], as: UTF8.self))
    }
}

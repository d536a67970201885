import Foundation
import Testing
@testable import TourcCore

/// The background flush: files handed over are flushed and closed by the time `finish` returns,
/// and a failed flush is reported under the file's path, once.
@Suite("Background flush")
struct WriteBackgroundFlushTests {
    @Test func finishReturnsAfterEveryFileIsClosed() throws {
        let dir = WriteTempDir()
        let flush = BackgroundFlush(limit: 2)
        var descriptors: [(fd: Int32, file: FileIdentity)] = []
        for i in 0..<5 {
            let fd = try AtomicFile.create(Array("file \(i)\n".utf8), at: dir.file("f\(i)"))
            descriptors.append((fd, try #require(FileIdentity(descriptor: fd))))
            flush.flush(fd, path: dir.file("f\(i)"))
        }
        #expect(flush.finish().isEmpty)
        // Closed: each descriptor number is either no longer open or, since tests in other suites
        // run in parallel and may be handed the same number, open on some other file.
        for (fd, file) in descriptors {
            #expect(FileIdentity(descriptor: fd) != file, "descriptor \(fd) is still open on its file")
        }
        #expect(dir.read("f4") == "file 4\n")
    }

    @Test func aFailedFlushIsReportedUnderItsPathOnce() {
        let flush = BackgroundFlush()
        flush.flush(-1, path: "/nowhere/bad.tmp")
        let failures = flush.finish()
        #expect(failures.keys.sorted() == ["/nowhere/bad.tmp"])
        #expect(failures["/nowhere/bad.tmp"]?.code == EBADF)
        #expect(failures["/nowhere/bad.tmp"]?.operation == "flushing")
        #expect(flush.finish().isEmpty)
    }
}

/// A file's device and inode: what a descriptor is open on, whatever its number.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// Nil when `descriptor` is not open.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

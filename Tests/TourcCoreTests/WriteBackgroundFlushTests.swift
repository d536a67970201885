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
        var descriptors: [Int32] = []
        for i in 0..<5 {
            let fd = try AtomicFile.create(Array("file \(i)\n".utf8), at: dir.file("f\(i)"))
            descriptors.append(fd)
            flush.flush(fd, path: dir.file("f\(i)"))
        }
        #expect(flush.finish().isEmpty)
        // Closed: the descriptor numbers are no longer open in this process (nothing else in the
        // test opens files between `finish` and these checks).
        for fd in descriptors { #expect(fcntl(fd, F_GETFD) == -1) }
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

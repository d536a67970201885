import ArgumentParser
import Testing
@testable import TourcCLI

/// Long file lists are packed past argument-parser (whose array positionals are quadratic) and
/// unpacked in the command, unchanged and in order.
@Suite struct ArgumentBatchingTests {
    static let files = (0..<40).map { "dir/file-\($0).yaml" }

    @Test func packsOnlyCertainPositionalsAndUnpacksInOrder() throws {
        let arguments = ["validate", "--schema", "s.json"] + Self.files[0..<20] + ["--assert-format"] + Self.files[20...]
        let packed = ArgumentBatching.pack(arguments)
        #expect(packed.count < arguments.count)
        // The option and its value are untouched; so is the argument right after a flag.
        #expect(Array(packed.prefix(4)) == ["validate", "--schema", "s.json", "dir/file-0.yaml"])
        let command = try #require(try TourcCommand.parseAsRoot(packed) as? ValidateCommand)
        #expect(command.schema == "s.json")
        #expect(command.assertFormat)
        #expect(ArgumentBatching.unpack(command.files) == Self.files)
    }

    @Test func leavesShortAndOtherCommandLinesAlone() {
        #expect(ArgumentBatching.pack(["validate", "--schema", "s.json", "a.yaml", "b.yaml"])
                == ["validate", "--schema", "s.json", "a.yaml", "b.yaml"])
        let withTerminator = ["validate", "--schema", "s.json", "--"] + Self.files
        #expect(ArgumentBatching.pack(withTerminator) == withTerminator)
        let other = ["dump"] + Self.files
        #expect(ArgumentBatching.pack(other) == other)
        #expect(ArgumentBatching.unpack(["a", "b"]) == ["a", "b"])
    }

    @Test func checkPathsArePackedToo() throws {
        let packed = ArgumentBatching.pack(["check"] + Self.files + ["--jobs", "1"])
        let command = try #require(try TourcCommand.parseAsRoot(packed) as? CheckCommand)
        #expect(command.jobs == 1)
        #expect(ArgumentBatching.unpack(command.paths) == Self.files)
    }
}

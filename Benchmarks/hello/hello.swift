// The smallest Swift process that pays what every Swift CLI pays at start-up:
// the runtime, Foundation's dynamic libraries, and one line of output.
// `tourc check tours/` is compared with this for pre-commit latency.
import Foundation

let greeting = ProcessInfo.processInfo.arguments.count > 1
    ? ProcessInfo.processInfo.arguments[1]
    : "hello"
FileHandle.standardOutput.write(Data("\(greeting)\n".utf8))

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TourcCLI

exit(TourcCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))

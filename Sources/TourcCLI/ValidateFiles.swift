import Foundation
import TourcCore

/// Expands the FILES arguments of `tourc validate`: a folder stands for every `.yaml`, `.yml` and
/// `.json` file below it, in sorted order, so whole trees can be checked without the shell
/// building (and the argument parser re-reading) a huge command line.
enum ValidateFiles {
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    static func expand(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                out.append(argument)
                continue
            }
            let found = (FileManager.default.enumerator(atPath: argument)?.allObjects as? [String] ?? [])
                .filter { extensions.contains(UserPath($0).extension) }
                .sorted()
            out += found.map { UserPath(argument).appending($0).string }
        }
        return out
    }
}

import Foundation
import TourcCore
import TourcDiagnostics

/// The tour surface (`FUZZ_TARGET=tour`, the default): one input is one app (its registry and one
/// tour), run through `tourc check` and `tourc build --dry-run` (load → validate → check → emit),
/// in-process.
///
/// Input format: `<app.yaml>` + `#--- tour` line + `<tour.yaml>`. Without that line, an input
/// with a `targets:` key is the registry (with tours/finite/walkthrough.yaml as its tour) and any
/// other input is a tour of tours/finite. The app folder and the tour file are named after the
/// `id:` they declare, so a well-formed input builds.
///
/// Besides crashes, hangs and memory errors (AddressSanitizer), it stops at a broken promise:
/// an error without a location, `check` and `build` reporting different diagnostics, or a build
/// whose success disagrees with `check`.
func fuzzTour(_ input: [UInt8]) {
    let app = FuzzApp(input)
    let tours = app.write(to: Workspace.shared.tours)
    let check = Checker(jobs: 1).check(paths: [tours])
    let build = BuildDriver(options: BuildOptions(input: tours, output: Workspace.shared.output, jobs: 1,
                                                  mode: .dryRun, retainsOutput: true)).run()
    let checked = located(check.diagnostics.diagnostics)
    let built = located(build.diagnostics.diagnostics)
    requireLocatedErrors(check.diagnostics.diagnostics, "tour")
    if checked != built {
        fail("check and build disagree:\ncheck: \(checked.joined(separator: "\n       "))\nbuild: \(built.joined(separator: "\n       "))")
    }
    // A clean check must build; an input with errors must not.
    if check.diagnostics.hasErrors == !build.plan.files.isEmpty {
        fail("check has errors: \(check.diagnostics.hasErrors), but build planned \(build.plan.files.count) files")
    }
}

/// The two files of one input.
struct FuzzApp {
    static let marker = Array("\n#--- tour\n".utf8)
    static let defaultRegistry = Repository.read("tours/finite/app.yaml")
    static let defaultTour = Repository.read("tours/finite/walkthrough.yaml")

    var registry: [UInt8]
    var tour: [UInt8]

    init(_ input: [UInt8]) {
        if let at = Self.find(Self.marker, in: input) {
            registry = Array(input[..<at])
            tour = Array(input[(at + Self.marker.count)...])
        } else if Self.find(Array("\ntargets:".utf8), in: input) != nil || input.starts(with: Array("targets:".utf8)) {
            registry = input
            tour = Self.defaultTour
        } else {
            registry = Self.defaultRegistry
            tour = input
        }
    }

    /// The `id:` at the start of a line, when it is a plain, file-name-safe word.
    static func id(in text: [UInt8], fallback: String) -> String {
        let prefix = Array("id: ".utf8)
        var i = 0
        while i + prefix.count <= text.count {
            if (i == 0 || text[i - 1] == 0x0A), Array(text[i..<(i + prefix.count)]) == prefix {
                var end = i + prefix.count
                while end < text.count, isWordByte(text[end]) { end += 1 }
                let word = String(decoding: text[(i + prefix.count)..<end], as: UTF8.self)
                if !word.isEmpty, word.count < 64, word != "app", word.first != "." { return word }
            }
            i += 1
        }
        return fallback
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle {
            return i
        }
        return nil
    }

    /// Writes the app under `tours` (emptied first) and returns `tours`, the folder to build.
    func write(to tours: String) -> String {
        try? FileManager.default.removeItem(atPath: tours)
        let appID = Self.id(in: registry, fallback: "finite")
        let tourID = Self.id(in: tour, fallback: "tour")
        let folder = "\(tours)/\(appID)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: "\(folder)/app.yaml", contents: Data(registry))
        FileManager.default.createFile(atPath: "\(folder)/\(tourID).yaml", contents: Data(tour))
        return tours
    }
}

import Dispatch
import Foundation
import TourcCore

/// `--png`: each step's frame and each tour's flow graph as a PNG, taken by headless Chromium
/// from the same pages the site holds (the page's script shows one frame or the graph alone,
/// `#step=N` / `#flow`).
///
/// Files: `<app>/png/<tour-id>/<NN>-<step-id>.png`, or `<app>/png/<language>/<tour-id>/…` with
/// `--language` (NN the 1-based step number, two digits, so
/// names sort in step order) and `<app>/png/<tour-id>/flow.png`.
struct ChromiumRenderer {
    let chromium: Chromium
    let jobs: Int

    /// A frame's screenshot: the frame and its bezel, with a 10-pixel margin.
    static let frameWindow = (width: Int(StepFrame.width) + 20, height: Int(StepFrame.height) + 20)

    init(executable: String?, jobs: Int) throws {
        guard let chromium = Chromium.locate(executable) else { throw PreviewError.chromiumMissing }
        self.chromium = chromium
        // Each Chromium is several processes and a few hundred MB; two at a time is the most a
        // small machine gains from.
        self.jobs = max(1, min(jobs, 2))
    }

    struct Shot: Sendable {
        var page: String
        var fragment: String
        var width: Int
        var height: Int
        var output: String
    }

    static func shots(for pages: [PreviewDriver.PageRef]) -> [Shot] {
        var shots: [Shot] = []
        for page in pages {
            let folder = "\(page.folder)/png/" + (page.language.map { "\($0)/" } ?? "") + page.tour.id
            for (index, step) in page.tour.steps.enumerated() {
                let number = index + 1 < 10 ? "0\(index + 1)" : String(index + 1)
                shots.append(Shot(page: page.path, fragment: "step=\(index)", width: frameWindow.width, height: frameWindow.height,
                                  output: "\(folder)/\(number)-\(step.id).png"))
            }
            let graph = FlowGraphSVG(FlowGraph(tour: page.tour, registry: page.registry))
            shots.append(Shot(page: page.path, fragment: "flow", width: Int(graph.width.rounded(.up)) + 20,
                              height: Int(graph.height.rounded(.up)) + 20, output: "\(folder)/flow.png"))
        }
        return shots
    }

    /// Writes the site's pages to a temporary folder, takes every screenshot, removes the folder.
    func render(_ pages: [PreviewDriver.PageRef], site: OutputPlan) throws -> [OutputPlan.File] {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.path + "/tourc-preview-" + UUID().uuidString
        defer { try? fileManager.removeItem(atPath: scratch) }
        do {
            for file in site.files {
                let path = scratch + "/site/" + file.path
                try fileManager.createDirectory(atPath: UserPath(path).parent.string, withIntermediateDirectories: true)
                guard fileManager.createFile(atPath: path, contents: Data(file.bytes)) else {
                    throw ChromiumFailure(message: "could not write \(path)")
                }
            }
        } catch {
            throw PreviewError.chromiumFailed("could not lay out the pages for Chromium: \(error)")
        }
        let shots = Self.shots(for: pages)
        let results = Results(count: shots.count)
        let chromium = self.chromium
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(shots.count, 1))) { _ in
            while let index = results.claim() {
                let shot = shots[index]
                let url = URL(fileURLWithPath: scratch + "/site/" + shot.page).absoluteString + "#" + shot.fragment
                do {
                    let bytes = try chromium.screenshot(url: url, width: shot.width, height: shot.height, scratch: scratch)
                    results.set(index, .success(bytes))
                } catch {
                    results.set(index, .failure(ChromiumFailure(message: String(describing: error))))
                }
            }
        }
        var files: [OutputPlan.File] = []
        for (shot, result) in zip(shots, results.values()) {
            switch result {
            case .success(let bytes): files.append(OutputPlan.File(path: shot.output, bytes: bytes))
            case .failure(let failure): throw PreviewError.chromiumFailed(failure.message)
            }
        }
        return files
    }

    /// Work distribution and results shared by the workers; the lock makes that safe.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Result<[UInt8], ChromiumFailure>?]
        private var next = 0

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < storage.count else { return nil }
            defer { next += 1 }
            return next
        }

        func set(_ index: Int, _ value: Result<[UInt8], ChromiumFailure>) {
            lock.lock(); defer { lock.unlock() }
            storage[index] = value
        }

        func values() -> [Result<[UInt8], ChromiumFailure>] {
            lock.lock(); defer { lock.unlock() }
            return storage.map { $0 ?? .failure(ChromiumFailure(message: "not rendered")) }
        }
    }
}

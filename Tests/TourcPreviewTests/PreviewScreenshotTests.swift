import Foundation
import Testing
@testable import TourcPreview

/// Screenshots of a few frames and a flow graph, compared with the committed references in
/// References/ with a tolerance (fonts anti-alias a little differently from one Chromium build to
/// the next). `TOURC_RECORD=1` writes new references and fails the run, like the golden files;
/// review the PNGs, then run again without it.
// Serialized: each case starts Chromium; a handful at once would crowd a 2-core CI machine.
@Suite("Preview screenshots", .serialized)
struct PreviewScreenshotTests {
    struct Shot: Sendable, CustomStringConvertible {
        var name: String
        var page: String
        var fragment: String
        var width: Int
        var height: Int
        var description: String { name }
    }

    static let frame = ChromiumRenderer.frameWindow
    /// One shot per kind of drawing: a spotlight with its coach mark, a bottom sheet, an intents
    /// step with a tooltip, a tooltip, the dark appearance, a flow graph.
    static let shots: [Shot] = [
        Shot(name: "finite-walkthrough-spotlight", page: "finite/tours/walkthrough.html", fragment: "step=1", width: frame.width, height: frame.height),
        Shot(name: "carrier-wave-whats-new-sheet", page: "carrier-wave/tours/whats_new_2_5.html", fragment: "step=0", width: frame.width, height: frame.height),
        Shot(name: "ops-office-intents", page: "ops/tours/office_onboarding.html", fragment: "step=2", width: frame.width, height: frame.height),
        Shot(name: "omnisite-tooltip-dark", page: "omnisite/tours/home_legend_help.html", fragment: "step=0&appearance=dark", width: frame.width, height: frame.height),
        Shot(name: "finite-walkthrough-flow", page: "finite/tours/walkthrough.html", fragment: "flow", width: 780, height: 1100),
    ]

    /// Pixels that differ by more than this in a channel count as different...
    static let channelTolerance = 24
    /// ...and at most this share of them may.
    static let maxDifferentShare = 0.01

    @Test(arguments: shots) func matchesReference(_ shot: Shot) throws {
        let chromium = try PreviewFixtures.chromium()
        let (folder, _) = try PreviewBrowserTests.site.get()
        let scratch = try PreviewFixtures.scratch("shots")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let url = folder.appendingPathComponent(shot.page).absoluteString + "#" + shot.fragment
        let actual = try chromium.screenshot(url: url, width: shot.width, height: shot.height, scratch: scratch.path)
        let reference = PreviewFixtures.references.appendingPathComponent(shot.name + ".png")
        if ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" {
            try Data(actual).write(to: reference)
            Issue.record("recorded \(reference.path); review it, then run again without TOURC_RECORD")
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: reference.path),
                                    "no reference \(reference.lastPathComponent): record it with TOURC_RECORD=1")
        let share = try Self.differentShare(Array(expected), actual, chromium: chromium, scratch: scratch)
        if share > Self.maxDifferentShare {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("\(shot.name)-actual.png")
            try? Data(actual).write(to: kept)
            Issue.record("\(shot.name): \(share * 100)% of the pixels differ from the reference (at most \(Self.maxDifferentShare * 100)%); the new screenshot is \(kept.path)")
        }
    }

    /// The comparison itself: an image equals itself, and two different frames differ by far more
    /// than the tolerance.
    @Test func comparisonSeesADifference() throws {
        let chromium = try PreviewFixtures.chromium()
        let scratch = try PreviewFixtures.scratch("shots")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let a = try #require(FileManager.default.contents(atPath: PreviewFixtures.references.appendingPathComponent("ops-office-intents.png").path))
        let b = try #require(FileManager.default.contents(atPath: PreviewFixtures.references.appendingPathComponent("omnisite-tooltip-dark.png").path))
        #expect(try Self.differentShare(Array(a), Array(a), chromium: chromium, scratch: scratch) == 0)
        #expect(try Self.differentShare(Array(a), Array(b), chromium: chromium, scratch: scratch) > 0.1)
    }

    /// The share of pixels that differ, measured by Chromium itself (a canvas over both images),
    /// so the tests need no image library. A size difference counts as every pixel.
    static func differentShare(_ a: [UInt8], _ b: [UInt8], chromium: Chromium, scratch: URL) throws -> Double {
        let page = """
        <!doctype html><html><body><script>
        function load(s){return new Promise(function(r){var i=new Image();i.onload=function(){r(i);};i.onerror=function(){r(null);};i.src=s;});}
        Promise.all([load('data:image/png;base64,\(Data(a).base64EncodedString())'),load('data:image/png;base64,\(Data(b).base64EncodedString())')]).then(function(v){
          var a=v[0],b=v[1];
          if(!a||!b||a.width!==b.width||a.height!==b.height){document.body.setAttribute('data-share','1');return;}
          var c=document.createElement('canvas');c.width=a.width;c.height=a.height;var x=c.getContext('2d');
          x.drawImage(a,0,0);var p=x.getImageData(0,0,a.width,a.height).data;
          x.clearRect(0,0,a.width,a.height);x.drawImage(b,0,0);var q=x.getImageData(0,0,a.width,a.height).data;
          var n=0,t=\(channelTolerance);
          for(var k=0;k<p.length;k+=4){if(Math.abs(p[k]-q[k])>t||Math.abs(p[k+1]-q[k+1])>t||Math.abs(p[k+2]-q[k+2])>t)n++;}
          document.body.setAttribute('data-share',String(n/(a.width*a.height)));
        });
        </script></body></html>
        """
        let file = scratch.appendingPathComponent("compare.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(url: file.absoluteString, scratch: scratch.path)
        let start = try #require(dom.range(of: "data-share=\""), "the comparison page did not finish: \(dom.prefix(300))")
        let rest = dom[start.upperBound...]
        return try #require(rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) })
    }
}

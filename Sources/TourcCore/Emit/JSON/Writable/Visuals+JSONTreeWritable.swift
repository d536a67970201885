/// The JSON trees of the TourKit types of Visuals.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Visuals: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(dim, forKey: "dim")
        try node.put(animations, forKey: "animations")
        try node.put(haptics, forKey: "haptics")
        try node.putIfPresent(celebration, forKey: "celebration")
        try node.putIfPresent(pulseRing, forKey: "pulseRing")
        try node.putIfPresent(tooltip, forKey: "tooltip")
        try node.putIfPresent(accentColor, forKey: "accentColor")
        try node.putIfPresent(titleDesign, forKey: "titleDesign")
    }
}

extension TourKit.FontDesign: JSONTreeWritable {}

extension TourKit.Animation: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(duration, forKey: "duration")
        try node.put(easing, forKey: "easing")
        try node.put(delay, forKey: "delay")
        try node.put(repeats, forKey: "repeats")
        try node.put(autoreverses, forKey: "autoreverses")
    }
}

extension TourKit.Easing: JSONTreeWritable {}

extension TourKit.AnimationTimings: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(overlayAppear, forKey: "overlayAppear")
        try node.putIfPresent(stepTransition, forKey: "stepTransition")
        try node.putIfPresent(pageTransition, forKey: "pageTransition")
        try node.putIfPresent(spotlightChange, forKey: "spotlightChange")
        try node.putIfPresent(tooltipAppear, forKey: "tooltipAppear")
        try node.putIfPresent(tooltipCrossfade, forKey: "tooltipCrossfade")
        try node.putIfPresent(pulseRing, forKey: "pulseRing")
        try node.putIfPresent(celebration, forKey: "celebration")
        try node.putIfPresent(progress, forKey: "progress")
        try node.putIfPresent(finalDismiss, forKey: "finalDismiss")
    }
}

extension TourKit.Celebration: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(style, forKey: "style")
        try node.putIfPresent(particleCount, forKey: "particleCount")
        try node.put(colors, forKey: "colors")
        try node.putIfPresent(particleSize, forKey: "particleSize")
        try node.putIfPresent(spread, forKey: "spread")
        try node.putIfPresent(visibleFor, forKey: "visibleFor")
        try node.putIfPresent(haptic, forKey: "haptic")
    }
}

extension TourKit.CelebrationStyle: JSONTreeWritable {}

extension TourKit.ClosedRangeValue: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(min, forKey: "min")
        try node.put(max, forKey: "max")
    }
}

extension TourKit.PulseRingStyle: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(scale, forKey: "scale")
        try node.put(lineWidth, forKey: "lineWidth")
        try node.put(opacity, forKey: "opacity")
        try node.putIfPresent(innerOpacity, forKey: "innerOpacity")
        try node.put(color, forKey: "color")
    }
}

extension TourKit.TooltipStyle: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(maxWidth, forKey: "maxWidth")
        try node.putIfPresent(cornerRadius, forKey: "cornerRadius")
        try node.putIfPresent(material, forKey: "material")
        try node.putIfPresent(colorScheme, forKey: "colorScheme")
    }
}

extension TourKit.Material: JSONTreeWritable {}

extension TourKit.ColorScheme: JSONTreeWritable {}

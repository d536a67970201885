import TourKit

/// A rectangle in frame pixels.
struct Box: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func inset(dx: Double, dy: Double) -> Box { Box(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy) }
}

/// Where the targets a step names sit on the frame's placeholder screen.
///
/// Why guesses are enough: tourc does not know the app's views, only the registry's word for each
/// target (a tab-bar item, a whole screen, fixed coordinates, or a view somewhere on a screen).
/// Tab-bar items go into the tab bar in registry order, coordinates where they say, whole screens
/// fill the content area, and a view goes where its coach mark or tooltip has room: high on the
/// screen when the bubble is below it, low when the bubble is above. The box is labelled with the
/// target's id, so nobody mistakes it for the app's layout.
struct TargetLayout {
    /// Regions of the frame, in pixels.
    static let statusBar = 40.0
    static let navigationBar = 44.0
    static let tabBar = 64.0
    static var contentTop: Double { statusBar + navigationBar }
    static var contentBottom: Double { StepFrame.height - tabBar }

    var boxes: [String: Box] = [:]
    /// The ids in the order the step names them, without repeats.
    var order: [String] = []

    /// `low`: the step's bubble sits above its target, so views go in the lower half.
    init(targets: [String], registry: AppRegistry, low: Bool) {
        let tabItems = registry.targets.filter { $0.type == .tabBarItem }.map(\.id)
        var views = 0
        for id in targets where boxes[id] == nil {
            order.append(id)
            let target = registry.targets.first { $0.id == id }
            boxes[id] = Self.box(for: target, tabItems: tabItems, viewOrdinal: &views, low: low)
        }
    }

    static func box(for target: Target?, tabItems: [String], viewOrdinal: inout Int, low: Bool) -> Box {
        let width = StepFrame.width
        guard let target else { return viewBox(&viewOrdinal, low: low) }
        switch target.type {
        case .tabBarItem:
            let slots = max(1, min(5, tabItems.count))
            let slot = (tabItems.firstIndex(of: target.id) ?? 0) % slots
            let slotWidth = width / Double(slots)
            return Box(x: Double(slot) * slotWidth + 6, y: contentBottom + 6, width: slotWidth - 12, height: tabBar - 18)
        case .screen, .fullScreen:
            return Box(x: 8, y: contentTop + 8, width: width - 16, height: contentBottom - contentTop - 16)
        case .coordinates:
            guard let rect = target.rect else { return viewBox(&viewOrdinal, low: low) }
            let s = StepFrame.scale
            let box = Box(x: rect.x * s, y: rect.y * s, width: rect.width * s, height: rect.height * s)
            return clamped(box)
        case .view:
            return viewBox(&viewOrdinal, low: low)
        }
    }

    /// The n-th view target of a step: a box of a typical control's size (a card, a cell, a
    /// button), centred, stacked downwards from its half. Its real size is the app's.
    static func viewBox(_ ordinal: inout Int, low: Bool) -> Box {
        defer { ordinal += 1 }
        let top = low ? 380.0 : contentTop + 24
        let y = min(top + Double(ordinal) * 70, contentBottom - 70)
        let width = 180.0
        return Box(x: (StepFrame.width - width) / 2, y: y, width: width, height: 56)
    }

    /// A box kept inside the frame (coordinates written for a larger phone).
    static func clamped(_ box: Box) -> Box {
        let width = min(max(box.width, 8), StepFrame.width)
        let height = min(max(box.height, 8), StepFrame.height)
        let x = min(max(box.x, 0), StepFrame.width - width)
        let y = min(max(box.y, 0), StepFrame.height - height)
        return Box(x: x, y: y, width: width, height: height)
    }

    /// A region's box: the target's box narrowed to a slice, moved by the offset, resized, then
    /// grown by the padding (all in points, scaled), kept inside the frame.
    func box(of region: Region) -> Box? {
        guard var box = boxes[region.target] else { return nil }
        let s = StepFrame.scale
        if let slice = region.slice {
            let length = slice.length * s
            switch slice.edge {
            case .top: box.height = min(box.height, length)
            case .bottom: box.y = box.maxY - min(box.height, length); box.height = min(box.height, length)
            case .leading: box.width = min(box.width, length)
            case .trailing: box.x = box.maxX - min(box.width, length); box.width = min(box.width, length)
            }
        }
        if let offset = region.offset { box.x += offset.x * s; box.y += offset.y * s }
        if let size = region.size { box.width = size.width * s; box.height = size.height * s }
        box = box.inset(dx: -region.padding.horizontal * s, dy: -region.padding.vertical * s)
        return Self.clamped(box)
    }
}

/// The smallest app the check tests build on: a registry declaring one of each kind of id, and
/// a one-page tour that checks clean. Tests replace parts of them and mark where they expect a
/// diagnostic.
enum CheckFixtures {
    static let registry = """
        id: demo
        name: Demo
        versions:
          - version: "1.0"
          - version: "2.0"
            major: true
        roles:
          - {id: admin, name: Admin}
        screens:
          - {id: home, name: Home, target: homeTab}
        targets:
          - {id: homeTab, type: tabBarItem, identifier: tab.home, screen: home}
          - {id: grid, type: view, identifier: grid, screen: home}
          - {id: gridBox, type: coordinates, rect: {x: 0, y: 0, width: 10, height: 10}}
        events:
          - {id: weekMarked}
        conditions:
          - {id: hasPhases}
        components:
          - {id: phaseForm, presentation: sheet, outcomes: [saved, dismissed]}
        persistence:
          - {key: tour.seen, type: stringSet}
          - {key: hasSeen, type: bool}
        tags:
          - {id: onboarding}
        analytics:
          - {id: tour_started}
        """

    /// A page tour; `steps` replaces its steps, `extra` adds top-level keys.
    static func tour(id: String = "intro", style: String = "bottomSheet", extra: String = "", steps: String = """
          - id: welcome
            type: page
            title: Welcome
            body: Hello there.
        """) -> String {
        """
        id: \(id)
        name: Intro
        presentation: {style: \(style)}
        triggers:
          - type: firstLaunch
        persistence:
          onceKeys: [hasSeen]
          updates:
            - {outcomes: [completed, skipped], key: hasSeen, value: true}
        \(extra)
        steps:
        \(steps)
        """
    }

    /// The files of the app `demo` with this tour as `intro.yaml`.
    static func app(tour: String = tour(), registry: String = registry) -> [String: String] {
        ["demo/app.yaml": registry, "demo/intro.yaml": tour]
    }
}

/// What the stages do not choose themselves: which stages and which scenario check `tourc check`
/// and `tourc build` run. This file is the composition root (FolderLayeringTests lets it name
/// every folder); the drivers in Pipeline/ only see the protocols.
extension Checker {
    /// `tourc check`'s scenario files: `tourc test`'s parser and name check (Scenario/).
    static var defaultScenarioCheck: (any ScenarioFileCheck)? { ScenarioFiles() }
}

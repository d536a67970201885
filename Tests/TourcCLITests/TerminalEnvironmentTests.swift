import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCLI

/// `Terminal.environment` reads only the variables output depends on, with `getenv`; for those
/// it must hold what Foundation's environment holds, and every variable the format and colour
/// choices read must be among them.
@Suite struct TerminalEnvironmentTests {
    @Test func holdsFoundationsValuesOfTheVariablesTourcReads() {
        let full = ProcessInfo.processInfo.environment
        let read = Terminal.environment
        for name in Terminal.variables {
            #expect(read[name] == full[name], "\(name)")
        }
        #expect(Set(read.keys).isSubset(of: Terminal.variables))
    }

    /// The decisions made from the reduced environment are those made from the whole one.
    @Test func decidesAsWithTheWholeEnvironment() {
        let full = ProcessInfo.processInfo.environment
        #expect(DiagnosticFormat.automatic(environment: Terminal.environment) == DiagnosticFormat.automatic(environment: full))
        for isTerminal in [false, true] {
            #expect(ColorPolicy.shouldColor(isTerminal: isTerminal, environment: Terminal.environment)
                    == ColorPolicy.shouldColor(isTerminal: isTerminal, environment: full))
        }
    }
}

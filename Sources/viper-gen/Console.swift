import ArgumentParser
import Foundation
import ViperGenKit

/// Printing for the commands: the report on stdout, diagnostics on stderr.
enum Console {
    static let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    private static let useColor = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func report(_ diagnostics: [Diagnostic]) {
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints the diagnostics and exits with code 2.
    static func fail(_ error: DiagnosticsError) -> ExitCode {
        report(error.diagnostics)
        return ExitCode(2)
    }

    static func print(_ line: String, terminator: String = "\n") {
        Swift.print(line, terminator: terminator)
    }

    /// One line per file: what happened (or would happen) to it and, for a skip, why.
    static func printPlans(_ plans: [ModulePlan], dryRun: Bool) {
        for module in plans {
            print("\(module.module) (\(module.architecture))")
            for file in module.plan.files {
                var line = "  " + paint(label(file.action, dryRun: dryRun).padding(toLength: 10, withPad: " ", startingAt: 0), file.action)
                line += file.displayPath
                if case .skip(let reason) = file.action { line += "  (\(reason))" }
                print(line)
            }
        }
    }

    private static func label(_ action: FileAction, dryRun: Bool) -> String {
        switch action {
        case .create: dryRun ? "create" : "created"
        case .update: dryRun ? "update" : "updated"
        case .unchanged: "unchanged"
        case .skip: dryRun ? "skip" : "skipped"
        }
    }

    private static func paint(_ text: String, _ action: FileAction) -> String {
        guard useColor else { return text }
        let code: String
        switch action {
        case .create: code = "32"
        case .update: code = "33"
        case .unchanged: code = "2"
        case .skip: code = "36"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

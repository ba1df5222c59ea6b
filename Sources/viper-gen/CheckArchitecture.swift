import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct CheckArchitecture: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-architecture",
        abstract: "Check that each module's code keeps to its template set's architecture rules.",
        discussion: """
            Reads every Swift file in the folders a module's sources are generated into, \
            hand-written ones included, and reports each reference and import the rules of the \
            module's set forbid (the 'architecture:' of its manifest; see docs/templates.md) as \
            path:line:column: error: message. Exits 1 when it finds any, 0 when the code is clean, \
            2 for invalid input. Writes nothing. With no arguments, checks the modules of the \
            specs that the config's 'modules:' patterns match.
            """
    )

    @Argument(
        help: "Spec files or directories (default: the config's 'modules:').",
        completion: Completions.specFiles)
    var paths: [String] = []

    @Option(
        help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
        completion: Completions.specFiles)
    var config: String?

    @Option(
        name: [.short, .long],
        help: "Template set of specs that name none (default: the config's, else viper).",
        completion: Completions.templateSets)
    var architecture: String?

    @Option(
        name: .customLong("templates"),
        help: "A folder of custom templates (repeatable; the first wins).",
        completion: .directory)
    var templateFolders: [String] = []

    @Option(
        name: [.short, .long], help: "Sources root (default: the config's, else .).",
        completion: .directory)
    var output: String?

    @Option(help: "Tests root (default: the config's, else Tests).", completion: .directory)
    var testsOutput: String?

    @Flag(help: "Print one JSON report on stdout: the findings and the other diagnostics.")
    var json = false

    func validate() throws {
        try PathArguments.requireNonEmpty(
            paths.map { ("a spec path", $0) } + [
                ("--config", config), ("--output", output), ("--tests-output", testsOutput),
            ] + templateFolders.map { ("--templates", $0) })
    }

    func run() throws {
        var flags = RunFlags()
        flags.config = config
        flags.architecture = architecture
        flags.templateFolders = templateFolders
        flags.output = output
        flags.testsOutput = testsOutput
        flags.json = json
        let outcome: ArchitectureOutcome
        do throws(DiagnosticsError) {
            outcome = try ModuleRun.checkArchitecture(
                paths: paths, flags: flags, workspace: Console.workspace,
                report: json ? { _ in } : Console.report)
        } catch {
            if json {
                Console.printJSON(
                    JSONReport(
                        command: "check-architecture", mode: "check", plans: [], written: false,
                        exitCode: 2, diagnostics: error.diagnostics))
            }
            throw Console.fail(error)
        }
        if outcome.settings.json {
            Console.printJSON(JSONReport(architecture: outcome))
        } else {
            Console.report(outcome.findings)
            let modules = "\(outcome.modules) module\(outcome.modules == 1 ? "" : "s")"
            let files = "\(outcome.files) file\(outcome.files == 1 ? "" : "s")"
            let count = outcome.findings.count
            Console.print(
                count == 0
                    ? "\(modules), \(files): no architecture findings"
                    : "\(modules), \(files): \(count) architecture finding\(count == 1 ? "" : "s")")
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "(Re)generate modules from spec files.",
        discussion: """
            Rewrites generator-owned files that are stale, creates missing user-owned files and leaves \
            existing user-owned files alone (unless --force). A directory means every *.yml below it; \
            with no arguments, the specs that the config's 'modules:' patterns match. Nothing is \
            written unless every spec is valid.
            """
    )

    @Argument(
        help: "Spec files or directories (default: the config's 'modules:').",
        completion: Completions.specFiles)
    var paths: [String] = []

    @OptionGroup var options: ModuleOptions

    @Flag(
        help:
            "Write nothing; exit 1 and print a unified diff for every generator-owned file that is stale or missing."
    )
    var check = false

    func validate() throws {
        try PathArguments.requireNonEmpty(paths.map { ("a spec path", $0) })
        if check && (options.force || options.dryRun || options.merge) {
            throw ValidationError("--check cannot be combined with --force, --merge or --dry-run")
        }
    }

    func run() throws {
        let outcome: RunOutcome
        do {
            outcome = try ModuleRun.generate(
                paths: paths, check: check, flags: try options.flags(),
                workspace: Console.workspace, report: Console.report)
        } catch let failure as RunFailure {
            let mode = check ? "check" : failure.dryRun ?? options.dryRun ? "dry-run" : "write"
            throw Console.fail(failure, command: "generate", mode: mode, json: options.json)
        } catch let error as DiagnosticsError {
            throw Console.fail(error)
        }
        Console.printOutcome(outcome, command: "generate")
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Parse and validate specs; write nothing.",
        discussion: """
            Reports every problem as path:line:column: error: message and exits 2 if there is any. \
            With no arguments, lints the specs that the config's 'modules:' patterns match.
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

    @Option(help: "The Swift module the sources compile into (default: the config's, else App).")
    var target: String?

    func validate() throws {
        try PathArguments.requireNonEmpty(
            paths.map { ("a spec path", $0) } + [("--config", config)])
    }

    func run() throws {
        var flags = RunFlags()
        flags.config = config
        flags.target = target
        do throws(DiagnosticsError) {
            let count = try ModuleRun.lint(
                paths: paths, flags: flags, workspace: Console.workspace, report: Console.report)
            Console.print("\(count) spec\(count == 1 ? "" : "s") OK")
        } catch {
            throw Console.fail(error)
        }
    }
}

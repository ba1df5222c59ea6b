import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Scaffold one module.",
        discussion: """
            Without --spec, derives a spec from <name> (entity = <name> singularised, one use case that \
            loads it, one route to a detail screen) and writes it to <output>/<Name>/<Name>.yml, or where \
            the config's 'modules:' patterns find specs (Specs/<Name>.yml for Specs/*.yml), where \
            `viper-gen generate` takes over. Refuses to touch an existing module unless --merge (which \
            merges the module's spec and templates into it, reading that spec when there is no --spec) \
            or --force.
            """
    )

    @Argument(help: "Module name, UpperCamelCase (e.g. Cars).")
    var name: String

    @Option(
        help: "The module spec (YAML); its 'module' must be <name>.",
        completion: Completions.specFiles)
    var spec: String?

    @OptionGroup var options: ModuleOptions

    func validate() throws {
        try PathArguments.requireNonEmpty([("--spec", spec)])
    }

    func run() throws {
        let outcome: RunOutcome
        do {
            outcome = try ModuleRun.new(
                name: name, spec: spec, flags: try options.flags(), workspace: Console.workspace,
                report: Console.report)
        } catch let failure as RunFailure {
            let dryRun = failure.dryRun ?? options.dryRun
            throw Console.fail(
                failure, command: "new", mode: dryRun ? "dry-run" : "write", json: options.json)
        } catch let error as DiagnosticsError {
            throw Console.fail(error)
        }
        Console.printOutcome(outcome, command: "new")
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

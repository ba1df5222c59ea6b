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
            loads it, one route to a detail screen) and writes it to <output>/<Name>/<Name>.yml, where \
            `viper-gen generate` takes over. Refuses to touch an existing module unless --merge (which \
            merges the module's spec and templates into it, reading <output>/<Name>/<Name>.yml when there \
            is no --spec) or --force.
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
        var settings: RunSettings?
        var notes: [Diagnostic] = []
        var conflicted = false
        do {
            let current = try options.settings()
            settings = current
            let (output, settled) = try current.openOutput(readOnly: current.dryRun)
            defer { output.close() }
            notes = settled
            var plans = try plan(settings: current)
            if current.config?.contractsAtBuildTime == true {
                // The build plugin makes the generator-owned files: `new` writes the user's and the spec.
                plans = plans.map { $0.withoutGeneratorOwnedFiles() }
            }
            notes += plans.flatMap(\.notes)
            Console.report(plans.flatMap(\.notes))
            let xcode = try current.planXcode(plans, roots: output.roots)
            notes += xcode?.warnings ?? []
            Console.report(xcode?.warnings ?? [])
            if !current.dryRun {
                try output.write(
                    OutputPlan(
                        files: plans.flatMap(\.plan.files) + (xcode?.file.map { [$0] } ?? [])))
                try Self.makeFolders(plans.flatMap(\.folders))
            }
            let conflicts = Console.conflictDiagnostics(
                plans, written: !current.dryRun, merging: current.merge)
            conflicted = conflicts.contains { $0.severity == .error }
            if current.json {
                let mode = current.dryRun ? "dry-run" : "write"
                Console.printJSON(
                    JSONReport(
                        command: "new", mode: mode, plans: plans, written: !current.dryRun,
                        exitCode: conflicted ? 1 : 0,
                        diagnostics: notes + conflicts
                    ).with(xcode)
                )
            } else {
                Console.printPlans(plans, dryRun: current.dryRun, verbosity: current.verbosity)
                if current.dryRun && current.verbosity != .quiet { Console.printMergeDiffs(plans) }
                Console.printXcode(xcode, dryRun: current.dryRun, verbosity: current.verbosity)
            }
            Console.report(conflicts)
        } catch {
            if settings?.json ?? options.json {
                let mode = settings?.dryRun ?? options.dryRun ? "dry-run" : "write"
                Console.printJSON(
                    JSONReport(
                        command: "new", mode: mode, plans: [], written: false, exitCode: 2,
                        diagnostics: notes + error.diagnostics)
                )
            }
            throw Console.fail(error)
        }
        if conflicted { throw ExitCode(1) }
    }

    /// The folders of a Generamba template's folder-only entries, made after its files.
    private static func makeFolders(_ folders: [URL]) throws(DiagnosticsError) {
        for folder in folders {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticsError([
                    .error(
                        "cannot make the folder '\(Console.displayPath(of: folder))': \(error.localizedDescription)",
                        at: nil)
                ])
            }
        }
    }

    private func plan(settings: RunSettings) throws(DiagnosticsError) -> [ModulePlan] {
        var generator = settings.makeGenerator()
        var module = NewModule(
            name: name,
            spec: spec.map { (Console.url(for: $0), $0) },
            regenerate: RegenerateCommand(
                workingDirectory: Console.workingDirectory,
                configFile: options.config.map(Console.url(for:)),
                templateFolders: options.templateFolders.map(Console.url(for:)),
                params: options.params
            )
        )
        module.testsOutputGiven = options.testsOutput != nil
        return [
            try module.plan(generator: &generator, config: settings.config) {
                Console.displayPath(of: $0)
            }
        ]
    }
}

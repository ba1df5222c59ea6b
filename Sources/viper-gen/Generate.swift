import ArgumentParser
import Foundation
import ViperGenKit

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "(Re)generate modules from spec files.",
        discussion: """
            Rewrites generator-owned files that are stale, creates missing user-owned files and leaves \
            existing user-owned files alone (unless --force). A directory means every *.yml below it. \
            Nothing is written unless every spec is valid.
            """
    )

    @Argument(help: "Spec files or directories.")
    var paths: [String] = []

    @OptionGroup var options: ModuleOptions

    @Flag(help: "Write nothing; exit 1 and print a unified diff for every generator-owned file that is stale or missing.")
    var check = false

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("name at least one spec file or directory")
        }
        if check && (options.force || options.dryRun) {
            throw ValidationError("--check cannot be combined with --force or --dry-run")
        }
    }

    func run() throws {
        let plans: [ModulePlan]
        do {
            plans = try SpecRun.plans(for: paths, options: options)
        } catch {
            throw Console.fail(error)
        }
        if check {
            try reportDrift(in: plans)
            return
        }
        if !options.dryRun {
            do {
                try options.write(plans)
            } catch {
                throw Console.fail(error)
            }
        }
        Console.printPlans(plans, dryRun: options.dryRun)
    }

    /// Prints a diff for every stale generator-owned file; exits 1 when there is any.
    private func reportDrift(in plans: [ModulePlan]) throws {
        let drift = plans.flatMap(\.plan.drift)
        for (_, diff) in drift { Console.print(diff, terminator: "") }
        guard drift.isEmpty else {
            let count = drift.count == 1 ? "1 generated file is" : "\(drift.count) generated files are"
            Console.report([Diagnostic(.error, "\(count) out of date; run 'viper-gen generate'", at: nil)])
            throw ExitCode(1)
        }
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse and validate specs; write nothing.",
        discussion: "Reports every problem as path:line:column: error: message and exits 2 if there is any."
    )

    @Argument(help: "Spec files or directories.")
    var paths: [String]

    @Option(help: "The Swift module the sources compile into.")
    var target: String = "App"

    func run() throws {
        do {
            var generator = Generator(
                options: GenerationOptions(target: target),
                layout: OutputLayout(sources: ".", tests: "Tests"),
                workingDirectory: Console.workingDirectory,
                force: false
            )
            var diagnostics = DiagnosticCollector()
            let files = try SpecDiscovery.specFiles(for: paths, workingDirectory: Console.workingDirectory)
            for file in files {
                do {
                    try generator.lint(try SpecParser.parse(fileAt: file.url, displayPath: file.display))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            try diagnostics.throwIfErrors()
            Console.print("\(files.count) spec\(files.count == 1 ? "" : "s") OK")
        } catch {
            throw Console.fail(error)
        }
    }
}

/// Plans every spec of a `generate` run, collecting all problems before any file is written.
enum SpecRun {
    static func plans(for paths: [String], options: ModuleOptions) throws(DiagnosticsError) -> [ModulePlan] {
        var generator = try options.makeGenerator()
        var diagnostics = DiagnosticCollector()
        var plans: [ModulePlan] = []
        var modules: [String: String] = [:]
        for file in try SpecDiscovery.specFiles(for: paths, workingDirectory: Console.workingDirectory) {
            do {
                let spec = try SpecParser.parse(fileAt: file.url, displayPath: file.display)
                if let other = modules[spec.module.value] {
                    diagnostics.error("module '\(spec.module.value)' is also specified in '\(other)'", at: spec.module.location)
                    continue
                }
                modules[spec.module.value] = file.display
                plans.append(try generator.plan(spec))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfErrors()
        return plans
    }
}

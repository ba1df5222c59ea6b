import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

/// What the ViperGenBuildPlugin runs: the generator-owned Swift files of one kind (sources, or
/// the test doubles and fixtures) of specs, joined into one file in a build folder. One file per
/// spec is what lets the plugin declare its outputs before anything runs: which files a spec
/// makes depends on its contents and its template set.
struct Contracts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contracts",
        abstract:
            "Write the generator-owned files of specs into one Swift file (for the build plugin).",
        discussion: """
            Joins the generator-owned Swift files of one kind (--kind source: entity, view model, \
            protocols; --kind test: test doubles and fixtures) of the specs named (or, with --only, of \
            that one spec) into <output>, which is rewritten only when its text changes. User-owned \
            files and merge bases are left out, and so are generator-owned files that are not Swift. \
            Only *.yml / *.yaml files with a top-level 'module:' key are specs; other YAML files are \
            skipped. Reads the config named with --config and no other; ignores its 'contracts:'.
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case source
        case test
    }

    @Argument(help: "Spec files or directories (all are read, for the entities they share).")
    var paths: [String] = []

    @Option(name: [.short, .long], help: "The Swift file to write.")
    var output: String

    @Option(help: "Which generator-owned files: source or test.")
    var kind: Kind = .source

    @Option(
        help:
            "Write the files of this spec only; the others are read for the entities they declare.")
    var only: String?

    @Option(help: "Project config; without it no config is read.")
    var config: String?

    @Option(
        help:
            "The Swift module the sources compile into; generated tests @testable import it (default: the config's, else App)."
    )
    var target: String?

    func validate() throws {
        try PathArguments.requireNonEmpty(
            paths.map { ("a spec path", $0) } + [
                ("--output", output), ("--config", config), ("--only", only),
            ])
        if paths.isEmpty { throw ValidationError("name the spec files or directories") }
        if let target, !SwiftNames.isModuleName(target) {
            throw ValidationError("--target '\(target)' is not a Swift module name")
        }
    }

    func run() throws {
        do throws(DiagnosticsError) {
            try ContractsRun.write(
                paths: paths, kind: kind == .source ? .source : .test, only: only, to: output,
                config: config, target: target, workspace: Console.workspace,
                report: Console.report)
        } catch {
            throw Console.fail(error)
        }
    }
}

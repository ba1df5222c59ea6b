import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Adopt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Take over an existing module: write its spec and merge bases.",
        discussion: """
            Reads the Swift files of <module-folder> (and of its tests folder): the protocols of the \
            set's roles, the entity and view-model structs. Writes the spec that generates those \
            contracts (<module-folder>/<Module>.yml, or where the config's 'modules:' patterns look) \
            and, for each user-owned file, what the set renders from that spec as its merge base, so \
            that 'generate --check' and 'generate --merge' work on the module. What a spec cannot \
            express is a warning at its place. Writes no other file; --dry-run prints the spec and \
            what 'generate' would then change in the generator-owned files. Several module folders \
            are adopted in one run, each knowing the others' specs: routes between them keep the \
            module they open, whatever the order. Of several, a folder with no module or whose \
            module has a spec is skipped; nothing is written unless every other one reads.
            """
    )

    @Argument(
        help: "The module's folder (e.g. Sources/App/Cars), or several (Sources/App/*/).",
        completion: .directory)
    var moduleFolders: [String]

    @Option(
        name: [.short, .long],
        help: "Template set the module follows (default: recognised from its types' names).",
        completion: Completions.templateSets)
    var architecture: String?

    @Option(
        help: "The module's tests folder (default: <tests-output>/<Module> when there).",
        completion: .directory)
    var tests: String?

    @Option(help: "Where to write the spec (default: <module-folder>/<Module>.yml).")
    var specOutput: String?

    @Option(help: "Project config (default: the nearest .viper-gen.yml in this folder or above).")
    var config: String?

    @Option(
        name: .customLong("templates"), help: "A folder of custom templates (repeatable).",
        completion: .directory)
    var templateFolders: [String] = []

    @Option(help: "The Swift module the sources compile into (default: App).")
    var target: String?

    @Flag(help: "Print the spec and what 'generate' would then change; write nothing.")
    var dryRun = false

    func validate() throws {
        guard !moduleFolders.isEmpty else {
            throw ValidationError("Missing expected argument '<module-folders> ...'")
        }
        try PathArguments.requireNonEmpty(
            moduleFolders.map { ("<module-folder>", $0) } + [
                ("--tests", tests), ("--spec-output", specOutput), ("--config", config),
            ])
        if moduleFolders.count > 1 {
            for (option, value, what) in [
                ("--tests", tests, "one module's tests folder"),
                ("--spec-output", specOutput, "one module's spec"),
            ] where value != nil {
                throw ValidationError(
                    "\(option) names \(what); adopt the modules with it one at a time, or leave it out"
                )
            }
        }
    }

    func run() throws {
        var flags = RunFlags()
        flags.config = config
        flags.architecture = architecture
        flags.templateFolders = templateFolders
        flags.target = target
        flags.dryRun = dryRun
        let requests = moduleFolders.map {
            ModuleAdoption.Request(
                moduleFolder: $0, testsFolder: tests, specOutput: specOutput, flags: flags)
        }
        do {
            if requests.count == 1 {
                show(
                    try ModuleAdoption.run(
                        requests[0], workspace: Console.workspace, report: Console.report))
            } else {
                try ModuleAdoption.runAll(
                    requests, workspace: Console.workspace, report: Console.report,
                    adopted: show)
            }
        } catch {
            throw Console.fail(error)
        }
    }

    /// Prints what adopting one module did (or would do).
    func show(_ outcome: ModuleAdoption.Outcome) {
        var text = ""
        if outcome.dryRun {
            text += "--- \(outcome.specDisplay) (would be written)\n\(outcome.specText)\n"
            for file in outcome.written where file.displayPath != outcome.specDisplay {
                text += "would record the merge base \(file.displayPath)\n"
            }
            if outcome.generatorChanges.isEmpty {
                text += "'viper-gen generate' would then change no generator-owned file\n"
            } else {
                text += "'viper-gen generate' would then change these generator-owned files:\n"
                Console.printBytes(Data((text).utf8))
                text = ""
                for change in outcome.generatorChanges {
                    if let diff = change.diff {
                        Console.printBytes(diff)
                    } else {
                        Console.printBytes(Data(("\(change.display): too large to show\n").utf8))
                    }
                }
            }
        } else {
            text +=
                "adopted \(outcome.module) (\(outcome.architecture)): wrote \(outcome.specDisplay)"
            text +=
                " and \(outcome.written.count - 1) merge base\(outcome.written.count == 2 ? "" : "s")\n"
            if !outcome.generatorChanges.isEmpty {
                text +=
                    "'viper-gen generate \(outcome.specDisplay)' will change \(outcome.generatorChanges.count) generator-owned file\(outcome.generatorChanges.count == 1 ? "" : "s") (see 'adopt --dry-run')\n"
            }
        }
        Console.printBytes(Data((text).utf8))
    }
}

import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a module: its spec, its files and the type names viper-gen derives.",
        discussion: """
            Sets the spec's 'module:' to <new> (a spec named after the module, and the module's \
            folder, are renamed too), writes the generated files under the new names and removes \
            the old ones, moves the user-owned files and their merge bases, and updates the Xcode \
            project, all or nothing. In a user-owned file you changed, the names viper-gen derives \
            from the module's name are renamed only when its merge base says what viper-gen wrote; \
            every other place that still names an old type is listed as path:line:column: warning.
            """
    )

    @Argument(help: "The module's name now (e.g. Cars).")
    var old: String

    @Argument(help: "The module's new name, UpperCamelCase (e.g. Vehicles).")
    var new: String

    @OptionGroup var folders: ModuleFolderOptions

    @Flag(help: "Change nothing; list what would become of every file.")
    var dryRun = false

    func run() throws {
        let flags = folders.flags(dryRun: dryRun)
        let outcome: RenameOutcome
        do throws(DiagnosticsError) {
            outcome = try ModuleRename.rename(
                old: old, new: new, spec: folders.spec, flags: flags, workspace: Console.workspace,
                report: Console.report)
        } catch {
            throw Console.fail(error)
        }
        let dryRun = !outcome.written
        Console.print(
            "\(Console.oneLine(outcome.old)) -> \(Console.oneLine(outcome.new)) (\(Console.oneLine(outcome.architecture)))"
        )
        for entry in outcome.entries {
            let label =
                dryRun
                ? entry.label
                : [
                    "rename": "renamed", "create": "created", "remove": "removed", "keep": "kept",
                    "update": "updated",
                ][entry.label] ?? entry.label
            Console.print(
                "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + Console.oneLine(entry.text))
        }
        Console.printXcode(outcome.xcode, dryRun: dryRun, verbosity: .normal)
        let places = outcome.warnings.count
        Console.print(
            "\(Console.oneLine(outcome.new))\(dryRun ? ", dry run" : ""): \(dryRun ? "would be renamed" : "renamed")"
                + (places == 0
                    ? ""
                    : "; \(places) place\(places == 1 ? "" : "s") still name\(places == 1 ? "s" : "") the old types (listed on stderr)")
        )
        Console.report(outcome.warnings + outcome.kept)
        if !outcome.kept.isEmpty { throw ExitCode(1) }
    }
}

import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a module: its files, merge bases, spec and Xcode project references.",
        discussion: """
            The module's files are the ones `generate` would write for its spec (found in the \
            config's 'modules:', or at <output>/<Name>/<Name>.yml; --spec names another). \
            Generator-owned files, user-owned files still as viper-gen wrote them, the merge bases \
            and the spec are removed, and with an Xcode project their references, all or nothing. \
            A user-owned file you changed is removed only with --force: without it, nothing is \
            removed and the files are listed. Files in the module's folders that the spec does \
            not make are kept and listed.
            """
    )

    @Argument(help: "The module's name, as its spec's 'module:' says (e.g. Cars).")
    var name: String

    @OptionGroup var folders: ModuleFolderOptions

    @Flag(help: "Also remove the user-owned files you changed.")
    var force = false

    @Flag(help: "Remove nothing; list every file and what would become of it.")
    var dryRun = false

    func run() throws {
        let flags = folders.flags(dryRun: dryRun, force: force)
        let outcome: RemovalOutcome
        do throws(DiagnosticsError) {
            outcome = try ModuleRemoval.remove(
                name: name, spec: folders.spec, flags: flags, workspace: Console.workspace,
                report: Console.report)
        } catch {
            throw Console.fail(error)
        }
        Console.printRemoval(outcome)
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension Console {
    /// What `remove` did, or would do: a line per file, the user's first; then the Xcode
    /// project's changes, a summary, and on stderr why nothing was removed.
    static func printRemoval(_ outcome: RemovalOutcome) {
        let dryRun = !outcome.written
        print("\(oneLine(outcome.module)) (\(oneLine(outcome.architecture)))")
        for entry in outcome.entries {
            let label =
                !entry.removed ? (dryRun ? "keep" : "kept") : dryRun ? "remove" : "removed"
            print(
                "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + "\(oneLine(entry.displayPath))  (\(entry.role.rawValue))")
        }
        printXcode(outcome.xcode, dryRun: dryRun, verbosity: .normal)
        let removed = outcome.entries.filter(\.removed).count
        let kept = outcome.entries.count - removed
        var parts: [String] = []
        if removed > 0 { parts.append("\(removed) \(dryRun ? "to remove" : "removed")") }
        if kept > 0 { parts.append("\(kept) \(dryRun ? "to keep" : "kept")") }
        let summary =
            !outcome.refusal.isEmpty
            ? "nothing removed"
            : parts.isEmpty ? "nothing to remove" : parts.joined(separator: ", ")
        print("\(oneLine(outcome.module))\(outcome.dryRun ? ", dry run" : ""): \(summary)")
        report(outcome.refusal + outcome.kept)
    }
}

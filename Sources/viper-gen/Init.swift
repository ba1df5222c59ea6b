import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .viper-gen.yml in the current folder.",
        discussion: """
            The config holds defaults for every option of `new` and `generate`, the project's names, \
            a file header template and the specs `generate` regenerates when given none. With a \
            Package.swift in the folder, the target and folders are those of the package's app \
            target (its executable target, else the target named as the project, else its only \
            one) and its tests. Refuses to replace an existing config unless --force.
            """
    )

    @Option(
        help:
            "The project's name (default: the folder's name); also the target and the Sources/<project> folder, unless a Package.swift names the app's target."
    )
    var project: String?

    @Option(
        help: "A Generamba project's Rambafile: write the .viper-gen.yml that says what it says.",
        completion: .file())
    var from: String?

    @Flag(help: "Replace an existing .viper-gen.yml.")
    var force = false

    func validate() throws {
        try PathArguments.requireNonEmpty([("--from", from)])
        if from != nil && project != nil {
            throw ValidationError(
                "--project cannot be combined with --from: the project's name is the Rambafile's 'project_name'"
            )
        }
    }

    func run() throws {
        let folderName = Console.workingDirectory.standardizedFileURL.lastPathComponent
        let name = project ?? SwiftNames.words(folderName).map(SwiftNames.upperFirst).joined()
        guard from != nil || (SwiftNames.isModuleName(name) && !name.isEmpty) else {
            throw ValidationError(
                "'\(Console.oneLine(name))' is not a Swift module name; pass --project <Name>")
        }
        do throws(DiagnosticsError) {
            try ConfigInit.write(
                project: name, from: from, force: force, workspace: Console.workspace,
                report: Console.report)
        } catch {
            throw Console.fail(error)
        }
        Console.print("created   \(ProjectConfig.fileName)")
    }
}

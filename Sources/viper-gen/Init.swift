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
            a file header template and the specs `generate` regenerates when given none. Refuses to \
            replace an existing config unless --force.
            """
    )

    @Option(
        help:
            "The project's name; also the default target and the Sources/<project> folder (default: the folder's name)."
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
        let url = Console.workingDirectory.appending(path: ProjectConfig.fileName)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw Console.fail(
                DiagnosticsError([
                    .error(
                        "\(ProjectConfig.fileName) already exists; edit it, or pass --force to replace it",
                        at: nil)
                ])
            )
        }
        do throws(DiagnosticsError) {
            let text = try configText(project: name)
            // Checked before it is written, so `init` can never leave a config that does not load.
            _ = try ProjectConfig.parse(
                Data(text.utf8), path: ProjectConfig.fileName, directory: Console.workingDirectory)
            // One file, written whole: `init` neither stages nor touches what other runs left.
            do throws(SystemCallFailure) {
                try FileWriting.place(
                    Data(text.utf8), at: url.standardizedFileURL.path, replacing: force)
            } catch {
                throw DiagnosticsError([
                    .error("cannot write \(ProjectConfig.fileName): \(error.reason)", at: nil)
                ])
            }
        } catch {
            throw Console.fail(error)
        }
        Console.print("created   \(ProjectConfig.fileName)")
    }

    /// The config to write: the commented template, or what the Rambafile `--from` names says.
    private func configText(project name: String) throws(DiagnosticsError) -> String {
        guard let from else { return ProjectConfig.template(project: name) }
        let url = Console.url(for: from)
        guard url.lastPathComponent == Rambafile.fileName else {
            throw DiagnosticsError([
                .error(
                    "--from takes a Generamba project's '\(Rambafile.fileName)', not '\(from)'",
                    at: nil)
            ])
        }
        // The config goes where `init` runs, and its paths start there: they are the
        // Rambafile's only when the two share a folder.
        let here = Console.workingDirectory.resolvingSymlinksInPath().standardizedFileURL.path
        guard
            url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
                == here
        else {
            throw DiagnosticsError([
                .error(
                    "'\(from)' is not in this folder: run 'viper-gen init --from Rambafile' in the folder that holds it, where the .viper-gen.yml belongs",
                    at: nil
                )
            ])
        }
        let config = try ProjectConfig.load(fileAt: url, displayPath: from)
        Console.report(config.generamba?.notFetched ?? [])
        for (folder, setName) in config.templateSetNames.sorted(by: { $0.key < $1.key })
        where URL(filePath: folder).lastPathComponent != setName {
            Console.report([
                Diagnostic(
                    .warning,
                    "template '\(setName)' is in '\(folder)', a folder of another name: a .viper-gen.yml names a set by its folder, so rename the folder to '\(setName)'",
                    at: nil)
            ])
        }
        return Rambafile.configText(from: config, source: from) { path in
            Console.displayPath(of: config.url(for: path))
        }
    }
}

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

    @Option(help: "The project's name; also the default target and the Sources/<project> folder (default: the folder's name).")
    var project: String?

    @Flag(help: "Replace an existing .viper-gen.yml.")
    var force = false

    func run() throws {
        let folderName = Console.workingDirectory.standardizedFileURL.lastPathComponent
        let name = project ?? SwiftNames.words(folderName).map(SwiftNames.upperFirst).joined()
        guard SwiftNames.isModuleName(name), !name.isEmpty else {
            throw ValidationError("'\(Console.oneLine(name))' is not a Swift module name; pass --project <Name>")
        }
        let url = Console.workingDirectory.appending(path: ProjectConfig.fileName)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw Console.fail(
                DiagnosticsError([
                    .error("\(ProjectConfig.fileName) already exists; edit it, or pass --force to replace it", at: nil)
                ])
            )
        }
        let text = ProjectConfig.template(project: name)
        do throws(DiagnosticsError) {
            // Checked before it is written, so `init` can never leave a config that does not load.
            _ = try ProjectConfig.parse(Data(text.utf8), path: ProjectConfig.fileName, directory: Console.workingDirectory)
            // One file, written whole: `init` neither stages nor touches what other runs left.
            do throws(SystemCallFailure) {
                try FileWriting.place(Data(text.utf8), at: url.standardizedFileURL.path, replacing: force)
            } catch {
                throw DiagnosticsError([.error("cannot write \(ProjectConfig.fileName): \(error.reason)", at: nil)])
            }
        } catch {
            throw Console.fail(error)
        }
        Console.print("created   \(ProjectConfig.fileName)")
    }
}

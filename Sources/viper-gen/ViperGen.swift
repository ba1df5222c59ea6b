import ArgumentParser
import Foundation
import ViperGenKit

@main
struct ViperGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-gen",
        abstract:
            "Writes VIPER and Clean-architecture modules for iOS apps from a short YAML spec.",
        discussion: """
            Generator-owned files (entities, view models, protocols, test doubles) follow the spec and \
            are rewritten by `generate`; user-owned files (implementations, builder, tests) are written \
            once and then left to you.

            Exit codes: 0 success, 1 drift found by generate --check, conflicts written by --merge, findings of check-architecture or a file kept because it changed while the run wrote it, 2 invalid input, templates or I/O, 64 command-line usage.
            """,
        version: ViperGenVersion.string,
        subcommands: [
            New.self, Generate.self, Adopt.self, Remove.self, Rename.self, Lint.self, Init.self,
            Templates.self, Contracts.self, Schema.self, Graph.self, CheckArchitecture.self,
        ]
    )

    static func main() {
        Console.prepareStandardChannels()
        if Completions.isCompletionRequest { Completions.answer() }
        if let problem = Console.pathsThatAreNotText() {
            Console.writeStandardError("error: \(problem)\n")
            Foundation.exit(2)
        }
        main(nil)
    }
}

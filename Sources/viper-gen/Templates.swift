import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with template sets: list them, export one to edit, validate a folder.",
        subcommands: [List.self, Export.self, Validate.self]
    )

    /// `--config` and `--templates`, as `new` and `generate` take them.
    struct Sources: ParsableArguments {
        @Option(
            help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
            completion: Completions.specFiles)
        var config: String?

        @Option(
            name: .customLong("templates"),
            help: "A folder of custom templates (repeatable); default: the config's 'templates'.",
            completion: .directory
        )
        var templateFolders: [String] = []

        func validate() throws {
            try PathArguments.requireNonEmpty(
                [("--config", config)] + templateFolders.map { ("--templates", $0) })
        }

        func catalog() throws(DiagnosticsError) -> TemplateCatalog {
            try RunSettings.catalog(
                folders: templateFolders,
                config: try RunSettings.loadConfig(
                    config, workspace: Console.workspace, report: Console.report),
                workspace: Console.workspace)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract:
                "List the template sets, one line each: the built-in ones and those of the project's template folders."
        )

        @OptionGroup var sources: Sources

        func run() throws {
            do {
                for line in try TemplatesRun.list(try sources.catalog()) { Console.print(line) }
            } catch {
                throw Console.fail(error)
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Copy a set's manifest and templates into a folder, ready to edit.",
            discussion: """
                Keep the files you change and delete the rest: a folder with a manifest.yml named like \
                a built-in set replaces it, and any template it lacks comes from the built-in set. \
                Without a manifest.yml, the folder's files replace the built-in files of the same name.
                """
        )

        @Argument(
            help: "The set to export (see 'viper-gen templates list').",
            completion: Completions.templateSets)
        var set: String

        @Argument(
            help: "The folder to write; it must not exist or be empty, unless --force.",
            completion: .directory)
        var directory: String

        @Flag(help: "Write into a folder that already has files, replacing those of the same name.")
        var force = false

        @OptionGroup var sources: Sources

        func validate() throws {
            try PathArguments.requireNonEmpty([("the folder", directory)])
        }

        func run() throws {
            do {
                let templateSet = try sources.catalog().set(named: set, location: nil)
                let url = Console.url(for: directory)
                let written = try TemplateExport.write(
                    templateSet, to: url, displayPath: directory, force: force)
                Console.print("exported '\(templateSet.name)' to \(directory): \(written) files")
            } catch {
                throw Console.fail(error)
            }
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract:
                "Check a folder of templates: syntax, filters, variables, and the Swift it writes.",
            discussion: """
                Renders the set against sample specs, for every ui and tests flavour its manifest \
                supports, and reports every problem as template-path:line. When swiftc is on the PATH, \
                it also parses every rendered Swift file, then type-checks every rendered module in \
                Swift 6 mode, its UIKit and SwiftUI screens against the API surface viper-gen carries, \
                and reports errors at the template line that wrote them. Exit code 2 when there is \
                any error.
                """
        )

        @Argument(
            help:
                "The folder to check: a set with a manifest.yml, or files replacing built-in ones.",
            completion: .directory)
        var directory: String

        @Option(
            name: .customLong("param"),
            help: "A value the templates need under 'params', as key=value (repeatable).")
        var params: [String] = []

        @Flag(help: "Do not run swiftc on the rendered files (no parse, no type check).")
        var noSwiftc = false

        func validate() throws {
            try PathArguments.requireNonEmpty([("the folder", directory)])
        }

        func run() throws {
            var values: [String: TemplateValue] = ["sample": .bool(true)]
            for param in params {
                guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
                    throw ValidationError("--param '\(param)' must be written key=value")
                }
                values[String(param[..<equals])] = .string(
                    String(param[param.index(after: equals)...]))
            }
            let outcome = TemplatesRun.validate(
                directory, params: values, swiftc: !noSwiftc, workspace: Console.workspace,
                report: Console.report)
            for line in outcome.lines { Console.print(line) }
            if outcome.failed { throw ExitCode(2) }
        }
    }
}

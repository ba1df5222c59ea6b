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
                let catalog = try sources.catalog()
                let sets = try catalog.allSets()
                let generamba = catalog.generambaNames.compactMap(catalog.generambaTemplate(named:))
                let width = (sets.map(\.name.count) + generamba.map(\.name.count)).max() ?? 0
                var lines: [(name: String, line: String)] = []
                for set in sets {
                    var line =
                        set.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                        + set.manifest.summary
                    if catalog.isCustom(set.name) { line += "  (\(set.origin))" }
                    lines.append((set.name, line))
                }
                for template in generamba {
                    let summary =
                        template.summary.map { "Generamba template: \($0)" } ?? "Generamba template"
                    lines.append(
                        (
                            template.name,
                            template.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                                + summary + "  (\(template.origin))"
                        ))
                }
                for (_, line) in lines.sorted(by: { $0.name < $1.name }) { Console.print(line) }
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
            let url = Console.url(for: directory)
            let reference = TemplateFolder.Reference(url: url, displayPath: directory)
            // A Generamba template, or a folder of them (`Templates/`).
            let generamba =
                GenerambaTemplate.isTemplate(reference)
                ? [reference] : TemplateFolder.holdsOnlyGenerambaTemplates(reference)
            if !generamba.isEmpty {
                var failed = false
                for folder in generamba {
                    do {
                        try validateGenerambaTemplate(
                            folder, params: values.filter { $0.key != "sample" })
                    } catch {
                        failed = true
                    }
                }
                if failed { throw ExitCode(2) }
                return
            }
            let swiftc = noSwiftc ? nil : TemplateValidator.findSwiftCompiler()
            let report = TemplateValidator.validate(
                TemplateFolder.Reference(url: url, displayPath: directory),
                params: values,
                swiftc: swiftc
            )
            if !report.diagnostics.isEmpty {
                Console.report(report.diagnostics)
            }
            let errors = report.diagnostics.filter { $0.severity == .error }.count
            let parsed =
                swiftc == nil
                ? "swiftc not run"
                : "\(report.parsedFiles) Swift files parsed by swiftc, \(report.typeCheckedModules) modules type-checked"
            let sets =
                report.sets.isEmpty
                ? "no set" : report.sets.map { "'\($0)'" }.joined(separator: ", ")
            let summary = "\(sets): \(report.renderedFiles) distinct files rendered, \(parsed)"
            if errors > 0 {
                Console.print("\(summary); \(errors == 1 ? "1 error" : "\(errors) errors")")
                throw ExitCode(2)
            }
            Console.print("\(summary); no problems")
        }

        /// A Generamba template: its rambaspec and every file it names, rendered for a sample module.
        private func validateGenerambaTemplate(
            _ reference: TemplateFolder.Reference, params: [String: TemplateValue]
        ) throws {
            let template: GenerambaTemplate
            do {
                template = try GenerambaTemplate.read(reference)
            } catch {
                throw Console.fail(error)
            }
            let (rendered, diagnostics) = template.validate(params: params)
            if !diagnostics.isEmpty { Console.report(diagnostics) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let summary = "Generamba template '\(template.name)': \(rendered) files rendered"
            if errors > 0 {
                Console.print("\(summary); \(errors == 1 ? "1 error" : "\(errors) errors")")
                throw ExitCode(2)
            }
            Console.print("\(summary); no problems")
        }
    }
}

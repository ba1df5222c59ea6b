import ArgumentParser
import Foundation
import ViperGenKit

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scaffold one module.",
        discussion: """
            Without --spec, derives a spec from <name> (entity = <name> singularised, one use case that \
            loads it, one route to a detail screen) and writes it to <output>/<Name>/<Name>.yml, where \
            `viper-gen generate` takes over. Refuses to touch an existing module unless --force.
            """
    )

    @Argument(help: "Module name, UpperCamelCase (e.g. Cars).")
    var name: String

    @Option(help: "The module spec (YAML); its 'module' must be <name>.")
    var spec: String?

    @OptionGroup var options: ModuleOptions

    func run() throws {
        do {
            let plans = try plan()
            if !options.dryRun {
                try options.write(plans)
            }
            Console.printPlans(plans, dryRun: options.dryRun)
        } catch {
            throw Console.fail(error)
        }
    }

    private func plan() throws(DiagnosticsError) -> [ModulePlan] {
        var generator = try options.makeGenerator()
        let generationOptions = generator.options
        let moduleSpec: ModuleSpec
        var extraFiles: [RenderedFile] = []
        if let spec {
            let url = spec.hasPrefix("/") ? URL(fileURLWithPath: spec) : Console.workingDirectory.appending(path: spec)
            moduleSpec = try SpecParser.parse(fileAt: url, displayPath: spec)
            if moduleSpec.module.value != name {
                throw DiagnosticsError([
                    .error("the spec is for module '\(moduleSpec.module.value)', not '\(name)'", at: moduleSpec.module.location)
                ])
            }
        } else {
            var diagnostics = DiagnosticCollector()
            ModuleResolver.checkModuleName(Located(name, at: nil), diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            let relativePath = "\(name)/\(name).yml"
            let display = OutputLayout.displayPath(root: options.output, relativePath)
            let regenerate =
                "viper-gen generate \(display) --output \(options.output) --tests-output \(options.testsOutput) --target \(options.target)"
            let text = DerivedSpec.yaml(module: name, options: generationOptions, regenerate: regenerate)
            moduleSpec = try SpecParser.parse(Data(text.utf8), path: display)
            extraFiles.append(RenderedFile(path: relativePath, kind: .source, owner: .user, contents: text))
        }
        let modulePlan = try generator.plan(moduleSpec, extraFiles: extraFiles)
        if !options.force, let existing = modulePlan.plan.files.first(where: { $0.existing != nil }) {
            throw DiagnosticsError([
                .error(
                    "module '\(name)' already exists ('\(existing.displayPath)'); run 'viper-gen generate' to update it, or pass --force to overwrite it",
                    at: nil
                )
            ])
        }
        return [modulePlan]
    }
}

import ArgumentParser
import Foundation
import ViperGenKit

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
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
        var settings: RunSettings?
        do {
            let current = try options.settings()
            settings = current
            try current.settleInterruptedRuns(readOnly: current.dryRun)
            let plans = try plan(settings: current)
            if !current.dryRun {
                try current.write(plans)
            }
            if current.json {
                let mode = current.dryRun ? "dry-run" : "write"
                Console.printJSON(JSONReport(command: "new", mode: mode, plans: plans, written: !current.dryRun, exitCode: 0))
            } else {
                Console.printPlans(plans, dryRun: current.dryRun)
            }
        } catch {
            if settings?.json ?? options.json {
                let mode = settings?.dryRun ?? options.dryRun ? "dry-run" : "write"
                Console.printJSON(
                    JSONReport(command: "new", mode: mode, plans: [], written: false, exitCode: 2, diagnostics: error.diagnostics)
                )
            }
            throw Console.fail(error)
        }
    }

    private func plan(settings: RunSettings) throws(DiagnosticsError) -> [ModulePlan] {
        var generator = settings.makeGenerator()
        let generationOptions = generator.options
        // Checked first, so a misspelt default is reported where it was set, not in the derived spec.
        let templateSet = try settings.catalog.set(
            named: generationOptions.architecture,
            location: generationOptions.architectureLocation
        )
        let moduleSpec: ModuleSpec
        var extraFiles: [RenderedFile] = []
        if let spec {
            let url = Console.url(for: spec)
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
            let layout = settings.layout
            let display = OutputLayout.displayPath(root: layout.sources, relativePath)
            let regenerate: String
            if let config = settings.config {
                let spec = layout.roots(relativeTo: Console.workingDirectory).sources.appending(path: relativePath)
                regenerate = "viper-gen generate \(Console.displayPath(of: spec, from: config.directory))"
            } else {
                regenerate =
                    "viper-gen generate \(display) --output \(layout.sources) --tests-output \(layout.tests) --target \(generationOptions.target)"
            }
            let text = DerivedSpec.yaml(
                module: name,
                options: generationOptions,
                viewModelSuffix: templateSet.manifest.viewModelSuffix,
                regenerate: regenerate
            )
            moduleSpec = try SpecParser.parse(Data(text.utf8), path: display)
            extraFiles.append(RenderedFile(path: relativePath, kind: .source, owner: .user, contents: text))
        }
        let modulePlan = try generator.plan(moduleSpec, extraFiles: extraFiles)
        if !settings.force, let existing = modulePlan.plan.files.first(where: { $0.existing != nil }) {
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

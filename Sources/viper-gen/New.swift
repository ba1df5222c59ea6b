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

    func validate() throws {
        try PathArguments.requireNonEmpty([("--spec", spec)])
    }

    func run() throws {
        var settings: RunSettings?
        var notes: [Diagnostic] = []
        do {
            let current = try options.settings()
            settings = current
            let (output, settled) = try current.openOutput(readOnly: current.dryRun)
            defer { output.close() }
            notes = settled
            let plans = try plan(settings: current)
            if !current.dryRun {
                try output.write(OutputPlan(files: plans.flatMap(\.plan.files)))
            }
            if current.json {
                let mode = current.dryRun ? "dry-run" : "write"
                Console.printJSON(
                    JSONReport(command: "new", mode: mode, plans: plans, written: !current.dryRun, exitCode: 0, diagnostics: notes)
                )
            } else {
                Console.printPlans(plans, dryRun: current.dryRun)
            }
        } catch {
            if settings?.json ?? options.json {
                let mode = settings?.dryRun ?? options.dryRun ? "dry-run" : "write"
                Console.printJSON(
                    JSONReport(command: "new", mode: mode, plans: [], written: false, exitCode: 2, diagnostics: notes + error.diagnostics)
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
        var specFiles: [(url: URL, display: String)] = []
        if let spec {
            let url = Console.url(for: spec)
            specFiles = [(url, spec)]
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
            let text = DerivedSpec.yaml(
                module: name,
                options: generationOptions,
                viewModelSuffix: templateSet.manifest.viewModelSuffix,
                regenerate: regenerateCommand(specAt: relativePath, settings: settings)
            )
            moduleSpec = try SpecParser.parse(Data(text.utf8), path: display)
            extraFiles.append(RenderedFile(path: relativePath, kind: .source, owner: .user, contents: text))
        }
        // The module joins the project's other modules: it may share an entity one of them
        // declares, and may not declare a type one of them does.
        let others = settings.config?.otherSpecs(excluding: specFiles, displayPath: { Console.displayPath(of: $0) }) ?? []
        try DiagnosticsError.throwIfAny(generator.declare(run: [moduleSpec], others: others))
        let modulePlan = try generator.plan(moduleSpec, extraFiles: extraFiles)
        if !settings.force, let existing = modulePlan.plan.files.first(where: \.exists) {
            throw DiagnosticsError([
                .error(
                    "module '\(name)' already exists ('\(existing.displayPath)'); run 'viper-gen generate' to update it, or pass --force to overwrite it",
                    at: nil
                )
            ])
        }
        return [modulePlan]
    }

    /// The `generate` command for the derived spec's header, which regenerates the module
    /// as this run writes it. With a config it runs from the config's folder and names only
    /// what the command line changed; without one it runs from here and names the folders
    /// and target.
    private func regenerateCommand(specAt relativePath: String, settings: RunSettings) -> String {
        let config = settings.config
        let base = config?.directory ?? Console.workingDirectory
        func path(_ url: URL) -> String { Console.displayPath(of: url, from: base) }
        func samePlace(_ url: URL, _ other: URL?) -> Bool {
            url.standardizedFileURL.path == other?.standardizedFileURL.path
        }
        let roots = settings.layout.roots(relativeTo: Console.workingDirectory)
        var words = ["viper-gen", "generate", path(roots.sources.appending(path: relativePath))]
        // What `generate` run from `base` would use without these options.
        let defaults = config.map { config in
            (
                sources: config.url(for: config.output?.value ?? "."),
                tests: config.url(for: config.testsOutput?.value ?? "Tests"),
                target: config.target?.value ?? "App"
            )
        }
        if !samePlace(roots.sources, defaults?.sources) {
            words += ["--output", path(roots.sources)]
        }
        if !samePlace(roots.tests, defaults?.tests) {
            words += ["--tests-output", path(roots.tests)]
        }
        if settings.options.target != defaults?.target {
            words += ["--target", settings.options.target]
        }
        // A config given by name is found again only if it is the one `generate` looks for.
        if let file = options.config.map(Console.url(for:)), !samePlace(file, ProjectConfig.find(from: base)) {
            words += ["--config", path(file)]
        }
        for folder in options.templateFolders {
            words += ["--templates", path(Console.url(for: folder))]
        }
        for param in options.params {
            words += ["--param", param]
        }
        return words.map(Console.shellQuoted).joined(separator: " ")
    }
}

import Diagnostics
import Foundation

/// What `new <Name>` decides before anything is written: the module's spec, given or
/// derived from the name (and then written beside the module, for `generate` to take over),
/// its place among the project's other modules, and the plan, which may not touch a module
/// that exists unless forced.
public struct NewModule {
    /// The module's name, as typed.
    public var name: String
    /// The spec given with `--spec`, as a file and as the user named it; `nil` derives one.
    public var spec: (url: URL, display: String)?
    /// The command the derived spec's header names to regenerate the module.
    public var regenerate: RegenerateCommand
    /// Whether the command line named the tests' folder (`--tests-output`): a Generamba
    /// template's tests are written where one is named, as Generamba writes them only with a
    /// test path.
    public var testsOutputGiven = false
    /// The environment: `HOME`, where Generamba keeps the user's name.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Whether the command line named the sources' folder (`--output`): the derived spec
    /// then goes in the module's folder there, wherever the config's patterns look.
    public var outputGiven = false

    public init(name: String, spec: (url: URL, display: String)?, regenerate: RegenerateCommand) {
        self.name = name
        self.spec = spec
        self.regenerate = regenerate
    }

    /// The module's plan, made by `generator` (its options, layout, templates and whether it
    /// may overwrite an existing module); `config` is the project's, whose `modules` the new
    /// module joins. `displayPath` writes a path as the user would.
    public func plan(
        generator: inout Generator,
        config: ProjectConfig?,
        displayPath: (URL) -> String
    ) throws(DiagnosticsError) -> ModulePlan {
        let options = generator.options
        if let template = generator.catalog.generambaTemplate(named: options.architecture) {
            return try generambaPlan(template, generator: generator, config: config)
        }
        // Checked first, so a misspelt default is reported where it was set, not in the derived spec.
        let templateSet = try generator.catalog.set(
            named: options.architecture, location: options.architectureLocation)
        let moduleSpec: ModuleSpec
        var extraFiles: [RenderedFile] = []
        var specFiles: [(url: URL, display: String)] = []
        var place = specPlace(sources: generator.roots.sources, config: config)
        // The derived spec's path below the root it is written in: the sources root, or the
        // folder the config's `modules` patterns name (`Specs`), a root of its own.
        let inSources = place.url.path.hasPrefix(
            RootGuard.folderPrefix(RootGuard.standardized(generator.roots.sources.path)))
        let specsRoot = inSources ? nil : generator.roots.specs
        if !inSources, specsRoot?.path != place.url.deletingLastPathComponent().path {
            place = (standardSpec(sources: generator.roots.sources), false)
        }
        let relativePath =
            specsRoot == nil
            ? String(
                place.url.standardizedFileURL.path.dropFirst(
                    RootGuard.folderPrefix(generator.roots.sources.path).count))
            : place.url.lastPathComponent
        let specDisplay = OutputLayout.displayPath(
            root: specsRoot == nil ? generator.layout.sources : generator.layout.specs ?? ".",
            relativePath)
        // `new --merge` on a module made before: its own spec, as `generate --merge` would read it.
        let existingSpec =
            generator.merge && FileManager.default.fileExists(atPath: place.url.path)
            ? place.url : nil
        var derived: RenderedFile?
        if let spec = spec ?? existingSpec.map({ ($0, specDisplay) }) {
            specFiles = [spec]
            moduleSpec = try SpecParser.parse(fileAt: spec.url, displayPath: spec.display)
            if moduleSpec.module.value != name {
                throw DiagnosticsError([
                    SpecRule.specOfAnotherModule(module: moduleSpec.module.value, named: name)
                        .diagnostic(at: moduleSpec.module.location)
                ])
            }
        } else {
            var diagnostics = DiagnosticCollector()
            SpecRule.checkModuleName(Located(name, at: nil), diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            let text = DerivedSpec.yaml(
                module: name,
                options: options,
                viewModelSuffix: templateSet.manifest.viewModelSuffix,
                regenerate: regenerate.text(
                    specFile: place.url, layout: generator.layout, target: options.target,
                    config: config)
            )
            moduleSpec = try SpecParser.parse(Data(text.utf8), path: specDisplay)
            let file = RenderedFile(
                path: relativePath, kind: .source, owner: .user, contents: text,
                recordsMergeBase: false)
            derived = file
            if specsRoot == nil { extraFiles.append(file) }
        }
        // The module joins the project's other modules: it may share an entity one of them
        // declares, and may not declare a type one of them does.
        let others =
            config?.otherSpecsRead(excluding: specFiles, displayPath: displayPath) ?? (
                specs: [], unreadModules: []
            )
        // A problem in the derived spec stops the run before the spec is written: its place
        // would name a file that is not there.
        func unplaced(_ error: DiagnosticsError) -> DiagnosticsError {
            guard derived != nil else { return error }
            return DiagnosticsError(
                error.diagnostics.map { diagnostic in
                    guard diagnostic.location?.file == specDisplay else { return diagnostic }
                    return Diagnostic(
                        diagnostic.severity,
                        "\(diagnostic.message) (in the spec derived for '\(name)', which was not written; write one and pass it with --spec)",
                        at: nil)
                })
        }
        var modulePlan: ModulePlan
        do throws(DiagnosticsError) {
            try DiagnosticsError.throwIfAny(
                generator.declare(
                    run: [moduleSpec], others: others.specs, unread: others.unreadModules))
            modulePlan = try generator.plan(moduleSpec, extraFiles: extraFiles)
        } catch {
            throw unplaced(error)
        }
        if let derived, let specsRoot, let specsDisplay = generator.layout.specs {
            // Compared with the disk as the module's files are, in a root of its own.
            modulePlan.plan.files += try OutputPlan.make(
                [derived], roots: OutputRoots(sources: specsRoot, tests: specsRoot),
                rootDisplayNames: [.source: specsDisplay], force: generator.force
            ).files
        }
        // A spec the config's `modules` patterns do not find: `generate` without arguments,
        // and `generate --check` in CI, would leave the module out.
        if let config, !config.modules.isEmpty,
            !(spec.map { config.finds($0.url) } ?? place.foundByModules)
        {
            let shown = spec?.display ?? specDisplay
            modulePlan.notes.append(
                Diagnostic(
                    .warning,
                    "'\(shown)' is outside every 'modules' pattern of \(config.path), so 'viper-gen generate' without arguments (and 'generate --check') will not see module '\(name)'; add a pattern that finds it",
                    at: config.modules.first?.location))
        }
        // A module made from a spec kept elsewhere: a spec derived from the name is not the
        // module's, and merging its rendering would take the module's use cases and routes
        // out of the user's files.
        if generator.merge, derived != nil,
            let existing = modulePlan.plan.files.first(where: { $0.exists && !$0.isMergeBase })
        {
            throw DiagnosticsError([
                .error(
                    "module '\(name)' already exists ('\(existing.displayPath)') but has no spec at '\(specDisplay)'; pass its spec with --spec, or run 'viper-gen generate <spec> --merge'",
                    at: nil
                )
            ])
        }
        if !generator.force, !generator.merge,
            let existing = modulePlan.plan.files.first(where: { $0.exists && !$0.isMergeBase })
        {
            throw DiagnosticsError([
                .error(
                    "module '\(name)' already exists ('\(existing.displayPath)'); run 'viper-gen generate' to update it, pass --merge to merge the spec and templates into it, or --force to overwrite it",
                    at: nil
                )
            ])
        }
        return modulePlan
    }

    /// Where the spec `new` derives for the module goes: in the module's folder below
    /// `sources` (`Sources/App/Trips/Trips.yml`), unless the config's `modules` patterns look
    /// elsewhere (`Specs/*.yml`: `Specs/Trips.yml`); `foundByModules` is false when they
    /// name no place for it, and it stays in the module's folder, out of their sight. With
    /// `--output` on the command line it stays in the module's folder.
    public func specPlace(sources: URL, config: ProjectConfig?) -> (url: URL, foundByModules: Bool)
    {
        let standard = standardSpec(sources: sources)
        guard let config else { return (standard, true) }
        if outputGiven { return (standard, config.modules.isEmpty || config.finds(standard)) }
        guard let place = config.newSpecPlace(module: name, standard: standard) else {
            return (standard, false)
        }
        return (place.standardizedFileURL, true)
    }

    /// The spec's place in the module's folder.
    private func standardSpec(sources: URL) -> URL {
        sources.appending(path: "\(name)/\(name).yml").standardizedFileURL
    }

    /// The plan of a module made from a Generamba template: the files `generamba gen` writes,
    /// user-owned, with no spec and no merge bases.
    private func generambaPlan(
        _ template: GenerambaTemplate, generator: Generator, config: ProjectConfig?
    ) throws(DiagnosticsError) -> ModulePlan {
        if spec != nil {
            throw DiagnosticsError([
                .error(
                    "'\(template.name)' is a Generamba template: it makes a module from its name alone, not from a spec (--spec)",
                    at: nil)
            ])
        }
        if generator.merge {
            throw DiagnosticsError([
                .error(
                    "'\(template.name)' is a Generamba template: its files are the user's from the start, with no merge base for --merge to merge from",
                    at: nil)
            ])
        }
        // Generamba takes any name (`carDetails`, `Car_List`, `car-list`): what the template
        // makes of it is its business. The name is a folder's and is in file names: only what
        // no folder of the module may be named is refused.
        if let problem = GenerambaModule.nameProblem(name, prefix: config?.generamba?.prefix) {
            throw DiagnosticsError([.error(problem, at: nil)])
        }
        let options = generator.options
        let settings = config?.generamba ?? GenerambaSettings()
        var notes: [Diagnostic] = settings.notFetched
        // No `author` in the Rambafile: Generamba's user name from
        // `~/.generamba/user_preferences.yml`, as Generamba takes it. Generamba reads only
        // Rambafiles: under a `.viper-gen.yml` the config alone says who the author is (a run
        // does not depend on a file in the home folder it does not name).
        let inRambafile = config.map { Rambafile.isRambafile(URL(filePath: $0.path)) } == true
        var author = config?.author
        if author == nil, inRambafile {
            let preferred = GenerambaScope.preferredUserName(home: environment["HOME"])
            author = preferred.name
            notes += preferred.diagnostics
            if let name = preferred.name, !name.isEmpty {
                // Said, so that runs on two machines that differ in it can be told apart.
                notes.append(
                    Diagnostic(
                        .note,
                        "the author of '\(template.name)' is '\(name)', the 'username' of \(GenerambaScope.preferencesDisplay) (the Rambafile has no 'author')",
                        at: nil))
            }
        }
        if author?.isEmpty ?? true {
            let file = inRambafile ? "Rambafile" : "config"
            let reason =
                config?.author != nil
                ? "'author' in the \(file) is empty"
                : inRambafile
                    ? "the Rambafile has no 'author' and \(GenerambaScope.preferencesDisplay) no 'username'"
                    : "the config has no 'author'"
            notes.append(
                Diagnostic(
                    .warning,
                    "no author for '\(template.name)': \(reason), so the files say nothing where 'developer.name' goes; \(config?.author != nil ? "give" : "add") 'author:' \(config?.author != nil ? "a name in" : "to") the \(file)\(inRambafile && config?.author == nil ? " (or run 'generamba setup')" : "")",
                    at: nil)
            )
        }
        let scope = GenerambaScope(
            module: name,
            description: "\(name) module",
            projectName: config?.project,
            productModuleName: settings.productModuleName,
            projectTargets: settings.projectTargets,
            testTargets: settings.testTargets,
            author: author,
            company: config?.company,
            prefix: settings.prefix,
            customParameters: options.params.isEmpty ? nil : options.params,
            day: try GenerambaScope.today()
        )
        let writesTests =
            settings.testsNeedTargets
            ? settings.testTargets?.isEmpty == false
                && (config?.testsOutput != nil || testsOutputGiven)
            : options.tests != .none
        let module = GenerambaModule(template: template, scope: scope, writesTests: writesTests)
        let (rambaspec, files, templateFolders) = try module.render()
        let plan = try OutputPlan.make(
            files, roots: generator.roots, rootDisplayNames: generator.layout.displayNames,
            force: generator.force)
        if !generator.force, let existing = plan.files.first(where: \.exists) {
            throw DiagnosticsError([
                .error(
                    "module '\(name)' already exists ('\(existing.displayPath)'); pass --force to overwrite it with the template's files",
                    at: nil)
            ])
        }
        if !rambaspec.dependencies.isEmpty {
            notes.append(
                Diagnostic(
                    .note,
                    "template '\(template.name)' depends on \(rambaspec.dependencies.map { "'\($0)'" }.joined(separator: ", ")); viper-gen does not check that the project has them",
                    at: nil
                )
            )
        }
        var folders = templateFolders
        // Generamba makes `<test path>/<Module>` whenever there is a test path (and test
        // targets: without them it refuses the Rambafile), test files or not.
        if settings.testsNeedTargets, writesTests,
            !folders.contains(where: { $0.kind == .test && $0.path == name })
        {
            folders.append((.test, name))
        }
        var folderURLs: [URL] = []
        var rootGuard = RootGuard()
        for folder in folders {
            let root = generator.roots.root(for: folder.kind)
            let url = root.appending(path: folder.path).standardizedFileURL
            let rootPath = RootGuard.standardized(root.path)
            let rootDisplay = generator.layout.displayNames[folder.kind] ?? "."
            // Nothing outside the roots, also through a symbolic link on the way; and what is on
            // the way must be folders: a file or a link there would stop the run after it wrote
            // the module's files (the folders are made once they are in place).
            switch rootGuard.problem(
                withFolder: RootGuard.standardized(url.path), inside: rootPath,
                rootDisplay: rootDisplay)
            {
            case nil:
                break
            case let problem? where problem.kind == .notAFolder || problem.kind == .name:
                throw DiagnosticsError([
                    .error(
                        "cannot make the folder '\(folder.path)' in '\(rootDisplay)': \(problem.reason); nothing was written",
                        at: nil)
                ])
            case .some:
                throw DiagnosticsError([
                    .error(
                        "refusing to make the folder '\(folder.path)': it leads out of '\(rootDisplay)'",
                        at: nil)
                ])
            }
            folderURLs.append(url)
        }
        // A folder entry where a file of the module goes, or below one: the folder could not be
        // made once the files are in place.
        let destinations = Set(plan.files.map { RootGuard.standardized($0.destination.path) })
        for (folder, url) in zip(folders, folderURLs) {
            let path = RootGuard.standardized(url.path)
            var ancestor = path
            while ancestor.count > 1 {
                if destinations.contains(ancestor) {
                    let file =
                        plan.files.first {
                            RootGuard.standardized($0.destination.path) == ancestor
                        }?.displayPath ?? ancestor
                    throw DiagnosticsError([
                        .error(
                            "the folder entry '\(folder.path)' of '\(template.name)' needs a folder where the template writes the file '\(file)'; nothing was written",
                            at: SourceLocation(file: template.rambaspecPath, line: 0, column: 0)
                        )
                    ])
                }
                ancestor = RootGuard.parent(of: ancestor)
            }
        }
        return ModulePlan(
            module: name, architecture: template.name, specPath: template.rambaspecPath, plan: plan,
            folders: folderURLs, notes: notes
        )
    }
}

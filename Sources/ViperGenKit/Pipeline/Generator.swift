import Diagnostics
import Foundation

/// Runs the pipeline: parse -> resolve -> render -> plan (writing is the caller's choice).
public struct Generator {
    public var options: GenerationOptions
    public var layout: OutputLayout
    public var roots: OutputRoots
    public var force: Bool
    /// Whether user-owned files that exist get the change between their merge base and their
    /// new rendering (`--merge`), instead of being left alone.
    public var merge: Bool
    /// Where the template sets come from.
    public var catalog: TemplateCatalog
    /// The entities other specs declare, for specs that share one (`entity: Car`).
    public var shared: SharedModels = .none
    /// The types the app's specs declare (the run's and the config's modules), which the
    /// generated code must not mistake for standard types of the same name.
    public var appTypeNames: Set<String> = []
    /// The app's modules (the run's and the config's), for routes that open one.
    public var modules: AppModules = .none
    private var renderers: [String: Renderer] = [:]

    public init(
        options: GenerationOptions,
        layout: OutputLayout,
        workingDirectory: URL,
        force: Bool,
        merge: Bool = false,
        catalog: TemplateCatalog = .builtin
    ) {
        self.options = options
        self.layout = layout
        self.roots = layout.roots(relativeTo: workingDirectory)
        self.force = force
        self.merge = merge
        self.catalog = catalog
    }

    /// Resolves and renders one spec and compares the result with the disk.
    /// `extraFiles` are written along with the module (the spec `new` derives). With
    /// `generatedOnly`, user-owned files are neither rendered nor read: `generate --check`
    /// compares only generator-owned files.
    public mutating func plan(
        _ spec: ModuleSpec,
        extraFiles: [RenderedFile] = [],
        generatedOnly: Bool = false
    ) throws(DiagnosticsError) -> ModulePlan {
        let (module, renderer) = try resolve(spec)
        var files = try renderer.render(module, generatedOnly: generatedOnly) + extraFiles
        if merge, !generatedOnly {
            // Each user-owned file's renderings for the set's other flavours: `--merge` does not
            // merge a file written for one into another's (see `MergeBase`).
            var others: [String: [FlavourRendering]] = [:]
            for ui in renderer.templateSet.manifest.ui where ui != module.ui {
                var other = module
                other.ui = ui
                // A route builds only a module of its own `ui`: in another flavour, none.
                for index in other.routeDestinations.keys {
                    other.routeDestinations[index]?.builds = false
                }
                guard let rendered = try? renderer.render(other, generatedOnly: false) else {
                    continue
                }
                for file in rendered where file.owner == .user {
                    others["\(file.kind.rawValue):\(file.path)", default: []].append(
                        FlavourRendering(ui: ui.rawValue, contents: file.contents))
                }
            }
            for index in files.indices where files[index].owner == .user {
                files[index].flavour = module.ui.rawValue
                files[index].otherFlavours =
                    others["\(files[index].kind.rawValue):\(files[index].path)"] ?? []
            }
        }
        var plan = try OutputPlan.make(
            files,
            roots: roots,
            rootDisplayNames: layout.displayNames,
            force: force,
            merge: merge,
            markerLine: GeneratedFileHeader.line(
                specFile: GeneratedFileHeader.specFileName(of: spec.path))
        )
        // Generated files left from another shape (a route removed, the architecture or the
        // `ui` flavour switched, which removes files or adds them to a module that was there):
        // the user-owned files of the shapes the module could have had are listed too, as
        // they are kept.
        let reshaped =
            plan.files.contains(where: \.isRemoved)
            || (plan.files.contains { $0.owner == .generator && $0.exists }
                && plan.files.contains { $0.action == .create && !$0.isMergeBase })
        if !generatedOnly, reshaped {
            var paths: [(kind: FileKind, path: String)] = []
            for name in catalog.names {
                // A set that cannot be read (a custom one with a problem) has nothing to say here.
                guard let other = try? self.renderer(for: name, location: nil) else { continue }
                paths += other.userOwnedPaths(for: module)
            }
            plan.noteLeftovers(paths, roots: roots, rootDisplayNames: layout.displayNames)
        }
        var modulePlan = ModulePlan(
            module: module.name, architecture: module.architecture, specPath: spec.path, plan: plan)
        let manifest = renderer.templateSet.manifest
        modulePlan.warnings =
            module.warnings
            + APINameChanges.warnings(
                for: module, files: plan.files,
                memberNames: Set(
                    manifest.reservedMembers + manifest.reservedParameters + manifest.reservedLocals
                ))
        return modulePlan
    }

    /// Only the checks: parse and resolve, render in memory, touch no file. Returns the
    /// warnings the spec gets (a route that names a module it does not build).
    @discardableResult
    public mutating func lint(_ spec: ModuleSpec) throws(DiagnosticsError) -> [Diagnostic] {
        let (module, renderer) = try resolve(spec)
        _ = try renderer.render(module)
        return module.warnings
    }

    /// Resolves and renders one spec in memory, as `plan` renders it before it compares the
    /// files with the disk, touching no file. Call `declare(run:others:)` first, as a run does.
    public mutating func render(_ spec: ModuleSpec) throws(DiagnosticsError) -> [RenderedFile] {
        let (module, renderer) = try resolve(spec)
        return try renderer.render(module)
    }

    /// The spec with its defaults applied, and the renderer of its template set (whose
    /// manifest names the default view model).
    private mutating func resolve(_ spec: ModuleSpec) throws(DiagnosticsError) -> (
        ResolvedModule, Renderer
    ) {
        let architecture = spec.architecture?.value ?? options.architecture
        let renderer = try renderer(
            for: architecture, location: spec.architecture?.location ?? options.architectureLocation
        )
        var module = try ModuleResolver.resolve(
            spec,
            options: options,
            viewModelSuffix: renderer.templateSet.manifest.viewModelSuffix,
            shared: shared,
            modules: modules
        )
        module.appTypeNames = appTypeNames
        return (module, renderer)
    }

    /// Checks the specs of a run together, and with `others`, the project's specs outside the
    /// run (the config's `modules`): two specs of one module, and two modules that would declare
    /// one type (an entity, a view model or a type their sets generate), since an app target
    /// cannot hold both; and routes that open a module (`-> CarDetail`) none of them declares.
    /// Sets `shared` to the entities the run's specs share (`entity: Car`),
    /// found among all of them. The problems are placed in the run's specs.
    /// `unread` names the modules of specs that could not be read, after their files
    /// (`CarDetail.yml` -> `CarDetail`): a route that opens one is no mistake, and the spec's
    /// own problem is the one reported.
    /// `unreadOthers` names those of them that are the config's, whose routes the run's
    /// specs are warned about.
    public mutating func declare(
        run specs: [ModuleSpec], others: [ModuleSpec], unread: Set<String> = [],
        unreadOthers: Set<String> = []
    ) -> [Diagnostic] {
        var declarations = ModuleDeclarations()
        var problems: [Diagnostic] = []
        var names: Set<String> = []
        for spec in specs {
            if let duplicate = declarations.declare(spec, path: spec.path) {
                problems.append(duplicate)
                continue
            }
            let types = declaredTypes(of: spec)
            names.formUnion(types.map(\.name))
            problems += declarations.declare(types, of: spec)
        }
        for other in others {
            let types = declaredTypes(of: other)
            names.formUnion(types.map(\.name))
            problems += declarations.conflicts(with: other, types: types)
        }
        appTypeNames = names
        modules = AppModules(specs + others, options: options)
        modules.unreadable = unreadOthers.subtracting(specs.map(\.module.value))
        shared = sharedModels(for: specs, among: specs + others)
        // A route may open a module of the run or one the project's other specs declare.
        problems += RouteDestinations.unknown(
            in: specs, known: Set(others.map(\.module.value)).union(unread))
        // The project's other specs whose routes open a module of the run: a change to the
        // module's inputs must not leave them passing what it no longer takes.
        let opened = Set(specs.map(\.module.value))
        for other in others {
            problems += ModuleResolver.routeProblems(
                of: other, opening: opened, options: options, modules: modules)
        }
        return problems
    }

    /// The types `spec`'s module declares, where the spec names them: the entity and view model
    /// it declares, and the types its set generates for a module of its name.
    mutating func declaredTypes(of spec: ModuleSpec) -> [ModuleDeclarations.DeclaredType] {
        let architecture = spec.architecture?.value ?? options.architecture
        // A spec whose set cannot be read is reported where it is generated.
        guard let renderer = try? renderer(for: architecture, location: nil) else { return [] }
        let module = spec.module
        var types: [ModuleDeclarations.DeclaredType] = []
        let entity = spec.entity?.name?.value ?? Inflector.singular(module.value)
        if let declared = SharedModels.declaredEntityName(of: spec) {
            types.append(
                .init(
                    name: declared.value, what: "entity",
                    location: declared.location ?? module.location, followsEntity: false))
        }
        var viewModel = entity + renderer.templateSet.manifest.viewModelSuffix
        if spec.entity?.isShared != true || spec.viewModel != nil {
            let name =
                spec.viewModel?.name
                ?? Located(viewModel, at: spec.entity?.name?.location ?? module.location)
            viewModel = name.value
            types.append(
                .init(
                    name: name.value, what: "view model",
                    location: name.location ?? module.location,
                    followsEntity: spec.viewModel?.name == nil)
            )
        }
        for name in renderer.generatedTypeNames(
            module: module.value, entity: entity, viewModel: viewModel)
        {
            types.append(
                .init(
                    name: name, what: "generated type", location: module.location,
                    followsEntity: false))
        }
        return types
    }

    /// The entities the specs of `specs` share, each resolved from the first spec of
    /// `candidates` that declares it, as that spec's own run would resolve it.
    private mutating func sharedModels(for specs: [ModuleSpec], among candidates: [ModuleSpec])
        -> SharedModels
    {
        let names = SharedModels.sharedNames(in: specs)
        guard !names.isEmpty else { return .none }
        // Each candidate as its own run resolves its entity; its routes' problems are its own.
        let saved = (shared, modules)
        shared = .none
        modules = .none
        defer { (shared, modules) = saved }
        var models = SharedModels()
        for candidate in candidates {
            guard let name = SharedModels.declaredEntityName(of: candidate)?.value,
                names.contains(name),
                models.entities[name] == nil
            else { continue }
            do throws(DiagnosticsError) {
                let (module, _) = try resolve(candidate)
                models.entities[name] = .resolved(
                    SharedModels.Entity(
                        name: name,
                        properties: module.entityProperties,
                        viewModelName: module.viewModelName,
                        viewModelProperties: module.viewModelProperties,
                        hashableTypes: module.hashableTypes,
                        tests: module.tests,
                        access: module.access,
                        specPath: candidate.path,
                        module: module.name
                    )
                )
            } catch {
                models.entities[name] = .invalid(specPath: candidate.path)
            }
        }
        return models
    }

    mutating func renderer(for architecture: String, location: SourceLocation?)
        throws(DiagnosticsError) -> Renderer
    {
        if let renderer = renderers[architecture] { return renderer }
        let renderer = Renderer(
            templateSet: try catalog.set(named: architecture, location: location))
        try renderer.check(header: options.header)
        renderers[architecture] = renderer
        return renderer
    }
}

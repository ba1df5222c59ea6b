import Diagnostics
import Foundation
import TemplateEngine

/// Where a run writes, as the user named the folders.
public struct OutputLayout: Sendable {
    public var sources: String
    public var tests: String

    public init(sources: String, tests: String) {
        self.sources = sources
        self.tests = tests
    }

    /// The roots resolved against `directory`.
    public func roots(relativeTo directory: URL) -> OutputRoots {
        func url(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appending(path: path)
        }
        return OutputRoots(sources: url(sources), tests: url(tests))
    }

    var displayNames: [FileKind: String] { [.source: sources, .test: tests] }

    /// `relative` below the root `root` as the user would write it: "Sources/Cars/Car.swift",
    /// or "Cars/Car.swift" for the root ".".
    public static func displayPath(root: String, _ relative: String) -> String {
        if root.allSatisfy({ $0 == "/" }), !root.isEmpty { return "/" + relative }
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        return trimmed.isEmpty || trimmed == "." ? relative : trimmed + "/" + relative
    }
}

/// The plan for one module of a run.
public struct ModulePlan: Sendable {
    public var module: String
    public var architecture: String
    public var specPath: String
    public var plan: OutputPlan
}

/// Runs the pipeline: parse -> resolve -> render -> plan (writing is the caller's choice).
public struct Generator {
    public var options: GenerationOptions
    public var layout: OutputLayout
    public var roots: OutputRoots
    public var force: Bool
    /// Where the template sets come from.
    public var catalog: TemplateCatalog
    /// The entities other specs declare, for specs that share one (`entity: Car`).
    public var shared: SharedModels = .none
    private var renderers: [String: Renderer] = [:]

    public init(
        options: GenerationOptions,
        layout: OutputLayout,
        workingDirectory: URL,
        force: Bool,
        catalog: TemplateCatalog = .builtin
    ) {
        self.options = options
        self.layout = layout
        self.roots = layout.roots(relativeTo: workingDirectory)
        self.force = force
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
        let files = try renderer.render(module, generatedOnly: generatedOnly) + extraFiles
        var plan = try OutputPlan.make(
            files,
            roots: roots,
            rootDisplayNames: layout.displayNames,
            force: force,
            markerLine: Renderer.markerLine(specFile: Renderer.specFileName(of: spec.path))
        )
        // Generated files left from another shape (a route removed, the architecture
        // switched): the user-owned files of the shapes the module could have had are
        // listed too, as they are kept.
        if !generatedOnly, plan.files.contains(where: \.isRemoved) {
            var paths: [(kind: FileKind, path: String)] = []
            for name in catalog.names {
                // A set that cannot be read (a custom one with a problem) has nothing to say here.
                guard let other = try? self.renderer(for: name, location: nil) else { continue }
                paths += other.userOwnedPaths(for: module)
            }
            plan.noteLeftovers(paths, roots: roots, rootDisplayNames: layout.displayNames)
        }
        return ModulePlan(module: module.name, architecture: module.architecture, specPath: spec.path, plan: plan)
    }

    /// Only the checks: parse and resolve, render in memory, touch no file.
    public mutating func lint(_ spec: ModuleSpec) throws(DiagnosticsError) {
        let (module, renderer) = try resolve(spec)
        _ = try renderer.render(module)
    }

    /// The spec with its defaults applied, and the renderer of its template set (whose
    /// manifest names the default view model).
    private mutating func resolve(_ spec: ModuleSpec) throws(DiagnosticsError) -> (ResolvedModule, Renderer) {
        let architecture = spec.architecture?.value ?? options.architecture
        let renderer = try renderer(for: architecture, location: spec.architecture?.location ?? options.architectureLocation)
        let module = try ModuleResolver.resolve(
            spec,
            options: options,
            viewModelSuffix: renderer.templateSet.manifest.viewModelSuffix,
            shared: shared
        )
        return (module, renderer)
    }

    /// Checks the specs of a run together, and with `others`, the project's specs outside the
    /// run (the config's `modules`): two specs of one module, and two modules that would declare
    /// one type (an entity, a view model or a type their sets generate), since an app target
    /// cannot hold both. Sets `shared` to the entities the run's specs share (`entity: Car`),
    /// found among all of them. The problems are placed in the run's specs.
    public mutating func declare(run specs: [ModuleSpec], others: [ModuleSpec]) -> [Diagnostic] {
        var declarations = ModuleDeclarations()
        var problems: [Diagnostic] = []
        for spec in specs {
            if let duplicate = declarations.declare(spec, path: spec.path) {
                problems.append(duplicate)
                continue
            }
            problems += declarations.declare(declaredTypes(of: spec), of: spec)
        }
        for other in others {
            problems += declarations.conflicts(with: other, types: declaredTypes(of: other))
        }
        shared = sharedModels(for: specs, among: specs + others)
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
            types.append(.init(name: declared.value, what: "entity", location: declared.location ?? module.location, followsEntity: false))
        }
        var viewModel = entity + renderer.templateSet.manifest.viewModelSuffix
        if spec.entity?.isShared != true || spec.viewModel != nil {
            let name = spec.viewModel?.name ?? Located(viewModel, at: spec.entity?.name?.location ?? module.location)
            viewModel = name.value
            types.append(
                .init(name: name.value, what: "view model", location: name.location ?? module.location, followsEntity: spec.viewModel?.name == nil)
            )
        }
        for name in renderer.generatedTypeNames(module: module.value, entity: entity, viewModel: viewModel) {
            types.append(.init(name: name, what: "generated type", location: module.location, followsEntity: false))
        }
        return types
    }

    /// The entities the specs of `specs` share, each resolved from the first spec of
    /// `candidates` that declares it, as that spec's own run would resolve it.
    private mutating func sharedModels(for specs: [ModuleSpec], among candidates: [ModuleSpec]) -> SharedModels {
        let names = SharedModels.sharedNames(in: specs)
        guard !names.isEmpty else { return .none }
        let saved = shared
        shared = .none
        defer { shared = saved }
        var models = SharedModels()
        for candidate in candidates {
            guard let name = SharedModels.declaredEntityName(of: candidate)?.value, names.contains(name),
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

    private mutating func renderer(for architecture: String, location: SourceLocation?) throws(DiagnosticsError) -> Renderer {
        if let renderer = renderers[architecture] { return renderer }
        let renderer = Renderer(templateSet: try catalog.set(named: architecture, location: location))
        try renderer.check(header: options.header)
        renderers[architecture] = renderer
        return renderer
    }
}

/// Reads and plans many specs on every core: each worker has a generator (and so renderers
/// and parsed templates) of its own, since renderers are not shared between threads.
public enum ConcurrentPlanner {
    /// The spec read from each file (or its problems), in the order of `files`.
    public static func parse(_ files: [(url: URL, display: String)]) -> [Result<ModuleSpec, DiagnosticsError>] {
        let items = files.map { ($0.url, $0.display) }
        return onEveryCore(count: items.count, makeWorker: { () }) { _, index in
            Result { () throws(DiagnosticsError) in try SpecParser.parse(fileAt: items[index].0, displayPath: items[index].1) }
        }
    }

    /// The plan of each spec (or its problems), in the order of `specs`; each worker's
    /// generator knows the run's `shared` entities.
    public static func plan(
        _ specs: [ModuleSpec],
        shared: SharedModels = .none,
        generatedOnly: Bool = false,
        makeGenerator: @Sendable () -> Generator
    ) -> [Result<ModulePlan, DiagnosticsError>] {
        // The files of a run stay in memory until all are planned: their total is bounded.
        let total = RunTotal()
        return onEveryCore(
            count: specs.count,
            makeWorker: {
                var generator = makeGenerator()
                generator.shared = shared
                return generator
            }
        ) { generator, index in
            Result { () throws(DiagnosticsError) in
                guard total.bytes <= RenderBudget.maximumRunBytes else {
                    // Said once, at the first module that finds the run past its limit.
                    guard total.claimReport() else { throw DiagnosticsError([]) }
                    throw DiagnosticsError([
                        .error(
                            "the modules of this run write more than \(RenderBudget.maximumRunBytes >> 20) MiB in all, which a run holds in memory before it writes; generate fewer modules at a time",
                            at: specs[index].module.location
                        )
                    ])
                }
                let plan = try generator.plan(specs[index], generatedOnly: generatedOnly)
                total.add(plan.plan.files.reduce(0) { $0 + $1.contents.utf8.count })
                return plan
            }
        }
    }

    private static func onEveryCore<Worker, Value>(
        count: Int,
        makeWorker: @Sendable () -> Worker,
        _ work: @Sendable (inout Worker, Int) -> Value
    ) -> [Value] {
        let results = IndexedSlots<Value>(count: count)
        let next = WorkCounter()
        let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = makeWorker()
            while let index = next.take(below: count) {
                results.set(index, work(&worker, index))
            }
        }
        return results.values
    }
}

/// The bytes the planned files of a run hold so far, added to from every worker.
private final class RunTotal: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var reported = false

    var bytes: Int { lock.withLock { value } }

    func add(_ bytes: Int) { lock.withLock { value += bytes } }

    /// True the first time only.
    func claimReport() -> Bool {
        lock.withLock {
            defer { reported = true }
            return !reported
        }
    }
}

/// Hands out indices to workers, one at a time.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// Finds spec files: files as given, and every `*.yml` / `*.yaml` below a directory. A file
/// named twice (`Specs` and `Specs/Cars.yml`) is one spec, taken where it is first named. A
/// folder below a directory that cannot be read is a warning (added to `warnings`, and to the
/// errors if there are any): the specs in it are left out.
public enum SpecDiscovery {
    public static func specFiles(
        for arguments: [String],
        workingDirectory: URL,
        warnings: inout [Diagnostic]
    ) throws(DiagnosticsError) -> [(url: URL, display: String)] {
        var result: [(URL, String)] = []
        var diagnostics = DiagnosticCollector()
        var taken: Set<Glob.FileIdentity> = []
        for argument in arguments {
            let url = argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : workingDirectory.appending(path: argument)
            guard let (identity, isFolder) = Glob.FileIdentity.of(url.path) else {
                // Say why: a folder it cannot search and a link loop are not a missing file.
                let reason = errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno)).lowercased()
                diagnostics.error(reason, at: SourceLocation(file: argument, line: 0, column: 0))
                continue
            }
            guard isFolder else {
                if taken.insert(identity).inserted { result.append((url, argument)) }
                continue
            }
            // Every spec below the folder, found as a `modules` pattern finds them: links
            // that lead out of it are not followed, and each real file is taken once.
            let matches: Glob.Matches
            do {
                var budget = Glob.maximumFolders
                matches = try Glob.specFiles(matching: "**/*", in: url, budget: &budget)
            } catch {
                diagnostics.error(
                    "more than \(Glob.maximumFolders) folders below this directory; name the folders that hold the specs",
                    at: SourceLocation(file: argument, line: 0, column: 0)
                )
                continue
            }
            for folder in matches.unreadableFolders {
                let display = folder.path == "." ? argument : (argument.hasSuffix("/") ? argument : argument + "/") + folder.path
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "folder '\(display)' cannot be read (\(folder.reason)), so specs in it are left out; make it readable, or name the folders that hold the specs",
                        at: SourceLocation(file: argument, line: 0, column: 0)
                    )
                )
            }
            if matches.files.isEmpty {
                var message = "no *.yml spec files in this directory"
                if let link = matches.linksLeadingOut.first {
                    message += "; symbolic links that lead out of it, such as '\(link)', are not followed"
                }
                diagnostics.error(message, at: SourceLocation(file: argument, line: 0, column: 0))
            }
            let base = argument.hasSuffix("/") ? argument : argument + "/"
            for (file, identity) in zip(matches.files, matches.identities) where taken.insert(identity).inserted {
                let relative = String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
                result.append((file, base + relative))
            }
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.sorted
        return result
    }
}

import Diagnostics
import Foundation

/// `adopt <module-folder>`: reads a module written by hand (or by an earlier tool) and writes
/// the spec of its contracts, and for each of its user-owned files the merge base the set
/// renders from that spec, so that `generate --check` and `generate --merge` take the module
/// over. Writes nothing else: the generator-owned files change at the next `generate`, which
/// `--dry-run` shows.
public enum ModuleAdoption {
    /// What the command line asks.
    public struct Request: Sendable {
        public var moduleFolder: String
        public var testsFolder: String?
        public var specOutput: String?
        public var flags: RunFlags
        /// The specs of the other modules adopted in the same run, as read: they count as the
        /// project's specs (a route may open one; an entity one declares may be shared).
        public var batch: [ModuleSpec] = []
        /// Reads the module and derives its spec, with what ties it to others as read (not
        /// checked against the other specs), and stops there: nothing is planned or written.
        public var draft = false
        /// The modules of the run this one is adopted in, itself included, when it is one of
        /// several: a folder that holds no module, or whose module has a spec, is skipped (the
        /// outcome says why) instead of stopping the run.
        public var run: Set<String> = []

        public init(
            moduleFolder: String, testsFolder: String?, specOutput: String?, flags: RunFlags
        ) {
            self.moduleFolder = moduleFolder
            self.testsFolder = testsFolder
            self.specOutput = specOutput
            self.flags = flags
        }
    }

    /// What it did (or, in a dry run, would do).
    public struct Outcome {
        /// Why the module was skipped, in a run of several; nil when it was adopted.
        public var skipped: String? = nil
        public var module: String
        public var architecture = ""
        public var specDisplay = ""
        public var specText = ""
        /// The spec and merge bases written (or to write).
        public var written: [PlannedFile] = []
        /// What `generate` would then change in the generator-owned files, file by file.
        public var generatorChanges: [(display: String, diff: Data?)] = []
        public var warnings: [Diagnostic] = []
        public var dryRun = false
    }

    /// Adopts several modules in one run, each as `run` adopts one, with the others' specs known
    /// to it: a route may open a module of the run and keep its `-> Module`, and a module may
    /// share an entity another of the run declares, whatever their order. A folder that holds
    /// no module, or whose module has a spec, is skipped with a warning.
    ///
    /// Every module is read (one that shares an entity whose declaring module is not read yet
    /// is read again once it is), then its spec is checked against the others' as they would
    /// be written, until none changes; a module that cannot be read or checked stops the run
    /// before anything is written. Then each is written in turn, `adopted` told of each (in a
    /// dry run, of what would be). A module that fails then (another run wrote its spec in the
    /// meantime) stops the run, which says which were written: running it again adopts the
    /// others, as those are skipped.
    public static func runAll(
        _ requests: [Request], workspace: Workspace, report: ([Diagnostic]) -> Void,
        adopted: (Outcome) -> Void
    ) throws(DiagnosticsError) {
        // The folders, each once; two of one module name, or one inside another, are refused.
        var requests = requests
        var seen: [String: String] = [:]
        var folders: [(path: String, request: Request)] = []
        for request in requests {
            let path = RootGuard.standardized(
                workspace.url(for: request.moduleFolder).standardizedFileURL.path)
            if folders.contains(where: { $0.path == path }) { continue }
            let name = URL(filePath: path).lastPathComponent
            if let earlier = seen[name] {
                throw DiagnosticsError([
                    .error(
                        "'\(earlier)' and '\(request.moduleFolder)' are both module '\(name)': adopt one of them at a time; nothing was written",
                        at: nil)
                ])
            }
            if let outer = folders.first(where: {
                path.hasPrefix(RootGuard.folderPrefix($0.path))
                    || $0.path.hasPrefix(RootGuard.folderPrefix(path))
            }) {
                throw DiagnosticsError([
                    .error(
                        "'\(outer.request.moduleFolder)' and '\(request.moduleFolder)' are one inside the other: a module's folder holds that module's files only; nothing was written",
                        at: nil)
                ])
            }
            seen[name] = request.moduleFolder
            folders.append((path, request))
        }
        let names = Set(seen.keys)
        requests = folders.map {
            var request = $0.request
            request.run = names
            return request
        }
        var skipped: Set<Int> = []
        func others(of index: Int, in specs: [Int: ModuleSpec]) -> [ModuleSpec] {
            specs.filter { $0.key != index }.sorted { $0.key < $1.key }.map(\.value)
        }
        func problems(_ failures: [Int: DiagnosticsError]) -> DiagnosticsError {
            var said: Set<String> = []
            let diagnostics = failures.sorted { $0.key < $1.key }.flatMap(\.value.diagnostics)
                .filter {
                    $0.message != "nothing was written" && said.insert($0.description).inserted
                }
            return DiagnosticsError(diagnostics + [.error("nothing was written", at: nil)])
        }
        // Read, as written, each knowing the others read so far.
        var specs: [Int: ModuleSpec] = [:]
        var failures: [Int: DiagnosticsError] = [:]
        var pending = Array(requests.indices)
        while !pending.isEmpty {
            var failing: [Int] = []
            for index in pending {
                var request = requests[index]
                request.draft = true
                request.batch = others(of: index, in: specs)
                do {
                    let outcome = try run(request, workspace: workspace, report: { _ in })
                    failures[index] = nil
                    if let why = outcome.skipped {
                        skipped.insert(index)
                        report([Diagnostic(.warning, why, at: nil)])
                        continue
                    }
                    specs[index] = try SpecParser.parse(
                        Data(outcome.specText.utf8), path: outcome.specDisplay)
                } catch {
                    failures[index] = error
                    failing.append(index)
                }
            }
            // Read again only while another module was read this time.
            if failing.count == pending.count { break }
            pending = failing
        }
        guard failures.isEmpty else { throw problems(failures) }
        // Checked against the others as they would be written, until none changes.
        let adopting = requests.indices.filter { !skipped.contains($0) }
        var outcomes: [Int: Outcome] = [:]
        for _ in 0..<4 {
            var checked: [Int: ModuleSpec] = [:]
            for index in adopting {
                var request = requests[index]
                request.flags.dryRun = true
                request.batch = others(of: index, in: specs)
                do {
                    let outcome = try run(request, workspace: workspace, report: { _ in })
                    outcomes[index] = outcome
                    checked[index] = try SpecParser.parse(
                        Data(outcome.specText.utf8), path: outcome.specDisplay)
                } catch {
                    failures[index] = error
                }
            }
            guard failures.isEmpty else { throw problems(failures) }
            let changed = adopting.contains { index in
                checked[index].map { "\($0)" } != specs[index].map { "\($0)" }
            }
            specs = checked
            if !changed { break }
        }
        // Written, each as checked last.
        var written: [String] = []
        var said: Set<String> = []
        for index in adopting {
            if requests[index].flags.dryRun, let outcome = outcomes[index] {
                report(outcome.warnings)
                adopted(outcome)
                continue
            }
            var request = requests[index]
            request.batch = others(of: index, in: specs)
            do {
                // What the config says is said once, not once per module.
                let outcome = try run(
                    request, workspace: workspace,
                    report: { report($0.filter { said.insert($0.description).inserted }) })
                written.append(outcome.module)
                adopted(outcome)
            } catch {
                guard !written.isEmpty else { throw error }
                let rest = adopting.filter { $0 >= index }.map { requests[$0].moduleFolder }
                throw DiagnosticsError(
                    error.diagnostics + [
                        .error(
                            "adopted \(written.map { "'\($0)'" }.joined(separator: ", ")) before this; not \(rest.map { "'\($0)'" }.joined(separator: ", ")): run the same 'viper-gen adopt' again to adopt those (modules with a spec are skipped)",
                            at: nil)
                    ])
            }
        }
    }

    /// The largest Swift file read: no module file of a real app comes near it, and reading
    /// stays quick.
    static let maximumFileSize = 1 << 20
    /// How many levels of folders are read, the module's own included.
    static let maximumDepth = 8

    public static func run(
        _ request: Request, workspace: Workspace, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> Outcome {
        let folder = workspace.url(for: request.moduleFolder).standardizedFileURL
        try requireFolder(folder, display: request.moduleFolder)
        let module = folder.lastPathComponent
        guard SwiftNames.isIdentifier(module), module.first?.isUppercase == true else {
            throw DiagnosticsError([
                .error(
                    "'\(request.moduleFolder)': the folder's name '\(module)' is not a module name (UpperCamelCase, as the module's types start with it)",
                    at: nil)
            ])
        }
        var flags = request.flags
        flags.merge = true
        flags.force = false
        flags.output = workspace.displayPath(of: folder.deletingLastPathComponent())
        var testsFolder: URL?
        if let tests = request.testsFolder {
            let url = workspace.url(for: tests).standardizedFileURL
            try requireFolder(url, display: tests)
            guard url.lastPathComponent == module else {
                throw DiagnosticsError([
                    .error(
                        "--tests '\(tests)': the module's tests folder must be named after it ('\(module)'), as viper-gen writes them in <tests-output>/\(module)/",
                        at: nil)
                ])
            }
            flags.testsOutput = workspace.displayPath(of: url.deletingLastPathComponent())
            testsFolder = url
        }
        let requestedArchitecture = flags.architecture
        var settings = try RunSettings(flags: flags, workspace: workspace, report: report)
        let roots = settings.layout.roots(relativeTo: workspace.directory)
        // `generate` writes a module in <output>/<Module>/, the config's `output` telling where:
        // a module kept deeper (`Features/Cars`) would be written a second time there.
        if let config = settings.config {
            let configured = config.url(for: config.output?.value ?? ".").standardizedFileURL
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if RootGuard.standardized(configured.path) != RootGuard.standardized(parent.path) {
                let expected = workspace.displayPath(of: configured.appending(path: module))
                throw DiagnosticsError([
                    .error(
                        "'\(request.moduleFolder)' is not directly in the sources folder '\(workspace.displayPath(of: configured))' (the 'output' of \(config.path)), where 'viper-gen generate' writes module '\(module)': it would write a second one at '\(expected)'; move the module's folder there (or adopt it in a project whose config's 'output' is '\(workspace.displayPath(of: parent))'); nothing was written",
                        at: config.output?.location)
                ])
            }
        }
        if testsFolder == nil {
            let candidate = roots.tests.appending(path: module).standardizedFileURL
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
                isFolder.boolValue, candidate.path != folder.path
            {
                testsFolder = candidate
            }
        }
        // Read every Swift file of the module.
        var folderWarnings: [Diagnostic] = []
        var files = try readFiles(
            in: folder, isTest: false, workspace: workspace, warnings: &folderWarnings)
        if let testsFolder {
            files += try readFiles(
                in: testsFolder, isTest: true, workspace: workspace, warnings: &folderWarnings)
        }
        var reading = ModuleReading(module: module, files: files)
        reading.warnings = folderWarnings
        // The set.
        let catalog = settings.catalog
        let declared = Set(files.flatMap { $0.declarations.allTypes.map(\.name) })
        var scores: [(name: String, score: Int)] = []
        for name in catalog.names {
            guard let set = try? catalog.set(named: name, location: nil) else { continue }
            let names = Renderer(templateSet: set).generatedTypeNames(
                module: module, entity: "\u{0}", viewModel: "\u{0}")
            scores.append((name, Set(names).intersection(declared).count))
        }
        let architecture: String
        if let requestedArchitecture {
            _ = try catalog.set(named: requestedArchitecture, location: nil)
            architecture = requestedArchitecture
        } else {
            let best = scores.map(\.score).max() ?? 0
            let leaders = scores.filter { $0.score == best && best > 0 }
            if best == 0, !request.run.isEmpty {
                return Outcome(
                    skipped:
                        "'\(request.moduleFolder)' holds no module (no type in it is named after '\(module)' as a set names its roles); skipped",
                    module: module)
            }
            guard leaders.count == 1 else {
                let listed = scores.sorted { $0.score > $1.score }.map {
                    "\($0.name) (\($0.score) of its types)"
                }.joined(separator: ", ")
                let why =
                    best == 0
                    ? "no type in '\(request.moduleFolder)' is named after the module '\(module)' as a set names its roles (\(module)InteractorProtocol, \(module)ViewModel, ...)"
                    : "its types match more than one set equally"
                throw DiagnosticsError([
                    .error(
                        "cannot tell the architecture of '\(request.moduleFolder)': \(why); candidates: \(listed); pass -a <set>",
                        at: nil)
                ])
            }
            architecture = leaders[0].name
        }
        let templateSet = try catalog.set(named: architecture, location: nil)
        let renderer = Renderer(templateSet: templateSet)
        let roleTypes = Set(
            renderer.generatedTypeNames(module: module, entity: "\u{0}", viewModel: "\u{0}"))
        // Use cases and routes.
        let roles =
            ModuleReading.Roles.of(set: architecture, module: module)
            ?? ModuleReading.Roles(
                useCases: [module + "InteractorProtocol", module + "ServiceProtocol"],
                routes: [module + "RouterProtocol"])
        var useCases: [ModuleReading.ReadSignature]?
        for name in roles.useCases where useCases == nil {
            useCases = reading.requirements(of: name, role: "use case")
        }
        var routes: [ModuleReading.ReadSignature]?
        for name in roles.routes where routes == nil {
            routes = reading.requirements(of: name, role: "route")
        }
        if routes == nil, let functions = roles.routeFunctions {
            routes = reading.routeFunctions(type: functions.type, cases: functions.cases)
        }
        if architecture == "clean-swift", useCases != nil {
            reading.addRequestDefaults(to: &useCases!, models: module + "Models")
        }
        if architecture == "mvvm-c",
            let sender = reading.inputSenderRoutes(
                useCases: Set((useCases ?? []).map(\.signature.name)))
        {
            routes = sender
        }
        if architecture == "mvc", let navigation = reading.navigationRoutes(module: module) {
            routes = navigation
        }
        if routes == nil, architecture == "mvc" {
            routes = reading.viewControllerRoutes(
                of: module + "ViewController",
                useCases: Set((useCases ?? []).map(\.signature.name)))
        }
        if useCases == nil, routes == nil, !request.run.isEmpty {
            return Outcome(
                skipped:
                    "'\(request.moduleFolder)' holds no \(architecture) module (no use-case protocol nor routes); skipped",
                module: module)
        }
        if useCases == nil, routes == nil {
            throw DiagnosticsError([
                .error(
                    "no module found in '\(request.moduleFolder)': no \(architecture) use-case protocol (\(roles.useCases.joined(separator: ", "))) nor routes (\((roles.routes + [roles.routeFunctions?.cases].compactMap { $0 }).joined(separator: ", "))); pass -a <set> if the module follows another set",
                    at: nil)
            ])
        }
        // What each route opens (`-> CarDetail`), as the documentation of its declaration says,
        // and what the module takes from the route that opens it (`inputs:`), as the
        // initializer of the part that keeps it takes it.
        if let read = routes {
            routes = read.map { route in
                var route = route
                if let opened = reading.destination(
                    ofRoute: route.signature.name, in: Set(roles.routeDeclarations(module: module)))
                {
                    route.signature.destination = Located(opened.module, at: opened.location)
                }
                return route
            }
        }
        var inputs = roles.inputsHolder.flatMap { reading.inputs(holder: $0) } ?? []
        // Code viper-gen wrote before it documented what each route opens: its routes build
        // modules (it has their dependencies), but which is not said.
        if routes?.contains(where: { $0.signature.destination != nil }) != true,
            let dependencies = reading.sourceTypes.first(where: {
                $0.type.name == module + "Dependencies" && $0.type.kind == .protocol
            })
        {
            reading.warn(
                "'\(module)Dependencies' says that routes of this module build the modules they open, but no route says which ('/// Opens the `CarDetail` module.' above it, as viper-gen writes it): add '-> CarDetail' to those routes in the spec, or 'generate' stops building those modules",
                file: dependencies.file, line: dependencies.type.line,
                column: dependencies.type.column)
        }
        var pins: [(useCase: String, noun: String)] = []
        // The command that regenerates the module, with the folders this run used where
        // `generate` would not find them by itself (as `new` writes it).
        var regenerate = "viper-gen generate"
        // Entity and view model.
        typealias Model = (file: String, type: SwiftDeclarations.TypeDeclaration)
        let uiBases: Set<String> = ["View", "PreviewProvider", "App", "XCTestCase"]
        func isModel(_ type: SwiftDeclarations.TypeDeclaration) -> Bool {
            guard type.kind == .struct || type.kind == .class, !roleTypes.contains(type.name),
                !type.name.hasSuffix("Previews"), !type.name.hasSuffix("PreviewModel")
            else { return false }
            return !type.inherited.contains { base in
                base.hasPrefix("UI") || base.hasPrefix("NS") || uiBases.contains(base)
            }
        }
        var models: [Model] = []
        for file in files where !file.isTest {
            for type in file.declarations.types where isModel(type) {
                models.append((file.display, type))
            }
        }
        /// A model in a file of its own name, as viper-gen writes them.
        func ownFile(_ model: (file: String, type: SwiftDeclarations.TypeDeclaration)) -> Int {
            model.file.hasSuffix("/" + model.type.name + ".swift") ? 2 : 0
        }
        let useCaseText = (useCases ?? []).map(\.signature.description).joined(separator: " ")
        let routeText = (routes ?? []).map(\.signature.description).joined(separator: " ")
        func mentions(_ name: String, in text: String) -> Int {
            text.components(separatedBy: name).count - 1
        }
        let suffix = templateSet.manifest.viewModelSuffix
        let ownEntity = models.max { a, b in
            func score(_ model: (file: String, type: SwiftDeclarations.TypeDeclaration)) -> Int {
                let type = model.type
                return ownFile(model) + mentions(type.name, in: useCaseText) * 4
                    + (type.inherited.contains("Identifiable") ? 2 : 0)
                    - (type.name.hasSuffix(suffix) || type.name.hasSuffix("ViewModel") ? 3 : 0)
            }
            return score(a) < score(b)
        }?.type
        /// The view model among the module's models, beside the entity named `entityName`.
        func bestViewModel(entityName: String?) -> SwiftDeclarations.TypeDeclaration? {
            models.filter { $0.type.name != entityName }.max { a, b in
                func score(_ model: (file: String, type: SwiftDeclarations.TypeDeclaration))
                    -> Int
                {
                    let type = model.type
                    return ownFile(model) + mentions(type.name, in: routeText) * 2
                        + (type.name.hasSuffix(suffix) || type.name.hasSuffix("ViewModel") ? 3 : 0)
                        + (entityName.map { type.name.hasPrefix($0) } == true ? 1 : 0)
                }
                return score(a) < score(b)
            }?.type
        }
        var entity = ownEntity
        var viewModel = bestViewModel(entityName: entity?.name)
        // The project's other specs: the entity one of them declares may be this module's, shared
        // (`entity: Car`), when the module uses it and does not declare it.
        let batchModules = Set(request.batch.map(\.module.value))
        let projectRead = Self.projectSpecs(
            besides: folder, module: module, config: settings.config, workspace: workspace)
        let projectSpecs =
            projectRead.specs.filter { !batchModules.contains($0.module.value) }
            + request.batch.filter { $0.module.value != module }
        let unreadSpecs = projectRead.unread.subtracting(batchModules)
        let localTypes = Set(
            files.flatMap { $0.declarations.allTypes.filter { $0.kind != .extension }.map(\.name) })
        let usedNames = files.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        var sharedCandidates: [(entity: SharedModels.Entity, spec: ModuleSpec)] = []
        var looked: Set<String> = []
        for other in projectSpecs {
            // The view model it shares is named after it, or by its spec.
            guard let name = SharedModels.declaredEntityName(of: other)?.value,
                looked.insert(name).inserted, !localTypes.contains(name),
                usedNames.contains(where: { $0.hasPrefix(name) })
                    || other.viewModel?.name.map({ usedNames.contains($0.value) }) == true,
                let probe = try? SpecParser.parse(
                    Data("module: \(module)\nentity: \(name)\n".utf8), path: "adopt-probe.yml")
            else { continue }
            var resolver = settings.makeGenerator()
            _ = resolver.declare(run: [probe], others: projectSpecs)
            guard case .resolved(let declared) = resolver.shared.entities[name],
                usedNames.contains(name)
                    || (usedNames.contains(declared.viewModelName)
                        && !localTypes.contains(declared.viewModelName))
            else { continue }
            sharedCandidates.append((declared, other))
        }
        if sharedCandidates.isEmpty, models.isEmpty {
            try Self.requireNoUnspecifiedEntity(
                usedIn: useCaseText + " " + routeText, module: module, folder: folder,
                localTypes: localTypes, workspace: workspace, warnings: reading.warnings,
                run: request.run)
        }
        /// Where the module's entity and view model come from: its own types, or another
        /// spec's entity with the module's own view model or none.
        struct Models {
            var entity: SwiftDeclarations.TypeDeclaration?
            var viewModel: SwiftDeclarations.TypeDeclaration?
            var shared: SharedModels.Entity?
            var sharedSpec: ModuleSpec?
        }
        var choices = [Models(entity: entity, viewModel: viewModel)]
        let ownViewModel = bestViewModel(entityName: nil)
        for candidate in sharedCandidates {
            let viewModels = ownViewModel == nil ? [nil] : [ownViewModel, nil]
            for model in viewModels {
                choices.append(
                    Models(
                        entity: nil, viewModel: model, shared: candidate.entity,
                        sharedSpec: candidate.spec))
            }
        }
        var sharedEntity: SharedModels.Entity?
        // Of an `#if`, the first branch is read as if it were the one compiled, the others not.
        // Said in the files the spec is read from: the role protocols' and the models'.
        let specSources =
            Set(((useCases ?? []) + (routes ?? [])).map(\.location.file))
            .union(
                models.filter { $0.type.name == entity?.name || $0.type.name == viewModel?.name }
                    .map(\.file))
        for file in files where !file.isTest && specSources.contains(file.display) {
            for directive in file.declarations.directives {
                let message =
                    directive.text.hasPrefix("#if")
                    ? "'\(directive.text)': adopt reads this first branch as if it were compiled, so what it declares may go into the spec without its condition (a spec has none); check it"
                    : "'\(directive.text)': adopt does not read this branch (only the first of an '#if'), so what it declares is not kept"
                reading.warn(
                    message, file: file, line: directive.line, column: directive.column)
            }
        }
        // The module the tests import `@testable` is the app target, unless the command line
        // or the config names one.
        if request.flags.target == nil, settings.config?.target == nil,
            let target = files.filter(\.isTest).flatMap(\.declarations.testableImports).first
        {
            settings.options.target = target
        }
        // Tests and access.
        let testImports = Set(files.filter(\.isTest).flatMap(\.declarations.imports))
        let tests: TestFramework =
            testImports.contains("Testing")
            ? .swiftTesting : testImports.contains("XCTest") ? .xctest : .none
        let useCaseProtocol = reading.sourceTypes.first {
            roles.useCases.contains($0.type.name) || roles.routes.contains($0.type.name)
        }?.type
        let access: AccessLevel =
            useCaseProtocol?.modifiers.contains("public") == true ? .public : .internal
        // Read once each: reading a type's properties says what it cannot keep.
        var propertiesRead: [String: [(name: String, type: String)]?] = [:]
        func storedProperties(of type: SwiftDeclarations.TypeDeclaration?) -> [(
            name: String, type: String
        )]? {
            guard let type else { return nil }
            if let read = propertiesRead[type.name] { return read }
            let read = reading.storedProperties(of: type.name)
            propertiesRead[type.name] = read
            return read
        }
        var entityProperties: [(name: String, type: String)] = []
        var viewModelProperties: [(name: String, type: String)]?
        func choose(_ models: Models) {
            (entity, viewModel, sharedEntity) = (models.entity, models.viewModel, models.shared)
            entityProperties =
                sharedEntity?.properties.map { ($0.name, $0.type.description) }
                ?? storedProperties(of: entity) ?? []
            viewModelProperties = storedProperties(of: viewModel)
        }
        choose(choices[0])
        /// The spec, with what ties the module to others (`inputs:`, `-> Module`) unless
        /// `links` is false.
        func yaml(ui: UIFlavor, links: Bool = true) -> String {
            var text = SchemaFile.spec.header(in: SchemaFile.repositoryFiles)
            text +=
                "# The \(module) module, adopted by viper-gen from its code. viper-gen owns the\n"
            text +=
                "# contracts generated from this spec: edit it, then run\n# '\(regenerate)'.\n"
            text += "module: \(module)\narchitecture: \(architecture)\n"
            if let sharedEntity {
                text += "entity: \(sharedEntity.name)\n"
            } else if let entity {
                text += "entity:\n  name: \(entity.name)\n"
                let properties = entityProperties
                if !properties.isEmpty {
                    text += "  properties:\n"
                    for property in properties {
                        text += "    \(property.name): \(quoted(property.type))\n"
                    }
                }
            }
            // The view model the set makes by default is left to it.
            let isDefaultViewModel =
                sharedEntity == nil && viewModel?.name == (entity?.name ?? "") + suffix
                && viewModelProperties.map { $0.map { "\($0.name): \($0.type)" } }
                    == entityProperties.map { "\($0.name): \($0.type)" }
            if let viewModel, !isDefaultViewModel {
                text += "viewModel:\n  name: \(viewModel.name)\n"
                let properties = viewModelProperties ?? []
                if !properties.isEmpty {
                    text += "  properties:\n"
                    for property in properties {
                        if entityProperties.contains(where: {
                            $0.name == property.name && $0.type == property.type
                        }) {
                            text += "    - \(property.name)\n"
                        } else {
                            text += "    - \(property.name): \(quoted(property.type))\n"
                        }
                    }
                }
            }
            if links, !inputs.isEmpty {
                text += "inputs:\n"
                for input in inputs {
                    text += "  \(input.name): \(quoted(input.type.description))\n"
                }
            }
            if let useCases, !useCases.isEmpty {
                text += "useCases:\n"
                for useCase in useCases { text += "  - \(quoted(useCase.signature.description))\n" }
            }
            if let routes, !routes.isEmpty {
                text += "routes:\n"
                for route in routes {
                    let opens =
                        links ? route.signature.destination.map { " -> \($0.value)" } ?? "" : ""
                    text += "  - \(quoted(route.signature.description + opens))\n"
                }
            }
            if !pins.isEmpty {
                text += "displayNames:\n"
                for pin in pins { text += "  \(pin.useCase): \(pin.noun)\n" }
            }
            text += "ui: \(ui.rawValue)\ntests: \(tests.rawValue)\naccess: \(access.rawValue)\n"
            return text
        }
        // Each signature read must pass the spec's own checks; one that does not is dropped
        // with a warning at its place in the Swift, not reported in the spec not yet written.
        do {
            var checker = settings.makeGenerator()
            checker.force = true
            let read = (useCases: useCases, routes: routes)
            let probeUI = templateSet.manifest.ui.first ?? .uikit
            func problems(
                useCases probeUseCases: [ModuleReading.ReadSignature],
                routes probeRoutes: [ModuleReading.ReadSignature]
            ) -> [Diagnostic] {
                useCases = probeUseCases
                routes = probeRoutes
                defer { (useCases, routes) = read }
                do {
                    let spec = try SpecParser.parse(
                        Data(yaml(ui: probeUI, links: false).utf8), path: "adopt-check.yml")
                    _ = try checker.plan(spec)
                    return []
                } catch {
                    return error.diagnostics.filter { $0.severity == .error }
                }
            }
            // Only where the spec without them passes: otherwise the fault is elsewhere.
            if problems(useCases: [], routes: []).isEmpty {
                var kept = read
                for isUseCase in [true, false] {
                    let reads = (isUseCase ? read.useCases : read.routes) ?? []
                    let role = isUseCase ? "use case" : "route"
                    let passing = reads.filter { one in
                        let found =
                            isUseCase
                            ? problems(useCases: [one], routes: [])
                            : problems(useCases: [], routes: [one])
                        guard let first = found.first else { return true }
                        reading.warn(
                            "'\(one.signature.description)' cannot be a \(role) in a spec (\(first.message)); not kept",
                            at: one.location)
                        return false
                    }
                    if isUseCase {
                        kept.useCases = read.useCases == nil ? nil : passing
                    } else {
                        kept.routes = read.routes == nil ? nil : passing
                    }
                }
                (useCases, routes) = kept
            }
        }
        // The nouns the view displays the use cases' results as, where the spec pinned them
        // (`displayNames:`), read from where each set's generated code shows them: viper's and
        // mvp's view protocol has a `display<Noun>` per use case that returns something, in
        // their order; the other sets keep each result under the noun's name (`seller` for
        // `Seller`): clean-swift in `<M>Models.<UseCase>.Response`, mvvm in `<M>State`,
        // mvvm-c in its view model's `Output`, mvc in `<M>Store`.
        if var signatures = useCases?.map(\.signature) {
            let returning = signatures.indices.filter { signatures[$0].returnType != nil }
            let shown = ModuleAdoption.shownResults(
                reading: reading, architecture: architecture, module: module,
                useCases: returning.map { signatures[$0] })
            if let shown, shown.count == returning.count {
                // Latest first: a noun pinned later frees the one an earlier use case derives.
                for (index, result) in zip(returning, shown).reversed() {
                    guard let result,
                        let noun = ModuleAdoption.pinnedNoun(
                            result, of: index, in: signatures,
                            isFunctionName: ["viper", "mvp"].contains(architecture))
                    else { continue }
                    signatures[index].displayName = noun
                    pins.insert((signatures[index].name, noun), at: 0)
                }
            }
        }
        // Where the spec goes.
        var newModule = NewModule(
            name: module, spec: nil,
            regenerate: RegenerateCommand(workingDirectory: workspace.directory))
        newModule.outputGiven = false
        let specURL =
            request.specOutput.map { workspace.url(for: $0).standardizedFileURL }
            ?? newModule.specPlace(sources: roots.sources, config: settings.config).url
        let specDisplay = request.specOutput ?? workspace.displayPath(of: specURL)
        regenerate = RegenerateCommand(
            workingDirectory: workspace.directory,
            configFile: request.flags.config.map(workspace.url(for:)),
            templateFolders: request.flags.templateFolders.map(workspace.url(for:)),
            params: request.flags.paramArguments
        ).text(
            specFile: specURL, layout: settings.layout, target: settings.options.target,
            config: settings.config)
        if let given = request.specOutput {
            guard given.lowercased().hasSuffix(".yml") || given.lowercased().hasSuffix(".yaml")
            else {
                throw DiagnosticsError([
                    .error(
                        "--spec-output '\(given)': a spec is a YAML file; name one ending in .yml or .yaml (e.g. 'Specs/\(module).yml')",
                        at: nil)
                ])
            }
            let project = RootGuard.standardized(
                (settings.config?.directory ?? workspace.directory).path)
            let base = RootGuard.folderPrefix(project)
            // As written, and where its folder's links lead: a folder linked out of the
            // project is outside it.
            let realBase = RootGuard.folderPrefix(RootGuard.realPath(project) ?? project)
            let realFolder = RootGuard.realPathOfDeepestFolder(
                specURL.deletingLastPathComponent().path)
            guard RootGuard.standardized(specURL.path).hasPrefix(base),
                let realFolder, RootGuard.folderPrefix(realFolder).hasPrefix(realBase)
            else {
                throw DiagnosticsError([
                    .error(
                        "--spec-output '\(given)' is outside the project folder '\(workspace.displayPath(of: URL(filePath: base)))'; write the spec inside it",
                        at: nil)
                ])
            }
        }
        func requireNoSpec() throws(DiagnosticsError) {
            if FileManager.default.fileExists(atPath: specURL.path) {
                throw DiagnosticsError([
                    .error(
                        "module '\(module)' already has a spec at '\(specDisplay)'; run 'viper-gen generate \(specDisplay) --merge' instead, or move it aside to adopt the module again",
                        at: nil)
                ])
            }
        }
        if !request.run.isEmpty, FileManager.default.fileExists(atPath: specURL.path) {
            return Outcome(
                skipped: "module '\(module)' already has a spec at '\(specDisplay)'; skipped",
                module: module)
        }
        try requireNoSpec()
        // A spec the config's `modules` patterns do not find is left out of `generate`.
        if let config = settings.config, !config.modules.isEmpty, !config.finds(specURL) {
            reading.warn(
                "'\(specDisplay)' is outside every 'modules' pattern of \(config.path), so 'viper-gen generate' without arguments (and 'generate --check') will not see module '\(module)'; add a pattern that finds it",
                at: config.modules.first?.location
                    ?? SourceLocation(file: config.path, line: 1, column: 1))
        }
        let sourcesPrefix = RootGuard.folderPrefix(RootGuard.standardized(roots.sources.path))
        let inSources = specURL.path.hasPrefix(sourcesPrefix)
        if !inSources {
            settings.layout.specs = workspace.displayPath(of: specURL.deletingLastPathComponent())
        }
        // The `ui` flavour: the one whose files are there, generator-owned ones as they
        // would be written.
        var generator = settings.makeGenerator()
        // Nothing but the spec and the bases is written: the plan may name the module's
        // hand-written files, and records each user-owned file's rendering as its base.
        generator.force = true
        // And the entity and view model: the module's own, or an entity another spec
        // declares, whichever makes the files that are there.
        var chosen: (ui: UIFlavor, models: Models, score: Int)?
        let flavours = templateSet.manifest.ui
        for models in choices {
            choose(models)
            for ui in flavours {
                // Without what ties it to other modules where that does not pass (see below).
                var plan: ModulePlan?
                for links in [true, false] where plan == nil {
                    guard
                        let spec = try? SpecParser.parse(
                            Data(yaml(ui: ui, links: links).utf8), path: specDisplay)
                    else { continue }
                    _ = generator.declare(run: [spec], others: projectSpecs)
                    plan = try? generator.plan(spec)
                }
                guard let plan else { continue }
                let files = plan.plan.files.filter { !$0.isMergeBase }
                let score =
                    files.filter { $0.owner == .generator && $0.action == .unchanged }.count * 2
                    + files.filter { $0.owner == .user && $0.exists }.count * 2
                    - files.filter { !$0.exists }.count
                if chosen == nil || score > chosen!.score { chosen = (ui, models, score) }
            }
        }
        choose(chosen?.models ?? choices[0])
        let ui = chosen?.ui ?? flavours.first ?? .uikit
        // What ties the module to others must pass with the project's other specs: a route
        // opens a module a spec declares and passes what it takes, and the routes that open this
        // module pass what it takes. Each input and each route's `->` that is a cause of
        // problems (leaving it out leaves only some of them) is left out, with a warning that
        // gives the problem it caused.
        func linkProblems() -> [String: Diagnostic] {
            var probe = settings.makeGenerator()
            probe.force = true
            var found: [Diagnostic] = []
            do {
                let spec = try SpecParser.parse(Data(yaml(ui: ui).utf8), path: specDisplay)
                found += probe.declare(
                    run: [spec], others: projectSpecs, unread: unreadSpecs,
                    unreadOthers: unreadSpecs)
                _ = try probe.plan(spec)
            } catch {
                found += error.diagnostics
            }
            return Dictionary(
                found.filter { $0.severity == .error }.map { ($0.description, $0) },
                uniquingKeysWith: { first, _ in first })
        }
        /// The problems `linkFound` has and `without` has not, when `without` has no other:
        /// what leaving something out solves.
        func solved(_ without: [String: Diagnostic], of linkFound: [String: Diagnostic])
            -> Diagnostic?
        {
            guard without.count < linkFound.count,
                without.keys.allSatisfy({ linkFound[$0] != nil })
            else { return nil }
            return linkFound.filter { without[$0.key] == nil }.sorted { $0.key < $1.key }.first?
                .value
        }
        var linkFound = request.draft ? [:] : linkProblems()
        for input in inputs.reversed() where !linkFound.isEmpty {
            let read = inputs
            inputs.removeAll { $0.name == input.name }
            let without = linkProblems()
            if let problem = solved(without, of: linkFound) {
                reading.warn(
                    "'\(input.name): \(input.type)', read from this initializer as what the route that opens the module passes, cannot be one of its 'inputs:' (\(problem.message)); not kept",
                    at: input.location)
                linkFound = without
            } else {
                inputs = read
            }
        }
        for index in (routes ?? []).indices where !linkFound.isEmpty {
            guard let opened = routes?[index].signature.destination else { continue }
            routes?[index].signature.destination = nil
            let without = linkProblems()
            if let problem = solved(without, of: linkFound), let route = routes?[index] {
                reading.warn(
                    "'\(route.signature.name)' opens '\(opened.value)', as its documentation says, but '-> \(opened.value)' cannot be in the spec (\(problem.message)); kept without it",
                    at: opened.location ?? route.location)
                linkFound = without
            } else {
                routes?[index].signature.destination = opened
            }
        }
        for route in routes ?? [] where !request.draft {
            guard let opened = route.signature.destination, unreadSpecs.contains(opened.value)
            else { continue }
            reading.warn(
                "'\(route.signature.name)' opens '\(opened.value)', whose spec cannot be read: the spec keeps '-> \(opened.value)', unchecked, and 'generate' builds nothing for the route until that spec is fixed",
                at: opened.location ?? route.location)
        }
        // A spec that shares an entity is generated with the spec that declares it: the
        // command names that one too where the config's `modules:` do not find it.
        if let declaring = chosen?.models.sharedSpec {
            let declaringFile = workspace.url(for: declaring.path).standardizedFileURL
            if settings.config?.finds(declaringFile) != true {
                regenerate = RegenerateCommand(
                    workingDirectory: workspace.directory,
                    configFile: request.flags.config.map(workspace.url(for:)),
                    templateFolders: request.flags.templateFolders.map(workspace.url(for:)),
                    params: request.flags.paramArguments
                ).text(
                    specFile: specURL, alongWith: [declaringFile], layout: settings.layout,
                    target: settings.options.target, config: settings.config)
            }
        }
        generator.merge = true
        let specText = yaml(ui: ui)
        // What the spec's checks still refuse is said as adopt's own failure: the spec it names
        // is not written.
        func unwritten(_ error: DiagnosticsError) -> DiagnosticsError {
            DiagnosticsError(
                reading.warnings
                    + error.diagnostics.map { diagnostic in
                        guard diagnostic.location?.file == specDisplay else { return diagnostic }
                        var moved = diagnostic
                        moved.location = nil
                        moved.message =
                            "the spec adopt derived for '\(module)' (not written) does not pass: \(diagnostic.message)"
                        return moved
                    } + [.error("nothing was written", at: nil)])
        }
        let spec: ModuleSpec
        do {
            spec = try SpecParser.parse(Data(specText.utf8), path: specDisplay)
        } catch {
            throw unwritten(error)
        }
        if request.draft {
            return Outcome(
                module: module, architecture: architecture, specDisplay: specDisplay,
                specText: specText, written: [], generatorChanges: [],
                warnings: reading.warnings, dryRun: true)
        }
        let relativeSpec =
            inSources
            ? String(specURL.path.dropFirst(sourcesPrefix.count)) : specURL.lastPathComponent
        let specFile = RenderedFile(
            path: relativeSpec, kind: .source, owner: .user, contents: specText,
            recordsMergeBase: false)
        var modulePlan: ModulePlan
        do {
            try DiagnosticsError.throwIfAny(
                generator.declare(
                    run: [spec], others: projectSpecs, unread: unreadSpecs,
                    unreadOthers: unreadSpecs))
            modulePlan = try generator.plan(spec, extraFiles: inSources ? [specFile] : [])
        } catch {
            throw unwritten(error)
        }
        if !inSources, let specsRoot = generator.roots.specs {
            modulePlan.plan.files += try OutputPlan.make(
                [specFile], roots: OutputRoots(sources: specsRoot, tests: specsRoot),
                rootDisplayNames: [.source: settings.layout.specs ?? "."], force: false
            ).files
        }
        // Keep the spec and the bases of the user-owned files that are there.
        let generatorRoots = generator.roots
        var bases: Set<String> = []
        for file in modulePlan.plan.files where file.owner == .user && !file.isMergeBase {
            guard file.exists, let kind = file.kind else { continue }
            let root = RootGuard.folderPrefix(
                RootGuard.standardized(generatorRoots.root(for: kind).path))
            let path = RootGuard.standardized(file.destination.path)
            guard path.hasPrefix(root) else { continue }
            bases.insert(root + MergeBase.folder + "/" + path.dropFirst(root.count))
        }
        let kept = modulePlan.plan.files.filter { file in
            if file.isMergeBase {
                return bases.contains(RootGuard.standardized(file.destination.path))
            }
            return RootGuard.standardized(file.destination.path)
                == RootGuard.standardized(specURL.path)
        }
        let changed = modulePlan.plan.files.filter {
            $0.owner == .generator && ($0.action == .create || $0.action == .update)
        }
        let changes = changed.map { ($0.displayPath, $0.diff) }
        // A type the set writes in a generator-owned file of its own, declared by hand in
        // another file: once `generate` writes it, the module declares it twice.
        let generatedFiles = Dictionary(
            modulePlan.plan.files.filter { $0.owner == .generator && !$0.isMergeBase }.map {
                ($0.destination.deletingPathExtension().lastPathComponent, $0.displayPath)
            }, uniquingKeysWith: { first, _ in first })
        for file in files where !file.isTest {
            for type in file.declarations.types where type.kind != .extension {
                guard let written = generatedFiles[type.name], written != file.display else {
                    continue
                }
                let name = (written as NSString).lastPathComponent
                reading.warn(
                    "\(type.name) is declared in \(file.display):\(type.line); generate will write \(type.name) in \(name) — move it there or delete it here, or the module declares it twice",
                    file: file, line: type.line, column: type.column)
            }
        }
        // A hand-written file where the set puts a generator-owned one: `generate` refuses to
        // replace it (without --force), so the diff above is not what it would do.
        for file in changed where file.replacesHandWrittenFile {
            reading.warn(
                "'viper-gen generate' will refuse to replace this hand-written file (its first line has no '\(GeneratedFileHeader.marker)'), which the set generates from the spec: move it aside (or delete it) before 'generate', or pass --force to replace it",
                at: SourceLocation(file: file.displayPath, line: 1, column: 1))
        }
        let warnings = reading.warnings
        report(warnings)
        if !settings.dryRun {
            let (output, _) = try settings.openOutput(readOnly: false, report: report)
            defer { output.close() }
            // Another adopt may have written the spec while this one read the module.
            try requireNoSpec()
            _ = try output.write(OutputPlan(files: kept))
        }
        return Outcome(
            module: module, architecture: architecture, specDisplay: specDisplay,
            specText: specText, written: kept, generatorChanges: changes, warnings: warnings,
            dryRun: settings.dryRun)
    }

    /// A YAML value for a signature or type: plain, unless its first character means
    /// something else in YAML.
    /// What the set's generated code shows of each of `useCases` (those that return
    /// something, in order): the noun of its `display<Noun>` in viper and mvp, else the name
    /// its result is kept under; nil where the set shows none.
    static func shownResults(
        reading: ModuleReading, architecture: String, module: String,
        useCases: [FunctionSignature]
    ) -> [String?]? {
        let types = reading.sourceTypes.map(\.type)
        func stored(_ type: SwiftDeclarations.TypeDeclaration?) -> [String?]? {
            guard let type else { return nil }
            let names = type.members.filter {
                $0.kind == .property && $0.isStored && !$0.isStatic
            }.map { $0.name.replacingOccurrences(of: "`", with: "") }
            guard names.count >= useCases.count else { return nil }
            return Array(names.prefix(useCases.count))
        }
        switch architecture {
        case "viper", "mvp":
            guard
                let view = types.first(where: {
                    $0.kind == .protocol && $0.name == module + "View"
                })
            else { return nil }
            return view.members.filter {
                $0.kind == .function && $0.name.hasPrefix("display") && $0.name != "displayError"
            }.map { String($0.name.dropFirst("display".count)) }
        case "clean-swift":
            guard
                let models = types.first(where: {
                    $0.kind == .enum && $0.name == module + "Models"
                })
            else { return nil }
            return useCases.map { useCase in
                models.nested.first { $0.name == SwiftNames.upperFirst(useCase.name) }?
                    .nested.first { $0.name == "Response" }?
                    .members.first { $0.kind == .property && $0.isStored && !$0.isStatic }
                    .map { $0.name.replacingOccurrences(of: "`", with: "") }
            }
        case "mvvm":
            return stored(types.first { $0.kind == .struct && $0.name == module + "State" })
        case "mvvm-c":
            return stored(types.first { $0.kind == .struct && $0.name == "Output" })
        case "mvc":
            return stored(types.first { $0.kind == .class && $0.name == module + "Store" })
        default:
            return nil
        }
    }

    /// The noun to pin for the use case at `index` of `useCases`, whose result the set shows
    /// as `shown` (a display noun, or the name a result is kept under when
    /// `isFunctionName` is false); nil where the noun the use case derives gives it already.
    static func pinnedNoun(
        _ shown: String, of index: Int, in useCases: [FunctionSignature], isFunctionName: Bool
    ) -> String? {
        let derived = UseCaseNaming.displayNouns(for: useCases)[index]
        if isFunctionName { return derived == shown ? nil : shown }
        // A derived noun's result is kept as the noun, the noun with `Result`, or the use
        // case's name with `Result` and a number where those are taken.
        let base = SwiftNames.lowerFirst(derived)
        let name = SwiftNames.lowerFirst(useCases[index].name)
        func isNumbered(_ rest: Substring) -> Bool { rest.allSatisfy(\.isNumber) }
        if shown == base || shown == base + "Result" { return nil }
        if shown.hasPrefix(name) {
            let rest = shown.dropFirst(name.count)
            if rest.hasPrefix("Result"), isNumbered(rest.dropFirst("Result".count)) { return nil }
            if UseCaseNaming.endsInResult(name), !rest.isEmpty, isNumbered(rest) { return nil }
        }
        let noun = SwiftNames.upperFirst(shown)
        return noun.range(of: SwiftNames.displayNounPattern, options: .regularExpression) == nil
            ? nil : noun
    }

    static func quoted(_ text: String) -> String {
        guard let first = text.first, "@`'\"{}*&!|>%#?-,".contains(first) else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// The project's specs other than the adopted module's: those the config's `modules:`
    /// lists, then those of the other module folders beside the module's
    /// (`<output>/<Module>/<Module>.yml`, where `new` writes a spec) that the config does not
    /// list. A spec that cannot be read, or is of the adopted module, is left out; `unread`
    /// names the modules of those that cannot be read, after their files, as `generate` does.
    static func projectSpecs(
        besides folder: URL, module: String, config: ProjectConfig?, workspace: Workspace
    ) -> (specs: [ModuleSpec], unread: Set<String>) {
        let displayPath = { (url: URL) in workspace.displayPath(of: url) }
        let configured = config?.otherSpecsRead(excluding: [], displayPath: displayPath)
        var specs = configured?.specs ?? []
        var unread = configured?.unreadModules ?? []
        let parent = folder.deletingLastPathComponent()
        var found: [(url: URL, display: String)] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && name != module {
            guard case .directory = FileStatus(of: parent.appending(path: name).path) else {
                continue
            }
            for suffix in [".yml", ".yaml"] {
                let url = parent.appending(path: name).appending(path: name + suffix)
                guard case .regular = FileStatus(of: url.path), config?.finds(url) != true
                else { continue }
                found.append((url, displayPath(url)))
            }
        }
        for (file, result) in zip(found, SpecParser.parseEach(found)) {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure: unread.insert(file.url.deletingPathExtension().lastPathComponent)
            }
        }
        unread.remove(module)
        return (specs.filter { $0.module.value != module }, unread)
    }

    /// A module that declares no model and whose use cases or routes (`text`) name a type
    /// another module folder declares in a file of its name (`Sources/Cars/Car.swift`), which no
    /// spec declares: it shares that module's entity, which cannot be shared until that module
    /// has a spec. Said at the type's declaration, and nothing is written.
    static func requireNoUnspecifiedEntity(
        usedIn text: String, module: String, folder: URL, localTypes: Set<String>,
        workspace: Workspace, warnings: [Diagnostic], run: Set<String> = []
    ) throws(DiagnosticsError) {
        let parent = folder.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let folders = names.sorted().filter {
            !$0.hasPrefix(".") && $0 != module
                && FileStatus(of: parent.appending(path: $0).path) == .directory
        }
        var used: [String] = []
        for found in SwiftIdentifiers.scan(text) {
            let name = String(found.name)
            guard name.first?.isUppercase == true, !localTypes.contains(name),
                !used.contains(name)
            else { continue }
            used.append(name)
        }
        for name in used {
            for other in folders {
                let url = parent.appending(path: other).appending(path: name + ".swift")
                guard FileStatus(of: url.path) == .regular,
                    case .success(let data) = BoundedFile.read(
                        url.path, limit: maximumFileSize, lookFirst: true),
                    let text = String(validating: data, as: UTF8.self),
                    let type = SwiftDeclarations(text: text).types.first(where: {
                        $0.name == name && ($0.kind == .struct || $0.kind == .class)
                    })
                else { continue }
                let otherFolder = workspace.displayPath(of: parent.appending(path: other))
                // One of the run's own modules, whose entity is not known as it could not be read.
                let message =
                    run.contains(other)
                    ? "'\(name)', which module '\(module)' uses and does not declare, is declared here, in module folder '\(otherFolder)', which this run adopts too but could not read: fix what stops it (said for '\(otherFolder)'), and '\(module)' shares its entity ('entity: \(name)')"
                    : nil
                throw DiagnosticsError(
                    warnings + [
                        .error(
                            message
                                ?? "'\(name)', which module '\(module)' uses and does not declare, is declared here, in module folder '\(otherFolder)', and no spec declares it: if it is '\(module)''s entity, adopt both in one run ('viper-gen adopt \(otherFolder) \(workspace.displayPath(of: folder))'), or '\(otherFolder)' first, and the spec of '\(module)' shares it ('entity: \(name)'); or declare '\(module)''s own entity in its folder",
                            at: SourceLocation(
                                file: workspace.displayPath(of: url), line: type.line,
                                column: type.column)),
                        .error("nothing was written", at: nil),
                    ])
            }
        }
    }

    /// Whether `path` leads to a folder, links followed.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    static func requireFolder(_ url: URL, display: String) throws(DiagnosticsError) {
        switch FileStatus(of: url.path) {
        case .directory:
            return
        case .missing:
            throw DiagnosticsError([.error("'\(display)': no such folder", at: nil)])
        case .symbolicLink:
            throw DiagnosticsError([
                .error("'\(display)' is a symbolic link; name the module's folder itself", at: nil)
            ])
        default:
            throw DiagnosticsError([
                .error("'\(display)' is not a folder; name the module's folder", at: nil)
            ])
        }
    }

    /// The Swift files below `folder` (merge bases left out), read; a file that is a link, too
    /// large, not UTF-8 or not readable Swift stops the run at its place.
    static func readFiles(
        in folder: URL, isTest: Bool, workspace: Workspace, warnings: inout [Diagnostic]
    ) throws(DiagnosticsError) -> [ModuleReading.SourceFile] {
        var paths: [String] = []
        var skipped: [Diagnostic] = []
        func walk(_ directory: String, depth: Int) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = directory + "/" + name
                let place = SourceLocation(
                    file: workspace.displayPath(of: URL(filePath: path)), line: 1, column: 1)
                switch FileStatus(of: path) {
                case .directory:
                    if depth + 1 < maximumDepth {
                        walk(path, depth: depth + 1)
                    } else {
                        skipped.append(
                            Diagnostic(
                                .warning,
                                "a folder more than \(maximumDepth - 1) levels below the module's folder; its Swift files are not read",
                                at: place))
                    }
                case .symbolicLink:
                    if name.hasSuffix(".swift") {
                        paths.append(path)
                    } else if isFolder(path) {
                        skipped.append(
                            Diagnostic(
                                .warning,
                                "a symbolic link; adopt reads the module's own files only, not what a link leads to (which may be outside the project), so the Swift files there are not read",
                                at: place))
                    }
                default: if name.hasSuffix(".swift") { paths.append(path) }
                }
            }
        }
        walk(RootGuard.standardized(folder.path), depth: 0)
        warnings += skipped
        var problems: [Diagnostic] = []
        var files: [ModuleReading.SourceFile] = []
        for path in paths {
            let display = workspace.displayPath(of: URL(filePath: path))
            let start = SourceLocation(file: display, line: 1, column: 1)
            if case .symbolicLink = FileStatus(of: path) {
                problems.append(
                    .error(
                        "a symbolic link; adopt reads the module's own files only, not what a link leads to (which may be outside the project)",
                        at: start))
                continue
            }
            switch BoundedFile.read(path, limit: maximumFileSize, lookFirst: true) {
            case .success(let data):
                guard let text = String(validating: data, as: UTF8.self) else {
                    problems.append(.error("not UTF-8 text, so not Swift source", at: start))
                    continue
                }
                let declarations = SwiftDeclarations(text: text)
                if let problem = declarations.problem {
                    problems.append(
                        .error(
                            "cannot read this Swift: \(problem.message); fix the file (it does not compile as it is) and run adopt again",
                            at: SourceLocation(
                                file: display, line: problem.line, column: problem.column)))
                    continue
                }
                files.append(
                    ModuleReading.SourceFile(
                        display: display, isTest: isTest, declarations: declarations,
                        names: Set(SwiftIdentifiers.scan(text).map { String($0.name) })))
            case .failure(.tooLarge(let stated)):
                problems.append(
                    .error(
                        "the file is \(stated.map { "\($0) bytes" } ?? "too large"), over the \(maximumFileSize >> 20) MiB adopt reads of one Swift file; no module file is so large",
                        at: start))
            case .failure(let failure):
                problems.append(.error("cannot read the file: \(failure.reason)", at: start))
            }
        }
        if !problems.isEmpty {
            problems.append(.error("nothing was written", at: nil))
            throw DiagnosticsError(problems)
        }
        return files
    }
}

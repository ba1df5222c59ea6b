import Diagnostics
import Foundation

/// What `remove <Module>` takes away, or (in a dry run, or refused) would: the module's files
/// as `generate` would write them for its spec, their merge bases, the spec, and their
/// references in the Xcode project.
public struct RemovalOutcome {
    /// One file the run removes, or keeps.
    public struct Entry: Sendable {
        public enum Role: String, Sendable {
            /// A user-owned file that differs from what viper-gen wrote there (or a hand-written
            /// file where a generated one goes): removed only with `--force`.
            case changedByUser = "user-owned, changed"
            /// A user-owned file that is still what viper-gen wrote (its merge base, or this
            /// run's rendering): nothing of the user's is in it.
            case asWritten = "user-owned, as viper-gen wrote it"
            case generated = "generated"
            /// A generated file of the module's spec that the spec no longer makes.
            case orphan = "generated, no longer made from the spec"
            case mergeBase = "merge base"
            case spec = "spec"
            /// The spec, outside the roots (`--spec ../Shared/Cars.yml`): a run writes nothing
            /// there, so it is kept.
            case specOutsideRoots = "spec, outside the output and tests roots; kept"
            /// A file in the module's folders that the spec does not make: kept.
            case notOurs = "not made from the spec; kept"
        }

        public var displayPath: String
        public var role: Role
        /// Whether the run removes it (or would).
        public var removed: Bool
        /// Where it is, standardized.
        var path = ""
    }

    public var module: String
    public var architecture: String
    public var entries: [Entry]
    public var xcode: XcodeProjectRun?
    /// Why nothing was removed: the user-owned files the user changed, without `--force`.
    public var refusal: [Diagnostic]
    /// Files kept because they changed while the run removed them.
    public var kept: [Diagnostic]
    public var dryRun: Bool
    public var written: Bool

    /// 2 when the run was refused, 1 when a file was kept, 0 otherwise.
    public var exitCode: Int32 {
        !refusal.isEmpty ? 2 : kept.isEmpty ? 0 : 1
    }
}

/// `remove <Module>`: the module's files are the ones `generate` would write for its spec
/// (its plan: generator-owned and user-owned files, orphans of the spec), never files
/// guessed from names. A user-owned file the user changed is removed only with `--force`;
/// without it nothing at all is removed (a module with its protocols gone and its presenter
/// left does not compile, and its spec, which could bring them back, would be gone too).
public enum ModuleRemoval {
    public static func remove(
        name: String,
        spec: String?,
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> RemovalOutcome {
        var diagnostics = DiagnosticCollector()
        SpecRule.checkModuleName(Located(name, at: nil), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        var settings = try RunSettings(flags: flags, workspace: workspace, report: report)
        let (specFile, moduleSpec) = try ModuleSpecLookup.find(
            name, spec: spec, settings: settings, flags: flags, workspace: workspace,
            report: report)
        let others =
            settings.config?.otherSpecs(
                excluding: [specFile], displayPath: { workspace.displayPath(of: $0) }) ?? []
        // A module that another module's route opens (`-> Cars`) would leave that route
        // naming no module, and the project would no longer generate.
        let routesToIt = others.flatMap { other in
            (other.routes ?? []).compactMap { route in
                route.value.destination?.value == name
                    ? (other.module.value, route.value.name, route.value.destination?.location)
                    : nil
            }
        }
        if !routesToIt.isEmpty {
            throw DiagnosticsError(
                routesToIt.map { module, route, location in
                    .error(
                        "route '\(route)' of module '\(module)' opens module '\(name)'; take '-> \(name)' off the route, or remove module '\(module)' first",
                        at: location)
                } + [.error("nothing was removed", at: nil)])
        }
        // A module whose entity other modules share (`entity: Car`) takes it with it: they
        // would no longer generate.
        if let declared = SharedModels.declaredEntityName(of: moduleSpec) {
            let users = others.filter {
                $0.entity?.isShared == true && $0.entity?.name?.value == declared.value
            }
            if !users.isEmpty {
                throw DiagnosticsError(
                    users.map {
                        .error(
                            "module '\($0.module.value)' shares the entity '\(declared.value)' that module '\(name)' declares; declare it here (with 'name:' and 'properties:'), or remove this module too",
                            at: $0.entity?.name?.location)
                    } + [.error("nothing was removed", at: nil)])
            }
        }
        if settings.config == nil, flags.output == nil {
            settings.layout = try ModuleHome.layout(
                settings.layout, specs: [specFile], testsGiven: flags.testsOutput != nil,
                workingDirectory: workspace.directory)
        }
        // The spec goes only from where a run may write: a root, or a folder of the project
        // where the config's `modules:` finds it (a root of its own, as for `new`).
        let specFolder = specFile.url.deletingLastPathComponent()
        let specRemovable = ModuleSpecLookup.mayWrite(
            in: specFolder, spec: specFile.url, settings: settings, workspace: workspace)
        if specRemovable {
            settings.layout.addRoot(specFolder, relativeTo: workspace.directory)
        }
        // Planned as `generate --force` plans: every file of the spec, the user's included,
        // read and compared with its rendering; no refusal of a hand-written file at a
        // generated file's place (it is the user's, below).
        settings.force = true
        settings.merge = false
        let (output, _) = try settings.openOutput(readOnly: settings.dryRun, report: report)
        defer { output.close() }
        let plan = try ModuleSpecLookup.plan(specFile, module: name, settings: settings)
        let roots = output.roots
        let sources = RootGuard.standardized(roots.sources.path)
        let tests = RootGuard.standardized(roots.tests.path)

        var entries: [RemovalOutcome.Entry] = []
        var removals: [PlannedFile] = []
        var bases: [(RemovalOutcome.Entry, PlannedFile)] = []
        var moduleFolders: Set<String> = []
        var named: Set<String> = []
        for file in plan.plan.files where !file.isMergeBase {
            let path = RootGuard.standardized(file.destination.path)
            named.insert(path)
            let isTest = XcodeProjectRun.isTest(file, sources: sources, tests: tests)
            let rootPath = isTest ? tests : sources
            let rootDisplay = isTest ? settings.layout.tests : settings.layout.sources
            if !file.isLeftover { moduleFolders.insert(RootGuard.parent(of: path)) }
            var baseText: Data?
            if file.owner == .user, path.hasPrefix(RootGuard.folderPrefix(rootPath)) {
                let base = MergeBase(
                    of: String(path.dropFirst(RootGuard.folderPrefix(rootPath).count)),
                    root: rootPath, rootDisplay: rootDisplay)
                named.insert(base.path)
                if let found = existingFile(at: base.path, display: base.display, owner: .user) {
                    var removal = found
                    removal.isMergeBase = true
                    baseText = found.existingData
                    bases.append(
                        (
                            .init(
                                displayPath: base.display, role: .mergeBase, removed: true,
                                path: base.path), removal
                        ))
                }
            }
            guard file.exists, FileStatus(of: path) == .regular else { continue }
            let role: RemovalOutcome.Entry.Role
            if file.isRemoved {
                role = .orphan
            } else if file.owner == .generator {
                role = file.replacesHandWrittenFile ? .changedByUser : .generated
            } else if let data = file.existingData,
                (!file.isLeftover && data == Data(file.contents.utf8)) || data == baseText
            {
                role = .asWritten
            } else {
                role = .changedByUser
            }
            var removal = file
            removal.action = .remove
            removal.contents = ""
            removal.isLeftover = false
            removal.isModuleFile = true
            removals.append(removal)
            entries.append(
                .init(displayPath: file.displayPath, role: role, removed: true, path: path))
        }
        let specPath = RootGuard.standardized(specFile.url.path)
        if !specRemovable {
            entries.append(
                .init(
                    displayPath: specFile.display, role: .specOutsideRoots, removed: false,
                    path: specPath))
            report([
                Diagnostic(
                    .note,
                    "the spec '\(specFile.display)' is outside the output and tests roots, where viper-gen writes nothing, and is not found by the config's 'modules:'; it is kept: remove it yourself",
                    at: nil)
            ])
        } else if let found = existingFile(
            at: specPath, display: specFile.display, owner: .user)
        {
            named.insert(specPath)
            removals.append(found)
            entries.append(
                .init(displayPath: specFile.display, role: .spec, removed: true, path: specPath))
        }
        for (entry, file) in bases {
            entries.append(entry)
            removals.append(file)
        }
        // What else is in the module's folders stays, and is listed: the folder is not gone.
        for folder in moduleFolders.sorted() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                continue
            }
            for name in names.sorted()
            where !name.hasPrefix(ToolFolder.name) && name != ".DS_Store" {
                let path = folder + "/" + name
                guard !named.contains(path), !moduleFolders.contains(path) else { continue }
                entries.append(
                    .init(displayPath: output.display(path), role: .notOurs, removed: false))
            }
        }
        // The user's files first: they are what a reader of the report must see.
        let order: [RemovalOutcome.Entry.Role] = [
            .changedByUser, .asWritten, .generated, .orphan, .spec, .specOutsideRoots, .mergeBase,
            .notOurs,
        ]
        let sortedIndices = entries.indices.sorted {
            (order.firstIndex(of: entries[$0].role)!, $0)
                < (order.firstIndex(of: entries[$1].role)!, $1)
        }
        entries = sortedIndices.map { entries[$0] }

        var refusal: [Diagnostic] = []
        let changed = entries.filter { $0.role == .changedByUser }
        if !flags.force, !changed.isEmpty {
            for index in entries.indices where entries[index].role != .notOurs {
                entries[index].removed = false
            }
            refusal = changed.map {
                .error(
                    "'\($0.displayPath)' is user-owned and differs from what viper-gen wrote there",
                    at: nil)
            }
            let count =
                changed.count == 1
                ? "1 user-owned file you changed" : "\(changed.count) user-owned files you changed"
            refusal.append(
                .error(
                    "module '\(name)' has \(count); nothing was removed. Move what you want to keep out of the module, or pass --force to remove \(changed.count == 1 ? "it" : "them") with the rest",
                    at: nil))
        }
        var xcode: XcodeProjectRun?
        if refusal.isEmpty, !removals.isEmpty, let xcodeSettings = settings.xcode {
            xcode = try XcodeProjectRun.plan(
                settings: xcodeSettings, files: removals.filter { !$0.isMergeBase },
                roots: roots)
        }
        var outcome = RemovalOutcome(
            module: plan.module, architecture: plan.architecture, entries: entries, xcode: xcode,
            refusal: refusal, kept: [], dryRun: settings.dryRun, written: false)
        guard refusal.isEmpty, !settings.dryRun, !removals.isEmpty else { return outcome }
        let kept = try output.write(
            OutputPlan(files: removals + (xcode?.file.map { [$0] } ?? [])))
        outcome.written = true
        outcome.kept = kept.map(\.error)
        let keptPaths = Set(kept.map { RootGuard.standardized($0.path) })
        for index in outcome.entries.indices where keptPaths.contains(outcome.entries[index].path) {
            outcome.entries[index].removed = false
        }
        removeEmptyFolders(of: removals, roots: roots)
        return outcome
    }

    /// Removes the folders `files` were in, once empty, up to (never including) a root.
    static func removeEmptyFolders(of files: [PlannedFile], roots: OutputRoots) {
        let rootPaths = roots.all.map { RootGuard.standardized($0.path) }
        for file in files {
            var folder = RootGuard.parent(of: RootGuard.standardized(file.destination.path))
            while !rootPaths.contains(folder), folder.count > 1,
                RootGuard.innermostRoot(of: folder, among: rootPaths) != nil,
                rmdir(folder) == 0
            {
                folder = RootGuard.parent(of: folder)
            }
        }
    }

    /// A removal of the regular file at `path`, as it is now; `nil` when nothing (or
    /// something that is not a regular file) is there.
    static func existingFile(at path: String, display: String, owner: FileOwner) -> PlannedFile? {
        guard FileStatus(of: path) == .regular,
            let found = try? ExistingFile.read(path, comparingWith: "", lookFirst: true).get()
        else { return nil }
        var file = PlannedFile(
            destination: URL(filePath: path, directoryHint: .notDirectory),
            displayPath: display, owner: owner, contents: "", action: .remove,
            existingData: found.data, existingSize: found.size)
        file.found = found.identity.map(PlannedFile.Found.file)
        file.isModuleFile = true
        return file
    }
}

/// Finds the spec of a module by its name: the one named (`--spec`), else among the config's
/// `modules:` and the module's folder (`<output>/<Name>/<Name>.yml`, where `new` writes it).
enum ModuleSpecLookup {
    static func find(
        _ name: String, spec: String?, settings: RunSettings, flags: RunFlags,
        workspace: Workspace, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> (file: (url: URL, display: String), spec: ModuleSpec) {
        if let spec {
            let file = (url: workspace.url(for: spec), display: spec)
            let parsed = try SpecParser.parse(fileAt: file.url, displayPath: spec)
            guard parsed.module.value == name else {
                throw DiagnosticsError([
                    SpecRule.specOfAnotherModule(module: parsed.module.value, named: name)
                        .diagnostic(at: parsed.module.location)
                ])
            }
            return (file, parsed)
        }
        var candidates: [URL] = []
        if let config = settings.config {
            var warnings: [Diagnostic] = []
            candidates += (try? config.moduleSpecFiles(warnings: &warnings)) ?? []
        }
        let home = settings.layout.roots(relativeTo: workspace.directory).sources
            .appending(path: "\(name)/\(name).yml")
        if FileStatus(of: RootGuard.standardized(home.path)) == .regular {
            candidates.append(home)
        }
        var seen: Set<String> = []
        candidates = candidates.filter {
            seen.insert(RootGuard.standardized($0.standardizedFileURL.path)).inserted
        }
        var matches: [((url: URL, display: String), ModuleSpec)] = []
        var unread: [String] = []
        let files = candidates.map { (url: $0, display: workspace.displayPath(of: $0)) }
        for (file, result) in zip(files, SpecParser.parseEach(files)) {
            switch result {
            case .success(let parsed) where parsed.module.value == name:
                matches.append((file, parsed))
            case .success: break
            case .failure: unread.append(file.display)
            }
        }
        if matches.count > 1 {
            throw DiagnosticsError([
                .error(
                    "two specs are of module '\(name)': \(matches.map { "'\($0.0.display)'" }.joined(separator: " and ")); name the one to use with --spec",
                    at: nil)
            ])
        }
        guard let match = matches.first else {
            var message =
                "no spec of module '\(name)' \(settings.config == nil ? "" : "in the config's 'modules:' or ")at '\(workspace.displayPath(of: home))'; name it with --spec"
            if !unread.isEmpty {
                message +=
                    " (\(unread.count == 1 ? "1 spec" : "\(unread.count) specs") could not be read: \(unread.prefix(3).map { "'\($0)'" }.joined(separator: ", ")); 'viper-gen lint' says why)"
            }
            throw DiagnosticsError([.error(message, at: nil)])
        }
        return match
    }

    /// Whether a run may write in `folder`, which holds the spec `spec` (or will): a folder
    /// in a root, or one of the project (the config's folder) whose spec the config's
    /// `modules:` finds, where `new` writes specs. Anywhere else is not the run's to change:
    /// nothing is written outside the roots.
    static func mayWrite(
        in folder: URL, spec: URL, settings: RunSettings, workspace: Workspace
    ) -> Bool {
        let path = RootGuard.standardized(folder.standardizedFileURL.path)
        let roots = settings.layout.roots(relativeTo: workspace.directory).all.map {
            RootGuard.standardized($0.path)
        }
        if roots.contains(path) || RootGuard.innermostRoot(of: path, among: roots) != nil {
            return true
        }
        guard let config = settings.config else { return false }
        let project = RootGuard.standardized(config.directory.standardizedFileURL.path)
        guard path == project || path.hasPrefix(RootGuard.folderPrefix(project)) else {
            return false
        }
        var warnings: [Diagnostic] = []
        let listed = (try? config.moduleSpecFiles(warnings: &warnings)) ?? []
        let specPath = RootGuard.standardized(spec.standardizedFileURL.path)
        return listed.contains { RootGuard.standardized($0.standardizedFileURL.path) == specPath }
    }

    /// The plan `generate` makes for the spec, which says which files are the module's; its
    /// problems (a file where a folder of the module should be) stop the run with nothing done.
    static func plan(
        _ file: (url: URL, display: String), module: String, settings: RunSettings
    ) throws(DiagnosticsError) -> ModulePlan {
        do {
            return try SpecRun.plans(for: [file], settings: settings)[0]
        } catch {
            throw DiagnosticsError(
                error.diagnostics + [
                    .error(
                        "cannot tell which files module '\(module)' has (the ones 'viper-gen generate' would write for '\(file.display)'); nothing was changed",
                        at: nil)
                ])
        }
    }
}

extension OutputLayout {
    /// Makes `folder` a root of the run, unless a root holds it already.
    mutating func addRoot(_ folder: URL, relativeTo directory: URL) {
        let path = RootGuard.standardized(folder.standardizedFileURL.path)
        let roots = self.roots(relativeTo: directory).all.map { RootGuard.standardized($0.path) }
        guard RootGuard.innermostRoot(of: path, among: roots) == nil, !roots.contains(path) else {
            return
        }
        extraRoots.append(path)
    }
}

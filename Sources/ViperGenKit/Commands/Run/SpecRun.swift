import Diagnostics
import Foundation

/// Plans every spec of a `generate` run, collecting all problems before any file is written.
public enum SpecRun {
    /// With `generatedOnly` (`--check`), the plans hold only generator-owned files.
    public static func plans(
        for files: [(url: URL, display: String)],
        settings: RunSettings,
        generatedOnly: Bool = false
    ) throws(DiagnosticsError) -> [ModulePlan] {
        let (options, layout, force, merge, catalog) = (
            settings.options, settings.layout, settings.force, settings.merge, settings.catalog
        )
        let directory = settings.workspace.directory
        var diagnostics = DiagnosticCollector()
        let (specs, generator, _) = read(files, settings: settings, diagnostics: &diagnostics)
        let results = ConcurrentPlanner.plan(
            specs,
            shared: generator.shared,
            appTypeNames: generator.appTypeNames,
            modules: generator.modules,
            generatedOnly: generatedOnly
        ) {
            Generator(
                options: options, layout: layout, workingDirectory: directory, force: force,
                merge: merge, catalog: catalog)
        }
        var plans: [ModulePlan] = []
        for result in results {
            switch result {
            case .success(let plan): plans.append(plan)
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfErrors()
        return try sharingFiles(keepingWhatIsMade(plans))
    }

    /// The specs of `files`, read on every core, a generator that knows the types they and
    /// the config's other specs declare, and those other specs; their problems go to
    /// `diagnostics`.
    static func read(
        _ files: [(url: URL, display: String)], settings: RunSettings,
        diagnostics: inout DiagnosticCollector
    ) -> (specs: [ModuleSpec], generator: Generator, others: [ModuleSpec]) {
        var specs: [ModuleSpec] = []
        var unread: Set<String> = []
        for (file, result) in zip(files, SpecParser.parseEach(files)) {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let error):
                diagnostics.append(contentsOf: error.diagnostics)
                unread.insert(file.url.deletingPathExtension().lastPathComponent)
            }
        }
        var generator = settings.makeGenerator()
        let others =
            settings.config?.otherSpecsRead(
                excluding: files, displayPath: { settings.workspace.displayPath(of: $0) })
            ?? (specs: [], unreadModules: [])
        diagnostics.append(
            contentsOf: generator.declare(
                run: specs, others: others.specs, unread: unread.union(others.unreadModules),
                unreadOthers: Set(others.unreadModules)))
        return (specs, generator, others.specs)
    }

    /// A file one module no longer makes may be one another module of the run makes (specs
    /// of one file name whose modules write to one folder): it stays. Paths are compared
    /// without case, as on a case-insensitive file system they are one file.
    private static func keepingWhatIsMade(_ plans: [ModulePlan]) -> [ModulePlan] {
        let made = Set(
            plans.flatMap {
                $0.plan.files.filter { !$0.isRemoved && !$0.isLeftover }.map {
                    $0.destination.path.lowercased()
                }
            })
        var removed: Set<String> = []
        var kept = plans
        for index in kept.indices {
            kept[index].plan.files.removeAll { file in
                guard file.isRemoved || file.isLeftover else { return false }
                let path = file.destination.path.lowercased()
                return made.contains(path) || !removed.insert(path).inserted
            }
        }
        return kept
    }

    /// Templates whose output path does not name the module send several modules' files to
    /// one place. The same text is written once (listed under the first module); different
    /// texts where one would be written stop the run, as neither may win silently. A file
    /// that none of them writes (a shared user-owned file that exists) is fine. Paths that
    /// differ only in case (modules 'CarList' and 'Carlist') stop the run: on a
    /// case-insensitive file system, as macOS's is by default, they are one file.
    private static func sharingFiles(_ plans: [ModulePlan]) throws(DiagnosticsError) -> [ModulePlan]
    {
        var diagnostics = DiagnosticCollector()
        var byFoldedPath: [String: (module: String, path: String, display: String)] = [:]
        var reportedPairs: Set<[String]> = []
        var shares = false
        for plan in plans {
            for file in plan.plan.files where !file.isRemoved && !file.isLeftover {
                let path = file.destination.path
                guard
                    let other = byFoldedPath.updateValue(
                        (plan.module, path, file.displayPath), forKey: path.lowercased())
                else {
                    continue
                }
                if other.path == path {
                    shares = true
                } else if reportedPairs.insert([other.module, plan.module]).inserted {
                    diagnostics.refuse(
                        .modulePathsDifferInCase(
                            module: plan.module, otherModule: other.module,
                            path: file.displayPath, otherPath: other.display),
                        at: nil)
                }
            }
        }
        try diagnostics.throwIfErrors()
        guard shares else { return plans }
        var first: [String: (module: String, file: PlannedFile)] = [:]
        var reported: Set<String> = []
        var shared = plans
        for index in shared.indices {
            let module = shared[index].module
            shared[index].plan.files.removeAll { file in
                guard !file.isRemoved, !file.isLeftover else { return false }
                let path = file.destination.path
                guard let other = first[path] else {
                    first[path] = (module, file)
                    return false
                }
                if other.file.contents == file.contents { return true }
                if other.file.needsWrite || file.needsWrite, reported.insert(path).inserted {
                    diagnostics.refuse(
                        .modulesWriteDifferentFiles(
                            module: module, otherModule: other.module, path: file.displayPath),
                        at: nil)
                }
                return false
            }
        }
        try diagnostics.throwIfErrors()
        return shared
    }
}

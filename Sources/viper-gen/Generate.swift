import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "(Re)generate modules from spec files.",
        discussion: """
            Rewrites generator-owned files that are stale, creates missing user-owned files and leaves \
            existing user-owned files alone (unless --force). A directory means every *.yml below it; \
            with no arguments, the specs that the config's 'modules:' patterns match. Nothing is \
            written unless every spec is valid.
            """
    )

    @Argument(
        help: "Spec files or directories (default: the config's 'modules:').",
        completion: Completions.specFiles)
    var paths: [String] = []

    @OptionGroup var options: ModuleOptions

    @Flag(
        help:
            "Write nothing; exit 1 and print a unified diff for every generator-owned file that is stale or missing."
    )
    var check = false

    func validate() throws {
        try PathArguments.requireNonEmpty(paths.map { ("a spec path", $0) })
        if check && (options.force || options.dryRun || options.merge) {
            throw ValidationError("--check cannot be combined with --force, --merge or --dry-run")
        }
    }

    func run() throws {
        var settings: RunSettings?
        var plans: [ModulePlan] = []
        let mode = check ? "check" : options.dryRun ? "dry-run" : "write"
        var drift = false
        var conflicted = false
        var notes: [Diagnostic] = []
        do {
            var current = try options.settings()
            let arguments = try specArguments(config: current.config, warnings: &notes)
            Console.report(notes)
            var unread: [Diagnostic] = []
            let files = try SpecDiscovery.specFiles(
                for: arguments, workingDirectory: Console.workingDirectory, warnings: &unread)
            Console.report(unread)
            if current.config == nil, options.output == nil {
                current.layout = try ModuleHome.layout(
                    current.layout, specs: files, testsGiven: options.testsOutput != nil)
            }
            settings = current
            let (output, settled) = try current.openOutput(readOnly: check || current.dryRun)
            defer { output.close() }
            notes += settled
            notes += unread
            plans = try SpecRun.plans(for: files, settings: current, generatedOnly: check)
            if let config = current.config, config.contractsAtBuildTime {
                // The build plugin makes the generator-owned files: none are written or checked here.
                plans = plans.map { $0.withoutGeneratorOwnedFiles() }
                if check {
                    Console.reportNothingToCheck(
                        config: config, plans: plans, json: current.json, notes: notes)
                    return
                }
            }
            let xcode = try current.planXcode(plans, roots: output.roots, check: check)
            notes += xcode?.warnings ?? []
            Console.report(xcode?.warnings ?? [])
            if check {
                drift = reportDrift(
                    in: plans, xcode: xcode, json: current.json, quiet: current.verbosity == .quiet,
                    notes: notes)
            } else {
                let dryRun = current.dryRun
                if !dryRun {
                    try output.write(
                        OutputPlan(
                            files: plans.flatMap(\.plan.files) + (xcode?.file.map { [$0] } ?? [])))
                }
                let conflicts = Console.conflictDiagnostics(
                    plans, written: !dryRun, merging: current.merge)
                conflicted = conflicts.contains { $0.severity == .error }
                if current.json {
                    Console.printJSON(
                        JSONReport(
                            command: "generate", mode: dryRun ? "dry-run" : "write", plans: plans,
                            written: !dryRun,
                            exitCode: conflicted ? 1 : 0, diagnostics: notes + conflicts
                        ).with(xcode)
                    )
                } else {
                    Console.printPlans(plans, dryRun: dryRun, verbosity: current.verbosity)
                    if dryRun && current.verbosity != .quiet { Console.printMergeDiffs(plans) }
                    Console.printXcode(xcode, dryRun: dryRun, verbosity: current.verbosity)
                }
                Console.report(conflicts)
            }
        } catch {
            if settings?.json ?? options.json {
                Console.printJSON(
                    JSONReport(
                        command: "generate", mode: mode, plans: plans, written: false, exitCode: 2,
                        diagnostics: notes + error.diagnostics
                    )
                )
            }
            throw Console.fail(error)
        }
        if drift || conflicted { throw ExitCode(1) }
    }

    /// The specs to run: the arguments, else the config's `modules:` patterns (whose
    /// warnings are added to `warnings`).
    private func specArguments(config: ProjectConfig?, warnings: inout [Diagnostic])
        throws(DiagnosticsError) -> [String]
    {
        if !paths.isEmpty { return paths }
        guard let config else {
            throw DiagnosticsError([
                .error(
                    "name spec files or directories, or list them under 'modules:' in \(ProjectConfig.fileName) (see 'viper-gen init')",
                    at: nil)
            ])
        }
        return try config.moduleSpecFiles(warnings: &warnings).map { Console.displayPath(of: $0) }
    }

    /// Prints a diff (or the JSON report, with the run's `notes`, already printed) for every
    /// stale generator-owned file, unless `quiet`; true when there is any.
    private func reportDrift(
        in plans: [ModulePlan], xcode: XcodeProjectRun?, json: Bool, quiet: Bool,
        notes: [Diagnostic]
    ) -> Bool {
        let drift = plans.flatMap(\.plan.drift)
        // Files of the modules that are there but that the Xcode project does not compile.
        let projectDrift = xcode?.drift ?? []
        let drifted = !drift.isEmpty || !projectDrift.isEmpty
        var diagnostics: [Diagnostic] = projectDrift
        // A file too large to show is drift all the same; say so where its diff would be.
        for case (let file, nil) in drift {
            let size = file.existingSize.map { "\($0) bytes" } ?? "large"
            diagnostics.append(
                Diagnostic(
                    .note,
                    "'\(file.displayPath)' is \(size) on disk, too large to show as a diff; 'viper-gen generate' replaces it",
                    at: nil)
            )
        }
        let orphans = drift.filter(\.file.isRemoved).count
        let stale = drift.count - orphans
        var problems: [String] = []
        if stale > 0 {
            problems.append(
                stale == 1
                    ? "1 generated file is out of date" : "\(stale) generated files are out of date"
            )
        }
        if orphans > 0 {
            problems.append(
                orphans == 1
                    ? "1 generated file is no longer made from its spec"
                    : "\(orphans) generated files are no longer made from their specs"
            )
        }
        if !problems.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, problems.joined(separator: " and ") + "; run 'viper-gen generate'",
                    at: nil))
        }
        if json {
            Console.printJSON(
                JSONReport(
                    command: "generate", mode: "check", plans: plans, written: false,
                    exitCode: drifted ? 1 : 0, diagnostics: notes + diagnostics
                ).with(xcode)
            )
        } else if !quiet {
            for case (_, let diff?) in drift { Console.printBytes(diff) }
        }
        Console.report(diagnostics)
        return drifted
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Parse and validate specs; write nothing.",
        discussion: """
            Reports every problem as path:line:column: error: message and exits 2 if there is any. \
            With no arguments, lints the specs that the config's 'modules:' patterns match.
            """
    )

    @Argument(
        help: "Spec files or directories (default: the config's 'modules:').",
        completion: Completions.specFiles)
    var paths: [String] = []

    @Option(
        help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
        completion: Completions.specFiles)
    var config: String?

    @Option(help: "The Swift module the sources compile into (default: the config's, else App).")
    var target: String?

    func validate() throws {
        try PathArguments.requireNonEmpty(
            paths.map { ("a spec path", $0) } + [("--config", config)])
    }

    func run() throws {
        var options = try ModuleOptions.parse([])
        options.config = config
        options.target = target
        do throws(DiagnosticsError) {
            let settings = try options.settings()
            var generator = settings.makeGenerator()
            var diagnostics = DiagnosticCollector()
            let arguments: [String]
            var warnings: [Diagnostic] = []
            if !paths.isEmpty {
                arguments = paths
            } else if let config = settings.config {
                arguments = try config.moduleSpecFiles(warnings: &warnings).map {
                    Console.displayPath(of: $0)
                }
            } else {
                throw DiagnosticsError([
                    .error(
                        "name spec files or directories, or list them under 'modules:' in \(ProjectConfig.fileName)",
                        at: nil)
                ])
            }
            Console.report(warnings)
            var unread: [Diagnostic] = []
            let files = try SpecDiscovery.specFiles(
                for: arguments, workingDirectory: Console.workingDirectory, warnings: &unread)
            Console.report(unread)
            var specs: [ModuleSpec] = []
            for result in SpecParser.parseEach(files) {
                switch result {
                case .success(let spec): specs.append(spec)
                case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            let others =
                settings.config?.otherSpecs(
                    excluding: files, displayPath: { Console.displayPath(of: $0) }) ?? []
            diagnostics.append(contentsOf: generator.declare(run: specs, others: others))
            for spec in specs {
                do {
                    try generator.lint(spec)
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            try diagnostics.throwIfErrors()
            Console.print("\(files.count) spec\(files.count == 1 ? "" : "s") OK")
        } catch {
            throw Console.fail(error)
        }
    }
}

/// Plans every spec of a `generate` run, collecting all problems before any file is written.
enum SpecRun {
    /// With `generatedOnly` (`--check`), the plans hold only generator-owned files.
    static func plans(
        for files: [(url: URL, display: String)],
        settings: RunSettings,
        generatedOnly: Bool = false
    ) throws(DiagnosticsError) -> [ModulePlan] {
        let (options, layout, force, merge, catalog) = (
            settings.options, settings.layout, settings.force, settings.merge, settings.catalog
        )
        let directory = Console.workingDirectory
        var diagnostics = DiagnosticCollector()
        var specs: [ModuleSpec] = []
        for result in SpecParser.parseEach(files) {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        var generator = settings.makeGenerator()
        let others =
            settings.config?.otherSpecs(
                excluding: files, displayPath: { Console.displayPath(of: $0) }) ?? []
        diagnostics.append(contentsOf: generator.declare(run: specs, others: others))
        let results = ConcurrentPlanner.plan(
            specs,
            shared: generator.shared,
            appTypeNames: generator.appTypeNames,
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
                    let who =
                        other.module == plan.module
                        ? "module '\(plan.module)' writes"
                        : "modules '\(other.module)' and '\(plan.module)' write"
                    let remedy =
                        other.module != plan.module
                            && other.module.lowercased() == plan.module.lowercased()
                        ? "; name one of the modules differently" : ""
                    diagnostics.error(
                        "\(who) '\(other.display)' and '\(file.displayPath)', \(OutputPlan.caseClashReason)\(remedy)",
                        at: nil
                    )
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
                    diagnostics.error(
                        "modules '\(other.module)' and '\(module)' write different files to '\(file.displayPath)'",
                        at: nil
                    )
                }
                return false
            }
        }
        try diagnostics.throwIfErrors()
        return shared
    }
}

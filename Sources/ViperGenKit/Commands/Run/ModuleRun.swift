import Diagnostics
import Foundation

/// What a `new` or `generate` run did (or, in a dry run, would do), for the command line to
/// print.
public struct RunOutcome {
    public var settings: RunSettings
    public var plans: [ModulePlan]
    public var xcode: XcodeProjectRun?
    /// What the run reported on its way, in order (the JSON report lists it).
    public var notes: [Diagnostic]
    /// The merge conflicts of a `--merge` run, and the files a run kept as they were because
    /// they changed while it wrote them: reported after the plans are printed.
    public var conflicts: [Diagnostic]
    /// Whether files were written (not a dry run, not `--check`).
    public var written: Bool
    /// What `generate --check` found, for a check.
    public var check: CheckOutcome?

    /// 1 for a merge conflict, drift or an architecture finding, 0 otherwise.
    public var exitCode: Int32 {
        let conflicted = conflicts.contains { $0.severity == .error }
        let broken = check?.architectureFindings.isEmpty == false
        return conflicted || check?.drifted == true || broken ? 1 : 0
    }
}

extension RunOutcome {
    /// The outcome of a run that wrote `plans` (or, in a dry run, would have), with the
    /// conflicts of its merges.
    /// `kept`: the files the writer kept (see `StagedWriter`).
    static func written(
        _ plans: [ModulePlan], xcode: XcodeProjectRun?, notes: [Diagnostic], kept: [Diagnostic],
        settings: RunSettings
    ) -> RunOutcome {
        RunOutcome(
            settings: settings, plans: plans, xcode: xcode, notes: notes,
            conflicts: kept
                + ModuleRun.conflictDiagnostics(
                    plans, written: !settings.dryRun, merging: settings.merge),
            written: !settings.dryRun)
    }
}

/// What `generate --check` found.
public struct CheckOutcome {
    /// The stale generator-owned files, each with the diff that brings it up to date (none for
    /// a file too large to show).
    public var drift: [(file: PlannedFile, diff: Data?)]
    /// What to report: files the Xcode project does not compile, files too large to show, and
    /// the summary error; or the note that there is nothing to check.
    public var diagnostics: [Diagnostic]
    public var drifted: Bool
    /// What to print when the config makes the generator-owned files at build time
    /// (`contracts: build`), so that nothing was checked.
    public var nothingToCheck: String?
    /// What the architecture rules found, when the config asks for them
    /// (`architectureRules: true`); `diagnostics` lists them too.
    public var architectureFindings: [Diagnostic] = []
}

/// A run that stopped: its problems, and what it had reported and planned before them (the
/// JSON report lists those too).
public struct RunFailure: Error {
    public var error: DiagnosticsError
    /// Whether the settings ask for the JSON report and for a dry run, when they were read
    /// before the run stopped.
    public var json: Bool?
    public var dryRun: Bool?
    public var notes: [Diagnostic]
    public var plans: [ModulePlan]
}

/// Runs a whole command, from the command line's flags to the files written, and returns what
/// the command line prints: settings (`RunSettings`) → specs (`SpecParser`, `NewModule`) →
/// plans (`SpecRun`, `Generator`) → the Xcode project (`XcodeProjectRun`) → writing
/// (`OutputSession`). `report` prints diagnostics as they come, so a long run says at once
/// what it found.
public enum ModuleRun {
    /// `new <name> [--spec <spec>]`.
    public static func new(
        name: String,
        spec: String?,
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(RunFailure) -> RunOutcome {
        var settings: RunSettings?
        var notes: [Diagnostic] = []
        do throws(DiagnosticsError) {
            var current = try RunSettings(flags: flags, workspace: workspace, report: report)
            var module = NewModule(
                name: name,
                spec: spec.map { (workspace.url(for: $0), $0) },
                regenerate: RegenerateCommand(
                    workingDirectory: workspace.directory,
                    configFile: flags.config.map(workspace.url(for:)),
                    templateFolders: flags.templateFolders.map(workspace.url(for:)),
                    params: flags.paramArguments
                )
            )
            module.testsOutputGiven = flags.testsOutput != nil
            module.outputGiven = flags.output != nil
            if spec == nil, let config = current.config {
                // A spec the config's `modules` patterns look for outside the sources root
                // (`Specs/*.yml`) is written there, in a root of its own.
                let sources = current.layout.roots(relativeTo: workspace.directory).sources
                let place = module.specPlace(sources: sources, config: config).url
                if !place.path.hasPrefix(RootGuard.folderPrefix(sources.path)) {
                    current.layout.specs = workspace.displayPath(
                        of: place.deletingLastPathComponent())
                }
            }
            settings = current
            let (output, settled) = try current.openOutput(
                readOnly: current.dryRun, report: report)
            defer { output.close() }
            notes = settled
            var generator = current.makeGenerator()
            var plans = [
                try module.plan(generator: &generator, config: current.config) {
                    workspace.displayPath(of: $0)
                }
            ]
            if current.config?.contractsAtBuildTime == true {
                // The build plugin makes the generator-owned files: `new` writes the user's and
                // the spec.
                plans = plans.map { $0.withoutGeneratorOwnedFiles() }
            }
            notes += plans.flatMap(\.notes)
            report(plans.flatMap(\.notes))
            var xcode = try current.planXcode(plans, roots: output.roots)
            notes += xcode?.warnings ?? []
            report(xcode?.warnings ?? [])
            var kept: [Diagnostic] = []
            if !current.dryRun {
                kept = try write(&plans, xcode: &xcode, to: output)
                try makeFolders(plans.flatMap(\.folders), workspace: workspace)
            }
            return .written(plans, xcode: xcode, notes: notes, kept: kept, settings: current)
        } catch {
            throw RunFailure(
                error: error, json: settings?.json, dryRun: settings?.dryRun, notes: notes,
                plans: [])
        }
    }

    /// `generate [<paths>...] [--check]`: the specs named (files or folders), else the
    /// config's `modules:`.
    public static func generate(
        paths: [String],
        check: Bool,
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(RunFailure) -> RunOutcome {
        // What the JSON report of a failure needs, once the settings are read.
        var json: Bool?
        var dryRun: Bool?
        var plans: [ModulePlan] = []
        var notes: [Diagnostic] = []
        do throws(DiagnosticsError) {
            var current = try RunSettings(flags: flags, workspace: workspace, report: report)
            (json, dryRun) = (current.json, current.dryRun)
            // A project with no module yet is no failure for `generate`; for `--check`, which
            // CI runs, patterns that match nothing stay an error, as they may be mistyped.
            let arguments = try specArguments(
                paths, config: current.config, workspace: workspace, warnings: &notes,
                hint: " (see 'viper-gen init')", noModulesIsNote: !check)
            report(notes)
            if arguments.isEmpty {
                return RunOutcome(
                    settings: current, plans: [], xcode: nil, notes: notes, conflicts: [],
                    written: !current.dryRun)
            }
            var unread: [Diagnostic] = []
            let files = try SpecDiscovery.specFiles(
                for: arguments, workingDirectory: workspace.directory, warnings: &unread)
            report(unread)
            if current.config == nil, flags.output == nil {
                current.layout = try ModuleHome.layout(
                    current.layout, specs: files, testsGiven: flags.testsOutput != nil,
                    workingDirectory: workspace.directory)
            }
            let (output, settled) = try current.openOutput(
                readOnly: check || current.dryRun, report: report)
            defer { output.close() }
            notes += settled
            notes += unread
            plans = try SpecRun.plans(for: files, settings: current, generatedOnly: check)
            notes += plans.flatMap(\.warnings)
            report(plans.flatMap(\.warnings))
            if let config = current.config, config.contractsAtBuildTime {
                // The build plugin makes the generator-owned files: none are written or checked
                // here.
                plans = plans.map { $0.withoutGeneratorOwnedFiles() }
                if check {
                    let message =
                        "nothing to check: 'contracts: build' in \(config.path) makes the generator-owned files at build time (ViperGenBuildPlugin); \(plans.count) spec\(plans.count == 1 ? "" : "s") OK"
                    return RunOutcome(
                        settings: current, plans: plans, xcode: nil, notes: notes,
                        conflicts: [], written: false,
                        check: CheckOutcome(
                            drift: [], diagnostics: [Diagnostic(.note, message, at: nil)],
                            drifted: false, nothingToCheck: message))
                }
            }
            var xcode = try current.planXcode(plans, roots: output.roots, check: check)
            notes += xcode?.warnings ?? []
            report(xcode?.warnings ?? [])
            if check {
                var outcome = checkOutcome(plans, xcode: xcode)
                if current.config?.architectureRules == true {
                    // The check's plans hold only generator-owned files: the rules read the
                    // folders of every source file.
                    let checked = try architectureFindings(
                        SpecRun.plans(for: files, settings: current), specFiles: files,
                        settings: current, missingIsDrift: true)
                    notes += checked.notes
                    report(checked.notes)
                    outcome.architectureFindings = checked.findings
                    outcome.diagnostics += checked.findings
                }
                return RunOutcome(
                    settings: current, plans: plans, xcode: xcode, notes: notes, conflicts: [],
                    written: false, check: outcome)
            }
            var kept: [Diagnostic] = []
            if !current.dryRun {
                kept = try write(&plans, xcode: &xcode, to: output)
            }
            return .written(plans, xcode: xcode, notes: notes, kept: kept, settings: current)
        } catch {
            throw RunFailure(error: error, json: json, dryRun: dryRun, notes: notes, plans: plans)
        }
    }

    /// `lint [<paths>...]`: reads and checks every spec named, else the config's `modules:`,
    /// and writes nothing. Returns how many specs it read.
    public static func lint(
        paths: [String],
        flags: RunFlags,
        workspace: Workspace,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> Int {
        let settings = try RunSettings(flags: flags, workspace: workspace, report: report)
        return try linted(paths, settings: settings, workspace: workspace, hint: "", report: report)
            .files.count
    }

    /// The spec files among `paths` (else the config's `modules:`) and their specs, read and
    /// checked as `lint` checks them, and the config's other specs they were checked with;
    /// every problem is thrown. `hint` ends the error that there are none. With
    /// `codeWarnings`, the specs' warnings about the code they generate (a route that opens
    /// a module it does not build) are reported too.
    static func linted(
        _ paths: [String], settings: RunSettings, workspace: Workspace, hint: String,
        codeWarnings: Bool = true, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> (
        files: [(url: URL, display: String)], specs: [ModuleSpec], others: [ModuleSpec]
    ) {
        var diagnostics = DiagnosticCollector()
        var warnings: [Diagnostic] = []
        let arguments = try specArguments(
            paths, config: settings.config, workspace: workspace, warnings: &warnings, hint: hint)
        report(warnings)
        var unread: [Diagnostic] = []
        let files = try SpecDiscovery.specFiles(
            for: arguments, workingDirectory: workspace.directory, warnings: &unread)
        report(unread)
        let read = SpecRun.read(files, settings: settings, diagnostics: &diagnostics)
        var generator = read.generator
        for spec in read.specs {
            do {
                let warnings = try generator.lint(spec)
                if codeWarnings { report(warnings) }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfErrors()
        return (files, read.specs, read.others)
    }

    /// The specs to run: `paths`, else the config's `modules:` patterns (whose warnings are
    /// added to `warnings`). `hint` ends the error that there are none.
    static func specArguments(
        _ paths: [String], config: ProjectConfig?, workspace: Workspace,
        warnings: inout [Diagnostic], hint: String, noModulesIsNote: Bool = false
    ) throws(DiagnosticsError) -> [String] {
        if !paths.isEmpty { return paths }
        guard let config else {
            throw DiagnosticsError([
                .error(
                    "name spec files or directories, or list them under 'modules:' in \(ProjectConfig.fileName)\(hint)",
                    at: nil)
            ])
        }
        let files = try config.moduleSpecFiles(
            warnings: &warnings, noModulesIsNote: noModulesIsNote)
        return files.map { workspace.displayPath(of: $0) }
    }

    /// Writes the files of `plans`, and the Xcode project when the run edits one, all or
    /// nothing; returns an error for each file kept as it is because it changed while it was
    /// being written.
    /// A file kept is reported as skipped, not as written (and a project kept as not edited).
    private static func write(
        _ plans: inout [ModulePlan], xcode: inout XcodeProjectRun?, to output: OutputSession
    ) throws(DiagnosticsError) -> [Diagnostic] {
        let kept = try output.write(
            OutputPlan(files: plans.flatMap(\.plan.files) + (xcode?.file.map { [$0] } ?? [])))
        guard !kept.isEmpty else { return [] }
        let paths = Set(kept.map(\.path))
        let skipped = FileAction.skip(reason: "changed while this run wrote it; kept as it is")
        for index in plans.indices {
            for file in plans[index].plan.files.indices
            where paths.contains(plans[index].plan.files[file].destination.path) {
                plans[index].plan.files[file].action = skipped
            }
        }
        if let project = xcode?.file, paths.contains(project.destination.path) {
            xcode?.file?.action = skipped
            xcode?.entries = []
        }
        return kept.map(\.error)
    }

    /// The folders of a Generamba template's folder-only entries, made after its files.
    private static func makeFolders(_ folders: [URL], workspace: Workspace)
        throws(DiagnosticsError)
    {
        for folder in folders {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticsError([
                    .error(
                        "cannot make the folder '\(workspace.displayPath(of: folder))': \(error.localizedDescription)",
                        at: nil)
                ])
            }
        }
    }

    /// The stale generator-owned files of `plans`, and what to report about them.
    static func checkOutcome(_ plans: [ModulePlan], xcode: XcodeProjectRun?) -> CheckOutcome {
        let drift = plans.flatMap(\.plan.drift)
        // Files of the modules that are there but that the Xcode project does not compile.
        let projectDrift = xcode?.drift ?? []
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
        return CheckOutcome(
            drift: drift, diagnostics: diagnostics,
            drifted: !drift.isEmpty || !projectDrift.isEmpty, nothingToCheck: nil)
    }

    /// One error per conflict of a `--merge` run, at its `<<<<<<<` marker, and per file that
    /// still holds the markers of an earlier merge, and a summary: the run exits 1, so a
    /// conflict left unresolved is not taken for a finished merge.
    static func conflictDiagnostics(_ plans: [ModulePlan], written: Bool, merging: Bool)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        var files = 0
        for file in plans.flatMap(\.plan.files) where file.owner == .user && !file.isMergeBase {
            // A conflict of an earlier merge nobody resolved: the file is what it says. (Only a
            // merge reads the user's text; any other run holds the rendering here.)
            if merging, file.action == .merge || file.action == .unchanged,
                let line = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex(where: {
                        $0.hasPrefix(ThreeWayMerge.oursMarker)
                    })
            {
                files += 1
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "this file still holds the conflict markers of an earlier merge; resolve them and remove the markers",
                        at: SourceLocation(file: file.displayPath, line: line + 1, column: 1)
                    )
                )
            }
            guard case .conflict(let lines) = file.action else { continue }
            files += 1
            for line in lines {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "merge conflict: your change and viper-gen's collide here (after '\(ThreeWayMerge.baseMarker)', what both changed); keep what the file needs between '\(ThreeWayMerge.oursMarker)' and '\(ThreeWayMerge.theirsMarker)', then remove the markers and the base's lines",
                        at: SourceLocation(file: file.displayPath, line: line, column: 1)
                    )
                )
            }
        }
        guard files > 0 else { return diagnostics }
        let count = files == 1 ? "1 file has" : "\(files) files have"
        diagnostics.append(
            Diagnostic(
                .error,
                "\(count) merge conflicts to resolve\(written ? "" : " (nothing written)"); the rest merged cleanly",
                at: nil)
        )
        return diagnostics
    }
}

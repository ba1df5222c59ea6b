import Diagnostics
import Foundation

/// The settings of one run: the command line wins over the config, and the config over the
/// defaults (a spec's own ui, tests, access and architecture win over all three, later).
public struct RunSettings {
    public var options: GenerationOptions
    public var layout: OutputLayout
    public var catalog: TemplateCatalog
    public var config: ProjectConfig?
    public var dryRun: Bool
    public var force: Bool
    public var merge: Bool
    public var json: Bool
    public var verbosity: Verbosity
    /// The Xcode project the run adds its files to, if it is told to.
    public var xcode: XcodeRunSettings?
    /// Where the run was started: the paths of the command line are relative to it.
    public var workspace: Workspace

    /// The settings `flags` give with the config (`--config`, else the nearest
    /// `.viper-gen.yml`, or a Rambafile here) and the defaults. Without `searchConfig`, only a
    /// config named with `--config` is read. `report` prints what is said on the way.
    public init(
        flags: RunFlags,
        workspace: Workspace,
        searchConfig: Bool = true,
        report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) {
        let config =
            searchConfig || flags.config != nil
            ? try Self.loadConfig(flags.config, workspace: workspace, report: report) : nil
        func configPath(_ value: Located<String>?, key: String) throws(DiagnosticsError) -> String?
        {
            guard let value, let config else { return nil }
            return workspace.displayPath(of: try config.root(value, key: key))
        }
        let configSources =
            flags.output == nil ? try configPath(config?.output, key: "output") : nil
        let configTests =
            flags.testsOutput == nil
            ? try configPath(config?.testsOutput, key: "testsOutput") : nil
        layout = OutputLayout(
            sources: flags.output ?? configSources ?? ".",
            tests: flags.testsOutput ?? configTests ?? "Tests")
        options = GenerationOptions(
            architecture: flags.architecture ?? config?.architecture?.value ?? "viper",
            architectureLocation: flags.architecture == nil ? config?.architecture?.location : nil,
            target: flags.target ?? config?.target?.value ?? "App",
            ui: flags.ui ?? config?.ui?.value ?? .uikit,
            uiLocation: flags.ui == nil ? config?.ui?.location : nil,
            tests: flags.tests ?? config?.tests?.value ?? .swiftTesting,
            testsLocation: flags.tests == nil ? config?.tests?.location : nil,
            access: flags.access ?? config?.access?.value ?? .internal,
            params: (config?.params ?? [:]).merging(flags.params) { _, flag in flag },
            project: config?.project ?? "",
            author: config?.author ?? "",
            company: config?.company ?? "",
            header: config?.header
        )
        catalog = try Self.catalog(
            folders: flags.templateFolders, config: config, workspace: workspace)
        self.config = config
        dryRun = flags.dryRun || config?.dryRun == true
        force = flags.force
        merge = flags.merge
        json = flags.json || config?.json == true
        verbosity = flags.verbosity
        xcode = try Self.xcodeSettings(flags: flags, config: config, workspace: workspace)
        self.workspace = workspace
    }

    /// The project config: `path` (`--config`), else the nearest `.viper-gen.yml`, else a
    /// Rambafile in the workspace, else none.
    public static func loadConfig(
        _ path: String?, workspace: Workspace, report: ([Diagnostic]) -> Void
    ) throws(DiagnosticsError) -> ProjectConfig? {
        if let path {
            return try ProjectConfig.load(fileAt: workspace.url(for: path), displayPath: path)
        }
        let search = ProjectConfig.search(from: workspace.directory)
        if let (ignored, reason) = search.ignored {
            report([
                Diagnostic(
                    .warning,
                    "ignored '\(workspace.displayPath(of: ignored))' above this folder: \(reason), so it may not be this project's; name it with --config to use it",
                    at: nil
                )
            ])
        }
        // A Generamba project: its Rambafile, in this folder, is the config.
        guard let url = search.url ?? Rambafile.find(in: workspace.directory) else {
            return nil
        }
        return try ProjectConfig.load(fileAt: url, displayPath: workspace.displayPath(of: url))
    }

    /// The built-in sets and the custom folders: `--templates` if given, else the config's.
    public static func catalog(folders: [String], config: ProjectConfig?, workspace: Workspace)
        throws(DiagnosticsError) -> TemplateCatalog
    {
        var references = folders.map { folder in
            TemplateFolder.Reference(url: workspace.url(for: folder), displayPath: folder)
        }
        if references.isEmpty, let config {
            references = config.templates.map { folder in
                let url = config.url(for: folder.value)
                return TemplateFolder.Reference(
                    url: url, displayPath: workspace.displayPath(of: url),
                    location: folder.location,
                    setName: config.templateSetNames[folder.value]
                )
            }
        }
        return references.isEmpty ? .builtin : try TemplateCatalog(folders: references)
    }

    /// The Xcode project the run edits: the flags win over the config's `xcode:`. A target
    /// named without a project is an error: there is nothing to add files to.
    static func xcodeSettings(flags: RunFlags, config: ProjectConfig?, workspace: Workspace)
        throws(DiagnosticsError) -> XcodeRunSettings?
    {
        let settings = config?.xcode
        let project: (url: URL, display: String, location: SourceLocation?)
        if let xcodeProject = flags.xcodeProject {
            project = (workspace.url(for: xcodeProject), xcodeProject, nil)
        } else if let configured = settings?.project, let config {
            let url = try config.xcodeProjectURL(configured)
            project = (url, workspace.displayPath(of: url), configured.location)
        } else {
            let named = [
                ("--xcode-target", flags.xcodeTarget),
                ("--xcode-test-target", flags.xcodeTestTarget),
            ]
            .first { $0.1 != nil }
            if let named {
                throw DiagnosticsError([
                    .error(
                        "\(named.0) names a target, but no Xcode project is given: pass --xcodeproj, or set 'xcode.project' in \(ProjectConfig.fileName)",
                        at: nil)
                ])
            }
            if let settings,
                !settings.targets.isEmpty || !settings.testTargets.isEmpty || settings.group != nil
                    || settings.testGroup != nil
            {
                throw DiagnosticsError([
                    .error(
                        "'xcode' names targets or groups but no 'project' (the .xcodeproj to add files to)",
                        at: settings.location)
                ])
            }
            return nil
        }
        func flag(_ value: String?) -> XcodeRunSettings.Name? {
            value.map { XcodeRunSettings.Name($0, at: nil) }
        }
        func configured(_ value: Located<String>?) -> XcodeRunSettings.Name? {
            value.map { XcodeRunSettings.Name($0.value, at: $0.location) }
        }
        return XcodeRunSettings(
            project: project.url,
            projectDisplay: project.display,
            projectLocation: project.location,
            group: configured(settings?.group),
            testGroup: configured(settings?.testGroup),
            targets: flag(flags.xcodeTarget).map { [$0] }
                ?? (settings?.targets ?? []).compactMap(configured),
            testTargets: flag(flags.xcodeTestTarget).map { [$0] }
                ?? (settings?.testTargets ?? []).compactMap(configured)
        )
    }

    /// Plans the Xcode project's edit for the files of `plans` (under the run's lock), if the
    /// run is told to edit one.
    func planXcode(_ plans: [ModulePlan], roots: OutputRoots, check: Bool = false)
        throws(DiagnosticsError) -> XcodeProjectRun?
    {
        guard let xcode else { return nil }
        return try XcodeProjectRun.plan(
            settings: xcode, files: plans.flatMap(\.plan.files), roots: roots, check: check)
    }

    public func makeGenerator() -> Generator {
        Generator(
            options: options, layout: layout, workingDirectory: workspace.directory,
            force: force, merge: merge, catalog: catalog)
    }

    /// Takes hold of the output roots for this run (see `OutputSession`): a run that writes
    /// finishes or drops what interrupted runs left there and reports it; a run that only
    /// reads refuses a tree with a committed run half applied, since it is not what any spec
    /// says. Returns the session and the notes it reported, for the JSON report.
    func openOutput(readOnly: Bool, report: ([Diagnostic]) -> Void) throws(DiagnosticsError)
        -> (session: OutputSession, notes: [Diagnostic])
    {
        var layout = layout
        if let xcode {
            // Refused before the lock is taken on it: a link, a project that is not there.
            try XcodeProjectRun.checkProject(xcode)
            layout.xcodeProject = xcode.project.path
        }
        let session = try OutputSession(
            layout: layout,
            relativeTo: workspace.directory,
            access: readOnly ? .read : .write,
            waiting: { report([$0]) }
        )
        if readOnly {
            let unfinished = session.unfinishedRuns()
            guard unfinished.isEmpty else {
                throw DiagnosticsError(
                    unfinished.map {
                        .error(
                            "an interrupted run left changes half applied ('\($0)'); run 'viper-gen generate' to finish it",
                            at: nil)
                    }
                )
            }
            report(session.warnings)
            return (session, session.warnings)
        }
        let notes = try session.warnings + session.settleInterruptedRuns()
        report(notes)
        return (session, notes)
    }
}

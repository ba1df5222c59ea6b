import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

/// Options shared by `new` and `generate`. Each also has a key in `.viper-gen.yml`; a value
/// given here wins over the config, and a spec's own ui/tests/access/architecture win over both.
struct ModuleOptions: ParsableArguments {
    @Option(
        help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
        completion: Completions.specFiles
    )
    var config: String?

    @Option(
        name: [.short, .long],
        help: "Template set: \(TemplateSet.builtinNames.joined(separator: ", ")) (default: viper).",
        completion: Completions.templateSets
    )
    var architecture: String?

    @Option(
        name: .customLong("templates"),
        help:
            "A folder of custom templates: a whole set with a manifest.yml, or files replacing built-in ones (repeatable; the first wins).",
        completion: .directory
    )
    var templateFolders: [String] = []

    @Option(
        name: [.short, .long],
        help: "Sources root; a module goes in <output>/<Module>/ (default: .).",
        completion: .directory)
    var output: String?

    @Option(
        help: "Tests root; a module's tests go in <tests-output>/<Module>/ (default: Tests).",
        completion: .directory)
    var testsOutput: String?

    @Option(
        help:
            "The Swift module the sources compile into; generated tests @testable import it (default: App)."
    )
    var target: String?

    @Option(
        help: "View layer: uikit, swiftui or none (default: uikit).", completion: Completions.ui)
    var ui: String?

    @Option(
        help: "Test framework: swift-testing, xctest or none (default: swift-testing).",
        completion: Completions.tests)
    var tests: String?

    @Option(
        help: "Access level of the module's API: internal or public (default: internal).",
        completion: Completions.access)
    var access: String?

    @Option(
        name: .customLong("param"), help: "Extra value for templates, as key=value (repeatable).")
    var params: [String] = []

    @Option(
        name: .customLong("xcodeproj"),
        help:
            "An Xcode project (.xcodeproj) to add each written file to (default: the config's 'xcode.project').",
        completion: .directory
    )
    var xcodeProject: String?

    @Option(
        name: .customLong("xcode-target"),
        help: "The Xcode target the module's sources go to (default: the config's 'xcode.target').")
    var xcodeTarget: String?

    @Option(
        name: .customLong("xcode-test-target"),
        help:
            "The Xcode target the module's tests go to (default: the config's 'xcode.testTarget').")
    var xcodeTestTarget: String?

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Allow overwriting user-owned files; the report names each one overwritten.")
    var force = false

    @Flag(
        help:
            "Merge what changed in the spec and templates into existing user-owned files (three-way, as git merge-file); collisions get conflict markers and exit 1."
    )
    var merge = false

    @Flag(
        help:
            "Print one JSON report on stdout: every file with its owner and status, and all diagnostics."
    )
    var json = false

    @Flag(
        name: [.short, .long],
        help: "List every file, the unchanged and skipped ones too (a dry run always does).")
    var verbose = false

    @Flag(
        name: [.short, .long],
        help: "Print nothing but diagnostics (and the JSON report with --json).")
    var quiet = false

    func validate() throws {
        try PathArguments.requireNonEmpty(
            [
                ("--config", config), ("--output", output), ("--tests-output", testsOutput),
                ("--xcodeproj", xcodeProject),
                ("--xcode-target", xcodeTarget), ("--xcode-test-target", xcodeTestTarget),
            ] + templateFolders.map { ("--templates", $0) }
        )
        if verbose && quiet {
            throw ValidationError("--verbose cannot be combined with --quiet")
        }
        if merge && force {
            throw ValidationError(
                "--merge cannot be combined with --force: --force replaces user-owned files, --merge keeps the user's changes"
            )
        }
        if let target, !SwiftNames.isModuleName(target) {
            throw ValidationError("--target '\(target)' is not a Swift module name")
        }
        _ = try cliChoices()
        _ = try cliParams()
    }

    /// The project config: `--config`, else the nearest `.viper-gen.yml`, else none.
    func loadConfig() throws(DiagnosticsError) -> ProjectConfig? {
        try TemplateOptions.loadConfig(config)
    }

    /// Everything a run needs, from the command line, the config and the built-in defaults.
    /// Without `searchConfig`, only a config named with `--config` is read.
    func settings(searchConfig: Bool = true) throws(DiagnosticsError) -> RunSettings {
        let config = searchConfig || self.config != nil ? try loadConfig() : nil
        let choices: (ui: UIFlavor?, tests: TestFramework?, access: AccessLevel?)
        let params: [String: TemplateValue]
        do {
            choices = try cliChoices()
            params = try cliParams()
        } catch {
            throw DiagnosticsError([.error("\(error)", at: nil)])
        }
        func configPath(_ value: Located<String>?, key: String) throws(DiagnosticsError) -> String?
        {
            guard let value, let config else { return nil }
            return Console.displayPath(of: try config.root(value, key: key))
        }
        let configSources = output == nil ? try configPath(config?.output, key: "output") : nil
        let configTests =
            testsOutput == nil ? try configPath(config?.testsOutput, key: "testsOutput") : nil
        let layout = OutputLayout(
            sources: output ?? configSources ?? ".", tests: testsOutput ?? configTests ?? "Tests")
        let options = GenerationOptions(
            architecture: architecture ?? config?.architecture?.value ?? "viper",
            architectureLocation: architecture == nil ? config?.architecture?.location : nil,
            target: target ?? config?.target?.value ?? "App",
            ui: choices.ui ?? config?.ui?.value ?? .uikit,
            uiLocation: choices.ui == nil ? config?.ui?.location : nil,
            tests: choices.tests ?? config?.tests?.value ?? .swiftTesting,
            testsLocation: choices.tests == nil ? config?.tests?.location : nil,
            access: choices.access ?? config?.access?.value ?? .internal,
            params: (config?.params ?? [:]).merging(params) { _, cli in cli },
            project: config?.project ?? "",
            author: config?.author ?? "",
            company: config?.company ?? "",
            header: config?.header
        )
        return RunSettings(
            options: options,
            layout: layout,
            catalog: try TemplateOptions.catalog(folders: templateFolders, config: config),
            config: config,
            dryRun: dryRun || config?.dryRun == true,
            force: force,
            merge: merge,
            json: json || config?.json == true,
            verbosity: quiet ? .quiet : verbose ? .verbose : .normal,
            xcode: try xcodeSettings(config: config)
        )
    }

    /// The Xcode project the run edits: the flags win over the config's `xcode:`. A target
    /// named without a project is an error: there is nothing to add files to.
    func xcodeSettings(config: ProjectConfig?) throws(DiagnosticsError) -> XcodeRunSettings? {
        let settings = config?.xcode
        let project: (url: URL, display: String, location: SourceLocation?)
        if let xcodeProject {
            project = (Console.url(for: xcodeProject), xcodeProject, nil)
        } else if let configured = settings?.project, let config {
            let url = try config.xcodeProjectURL(configured)
            project = (url, Console.displayPath(of: url), configured.location)
        } else {
            let named = [("--xcode-target", xcodeTarget), ("--xcode-test-target", xcodeTestTarget)]
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
            targets: flag(xcodeTarget).map { [$0] }
                ?? (settings?.targets ?? []).compactMap(configured),
            testTargets: flag(xcodeTestTarget).map { [$0] }
                ?? (settings?.testTargets ?? []).compactMap(configured)
        )
    }

    private func cliChoices() throws -> (ui: UIFlavor?, tests: TestFramework?, access: AccessLevel?)
    {
        (
            try ui.map { try choice($0, option: "--ui") },
            try tests.map { try choice($0, option: "--tests") },
            try access.map { try choice($0, option: "--access") }
        )
    }

    private func cliParams() throws -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for param in params {
            guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
                throw ValidationError("--param '\(param)' must be written key=value")
            }
            let key = String(param[..<equals])
            guard SwiftNames.isIdentifier(key) else {
                throw ValidationError(
                    "--param key '\(key)' must be an identifier (letters, digits, '_')")
            }
            values[key] = .string(String(param[param.index(after: equals)...]))
        }
        return values
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_ value: String, option: String)
        throws -> Choice
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: value) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        var message =
            "\(option) '\(value)' is not valid; expected one of: \(names.joined(separator: ", "))"
        if let suggestion = didYouMean(value, in: names) {
            message += " (did you mean '\(suggestion)'?)"
        }
        throw ValidationError(message)
    }
}

/// The settings of one run, after the command line, the config and the defaults are merged.
struct RunSettings {
    var options: GenerationOptions
    var layout: OutputLayout
    var catalog: TemplateCatalog
    var config: ProjectConfig?
    var dryRun: Bool
    var force: Bool
    var merge: Bool
    var json: Bool
    var verbosity: Console.Verbosity
    /// The Xcode project the run adds its files to, if it is told to.
    var xcode: XcodeRunSettings?

    /// Plans the Xcode project's edit for the files of `plans` (under the run's lock), if the
    /// run is told to edit one.
    func planXcode(_ plans: [ModulePlan], roots: OutputRoots, check: Bool = false)
        throws(DiagnosticsError) -> XcodeProjectRun?
    {
        guard let xcode else { return nil }
        return try XcodeProjectRun.plan(
            settings: xcode, files: plans.flatMap(\.plan.files), roots: roots, check: check)
    }

    func makeGenerator() -> Generator {
        Generator(
            options: options, layout: layout, workingDirectory: Console.workingDirectory,
            force: force, merge: merge, catalog: catalog)
    }

    /// Takes hold of the output roots for this run (see `OutputSession`): a run that writes
    /// finishes or drops what interrupted runs left there and reports it; a run that only
    /// reads refuses a tree with a committed run half applied, since it is not what any spec
    /// says. Returns the session and the notes it printed, for the JSON report.
    func openOutput(readOnly: Bool) throws(DiagnosticsError) -> (
        session: OutputSession, notes: [Diagnostic]
    ) {
        var layout = layout
        if let xcode {
            // Refused before the lock is taken on it: a link, a project that is not there.
            try XcodeProjectRun.checkProject(xcode)
            layout.xcodeProject = xcode.project.path
        }
        let session = try OutputSession(
            layout: layout,
            relativeTo: Console.workingDirectory,
            access: readOnly ? .read : .write,
            waiting: { Console.report([$0]) }
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
            Console.report(session.warnings)
            return (session, session.warnings)
        }
        let notes = try session.warnings + session.settleInterruptedRuns()
        Console.report(notes)
        return (session, notes)
    }
}

/// Path arguments, checked before anything runs.
enum PathArguments {
    /// Refuses an empty path (`--config ''`): it names no file, and resolved against the
    /// current folder it would name the folder itself.
    static func requireNonEmpty(_ values: [(option: String, value: String?)]) throws {
        for (option, value) in values where value?.isEmpty == true {
            throw ValidationError("\(option) is empty; give it a path")
        }
    }
}

/// Where template sets come from, for every command that uses them.
enum TemplateOptions {
    /// The project config: `path` (`--config`), else the nearest `.viper-gen.yml`, else none.
    static func loadConfig(_ path: String?) throws(DiagnosticsError) -> ProjectConfig? {
        if let path {
            return try ProjectConfig.load(fileAt: Console.url(for: path), displayPath: path)
        }
        let search = ProjectConfig.search(from: Console.workingDirectory)
        if let (ignored, reason) = search.ignored {
            Console.report([
                Diagnostic(
                    .warning,
                    "ignored '\(Console.displayPath(of: ignored))' above this folder: \(reason), so it may not be this project's; name it with --config to use it",
                    at: nil
                )
            ])
        }
        // A Generamba project: its Rambafile, in this folder, is the config.
        guard let url = search.url ?? Rambafile.find(in: Console.workingDirectory) else {
            return nil
        }
        return try ProjectConfig.load(fileAt: url, displayPath: Console.displayPath(of: url))
    }

    /// The built-in sets and the custom folders: `--templates` if given, else the config's.
    static func catalog(folders: [String], config: ProjectConfig?) throws(DiagnosticsError)
        -> TemplateCatalog
    {
        var references = folders.map { folder in
            TemplateFolder.Reference(
                url: Console.url(for: folder),
                displayPath: folder
            )
        }
        if references.isEmpty, let config {
            references = config.templates.map { folder in
                let url = config.url(for: folder.value)
                return TemplateFolder.Reference(
                    url: url, displayPath: Console.displayPath(of: url), location: folder.location,
                    setName: config.templateSetNames[folder.value]
                )
            }
        }
        return references.isEmpty ? .builtin : try TemplateCatalog(folders: references)
    }
}

import ArgumentParser
import Diagnostics
import Foundation
import ViperGenKit

/// Options shared by `new` and `generate`. Each also has a key in `.viper-gen.yml`; a value
/// given here wins over the config, and a spec's own ui/tests/access/architecture win over both
/// (`RunSettings` in the kit merges them).
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

    /// What the command line says about the run, for the kit's `RunSettings` (the flags win
    /// over the config, and the config over the defaults). `validate()` has checked the
    /// choices and the params.
    func flags() throws(DiagnosticsError) -> RunFlags {
        var flags = RunFlags()
        do {
            (flags.ui, flags.tests, flags.access) = try cliChoices()
            flags.params = try cliParams()
        } catch {
            throw DiagnosticsError([.error("\(error)", at: nil)])
        }
        flags.config = config
        flags.architecture = architecture
        flags.templateFolders = templateFolders
        flags.output = output
        flags.testsOutput = testsOutput
        flags.target = target
        flags.paramArguments = params
        flags.xcodeProject = xcodeProject
        flags.xcodeTarget = xcodeTarget
        flags.xcodeTestTarget = xcodeTestTarget
        flags.dryRun = dryRun
        flags.force = force
        flags.merge = merge
        flags.json = json
        flags.verbosity = quiet ? .quiet : verbose ? .verbose : .normal
        return flags
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

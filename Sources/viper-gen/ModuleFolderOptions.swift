import ArgumentParser
import ViperGenKit

/// Where `remove` and `rename` find a module: its spec, the config, the two roots and the
/// Xcode project, each defaulting as in `generate`.
struct ModuleFolderOptions: ParsableArguments {
    @Option(
        help: "The module's spec, when it is not found by the module's name.",
        completion: Completions.specFiles)
    var spec: String?

    @Option(
        help: "Project config (default: the nearest .viper-gen.yml in this folder or above).",
        completion: Completions.specFiles)
    var config: String?

    @Option(
        name: [.short, .long], help: "Sources root (default: the config's 'output', else .).",
        completion: .directory)
    var output: String?

    @Option(
        help: "Tests root (default: the config's 'testsOutput', else Tests).",
        completion: .directory)
    var testsOutput: String?

    @Option(
        name: .customLong("xcodeproj"),
        help: "An Xcode project (.xcodeproj) to update (default: the config's).",
        completion: .directory)
    var xcodeProject: String?

    func validate() throws {
        try PathArguments.requireNonEmpty([
            ("--spec", spec), ("--config", config), ("--output", output),
            ("--tests-output", testsOutput), ("--xcodeproj", xcodeProject),
        ])
    }

    /// The run's flags with these folders, `dryRun` and `force`.
    func flags(dryRun: Bool, force: Bool = false) -> RunFlags {
        var flags = RunFlags()
        flags.config = config
        flags.output = output
        flags.testsOutput = testsOutput
        flags.xcodeProject = xcodeProject
        flags.force = force
        flags.dryRun = dryRun
        return flags
    }
}

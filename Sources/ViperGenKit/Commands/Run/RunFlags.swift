/// What the command line says about a run, before the config and the defaults: a value that is
/// `nil` (or empty, or `false`) was not given.
public struct RunFlags: Sendable {
    /// `--config`: the project config to read instead of the nearest `.viper-gen.yml`.
    public var config: String?
    /// `-a`, `--architecture`: the template set.
    public var architecture: String?
    /// `--templates`, as typed.
    public var templateFolders: [String] = []
    /// `-o`, `--output`: the sources root.
    public var output: String?
    /// `--tests-output`: the tests root.
    public var testsOutput: String?
    /// `--target`: the Swift module the sources compile into.
    public var target: String?
    public var ui: UIFlavor?
    public var tests: TestFramework?
    public var access: AccessLevel?
    /// `--param key=value`, read.
    public var params: [String: TemplateValue] = [:]
    /// `--param`, as typed (a derived spec's header repeats them).
    public var paramArguments: [String] = []
    /// `--xcodeproj`, `--xcode-target`, `--xcode-test-target`.
    public var xcodeProject: String?
    public var xcodeTarget: String?
    public var xcodeTestTarget: String?
    public var dryRun = false
    public var force = false
    public var merge = false
    public var json = false
    public var verbosity = Verbosity.normal

    public init() {}
}

/// How much a `new` or `generate` run prints on stdout (`--quiet`, `--verbose`).
public enum Verbosity: Sendable {
    /// Nothing: diagnostics only (they go to stderr).
    case quiet
    /// What changed on disk, and a summary.
    case normal
    /// Every file, the unchanged and skipped ones too, and a summary.
    case verbose
}

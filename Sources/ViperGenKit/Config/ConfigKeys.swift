/// The keys of `.viper-gen.yml`, described once: `ProjectConfig` accepts these and no others,
/// and `viper-gen schema config` is made of them. The summaries are docs/configuration.md's.
public enum ConfigKeys {
    /// A path relative to the config's folder.
    private static let path = ValueDescription.nonEmptyText

    /// The keys of `xcode:`.
    public static let xcode: [KeyDescription] = [
        KeyDescription(
            "project", .name(pattern: #"[^/]\.xcodeproj/*$"#),
            "The Xcode project (the folder ending in .xcodeproj) that gets every file new and generate write, relative to the config's folder and inside it."
        ),
        KeyDescription(
            "target", .oneOrList(.nonEmptyText, minItems: 1),
            "The target (or list of targets) sources go to; default: the project's only app target (else its only framework)."
        ),
        KeyDescription(
            "testTarget", .oneOrList(.nonEmptyText, minItems: 1),
            "The target (or list of targets) tests go to; default: the project's only unit-test target."
        ),
        KeyDescription(
            "group", path,
            "The group path for modules' sources (App/Modules), when groups do not follow folders."
        ),
        KeyDescription(
            "testGroup", path,
            "The group path for modules' tests, when groups do not follow folders."),
    ]

    /// The keys of `generamba:`.
    public static let generamba: [KeyDescription] = [
        KeyDescription(
            "prefix", .text(nullable: true),
            "A Rambafile's prefix: put before the module's name in every file name a Generamba template does not name itself."
        ),
        KeyDescription(
            "productModuleName", .text(nullable: true),
            "A Rambafile's product_module_name; default: the project's name with every character that is not an ASCII letter, digit or _ made _."
        ),
        KeyDescription(
            "projectTargets", .oneOrList(.text(nullable: true)),
            "A Rambafile's project_targets, for Generamba templates."),
        KeyDescription(
            "testTargets", .oneOrList(.text(nullable: true)),
            "A Rambafile's test_targets: Generamba templates' test files are written only when there are some (and a tests path)."
        ),
    ]

    /// The top-level keys of a config.
    public static let config: [KeyDescription] = [
        KeyDescription(
            "architecture", .architecture,
            "The template set of new modules: viper, clean-swift, mvvm-c, mvp, mvvm, mvc, or the name of a custom set from `templates`."
        ),
        KeyDescription(
            "output", path,
            "The sources root, relative to this file and inside its folder: a module goes in <output>/<Module>/."
        ),
        KeyDescription(
            "testsOutput", path,
            "The tests root, relative to this file and inside its folder: a module's tests go in <testsOutput>/<Module>/."
        ),
        KeyDescription(
            "target", .name(pattern: SwiftNames.identifierPattern),
            "The Swift module the sources compile into; generated tests @testable import it."),
        KeyDescription(
            "ui", .choice(UIFlavor.allCases.map(\.rawValue)),
            "The view layer of new modules: uikit, swiftui or none."),
        KeyDescription(
            "tests", .choice(TestFramework.allCases.map(\.rawValue)),
            "The test framework of generated tests: swift-testing, xctest or none."),
        KeyDescription(
            "access", .choice(AccessLevel.allCases.map(\.rawValue)),
            "The access level of each module's API: internal or public."),
        KeyDescription(
            "params", .anyMapping,
            "Free values for custom templates (`params: { analytics: true }`)."),
        KeyDescription(
            "dryRun", .boolean,
            "The default of --dry-run: print what a run would write, write nothing."),
        KeyDescription("json", .boolean, "The default of --json: print the run's report as JSON."),
        KeyDescription(
            "project", .text(nullable: true), "The project's name, for templates and the header."),
        KeyDescription(
            "author", .text(nullable: true), "The author's name, for templates and the header."),
        KeyDescription(
            "company", .text(nullable: true), "The company's name, for templates and the header."),
        KeyDescription(
            "header", .text(),
            "A Stencil template heading every generated file, one // comment line per rendered line; variables: everything templates see (module, project, author, company, …) and file."
        ),
        KeyDescription(
            "modules", .oneOrList(path),
            "The spec files `generate` and `lint` take when given none: glob patterns relative to this file (`*`, `?`, `[..]` in a name; `**` crosses folders)."
        ),
        KeyDescription(
            "templates", .oneOrList(path),
            "Folders of custom templates (a path or a list; the first named wins): a folder with a manifest.yml is a set of its own, a folder of *.stencil files replaces the built-in files of the same name."
        ),
        KeyDescription(
            "version", .name(pattern: #"^\s*(>=|>|<=|<|==|~>)"#),
            "The viper-gen versions the project accepts, quoted (\">= 0.1, < 0.3\"; operators >=, >, <=, <, ==, ~>, joined with commas); another version refuses to run."
        ),
        KeyDescription(
            "contracts", .choice(ContractsMode.allCases.map(\.rawValue)),
            "Where the generator-owned files come from: files (written by new and generate, and committed) or build (made at build time by the ViperGenBuildPlugin)."
        ),
        KeyDescription(
            "architectureRules", .boolean,
            "Whether generate --check also checks each module's code against its set's architecture rules, as check-architecture does."
        ),
        KeyDescription(
            "xcode", .mapping(xcode),
            "An Xcode project that new and generate add each file they write to: sources to `target`, tests to `testTarget`."
        ),
        KeyDescription(
            "generamba", .mapping(generamba),
            "What Generamba templates take from the project beyond its names: a Rambafile's prefix, product module name and targets."
        ),
    ]
}

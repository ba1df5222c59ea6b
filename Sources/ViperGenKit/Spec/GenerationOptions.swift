import Diagnostics

/// Settings for one run that do not come from a spec: command-line options and config defaults.
public struct GenerationOptions: Sendable {
    public var architecture: String
    /// Where the default architecture was set (a config line), for diagnostics.
    public var architectureLocation: SourceLocation?
    public var target: String
    public var ui: UIFlavor
    /// Where the default `ui` and `tests` were set (config lines), for diagnostics.
    public var uiLocation: SourceLocation?
    public var tests: TestFramework
    public var testsLocation: SourceLocation?
    public var access: AccessLevel
    public var params: [String: TemplateValue]
    public var project: String
    public var author: String
    public var company: String
    /// A Stencil template heading every file, one `//` comment line per rendered line.
    public var header: Located<String>?

    public init(
        architecture: String = "viper",
        architectureLocation: SourceLocation? = nil,
        target: String = "App",
        ui: UIFlavor = .uikit,
        uiLocation: SourceLocation? = nil,
        tests: TestFramework = .swiftTesting,
        testsLocation: SourceLocation? = nil,
        access: AccessLevel = .internal,
        params: [String: TemplateValue] = [:],
        project: String = "",
        author: String = "",
        company: String = "",
        header: Located<String>? = nil
    ) {
        self.architecture = architecture
        self.architectureLocation = architectureLocation
        self.target = target
        self.ui = ui
        self.uiLocation = uiLocation
        self.tests = tests
        self.testsLocation = testsLocation
        self.access = access
        self.params = params
        self.project = project
        self.author = author
        self.company = company
        self.header = header
    }
}

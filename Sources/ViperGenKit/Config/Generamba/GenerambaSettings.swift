import Diagnostics
import Foundation
import Yams

/// What a Generamba template's scope takes from a project beyond the config's `project`,
/// `author` and `company`: the Rambafile's `prefix`, `product_module_name` and targets
/// (`generamba:` in `.viper-gen.yml`).
public struct GenerambaSettings: Sendable, Equatable {
    /// Put before the module's name in every file name a template does not name itself.
    public var prefix: String?
    /// `module_info.product_module_name`; by default the project's name with every character
    /// that is not an ASCII letter, digit or `_` made `_`, as Generamba makes it.
    public var productModuleName: String?
    /// `module_info.project_targets`.
    public var projectTargets: [String]?
    /// `module_info.test_targets`. Generamba writes a template's test files only when the
    /// project names test targets (and a test path); so does viper-gen for a Rambafile.
    public var testTargets: [String]?
    /// Whether test files are written only when there are test targets and a tests path
    /// (true for a Rambafile and a config made from one: Generamba's rule).
    public var testsNeedTargets = false
    /// The Rambafile's `catalogs` and the templates it declares from a catalog or git that
    /// are not in `Templates/`: reported, never fetched.
    public var notFetched: [Diagnostic] = []

    public init() {}

    static let configKeys = ConfigKeys.generamba.names
}

extension NodeReader {
    /// The `generamba:` mapping of a `.viper-gen.yml`.
    /// `keys`: the keys it may have (its description's; a test adds one no case reads).
    mutating func generambaSettings(
        _ node: Node, keys: [String] = GenerambaSettings.configKeys
    ) -> GenerambaSettings {
        var settings = GenerambaSettings()
        settings.testsNeedTargets = true
        for (key, value) in mapping(node, what: "'generamba'", allowed: keys) ?? [] {
            switch key.value {
            case "prefix": settings.prefix = text(value, what: "'generamba: prefix'")
            case "productModuleName":
                settings.productModuleName = text(value, what: "'generamba: productModuleName'")
            case "projectTargets":
                settings.projectTargets = names(value, what: "'generamba: projectTargets'")
            case "testTargets":
                settings.testTargets = names(value, what: "'generamba: testTargets'")
            default: unreadDescribedKey(key, of: "'generamba'")
            }
        }
        return settings
    }

    /// One name or a list of names.
    mutating func names(_ node: Node, what: String) -> [String]? {
        if node.scalar != nil { return text(node, what: what).map { [$0] } }
        return (sequence(node, what: what) ?? []).compactMap {
            text($0, what: "an item of \(what)")
        }
    }
}

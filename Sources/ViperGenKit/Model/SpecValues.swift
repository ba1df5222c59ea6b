/// The view layer a module is written for.
public enum UIFlavor: String, Sendable, CaseIterable {
    case uikit
    case swiftui
    case none
}

/// The test framework of generated tests.
public enum TestFramework: String, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
    case none
}

/// The access level of a module's API.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `public`
}

/// A free value from `params:`, handed to templates as it is.
public indirect enum TemplateValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([TemplateValue])
    case dictionary([String: TemplateValue])
    case null

    /// The value as Stencil sees it.
    var stencilValue: Any {
        switch self {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .array(let values): values.map(\.stencilValue)
        case .dictionary(let values): values.mapValues(\.stencilValue)
        case .null: Optional<Any>.none as Any
        }
    }
}

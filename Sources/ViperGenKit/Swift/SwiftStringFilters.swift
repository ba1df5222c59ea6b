import Diagnostics
import TemplateEngine

/// The string filters templates use to write Swift names and text (documented in
/// docs/templates.md), given to the template engine.
enum SwiftStringFilters {
    static let all: [StringFilter] = [
        StringFilter("lowerFirst", SwiftNames.lowerFirst),
        StringFilter("upperFirst", SwiftNames.upperFirst),
        StringFilter("camelCase") {
            SwiftNames.lowerFirst(SwiftNames.words($0).map(SwiftNames.upperFirst).joined())
        },
        StringFilter("pascalCase") { SwiftNames.words($0).map(SwiftNames.upperFirst).joined() },
        StringFilter("snakeCase") {
            SwiftNames.words($0).map { $0.lowercased() }.joined(separator: "_")
        },
        StringFilter("kebabCase") {
            SwiftNames.words($0).map { $0.lowercased() }.joined(separator: "-")
        },
        StringFilter("plural", Inflector.plural),
        StringFilter("singular", Inflector.singular),
        StringFilter("swiftIdentifier", SwiftNames.escaped),
        StringFilter("swiftString", swiftStringLiteral),
    ]

    /// The names of the filters, for the variable check.
    static let names = Set(all.map(\.name))

    /// `text` as the contents of a Swift string literal, quotes included.
    static func swiftStringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default:
                if let escape = ControlCharacter.escape(scalar) {
                    result += escape
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

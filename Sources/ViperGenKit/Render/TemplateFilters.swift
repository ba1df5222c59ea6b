import Stencil

/// The filters templates can use beyond Stencil's own (documented in the README).
enum TemplateFilters {
    /// The names of the filters `makeExtension` registers.
    static var names: Set<String> { Set(stringFilters.map(\.0)) }

    /// `stringFilters` by name, as the evaluator and `ProgramCodec` look them up.
    static let stringFiltersByName: StringFilters = Dictionary(stringFilters) { first, _ in first }

    static let stringFilters: [(String, @Sendable (String) -> String)] = [
        ("lowerFirst", SwiftNames.lowerFirst),
        ("upperFirst", SwiftNames.upperFirst),
        ("camelCase", { SwiftNames.lowerFirst(SwiftNames.words($0).map(SwiftNames.upperFirst).joined()) }),
        ("pascalCase", { SwiftNames.words($0).map(SwiftNames.upperFirst).joined() }),
        ("snakeCase", { SwiftNames.words($0).map { $0.lowercased() }.joined(separator: "_") }),
        ("kebabCase", { SwiftNames.words($0).map { $0.lowercased() }.joined(separator: "-") }),
        ("plural", Inflector.plural),
        ("singular", Inflector.singular),
        ("swiftIdentifier", SwiftNames.escaped),
        ("swiftString", swiftStringLiteral),
    ]

    static func makeExtension() -> Extension {
        let filters = Extension()
        for (name, transform) in stringFilters {
            filters.registerFilter(name) { (value: Any?) throws -> Any? in
                guard let value else { return nil }
                guard let string = value as? String else {
                    throw TemplateSyntaxError("filter '\(name)' takes a string, not \(type(of: value))")
                }
                return transform(string)
            }
        }
        return filters
    }

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

import Stencil

/// The filters templates can use beyond Stencil's own (documented in the README).
enum TemplateFilters {
    static func makeExtension() -> Extension {
        let filters = Extension()
        let stringFilters: [(String, (String) -> String)] = [
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
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

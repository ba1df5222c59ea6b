import Foundation
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
        filters.registerFilter("indent") { value, arguments, context in
            try indent(value, arguments, module: context["module"] as? String)
        }
        return filters
    }

    /// Stencil's `indent` filter (Stencil keeps it internal; ported), which takes the place of
    /// Stencil's own to refuse an indentation that would make more text than a render may
    /// write (`indent:1000000000` would build gigabytes) before it builds it.
    static func indent(_ value: Any?, _ arguments: [Any?], module: String?) throws -> Any? {
        guard arguments.count <= 3 else {
            throw TemplateSyntaxError("'indent' filter can take at most 3 arguments")
        }
        var width = 4
        if !arguments.isEmpty {
            guard let value = arguments[0] as? Int else {
                throw TemplateSyntaxError("'indent' filter width argument must be an Integer (\(String(describing: arguments[0])))")
            }
            // Stencil would crash making an array of a negative count.
            guard value >= 0 else { throw TemplateSyntaxError("'indent' filter width argument must not be negative (\(value))") }
            width = value
        }
        var character = " "
        if arguments.count > 1 {
            guard let value = arguments[1] as? String else {
                throw TemplateSyntaxError("'indent' filter indentation argument must be a String (\(String(describing: arguments[1]))")
            }
            character = value
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard let value = arguments[2] as? Bool else {
                throw TemplateSyntaxError("'indent' filter indentFirst argument must be a Bool")
            }
            indentFirst = value
        }
        let content = RenderValue.stringify(value)
        var lines = content.components(separatedBy: .newlines)
        // Each line gets the indentation at most once: refuse before building past the limit.
        let (indentation, overflowA) = width.multipliedReportingOverflow(by: character.utf8.count)
        let (added, overflowB) = indentation.multipliedReportingOverflow(by: lines.count)
        guard !overflowA, !overflowB, content.utf8.count + added <= RenderBudget.maximumBytes else {
            throw TemplateSyntaxError(RenderBudget.reason(.bytes, module: module))
        }
        let prefix = [String](repeating: character, count: width).joined()
        guard !prefix.isEmpty else { return content }
        let first = (indentFirst ? prefix : "") + lines.removeFirst()
        return lines.reduce(into: [first]) { result, line in
            result.append(line.isEmpty ? "" : "\(prefix)\(line)")
        }.joined(separator: "\n")
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

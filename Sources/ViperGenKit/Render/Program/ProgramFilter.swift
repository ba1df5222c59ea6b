import Foundation

/// The set's string filters by name (`TemplateFilters.stringFilters`), as the evaluator runs them.
typealias StringFilters = [String: @Sendable (String) -> String]

/// The filters the evaluator runs itself: Stencil's `default`, `capitalize`, `uppercase`,
/// `lowercase` and `join` (Filters.swift), and the set's string filters
/// (`TemplateFilters`). Any other filter leaves its template to Stencil.
enum ProgramFilter {
    case defaultValue
    case capitalize
    case uppercase
    case lowercase
    case join
    /// One of `TemplateFilters.stringFilters`, with its name.
    case string(String, @Sendable (String) -> String)

    /// The filter Stencil would find for `name`: the set's own filters come first in its
    /// environment, then its built-in ones.
    init?(named name: String, stringFilters: StringFilters) {
        if let transform = stringFilters[name] {
            self = .string(name, transform)
            return
        }
        switch name {
        case "default": self = .defaultValue
        case "capitalize": self = .capitalize
        case "uppercase": self = .uppercase
        case "lowercase": self = .lowercase
        case "join": self = .join
        default: return nil
        }
    }

    /// The filtered value. Throws `ProgramEscape` where Stencil throws (a wrong argument
    /// count, a string filter given a non-string), so Stencil reports it.
    func apply(to value: RenderValue?, arguments: [RenderValue?]) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .defaultValue:
            // `String(describing:)` of the value is "nil" for an empty optional and for "nil" itself.
            if let value {
                switch value {
                case .null: break
                case .string(let string) where string == "nil": break
                default: return value
                }
            }
            for case let argument? in arguments {
                return argument
            }
            return nil
        case .capitalize:
            return try Self.mapText(value, arguments) { $0.capitalized }
        case .uppercase:
            return try Self.mapText(value, arguments) { $0.uppercased() }
        case .lowercase:
            return try Self.mapText(value, arguments) { $0.lowercased() }
        case .join:
            guard arguments.count < 2 else { throw ProgramEscape() }
            let separator = arguments.first.map { $0?.text ?? "" } ?? ""
            guard case .list(let items)? = value else { return value }
            return .string(items.map(\.text).joined(separator: separator))
        case .string(_, let transform):
            guard arguments.isEmpty else { throw ProgramEscape() }
            guard let value else { return nil }
            guard case .string(let string) = value else { throw ProgramEscape() }
            return .string(transform(string))
        }
    }

    /// Stencil's `capitalise`, `uppercase` and `lowercase`: each element of a list, else the
    /// printed value.
    private static func mapText(
        _ value: RenderValue?,
        _ arguments: [RenderValue?],
        _ transform: (String) -> String
    ) throws(ProgramEscape) -> RenderValue {
        guard arguments.isEmpty else { throw ProgramEscape() }
        if case .list(let items)? = value {
            return .list(items.map { .string(transform($0.text)) })
        }
        return .string(transform(value?.text ?? ""))
    }
}

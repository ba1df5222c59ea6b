import Foundation

/// The host's string filters by name (`StringFilter`), as the evaluator runs them.
typealias StringFilters = [String: @Sendable (String) -> String]

/// The filters the evaluator runs itself: Stencil's `default`, `capitalize`, `uppercase`,
/// `lowercase` and `join` (Filters.swift), and the host's string filters (`StringFilter`).
/// Any other filter leaves its template to Stencil.
enum ProgramFilter {
    case defaultValue
    case capitalize
    case uppercase
    case lowercase
    case join
    /// One of the host's string filters, with its name.
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
    /// count, a string filter given a non-string), so Stencil reports it, and where the text
    /// the filter goes through, or the value it would build, crosses a limit of the render.
    func apply(to value: RenderValue?, arguments: [RenderValue?], scope: inout RenderScope)
        throws(ProgramEscape) -> RenderValue?
    {
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
            return try Self.mapText(value, arguments, scope: &scope) { $0.capitalized }
        case .uppercase:
            return try Self.mapText(value, arguments, scope: &scope) { $0.uppercased() }
        case .lowercase:
            return try Self.mapText(value, arguments, scope: &scope) { $0.lowercased() }
        case .join:
            guard arguments.count < 2 else { throw ProgramEscape() }
            let separator = try scope.text(of: arguments.first ?? nil, processing: true)
            guard case .list(let items)? = value else { return value }
            var texts: [String] = []
            texts.reserveCapacity(items.count)
            var size = separator.utf8.count.multipliedReportingOverflow(by: max(0, items.count - 1))
            for item in items {
                let text = try scope.text(of: item, processing: false)
                try scope.process(RenderBudget.listElementBytes + text.utf8.count)
                texts.append(text)
                let sum = size.partialValue.addingReportingOverflow(text.utf8.count)
                size = (sum.partialValue, size.overflow || sum.overflow)
            }
            // Measured before it is built: 200 elements joined by a 900 KB separator are 180 MB.
            try scope.build(size.overflow ? .max : size.partialValue)
            return .string(texts.joined(separator: separator))
        case .string(_, let transform):
            guard arguments.isEmpty else { throw ProgramEscape() }
            guard let value else { return nil }
            guard case .string(let string) = value else { throw ProgramEscape() }
            return .string(try Self.transform(string, scope: &scope, transform))
        }
    }

    /// Stencil's `capitalize`, `uppercase` and `lowercase`: each element of a list, else the
    /// printed value.
    private static func mapText(
        _ value: RenderValue?,
        _ arguments: [RenderValue?],
        scope: inout RenderScope,
        _ transform: (String) -> String
    ) throws(ProgramEscape) -> RenderValue {
        guard arguments.isEmpty else { throw ProgramEscape() }
        if case .list(let items)? = value {
            var results: [RenderValue] = []
            results.reserveCapacity(items.count)
            var size = 0
            for item in items {
                try scope.process(RenderBudget.listElementBytes)
                let text = try scope.text(of: item, processing: false)
                let result = try Self.transform(text, scope: &scope, transform)
                size += RenderBudget.listElementBytes + result.utf8.count
                try scope.checkValueSize(size)
                results.append(.string(result))
            }
            return .list(results)
        }
        let text = try scope.text(of: value, processing: false)
        return .string(try Self.transform(text, scope: &scope, transform))
    }

    /// `transform(text)`, counting the text it reads and the one it makes (which case
    /// mapping may make longer than the text it read).
    private static func transform(
        _ text: String, scope: inout RenderScope, _ transform: (String) -> String
    ) throws(ProgramEscape) -> String {
        try scope.process(text.utf8.count)
        let result = transform(text)
        try scope.build(result.utf8.count)
        return result
    }
}

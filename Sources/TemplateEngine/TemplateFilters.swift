import Foundation
import Stencil

/// A filter from one string to another (`{{ name|camelCase }}`), which the host of the
/// engine provides: the engine knows templates, not the language they write.
public struct StringFilter: Sendable {
    public let name: String
    public let transform: @Sendable (String) -> String

    public init(_ name: String, _ transform: @escaping @Sendable (String) -> String) {
        self.name = name
        self.transform = transform
    }
}

/// The filters templates can use: Stencil's own that go through text, counted against the
/// budget, and the host's string filters.
enum TemplateFilters {
    /// The names of Stencil's filters registered here, which a host's may not take.
    static let countedNames: Set<String> = [
        "default", "capitalize", "uppercase", "lowercase", "join", "split", "indent", "filter",
    ]

    /// The filters for Stencil: the host's string filters, and Stencil's own filters that go
    /// through text, ported (Filters.swift of Stencil 0.15.1, which keeps them internal) to
    /// count what they go through against `budget`, the render's, and to refuse a value
    /// larger than the limits before they build it. Stencil consults this extension before
    /// its own, so these take the place of its filters of the same names.
    static func makeExtension(budget: StencilBudget, stringFilters: [StringFilter]) -> Extension {
        let filters = Extension()
        for (name, transform) in stringFilters.map({ ($0.name, $0.transform) }) {
            filters.registerFilter(name) { (value: Any?) throws -> Any? in
                guard let value else { return nil }
                guard let string = value as? String else {
                    throw TemplateSyntaxError(
                        "filter '\(name)' takes a string, not \(type(of: value))")
                }
                return try counted(string, budget: budget, transform)
            }
        }
        filters.registerFilter("default") { (value: Any?, arguments: [Any?]) -> Any? in
            defaultValue(value, arguments)
        }
        filters.registerFilter("capitalize") { (value: Any?) throws -> Any? in
            try mapText(value, budget: budget) { $0.capitalized }
        }
        filters.registerFilter("uppercase") { (value: Any?) throws -> Any? in
            try mapText(value, budget: budget) { $0.uppercased() }
        }
        filters.registerFilter("lowercase") { (value: Any?) throws -> Any? in
            try mapText(value, budget: budget) { $0.lowercased() }
        }
        filters.registerFilter("join") { (value: Any?, arguments: [Any?]) throws -> Any? in
            try join(value, arguments, budget: budget)
        }
        filters.registerFilter("split") { (value: Any?, arguments: [Any?]) throws -> Any? in
            try split(value, arguments, budget: budget)
        }
        filters.registerFilter("indent") { value, arguments, context in
            try indent(value, arguments, module: context["module"] as? String, budget: budget)
        }
        filters.registerFilter("filter") { value, arguments, context in
            try filter(value, arguments, context: context, budget: budget)
        }
        return filters
    }

    /// `transform(text)`, counting the text it reads and the one it makes.
    private static func counted(
        _ text: String, budget: StencilBudget, _ transform: (String) -> String
    ) throws -> String {
        try budget.process(text.utf8.count)
        let result = transform(text)
        try budget.build(result.utf8.count)
        return result
    }

    /// Stencil's `default`, which tells a value that prints as "nil" (an empty optional, or
    /// that text) without printing a list or a dictionary, which could take long.
    static func defaultValue(_ value: Any?, _ arguments: [Any?]) -> Any? {
        if let value {
            switch value {
            case let string as String where string != "nil": return value
            case is String: break
            case is [Any?], is [String: Any], is TemplateObject: return value
            default: if String(describing: value) != "nil" { return value }
            }
        }
        for case let argument? in arguments {
            return argument
        }
        return nil
    }

    /// Stencil's `capitalize`, `uppercase` and `lowercase`: each element of a list, else the
    /// printed value.
    private static func mapText(
        _ value: Any?, budget: StencilBudget, _ transform: (String) -> String
    ) throws -> Any? {
        if let array = value as? [Any?] {
            var size = 0
            return try array.map { item in
                try budget.process(RenderBudget.listElementBytes)
                let result = try counted(
                    budget.text(of: item, processing: false), budget: budget, transform)
                size += RenderBudget.listElementBytes + result.utf8.count
                try budget.checkValueSize(size)
                return result
            }
        }
        return try counted(budget.text(of: value, processing: false), budget: budget, transform)
    }

    /// Stencil's `join`, which measures the text before it builds it.
    private static func join(_ value: Any?, _ arguments: [Any?], budget: StencilBudget) throws
        -> Any?
    {
        guard arguments.count < 2 else {
            throw TemplateSyntaxError("'join' filter takes at most one argument")
        }
        let separator = try budget.text(of: arguments.first ?? "", processing: true)
        guard let value = value as? [Any] else { return value }
        var texts: [String] = []
        texts.reserveCapacity(value.count)
        var (size, overflow) = separator.utf8.count.multipliedReportingOverflow(
            by: max(0, value.count - 1))
        for item in value {
            let text = try budget.text(of: item, processing: false)
            try budget.process(RenderBudget.listElementBytes + text.utf8.count)
            texts.append(text)
            let sum = size.addingReportingOverflow(text.utf8.count)
            (size, overflow) = (sum.partialValue, overflow || sum.overflow)
        }
        try budget.build(overflow ? .max : size)
        return texts.joined(separator: separator)
    }

    /// Stencil's `split`, which counts the pieces before it makes them: a naive search's
    /// comparisons (Foundation's search may take that long), then the pieces' text and one
    /// element each.
    private static func split(_ value: Any?, _ arguments: [Any?], budget: StencilBudget) throws
        -> Any?
    {
        guard arguments.count < 2 else {
            throw TemplateSyntaxError("'split' filter takes at most one argument")
        }
        let separator = try budget.text(of: arguments.first ?? " ", processing: true)
        guard let value = value as? String else { return value }
        let (text, needle) = (value.utf8.count, separator.utf8.count)
        try budget.process(RenderBudget.searchCost(text: text, needle: needle))
        let pieces = occurrences(of: separator, in: value) + 1
        let (elements, overflow) = pieces.multipliedReportingOverflow(
            by: RenderBudget.listElementBytes)
        try budget.build(overflow ? .max : elements + text)
        return value.components(separatedBy: separator)
    }

    /// How many times `needle`'s bytes occur in `text`'s, not overlapping (as many as
    /// `components(separatedBy:)` cuts at, for text alike byte for byte).
    static func occurrences(of needle: String, in text: String) -> Int {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return 0 }
        let bytes = text.utf8
        return bytes.withContiguousStorageIfAvailable { bytes -> Int in
            var count = 0
            var start = 0
            while start + needle.count <= bytes.count {
                if bytes[start] == first,
                    bytes[start..<(start + needle.count)].elementsEqual(needle)
                {
                    count += 1
                    start += needle.count
                } else {
                    start += 1
                }
            }
            return count
        } ?? text.components(separatedBy: String(decoding: needle, as: UTF8.self)).count - 1
    }

    /// Stencil's `filter` filter (`value|filter:"lowercase|plural"`), whose argument is a
    /// filter chain read when it renders: the chain's text is counted as gone through.
    private static func filter(
        _ value: Any?, _ arguments: [Any?], context: Context, budget: StencilBudget
    ) throws -> Any? {
        guard let value else { return nil }
        guard arguments.count == 1 else {
            throw TemplateSyntaxError("'filter' filter takes one argument")
        }
        let attribute = try budget.text(of: arguments[0], processing: true)
        try budget.process(attribute.utf8.count)
        let expression = try context.environment.compileFilter("$0|\(attribute)")
        return try context.push(dictionary: ["$0": value]) {
            try expression.resolve(context)
        }
    }

    /// Stencil's `indent` filter (Stencil keeps it internal; ported), which takes the place of
    /// Stencil's own to refuse an indentation that would make more text than a render may
    /// write (`indent:1000000000` would build gigabytes) before it builds it.
    static func indent(_ value: Any?, _ arguments: [Any?], module: String?, budget: StencilBudget)
        throws -> Any?
    {
        guard arguments.count <= 3 else {
            throw TemplateSyntaxError("'indent' filter can take at most 3 arguments")
        }
        var width = 4
        if !arguments.isEmpty {
            guard let value = arguments[0] as? Int else {
                throw TemplateSyntaxError(
                    "'indent' filter width argument must be an Integer (\(String(describing: arguments[0])))"
                )
            }
            // Stencil would crash making an array of a negative count.
            guard value >= 0 else {
                throw TemplateSyntaxError(
                    "'indent' filter width argument must not be negative (\(value))")
            }
            width = value
        }
        var character = " "
        if arguments.count > 1 {
            guard let value = arguments[1] as? String else {
                throw TemplateSyntaxError(
                    "'indent' filter indentation argument must be a String (\(String(describing: arguments[1]))"
                )
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
        let content = try budget.text(of: value, processing: false)
        try budget.process(content.utf8.count)
        var lines = content.components(separatedBy: .newlines)
        // Each line gets the indentation at most once: refuse before building past the limit.
        let (indentation, overflowA) = width.multipliedReportingOverflow(by: character.utf8.count)
        let (added, overflowB) = indentation.multipliedReportingOverflow(by: lines.count)
        guard !overflowA, !overflowB, content.utf8.count + added <= RenderBudget.maximumBytes else {
            throw TemplateSyntaxError(RenderBudget.reason(.bytes, module: module))
        }
        try budget.build(content.utf8.count + added)
        let prefix = [String](repeating: character, count: width).joined()
        guard !prefix.isEmpty else { return content }
        let first = (indentFirst ? prefix : "") + lines.removeFirst()
        return lines.reduce(into: [first]) { result, line in
            result.append(line.isEmpty ? "" : "\(prefix)\(line)")
        }.joined(separator: "\n")
    }
}

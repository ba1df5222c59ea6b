import Foundation

/// Stencil's `FilterExpression`: `value|filter:argument,…`.
struct FilteredValue {
    struct Application {
        let filter: ProgramFilter
        let arguments: [TemplateVariable]
    }

    let variable: TemplateVariable
    let filters: [Application]

    init(variable: TemplateVariable, filters: [Application]) {
        self.variable = variable
        self.filters = filters
    }

    /// Reads `token` as Stencil's `FilterExpression.init` does.
    init(_ token: String, stringFilters: StringFilters) throws(ProgramUnsupported) {
        // Exactly one `...` is a range (`a...b`), which Stencil reads and the evaluator
        // leaves to it.
        guard Self.ellipses(in: token) != 1 else { throw ProgramUnsupported() }
        // Without a `|`, splitting gives the whole token (or nothing, if it is empty).
        let bits =
            token.utf8.contains(UInt8(ascii: "|"))
            ? StencilSyntax.smartSplit(token, separator: "|").map { StencilSyntax.trim($0, " ") }
            : token.isEmpty ? [] : [StencilSyntax.trim(token, " ")]
        guard let head = bits.first else { throw ProgramUnsupported() }
        variable = try TemplateVariable(head)
        var filters: [Application] = []
        for bit in bits.dropFirst() {
            // `parseFilterComponents(token:)`
            var components = StencilSyntax.smartSplit(bit, separator: ":")
            guard !components.isEmpty else { throw ProgramUnsupported() }
            let name = StencilSyntax.trim(components.removeFirst(), " ")
            guard let filter = ProgramFilter(named: name, stringFilters: stringFilters) else {
                throw ProgramUnsupported()
            }
            var arguments: [TemplateVariable] = []
            for argument in StencilSyntax.smartSplit(
                components.joined(separator: ":"), separator: ",")
            {
                arguments.append(try TemplateVariable(StencilSyntax.trim(argument, " ")))
            }
            filters.append(Application(filter: filter, arguments: arguments))
        }
        self.filters = filters
    }

    /// How many separate `...` the text holds, as `components(separatedBy: "...")` counts.
    private static func ellipses(in text: String) -> Int {
        var count = 0
        var dots = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                dots += 1
                if dots == 3 {
                    count += 1
                    dots = 0
                }
            } else {
                dots = 0
            }
        }
        return count
    }

    /// The value, its filters applied; what they go through counts against the scope's budget.
    func resolve(in scope: inout RenderScope) throws(ProgramEscape) -> RenderValue? {
        var value = try variable.resolve(in: &scope)
        for application in filters {
            var arguments: [RenderValue?] = []
            if !application.arguments.isEmpty {
                arguments.reserveCapacity(application.arguments.count)
                for argument in application.arguments {
                    arguments.append(try argument.resolve(in: &scope))
                }
            }
            value = try application.filter.apply(to: value, arguments: arguments, scope: &scope)
        }
        return value
    }
}

/// Reads the filter expressions of one template, each text once: a template says
/// `{{ module }}` and `useCase.isAsync` many times, and reading one takes thousands of steps.
final class FilteredValueReader {
    let stringFilters: StringFilters
    private var read: [String: FilteredValue] = [:]

    init(stringFilters: StringFilters) {
        self.stringFilters = stringFilters
    }

    func value(_ token: String) throws(ProgramUnsupported) -> FilteredValue {
        if let known = read[token] { return known }
        let value = try FilteredValue(token, stringFilters: stringFilters)
        read[token] = value
        return value
    }
}

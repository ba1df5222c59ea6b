import Foundation

/// Stencil's `Variable`: a literal, or a key path looked up in the scope. Stencil decides
/// which on every render and splits the path each time; here it is decided once.
enum TemplateVariable {
    case literal(RenderValue)
    /// A key path: the first name is looked up in the scope, the rest in what it finds.
    case path(first: String, rest: [PathBit])

    /// The variable `text` reads as, in Stencil's order: a quoted string, an `Int`, a
    /// `Float`, a `Bool`, else a key path. Throws for paths the evaluator does not take
    /// (subscripts, empty bits), which Stencil may read differently or reject at render.
    init(_ text: String) throws(ProgramUnsupported) {
        if text.count > 1,
            text.hasPrefix("'") && text.hasSuffix("'") || text.hasPrefix("\"") && text.hasSuffix("\"")
        {
            self = .literal(.string(String(text.dropFirst().dropLast())))
        } else if let int = Int(text) {
            self = .literal(.int(int))
        } else if let float = Float(text) {
            self = .literal(.float(float))
        } else if let bool = Bool(text) {
            self = .literal(.bool(bool))
        } else {
            let bits = text.split(separator: ".", omittingEmptySubsequences: false)
            guard let first = bits.first,
                !bits.contains(where: { $0.isEmpty || $0.contains("[") || $0.contains("]") })
            else { throw ProgramUnsupported() }
            self = .path(first: String(first), rest: bits.dropFirst().map { PathBit(String($0)) })
        }
    }

    /// The value, or `nil` where Stencil finds nothing.
    func resolve(in scope: RenderScope) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .literal(let value):
            return value
        case .path(let first, let rest):
            guard var current = scope.lookup(first) else { return nil }
            for bit in rest {
                guard let next = try current.member(bit) else { return nil }
                current = next
            }
            return current
        }
    }
}

/// Stencil's `FilterExpression`: `value|filter:argument,…`.
struct FilteredValue {
    struct Application {
        let filter: ProgramFilter
        let arguments: [TemplateVariable]
    }

    let variable: TemplateVariable
    let filters: [Application]

    /// Reads `token` as Stencil's `FilterExpression.init` does.
    init(_ token: String, stringFilters: [String: @Sendable (String) -> String]) throws(ProgramUnsupported) {
        // Stencil reads `a...b` as a range.
        guard token.components(separatedBy: "...").count != 2 else { throw ProgramUnsupported() }
        let bits = StencilSyntax.smartSplit(token, separator: "|").map { StencilSyntax.trim($0, " ") }
        guard let head = bits.first else { throw ProgramUnsupported() }
        variable = try TemplateVariable(head)
        var filters: [Application] = []
        for bit in bits.dropFirst() {
            // `parseFilterComponents(token:)`
            var components = StencilSyntax.smartSplit(bit, separator: ":")
            guard !components.isEmpty else { throw ProgramUnsupported() }
            let name = StencilSyntax.trim(components.removeFirst(), " ")
            guard let filter = ProgramFilter(named: name, stringFilters: stringFilters) else { throw ProgramUnsupported() }
            var arguments: [TemplateVariable] = []
            for argument in StencilSyntax.smartSplit(components.joined(separator: ":"), separator: ",") {
                arguments.append(try TemplateVariable(StencilSyntax.trim(argument, " ")))
            }
            filters.append(Application(filter: filter, arguments: arguments))
        }
        self.filters = filters
    }

    func resolve(in scope: RenderScope) throws(ProgramEscape) -> RenderValue? {
        var value = try variable.resolve(in: scope)
        for application in filters {
            var arguments: [RenderValue?] = []
            if !application.arguments.isEmpty {
                arguments.reserveCapacity(application.arguments.count)
                for argument in application.arguments { arguments.append(try argument.resolve(in: scope)) }
            }
            value = try application.filter.apply(to: value, arguments: arguments)
        }
        return value
    }
}

/// Thrown while compiling where a template goes beyond what the evaluator mirrors; such a
/// template is left to Stencil.
struct ProgramUnsupported: Error {}

/// A template compiled for the evaluator: Stencil's node tree for the subset of the
/// language the templates use (text, `{{ }}` with filters and `if … else`, `if`/`elif`/
/// `else`, `ifnot`, `for` with `where` and `empty`, `include`), rendered into one string
/// without Stencil's per-render parsing, dictionary pushes and dynamic casts.
/// `TemplateProgramParser` makes one only where every part means what it means to Stencil.
final class TemplateProgram {
    let nodes: [ProgramNode]

    init(nodes: [ProgramNode]) {
        self.nodes = nodes
    }

    /// The output for `scope`; throws `ProgramEscape` where Stencil must render instead.
    func render(in scope: inout RenderScope, library: some ProgramLibrary) throws(ProgramEscape) -> String {
        var output = ""
        try Self.render(nodes, into: &output, scope: &scope, library: library)
        return output
    }

    static func render(
        _ nodes: [ProgramNode],
        into output: inout String,
        scope: inout RenderScope,
        library: some ProgramLibrary
    ) throws(ProgramEscape) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                output += try expression.resolve(in: scope)?.text ?? ""
            case .conditionalOutput(let value, let condition, let otherwise):
                if try condition.evaluate(in: scope) {
                    output += try value.resolve(in: scope)?.text ?? ""
                } else if let otherwise {
                    output += try otherwise.resolve(in: scope)?.text ?? ""
                }
            case .branches(let branches):
                for branch in branches {
                    if let condition = branch.condition, try !condition.evaluate(in: scope) { continue }
                    try render(branch.nodes, into: &output, scope: &scope, library: library)
                    break
                }
            case .loop(let loop):
                try loop.render(into: &output, scope: &scope, library: library)
            case .include(let include):
                try include.render(into: &output, scope: &scope, library: library)
            }
        }
    }
}

/// Where an `include` finds its partial: the compiler's cache of programs.
protocol ProgramLibrary {
    /// The compiled template `name`; throws `ProgramEscape` if Stencil must render it (it
    /// does not parse, or goes beyond the subset).
    func program(named name: String) throws(ProgramEscape) -> TemplateProgram
}

enum ProgramNode {
    case text(String)
    /// `{{ expression }}`
    case output(OutputExpression)
    /// `{{ value if condition else otherwise }}`
    case conditionalOutput(OutputExpression, TemplateCondition, OutputExpression?)
    /// `if`/`elif`/`else` and `ifnot`: the first branch whose condition holds (or that has none).
    case branches([ProgramBranch])
    case loop(ProgramLoop)
    case include(ProgramInclude)
}

struct ProgramBranch {
    let condition: TemplateCondition?
    let nodes: [ProgramNode]
}

/// What a `{{ }}` tag prints: a filtered value, or, when its words make an expression with
/// operators, Stencil's "true" or "false".
enum OutputExpression {
    case value(FilteredValue)
    case condition(TemplateCondition)

    func resolve(in scope: RenderScope) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .value(let value): try value.resolve(in: scope)
        case .condition(let condition): .string(try condition.evaluate(in: scope) ? "true" : "false")
        }
    }
}

/// `{% include "name" %}` and `{% include "name" context %}` as `CachedInclude` renders them.
struct ProgramInclude {
    let name: TemplateVariable
    let context: String?

    func render(into output: inout String, scope: inout RenderScope, library: some ProgramLibrary) throws(ProgramEscape) {
        guard case .string(let name)? = try name.resolve(in: scope) else { throw ProgramEscape() }
        let program = try library.program(named: name)
        let depth = scope.depth
        // Stencil pushes the context variable only when it is a plain dictionary.
        let pushed = context.flatMap { scope.lookup($0) }
        switch pushed {
        case .object(let members, isWrapped: false)?:
            for (key, value) in members { scope.push(key, value) }
        case .loop(let index, let count)?:
            for (key, value) in RenderValue.loopMembers(index: index, count: count) { scope.push(key, value) }
        default:
            break
        }
        try TemplateProgram.render(program.nodes, into: &output, scope: &scope, library: library)
        scope.pop(to: depth)
    }
}

/// One step of a `TemplateProgram`, as Stencil's nodes are steps of its templates.
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

/// One branch of an `if`: its condition (none for `else`) and what it renders.
struct ProgramBranch {
    let condition: TemplateCondition?
    let nodes: [ProgramNode]
}

/// What a `{{ }}` tag prints: a filtered value, or, when its words make an expression with
/// operators, Stencil's "true" or "false".
enum OutputExpression {
    case value(FilteredValue)
    case condition(TemplateCondition)

    func resolve(in scope: inout RenderScope) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .value(let value): try value.resolve(in: &scope)
        case .condition(let condition):
            .string(try condition.evaluate(in: &scope) ? "true" : "false")
        }
    }
}

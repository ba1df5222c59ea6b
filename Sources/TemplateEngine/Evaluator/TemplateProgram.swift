/// A template compiled for the evaluator: Stencil's node tree for the subset of the
/// language the templates use (text, `{{ }}` with filters and `if … else`, `if`/`elif`/
/// `else`, `ifnot`, `for` with `where` and `empty`, `include`), rendered into one string
/// without Stencil's per-render parsing, dictionary pushes and dynamic casts.
/// `TemplateProgramParser` makes one only where every part means what it means to Stencil.
final class TemplateProgram {
    let nodes: [ProgramNode]
    /// The steps one render costs outside the template's loops (see `RenderBudget`).
    let cost: Int

    init(nodes: [ProgramNode], cost: Int) {
        self.nodes = nodes
        self.cost = cost
    }

    /// The output for `scope`; throws `ProgramEscape` where Stencil must render instead, or
    /// where a limit of `RenderBudget` is crossed.
    func render(in scope: inout RenderScope, library: some ProgramLibrary) throws(ProgramEscape)
        -> String
    {
        var output = ""
        try scope.spend(cost)
        try Self.render(nodes, into: &output, scope: &scope, library: library)
        try scope.checkSize(of: output)
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
                output += try scope.text(of: expression.resolve(in: &scope), processing: false)
                // Counted as it grows: a value printed 10,000 times would otherwise build gigabytes.
                try scope.checkSize(of: output)
            case .conditionalOutput(let value, let condition, let otherwise):
                if try condition.evaluate(in: &scope) {
                    output += try scope.text(of: value.resolve(in: &scope), processing: false)
                } else if let otherwise {
                    output += try scope.text(of: otherwise.resolve(in: &scope), processing: false)
                }
                try scope.checkSize(of: output)
            case .branches(let branches):
                for branch in branches {
                    if let condition = branch.condition, try !condition.evaluate(in: &scope) {
                        continue
                    }
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

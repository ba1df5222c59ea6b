/// `{% include "name" %}` and `{% include "name" context %}` as `CachedInclude` renders them.
struct ProgramInclude {
    let name: TemplateVariable
    let context: String?
    /// Where the `include` tag stands.
    let site: TemplateSite

    func render(into output: inout String, scope: inout RenderScope, library: some ProgramLibrary)
        throws(ProgramEscape)
    {
        guard case .string(let name)? = try name.resolve(in: &scope) else { throw ProgramEscape() }
        let program = try library.program(named: name)
        // Past the limit, Stencil renders, and reports where the includes went round.
        guard scope.includeDepth < TemplateCompiler.maximumIncludeDepth else {
            throw ProgramEscape()
        }
        scope.includeDepth += 1
        defer { scope.includeDepth -= 1 }
        try scope.spend(program.cost)
        let isOutermost = scope.outermostInclude == nil
        if isOutermost { scope.outermostInclude = site }
        defer { if isOutermost { scope.outermostInclude = nil } }
        let depth = scope.depth
        // Stencil pushes the context variable only when it is a plain dictionary.
        let pushed = context.flatMap { scope.lookup($0) }
        switch pushed {
        case .object(let members, isWrapped: false)?:
            // Stencil stops rendering when a scope has its loop-termination keys.
            if members.keys.contains(where: StencilSyntax.isLoopTerminationKey) {
                throw ProgramEscape()
            }
            for (key, value) in members { scope.push(key, value) }
        case .loop(let index, let count)?:
            for (key, value) in RenderValue.loopMembers(index: index, count: count) {
                scope.push(key, value)
            }
        default:
            break
        }
        try TemplateProgram.render(program.nodes, into: &output, scope: &scope, library: library)
        scope.pop(to: depth)
        try scope.checkSize(of: output)
    }
}

/// Thrown where the compiled evaluator cannot give Stencil's exact answer (an error, a
/// value it does not model): the template is then rendered by Stencil, which answers for
/// itself. Or thrown where the render crossed a limit (`limit`), which the evaluator
/// reports itself: Stencil would only take as long again to cross it.
struct ProgramEscape: Error {
    var limit: RenderLimitExceeded?
}

/// Thrown while compiling where a template goes beyond what the evaluator mirrors; such a
/// template is left to Stencil.
struct ProgramUnsupported: Error {}

/// Thrown where the compiled evaluator cannot give Stencil's exact answer (an error, a
/// value it does not model): the template is then rendered by Stencil, which answers for
/// itself.
struct ProgramEscape: Error {}

/// Thrown while compiling where a template goes beyond what the evaluator mirrors; such a
/// template is left to Stencil.
struct ProgramUnsupported: Error {}

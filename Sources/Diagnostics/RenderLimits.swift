/// The limits on the work of rendering one template, in one place for both template
/// languages: the Stencil-based evaluator (`RenderBudget` in TemplateEngine) and the Liquid
/// engine (`Liquid`) read them from here, so a template in either language stops at the same
/// bounds. Why each is what it is: see `RenderBudget`.
public enum RenderLimits {
    /// Steps (loop turns and the tags and texts they render, includes) of one render.
    public static let maximumSteps = 2_000_000
    /// UTF-8 bytes one render may write.
    public static let maximumBytes = 16 << 20
    /// UTF-8 bytes the filters and comparisons of one render may go through.
    public static let maximumProcessedBytes = 64 << 20
    /// What one value (a filter's result) may hold: no more than a render may write.
    public static let maximumValueBytes = maximumBytes
    /// Includes inside includes.
    public static let maximumIncludeDepth = 64
}

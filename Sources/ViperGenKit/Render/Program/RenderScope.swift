/// The variables of one render: the module's context at the bottom, and above it what
/// loops and includes bind. Stencil pushes a dictionary per loop turn and looks a name up
/// through all of them; here a turn pushes two entries onto flat arrays, and a lookup
/// walks back through the few bindings before it reaches the context's dictionary.
struct RenderScope {
    let context: [String: RenderValue]
    private var names: [String] = []
    private var values: [RenderValue] = []
    /// How many includes are being rendered.
    var includeDepth = 0
    /// Steps taken so far (see `RenderBudget`).
    var steps = 0
    /// The outermost loop with more than one turn being rendered, and the outermost include:
    /// where a crossed limit is reported.
    var outermostLoop: TemplateSite?
    var outermostInclude: TemplateSite?

    init(context: [String: RenderValue]) {
        self.context = context
        names.reserveCapacity(16)
        values.reserveCapacity(16)
    }

    /// The innermost value bound to `name` (Stencil's `Context` subscript).
    func lookup(_ name: String) -> RenderValue? {
        var index = names.count
        while index > 0 {
            index -= 1
            if names[index] == name { return values[index] }
        }
        return context[name]
    }

    /// How many bindings there are, to `pop(to:)` back to.
    var depth: Int { names.count }

    mutating func push(_ name: String, _ value: RenderValue) {
        names.append(name)
        values.append(value)
    }

    /// Takes `cost` steps, or throws if that crosses the limit.
    mutating func spend(_ cost: Int) throws(ProgramEscape) {
        steps &+= cost
        if steps > RenderBudget.maximumSteps { throw ProgramEscape(limit: exceeded(.steps)) }
    }

    /// Throws if `output` has grown past the limit.
    func checkSize(of output: String) throws(ProgramEscape) {
        if output.utf8.count > RenderBudget.maximumBytes { throw ProgramEscape(limit: exceeded(.bytes)) }
    }

    private func exceeded(_ limit: RenderBudget.Limit) -> RenderLimitExceeded {
        RenderLimitExceeded(limit: limit, site: outermostLoop ?? outermostInclude)
    }

    mutating func pop(to depth: Int) {
        names.removeSubrange(depth...)
        values.removeSubrange(depth...)
    }
}

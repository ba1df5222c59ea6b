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
    /// Bytes filters and comparisons have gone through so far (see `RenderBudget`).
    var processedBytes = 0
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
        if output.utf8.count > RenderBudget.maximumBytes {
            throw ProgramEscape(limit: exceeded(.bytes))
        }
    }

    /// Counts `bytes` that a filter or comparison goes through, or throws if that crosses the limit.
    mutating func process(_ bytes: Int) throws(ProgramEscape) {
        let (sum, overflow) = processedBytes.addingReportingOverflow(bytes)
        processedBytes = overflow ? .max : sum
        if processedBytes > RenderBudget.maximumProcessedBytes {
            throw ProgramEscape(limit: exceeded(.processedBytes))
        }
    }

    /// Counts a value of `bytes` that is about to be built as gone through, or throws if it
    /// would be larger than a value may be.
    mutating func build(_ bytes: Int) throws(ProgramEscape) {
        try checkValueSize(bytes)
        try process(bytes)
    }

    /// Throws if a value of `bytes` would be larger than a value may be.
    func checkValueSize(_ bytes: Int) throws(ProgramEscape) {
        if bytes > RenderBudget.maximumValueBytes {
            throw ProgramEscape(limit: exceeded(.valueBytes))
        }
    }

    /// `value.text` (an absent value prints nothing). A list's or dictionary's description is
    /// refused before it is built if it would be larger than a value may be; a filter's input
    /// (`processing`) counts it as gone through, where printing counts it as written.
    mutating func text(of value: RenderValue?, processing: Bool) throws(ProgramEscape) -> String {
        switch value {
        case nil: return ""
        case .list?, .object?, .null?, .loop?: break
        case let value?: return value.text
        }
        guard let value else { return "" }
        try checkValueSize(
            RenderBudget.printedSize(of: value, upTo: RenderBudget.maximumValueBytes))
        let text = value.text
        if processing { try process(text.utf8.count) }
        return text
    }

    private func exceeded(_ limit: RenderBudget.Limit) -> RenderLimitExceeded {
        RenderLimitExceeded(limit: limit, site: outermostLoop ?? outermostInclude)
    }

    mutating func pop(to depth: Int) {
        names.removeSubrange(depth...)
        values.removeSubrange(depth...)
    }
}

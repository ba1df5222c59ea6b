/// `{% for variables in sequence where condition %}…{% empty %}…{% endfor %}` as Stencil's
/// `ForNode` renders it: lists in order, plain dictionaries as (key, value) pairs sorted by
/// key, anything missing or scalar as empty; `forloop` holds first, last, counter,
/// counter0 and length of the turns left after `where`.
struct ProgramLoop {
    let variables: [String]
    let sequence: FilteredValue
    let filter: TemplateCondition?
    let body: [ProgramNode]
    let empty: [ProgramNode]
    /// Where the `for` tag stands.
    let site: TemplateSite
    /// The steps one turn costs (see `RenderBudget`).
    let cost: Int

    /// One turn's value: an element, or a dictionary's entry (a tuple to Stencil).
    private enum Item {
        case value(RenderValue)
        case entry(key: String, value: RenderValue)
    }

    func render(into output: inout String, scope: inout RenderScope, library: some ProgramLibrary)
        throws(ProgramEscape)
    {
        var items = try resolveItems(in: &scope)
        if let filter {
            var kept: [Item] = []
            for item in items {
                try scope.spend(1)
                let depth = scope.depth
                try bind(item, in: &scope)
                let keep = try filter.evaluate(in: &scope)
                scope.pop(to: depth)
                if keep { kept.append(item) }
            }
            items = kept
        }
        guard !items.isEmpty else {
            try TemplateProgram.render(empty, into: &output, scope: &scope, library: library)
            return
        }
        // The outermost loop that turns more than once is the one that multiplies the work.
        let isOutermost = items.count > 1 && scope.outermostLoop == nil
        if isOutermost { scope.outermostLoop = site }
        let depth = scope.depth
        for (index, item) in items.enumerated() {
            try scope.spend(cost)
            scope.push("forloop", .loop(index: index, count: items.count))
            try bind(item, in: &scope)
            try TemplateProgram.render(body, into: &output, scope: &scope, library: library)
            scope.pop(to: depth)
            try scope.checkSize(of: output)
        }
        if isOutermost { scope.outermostLoop = nil }
    }

    private func resolveItems(in scope: inout RenderScope) throws(ProgramEscape) -> [Item] {
        switch try sequence.resolve(in: &scope) {
        case .list(let values)?:
            return values.map(Item.value)
        case .object(let members, isWrapped: false)?:
            return members.sorted { $0.key < $1.key }.map {
                Item.entry(key: $0.key, value: $0.value)
            }
        case .loop(let index, let count)?:
            return RenderValue.loopMembers(index: index, count: count).sorted { $0.key < $1.key }
                .map {
                    Item.entry(key: $0.key, value: $0.value)
                }
        case .object(_, isWrapped: true)?:
            // Stencil walks a `TemplateObject`'s stored properties by reflection.
            throw ProgramEscape()
        case nil, .string?, .int?, .double?, .float?, .bool?, .null?:
            return []
        }
    }

    /// The loop variables for `item`, as `ForNode.push(value:)` binds them.
    private func bind(_ item: Item, in scope: inout RenderScope) throws(ProgramEscape) {
        guard let first = variables.first else { return }
        switch item {
        case .value(let value):
            scope.push(first, value)
        case .entry(let key, let value):
            // A tuple with fewer values than variables is an error in Stencil.
            guard variables.count <= 2 else { throw ProgramEscape() }
            for (offset, variable) in variables.enumerated() where variable != "_" {
                scope.push(variable, offset == 0 ? .string(key) : value)
            }
        }
    }
}

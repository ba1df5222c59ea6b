import Stencil

/// Compiles Stencil's tokens of a template into a `TemplateProgram`, following Stencil's
/// `TokenParser` and tag parsers step by step. It runs only on templates Stencil has
/// already parsed without error, and gives up (`nil`) on anything outside the subset or
/// anything it is unsure of, so the template renders with Stencil as before.
struct TemplateProgramParser {
    private let tokens: [Token]
    private var position = 0
    /// Reads the template's filter expressions, each text once.
    private let values: FilteredValueReader
    /// Where a token stands, for the tags a crossed limit is reported at.
    private let site: (Token) -> TemplateSite
    /// The steps a turn of each loop costs, by its `for` token.
    private let loopCosts: [ObjectIdentifier: Int]

    /// The program of the template whose tokens are `tokens`; `site` tells where a token stands.
    static func compile(
        _ tokens: [Token],
        stringFilters: StringFilters,
        site: @escaping (Token) -> TemplateSite
    ) -> TemplateProgram? {
        let costs = RenderBudget.costs(of: tokens)
        var parser = TemplateProgramParser(
            tokens: tokens,
            values: FilteredValueReader(stringFilters: stringFilters),
            site: site,
            loopCosts: costs.loops
        )
        guard let nodes = try? parser.parse(until: []) else { return nil }
        return TemplateProgram(nodes: nodes, cost: costs.template)
    }

    private init(
        tokens: [Token],
        values: FilteredValueReader,
        site: @escaping (Token) -> TemplateSite,
        loopCosts: [ObjectIdentifier: Int]
    ) {
        self.tokens = tokens
        self.values = values
        self.site = site
        self.loopCosts = loopCosts
    }

    private mutating func nextToken() -> Token? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    /// `TokenParser.parse(_:)`: nodes up to a block tag whose first word is in `ends`,
    /// which is left for the caller.
    private mutating func parse(until ends: Set<String>) throws(ProgramUnsupported) -> [ProgramNode]
    {
        var nodes: [ProgramNode] = []
        while let token = nextToken() {
            switch token.kind {
            case .text:
                // Text split by a comment is one run of text to the output.
                if case .text(let previous)? = nodes.last {
                    nodes[nodes.count - 1] = .text(previous + token.contents)
                } else {
                    nodes.append(.text(token.contents))
                }
            case .variable:
                nodes.append(try variableNode(StencilSyntax.smartSplit(token.contents)))
            case .block:
                let components = StencilSyntax.smartSplit(token.contents)
                guard let tag = components.first else { continue }  // Stencil skips `{% %}`
                if ends.contains(tag) {
                    position -= 1
                    return nodes
                }
                switch tag {
                case "for": nodes.append(try forNode(components, token: token))
                case "if": nodes.append(try ifNode(components))
                case "ifnot": nodes.append(try ifNotNode(components))
                case "include": nodes.append(try includeNode(components, token: token))
                default: throw ProgramUnsupported()  // labelled loops, other tags
                }
            case .comment:
                continue
            }
        }
        return nodes
    }

    // MARK: - Tags

    /// `VariableNode.parse`.
    private func variableNode(_ components: [String]) throws(ProgramUnsupported) -> ProgramNode {
        guard !components.isEmpty else { throw ProgramUnsupported() }
        guard components.count > 2, components[1] == "if" else {
            return .output(try outputExpression(components))
        }
        let value = try outputExpression([components[0]])
        let rest = components[2...]
        if let elseIndex = rest.firstIndex(of: "else") {
            let condition = try condition(Array(rest[..<elseIndex]))
            let otherwise = try outputExpression(Array(rest[(elseIndex + 1)...]))
            return .conditionalOutput(value, condition, otherwise)
        }
        return .conditionalOutput(value, try condition(Array(rest)), nil)
    }

    /// `VariableNode.parse`'s `compileResolvable`: an expression, which prints its value when
    /// it is a plain variable and "true"/"false" otherwise. Stencil reads words that make no
    /// expression as one variable name; that is left to it.
    private func outputExpression(_ components: [String]) throws(ProgramUnsupported)
        -> OutputExpression
    {
        switch try condition(components) {
        case .variable(let value): .value(value)
        case let condition: .condition(condition)
        }
    }

    private func condition(_ components: [String]) throws(ProgramUnsupported) -> TemplateCondition {
        try ConditionParser.parse(components, values: values)
    }

    /// `ForNode.parse`, without labels.
    private mutating func forNode(_ components: [String], token: Token) throws(ProgramUnsupported)
        -> ProgramNode
    {
        func hasToken(_ token: String, at index: Int) -> Bool {
            components.count > index + 1 && components[index] == token
        }
        guard hasToken("in", at: 2), components.count == 4 || hasToken("where", at: 4) else {
            throw ProgramUnsupported()
        }
        let variables = components[1].split(separator: ",").map {
            StencilSyntax.trim(String($0), " ")
        }
        guard !variables.contains(where: StencilSyntax.isLoopTerminationKey) else {
            throw ProgramUnsupported()
        }
        let sequence = try values.value(components[3])
        let filter = hasToken("where", at: 4) ? try condition(Array(components[5...])) : nil
        let body = try parse(until: ["endfor", "empty"])
        guard let end = nextToken() else { throw ProgramUnsupported() }
        var empty: [ProgramNode] = []
        if end.contents == "empty" {
            empty = try parse(until: ["endfor"])
            _ = nextToken()
        }
        guard let cost = loopCosts[ObjectIdentifier(token)] else { throw ProgramUnsupported() }
        return .loop(
            ProgramLoop(
                variables: variables,
                sequence: sequence,
                filter: filter,
                body: body,
                empty: empty,
                site: site(token),
                cost: cost
            )
        )
    }

    /// `IfNode.parse`.
    private mutating func ifNode(_ components: [String]) throws(ProgramUnsupported) -> ProgramNode {
        let first = try condition(Array(components.dropFirst()))
        var branches = [
            ProgramBranch(condition: first, nodes: try parse(until: ["endif", "elif", "else"]))
        ]
        var next = nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition = try condition(
                Array(StencilSyntax.smartSplit(current.contents).dropFirst()))
            let nodes = try parse(until: ["endif", "elif", "else"])
            next = nextToken()
            branches.append(ProgramBranch(condition: condition, nodes: nodes))
        }
        if let current = next, current.contents == "else" {
            branches.append(ProgramBranch(condition: nil, nodes: try parse(until: ["endif"])))
            next = nextToken()
        }
        guard let current = next, current.contents == "endif" else { throw ProgramUnsupported() }
        return .branches(branches)
    }

    /// `IfNode.parse_ifnot`: the `else` part when the condition holds, the first part when not.
    private mutating func ifNotNode(_ components: [String]) throws(ProgramUnsupported)
        -> ProgramNode
    {
        guard components.count == 2 else { throw ProgramUnsupported() }
        let condition = try condition([components[1]])
        let falseNodes = try parse(until: ["endif", "else"])
        guard let end = nextToken() else { throw ProgramUnsupported() }
        var trueNodes: [ProgramNode] = []
        if end.contents == "else" {
            trueNodes = try parse(until: ["endif"])
            _ = nextToken()
        }
        return .branches([
            ProgramBranch(condition: condition, nodes: trueNodes),
            ProgramBranch(condition: nil, nodes: falseNodes),
        ])
    }

    /// `CachedInclude.parse`: the name is a plain Stencil `Variable`, not a filter expression.
    private func includeNode(_ components: [String], token: Token) throws(ProgramUnsupported)
        -> ProgramNode
    {
        guard components.count == 2 || components.count == 3 else { throw ProgramUnsupported() }
        let name = try TemplateVariable(components[1])
        return .include(
            ProgramInclude(
                name: name, context: components.count == 3 ? components[2] : nil, site: site(token))
        )
    }
}

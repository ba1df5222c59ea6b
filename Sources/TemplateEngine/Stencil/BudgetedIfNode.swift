import Stencil

/// Stencil's `if` and `ifnot` tags (`IfNode` of Stencil 0.15.1, which it keeps internal,
/// ported), with their conditions read as `BudgetedExpression`s, which count what their
/// comparisons go through. Registered in the compiler's own extension, which Stencil
/// consults before its default one.
final class BudgetedIfNode: NodeType {
    /// Each condition with what it renders; the `else` part has none.
    let conditions: [(expression: Stencil.Expression?, nodes: [NodeType])]
    let token: Token?

    private init(conditions: [(expression: Stencil.Expression?, nodes: [NodeType])], token: Token) {
        self.conditions = conditions
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token, budget: StencilBudget) throws -> NodeType
    {
        let expression = try BudgetedExpression.parse(
            Array(token.components.dropFirst()), token: token, parser: parser, budget: budget)
        var conditions: [(expression: Stencil.Expression?, nodes: [NodeType])] = [
            (expression, try parser.parse(until(["endif", "elif", "else"])))
        ]
        var nextToken = parser.nextToken()
        while let current = nextToken, current.contents.hasPrefix("elif") {
            let expression = try BudgetedExpression.parse(
                Array(current.components.dropFirst()), token: current, parser: parser,
                budget: budget)
            let nodes = try parser.parse(until(["endif", "elif", "else"]))
            nextToken = parser.nextToken()
            conditions.append((expression, nodes))
        }
        if let current = nextToken, current.contents == "else" {
            conditions.append((nil, try parser.parse(until(["endif"]))))
            nextToken = parser.nextToken()
        }
        guard let current = nextToken, current.contents == "endif" else {
            throw TemplateSyntaxError("`endif` was not found.")
        }
        return BudgetedIfNode(conditions: conditions, token: token)
    }

    static func parseIfNot(_ parser: TokenParser, token: Token, budget: StencilBudget) throws
        -> NodeType
    {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateSyntaxError(
                "'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let expression = try BudgetedExpression.parse(
            Array(components.dropFirst()), token: token, parser: parser, budget: budget)
        let falseNodes = try parser.parse(until(["endif", "else"]))
        guard let next = parser.nextToken() else {
            throw TemplateSyntaxError("`endif` was not found.")
        }
        var trueNodes: [NodeType] = []
        if next.contents == "else" {
            trueNodes = try parser.parse(until(["endif"]))
            _ = parser.nextToken()
        }
        // Stencil keeps the token the `else` or `endif` stands at.
        return BudgetedIfNode(
            conditions: [(expression, trueNodes), (nil, falseNodes)], token: next)
    }

    func render(_ context: Context) throws -> String {
        for (expression, nodes) in conditions {
            if let expression, try !expression.evaluate(context: context) { continue }
            return try context.push { try renderNodes(nodes, context) }
        }
        return ""
    }
}

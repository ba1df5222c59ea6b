import Stencil

/// Stencil's `{{ … }}` (`VariableNode` of Stencil 0.15.1, ported), which reads its
/// conditions (`{{ a if b == c else d }}`, `{{ a in b }}`) as `BudgetedExpression`s and
/// counts what it prints as written, as it writes it: ten thousand `{{ params.long }}` in
/// one loop turn would otherwise build gigabytes before the turn is counted. Stencil's
/// parser makes a `VariableNode` of every variable token itself, so the compiler hands it
/// each one as a block token of the tag `tagName`, which this node is registered as.
final class BudgetedVariableNode: NodeType {
    /// The name of the tag a variable token becomes; a block tag a template names so is
    /// unknown, as before.
    static let tagName = "{{"

    let variable: Resolvable
    let condition: Stencil.Expression?
    let elseExpression: Resolvable?
    /// The variable token, where Stencil reports the node's errors.
    let token: Token?
    let budget: StencilBudget

    private init(
        variable: Resolvable, condition: Stencil.Expression?, elseExpression: Resolvable?,
        token: Token, budget: StencilBudget
    ) {
        self.variable = variable
        self.condition = condition
        self.elseExpression = elseExpression
        self.token = token
        self.budget = budget
    }

    /// The block token that stands for the variable token `token`.
    static func blockToken(for token: Token) -> Token {
        .block(value: "\(tagName) \(token.contents)", at: token.sourceMap)
    }

    /// The node of the variable token `token` (whose block token the parser holds).
    static func parse(_ parser: TokenParser, token: Token, budget: StencilBudget) throws -> NodeType
    {
        do {
            return try parseVariable(parser, token: token, budget: budget)
        } catch let error as TemplateSyntaxError {
            // What Stencil would not place, it places at the block token; place it at this one.
            throw TemplateSyntaxError(
                reason: error.reason, token: error.token ?? token, stackTrace: error.stackTrace)
        }
    }

    private static func parseVariable(_ parser: TokenParser, token: Token, budget: StencilBudget)
        throws -> NodeType
    {
        let components = token.components
        func hasToken(_ word: String, at index: Int) -> Bool {
            components.count > (index + 1) && components[index] == word
        }
        func compileResolvable(_ components: [String]) throws -> Resolvable {
            try
                (try? BudgetedExpression.parse(
                    components, token: token, parser: parser, budget: budget))
                ?? parser.compileFilter(components.joined(separator: " "), containedIn: token)
        }
        let variable: Resolvable
        var condition: Stencil.Expression?
        var elseExpression: Resolvable?
        if hasToken("if", at: 1) {
            variable = try compileResolvable([components[0]])
            let rest = components.suffix(from: 2)
            if let elseIndex = rest.firstIndex(of: "else") {
                condition = try BudgetedExpression.parse(
                    Array(rest.prefix(upTo: elseIndex)), token: token, parser: parser,
                    budget: budget)
                elseExpression = try compileResolvable(
                    Array(rest.suffix(from: elseIndex.advanced(by: 1))))
            } else {
                condition = try BudgetedExpression.parse(
                    Array(rest), token: token, parser: parser, budget: budget)
            }
        } else if !components.isEmpty {
            variable = try compileResolvable(components)
        } else {
            throw TemplateSyntaxError(reason: "Missing variable name", token: token)
        }
        return BudgetedVariableNode(
            variable: variable, condition: condition, elseExpression: elseExpression, token: token,
            budget: budget)
    }

    func render(_ context: Context) throws -> String {
        let text: String
        if let condition, try !condition.evaluate(context: context) {
            text =
                try elseExpression.map {
                    try budget.text(of: $0.resolve(context), processing: false)
                } ?? ""
        } else {
            text = try budget.text(of: variable.resolve(context), processing: false)
        }
        try budget.printed(text.utf8.count)
        return text
    }
}

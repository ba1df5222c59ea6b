import Stencil

/// Stencil's expressions for `if`, `elif`, `ifnot`, `for … where` and `{{ … }}` (the parser
/// and expressions of IfTag.swift and Expression.swift of Stencil 0.15.1, which it keeps
/// internal, ported), counting what comparisons go through against the render's budget as
/// the evaluator's `TemplateCondition` counts it: Stencil compares texts of any length, and
/// `in` searches one in another, which Foundation may take seconds for.
final class BudgetedExpression: Stencil.Expression {
    indirect enum Node {
        /// `VariableExpression`: a resolvable, true by Stencil's rules.
        case variable(Resolvable)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(TemplateCondition.ComparisonOperator, Node, Node)
    }

    let node: Node
    let budget: StencilBudget

    init(_ node: Node, budget: StencilBudget) {
        self.node = node
        self.budget = budget
    }

    /// The expression of `components`, the words of `token` after the tag's name, with
    /// Stencil's errors for a malformed one.
    static func parse(
        _ components: [String], token: Token, parser: TokenParser, budget: StencilBudget
    ) throws -> BudgetedExpression {
        BudgetedExpression(
            try Parser(components[...], token: token, parser: parser).parse(), budget: budget)
    }

    func evaluate(context: Context) throws -> Bool {
        try evaluate(node, context)
    }

    /// `VariableExpression` resolves to its value; any other expression to "true" or "false".
    func resolve(_ context: Context) throws -> Any? {
        if case .variable(let variable) = node { return try variable.resolve(context) }
        return "\(try evaluate(node, context))"
    }

    var description: String { Self.describe(node) }

    private func evaluate(_ node: Node, _ context: Context) throws -> Bool {
        switch node {
        case .variable(let variable):
            return Self.isTruthy(try variable.resolve(context))
        case .not(let expression):
            return try !evaluate(expression, context)
        case .and(let lhs, let rhs):
            guard try evaluate(lhs, context) else { return false }
            return try evaluate(rhs, context)
        case .or(let lhs, let rhs):
            if try evaluate(lhs, context) { return true }
            return try evaluate(rhs, context)
        case .comparison(let comparison, let lhs, let rhs):
            // Stencil compares only plain values; `(a == b) == c` and `a == not b` are false.
            guard case .variable(let left) = lhs, case .variable(let right) = rhs else {
                return comparison == .notEqual
            }
            let lhsValue = try left.resolve(context)
            let rhsValue = try right.resolve(context)
            try budget.process(Self.cost(of: comparison, lhsValue, rhsValue))
            switch comparison {
            case .contains: return Self.contains(lhsValue, in: rhsValue)
            case .equal: return Self.equals(lhsValue, rhsValue)
            case .notEqual: return !Self.equals(lhsValue, rhsValue)
            case .less: return Self.compare(lhsValue, rhsValue, by: <)
            case .lessOrEqual: return Self.compare(lhsValue, rhsValue, by: <=)
            case .greater: return Self.compare(lhsValue, rhsValue, by: >)
            case .greaterOrEqual: return Self.compare(lhsValue, rhsValue, by: >=)
            }
        }
    }

    /// `TemplateCondition.cost(of:_:_:)` for values as Stencil holds them.
    static func cost(of comparison: TemplateCondition.ComparisonOperator, _ lhs: Any?, _ rhs: Any?)
        -> Int
    {
        switch comparison {
        case .equal, .notEqual:
            guard let left = lhs as? String, let right = rhs as? String else { return 0 }
            return RenderBudget.equalityCost(left.utf8.count, right.utf8.count)
        case .contains:
            if let needle = lhs as? String, let text = rhs as? String {
                return RenderBudget.searchCost(text: text.utf8.count, needle: needle.utf8.count)
            }
            guard let items = rhs as? [Any] else { return 0 }
            var cost = RenderBudget.elementsCost(items.count)
            if let needle = lhs as? String {
                for case let item as String in items {
                    cost += RenderBudget.equalityCost(item.utf8.count, needle.utf8.count)
                }
            }
            return cost
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return 0
        }
    }

    /// `VariableExpression.evaluate`.
    private static func isTruthy(_ result: Any?) -> Bool {
        if let result = result as? [Any] {
            return !result.isEmpty
        } else if let result = result as? [String: Any] {
            return !result.isEmpty
        } else if let result = result as? Bool {
            return result
        } else if let result = result as? String {
            return !result.isEmpty
        } else if let value = result, let number = number(of: value) {
            return number > 0
        }
        return result != nil
    }

    /// `InExpression.evaluate`.
    private static func contains(_ lhsValue: Any?, in rhsValue: Any?) -> Bool {
        if let lhs = lhsValue as? AnyHashable, let rhs = rhsValue as? [AnyHashable] {
            return rhs.contains(lhs)
        } else if let lhs = lhsValue as? Int, let rhs = rhsValue as? CountableClosedRange<Int> {
            return rhs.contains(lhs)
        } else if let lhs = lhsValue as? Int, let rhs = rhsValue as? CountableRange<Int> {
            return rhs.contains(lhs)
        } else if let lhs = lhsValue as? String, let rhs = rhsValue as? String {
            return StencilSyntax.contains(rhs, lhs)
        }
        return lhsValue == nil && rhsValue == nil
    }

    /// `EqualityExpression.evaluate`.
    private static func equals(_ lhsValue: Any?, _ rhsValue: Any?) -> Bool {
        guard let lhs = lhsValue, let rhs = rhsValue else {
            return lhsValue == nil && rhsValue == nil
        }
        if let lhs = number(of: lhs), let rhs = number(of: rhs) {
            return lhs == rhs
        } else if let lhs = lhs as? String, let rhs = rhs as? String {
            return lhs == rhs
        } else if let lhs = lhs as? Bool, let rhs = rhs as? Bool {
            return lhs == rhs
        }
        return false
    }

    /// `NumericExpression.evaluate`.
    private static func compare(
        _ lhsValue: Any?, _ rhsValue: Any?, by order: (Float, Float) -> Bool
    ) -> Bool {
        guard let lhs = lhsValue.flatMap(number(of:)), let rhs = rhsValue.flatMap(number(of:))
        else { return false }
        return order(lhs, rhs)
    }

    /// Stencil's `toNumber(value:)`: numbers as `Float`.
    static func number(of value: Any) -> Float? {
        switch value {
        case let value as Float: value
        case let value as Double: Float(value)
        case let value as UInt: Float(value)
        case let value as Int: Float(value)
        case let value as Int8: Float(value)
        case let value as Int16: Float(value)
        case let value as Int32: Float(value)
        case let value as Int64: Float(value)
        case let value as UInt8: Float(value)
        case let value as UInt16: Float(value)
        case let value as UInt32: Float(value)
        case let value as UInt64: Float(value)
        default: nil
        }
    }

    private static func describe(_ node: Node) -> String {
        switch node {
        case .variable(let variable): "(variable: \(variable))"
        case .not(let expression): "not \(describe(expression))"
        case .and(let lhs, let rhs): "(\(describe(lhs)) and \(describe(rhs)))"
        case .or(let lhs, let rhs): "(\(describe(lhs)) or \(describe(rhs)))"
        case .comparison(let comparison, let lhs, let rhs):
            "(\(describe(lhs)) \(Parser.symbol(of: comparison)) \(describe(rhs)))"
        }
    }

    /// `IfExpressionParser`: a Pratt parser over the words, with Stencil's binding powers.
    private final class Parser {
        private enum Piece {
            case infix(
                name: String, bindingPower: Int, operator: TemplateCondition.ComparisonOperator?)
            case prefix(name: String, bindingPower: Int)
            case variable(Resolvable)
            case subExpression(Node)
            case end

            var bindingPower: Int {
                switch self {
                case .infix(_, let bindingPower, _), .prefix(_, let bindingPower): bindingPower
                case .variable, .subExpression, .end: 0
                }
            }
        }

        /// Stencil's operators: `in`, `or` and `and` bind loosest, then `not`, then comparisons.
        private static func operatorPiece(_ name: String) -> Piece? {
            switch name {
            case "in": .infix(name: name, bindingPower: 5, operator: .contains)
            case "or": .infix(name: name, bindingPower: 6, operator: nil)
            case "and": .infix(name: name, bindingPower: 7, operator: nil)
            case "not": .prefix(name: name, bindingPower: 8)
            case "==": .infix(name: name, bindingPower: 10, operator: .equal)
            case "!=": .infix(name: name, bindingPower: 10, operator: .notEqual)
            case ">": .infix(name: name, bindingPower: 10, operator: .greater)
            case ">=": .infix(name: name, bindingPower: 10, operator: .greaterOrEqual)
            case "<": .infix(name: name, bindingPower: 10, operator: .less)
            case "<=": .infix(name: name, bindingPower: 10, operator: .lessOrEqual)
            default: nil
            }
        }

        static func symbol(of comparison: TemplateCondition.ComparisonOperator) -> String {
            switch comparison {
            case .contains: "in"
            case .equal: "=="
            case .notEqual: "!="
            case .less: "<"
            case .lessOrEqual: "<="
            case .greater: ">"
            case .greaterOrEqual: ">="
            }
        }

        private let pieces: [Piece]
        private var position = 0

        init(_ components: ArraySlice<String>, token: Token, parser: TokenParser) throws {
            var parsed = Set<Int>()
            var bracketsBalance = 0
            var pieces: [Piece] = []
            for (index, component) in zip(components.indices, components)
            where !parsed.contains(index) {
                if component == "(" {
                    bracketsBalance += 1
                    let (expression, parsedCount) = try Self.subExpression(
                        from: components.suffix(from: index + 1), token: token, parser: parser)
                    parsed.formUnion(index...(index + parsedCount))
                    pieces.append(.subExpression(expression))
                } else if component == ")" {
                    bracketsBalance -= 1
                    if bracketsBalance < 0 {
                        throw TemplateSyntaxError("'if' expression error: missing opening bracket")
                    }
                    parsed.insert(index)
                } else {
                    parsed.insert(index)
                    pieces.append(
                        try Self.operatorPiece(component)
                            ?? .variable(parser.compileResolvable(component, containedIn: token)))
                }
            }
            self.pieces = pieces
        }

        private static func subExpression(
            from components: ArraySlice<String>, token: Token, parser: TokenParser
        ) throws -> (Node, Int) {
            var bracketsBalance = 1
            let subComponents = components.prefix { component in
                if component == "(" {
                    bracketsBalance += 1
                } else if component == ")" {
                    bracketsBalance -= 1
                }
                return bracketsBalance != 0
            }
            if bracketsBalance > 0 {
                throw TemplateSyntaxError("'if' expression error: missing closing bracket")
            }
            let expression = try Parser(subComponents, token: token, parser: parser).parse()
            return (expression, subComponents.count)
        }

        private var current: Piece { position < pieces.count ? pieces[position] : .end }

        func parse() throws -> Node {
            let expression = try self.expression()
            if case .end = current { return expression }
            throw TemplateSyntaxError("'if' expression error: dangling token")
        }

        private func expression(bindingPower: Int = 0) throws -> Node {
            var piece = current
            position += 1
            var left = try nullDenotation(of: piece)
            while bindingPower < current.bindingPower {
                piece = current
                position += 1
                left = try leftDenotation(of: piece, left: left)
            }
            return left
        }

        private func nullDenotation(of piece: Piece) throws -> Node {
            switch piece {
            case .infix(let name, _, _):
                throw TemplateSyntaxError(
                    "'if' expression error: infix operator '\(name)' doesn't have a left hand side")
            case .prefix(_, let bindingPower):
                return .not(try expression(bindingPower: bindingPower))
            case .variable(let variable):
                return .variable(variable)
            case .subExpression(let expression):
                return expression
            case .end:
                throw TemplateSyntaxError("'if' expression error: end")
            }
        }

        private func leftDenotation(of piece: Piece, left: Node) throws -> Node {
            switch piece {
            case .infix(let name, let bindingPower, let comparison):
                let right = try expression(bindingPower: bindingPower)
                if let comparison { return .comparison(comparison, left, right) }
                return name == "and" ? .and(left, right) : .or(left, right)
            case .prefix(let name, _):
                throw TemplateSyntaxError(
                    "'if' expression error: prefix operator '\(name)' was called with a left hand side"
                )
            case .variable(let variable):
                throw TemplateSyntaxError(
                    "'if' expression error: variable '\(variable)' was called with a left hand side"
                )
            case .subExpression:
                throw TemplateSyntaxError(
                    "'if' expression error: sub expression was called with a left hand side")
            case .end:
                throw TemplateSyntaxError("'if' expression error: end")
            }
        }
    }
}

/// Stencil's `IfExpressionParser` (IfTag.swift), ported step by step so that a condition
/// groups exactly as Stencil groups it: a Pratt parser over the tag's words with binding
/// powers `in` 5, `or` 6, `and` 7, `not` 8, comparisons 10, and parentheses.
struct ConditionParser {
    private enum Token {
        case infix(Infix, bindingPower: Int)
        case prefixNot(bindingPower: Int)
        case variable(FilteredValue)
        case subExpression(TemplateCondition)
        case end

        var bindingPower: Int {
            switch self {
            case .infix(_, let bindingPower), .prefixNot(let bindingPower): bindingPower
            case .variable, .subExpression, .end: 0
            }
        }
    }

    private enum Infix {
        case or
        case and
        case comparison(TemplateCondition.ComparisonOperator)
    }

    private let tokens: [Token]
    private var position = 0

    /// The condition of `components`, or `ProgramUnsupported` wherever Stencil's parser
    /// throws (the template then renders, or fails, as Stencil has it).
    static func parse(
        _ components: [String],
        values: FilteredValueReader
    ) throws(ProgramUnsupported) -> TemplateCondition {
        if components.count == 1, !isOperatorOrBracket(components[0]) {
            // One value, as most tags hold: what the parser below gives, without its tables.
            return .variable(try values.value(components[0]))
        }
        var parser = try ConditionParser(components: components[...], values: values)
        return try parser.parse()
    }

    private init(components: ArraySlice<String>, values: FilteredValueReader)
        throws(ProgramUnsupported)
    {
        var parsedComponents = Set<Int>()
        var bracketsBalance = 0
        var tokens: [Token] = []
        for (index, component) in zip(components.indices, components)
        where !parsedComponents.contains(index) {
            if component == "(" {
                bracketsBalance += 1
                let (expression, parsedCount) = try Self.subExpression(
                    from: components.suffix(from: index + 1),
                    values: values
                )
                parsedComponents.formUnion(index...(index + parsedCount))
                tokens.append(.subExpression(expression))
            } else if component == ")" {
                bracketsBalance -= 1
                if bracketsBalance < 0 { throw ProgramUnsupported() }
                parsedComponents.insert(index)
            } else {
                parsedComponents.insert(index)
                switch component {
                case "in": tokens.append(.infix(.comparison(.contains), bindingPower: 5))
                case "or": tokens.append(.infix(.or, bindingPower: 6))
                case "and": tokens.append(.infix(.and, bindingPower: 7))
                case "not": tokens.append(.prefixNot(bindingPower: 8))
                case "==": tokens.append(.infix(.comparison(.equal), bindingPower: 10))
                case "!=": tokens.append(.infix(.comparison(.notEqual), bindingPower: 10))
                case ">": tokens.append(.infix(.comparison(.greater), bindingPower: 10))
                case ">=": tokens.append(.infix(.comparison(.greaterOrEqual), bindingPower: 10))
                case "<": tokens.append(.infix(.comparison(.less), bindingPower: 10))
                case "<=": tokens.append(.infix(.comparison(.lessOrEqual), bindingPower: 10))
                default: tokens.append(.variable(try values.value(component)))
                }
            }
        }
        self.tokens = tokens
    }

    private static func isOperatorOrBracket(_ component: String) -> Bool {
        switch component {
        case "(", ")", "in", "or", "and", "not", "==", "!=", ">", ">=", "<", "<=": true
        default: false
        }
    }

    private static func subExpression(
        from components: ArraySlice<String>,
        values: FilteredValueReader
    ) throws(ProgramUnsupported) -> (TemplateCondition, Int) {
        var bracketsBalance = 1
        let subComponents = components.prefix { component in
            if component == "(" {
                bracketsBalance += 1
            } else if component == ")" {
                bracketsBalance -= 1
            }
            return bracketsBalance != 0
        }
        if bracketsBalance > 0 { throw ProgramUnsupported() }
        var parser = try ConditionParser(components: subComponents, values: values)
        return (try parser.parse(), subComponents.count)
    }

    private var currentToken: Token {
        tokens.indices.contains(position) ? tokens[position] : .end
    }

    private mutating func parse() throws(ProgramUnsupported) -> TemplateCondition {
        let expression = try expression()
        guard case .end = currentToken else { throw ProgramUnsupported() }
        return expression
    }

    private mutating func expression(bindingPower: Int = 0) throws(ProgramUnsupported)
        -> TemplateCondition
    {
        var token = currentToken
        position += 1
        var left = try nullDenotation(token)
        while bindingPower < currentToken.bindingPower {
            token = currentToken
            position += 1
            left = try leftDenotation(token, left: left)
        }
        return left
    }

    private mutating func nullDenotation(_ token: Token) throws(ProgramUnsupported)
        -> TemplateCondition
    {
        switch token {
        case .prefixNot(let bindingPower):
            return .not(try expression(bindingPower: bindingPower))
        case .variable(let value):
            return .variable(value)
        case .subExpression(let expression):
            return expression
        case .infix, .end:
            throw ProgramUnsupported()
        }
    }

    private mutating func leftDenotation(_ token: Token, left: TemplateCondition)
        throws(ProgramUnsupported) -> TemplateCondition
    {
        guard case .infix(let infix, let bindingPower) = token else { throw ProgramUnsupported() }
        let right = try expression(bindingPower: bindingPower)
        switch infix {
        case .or: return .or(left, right)
        case .and: return .and(left, right)
        case .comparison(let comparison): return .comparison(comparison, left, right)
        }
    }
}

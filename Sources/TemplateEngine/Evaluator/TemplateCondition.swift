/// Stencil's `Expression` tree for `if`, `elif`, `for … where` and `{{ … if … }}`, with
/// the same operators, precedence and answers (IfTag.swift, Expression.swift).
indirect enum TemplateCondition {
    /// `VariableExpression`: a filtered value, true by Stencil's rules.
    case variable(FilteredValue)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case comparison(ComparisonOperator, TemplateCondition, TemplateCondition)

    enum ComparisonOperator {
        case contains
        case equal
        case notEqual
        case less
        case lessOrEqual
        case greater
        case greaterOrEqual
    }

    func evaluate(in scope: inout RenderScope) throws(ProgramEscape) -> Bool {
        switch self {
        case .variable(let value):
            return try value.resolve(in: &scope)?.isTruthy ?? false
        case .not(let condition):
            return try !condition.evaluate(in: &scope)
        case .and(let lhs, let rhs):
            guard try lhs.evaluate(in: &scope) else { return false }
            return try rhs.evaluate(in: &scope)
        case .or(let lhs, let rhs):
            if try lhs.evaluate(in: &scope) { return true }
            return try rhs.evaluate(in: &scope)
        case .comparison(let comparison, let lhs, let rhs):
            // Stencil compares only plain values; `(a == b) == c` and `a == not b` are false.
            guard case .variable(let left) = lhs, case .variable(let right) = rhs else {
                return comparison == .notEqual
            }
            let lhsValue = try left.resolve(in: &scope)
            let rhsValue = try right.resolve(in: &scope)
            try scope.process(Self.cost(of: comparison, lhsValue, rhsValue))
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

    /// The bytes comparing `lhs` with `rhs` may read (see `RenderBudget`); Stencil's port
    /// (`BudgetedExpression`) counts the same.
    static func cost(of comparison: ComparisonOperator, _ lhs: RenderValue?, _ rhs: RenderValue?)
        -> Int
    {
        switch (comparison, lhs, rhs) {
        case (.equal, .string(let left)?, .string(let right)?),
            (.notEqual, .string(let left)?, .string(let right)?):
            return RenderBudget.equalityCost(left.utf8.count, right.utf8.count)
        case (.contains, .string(let needle)?, .string(let text)?):
            return RenderBudget.searchCost(text: text.utf8.count, needle: needle.utf8.count)
        case (.contains, _, .list(let items)?):
            var cost = RenderBudget.elementsCost(items.count)
            if case .string(let needle)? = lhs {
                for case .string(let item) in items {
                    cost += RenderBudget.equalityCost(item.utf8.count, needle.utf8.count)
                }
            }
            return cost
        default:
            return 0
        }
    }

    /// `EqualityExpression`: numbers as `Float`, strings, Booleans; two missing values are equal.
    static func equals(_ lhs: RenderValue?, _ rhs: RenderValue?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if let left = lhs.number, let right = rhs.number { return left == right }
        if case .string(let left) = lhs, case .string(let right) = rhs { return left == right }
        if case .bool(let left) = lhs, case .bool(let right) = rhs { return left == right }
        return false
    }

    /// `NumericExpression`: only numbers compare.
    static func compare(_ lhs: RenderValue?, _ rhs: RenderValue?, by order: (Float, Float) -> Bool)
        -> Bool
    {
        guard let left = lhs?.number, let right = rhs?.number else { return false }
        return order(left, right)
    }

    /// `InExpression`: an element of a list of hashable values (compared as `AnyHashable`),
    /// a substring; two missing values are true.
    static func contains(_ lhs: RenderValue?, in rhs: RenderValue?) -> Bool {
        if let element = lhs?.hashable, case .list(let items)? = rhs {
            var hashables: [AnyHashable] = []
            hashables.reserveCapacity(items.count)
            for item in items {
                guard let hashable = item.hashable else { return Self.containsText(lhs, in: rhs) }
                hashables.append(hashable)
            }
            return hashables.contains(element)
        }
        return containsText(lhs, in: rhs)
    }

    private static func containsText(_ lhs: RenderValue?, in rhs: RenderValue?) -> Bool {
        if case .string(let element)? = lhs, case .string(let text)? = rhs {
            return StencilSyntax.contains(text, element)
        }
        return lhs == nil && rhs == nil
    }
}

import Diagnostics
import Foundation

/// An error Ruby's Liquid raises while rendering (`Liquid error: …`), placed by the renderer.
struct LiquidRenderError: Error {
    var message: String
}

/// One render: Ruby's `Liquid::Context` (scopes, the environment `increment` counts in,
/// the registers of `cycle`, `for … offset: continue` and `ifchanged`) and the budgets.
final class LiquidRenderer {
    enum Interrupt { case none, breakLoop, continueLoop }

    /// The innermost scope first; `assign` and `capture` write the outermost.
    var scopes: [[String: LiquidValue]] = [[:]]
    var environment: [String: LiquidValue]
    var cycles: [String: Int] = [:]
    var forOffsets: [String: Int] = [:]
    var forStack: [LiquidValue] = []
    var lastIfchanged: String?
    var interrupt = Interrupt.none
    var includeDepth = 0
    var partials: [String: (nodes: [LiquidNode], path: String)] = [:]
    let includes: @Sendable (String) -> (source: String, path: String)?
    /// Ruby parses a partial with the parse context of the template, whose "trim the next
    /// text" flag is as the template's (or the previous partial's) last tag left it.
    var partialTrim: Bool

    var steps = 0
    var processedBytes = 0
    /// Bytes written by the outermost render (captures count into their own text first).
    var writtenBytes = 0

    /// Scopes Ruby's Liquid allows on its stack (`Block::MAX_DEPTH`): loops and includes.
    static let maximumScopes = 100

    init(
        scope: [String: LiquidValue], trim: Bool,
        includes: @escaping @Sendable (String) -> (source: String, path: String)?
    ) {
        environment = scope
        partialTrim = trim
        self.includes = includes
    }

    // MARK: Budgets

    func step(_ count: Int = 1) throws(LiquidRenderError) {
        steps += count
        if steps > RenderLimits.maximumSteps {
            throw LiquidRenderError(
                message:
                    "rendering this template takes more than \(RenderLimits.maximumSteps) steps (loop turns and the tags and text they render): loop over fewer values, or render less inside loops"
            )
        }
    }

    func processed(_ bytes: Int) throws(LiquidRenderError) {
        processedBytes += bytes
        if processedBytes > RenderLimits.maximumProcessedBytes {
            throw LiquidRenderError(
                message:
                    "rendering this template runs filters, comparisons and prints over more than \(RenderLimits.maximumProcessedBytes >> 20) MiB of text (16 bytes a list element): filter, compare or print long values fewer times"
            )
        }
    }

    /// What an element of a list or a member of a hash counts for besides its text: what a
    /// value takes in an array, as the evaluator counts it (`RenderBudget.listElementBytes`).
    static let elementBytes = 16

    /// What is left of the bytes a render may go through.
    var remainingBytes: Int { RenderLimits.maximumProcessedBytes - processedBytes }

    /// Counts a value a filter built: refused past the value limit, and charged what going
    /// through it costs.
    func checkValue(_ value: LiquidValue) throws(LiquidRenderError) {
        let (size, cost) = Self.measure(value, upTo: max(remainingBytes, 0))
        if size > RenderLimits.maximumValueBytes {
            throw LiquidRenderError(
                message:
                    "rendering this template builds a value of more than \(RenderLimits.maximumValueBytes >> 20) MiB, more than a generated file should hold: filter shorter values"
            )
        }
        try processed(cost)
    }

    /// At least how many bytes `value` prints as (a byte an element, and its texts) and what
    /// going through it costs (its texts, and `elementBytes` an element or member), measured
    /// no further than just past `limit` (of the cost, which is never less than the size):
    /// measuring a list of 400,000 elements is itself work, and is counted as such.
    static func measure(_ value: LiquidValue, upTo limit: Int) -> (size: Int, cost: Int) {
        var size = 0
        var cost = 0
        var visited = 0
        defer { LiquidWork.current?.values += visited }
        func add(_ value: LiquidValue) {
            guard cost <= limit else { return }
            visited += 1
            switch value {
            case .string(let text):
                size += text.utf8.count
                cost += text.utf8.count
            case .array(let items):
                for item in items where cost <= limit {
                    size += 1
                    cost += elementBytes
                    add(item)
                }
            case .hash(let members):
                for (key, member) in members where cost <= limit {
                    size += key.utf8.count + 1
                    cost += key.utf8.count + elementBytes
                    add(member)
                }
            default:
                size += 1
                cost += 1
            }
        }
        add(value)
        return (size, cost)
    }

    /// What going through `value` costs (see `measure`), counted no further than past what
    /// is left of the budget.
    func cost(of value: LiquidValue) -> Int {
        Self.measure(value, upTo: max(remainingBytes, 0)).cost
    }

    /// The most a naive search for `needle` in `text` compares, in bytes, as the evaluator
    /// counts `contains`, `split` and the like (Foundation's search may take that long).
    static func searchCost(text: Int, needle: Int) -> Int {
        guard needle > 0, needle <= text else { return text + needle }
        let (product, overflow) = (text - needle + 1).multipliedReportingOverflow(by: needle)
        return overflow ? .max : max(product, text)
    }

    /// Ruby's `==`, counted: a byte for each pair of values compared, texts as far as the
    /// shorter, `elementBytes` for each element or member compared; a comparison that would
    /// cross the budget stops there and is refused.
    func equals(_ a: LiquidValue, _ b: LiquidValue) throws(LiquidRenderError) -> Bool {
        var cost = 0
        var visited = 0
        let result = Self.rubyEquals(
            a, b, cost: &cost, visited: &visited, limit: max(remainingBytes, 0))
        LiquidWork.current?.values += visited
        try processed(cost)
        return result
    }

    static func rubyEquals(
        _ a: LiquidValue, _ b: LiquidValue, cost: inout Int, visited: inout Int, limit: Int
    ) -> Bool {
        cost += 1
        visited += 1
        guard cost <= limit else { return false }
        switch (a, b) {
        case (.integer(let x), .float(let y)): return Double(x) == y
        case (.float(let x), .integer(let y)): return x == Double(y)
        case (.string(let x), .string(let y)):
            cost += min(x.utf8.count, y.utf8.count)
            return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) {
                cost += elementBytes
                guard rubyEquals(p, q, cost: &cost, visited: &visited, limit: limit),
                    cost <= limit
                else {
                    return false
                }
            }
            return true
        case (.hash(let x), .hash(let y)):
            guard x.count == y.count else { return false }
            for (key, value) in x {
                cost += elementBytes + key.utf8.count
                guard let other = y[key],
                    rubyEquals(value, other, cost: &cost, visited: &visited, limit: limit),
                    cost <= limit
                else { return false }
            }
            return true
        case (.string, _), (_, .string), (.array, _), (_, .array), (.hash, _), (_, .hash):
            return false
        default: return a == b
        }
    }

    func wrote(_ output: String) throws(LiquidRenderError) {
        if output.utf8.count > RenderLimits.maximumBytes {
            throw LiquidRenderError(
                message:
                    "rendering this template writes more than \(RenderLimits.maximumBytes >> 20) MiB, more than a generated file should hold: render less"
            )
        }
    }

    // MARK: Nodes

    func located(_ error: LiquidRenderError, path: String, site: LiquidSite) -> DiagnosticsError {
        DiagnosticsError([
            .error(
                error.message, at: SourceLocation(file: path, line: site.line, column: site.column))
        ])
    }

    func render(_ nodes: [LiquidNode], path: String, into output: inout String)
        throws(DiagnosticsError)
    {
        let site = Self.site(of: nodes.first) ?? LiquidSite(line: 1, column: 1)
        do { try step(nodes.count) } catch { throw located(error, path: path, site: site) }
        for node in nodes {
            try render(node, path: path, into: &output)
            if interrupt != .none { break }
            do { try wrote(output) } catch {
                throw located(error, path: path, site: Self.site(of: node) ?? site)
            }
        }
    }

    static func site(of node: LiquidNode?) -> LiquidSite? {
        switch node {
        case .output(let variable), .echo(let variable): variable.site
        case .ifTag(_, _, let site), .caseTag(_, _, _, let site), .assign(_, _, let site),
            .capture(_, _, let site),
            .include(_, _, _, _, _, let site), .cycle(_, _, let site), .ifchanged(_, let site):
            site
        case .forTag(_, _, _, _, _, _, _, _, let site): site
        default: nil
        }
    }

    private func render(_ node: LiquidNode, path: String, into output: inout String)
        throws(DiagnosticsError)
    {
        let site = Self.site(of: node) ?? LiquidSite(line: 1, column: 1)
        func attempt<T>(_ body: () throws(LiquidRenderError) -> T) throws(DiagnosticsError) -> T {
            do { return try body() } catch { throw located(error, path: path, site: site) }
        }
        switch node {
        case .text(let text):
            // What a render writes is counted as it is written, also into a `capture` or an
            // `ifchanged`, whose text starts anew each time.
            try attempt { () throws(LiquidRenderError) in try processed(text.utf8.count) }
            output += text
        case .output(let variable), .echo(let variable):
            if variable.filters.isEmpty, case .range(let low, let high)? = variable.expression {
                // Ruby prints a range literal as a Range: "1..3".
                output += try attempt { () throws(LiquidRenderError) in
                    "\(try Self.rangeBound(try evaluate(low)))..\(try Self.rangeBound(try evaluate(high)))"
                }
                return
            }
            let value = try attempt { () throws(LiquidRenderError) in
                let value = try evaluate(variable)
                // Measured before its text is built: a list's text is made element by element.
                try processed(cost(of: value))
                return value
            }
            output += value.liquidOutput
        case .ifTag(let blocks, let unless, _):
            for (index, block) in blocks.enumerated() {
                var result = try attempt { () throws(LiquidRenderError) in
                    try block.condition.map(evaluate)?.isTruthy ?? true
                }
                if unless && index == 0 { result.toggle() }
                if result {
                    try render(block.body, path: path, into: &output)
                    return
                }
            }
        case .caseTag(_, let whens, _, _):
            var runElse = true
            for block in whens {
                guard let condition = block.condition else {
                    if runElse { try render(block.body, path: path, into: &output) }
                    continue
                }
                if try attempt({ () throws(LiquidRenderError) in try compare(condition).isTruthy })
                {
                    runElse = false
                    try render(block.body, path: path, into: &output)
                }
            }
        case .forTag(
            let variable, let collection, let name, let reversed, let limit, let offset, let body,
            let elseBody, _):
            let segment = try attempt { () throws(LiquidRenderError) in
                try forSegment(
                    collection: collection, name: name, reversed: reversed, limit: limit,
                    offset: offset)
            }
            if segment.isEmpty {
                if let elseBody { try render(elseBody, path: path, into: &output) }
                return
            }
            try attempt { () throws(LiquidRenderError) in try push() }
            defer { scopes.removeFirst() }
            let parent = forStack.last ?? .nil
            for (index, item) in segment.enumerated() {
                try attempt { () throws(LiquidRenderError) in try step() }
                let loop = LiquidValue.hash([
                    "name": .string(name), "length": .integer(segment.count),
                    "index": .integer(index + 1),
                    "index0": .integer(index), "rindex": .integer(segment.count - index),
                    "rindex0": .integer(segment.count - index - 1), "first": .bool(index == 0),
                    "last": .bool(index == segment.count - 1), "parentloop": parent,
                ])
                forStack.append(loop)
                scopes[0]["forloop"] = loop
                scopes[0][variable] = item
                defer { forStack.removeLast() }
                try render(body, path: path, into: &output)
                if interrupt == .breakLoop {
                    interrupt = .none
                    break
                }
                interrupt = .none
            }
        case .assign(let to, let from, _):
            let value = try attempt { () throws(LiquidRenderError) in try evaluate(from) }
            scopes[scopes.count - 1][to] = value
        case .capture(let to, let body, _):
            var captured = ""
            try render(body, path: path, into: &captured)
            scopes[scopes.count - 1][to] = .string(captured)
        case .comment:
            break
        case .raw(let text):
            try attempt { () throws(LiquidRenderError) in try processed(text.utf8.count) }
            output += text
        case .include(let nameExpression, let variableExpression, _, let alias, let attributes, _):
            try include(
                nameExpression, variableExpression: variableExpression, alias: alias,
                attributes: attributes, path: path,
                site: site, into: &output
            )
        case .cycle(let key, let values, _):
            try attempt { () throws(LiquidRenderError) in
                let name: String
                switch key {
                case .fixed(let text): name = text
                case .named(let expression):
                    let named = try evaluate(expression)
                    try processed(cost(of: named))
                    name = "named " + named.rubyInspect
                }
                let iteration = cycles[name] ?? 0
                let value = iteration < values.count ? try evaluate(values[iteration]) : .nil
                try processed(cost(of: value))
                output += value.liquidOutput
                cycles[name] = iteration + 1 >= values.count ? 0 : iteration + 1
            }
        case .increment(let name, let by):
            var value = 0
            if case .integer(let current)? = environment[name] {
                value = current
            } else if let current = environment[name], current != .nil {
                // Ruby would add to whatever the scope holds; only integers are counted here.
                throw located(
                    LiquidRenderError(
                        message: "'\(name)' is not an integer for increment/decrement"), path: path,
                    site: site)
            }
            let (next, overflow) = value.addingReportingOverflow(by)
            if overflow {
                throw located(
                    LiquidRenderError(message: "'\(name)' is counted beyond 64-bit integers"),
                    path: path, site: site)
            }
            output += String(by > 0 ? value : next)
            environment[name] = .integer(next)
        case .breakTag:
            interrupt = .breakLoop
        case .continueTag:
            interrupt = .continueLoop
        case .ifchanged(let body, _):
            var captured = ""
            try render(body, path: path, into: &captured)
            // Compared as far as the shorter text, and copied into the output when it differs.
            try attempt { () throws(LiquidRenderError) in
                try processed(min(captured.utf8.count, lastIfchanged?.utf8.count ?? 0) + 1)
            }
            if captured != lastIfchanged {
                try attempt { () throws(LiquidRenderError) in try processed(captured.utf8.count) }
                lastIfchanged = captured
                output += captured
            }
        }
    }

    private func push() throws(LiquidRenderError) {
        scopes.insert([:], at: 0)
        if scopes.count > Self.maximumScopes {
            scopes.removeFirst()
            throw LiquidRenderError(
                message:
                    "Nesting too deep (loops and includes inside each other more than \(Self.maximumScopes) deep)"
            )
        }
    }

    private func include(
        _ nameExpression: LiquidExpression, variableExpression: LiquidExpression?, alias: String?,
        attributes: [(String, LiquidExpression)], path: String, site: LiquidSite,
        into output: inout String
    ) throws(DiagnosticsError) {
        func attempt<T>(_ body: () throws(LiquidRenderError) -> T) throws(DiagnosticsError) -> T {
            do { return try body() } catch { throw located(error, path: path, site: site) }
        }
        let nameValue = try attempt { () throws(LiquidRenderError) in try evaluate(nameExpression) }
        guard case .string(let name) = nameValue else {
            throw located(
                LiquidRenderError(
                    message: "Argument error in tag 'include' - Illegal template name"), path: path,
                site: site)
        }
        if includeDepth >= RenderLimits.maximumIncludeDepth {
            throw located(
                LiquidRenderError(
                    message:
                        "includes go more than \(RenderLimits.maximumIncludeDepth) deep (does '\(name)' include itself?)"
                ),
                path: path, site: site
            )
        }
        let partial: (nodes: [LiquidNode], path: String)
        if let cached = partials[name] {
            partial = cached
        } else {
            guard let snippet = includes(name) else {
                throw located(
                    LiquidRenderError(message: "no snippet '\(name)' to include"), path: path,
                    site: site)
            }
            var parser = LiquidParser(source: snippet.source, path: snippet.path)
            parser.trimWhitespace = partialTrim
            partial = (try parser.parseDocument(), snippet.path)
            partialTrim = parser.trimWhitespace
            partials[name] = partial
        }
        try attempt { () throws(LiquidRenderError) in try step() }
        let variableName =
            alias ?? String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let variable = try attempt { () throws(LiquidRenderError) in
            if let variableExpression { return try evaluate(variableExpression) }
            return try findVariable(name)
        }
        try attempt { () throws(LiquidRenderError) in try push() }
        includeDepth += 1
        defer {
            scopes.removeFirst()
            includeDepth -= 1
        }
        for (key, expression) in attributes {
            scopes[0][key] = try attempt { () throws(LiquidRenderError) in try evaluate(expression)
            }
        }
        if case .array(let items) = variable {
            for item in items {
                scopes[0][variableName] = item
                try render(partial.nodes, path: partial.path, into: &output)
            }
        } else {
            scopes[0][variableName] = variable
            try render(partial.nodes, path: partial.path, into: &output)
        }
    }

    private func forSegment(
        collection: LiquidExpression, name: String, reversed: Bool, limit: LiquidExpression?,
        offset: LiquidForOffset
    ) throws(LiquidRenderError) -> [LiquidValue] {
        let from: Int
        switch offset {
        case .continue: from = forOffsets[name] ?? 0
        case .none: from = 0
        case .expression(let expression):
            let value = try evaluate(expression)
            from = value == .nil ? 0 : try LiquidFilters.toInteger(value)
        }
        let limitValue = try limit.map(evaluate) ?? .nil
        let to: Int? =
            limitValue == .nil
            ? nil : Self.clampedSum(try LiquidFilters.toInteger(limitValue), from)
        var items: [LiquidValue] = []
        if case .range(let low, let high) = collection {
            let lower = try Self.rangeBound(try evaluate(low))
            let upper = try Self.rangeBound(try evaluate(high))
            let (span, overflow) = upper.subtractingReportingOverflow(lower)
            guard !overflow, span < Int.max else {
                throw LiquidRenderError(
                    message:
                        "the range (\(lower)..\(upper)) has more than \(RenderLimits.maximumSteps) values, more than a render may take steps"
                )
            }
            let count = upper >= lower ? span + 1 : 0
            let first = max(from, 0)
            let stop = min(to ?? count, count)
            if first < stop {
                guard stop - first <= RenderLimits.maximumSteps else {
                    throw LiquidRenderError(
                        message:
                            "the range (\(lower)..\(upper)) has more than \(RenderLimits.maximumSteps) values, more than a render may take steps"
                    )
                }
                items = (first..<stop).map { .integer(lower + $0) }
            }
        } else {
            let value = try evaluate(collection)
            // Only the segment is taken (and counted), not the whole collection: a `limit: 1`
            // over 400,000 elements is one element's work.
            func segment(of count: Int) -> Range<Int> {
                let lower = min(max(from, 0), count)
                return lower..<max(lower, min(to ?? count, count))
            }
            switch value {
            case .array(let array):
                let range = segment(of: array.count)
                try processed(range.count * Self.elementBytes)
                items = Array(array[range])
            case .hash(let hash):
                // Its keys are sorted first: counted as going through the hash.
                try processed(cost(of: value))
                let keys = hash.keys.sorted()
                items = keys[segment(of: keys.count)].map { .array([.string($0), hash[$0]!]) }
            case .string(let text):
                // Ruby's slice gives a text whole, whatever the limit and offset.
                items = text.isEmpty ? [] : [value]
            default: break
            }
        }
        if reversed { items.reverse() }
        forOffsets[name] = Self.clampedSum(from, items.count)
        return items
    }

    static func clampedSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    static func rangeBound(_ value: LiquidValue) throws(LiquidRenderError) -> Int {
        switch value {
        case .integer(let int): return int
        case .nil: return 0
        case .string(let text): return try LiquidFilters.rubyToI(text)
        default: return try LiquidFilters.toInteger(value)
        }
    }

    // MARK: Expressions

    func findVariable(_ key: String) throws(LiquidRenderError) -> LiquidValue {
        for scope in scopes { if let value = scope[key] { return value } }
        return environment[key] ?? .nil
    }

    func evaluate(_ expression: LiquidExpression) throws(LiquidRenderError) -> LiquidValue {
        switch expression {
        case .literal(let value): return value
        case .emptyTest, .blankTest: return .string("")
        case .range(let low, let high):
            let lower = try Self.rangeBound(try evaluate(low))
            let upper = try Self.rangeBound(try evaluate(high))
            guard lower <= upper else { return .array([]) }
            let (span, overflow) = upper.subtractingReportingOverflow(lower)
            guard !overflow, span < RenderLimits.maximumSteps else {
                throw LiquidRenderError(
                    message:
                        "the range (\(lower)..\(upper)) has more than \(RenderLimits.maximumSteps) values"
                )
            }
            try step(upper - lower + 1)
            return .array((lower...upper).map { .integer($0) })
        case .lookup(let nameExpression, let lookups):
            let name = try evaluate(nameExpression)
            var object: LiquidValue
            if case .string(let key) = name {
                object = try findVariable(key)
            } else {
                object = .nil
            }
            for lookup in lookups {
                switch lookup {
                case .key(let keyExpression):
                    let key = try evaluate(keyExpression)
                    if case .string(let text) = key { try processed(text.utf8.count) }
                    guard let next = Self.index(object, key) else { return .nil }
                    object = next
                case .name(let key, let isCommand):
                    if let next = Self.index(object, .string(key)) {
                        object = next
                    } else if isCommand, let next = Self.command(object, key) {
                        // A text's size counts its scalars; a hash's first sorts its keys.
                        switch (object, key) {
                        case (.string(let text), "size"): try processed(text.utf8.count)
                        case (.hash(let members), "first"):
                            try processed(members.count * Self.elementBytes)
                        default: break
                        }
                        object = next
                    } else {
                        return .nil
                    }
                }
            }
            return object
        }
    }

    /// `object[key]` where Ruby's lookup takes it: a hash's key, an array's integer index.
    static func index(_ object: LiquidValue, _ key: LiquidValue) -> LiquidValue? {
        switch (object, key) {
        case (.hash(let members), .string(let name)): return members[name]
        case (.array(let items), .integer(let position)):
            let index = position < 0 ? items.count + position : position
            return items.indices.contains(index) ? items[index] : .nil
        default: return nil
        }
    }

    static func command(_ object: LiquidValue, _ name: String) -> LiquidValue? {
        switch (object, name) {
        case (.array(let items), "size"): .integer(items.count)
        case (.array(let items), "first"): items.first ?? .nil
        case (.array(let items), "last"): items.last ?? .nil
        case (.string(let text), "size"): .integer(text.unicodeScalars.count)
        case (.hash(let members), "size"): .integer(members.count)
        case (.hash(let members), "first"):
            members.keys.sorted().first.map { .array([.string($0), members[$0]!]) } ?? .nil
        case (.integer, "size"): .integer(8)
        default: nil
        }
    }

    func evaluate(_ variable: LiquidVariable) throws(LiquidRenderError) -> LiquidValue {
        guard let expression = variable.expression else { return .nil }
        var value = try evaluate(expression)
        for filter in variable.filters {
            var arguments = try filter.arguments.map(evaluate)
            if !filter.keywordArguments.isEmpty {
                var hash: [String: LiquidValue] = [:]
                for (key, expression) in filter.keywordArguments {
                    hash[key] = try evaluate(expression)
                }
                arguments.append(.hash(hash))
            }
            value = try LiquidFilters.apply(
                filter.name, to: value, arguments: arguments, renderer: self)
            try checkValue(value)
        }
        return value
    }

    func evaluate(_ condition: LiquidCondition) throws(LiquidRenderError) -> LiquidValue {
        var result = LiquidValue.nil
        for (index, comparison) in condition.comparisons.enumerated() {
            result = try compare(comparison)
            guard index < condition.operators.count else { break }
            if condition.operators[index] == "or" && result.isTruthy { break }
            if condition.operators[index] == "and" && !result.isTruthy { break }
        }
        return result
    }

    static func isMethodLiteral(_ expression: LiquidExpression) -> Bool {
        switch expression {
        case .emptyTest, .blankTest: true
        default: false
        }
    }

    func compare(_ comparison: LiquidComparison) throws(LiquidRenderError) -> LiquidValue {
        guard let op = comparison.op else {
            return try comparison.left.map(evaluate) ?? .nil
        }
        let leftExpression = comparison.left ?? .literal(.nil)
        let rightExpression = comparison.right ?? .literal(.nil)
        switch op {
        case "==", "!=", "<>":
            let equal: LiquidValue
            if Self.isMethodLiteral(leftExpression) && Self.isMethodLiteral(rightExpression) {
                equal = .nil  // neither answers the other's `empty?`
            } else if case .emptyTest = leftExpression {
                equal = (try evaluate(rightExpression)).isEmptyCollection.map { .bool($0) } ?? .nil
            } else if case .emptyTest = rightExpression {
                equal = (try evaluate(leftExpression)).isEmptyCollection.map { .bool($0) } ?? .nil
            } else if case .blankTest = leftExpression {
                equal = .nil
            } else if case .blankTest = rightExpression {
                equal = .nil
            } else {
                equal = .bool(
                    try equals(try evaluate(leftExpression), try evaluate(rightExpression)))
            }
            return op == "==" ? equal : .bool(!equal.isTruthy)
        case "contains":
            // `empty`/`blank` are objects in Ruby's Liquid: as the left side they contain
            // nothing; as the right side, a text contains their text (""), a list does not.
            if Self.isMethodLiteral(leftExpression) { return .bool(false) }
            if Self.isMethodLiteral(rightExpression) {
                let left = try evaluate(leftExpression)
                if case .string = left { return .bool(true) }
                return .bool(false)
            }
            let left = try evaluate(leftExpression)
            let right = try evaluate(rightExpression)
            guard left.isTruthy, right.isTruthy else { return .bool(false) }
            switch left {
            case .string(let text):
                try processed(cost(of: right))
                let needle = right.rubyDescription
                try processed(
                    Self.searchCost(text: text.utf8.count, needle: needle.utf8.count))
                return .bool(needle.isEmpty || text.contains(needle))
            case .array(let items):
                for item in items {
                    try processed(Self.elementBytes)
                    if try equals(item, right) { return .bool(true) }
                }
                return .bool(false)
            case .hash(let members):
                if case .string(let key) = right { return .bool(members[key] != nil) }
                return .bool(false)
            default: return .bool(false)
            }
        case "<", ">", "<=", ">=":
            // Ruby's `empty` and `blank` have no order: the comparison is nil.
            if Self.isMethodLiteral(leftExpression) || Self.isMethodLiteral(rightExpression) {
                return .nil
            }
            let left = try evaluate(leftExpression)
            let right = try evaluate(rightExpression)
            let order: ComparisonResult
            switch (left, right) {
            case (.integer(let a), .integer(let b)):
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.integer, .float), (.float, .integer), (.float, .float):
                let a = LiquidFilters.double(left)
                let b = LiquidFilters.double(right)
                if a.isNaN || b.isNaN { return .bool(false) }
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.string(let a), .string(let b)):
                var cost = 0
                order = LiquidFilters.byteCompare(a, b, cost: &cost)
                try processed(cost)
            case (.integer, .string), (.float, .string), (.string, .integer), (.string, .float):
                throw LiquidRenderError(
                    message:
                        "comparison of \(LiquidFilters.className(left)) with \(LiquidFilters.rubyClassInspect(right)) failed"
                )
            default: return .nil
            }
            switch op {
            case "<": return .bool(order == .orderedAscending)
            case ">": return .bool(order == .orderedDescending)
            case "<=": return .bool(order != .orderedDescending)
            default: return .bool(order != .orderedAscending)
            }
        default:
            throw LiquidRenderError(message: "Unknown operator \(op)")
        }
    }
}

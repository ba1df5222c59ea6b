import Foundation
import Stencil

/// Stencil's `for` tag (`ForNode` of Stencil 0.15.1, which it keeps internal, ported line
/// for line), counting each turn and the text it builds against the compiler's
/// `RenderBudget`, so that nested loops stop at the limit instead of running for hours.
/// Registered as `for` in the compiler's own extension, which Stencil consults before its
/// default one.
final class BudgetedForNode: NodeType {
    let resolvable: Resolvable
    let loopVariables: [String]
    let nodes: [NodeType]
    let emptyNodes: [NodeType]
    let condition: Stencil.Expression?
    let label: String?
    /// The `endfor` (or `empty`) tag, as Stencil's node keeps it: its own errors are reported there.
    let token: Token?
    /// The `for` tag, where a crossed limit is reported.
    let forToken: Token
    /// The steps one turn costs (see `RenderBudget`).
    let cost: Int
    unowned let compiler: TemplateCompiler

    /// Stencil's keys by which `break` and `continue` mark the loop's scope.
    private static let breakKey = "_internal_forloop_break"
    private static let continueKey = "_internal_forloop_continue"

    private init(
        resolvable: Resolvable,
        loopVariables: [String],
        nodes: [NodeType],
        emptyNodes: [NodeType],
        condition: Stencil.Expression?,
        label: String?,
        token: Token,
        forToken: Token,
        cost: Int,
        compiler: TemplateCompiler
    ) {
        self.resolvable = resolvable
        self.loopVariables = loopVariables
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.condition = condition
        self.label = label
        self.token = token
        self.forToken = forToken
        self.cost = cost
        self.compiler = compiler
    }

    static func parse(_ parser: TokenParser, token forToken: Token, compiler: TemplateCompiler)
        throws -> NodeType
    {
        var components = forToken.components
        var label: String?
        if components.first?.hasSuffix(":") == true {
            label = String(components.removeFirst().dropLast())
        }
        func hasToken(_ token: String, at index: Int) -> Bool {
            components.count > (index + 1) && components[index] == token
        }
        func endsOrHasToken(_ token: String, at index: Int) -> Bool {
            components.count == index || hasToken(token, at: index)
        }
        guard hasToken("in", at: 2) && endsOrHasToken("where", at: 4) else {
            throw TemplateSyntaxError(
                "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map {
            StencilSyntax.trim(String($0), " ")
        }
        let resolvable =
            try CountedRange(components[3], parser: parser, token: forToken, compiler: compiler)
            ?? parser.compileResolvable(components[3], containedIn: forToken)
        let condition =
            hasToken("where", at: 4)
            ? try BudgetedExpression.parse(
                Array(components.suffix(from: 5)), token: forToken, parser: parser,
                budget: compiler.stencilBudget)
            : nil
        let forNodes = try parser.parse(until(["endfor", "empty"]))
        guard let token = parser.nextToken() else {
            throw TemplateSyntaxError("`endfor` was not found.")
        }
        var emptyNodes: [NodeType] = []
        if token.contents == "empty" {
            emptyNodes = try parser.parse(until(["endfor"]))
            _ = parser.nextToken()
        }
        return BudgetedForNode(
            resolvable: resolvable,
            loopVariables: loopVariables,
            nodes: forNodes,
            emptyNodes: emptyNodes,
            condition: condition,
            label: label,
            token: token,
            forToken: forToken,
            // A loop whose costs were not worked out (every template's are) costs its nodes.
            cost: compiler.loopCost(of: forToken) ?? 1 + forNodes.count,
            compiler: compiler
        )
    }

    func render(_ context: Context) throws -> String {
        var values = try resolve(context)
        if let condition {
            values = try values.filter { item -> Bool in
                try compiler.stencilBudget.spend(1, at: forToken)
                return try push(value: item, context: context) {
                    try condition.evaluate(context: context)
                }
            }
        }
        guard !values.isEmpty else {
            return try context.push {
                try renderNodes(emptyNodes, context)
            }
        }
        let count = values.count
        var result = ""
        // The outermost loop that turns more than once is the one that multiplies the work.
        let isOutermost = count > 1 && compiler.stencilBudget.outermostLoop == nil
        if isOutermost { compiler.stencilBudget.outermostLoop = forToken }
        defer { if isOutermost { compiler.stencilBudget.outermostLoop = nil } }

        // collect parent loop contexts
        let parentLoopContexts =
            (context["forloop"] as? [String: Any])?
            .filter { ($1 as? [String: Any])?["label"] != nil } ?? [:]

        for (index, item) in zip(0..., values) {
            try compiler.stencilBudget.spend(cost, at: forToken)
            let bytesBefore = compiler.stencilBudget.bytes
            var forContext: [String: Any] = [
                "first": index == 0,
                "last": index == (count - 1),
                "counter": index + 1,
                "counter0": index,
                "length": count,
            ]
            if let label {
                forContext["label"] = label
                forContext[label] = forContext
            }
            forContext.merge(parentLoopContexts) { lhs, _ in lhs }

            var shouldBreak = false
            let turn = try context.push(dictionary: ["forloop": forContext]) {
                defer {
                    // if outer loop should be continued we should break from current loop
                    if let shouldContinueLabel = context[Self.continueKey] as? String {
                        shouldBreak = shouldContinueLabel != label || label == nil
                    } else {
                        shouldBreak = context[Self.breakKey] != nil
                    }
                }
                return try push(value: item, context: context) {
                    try renderNodes(nodes, context)
                }
            }
            // The turn's text replaces what its inner loops and includes counted of it.
            try compiler.stencilBudget.wrote(turn.utf8.count, since: bytesBefore, at: forToken)
            result += turn
            if shouldBreak {
                break
            }
        }
        return result
    }

    private func push<Result>(value: Any, context: Context, closure: () throws -> (Result)) throws
        -> Result
    {
        if loopVariables.isEmpty {
            return try context.push {
                try closure()
            }
        }
        let valueMirror = Mirror(reflecting: value)
        if case .tuple? = valueMirror.displayStyle {
            if loopVariables.count > Int(valueMirror.children.count) {
                throw TemplateSyntaxError("Tuple '\(value)' has less values than loop variables")
            }
            var variablesContext = [String: Any]()
            for (offset, element) in valueMirror.children.prefix(loopVariables.count).enumerated()
            where loopVariables[offset] != "_" {
                variablesContext[loopVariables[offset]] = element.value
            }
            return try context.push(dictionary: variablesContext) {
                try closure()
            }
        }
        return try context.push(dictionary: [loopVariables.first ?? "": value]) {
            try closure()
        }
    }

    private func resolve(_ context: Context) throws -> [Any] {
        let resolved = try resolvable.resolve(context)
        var values: [Any]
        if let dictionary = resolved as? [String: Any], !dictionary.isEmpty {
            values = dictionary.sorted { $0.key < $1.key }
        } else if let array = resolved as? [Any] {
            values = array
        } else if let range = resolved as? CountableClosedRange<Int> {
            values = Array(range)
        } else if let range = resolved as? CountableRange<Int> {
            values = Array(range)
        } else if let resolved {
            let mirror = Mirror(reflecting: resolved)
            switch mirror.displayStyle {
            case .struct, .tuple:
                values = Array(mirror.children)
            case .class:
                var children = Array(mirror.children)
                var currentMirror: Mirror? = mirror
                while let superclassMirror = currentMirror?.superclassMirror {
                    children.append(contentsOf: superclassMirror.children)
                    currentMirror = superclassMirror
                }
                values = Array(children)
            default:
                values = []
            }
        } else {
            values = []
        }
        return values
    }
}

/// `from...to` as Stencil's `RangeVariable` resolves it (ported), but counted: its length is
/// spent from the budget before it becomes an array, as `0...300000000` would otherwise take
/// gigabytes before the loop's first turn. An end that is not a whole number within `Int`
/// is an error here, where Stencil would crash.
private struct CountedRange: Resolvable {
    let from: Resolvable
    let to: Resolvable
    let token: Token
    unowned let compiler: TemplateCompiler

    init?(_ word: String, parser: TokenParser, token: Token, compiler: TemplateCompiler) throws {
        let ends = word.components(separatedBy: "...")
        guard ends.count == 2 else { return nil }
        from = try parser.compileFilter(ends[0], containedIn: token)
        to = try parser.compileFilter(ends[1], containedIn: token)
        self.token = token
        self.compiler = compiler
    }

    func resolve(_ context: Context) throws -> Any? {
        let lowerResolved = try from.resolve(context)
        let upperResolved = try to.resolve(context)
        guard let lower = lowerResolved.flatMap(Self.integer) else {
            throw TemplateSyntaxError("'from' value is not an Integer (\(lowerResolved ?? "nil"))")
        }
        guard let upper = upperResolved.flatMap(Self.integer) else {
            throw TemplateSyntaxError("'to' value is not an Integer (\(upperResolved ?? "nil") )")
        }
        let (span, overflow) = max(lower, upper).subtractingReportingOverflow(min(lower, upper))
        try compiler.stencilBudget.spend(overflow || span == .max ? .max : span + 1, at: token)
        let range = min(lower, upper)...max(lower, upper)
        return lower > upper ? Array(range.reversed()) : Array(range)
    }

    /// Stencil's `toNumber` (a `Float`), then `Int.init`, which Stencil calls without a check.
    private static func integer(_ value: Any) -> Int? {
        BudgetedExpression.number(of: value).flatMap { Int(exactly: $0.rounded(.towardZero)) }
    }
}

/// What Stencil has spent of one render's `RenderBudget`: a compiler renders on one thread,
/// so its `BudgetedForNode`s and includes share this through it.
final class StencilBudget {
    private(set) var steps = 0
    /// The bytes written so far by loop turns and includes (the rest of a template is its
    /// own text, under its size limit).
    private(set) var bytes = 0
    /// The bytes filters have gone through so far.
    private(set) var processedBytes = 0
    /// The outermost loop with more than one turn, and the outermost include, being rendered:
    /// where a crossed limit is reported.
    var outermostLoop: Token?
    var outermostInclude: Token?
    /// The module being rendered, for the message.
    private var module: String?

    /// Starts the budget of a new render.
    func reset(module: String?) {
        steps = 0
        bytes = 0
        processedBytes = 0
        outermostLoop = nil
        outermostInclude = nil
        self.module = module
    }

    /// Takes `cost` steps for the tag `token`, or throws if that crosses the limit.
    func spend(_ cost: Int, at token: Token?) throws {
        let (sum, overflow) = steps.addingReportingOverflow(cost)
        steps = overflow ? .max : sum
        if steps > RenderBudget.maximumSteps { throw exceeded(.steps, at: token) }
    }

    /// Renders a template the tag `token` brings in (`include`, `extends`) with `render`:
    /// takes the template's `cost` outside its loops, has a limit crossed inside it reported
    /// at this tag unless an outer one already is, and counts what it writes.
    func renderTemplate(at token: Token?, cost: Int, _ render: () throws -> String) throws -> String
    {
        try spend(cost, at: token)
        let isOutermost = outermostInclude == nil
        if isOutermost { outermostInclude = token }
        defer { if isOutermost { outermostInclude = nil } }
        let bytesBefore = bytes
        let output = try render()
        try wrote(output.utf8.count, since: bytesBefore, at: token)
        return output
    }

    /// Counts the `count` bytes of a turn's or include's text, which holds all that was
    /// counted since `before`; throws if the total crosses the limit.
    func wrote(_ count: Int, since before: Int, at token: Token?) throws {
        bytes = before + count
        if bytes > RenderBudget.maximumBytes { throw exceeded(.bytes, at: token) }
    }

    /// Forgets the bytes counted since `before`: text that was built but is not written as it
    /// is (a block's `block.super`, counted where it is printed).
    func discard(since before: Int) {
        bytes = before
    }

    /// Counts the `count` bytes a `{{ … }}` prints, as it prints them (a turn's or include's
    /// text then takes their place); throws if the total crosses the limit.
    func printed(_ count: Int) throws {
        bytes += count
        if bytes > RenderBudget.maximumBytes { throw exceeded(.bytes, at: nil) }
    }

    /// Counts `count` bytes a filter goes through, or throws if that crosses the limit; the
    /// error has no token unless a loop or include is rendering, so Stencil gives it the tag's.
    func process(_ count: Int) throws {
        let (sum, overflow) = processedBytes.addingReportingOverflow(count)
        processedBytes = overflow ? .max : sum
        if processedBytes > RenderBudget.maximumProcessedBytes {
            throw exceeded(.processedBytes, at: nil)
        }
    }

    /// Counts a value of `count` bytes that is about to be built as gone through, or throws
    /// if it would be larger than a value may be.
    func build(_ count: Int) throws {
        try checkValueSize(count)
        try process(count)
    }

    /// Throws if a value of `count` bytes would be larger than a value may be.
    func checkValueSize(_ count: Int) throws {
        if count > RenderBudget.maximumValueBytes { throw exceeded(.valueBytes, at: nil) }
    }

    /// Stencil's `stringify(value)`, as `RenderScope.text(of:processing:)` makes it: a list's
    /// or dictionary's description is refused before it is built if it would be larger than a
    /// value may be, and a filter's input (`processing`) counts it as gone through.
    func text(of value: Any?, processing: Bool) throws -> String {
        if let string = value as? String { return string }
        guard value is [Any?] || value is [String: Any] || value is TemplateObject else {
            return RenderValue.stringify(value)
        }
        try checkValueSize(
            RenderBudget.printedSize(of: value, upTo: RenderBudget.maximumValueBytes))
        let text = RenderValue.stringify(value)
        if processing { try process(text.utf8.count) }
        return text
    }

    /// The error for crossing `limit`, at the outermost loop or include, else at `token`.
    private func exceeded(_ limit: RenderBudget.Limit, at token: Token?) -> TemplateSyntaxError {
        TemplateSyntaxError(
            reason: RenderBudget.reason(limit, module: module),
            token: outermostLoop ?? outermostInclude ?? token)
    }
}

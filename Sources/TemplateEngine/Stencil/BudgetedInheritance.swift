import Stencil

/// Stencil's `extends` and `block` tags (`ExtendsNode`, `BlockNode` and `BlockContext` of
/// Stencil 0.15.1, which it keeps internal, ported), counted against the compiler's
/// `RenderBudget`. Stencil's own `extends` loads and parses the template it extends on every
/// render, with no limit on how deep templates extend each other (a template that extends
/// itself recursed until the stack ran out), and its blocks build `block.super` uncounted:
/// forty templates that each print their parent's block twice build 2^40 copies of it.
///
/// Here `extends` renders the cached nodes of the template it names, parsed as every template
/// of the compiler is (its tags within the limits, placed, its loops and prints counted); it
/// costs the steps of an include (see `RenderBudget`) and nests at most
/// `TemplateCompiler.maximumExtendsDepth` deep. A block that another template's block
/// replaces takes a step, and its `block.super` is counted where it is printed, not where
/// it is built. Registered as `extends` and `block` in the compiler's own extension, which
/// Stencil consults before its default one.
final class BudgetedExtendsNode: NodeType {
    let templateName: Variable
    let blocks: [String: BudgetedBlockNode]
    let token: Token?
    unowned let compiler: TemplateCompiler

    private init(
        templateName: Variable, blocks: [String: BudgetedBlockNode], token: Token,
        compiler: TemplateCompiler
    ) {
        self.templateName = templateName
        self.blocks = blocks
        self.token = token
        self.compiler = compiler
    }

    static func parse(_ parser: TokenParser, token: Token, compiler: TemplateCompiler) throws
        -> NodeType
    {
        let bits = token.components
        guard bits.count == 2 else {
            throw TemplateSyntaxError(
                "'extends' takes one argument, the template file to be extended")
        }
        let parsedNodes = try parser.parse()
        guard !parsedNodes.contains(where: { $0 is BudgetedExtendsNode }) else {
            throw TemplateSyntaxError("'extends' cannot appear more than once in the same template")
        }
        let blocks = parsedNodes.compactMap { $0 as? BudgetedBlockNode }.reduce(
            into: [String: BudgetedBlockNode]()
        ) { blocks, node in
            blocks[node.name] = node
        }
        return BudgetedExtendsNode(
            templateName: Variable(bits[1]), blocks: blocks, token: token, compiler: compiler)
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        // A template that extends itself, directly or not, would recurse until the stack ran
        // out (the variable check refuses a cycle it can see; a name in a variable it cannot).
        compiler.extendsDepth += 1
        defer { compiler.extendsDepth -= 1 }
        guard compiler.extendsDepth <= TemplateCompiler.maximumExtendsDepth else {
            throw TemplateSyntaxError(
                reason:
                    "templates extend each other deeper than \(TemplateCompiler.maximumExtendsDepth) levels; does '\(name)' extend itself?",
                token: token
            )
        }
        guard compiler.foldedText(of: name) != nil else {
            throw TemplateSyntaxError(
                reason:
                    "no template '\(name)' in this set; 'extends' names a template by its path inside the set",
                token: token
            )
        }
        let nodes = try compiler.nodes(for: name)
        // Counted, and a limit crossed outside loops reported, as for an include.
        return try compiler.stencilBudget.renderTemplate(
            at: token, cost: compiler.templateCost(name)
        ) {
            let inherited: InheritedBlocks
            if let enclosing = context[InheritedBlocks.contextKey] as? InheritedBlocks {
                inherited = enclosing
                for (name, block) in blocks {
                    inherited.push(block, forKey: name)
                }
            } else {
                inherited = InheritedBlocks(blocks: blocks)
            }
            return try context.push(dictionary: [InheritedBlocks.contextKey: inherited]) {
                try renderNodes(nodes, context)
            }
        }
    }
}

/// `{% block name %}…{% endblock %}`: its own text, or that of the block of the same name
/// in a template that extends this one, which sees this one's as `block.super`.
final class BudgetedBlockNode: NodeType {
    let name: String
    let nodes: [NodeType]
    let token: Token?
    unowned let compiler: TemplateCompiler

    private init(name: String, nodes: [NodeType], token: Token, compiler: TemplateCompiler) {
        self.name = name
        self.nodes = nodes
        self.token = token
        self.compiler = compiler
    }

    static func parse(_ parser: TokenParser, token: Token, compiler: TemplateCompiler) throws
        -> NodeType
    {
        let bits = token.components
        guard bits.count == 2 else {
            throw TemplateSyntaxError("'block' tag takes one argument, the block name")
        }
        let nodes = try parser.parse(until(["endblock"]))
        _ = parser.nextToken()
        return BudgetedBlockNode(name: bits[1], nodes: nodes, token: token, compiler: compiler)
    }

    func render(_ context: Context) throws -> String {
        if let inherited = context[InheritedBlocks.contextKey] as? InheritedBlocks,
            let child = inherited.pop(name)
        {
            let budget = compiler.stencilBudget
            try budget.spend(1, at: token)
            // `block.super` is built here and written only where the child prints it, which
            // counts it there: what building it counted is not written.
            let bytesBefore = budget.bytes
            let superText = try render(context)
            budget.discard(since: bytesBefore)
            let childContext: [String: Any] = [
                InheritedBlocks.contextKey: inherited,
                "block": ["super": superText],
            ]
            do {
                return try context.push(dictionary: childContext) {
                    try child.render(context)
                }
            } catch let error as TemplateSyntaxError {
                throw TemplateSyntaxError(
                    reason: error.reason, token: error.token ?? child.token,
                    stackTrace: error.stackTrace)
            } catch {
                throw TemplateSyntaxError(reason: "\(error)", token: child.token)
            }
        }
        let result = try renderNodes(nodes, context)
        context.cacheBlock(name, content: result)
        return result
    }
}

/// The blocks of the templates that extend the one rendering, by name, the most derived first
/// (Stencil's `BlockContext`).
private final class InheritedBlocks {
    static let contextKey = "block_context"

    private var blocks: [String: [BudgetedBlockNode]]

    init(blocks: [String: BudgetedBlockNode]) {
        self.blocks = blocks.mapValues { [$0] }
    }

    func push(_ block: BudgetedBlockNode, forKey name: String) {
        blocks[name, default: []].append(block)
    }

    func pop(_ name: String) -> BudgetedBlockNode? {
        guard var named = blocks[name], !named.isEmpty else { return nil }
        let block = named.removeFirst()
        blocks[name] = named.isEmpty ? nil : named
        return block
    }
}

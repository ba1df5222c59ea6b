import Diagnostics
import Foundation
import Stencil

/// Parses templates once per run and renders them. Stencil's own lexer finds each token's
/// line by searching the text for it (slow, and wrong on repeated lines), and its
/// `include` and `extends` tags load and parse the template again on every render; this
/// compiler lexes with `TemplateTag`'s scanner, remembers where each token stands, and gives
/// `include` and `extends` the cached nodes of the template they name.
///
/// Stencil's evaluation is the cost of a run (it re-parses each key path and casts each
/// value on every render), so a template Stencil has parsed is also compiled into a
/// `TemplateProgram` when it keeps to the subset the evaluator mirrors; the program
/// renders it, and Stencil renders the rest, and whatever the program leaves to it.
public final class TemplateCompiler {
    /// A parsed template: Stencil's nodes (for the check, and as the fallback) and the
    /// evaluator's program, if it has one. A trusted template's nodes are parsed only when
    /// Stencil has to render it.
    private final class Compiled {
        let tokens: [Token]
        let program: TemplateProgram?
        private var parsed: [NodeType]?

        init(tokens: [Token], program: TemplateProgram?, nodes: [NodeType]?) {
            self.tokens = tokens
            self.program = program
            parsed = nodes
        }

        func nodes(parsing parse: ([Token]) throws -> [NodeType]) throws -> [NodeType] {
            if let parsed { return parsed }
            let nodes = try parse(tokens)
            parsed = nodes
            return nodes
        }
    }

    private var environment: Environment
    /// Template sources as written, by name.
    private let templates: [String: String]
    /// Each template with its line statements folded (see `LineStatements`), made on first use.
    private var folded: [String: (text: String, segments: [[LineStatements.Segment]])] = [:]
    private var compiled: [String: Compiled] = [:]
    /// Where each token of the compiled templates stands: template name, line, column.
    private var places: [ObjectIdentifier: (template: String, line: Int, column: Int)] = [:]
    /// Set by `lex` when a tag is left open.
    private var unclosed: TemplateSyntaxError?
    /// The host's string filters by name, for the evaluator (Stencil has them from
    /// `TemplateFilters.makeExtension`).
    private let stringFilters: StringFilters

    /// A `SourceMap` for tokens, which Stencil does not let us make; places are kept apart.
    private let sourceMap = Template(templateString: "x").tokens.first?.sourceMap

    /// Whether the templates are known to parse (a built-in set, which this package's tests
    /// check), so Stencil need not parse those the evaluator renders.
    private let trusted: Bool
    /// Programs compiled when the host was built, by template: the fingerprint of the text
    /// each was compiled from, and the program as `ProgramCodec` writes it.
    private let shipped: [String: ShippedProgram]
    /// Programs read from `shipped`, by template; `nil` where there is none to read.
    private var shippedRead: [String: TemplateProgram?] = [:]

    /// What Stencil has spent of the budget of the render under way (see `RenderBudget`).
    let stencilBudget: StencilBudget
    /// The steps a turn of each loop Stencil parsed costs, by its `for` token.
    private var loopCosts: [ObjectIdentifier: Int] = [:]
    /// The variable tokens of the parse under way, by the block token handed to Stencil for each.
    private var variableTokens: [ObjectIdentifier: Token] = [:]
    /// The steps rendering each template costs outside its loops, by name.
    private var templateCosts: [String: Int] = [:]
    /// The most steps, bytes written and bytes processed a render of one template has taken,
    /// for the tests that check how far the built-in sets stay from the limits.
    public private(set) var heaviestRender = (steps: 0, bytes: 0, processedBytes: 0)
    /// The tokens made to place the evaluator's crossed limits, kept so that no other token
    /// takes an address that `places` knows.
    private var limitTokens: [Token] = []

    /// A compiler of `templates` (text by name) that knows the host's `stringFilters`, whose
    /// names must differ from each other and from those of Stencil's filters the engine
    /// counts (`default`, `join`…). `trusted` templates are known to parse (a set whose tests
    /// check it), so Stencil need not parse those the evaluator renders; and a program in
    /// `compiled`, as `shippedProgram(template:)` gave it when the host was built, is read
    /// instead of compiled while its template's text is the one it was compiled from
    /// (`compiled` is ignored unless `trusted`).
    public init(
        templates: [String: String],
        stringFilters: [StringFilter] = [],
        trusted: Bool = false,
        compiled: [String: ShippedProgram] = [:]
    ) {
        let names = stringFilters.map(\.name)
        precondition(Set(names).count == names.count, "two string filters of one name")
        precondition(
            TemplateFilters.countedNames.isDisjoint(with: names),
            "a string filter named like one of Stencil's")
        self.templates = templates
        self.trusted = trusted
        shipped = trusted ? compiled : [:]
        self.stringFilters = Dictionary(stringFilters.map { ($0.name, $0.transform) }) { first, _ in
            first
        }
        let tags = Extension()
        let budget = StencilBudget()
        stencilBudget = budget
        environment = Environment(extensions: [
            TemplateFilters.makeExtension(budget: budget, stringFilters: stringFilters), tags,
        ])
        tags.registerTag("include") { [unowned self] parser, token in
            try CachedInclude.parse(parser, token: token, compiler: self)
        }
        tags.registerTag("extends") { [unowned self] parser, token in
            try BudgetedExtendsNode.parse(parser, token: token, compiler: self)
        }
        tags.registerTag("block") { [unowned self] parser, token in
            try BudgetedBlockNode.parse(parser, token: token, compiler: self)
        }
        tags.registerTag("for") { [unowned self] parser, token in
            try BudgetedForNode.parse(parser, token: token, compiler: self)
        }
        tags.registerTag("if") { parser, token in
            try BudgetedIfNode.parse(parser, token: token, budget: budget)
        }
        tags.registerTag("ifnot") { parser, token in
            try BudgetedIfNode.parseIfNot(parser, token: token, budget: budget)
        }
        tags.registerTag(BudgetedVariableNode.tagName) { [unowned self] parser, token in
            guard let variable = variableTokens[ObjectIdentifier(token)] else {
                throw TemplateSyntaxError("Unknown template tag '\(BudgetedVariableNode.tagName)'")
            }
            return try BudgetedVariableNode.parse(parser, token: variable, budget: budget)
        }
    }

    /// The nodes of the template `name`, parsed on first use.
    func nodes(for name: String) throws -> [NodeType] {
        try compiledTemplate(name).nodes(parsing: parseWithStencil)
    }

    /// The nodes of a template snippet (an output path, a condition), parsed on first use.
    func nodes(forSnippet text: String) throws -> [NodeType] {
        try compiledSnippet(text).nodes(parsing: parseWithStencil)
    }

    /// Stencil's nodes for `tokens`, with the costs of their loops worked out for
    /// `BudgetedForNode`, and each variable token handed to Stencil as a block token, so that
    /// `BudgetedVariableNode` renders it.
    private func parseWithStencil(_ tokens: [Token]) throws -> [NodeType] {
        loopCosts.merge(RenderBudget.costs(of: tokens).loops) { _, new in new }
        var blockTokens: [Token] = []
        blockTokens.reserveCapacity(tokens.count)
        for token in tokens {
            guard token.kind == .variable else {
                blockTokens.append(token)
                continue
            }
            let block = BudgetedVariableNode.blockToken(for: token)
            variableTokens[ObjectIdentifier(block)] = token
            blockTokens.append(block)
        }
        // The block tokens live as long as this parse, and so do their identifiers.
        defer { variableTokens = [:] }
        return try TokenParser(tokens: blockTokens, environment: environment).parse()
    }

    /// The steps a turn of the loop whose `for` tag is `token` costs, if it is one of this
    /// compiler's templates.
    func loopCost(of token: Token) -> Int? {
        loopCosts[ObjectIdentifier(token)]
    }

    /// The steps rendering the template `name` costs outside its loops.
    func templateCost(_ name: String) -> Int {
        if let cost = templateCosts[name] { return cost }
        let cost = (try? RenderBudget.costs(of: compiledTemplate(name).tokens).template) ?? 0
        templateCosts[name] = cost
        return cost
    }

    /// The template `name` rendered with `context`.
    public func render(template name: String, _ context: TemplateContext) throws -> String {
        do {
            if let program = shippedProgram(name),
                let output = try render(program, template: name, context)
            {
                return output
            }
            return try render(compiledTemplate(name), template: name, context)
        } catch let error as TemplateSyntaxError where RenderBudget.isLimitReason(error.reason) {
            templatesOverLimits.insert(name)
            throw error
        }
    }

    /// The templates whose render has crossed a limit of `RenderBudget` (for a caller that
    /// renders many modules and need not pay for such a render again).
    public private(set) var templatesOverLimits: Set<String> = []

    /// The evaluator's output, or `nil` where Stencil must render; throws where the render
    /// crossed a limit of `RenderBudget`.
    private func render(
        _ program: TemplateProgram, template name: String?, _ context: TemplateContext
    ) throws -> String? {
        guard var scope = context.makeScope() else { return nil }
        do {
            let output = try program.render(in: &scope, library: self)
            noteRender(
                steps: scope.steps, bytes: output.utf8.count, processedBytes: scope.processedBytes)
            return output
        } catch {
            guard let limit = error.limit else { return nil }
            // Crossed outside loops and includes, by a tag the evaluator does not place: Stencil
            // renders the template again, counting alike, and says which tag it was.
            if limit.site == nil, name != nil { return nil }
            throw limitError(limit, template: name, context: context)
        }
    }

    /// The error for a limit the evaluator crossed, at its site (a token whose place this
    /// compiler knows), else at the start of the template.
    private func limitError(
        _ limit: RenderLimitExceeded, template name: String?, context: TemplateContext
    ) -> TemplateSyntaxError {
        let reason = RenderBudget.reason(
            limit.limit, module: context.dictionary["module"] as? String)
        guard let name, let sourceMap else { return TemplateSyntaxError(reason) }
        let site = limit.site ?? TemplateSite(template: name, line: 1, column: 1)
        let token = Token.block(value: "", at: sourceMap)
        places[ObjectIdentifier(token)] = (site.template, site.line, site.column)
        limitTokens.append(token)
        return TemplateSyntaxError(reason: reason, token: token)
    }

    /// The program shipped compiled for the template `name`, read on first use; `nil` if
    /// there is none, or the template's text is not the one it was compiled from.
    private func shippedProgram(_ name: String) -> TemplateProgram? {
        guard let shipped = shipped[name], let text = templates[name] else { return nil }
        if let known = shippedRead[name] { return known }
        var program: TemplateProgram?
        if shipped.fingerprint == ProgramCodec.fingerprint(of: text) {
            program = ProgramCodec.decode(
                shipped.program, template: name, stringFilters: stringFilters)
        }
        shippedRead[name] = .some(program)
        return program
    }

    /// The template `name` compiled, for a host to ship and give back to `init`; `nil` if it
    /// does not compile to a program (Stencil renders it).
    public func shippedProgram(template name: String) -> ShippedProgram? {
        guard let text = templates[name],
            let program = compiledProgram(template: name).flatMap(ProgramCodec.encode)
        else {
            return nil
        }
        return ShippedProgram(fingerprint: ProgramCodec.fingerprint(of: text), program: program)
    }

    /// A template snippet rendered with `context`.
    public func render(snippet text: String, _ context: TemplateContext) throws -> String {
        try render(compiledSnippet(text), template: nil, context)
    }

    /// Stencil's rendering of `nodes`, within a budget of its own; `cost` is what the
    /// template costs outside its loops, and `module` is named if a limit is crossed.
    func renderWithStencil(
        _ nodes: [NodeType], _ context: [String: Any], cost: Int = 0, module: String? = nil
    ) throws -> String {
        stencilBudget.reset(module: module)
        try stencilBudget.spend(cost, at: nil)
        return try renderNodes(nodes, Context(dictionary: context, environment: environment))
    }

    /// The evaluator's rendering of the template `name`, or `nil` where it leaves the
    /// template to Stencil; for tests that compare the engines.
    func renderWithProgram(template name: String, _ context: TemplateContext) throws -> String? {
        guard let program = try compiledTemplate(name).program else { return nil }
        return try render(program, template: name, context)
    }

    /// Whether the template `name` parses and compiles to a program.
    func hasProgram(template name: String) -> Bool {
        compiledProgram(template: name) != nil
    }

    /// The program the template `name` compiles to here and now (never one shipped
    /// compiled), if it parses and compiles to one.
    func compiledProgram(template name: String) -> TemplateProgram? {
        try? compiledTemplate(name).program
    }

    private func render(_ template: Compiled, template name: String?, _ context: TemplateContext)
        throws -> String
    {
        if let program = template.program, let output = try render(program, template: name, context)
        {
            return output
        }
        let output = try renderWithStencil(
            template.nodes(parsing: parseWithStencil),
            context.stencilDictionary,
            cost: name.map(templateCost) ?? 0,
            module: context.dictionary["module"] as? String
        )
        // Loops and includes count what they write; the rest is the template's own text and values.
        try stencilBudget.wrote(output.utf8.count, since: 0, at: template.tokens.first)
        noteRender(
            steps: stencilBudget.steps, bytes: output.utf8.count,
            processedBytes: stencilBudget.processedBytes)
        return output
    }

    private func noteRender(steps: Int, bytes: Int, processedBytes: Int) {
        heaviestRender = (
            max(heaviestRender.steps, steps), max(heaviestRender.bytes, bytes),
            max(heaviestRender.processedBytes, processedBytes)
        )
    }

    private func compiledTemplate(_ name: String) throws -> Compiled {
        if let cached = compiled[name] { return cached }
        guard let text = foldedText(of: name) else {
            throw TemplateSyntaxError(
                "no template '\(name)' in this set; an include names a template by its path inside the set"
            )
        }
        let template = try parse(text, name: name)
        compiled[name] = template
        return template
    }

    private func compiledSnippet(_ text: String) throws -> Compiled {
        let key = "\u{0}snippet:" + text
        if let cached = compiled[key] { return cached }
        let template = try parse(text, name: nil)
        compiled[key] = template
        return template
    }

    /// The template `name` with its line statements folded.
    func foldedText(of name: String) -> String? {
        if let done = folded[name] { return done.text }
        guard let text = templates[name] else { return nil }
        let fold = LineStatements.fold(text)
        folded[name] = (fold.text, fold.segments)
        return fold.text
    }

    /// Where each piece of each folded line of `name` came from.
    func segments(of name: String) -> [[LineStatements.Segment]] {
        _ = foldedText(of: name)
        return folded[name]?.segments ?? []
    }

    /// Where `token` stands, if it is one of this compiler's.
    func place(of token: Token) -> (template: String, line: Int, column: Int)? {
        places[ObjectIdentifier(token)]
    }

    /// Parses the template `name` (Stencil's parse, which reports every syntax error), so
    /// that a set can be checked before anything renders.
    public func parse(template name: String) throws {
        _ = try nodes(for: name)
    }

    /// Parses a template snippet (an output path, a condition).
    public func parse(snippet text: String) throws {
        _ = try nodes(forSnippet: text)
    }

    /// Where a template error stands.
    public enum Place: Equatable, Sendable {
        /// In the template `name`, at the line and column written there (line statements
        /// unfolded).
        case template(String, line: Int, column: Int)
        /// In a snippet, at a line and column of its text.
        case snippet(line: Int, column: Int)
    }

    /// A syntax error of a template or snippet, with the tag at fault placed if it is known.
    public struct Fault: Sendable {
        public let reason: String
        public let place: Place?
    }

    /// What `error`, thrown by this compiler, says and where, if it is a syntax error.
    public func fault(of error: any Error) -> Fault? {
        guard let syntax = error as? TemplateSyntaxError else { return nil }
        guard let token = syntax.token else { return Fault(reason: syntax.reason, place: nil) }
        if let site = place(of: token) {
            // A snippet's tags are placed in a template without a name.
            if site.template.isEmpty {
                return Fault(
                    reason: syntax.reason, place: .snippet(line: site.line, column: site.column))
            }
            let original = LineStatements.originalPlace(
                line: site.line, column: site.column, in: segments(of: site.template))
            return Fault(
                reason: syntax.reason,
                place: .template(site.template, line: original.line, column: original.column))
        }
        // Lexed by Stencil (whitespace control): placed as Stencil placed it.
        let location = token.sourceMap.location
        let (line, column) = (Int(location.lineNumber), location.lineOffset + 1)
        guard let name = token.sourceMap.filename else {
            return Fault(reason: syntax.reason, place: .snippet(line: line, column: column))
        }
        let original = LineStatements.originalPlace(
            line: line, column: column, in: segments(of: name))
        return Fault(
            reason: syntax.reason,
            place: .template(name, line: original.line, column: original.column))
    }

    /// Whether `error` says that a template that was included or extended does not exist.
    public static func isMissingTemplate(_ error: any Error) -> Bool {
        error is TemplateDoesNotExist
    }

    /// Stencil parses first, so a template that does not parse fails as it always has; the
    /// program is compiled only from this scanner's tokens (not where whitespace control
    /// needs Stencil's lexer).
    private func parse(_ text: String, name: String?) throws -> Compiled {
        unclosed = nil
        if let sourceMap, let tokens = lex(text, name: name, sourceMap: sourceMap) {
            try Self.checkShape(of: tokens)
            let program = TemplateProgramParser.compile(tokens, stringFilters: stringFilters) {
                [places] token in
                Self.site(of: token, in: places, template: name ?? "")
            }
            if trusted, program != nil {
                return Compiled(tokens: tokens, program: program, nodes: nil)
            }
            return Compiled(tokens: tokens, program: program, nodes: try parseWithStencil(tokens))
        }
        if let unclosed { throw unclosed }
        let tokens = Template(templateString: text, environment: environment, name: name).tokens
        try Self.checkShape(of: tokens)
        return Compiled(tokens: tokens, program: nil, nodes: try parseWithStencil(tokens))
    }

    /// Where `token` stands according to `places`, else the start of `template`.
    private static func site(
        of token: Token,
        in places: [ObjectIdentifier: (template: String, line: Int, column: Int)],
        template: String
    ) -> TemplateSite {
        guard let place = places[ObjectIdentifier(token)] else {
            return TemplateSite(template: template, line: 1, column: 1)
        }
        return TemplateSite(template: place.template, line: place.line, column: place.column)
    }

    /// How deep block tags may nest, how many words and how many `|` and `.` one block or
    /// variable tag may hold, and how many tags one template may hold. Stencil and the
    /// evaluator parse tags recursively, so thousands of nested `{% if %}`s or `not not not …`
    /// would exhaust the stack; a word of 80,000 filters or key-path names takes a second to
    /// read; and Stencil's parser takes time growing with the square of the number of tags.
    static let maximumTagDepth = 64
    static let maximumTagWords = 100
    static let maximumTagSeparators = 1_000
    static let maximumTags = 10_000
    /// How deep includes may nest while rendering.
    static let maximumIncludeDepth = RenderLimits.maximumIncludeDepth
    /// Includes being rendered now, by either engine (a compiler serves one thread).
    var includeDepth = 0
    /// How deep templates may extend each other while rendering.
    static let maximumExtendsDepth = 64
    /// `extends` tags being rendered now (only Stencil renders them).
    var extendsDepth = 0

    private static func checkShape(of tokens: [Token]) throws {
        var depth = 0
        var tags = 0
        for token in tokens where token.kind != .text {
            tags += 1
            guard tags <= maximumTags else {
                throw TemplateSyntaxError(
                    reason:
                        "this template has more than \(maximumTags) tags; split it into templates that include each other",
                    token: token
                )
            }
            // A variable tag counts too: `{{ x if not not … }}` holds a condition. A comment does not.
            guard token.kind != .comment else { continue }
            let words = wordCount(of: token.contents)
            guard words <= maximumTagWords else {
                throw TemplateSyntaxError(
                    reason:
                        "this tag has \(words) words; a tag may have at most \(maximumTagWords)",
                    token: token)
            }
            let separators = separatorCount(of: token.contents)
            guard separators <= maximumTagSeparators else {
                throw TemplateSyntaxError(
                    reason:
                        "this tag has \(separators) '|' and '.' (filters and key-path names); a tag may have at most \(maximumTagSeparators)",
                    token: token
                )
            }
            if let range = rangeOutsideLoop(in: token) {
                throw TemplateSyntaxError(
                    reason:
                        "a range ('\(range)') may only be the sequence of a 'for' tag, which counts its length against the render limits; elsewhere it would be built whole",
                    token: token
                )
            }
            guard token.kind == .block else { continue }
            switch token.contents.prefix(while: { $0 != " " }) {
            case "if", "ifnot", "for", "filter", "block":
                depth += 1
                guard depth <= maximumTagDepth else {
                    throw TemplateSyntaxError(
                        reason: "tags are nested deeper than \(maximumTagDepth) levels",
                        token: token)
                }
            case "endif", "endfor", "endfilter", "endblock":
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }

    /// A word of `token` that Stencil would read as a range (`a...b`, which it builds as an
    /// array at once), where it is not what a `for` tag loops over (`BudgetedForNode` counts
    /// that one); `nil` if there is none.
    private static func rangeOutsideLoop(in token: Token) -> String? {
        guard token.kind == .variable || token.kind == .block, token.contents.contains("...") else {
            return nil
        }
        var words = StencilSyntax.smartSplit(token.contents)[...]
        if token.kind == .block {
            if words.first?.hasSuffix(":") == true { words = words.dropFirst() }  // a labelled loop
            switch words.first {
            case "for": words = words.firstIndex(of: "where").map { words[$0...] } ?? []
            case "if", "elif", "ifnot": break
            default: return nil
            }
        }
        return words.first { $0.components(separatedBy: "...").count == 2 }
    }

    /// Whether a tag whose inside (between the delimiters) is `inside` breaks the limits on
    /// words or separators, as the compiler counts them.
    static func isBeyondTagLimits(inside: Substring) -> Bool {
        let contents = stencilContents(inside: inside)
        return wordCount(of: contents) > maximumTagWords
            || separatorCount(of: contents) > maximumTagSeparators
    }

    private static func separatorCount(of contents: String) -> Int {
        contents.utf8.count { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ".") }
    }

    /// Words as runs of bytes other than spaces (a quoted string with spaces counts as more
    /// than one; the limit is far above any real tag).
    private static func wordCount(of contents: String) -> Int {
        var count = 0
        var inWord = false
        for byte in contents.utf8 {
            let isSpace = byte == UInt8(ascii: " ")
            if !isSpace, !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }

    /// Tokens as Stencil's lexer makes them, or `nil` for a template with whitespace
    /// control (`{%-`, `-%}`, `+`), which only Stencil's lexer can express.
    private func lex(_ text: String, name: String?, sourceMap: SourceMap) -> [Token]? {
        let lexed = Self.lex(text, name: name, sourceMap: sourceMap)
        record(lexed)
        return lexed.tokens
    }

    /// What lexing a template gives: its tokens (`nil` if Stencil's lexer must do it), where
    /// each stands, and the tag left open, if any.
    fileprivate struct Lexed {
        var tokens: [Token]?
        var places: [(token: ObjectIdentifier, place: (template: String, line: Int, column: Int))] =
            []
        var unclosed: TemplateSyntaxError?
    }

    private func record(_ lexed: Lexed) {
        for (token, place) in lexed.places { places[token] = place }
        unclosed = lexed.unclosed
    }

    /// Touches no state of the compiler, so templates can be lexed on several threads.
    private static func lex(_ text: String, name: String?, sourceMap: SourceMap) -> Lexed {
        var lexed = Lexed()
        var tokens: [Token] = []
        var pending = ""
        let pieces: [TemplateTag.Piece]
        do {
            pieces = try TemplateTag.pieces(of: text)
        } catch {
            // Stencil would quietly read to the end of the file; a tag left open is a mistake.
            let token = Token.text(value: error.opener, at: sourceMap)
            lexed.places.append((ObjectIdentifier(token), (name ?? "", error.line, error.column)))
            lexed.unclosed = TemplateSyntaxError(
                reason: "'\(error.opener)' is not closed", token: token)
            return lexed
        }
        for piece in pieces {
            switch piece {
            case .text(let text):
                pending += text
            case .tag(let tag, let raw):
                if tag.kind == .block,
                    raw.hasPrefix("{%-") || raw.hasPrefix("{%+") || raw.hasSuffix("-%}")
                        || raw.hasSuffix("+%}")
                {
                    return Lexed()
                }
                if !pending.isEmpty {
                    tokens.append(.text(value: pending, at: sourceMap))
                    pending = ""
                }
                let contents = stencilContents(of: raw)
                let token: Token
                switch tag.kind {
                case .variable: token = .variable(value: contents, at: sourceMap)
                case .block: token = .block(value: contents, at: sourceMap)
                case .comment: token = .comment(value: contents, at: sourceMap)
                }
                // A snippet's tags are placed too, in a template without a name.
                lexed.places.append((ObjectIdentifier(token), (name ?? "", tag.line, tag.column)))
                tokens.append(token)
            }
        }
        if !pending.isEmpty { tokens.append(.text(value: pending, at: sourceMap)) }
        lexed.tokens = tokens
        return lexed
    }

    /// Compiles the templates `names` of a trusted set on every core, before the first
    /// module renders them one by one: a single `new` pays for compiling them all.
    public func precompile(_ names: [String]) {
        guard trusted, let sourceMap else { return }
        let todo = Array(
            Set(
                names.filter {
                    compiled[$0] == nil && templates[$0] != nil && shippedProgram($0) == nil
                })
        ).sorted()
        guard todo.count > 1 else { return }
        let texts = todo.map { templates[$0] ?? "" }
        let filters = stringFilters
        let results = IndexedSlots<
            (
                text: String, segments: [[LineStatements.Segment]], lexed: Lexed,
                program: TemplateProgram?
            )
        >(
            count: todo.count
        )
        // A value of strings and numbers that Stencil does not declare `Sendable`.
        let map = UncheckedSendable(sourceMap)
        let workers = min(todo.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: todo.count, by: workers) {
                let fold = LineStatements.fold(texts[index])
                let lexed = Self.lex(fold.text, name: todo[index], sourceMap: map.value)
                let places = Dictionary(lexed.places, uniquingKeysWith: { first, _ in first })
                let program = lexed.tokens.flatMap { tokens in
                    TemplateProgramParser.compile(tokens, stringFilters: filters) { token in
                        Self.site(of: token, in: places, template: todo[index])
                    }
                }
                results.set(index, (fold.text, fold.segments, lexed, program))
            }
        }
        for (index, name) in todo.enumerated() {
            guard let (text, segments, lexed, program) = results[index] else { continue }
            folded[name] = (text, segments)
            // Compiled when used, as usual.
            guard let tokens = lexed.tokens, let program else { continue }
            record(lexed)
            compiled[name] = Compiled(tokens: tokens, program: program, nodes: nil)
        }
    }

    /// What Stencil keeps of a tag: the inside, each line trimmed of spaces, empty lines
    /// dropped, joined with spaces.
    private static func stencilContents(of raw: String) -> String {
        stencilContents(inside: raw.dropFirst(2).dropLast(2))
    }

    private static func stencilContents(inside: Substring) -> String {
        if !inside.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            // One line, as below without the split.
            return TemplateTag.trimmed(inside, spacesOnly: true)
        }
        return inside.split(separator: "\n", omittingEmptySubsequences: true)
            .map { TemplateTag.trimmed($0, spacesOnly: true) }
            .joined(separator: " ")
    }
}

/// `{% include "name" %}` and `{% include "name" context %}`, rendering the partial's
/// cached nodes.
private final class CachedInclude: NodeType {
    let templateName: Variable
    let includeContext: String?
    let token: Token?
    unowned let compiler: TemplateCompiler

    init(templateName: Variable, includeContext: String?, token: Token, compiler: TemplateCompiler)
    {
        self.templateName = templateName
        self.includeContext = includeContext
        self.token = token
        self.compiler = compiler
    }

    static func parse(_ parser: TokenParser, token: Token, compiler: TemplateCompiler) throws
        -> NodeType
    {
        let bits = token.components
        guard bits.count == 2 || bits.count == 3 else {
            throw TemplateSyntaxError(
                "'include' tag requires one argument, the template file to be included. A second optional argument can be used to specify the context that will be passed to the included file"
            )
        }
        return CachedInclude(
            templateName: Variable(bits[1]),
            includeContext: bits.count == 3 ? bits[2] : nil,
            token: token,
            compiler: compiler
        )
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        // A template that includes itself, directly or not, would recurse until the stack ran out.
        compiler.includeDepth += 1
        defer { compiler.includeDepth -= 1 }
        guard compiler.includeDepth <= TemplateCompiler.maximumIncludeDepth else {
            throw TemplateSyntaxError(
                reason:
                    "includes nest deeper than \(TemplateCompiler.maximumIncludeDepth) levels; does '\(name)' include itself?",
                token: token
            )
        }
        let nodes = try compiler.nodes(for: name)
        let pushed = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
        return try compiler.stencilBudget.renderTemplate(
            at: token, cost: compiler.templateCost(name)
        ) {
            try context.push(dictionary: pushed) { try renderNodes(nodes, context) }
        }
    }
}

extension TemplateCompiler: ProgramLibrary {
    /// An include's partial, which Stencil must have parsed (or it reports the error).
    func program(named name: String) throws(ProgramEscape) -> TemplateProgram {
        if let program = shippedProgram(name) { return program }
        guard let program = try? compiledTemplate(name).program else { throw ProgramEscape() }
        return program
    }
}

/// A render-context object as Stencil sees it. Stencil copies a dictionary (and every
/// dictionary inside it) each time a template looks a key up in it; an object is looked up
/// in place.
final class TemplateObject: DynamicMemberLookup, CustomStringConvertible {
    let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
    }

    subscript(dynamicMember member: String) -> Any? {
        member == "count" ? values.count : values[member]
    }

    var description: String { "\(values)" }

    /// `context` with every dictionary inside it (but `params`, which templates may loop
    /// over) turned into an object.
    static func wrapping(_ context: [String: Any]) -> [String: Any] {
        context.mapValues(wrap).merging(context.filter { $0.key == "params" }) { _, raw in raw }
    }

    private static func wrap(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]: TemplateObject(dictionary.mapValues(wrap))
        case let array as [Any]: array.map(wrap)
        default: value
        }
    }
}

private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

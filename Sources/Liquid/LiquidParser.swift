import Diagnostics
import Foundation

/// Where a tag or an output starts: 1-based line and column (in Unicode scalars).
struct LiquidSite: Sendable {
    var line: Int
    var column: Int
}

indirect enum LiquidExpression: Sendable {
    case literal(LiquidValue)
    /// `blank` and `empty` on a side of a comparison: a test of the other side.
    case emptyTest
    case blankTest
    case range(LiquidExpression, LiquidExpression)
    case lookup(name: LiquidExpression, lookups: [LiquidLookup])
}

enum LiquidLookup: Sendable {
    case key(LiquidExpression)
    /// A name; `size`, `first` and `last` are also commands on what has no such key.
    case name(String, isCommand: Bool)
}

struct LiquidFilterCall: Sendable {
    var name: String
    var arguments: [LiquidExpression]
    var keywordArguments: [(String, LiquidExpression)]
}

struct LiquidVariable: Sendable {
    var expression: LiquidExpression?
    var filters: [LiquidFilterCall]
    var site: LiquidSite
}

struct LiquidComparison: Sendable {
    var left: LiquidExpression?
    var op: String?
    var right: LiquidExpression?
}

/// Conditions chained as Ruby's Liquid chains them: evaluated left to right, each `and`/`or`
/// deciding whether to go on, which groups them from the right (`a and b or c` is
/// `a and (b or c)`).
struct LiquidCondition: Sendable {
    var comparisons: [LiquidComparison]
    var operators: [String]  // between comparisons i and i+1
}

struct LiquidConditionalBlock: Sendable {
    var condition: LiquidCondition?  // nil: else
    var body: [LiquidNode]
}

enum LiquidForOffset: Sendable {
    case none
    case expression(LiquidExpression)
    case `continue`
}

indirect enum LiquidNode: Sendable {
    case text(String)
    case output(LiquidVariable)
    case ifTag(blocks: [LiquidConditionalBlock], unless: Bool, site: LiquidSite)
    case caseTag(
        left: LiquidExpression?, whens: [(condition: LiquidComparison?, body: [LiquidNode])],
        preludeIsBlank: Bool, site: LiquidSite)
    case forTag(
        variable: String, collection: LiquidExpression, name: String, reversed: Bool,
        limit: LiquidExpression?,
        offset: LiquidForOffset, body: [LiquidNode], elseBody: [LiquidNode]?, site: LiquidSite
    )
    case assign(to: String, from: LiquidVariable, site: LiquidSite)
    case capture(to: String, body: [LiquidNode], site: LiquidSite)
    case comment
    case raw(String)
    case include(
        name: LiquidExpression, variable: LiquidExpression?, isFor: Bool, alias: String?,
        attributes: [(String, LiquidExpression)], site: LiquidSite
    )
    case cycle(key: CycleKey, values: [LiquidExpression], site: LiquidSite)
    case increment(String, by: Int)
    case breakTag
    case continueTag
    case echo(LiquidVariable)
    case ifchanged(body: [LiquidNode], site: LiquidSite)

    enum CycleKey: Sendable {
        case named(LiquidExpression)
        case fixed(String)
    }

    /// Ruby's `blank?`: a tag that writes nothing, whose whitespace a blank block drops.
    var isBlank: Bool {
        switch self {
        case .text(let text): text.unicodeScalars.allSatisfy(isRubySpace) && !text.contains("\0")
        case .output, .include, .cycle, .increment, .breakTag, .continueTag, .echo: false
        case .assign, .capture, .comment: true
        case .raw(let body): body.isEmpty
        case .ifTag(let blocks, _, _): blocks.allSatisfy { Self.isBlank($0.body) }
        case .caseTag(_, let whens, let preludeIsBlank, _):
            preludeIsBlank && whens.allSatisfy { Self.isBlank($0.body) }
        case .forTag(_, _, _, _, _, _, let body, let elseBody, _):
            Self.isBlank(body) && Self.isBlank(elseBody ?? [])
        case .ifchanged(let body, _): Self.isBlank(body)
        }
    }

    static func isBlank(_ body: [LiquidNode]) -> Bool { body.allSatisfy(\.isBlank) }

    static func removingText(_ body: [LiquidNode]) -> [LiquidNode] {
        body.filter { if case .text = $0 { false } else { true } }
    }
}

/// Liquid's parser: the tokenizer, the block bodies with their whitespace control, and the
/// lax-mode parsers of Ruby's Liquid 5.4 for each tag.
struct LiquidParser {
    struct Token {
        var text: String
        var site: LiquidSite
    }

    enum End {
        case tag(name: String, markup: String, site: LiquidSite)
        case endOfTemplate
    }

    /// Block nesting Ruby's Liquid allows when parsing (`Block::MAX_DEPTH`).
    static let maximumDepth = 100

    let path: String
    var tokens: [Token]
    var index = 0
    var trimWhitespace = false
    var depth = 0

    init(source: String, path: String) {
        self.path = path
        tokens = Self.tokenize(source)
    }

    func error(_ message: String, at site: LiquidSite) -> DiagnosticsError {
        DiagnosticsError([
            .error(message, at: SourceLocation(file: path, line: site.line, column: site.column))
        ])
    }

    /// Splits as `source.split(TemplateParser)` does: text, `{% … %}` tags, `{{ … }}`
    /// outputs (ended by the first `}`, or `}}`), and a lone `{%` or `{{` that has no end.
    static func tokenize(_ source: String) -> [Token] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var line = 1
        var column = 1
        var start = 0
        var position = 0
        // The scalars gone through (`LiquidWork`): the tables, each turn, each token's text.
        var work = scalars.count
        func site(advancingOver range: Range<Int>) -> LiquidSite {
            let result = LiquidSite(line: line, column: column)
            work += range.count
            for index in range {
                if scalars[index] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return result
        }
        func emit(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let text = String(String.UnicodeScalarView(scalars[range]))
            tokens.append(Token(text: text, site: site(advancingOver: range)))
        }
        let count = scalars.count
        // Where the next `}` and the next `%}` start, from each position: a search per tag
        // would make a text of many unclosed `{{` quadratic.
        var nextBrace = [Int](repeating: count, count: count + 1)
        var nextTagEnd = [Int](repeating: count, count: count + 1)
        if count > 0 {
            for index in stride(from: count - 1, through: 0, by: -1) {
                nextBrace[index] = scalars[index] == "}" ? index : nextBrace[index + 1]
                nextTagEnd[index] =
                    scalars[index] == "%" && index + 1 < count && scalars[index + 1] == "}"
                    ? index : nextTagEnd[index + 1]
            }
        }
        while position < count - 1 {
            work += 1
            guard scalars[position] == "{",
                scalars[position + 1] == "%" || scalars[position + 1] == "{"
            else {
                position += 1
                continue
            }
            emit(start..<position)
            var end = position + 2
            if scalars[position + 1] == "%" {
                let found = nextTagEnd[position + 2]
                if found < count { end = found + 2 }
            } else {
                let index = nextBrace[position + 2]
                if index < count {
                    end = index + 1
                    if end < count, scalars[end] == "}" { end += 1 }
                }
            }
            emit(position..<end)
            start = end
            position = end
        }
        emit(start..<count)
        LiquidWork.current?.scalars += work
        return tokens
    }

    mutating func parseDocument() throws(DiagnosticsError) -> [LiquidNode] {
        var nodes: [LiquidNode] = []
        switch try parseBody(&nodes) {
        case .endOfTemplate: return nodes
        case .tag(let name, _, let site):
            if name == "else" || name == "end" {
                throw error("Unexpected outer '\(name)' tag", at: site)
            }
            throw error("Unknown tag '\(name)'", at: site)
        }
    }

    /// Parses nodes into `nodes` until a tag this parser does not know (which the enclosing
    /// block handles: its `end…`, `else`, `when`) or the end of the template.
    mutating func parseBody(_ nodes: inout [LiquidNode]) throws(DiagnosticsError) -> End {
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.text.hasPrefix("{%") {
                whitespaceHandler(token.text, &nodes)
                guard let match = LiquidPatterns.fullToken.match(token.text) else {
                    throw error(
                        "Tag '\(token.text)' was not properly terminated with regexp: /\\%\\}/",
                        at: token.site)
                }
                let name = match[2]!
                let markup = match[4] ?? ""
                if let node = try parseTag(name: name, markup: markup, site: token.site) {
                    nodes.append(node)
                } else {
                    return .tag(name: name, markup: markup, site: token.site)
                }
            } else if token.text.hasPrefix("{{") {
                whitespaceHandler(token.text, &nodes)
                guard let match = LiquidPatterns.contentOfVariable.match(token.text) else {
                    throw error(
                        "Variable '\(token.text)' was not properly terminated with regexp: /\\}\\}/",
                        at: token.site)
                }
                nodes.append(.output(parseVariable(match[1] ?? "", site: token.site)))
            } else {
                var text = token.text
                if trimWhitespace { text = text.rubyLstrip }
                trimWhitespace = false
                nodes.append(.text(text))
            }
        }
        return .endOfTemplate
    }

    private mutating func whitespaceHandler(_ token: String, _ nodes: inout [LiquidNode]) {
        let scalars = Array(token.unicodeScalars)
        if scalars.count > 2, scalars[2] == "-", case .text(let previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous.rubyRstrip)
        }
        trimWhitespace = scalars.count >= 3 && scalars[scalars.count - 3] == "-"
    }

    /// Parses the body of a block up to one of its own tags, within the nesting limit.
    private mutating func parseBlockBody(_ nodes: inout [LiquidNode], site: LiquidSite)
        throws(DiagnosticsError) -> End
    {
        if depth >= Self.maximumDepth { throw error("Nesting too deep", at: site) }
        depth += 1
        defer { depth -= 1 }
        return try parseBody(&nodes)
    }

    private func unknownTag(_ name: String, in block: String, at site: LiquidSite)
        -> DiagnosticsError
    {
        if name == "else" { return error("\(block) tag does not expect 'else' tag", at: site) }
        if name.hasPrefix("end") {
            return error(
                "'\(name)' is not a valid delimiter for \(block) tags. use end\(block)", at: site)
        }
        return error("Unknown tag '\(name)'", at: site)
    }

    private func neverClosed(_ block: String, at site: LiquidSite) -> DiagnosticsError {
        error("'\(block)' tag was never closed", at: site)
    }

    // MARK: Tags

    private mutating func parseTag(name: String, markup: String, site: LiquidSite)
        throws(DiagnosticsError) -> LiquidNode?
    {
        switch name {
        case "if", "unless": return try parseIf(name, markup: markup, site: site)
        case "case": return try parseCase(markup: markup, site: site)
        case "for": return try parseFor(markup: markup, site: site)
        case "assign":
            guard let match = LiquidPatterns.assignSyntax.match(markup) else {
                throw error(
                    "Syntax Error in 'assign' - Valid syntax: assign [var] = [source]", at: site)
            }
            return .assign(
                to: match[1]!, from: parseVariable(match[2] ?? "", site: site), site: site)
        case "capture":
            guard let match = LiquidPatterns.captureSyntax.match(markup) else {
                throw error("Syntax Error in 'capture' - Valid syntax: capture [var]", at: site)
            }
            var body: [LiquidNode] = []
            try closeSimpleBlock("capture", &body, site: site)
            return .capture(to: match[1]!, body: body, site: site)
        case "comment":
            var body: [LiquidNode] = []
            while true {
                switch try parseBlockBody(&body, site: site) {
                case .endOfTemplate: throw neverClosed("comment", at: site)
                case .tag(let tag, _, _): if tag == "endcomment" { return .comment }
                }
            }
        case "raw":
            guard LiquidPatterns.blankMarkup.match(markup) != nil else {
                throw error("Syntax Error in 'raw' - Valid syntax: raw", at: site)
            }
            var body = ""
            while index < tokens.count {
                let token = tokens[index].text
                index += 1
                if let match = LiquidPatterns.rawEnd.match(token), match[2] == "endraw" {
                    body += match[1] ?? ""
                    return .raw(body)
                }
                body += token
            }
            throw neverClosed("raw", at: site)
        case "include":
            return try parseInclude(markup: markup, site: site)
        case "cycle":
            return try parseCycle(markup: markup, site: site)
        case "increment": return .increment(markup.rubyStrip, by: 1)
        case "decrement": return .increment(markup.rubyStrip, by: -1)
        case "break": return .breakTag
        case "continue": return .continueTag
        case "echo": return .echo(parseVariable(markup, site: site))
        case "#": return .comment
        case "ifchanged":
            var body: [LiquidNode] = []
            try closeSimpleBlock("ifchanged", &body, site: site)
            return .ifchanged(body: body, site: site)
        case "liquid", "render", "tablerow":
            throw error(
                "the '\(name)' tag is not supported by viper-gen's Liquid (Generamba's templates do not use it)",
                at: site)
        default: return nil
        }
    }

    private mutating func closeSimpleBlock(
        _ block: String, _ body: inout [LiquidNode], site: LiquidSite
    ) throws(DiagnosticsError) {
        switch try parseBlockBody(&body, site: site) {
        case .endOfTemplate: throw neverClosed(block, at: site)
        case .tag(let name, _, let tagSite):
            if name != "end\(block)" { throw unknownTag(name, in: block, at: tagSite) }
        }
    }

    private mutating func parseIf(_ tag: String, markup: String, site: LiquidSite)
        throws(DiagnosticsError) -> LiquidNode
    {
        var blocks: [LiquidConditionalBlock] = [
            LiquidConditionalBlock(condition: try parseCondition(markup, site: site), body: [])
        ]
        loop: while true {
            var body: [LiquidNode] = []
            let end = try parseBlockBody(&body, site: site)
            blocks[blocks.count - 1].body = body
            switch end {
            case .endOfTemplate: throw neverClosed(tag, at: site)
            case .tag(let name, let markup, let tagSite):
                if name == "end\(tag)" { break loop }
                if name == "elsif" {
                    blocks.append(
                        LiquidConditionalBlock(
                            condition: try parseCondition(markup, site: tagSite), body: []))
                } else if name == "else" {
                    blocks.append(LiquidConditionalBlock(condition: nil, body: []))
                } else {
                    throw unknownTag(name, in: tag, at: tagSite)
                }
            }
        }
        if blocks.allSatisfy({ LiquidNode.isBlank($0.body) }) {
            for index in blocks.indices {
                blocks[index].body = LiquidNode.removingText(blocks[index].body)
            }
        }
        return .ifTag(blocks: blocks, unless: tag == "unless", site: site)
    }

    private func parseCondition(_ markup: String, site: LiquidSite) throws(DiagnosticsError)
        -> LiquidCondition
    {
        var expressions = LiquidPatterns.expressionsAndOperators.scan(markup).map { $0[0] ?? "" }
        let syntaxError = error(
            "Syntax Error in tag 'if' - Valid syntax: if [expression]", at: site)
        func comparison(_ text: String?) throws(DiagnosticsError) -> LiquidComparison {
            guard let text, let match = LiquidPatterns.ifSyntax.match(text) else {
                throw syntaxError
            }
            return LiquidComparison(
                left: match[1].map { conditionExpression($0) }, op: match[2],
                right: match[3].map { conditionExpression($0) }
            )
        }
        var comparisons = [try comparison(expressions.popLast() ?? "")]
        var operators: [String] = []
        while !expressions.isEmpty {
            let op = expressions.removeLast().rubyStrip
            let next = try comparison(expressions.popLast() ?? "")
            guard op == "and" || op == "or" else { throw syntaxError }
            comparisons.insert(next, at: 0)
            operators.insert(op, at: 0)
        }
        return LiquidCondition(comparisons: comparisons, operators: operators)
    }

    private func conditionExpression(_ markup: String) -> LiquidExpression {
        switch markup {
        case "blank": .blankTest
        case "empty": .emptyTest
        default: Self.parseExpression(markup)
        }
    }

    private mutating func parseCase(markup: String, site: LiquidSite) throws(DiagnosticsError)
        -> LiquidNode
    {
        guard let match = LiquidPatterns.caseSyntax.match(markup) else {
            throw error("Syntax Error in 'case' - Valid syntax: case [condition]", at: site)
        }
        let left = Self.parseExpression(match[1]!)
        var whens: [(condition: LiquidComparison?, body: [LiquidNode])] = []
        var current: [Int] = []  // the entries of `whens` the body being parsed belongs to
        var preludeIsBlank = true  // the text before the first `when` counts for blankness too
        while true {
            var body: [LiquidNode] = []
            let end = try parseBlockBody(&body, site: site)
            for index in current { whens[index].body = body }
            if whens.isEmpty { preludeIsBlank = LiquidNode.isBlank(body) }
            switch end {
            case .endOfTemplate: throw neverClosed("case", at: site)
            case .tag(let name, let tagMarkup, let tagSite):
                if name == "endcase" {
                    if preludeIsBlank && whens.allSatisfy({ LiquidNode.isBlank($0.body) }) {
                        for index in whens.indices {
                            whens[index].body = LiquidNode.removingText(whens[index].body)
                        }
                    }
                    return .caseTag(
                        left: left, whens: whens, preludeIsBlank: preludeIsBlank, site: site)
                } else if name == "when" {
                    current = []
                    var rest: String? = tagMarkup
                    while let text = rest {
                        guard let match = LiquidPatterns.whenSyntax.match(text) else {
                            throw error(
                                "Syntax Error in tag 'case' - Valid when condition: {% when [condition] [or condition2...] %}",
                                at: tagSite)
                        }
                        rest = match[2]
                        current.append(whens.count)
                        whens.append(
                            (
                                LiquidComparison(
                                    left: left, op: "==", right: conditionExpression(match[1]!)), []
                            ))
                    }
                } else if name == "else" {
                    guard tagMarkup.rubyStrip.isEmpty else {
                        throw error(
                            "Syntax Error in tag 'case' - Valid else condition: {% else %} (no parameters) ",
                            at: tagSite)
                    }
                    current = [whens.count]
                    whens.append((nil, []))
                } else {
                    throw unknownTag(name, in: "case", at: tagSite)
                }
            }
        }
    }

    private mutating func parseFor(markup: String, site: LiquidSite) throws(DiagnosticsError)
        -> LiquidNode
    {
        guard let match = LiquidPatterns.forSyntax.match(markup) else {
            throw error(
                "Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]", at: site)
        }
        let variable = match[1]!
        let collection = match[2]!
        var limit: LiquidExpression?
        var offset = LiquidForOffset.none
        for attribute in LiquidPatterns.tagAttributesScan.scan(markup) {
            let value = attribute[2]!
            switch attribute[1]! {
            case "offset":
                offset = value == "continue" ? .continue : .expression(Self.parseExpression(value))
            case "limit": limit = Self.parseExpression(value)
            default: break
            }
        }
        var body: [LiquidNode] = []
        var elseBody: [LiquidNode]?
        switch try parseBlockBody(&body, site: site) {
        case .endOfTemplate: throw neverClosed("for", at: site)
        case .tag(let name, _, let tagSite):
            if name == "else" {
                var other: [LiquidNode] = []
                switch try parseBlockBody(&other, site: site) {
                case .endOfTemplate: throw neverClosed("for", at: site)
                case .tag(let name, _, let tagSite):
                    if name == "else" {
                        // Ruby's For starts a new, empty else block and stops parsing: what
                        // follows belongs to the enclosing block.
                        other = []
                    } else if name != "endfor" {
                        throw unknownTag(name, in: "for", at: tagSite)
                    }
                }
                elseBody = other
            } else if name != "endfor" {
                throw unknownTag(name, in: "for", at: tagSite)
            }
        }
        if LiquidNode.isBlank(body) && LiquidNode.isBlank(elseBody ?? []) {
            body = LiquidNode.removingText(body)
            elseBody = elseBody.map(LiquidNode.removingText)
        }
        return .forTag(
            variable: variable, collection: Self.parseExpression(collection),
            name: "\(variable)-\(collection)",
            reversed: match[3] != nil, limit: limit, offset: offset, body: body, elseBody: elseBody,
            site: site
        )
    }

    private func parseInclude(markup: String, site: LiquidSite) throws(DiagnosticsError)
        -> LiquidNode
    {
        guard let match = LiquidPatterns.includeSyntax.match(markup) else {
            throw error(
                "Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]",
                at: site)
        }
        let isFor = match[2].map { LiquidPatterns.includeWithFor.match($0)?[1] == "for" } ?? false
        let attributes = LiquidPatterns.tagAttributesScan.scan(markup).map {
            ($0[1]!, Self.parseExpression($0[2]!))
        }
        return .include(
            name: Self.parseExpression(match[1]!), variable: match[3].map(Self.parseExpression),
            isFor: isFor,
            alias: match[5], attributes: attributes, site: site
        )
    }

    private func parseCycle(markup: String, site: LiquidSite) throws(DiagnosticsError) -> LiquidNode
    {
        func values(_ text: String) -> [LiquidExpression] {
            text.split(separator: ",", omittingEmptySubsequences: false).compactMap { part in
                LiquidPatterns.cycleVariable.match(String(part))?[1].map(Self.parseExpression)
            }
        }
        if let match = LiquidPatterns.cycleNamed.match(markup) {
            return .cycle(
                key: .named(Self.parseExpression(match[1]!)), values: values(match[2] ?? ""),
                site: site)
        }
        if LiquidPatterns.cycleSimple.match(markup) != nil {
            let parsed = values(markup)
            // Ruby keys the counter by the text of the list of values: the same for two tags
            // of the same literal values, different for each tag holding a variable.
            var literals: [LiquidValue] = []
            for value in parsed {
                if case .literal(let literal) = value {
                    literals.append(literal)
                } else {
                    literals = []
                    break
                }
            }
            let key =
                literals.count == parsed.count
                ? LiquidValue.array(literals).rubyInspect : "tag at \(site.line):\(site.column)"
            return .cycle(key: .fixed(key), values: parsed, site: site)
        }
        throw error(
            "Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]",
            at: site)
    }

    // MARK: Variables and expressions

    func parseVariable(_ markup: String, site: LiquidSite) -> LiquidVariable {
        var variable = LiquidVariable(expression: nil, filters: [], site: site)
        guard let match = LiquidPatterns.markupWithQuotedFragment.match(markup) else {
            return variable
        }
        variable.expression = Self.parseExpression(match[1]!)
        if let filterMarkup = match[2],
            let filters = LiquidPatterns.filterMarkup.match(filterMarkup)
        {
            for filter in LiquidPatterns.filterParser.scan(filters[1] ?? "") {
                let text = filter[0] ?? ""
                guard let name = LiquidPatterns.word.match(text)?[0] else { continue }
                var call = LiquidFilterCall(name: name, arguments: [], keywordArguments: [])
                for argument in LiquidPatterns.filterArgs.scan(text).compactMap({ $0[1] }) {
                    if let keyword = LiquidPatterns.justTagAttributes.match(argument) {
                        if let index = call.keywordArguments.firstIndex(where: {
                            $0.0 == keyword[1]!
                        }) {
                            call.keywordArguments[index].1 = Self.parseExpression(keyword[2]!)
                        } else {
                            call.keywordArguments.append(
                                (keyword[1]!, Self.parseExpression(keyword[2]!)))
                        }
                    } else {
                        call.arguments.append(Self.parseExpression(argument))
                    }
                }
                variable.filters.append(call)
            }
        }
        return variable
    }

    static func parseExpression(_ raw: String) -> LiquidExpression {
        let markup = raw.rubyStrip
        if markup.count >= 2,
            (markup.hasPrefix("\"") && markup.hasSuffix("\""))
                || (markup.hasPrefix("'") && markup.hasSuffix("'"))
        {
            return .literal(.string(String(markup.dropFirst().dropLast())))
        }
        if markup == "\"" || markup == "'" { return .literal(.string("")) }
        if let match = LiquidPatterns.integer.match(markup) {
            if let value = Int(match[1]!) { return .literal(.integer(value)) }
            return .literal(.float(Double(match[1]!) ?? 0))
        }
        if let match = LiquidPatterns.range.match(markup) {
            return .range(parseExpression(match[1]!), parseExpression(match[2]!))
        }
        if let match = LiquidPatterns.float.match(markup) {
            return .literal(.float(rubyToF(match[1]!)))
        }
        switch markup {
        case "", "nil", "null": return .literal(.nil)
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "blank", "empty": return .literal(.string(""))
        default: break
        }
        var parts = LiquidPatterns.variableParser.scan(markup).map { $0[0]! }
        guard !parts.isEmpty else { return .lookup(name: .literal(.nil), lookups: []) }
        let first = parts.removeFirst()
        let name: LiquidExpression =
            first.hasPrefix("[") && first.hasSuffix("]")
            ? parseExpression(String(first.dropFirst().dropLast())) : .literal(.string(first))
        let lookups = parts.map { part -> LiquidLookup in
            if part.hasPrefix("[") && part.hasSuffix("]") {
                return .key(parseExpression(String(part.dropFirst().dropLast())))
            }
            return .name(part, isCommand: ["size", "first", "last"].contains(part))
        }
        return .lookup(name: name, lookups: lookups)
    }

    /// Ruby's `String#to_f` of text that starts with a digit or `-` and a digit.
    static func rubyToF(_ text: String) -> Double {
        var result = ""
        var seenPoint = false
        for (offset, character) in text.enumerated() {
            if character == "-" && offset == 0 {
                result.append(character)
            } else if character.isASCII && character.isNumber {
                result.append(character)
            } else if character == ".", !seenPoint, offset + 1 < text.count,
                text[text.index(text.startIndex, offsetBy: offset + 1)].isNumber
            {
                seenPoint = true
                result.append(character)
            } else {
                break
            }
        }
        return Double(result) ?? 0
    }
}

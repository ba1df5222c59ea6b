import Stencil

/// Parses templates into Stencil nodes once per run. Stencil's own lexer finds each
/// token's line by searching the text for it (slow, and wrong on repeated lines), and its
/// `include` tag loads and parses the partial again on every render; this compiler lexes
/// with `TemplateTag`'s scanner, remembers where each token stands, and gives `include`
/// the cached nodes of the partial.
final class TemplateCompiler {
    private var environment: Environment
    /// Template sources as written, by name.
    private let templates: [String: String]
    /// Each template with its line statements folded (see `LineStatements`), made on first use.
    private var folded: [String: (text: String, segments: [[LineStatements.Segment]])] = [:]
    private var compiled: [String: [NodeType]] = [:]
    /// Where each token of the compiled templates stands: template name, line, column.
    private var places: [ObjectIdentifier: (template: String, line: Int, column: Int)] = [:]
    /// Set by `lex` when a tag is left open.
    private var unclosed: TemplateSyntaxError?

    /// A `SourceMap` for tokens, which Stencil does not let us make; places are kept apart.
    private let sourceMap = Template(templateString: "x").tokens.first?.sourceMap

    init(templates: [String: String], filters: Extension) {
        self.templates = templates
        let tags = Extension()
        environment = Environment(extensions: [filters, tags])
        environment.loader = FoldingLoader(compiler: self)
        tags.registerTag("include") { [unowned self] parser, token in
            try CachedInclude.parse(parser, token: token, compiler: self)
        }
    }

    var stencilEnvironment: Environment { environment }

    /// The nodes of the template `name`, parsed on first use.
    func nodes(for name: String) throws -> [NodeType] {
        if let cached = compiled[name] { return cached }
        guard let text = foldedText(of: name) else {
            throw TemplateSyntaxError("no template '\(name)' in this set; an include names a template by its path inside the set")
        }
        let nodes = try parse(text, name: name)
        compiled[name] = nodes
        return nodes
    }

    /// The nodes of a template snippet (an output path, a condition), parsed on first use.
    func nodes(forSnippet text: String) throws -> [NodeType] {
        let key = "\u{0}snippet:" + text
        if let cached = compiled[key] { return cached }
        let nodes = try parse(text, name: nil)
        compiled[key] = nodes
        return nodes
    }

    func render(_ nodes: [NodeType], _ context: [String: Any]) throws -> String {
        try renderNodes(nodes, Context(dictionary: context, environment: environment))
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

    private func parse(_ text: String, name: String?) throws -> [NodeType] {
        let tokens: [Token]
        unclosed = nil
        if let sourceMap, let ours = lex(text, name: name, sourceMap: sourceMap) {
            tokens = ours
        } else if let unclosed {
            throw unclosed
        } else {
            tokens = Template(templateString: text, environment: environment, name: name).tokens
        }
        return try TokenParser(tokens: tokens, environment: environment).parse()
    }

    /// Tokens as Stencil's lexer makes them, or `nil` for a template with whitespace
    /// control (`{%-`, `-%}`, `+`), which only Stencil's lexer can express.
    private func lex(_ text: String, name: String?, sourceMap: SourceMap) -> [Token]? {
        var tokens: [Token] = []
        var pending = ""
        let pieces: [TemplateTag.Piece]
        do {
            pieces = try TemplateTag.pieces(of: text)
        } catch {
            // Stencil would quietly read to the end of the file; a tag left open is a mistake.
            let token = Token.text(value: error.opener, at: sourceMap)
            if let name { places[ObjectIdentifier(token)] = (name, error.line, error.column) }
            unclosed = TemplateSyntaxError(reason: "'\(error.opener)' is not closed", token: token)
            return nil
        }
        for piece in pieces {
            switch piece {
            case .text(let text):
                pending += text
            case .tag(let tag, let raw):
                if tag.kind == .block, raw.hasPrefix("{%-") || raw.hasPrefix("{%+") || raw.hasSuffix("-%}") || raw.hasSuffix("+%}") {
                    return nil
                }
                if !pending.isEmpty {
                    tokens.append(.text(value: pending, at: sourceMap))
                    pending = ""
                }
                let contents = Self.stencilContents(of: raw)
                let token: Token
                switch tag.kind {
                case .variable: token = .variable(value: contents, at: sourceMap)
                case .block: token = .block(value: contents, at: sourceMap)
                case .comment: token = .comment(value: contents, at: sourceMap)
                }
                if let name { places[ObjectIdentifier(token)] = (name, tag.line, tag.column) }
                tokens.append(token)
            }
        }
        if !pending.isEmpty { tokens.append(.text(value: pending, at: sourceMap)) }
        return tokens
    }

    /// What Stencil keeps of a tag: the inside, each line trimmed of spaces, empty lines
    /// dropped, joined with spaces.
    private static func stencilContents(of raw: String) -> String {
        raw.dropFirst(2).dropLast(2).split(separator: "\n", omittingEmptySubsequences: true)
            .map { TemplateTag.trimmed($0, spacesOnly: true) }
            .joined(separator: " ")
    }
}

/// Gives Stencil (for `extends`) the folded templates.
private final class FoldingLoader: Loader {
    unowned let compiler: TemplateCompiler

    init(compiler: TemplateCompiler) {
        self.compiler = compiler
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        guard let text = compiler.foldedText(of: name) else { throw TemplateDoesNotExist(templateNames: [name], loader: self) }
        return environment.templateClass.init(templateString: text, environment: environment, name: name)
    }
}

/// `{% include "name" %}` and `{% include "name" context %}`, rendering the partial's
/// cached nodes.
private final class CachedInclude: NodeType {
    let templateName: Variable
    let includeContext: String?
    let token: Token?
    unowned let compiler: TemplateCompiler

    init(templateName: Variable, includeContext: String?, token: Token, compiler: TemplateCompiler) {
        self.templateName = templateName
        self.includeContext = includeContext
        self.token = token
        self.compiler = compiler
    }

    static func parse(_ parser: TokenParser, token: Token, compiler: TemplateCompiler) throws -> NodeType {
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
        let nodes = try compiler.nodes(for: name)
        let pushed = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
        return try context.push(dictionary: pushed) { try renderNodes(nodes, context) }
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

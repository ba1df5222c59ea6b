/// Parses the Swift signatures and types of a spec. What it accepts prints back as valid Swift,
/// so it is also what keeps a spec from injecting code into generated files.
public enum SwiftSignatureParser {
    /// Longer text is not a hand-written signature; the cap keeps parsing cheap.
    static let maximumLength = 2_000
    /// Bounds recursion, so hostile text cannot exhaust the stack, and keeps generated code
    /// quick to compile: the Swift compiler takes time growing about twofold with each level
    /// of nested brackets (22 levels of arrays, which generated code adds three to, take it
    /// 11 seconds to type-check), and no hand-written type needs a dozen.
    static let maximumDepth = 13  // the outermost type is level 1: 12 levels of brackets inside it

    public static func parseSignature(_ text: String) throws(SwiftSignatureError)
        -> FunctionSignature
    {
        try parseSignatureCountingTokens(text).signature
    }

    /// `parseSignature(_:)`, and how many tokens were lexed to parse it, looking ahead
    /// included, for the tests that bound them.
    static func parseSignatureCountingTokens(_ text: String) throws(SwiftSignatureError) -> (
        signature: FunctionSignature, tokensLexed: Int
    ) {
        var parser = try SignatureParser(text, subject: "signature")
        return (try parser.parseSignature(), parser.tokensLexed)
    }

    public static func parseType(_ text: String) throws(SwiftSignatureError) -> TypeExpr {
        var parser = try SignatureParser(text, subject: "type")
        return try parser.parseStandaloneType()
    }
}

// MARK: - Parser

/// Recursive descent over one line of text. Tokens are lexed on demand, so the first problem
/// reported is the first one in the text, whether the lexer or the grammar finds it.
private struct SignatureParser {
    /// Where a type is written: `@escaping` and `@autoclosure` belong to parameters only.
    enum TypePosition {
        case parameter
        case other
    }

    private let lexer: SignatureLexer
    private var token: SignatureToken
    /// The parameter whose default value is being read, for messages.
    private var defaultValueOwner = ""
    /// The names the default value being read starts from.
    private var defaultValueNames: [String] = []
    /// The tokens lexed so far, looking ahead included.
    private(set) var tokensLexed = 1

    init(_ text: String, subject: String) throws(SwiftSignatureError) {
        let scalars = Array(text.unicodeScalars)
        let limit = SwiftSignatureParser.maximumLength
        guard scalars.count <= limit else {
            throw SwiftSignatureError(
                "\(subject) is too long (\(scalars.count) characters; the limit is \(limit))",
                at: limit
            )
        }
        lexer = SignatureLexer(scalars: scalars, subject: subject)
        token = lexer.token(at: 0)
        try rejectInvalidToken()
    }

    // MARK: Tokens

    private mutating func advance() throws(SwiftSignatureError) {
        token = lexer.token(at: token.end)
        tokensLexed += 1
        try rejectInvalidToken()
    }

    private func rejectInvalidToken() throws(SwiftSignatureError) {
        if token.kind == .invalid { throw SwiftSignatureError(token.text, at: token.offset) }
    }

    /// The token `distance` tokens after the current one; lexing problems surface when it is reached.
    private mutating func peek(_ distance: Int = 1) -> SignatureToken {
        var next = token
        for _ in 0..<distance where next.kind != .end && next.kind != .invalid {
            next = lexer.token(at: next.end)
            tokensLexed += 1
        }
        return next
    }

    private func failure(_ message: String) -> SwiftSignatureError {
        SwiftSignatureError(message, at: token.offset)
    }

    private func expected(_ what: String) -> SwiftSignatureError {
        SwiftSignatureError("expected \(what), found \(token.quoted)", at: token.offset)
    }

    /// Consumes `closer`, or explains which opening bracket is left unclosed.
    private mutating func expectClosing(_ closer: String, for opener: SignatureToken)
        throws(SwiftSignatureError)
    {
        if token.isPunctuation(closer) { return try advance() }
        if token.kind == .end {
            throw failure("unbalanced '\(opener.text)': expected '\(closer)', found the end")
        }
        throw expected("'\(closer)' to close '\(opener.text)'")
    }

    // MARK: Signatures

    mutating func parseSignature() throws(SwiftSignatureError) -> FunctionSignature {
        let name = try parseFunctionName()
        if token.isPunctuation("<") { throw failure("generic use cases are not supported") }
        guard token.isPunctuation("(") else { throw expected("'(' after the function name") }
        let parameters = try parseParameterList()
        let effects = try parseEffects()
        var returnType: TypeExpr?
        let hasArrow = token.isPunctuation("->")
        if hasArrow {
            try advance()
            guard token.startsType else { throw expected("a type after '->'") }
            let type = try parseType(depth: 1, position: .other)
            returnType = type.isVoid ? nil : type
        }
        try expectEndOfSignature(afterArrow: hasArrow)
        return FunctionSignature(
            name: name,
            parameters: parameters,
            isAsync: effects.isAsync,
            isThrows: effects.isThrows,
            returnType: returnType
        )
    }

    private mutating func parseFunctionName() throws(SwiftSignatureError) -> String {
        let name = token
        if name.kind == .identifier {
            if name.text == "func" {
                throw failure("'func' is not needed: write the signature without it")
            }
            if SwiftReservedWords.modifiers.contains(name.text), peek().isName {
                throw failure("'\(name.text)' is not needed: write the signature without modifiers")
            }
        }
        if name.isName, ["init", "deinit", "subscript"].contains(name.text) {
            throw failure("'\(name.text)' cannot be a use case or route; give it a function name")
        }
        if name.isPunctuation("@") { throw failure("attributes are not supported on a signature") }
        if name.isOperatorLike {
            throw failure("operators are not supported; give the function a name")
        }
        guard name.isName, !name.isWord("_") else { throw expected("a function name") }
        try advance()
        return name.text
    }

    private mutating func parseParameterList() throws(SwiftSignatureError) -> [SignatureParameter] {
        try advance()
        var parameters: [SignatureParameter] = []
        if token.isPunctuation(")") {
            try advance()
            return parameters
        }
        while true {
            let start = token
            let (parameter, nameToken) = try parseParameter()
            if parameters.contains(where: { $0.name == parameter.name }) {
                throw SwiftSignatureError(
                    "duplicate parameter name '\(parameter.name)'", at: nameToken.offset)
            }
            if parameters.last?.isVariadic == true, parameter.label == nil {
                throw SwiftSignatureError(
                    "a parameter following a variadic parameter requires a label",
                    at: start.offset
                )
            }
            parameters.append(parameter)
            if token.isPunctuation(",") {
                try advance()
                continue
            }
            if token.isPunctuation(")") {
                try advance()
                return parameters
            }
            throw expected("',' or ')' after parameter '\(parameter.name)'")
        }
    }

    /// `label name: inout Type... = default`, returning the token of the internal name too.
    private mutating func parseParameter() throws(SwiftSignatureError) -> (
        SignatureParameter, SignatureToken
    ) {
        let (label, nameToken) = try parseParameterNames()
        let name = nameToken.text
        guard token.isPunctuation(":") else { throw expected("':' after parameter name '\(name)'") }
        try advance()
        let isInout = token.isWord("inout")
        if isInout { try advance() }
        guard token.startsType else { throw expected("a type for parameter '\(name)'") }
        let type = try parseType(depth: 1, position: .parameter)
        let isVariadic = token.isPunctuation("...")
        if isVariadic {
            if isInout { throw failure("'inout' parameters cannot be variadic") }
            if type.needsParenthesesBeforeSuffix {
                throw failure(
                    "variadic parameters of function, 'any', 'some' or '&' types are not supported")
            }
            try advance()
        }
        var defaultValue: String?
        defaultValueNames = []
        if token.isPunctuation("=") {
            if isInout { throw failure("'inout' parameters cannot have a default value") }
            if isVariadic { throw failure("variadic parameters cannot have a default value") }
            defaultValue = try parseDefaultClause(of: name, type: type)
        }
        let parameter = SignatureParameter(
            label: label,
            name: name,
            type: type,
            isInout: isInout,
            isVariadic: isVariadic,
            defaultValue: defaultValue,
            defaultValueNames: defaultValueNames
        )
        return (parameter, nameToken)
    }

    /// `label name` or `name`: the label (`nil` for `_`) and the token of the internal name.
    private mutating func parseParameterNames() throws(SwiftSignatureError) -> (
        String?, SignatureToken
    ) {
        let first = token
        if first.kind == .identifier, ["inout", "var", "let"].contains(first.text) {
            let next = peek()
            if first.text == "inout", next.isName {
                throw failure("'inout' belongs after the ':': write '\(next.text): inout Type'")
            }
            throw failure("'\(first.text)' cannot be an argument label")
        }
        guard first.isName else { throw expected("a parameter name") }
        try advance()
        var nameToken = first
        var label: String? = first.text
        if token.isName {
            nameToken = token
            label = first.isWord("_") ? nil : first.text
            try advance()
        }
        if nameToken.isWord("_") {
            throw SwiftSignatureError(
                "'_' cannot be a parameter name; give the parameter a name", at: nameToken.offset)
        }
        return (label, nameToken)
    }

    /// `async`, `throws`, or both in that order.
    private mutating func parseEffects() throws(SwiftSignatureError) -> (
        isAsync: Bool, isThrows: Bool
    ) {
        var isAsync = false
        var isThrows = false
        while token.kind == .identifier {
            switch token.text {
            case "async":
                if isThrows { throw failure("write 'async throws', not 'throws async'") }
                if isAsync { throw failure("'async' is written twice") }
                isAsync = true
                try advance()
            case "throws":
                if isThrows { throw failure("'throws' is written twice") }
                isThrows = true
                try advance()
                if token.isPunctuation("(") {
                    throw failure("use 'throws', typed throws are not supported")
                }
            case "rethrows":
                throw failure("'rethrows' is not supported; use 'throws'")
            default:
                return (isAsync, isThrows)
            }
        }
        return (isAsync, isThrows)
    }

    private func expectEndOfSignature(afterArrow: Bool) throws(SwiftSignatureError) {
        if token.kind == .end { return }
        if token.isWord("where") { throw failure("generic use cases are not supported") }
        if afterArrow, token.isWord("async") || token.isWord("throws") {
            throw failure("'\(token.text)' must come before '->'")
        }
        throw unexpectedTrailingToken()
    }

    // MARK: Types

    mutating func parseStandaloneType() throws(SwiftSignatureError) -> TypeExpr {
        guard token.startsType else { throw expected("a type") }
        let type = try parseType(depth: 1, position: .other)
        if token.kind != .end { throw unexpectedTrailingToken() }
        return type
    }

    private func unexpectedTrailingToken() -> SwiftSignatureError {
        if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
            return failure("unbalanced '\(token.text)'")
        }
        if token.isPunctuation("...") { return failure("'...' is only allowed on parameters") }
        if token.isPunctuation("=") {
            return failure("default values are only allowed on parameters")
        }
        return failure("unexpected \(token.quoted)")
    }

    /// A type with its attributes; `depth` counts the nesting so far.
    private mutating func parseType(depth: Int, position: TypePosition) throws(SwiftSignatureError)
        -> TypeExpr
    {
        guard depth <= SwiftSignatureParser.maximumDepth else {
            throw failure("type is nested too deeply")
        }
        var attributes: [SignatureToken] = []
        while token.isPunctuation("@") {
            attributes.append(try parseAttribute(position: position))
        }
        let type = try parseUnattributedType(depth: depth)
        guard let first = attributes.first else { return type }
        guard case .function(var function) = type else {
            if first.text == "@escaping", case .optional(.function) = type {
                throw SwiftSignatureError(
                    "optional closures already escape; remove '@escaping'", at: first.offset)
            }
            throw SwiftSignatureError(
                "'\(first.text)' only applies to function types", at: first.offset)
        }
        for (index, attribute) in attributes.enumerated() {
            let earlier = attributes[..<index].map(\.text) + function.attributes
            if earlier.contains(attribute.text) {
                throw SwiftSignatureError(
                    "duplicate attribute '\(attribute.text)'", at: attribute.offset)
            }
            if attribute.text == "@autoclosure", !function.parameters.isEmpty {
                throw SwiftSignatureError(
                    "'@autoclosure' needs a function type without parameters, like '() -> Bool'",
                    at: attribute.offset
                )
            }
        }
        function.attributes = attributes.map(\.text) + function.attributes
        return .function(function)
    }

    /// `@Sendable`: returns a token whose text is the whole attribute and whose offset is the `@`.
    private mutating func parseAttribute(position: TypePosition) throws(SwiftSignatureError)
        -> SignatureToken
    {
        let at = token
        try advance()
        guard token.kind == .identifier, token.offset == at.end else {
            throw expected("an attribute name after '@'")
        }
        let attribute = SignatureToken(
            kind: .punctuation, text: "@" + token.text, offset: at.offset, end: token.end)
        guard SwiftReservedWords.typeAttributes.contains(attribute.text) else {
            throw SwiftSignatureError(
                "unsupported attribute '\(attribute.text)'; use @Sendable, @escaping, @MainActor or @autoclosure",
                at: at.offset
            )
        }
        if position != .parameter, attribute.text == "@escaping" || attribute.text == "@autoclosure"
        {
            throw SwiftSignatureError(
                "'\(attribute.text)' is only allowed on a parameter's function type",
                at: at.offset
            )
        }
        try advance()
        if token.isPunctuation("("), token.offset == attribute.end {
            throw failure("attribute arguments are not supported")
        }
        return attribute
    }

    private mutating func parseUnattributedType(depth: Int) throws(SwiftSignatureError) -> TypeExpr
    {
        guard token.isWord("any") || token.isWord("some") else {
            return try parseComposition(depth: depth).type
        }
        let keyword = token.text
        try advance()
        guard token.startsConstraint else { throw expected("a protocol name after '\(keyword)'") }
        let start = token.offset
        let (constraint, optionalMark) = try parseComposition(depth: depth + 1)
        if let optionalMark {
            var base = constraint
            while case .optional(let wrapped) = base { base = wrapped }
            throw SwiftSignatureError(
                "an optional '\(keyword)' type must be written '(\(keyword) \(base))?'",
                at: optionalMark
            )
        }
        switch constraint {
        case .named, .composition: break
        default:
            throw SwiftSignatureError("'\(keyword)' must be followed by a protocol name", at: start)
        }
        return keyword == "any" ? .existential(constraint) : .opaque(constraint)
    }

    /// `P & Q`, or a single type with its `?` suffixes; `optionalMark` is where a top-level `?` is.
    private mutating func parseComposition(
        depth: Int
    ) throws(SwiftSignatureError) -> (type: TypeExpr, optionalMark: Int?) {
        let firstStart = token.offset
        let first = try parseSuffixedType(depth: depth)
        guard token.isPunctuation("&") else { return first }
        var parts: [TypeExpr] = []
        var part = first
        var partStart = firstStart
        while true {
            if let mark = part.optionalMark {
                throw SwiftSignatureError(
                    "write '(P & Q)?' to make a composition optional", at: mark)
            }
            guard case .named = part.type else {
                throw SwiftSignatureError(
                    "only named types can be combined with '&'", at: partStart)
            }
            parts.append(part.type)
            guard token.isPunctuation("&") else { break }
            try advance()
            guard token.startsType else { throw expected("a type after '&'") }
            partStart = token.offset
            part = try parseSuffixedType(depth: depth)
        }
        return (.composition(parts), nil)
    }

    private mutating func parseSuffixedType(
        depth: Int
    ) throws(SwiftSignatureError) -> (type: TypeExpr, optionalMark: Int?) {
        var type = try parsePrimaryType(depth: depth)
        var optionalMark: Int?
        var optionalCount = 0
        while true {
            if token.isPunctuation("!") {
                throw failure("implicitly unwrapped optionals ('!') are not allowed; use '?'")
            }
            guard token.isPunctuation("?") else { break }
            optionalCount += 1
            if depth + optionalCount > SwiftSignatureParser.maximumDepth {
                throw failure("type is nested too deeply")
            }
            optionalMark = optionalMark ?? token.offset
            type = .optional(type)
            try advance()
        }
        return (type, optionalMark)
    }

    private mutating func parsePrimaryType(depth: Int) throws(SwiftSignatureError) -> TypeExpr {
        if token.isPunctuation("[") { return try parseCollectionType(depth: depth) }
        if token.isPunctuation("(") { return try parseParenthesizedType(depth: depth) }
        if token.isName { return try parseNamedType(depth: depth) }
        throw expected("a type")
    }

    /// `[T]` or `[K: V]`.
    private mutating func parseCollectionType(depth: Int) throws(SwiftSignatureError) -> TypeExpr {
        let open = token
        try advance()
        guard token.startsType else { throw expected("a type after '['") }
        let element = try parseType(depth: depth + 1, position: .other)
        guard token.isPunctuation(":") else {
            try expectClosing("]", for: open)
            return .array(element)
        }
        try advance()
        guard token.startsType else { throw expected("a type after ':'") }
        let value = try parseType(depth: depth + 1, position: .other)
        try expectClosing("]", for: open)
        return .dictionary(key: element, value: value)
    }

    /// `Name`, `Module.Name`, `Name<Arguments>`, `Name.Type`.
    private mutating func parseNamedType(depth: Int) throws(SwiftSignatureError) -> TypeExpr {
        var path = try typeNameComponent(isFirst: true)
        try advance()
        while token.isPunctuation(".") {
            try advance()
            guard token.isName else { throw expected("a type name after '.'") }
            let component = try typeNameComponent(isFirst: false)
            let isMetatype =
                token.kind == .identifier && (component == "Type" || component == "Protocol")
            path += "." + component
            try advance()
            // A metatype ends the path: nothing can be nested in `T.Type`.
            if isMetatype { return .named(path, generics: []) }
        }
        guard token.isPunctuation("<") else { return .named(path, generics: []) }
        let generics = try parseGenericArguments(depth: depth)
        // `Foo<T>.Bar` cannot be kept in a single dotted name, and specs have no need for it.
        if token.isPunctuation(".") {
            throw failure("member types of generic types are not supported")
        }
        return .named(path, generics: generics)
    }

    private func typeNameComponent(isFirst: Bool) throws(SwiftSignatureError) -> String {
        let name = token.text
        if token.isWord("inout") {
            throw failure("'inout' is only allowed before a parameter's type")
        }
        if token.isWord("_") { throw failure("'_' is not a type") }
        let isKeyword =
            SwiftReservedWords.reserved.contains(name)
            || SwiftReservedWords.notTypeNames.contains(name)
        let isKeywordType =
            isFirst && token.kind == .identifier && (name == "Any" || name == "Self")
        if isKeyword, !isKeywordType { throw failure("'\(name)' is a keyword, not a type") }
        return name
    }

    private mutating func parseGenericArguments(depth: Int) throws(SwiftSignatureError)
        -> [TypeExpr]
    {
        let open = token
        try advance()
        var arguments: [TypeExpr] = []
        while true {
            guard token.startsType else {
                throw expected("a type after '\(arguments.isEmpty ? "<" : ",")'")
            }
            arguments.append(try parseType(depth: depth + 1, position: .other))
            guard token.isPunctuation(",") else { break }
            try advance()
        }
        try expectClosing(">", for: open)
        return arguments
    }

    /// `(…)`: a tuple, a parenthesized type, or the parameters of a function type.
    private mutating func parseParenthesizedType(depth: Int) throws(SwiftSignatureError) -> TypeExpr
    {
        let open = token
        try advance()
        var elements: [ParenthesizedElement] = []
        while !token.isPunctuation(")") {
            if !elements.isEmpty {
                guard token.isPunctuation(",") else {
                    if token.kind == .end { break }
                    throw expected("',' or ')' in '(…)'")
                }
                try advance()
            }
            if token.kind == .end { break }
            elements.append(
                try parseParenthesizedElement(depth: depth + 1, after: elements.isEmpty ? "(" : ",")
            )
        }
        try expectClosing(")", for: open)
        if token.isPunctuation("->") || token.isWord("async") || token.isWord("throws")
            || token.isWord("rethrows")
        {
            return try parseFunctionType(parameters: elements, depth: depth)
        }
        return try tupleType(of: elements)
    }

    /// One element between parentheses, before it is known to be a tuple element or a parameter.
    private struct ParenthesizedElement {
        var label: SignatureToken?
        var secondName: SignatureToken?
        var inoutMark: Int?
        var parameterAttribute: SignatureToken?
        var type: TypeExpr
        var variadicMark: Int?
    }

    private mutating func parseParenthesizedElement(
        depth: Int,
        after separator: String
    ) throws(SwiftSignatureError) -> ParenthesizedElement {
        var label: SignatureToken?
        var secondName: SignatureToken?
        if token.isName, peek().isPunctuation(":") {
            label = token
            try advance()
        } else if token.isName, peek().isName, peek(2).isPunctuation(":") {
            label = token
            try advance()
            secondName = token
            try advance()
        }
        var previous = "'\(separator)'"
        if label != nil {
            try advance()
            previous = "':'"
        }
        var inoutMark: Int?
        if token.isWord("inout") {
            inoutMark = token.offset
            previous = "'inout'"
            try advance()
        }
        guard token.startsType else { throw expected("a type after \(previous)") }
        let attribute = parameterOnlyAttribute()
        let type = try parseType(depth: depth, position: .parameter)
        var variadicMark: Int?
        if token.isPunctuation("...") {
            variadicMark = token.offset
            try advance()
        }
        return ParenthesizedElement(
            label: label,
            secondName: secondName,
            inoutMark: inoutMark,
            parameterAttribute: attribute,
            type: type,
            variadicMark: variadicMark
        )
    }

    /// The `@escaping` or `@autoclosure` among the attributes starting here, which a tuple cannot take.
    private func parameterOnlyAttribute() -> SignatureToken? {
        var candidate = token
        while candidate.isPunctuation("@") {
            let name = lexer.token(at: candidate.end)
            guard name.kind == .identifier else { return nil }
            if name.text == "escaping" || name.text == "autoclosure" {
                var attribute = candidate
                attribute.text = "@" + name.text
                return attribute
            }
            candidate = lexer.token(at: name.end)
        }
        return nil
    }

    private mutating func parseFunctionType(
        parameters: [ParenthesizedElement],
        depth: Int
    ) throws(SwiftSignatureError) -> TypeExpr {
        for parameter in parameters {
            if let label = parameter.label, !label.isWord("_") {
                let name = parameter.secondName ?? label
                throw SwiftSignatureError(
                    "function types cannot have argument labels; use '_' before '\(name.text)'",
                    at: label.offset
                )
            }
            if let mark = parameter.inoutMark {
                throw SwiftSignatureError("'inout' is not supported in function types", at: mark)
            }
            if let mark = parameter.variadicMark {
                throw SwiftSignatureError(
                    "variadic parameters are not supported in function types", at: mark)
            }
        }
        let effects = try parseEffects()
        guard token.isPunctuation("->") else {
            throw expected("'->' after the effects of a function type")
        }
        try advance()
        guard token.startsType else { throw expected("a type after '->'") }
        let returnType = try parseType(depth: depth + 1, position: .other)
        let function = FunctionType(
            attributes: [],
            parameters: parameters.map(\.type),
            isAsync: effects.isAsync,
            isThrows: effects.isThrows,
            returnType: returnType
        )
        return .function(function)
    }

    private func tupleType(of elements: [ParenthesizedElement]) throws(SwiftSignatureError)
        -> TypeExpr
    {
        var labels: Set<String> = []
        for element in elements {
            if let second = element.secondName {
                throw SwiftSignatureError(
                    "a tuple element has at most one label", at: second.offset)
            }
            if let label = element.label {
                if label.isWord("_") {
                    throw SwiftSignatureError("'_' cannot be a tuple label", at: label.offset)
                }
                if !labels.insert(label.text).inserted {
                    throw SwiftSignatureError(
                        "duplicate tuple label '\(label.text)'", at: label.offset)
                }
            }
            if let mark = element.inoutMark {
                throw SwiftSignatureError(
                    "'inout' is only allowed before a parameter's type", at: mark)
            }
            if let attribute = element.parameterAttribute {
                throw SwiftSignatureError(
                    "'\(attribute.text)' is only allowed on a parameter's function type",
                    at: attribute.offset
                )
            }
            if let mark = element.variadicMark {
                throw SwiftSignatureError("'...' is only allowed on parameters", at: mark)
            }
        }
        guard elements.count == 1, let element = elements.first else {
            return .tuple(elements.map { TupleElement(label: $0.label?.text, type: $0.type) })
        }
        if let label = element.label {
            throw SwiftSignatureError(
                "a single-element tuple cannot have a label", at: label.offset)
        }
        return element.type
    }

    // MARK: Default values

    /// Words that make an expression more than a value (`try`, `await`, `self`, `as`), or that are no value.
    static let expressionKeywords = SwiftReservedWords.reserved.union([
        "await", "consume", "copy", "discard", "each", "unsafe", "_",
    ])

    /// Words that mean the instance or its type even when back-ticked.
    static let selfWords: Set<String> = ["self", "Self", "super"]

    /// `= value`, ending where the parameter named `name` of type `type` does.
    private mutating func parseDefaultClause(of name: String, type: TypeExpr)
        throws(SwiftSignatureError) -> String
    {
        try advance()
        if token.kind == .end || token.isPunctuation(",") || token.isPunctuation(")") {
            throw expected("a default value after '='")
        }
        defaultValueOwner = name
        let start = token.offset
        let value = try parseDefaultValue(depth: 1)
        if token.kind != .end, !token.isPunctuation(","), !token.isPunctuation(")") {
            throw refusedDefaultToken(continuing: true)
        }
        // Any value of a closure type but `nil` is a function, or code that makes one; and only
        // an optional closure can be `nil`.
        if case .function = type {
            let optional = TypeExpr.optional(type.withoutEscaping)
            throw SwiftSignatureError(
                "default value of '\(name)': a closure parameter can only default to 'nil', so it must be optional: "
                    + "'\(optional) = nil'",
                at: start
            )
        }
        if type.isFunctionValued, value != "nil", value != ".none" {
            throw SwiftSignatureError(
                "default value of '\(name)' would be a function; a closure parameter can only default to 'nil'",
                at: start
            )
        }
        return value
    }

    /// `default value of 'tag' calls 'exit'; a default value is …`.
    private func refusedDefault(_ problem: String, at offset: Int) -> SwiftSignatureError {
        let message =
            "default value of '\(defaultValueOwner)' \(problem); \(DefaultValueRule.summary)"
        return SwiftSignatureError(message, at: offset)
    }

    /// A literal, a constant, a call that builds a value, or an array or dictionary of those:
    /// what `DefaultValueRule` describes.
    private mutating func parseDefaultValue(depth: Int) throws(SwiftSignatureError) -> String {
        guard depth <= SwiftSignatureParser.maximumDepth else {
            throw failure("default value is nested too deeply")
        }
        let value = token
        switch value.kind {
        case .number, .string:
            try advance()
            return value.text
        case .identifier where ["true", "false", "nil"].contains(value.text):
            try advance()
            return value.text
        case .identifier where Self.expressionKeywords.contains(value.text):
            throw refusedDefault("uses '\(value.text)'", at: value.offset)
        case .backtickedIdentifier where Self.selfWords.contains(value.text):
            // Back-ticks do not stop these meaning the instance or its type.
            throw refusedDefault("uses '\(value.writtenText)'", at: value.offset)
        case .identifier, .backtickedIdentifier:
            return try parseReferenceValue(depth: depth)
        case .punctuation where value.text == "[":
            return try parseCollectionLiteral(depth: depth)
        case .punctuation where value.text == ".":
            return try parseImplicitMember(depth: depth)
        case .unexpected where value.text == "#":
            throw refusedPoundExpression()
        case .punctuation where [",", ")", "]", ":"].contains(value.text):
            throw expected("a value")
        case .end:
            throw expected("a value")
        default:
            throw refusedDefaultToken(continuing: false)
        }
    }

    /// `Sort.ascending`, `Locale.current`, `Date()`, `Filter.tag("a")`, `Foundation.URL(string: "x")!`.
    private mutating func parseReferenceValue(depth: Int) throws(SwiftSignatureError) -> String {
        let start = token
        if !defaultValueNames.contains(start.text) { defaultValueNames.append(start.text) }
        var path = [token]
        var dots: [SignatureToken] = []
        try advance()
        while token.isPunctuation("."), peek().isMemberName {
            dots.append(token)
            try advance()
            path.append(token)
            try advance()
        }
        let written = path.map(\.writtenText).joined(separator: ".")
        guard token.isPunctuation("(") else {
            if let member = DefaultValueRule.memberOfAValue(in: path.map(\.text)) {
                throw refusedDefault(
                    "uses '.\(path[member].writtenText)' of a value", at: dots[member - 1].offset)
            }
            return written
        }
        let isAllowed = DefaultValueRule.allowsCall(
            of: path.map(\.text),
            isImplicitMember: false,
            hasArguments: !peek().isPunctuation(")")
        )
        if !isAllowed { throw refusedDefault("calls '\(written)'", at: start.offset) }
        return written + (try parseCallArguments(depth: depth)) + (try parseForceUnwrap())
    }

    /// `.ascending`, `.custom("x")`, `.init(…)`: a member of the parameter's type.
    private mutating func parseImplicitMember(depth: Int) throws(SwiftSignatureError) -> String {
        let dot = token
        try advance()
        guard token.isMemberName else { throw expected("a member name after '.'") }
        let member = token
        let written = "." + member.writtenText
        try advance()
        guard token.isPunctuation("(") else { return written }
        let isAllowed = DefaultValueRule.allowsCall(
            of: [member.text],
            isImplicitMember: true,
            hasArguments: !peek().isPunctuation(")")
        )
        if !isAllowed { throw refusedDefault("calls '\(written)'", at: dot.offset) }
        return written + (try parseCallArguments(depth: depth)) + (try parseForceUnwrap())
    }

    /// `!` right after a call: the value of a failable initializer, `URL(string: "…")!`.
    private mutating func parseForceUnwrap() throws(SwiftSignatureError) -> String {
        guard token.isPunctuation("!"), token.offset > 0, lexer.scalars[token.offset - 1] == ")"
        else { return "" }
        try advance()
        return "!"
    }

    /// `#line` and the like, and macros: refused, each with its reason.
    private mutating func refusedPoundExpression() -> SwiftSignatureError {
        let hash = token
        let name = peek()
        guard name.kind == .identifier, name.offset == hash.end else {
            return refusedDefault("cannot contain '#'", at: hash.offset)
        }
        let literal = "#" + name.text
        guard DefaultValueRule.magicLiterals.contains(name.text) else {
            return refusedDefault("uses '\(literal)'", at: hash.offset)
        }
        return SwiftSignatureError(
            "default value of '\(defaultValueOwner)' uses '\(literal)', \(DefaultValueRule.magicLiteralProblem)",
            at: hash.offset
        )
    }

    /// `(label: value, value)` after a callee.
    private mutating func parseCallArguments(depth: Int) throws(SwiftSignatureError) -> String {
        let open = token
        try advance()
        var arguments: [String] = []
        while !token.isPunctuation(")") {
            if token.kind == .end { break }
            var argument = ""
            if token.isMemberName, peek().isPunctuation(":") {
                argument = token.writtenText + ": "
                try advance()
                try advance()
            }
            argument += try parseDefaultValue(depth: depth + 1)
            arguments.append(argument)
            if token.isPunctuation(",") {
                try advance()
            } else if !token.isPunctuation(")"), token.kind != .end {
                if token.isPunctuation("]") { try expectClosing(")", for: open) }
                throw refusedDefaultToken(continuing: true)
            }
        }
        try expectClosing(")", for: open)
        return "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `[]`, `[:]`, `[a, b]` or `[k: v]`.
    private mutating func parseCollectionLiteral(depth: Int) throws(SwiftSignatureError) -> String {
        let open = token
        try advance()
        if token.isPunctuation(":"), peek().isPunctuation("]") {
            try advance()
            try advance()
            return "[:]"
        }
        var elements: [String] = []
        var isDictionary: Bool?
        while !token.isPunctuation("]") {
            if token.kind == .end { break }
            let elementStart = token.offset
            var element = try parseDefaultValue(depth: depth + 1)
            let isPair = token.isPunctuation(":")
            if isPair != (isDictionary ?? isPair) {
                throw SwiftSignatureError(
                    "default value of '\(defaultValueOwner)' mixes array elements and 'key: value' entries",
                    at: elementStart
                )
            }
            isDictionary = isPair
            if isPair {
                try advance()
                if token.kind == .end { break }
                element += ": " + (try parseDefaultValue(depth: depth + 1))
            }
            elements.append(element)
            if token.isPunctuation(",") {
                try advance()
            } else if !token.isPunctuation("]"), token.kind != .end {
                if token.isPunctuation(")") { try expectClosing("]", for: open) }
                throw refusedDefaultToken(continuing: true)
            }
        }
        try expectClosing("]", for: open)
        return "[" + elements.joined(separator: ", ") + "]"
    }

    /// Why the default value cannot start, or go on after a complete value (`continuing`), with the
    /// current token.
    private mutating func refusedDefaultToken(continuing: Bool) -> SwiftSignatureError {
        let offset = token.offset
        if token.kind == .identifier, Self.expressionKeywords.contains(token.text) {
            return refusedDefault("uses '\(token.text)'", at: offset)
        }
        if token.kind == .unexpected, token.text == "\\" {
            return refusedDefault("uses a key path", at: offset)
        }
        let follows = offset > 0 ? lexer.scalars[offset - 1] : " "
        if continuing, token.isPunctuation("[") {
            return refusedDefault("uses a subscript", at: offset)
        }
        if continuing, token.isPunctuation("<"), SignatureLexer.isIdentifierPart(follows) {
            return refusedDefault("uses generic arguments", at: offset)
        }
        if continuing, token.isPunctuation(".") {
            let member = peek()
            if member.isMemberName {
                return refusedDefault("uses '.\(member.writtenText)' of a value", at: offset)
            }
            if !member.isPunctuation(".") {
                return SwiftSignatureError(
                    "expected a member name after '.', found \(member.quoted)",
                    at: member.offset
                )
            }
        }
        if token.isOperatorLike {
            return refusedDefault("uses the operator '\(operatorText(at: offset))'", at: offset)
        }
        return refusedDefault("cannot contain \(token.quoted)", at: offset)
    }

    /// The operator written from `offset` on: `+`, `??`, `..<`.
    private func operatorText(at offset: Int) -> String {
        let operatorScalars = "/=-+!*%<>&|^~?.".unicodeScalars
        var end = offset
        while end < lexer.scalars.count, operatorScalars.contains(lexer.scalars[end]) { end += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lexer.scalars[offset..<end])
        return String(text)
    }
}

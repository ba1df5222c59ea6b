/// A Swift type expression as written in a spec.
public indirect enum TypeExpr: Sendable, Equatable {
    /// `Int`, `Foundation.Date`, `Result<Car, any Error>`: the dotted path is kept in the name.
    case named(String, generics: [TypeExpr])
    case optional(TypeExpr)
    case array(TypeExpr)
    case dictionary(key: TypeExpr, value: TypeExpr)
    /// `(Int, name: String)`; `()` is the empty tuple.
    case tuple([TupleElement])
    case function(FunctionType)
    case existential(TypeExpr)
    case opaque(TypeExpr)
    case composition([TypeExpr])
}

/// One element of a tuple type.
public struct TupleElement: Sendable, Equatable {
    public var label: String?
    public var type: TypeExpr

    public init(label: String?, type: TypeExpr) {
        self.label = label
        self.type = type
    }
}

/// A closure type: `@Sendable (Int) async throws -> Bool`.
public struct FunctionType: Sendable, Equatable {
    public var attributes: [String]
    public var parameters: [TypeExpr]
    public var isAsync: Bool
    public var isThrows: Bool
    public var returnType: TypeExpr
}

extension TypeExpr: CustomStringConvertible {
    /// Canonical Swift text for the type.
    public var description: String {
        switch self {
        case .named(let name, let generics):
            return generics.isEmpty ? name : "\(name)<\(generics.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            switch wrapped {
            case .function, .existential, .opaque, .composition: return "(\(wrapped))?"
            default: return "\(wrapped)?"
            }
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")"
        case .function(let function):
            var text = function.attributes.map { $0 + " " }.joined()
            text += "(" + function.parameters.map(\.description).joined(separator: ", ") + ")"
            if function.isAsync { text += " async" }
            if function.isThrows { text += " throws" }
            return text + " -> \(function.returnType)"
        case .existential(let inner):
            return "any \(inner)"
        case .opaque(let inner):
            return "some \(inner)"
        case .composition(let parts):
            return parts.map(\.description).joined(separator: " & ")
        }
    }

    /// `Void`, `Swift.Void` or `()`.
    public var isVoid: Bool {
        switch self {
        case .named(let name, let generics): generics.isEmpty && (name == "Void" || name == "Swift.Void")
        case .tuple(let elements): elements.isEmpty
        default: false
        }
    }
}

/// One parameter of a function signature.
public struct SignatureParameter: Sendable, Equatable {
    /// The argument label; `nil` when written `_`. With one name written, label and name are equal.
    public var label: String?
    public var name: String
    public var type: TypeExpr
    public var isInout: Bool
    public var isVariadic: Bool
    /// Canonical text of a validated default value.
    public var defaultValue: String?
}

/// A function signature as written in a spec, without `func`.
public struct FunctionSignature: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var parameters: [SignatureParameter]
    public var isAsync: Bool
    public var isThrows: Bool
    /// `nil` when the function returns nothing (no `->`, `Void` or `()`).
    public var returnType: TypeExpr?

    public var description: String {
        let parameters = parameters.map { parameter -> String in
            var head = parameter.label.map { $0 == parameter.name ? $0 : "\($0) \(parameter.name)" } ?? "_ \(parameter.name)"
            head += ": " + (parameter.isInout ? "inout " : "") + parameter.type.description
            if parameter.isVariadic { head += "..." }
            if let value = parameter.defaultValue { head += " = \(value)" }
            return head
        }
        var text = "\(name)(\(parameters.joined(separator: ", ")))"
        if isAsync { text += " async" }
        if isThrows { text += " throws" }
        if let returnType { text += " -> \(returnType)" }
        return text
    }
}

/// Why a signature or type could not be parsed, and where (an offset in Unicode scalars).
public struct SwiftSignatureError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Parses the Swift signatures and types of a spec. What it accepts prints back as valid
/// Swift, so it is also what keeps a spec from injecting code into generated files.
public enum SwiftSignatureParser {
    static let maximumLength = 2_000
    static let maximumDepth = 32

    public static func parseSignature(_ text: String) throws(SwiftSignatureError) -> FunctionSignature {
        var parser = try Parser(text)
        let signature = try parser.signature()
        try parser.expectEnd()
        return signature
    }

    public static func parseType(_ text: String) throws(SwiftSignatureError) -> TypeExpr {
        var parser = try Parser(text)
        let type = try parser.type()
        try parser.expectEnd()
        return type
    }
}

private struct Token: Equatable {
    enum Kind: Equatable {
        case identifier  // includes keywords; `escaped` says whether it was back-ticked
        case number
        case string
        case punctuation
        case attribute  // @Sendable
    }

    var kind: Kind
    var text: String
    var offset: Int
    var escaped = false
}

private struct Parser {
    var tokens: [Token] = []
    var index = 0
    var depth = 0
    let end: Int

    static let typeKeywordsAllowed: Set<String> = ["Any", "Self", "Never"]
    static let effects: Set<String> = ["async", "throws", "rethrows"]

    init(_ text: String) throws(SwiftSignatureError) {
        let scalars = Array(text.unicodeScalars)
        end = scalars.count
        guard scalars.count <= SwiftSignatureParser.maximumLength else {
            throw SwiftSignatureError("too long (\(scalars.count) characters; the limit is 2000)", at: 0)
        }
        var position = 0
        // ASCII only: generated code must pass swift-format's IdentifiersMustBeASCII rule.
        func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
        }
        while position < scalars.count {
            let scalar = scalars[position]
            let start = position
            switch scalar {
            case " ":
                position += 1
            case "\t":
                throw SwiftSignatureError("tabs are not allowed; use spaces", at: start)
            case "\n", "\r":
                throw SwiftSignatureError("a signature must be on one line", at: start)
            case "`":
                position += 1
                while position < scalars.count, isIdentifierPart(scalars[position]) { position += 1 }
                guard position < scalars.count, scalars[position] == "`", position > start + 1 else {
                    throw SwiftSignatureError("unterminated back-ticked name", at: start)
                }
                let name = String(String.UnicodeScalarView(scalars[(start + 1)..<position]))
                guard isIdentifierStart(name.unicodeScalars.first ?? "0") else {
                    throw SwiftSignatureError("'\(name)' is not a valid name", at: start + 1)
                }
                position += 1
                tokens.append(Token(kind: .identifier, text: name, offset: start, escaped: true))
            case "@":
                position += 1
                while position < scalars.count, isIdentifierPart(scalars[position]) { position += 1 }
                let name = String(String.UnicodeScalarView(scalars[start..<position]))
                guard ["@Sendable", "@escaping", "@MainActor", "@autoclosure"].contains(name) else {
                    throw SwiftSignatureError("unsupported attribute '\(name)'; use @Sendable, @escaping, @MainActor or @autoclosure", at: start)
                }
                tokens.append(Token(kind: .attribute, text: name, offset: start))
            case "\"":
                position += 1
                var closed = false
                while position < scalars.count {
                    let character = scalars[position]
                    if character == "\\" {
                        guard position + 1 < scalars.count else { break }
                        let next = scalars[position + 1]
                        if next == "(" {
                            throw SwiftSignatureError("string interpolation is not allowed in default values", at: position)
                        }
                        guard "\\\"ntr0u'".unicodeScalars.contains(next) else {
                            throw SwiftSignatureError("invalid escape '\\\(next)' in string literal", at: position)
                        }
                        if next == "u" {
                            var cursor = position + 2
                            guard cursor < scalars.count, scalars[cursor] == "{" else {
                                throw SwiftSignatureError("invalid unicode escape; write \\u{XXXX}", at: position)
                            }
                            cursor += 1
                            let digitsStart = cursor
                            while cursor < scalars.count, scalars[cursor].properties.isASCIIHexDigit { cursor += 1 }
                            guard cursor < scalars.count, scalars[cursor] == "}", (1...8).contains(cursor - digitsStart),
                                let value = UInt32(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])), radix: 16),
                                Unicode.Scalar(value) != nil
                            else {
                                throw SwiftSignatureError("invalid unicode escape; write \\u{XXXX}", at: position)
                            }
                            position = cursor + 1
                        } else {
                            position += 2
                        }
                        continue
                    }
                    if character == "\"" {
                        closed = true
                        position += 1
                        break
                    }
                    position += 1
                }
                guard closed else { throw SwiftSignatureError("unterminated string literal", at: start) }
                tokens.append(Token(kind: .string, text: String(String.UnicodeScalarView(scalars[start..<position])), offset: start))
            case "0"..."9":
                while position < scalars.count,
                    isIdentifierPart(scalars[position]) || scalars[position] == "."
                        && position + 1 < scalars.count && ("0"..."9").contains(scalars[position + 1])
                {
                    position += 1
                }
                let text = String(String.UnicodeScalarView(scalars[start..<position]))
                guard Self.isNumberLiteral(text) else {
                    throw SwiftSignatureError("invalid number '\(text)'", at: start)
                }
                tokens.append(Token(kind: .number, text: text, offset: start))
            case _ where isIdentifierStart(scalar):
                while position < scalars.count, isIdentifierPart(scalars[position]) { position += 1 }
                tokens.append(Token(kind: .identifier, text: String(String.UnicodeScalarView(scalars[start..<position])), offset: start))
            case "-" where position + 1 < scalars.count && scalars[position + 1] == ">":
                position += 2
                tokens.append(Token(kind: .punctuation, text: "->", offset: start))
            case "." where position + 2 < scalars.count && scalars[position + 1] == "." && scalars[position + 2] == ".":
                position += 3
                tokens.append(Token(kind: .punctuation, text: "...", offset: start))
            case "(", ")", "[", "]", "<", ">", ",", ":", "?", "!", "=", ".", "&", "-":
                position += 1
                tokens.append(Token(kind: .punctuation, text: String(scalar), offset: start))
            case "/" where position + 1 < scalars.count && (scalars[position + 1] == "/" || scalars[position + 1] == "*"):
                throw SwiftSignatureError("comments are not allowed here", at: start)
            case "{", "}", ";":
                throw SwiftSignatureError("unexpected '\(scalar)': a signature or type cannot contain code", at: start)
            case _ where scalar.value > 0x7F && scalar.properties.isAlphabetic:
                throw SwiftSignatureError("'\(scalar)' is not ASCII; names must use ASCII letters, digits and '_'", at: start)
            default:
                throw SwiftSignatureError("unexpected character '\(scalar)'", at: start)
            }
        }
    }

    static func isNumberLiteral(_ text: String) -> Bool {
        let body = text.replacingOccurrences(of: "_", with: "")
        if body.hasPrefix("0x") { return body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit) }
        if body.hasPrefix("0b") { return body.count > 2 && body.dropFirst(2).allSatisfy { $0 == "0" || $0 == "1" } }
        if body.hasPrefix("0o") { return body.count > 2 && body.dropFirst(2).allSatisfy { ("0"..."7").contains($0) } }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    // MARK: Token access

    var current: Token? { index < tokens.count ? tokens[index] : nil }
    var offset: Int { current?.offset ?? end }

    func peek(_ text: String, ahead: Int = 0) -> Bool {
        let position = index + ahead
        guard position < tokens.count else { return false }
        let token = tokens[position]
        return token.text == text && (token.kind == .punctuation || (token.kind == .identifier && !token.escaped))
    }

    mutating func consume(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += 1
        return true
    }

    mutating func expect(_ text: String, _ context: String) throws(SwiftSignatureError) {
        guard consume(text) else {
            throw SwiftSignatureError("expected '\(text)' \(context)\(found)", at: offset)
        }
    }

    var found: String {
        guard let current else { return ", found the end" }
        return ", found '\(current.text)'"
    }

    mutating func expectEnd() throws(SwiftSignatureError) {
        if let current {
            throw SwiftSignatureError("unexpected '\(current.text)'", at: current.offset)
        }
    }

    mutating func enter() throws(SwiftSignatureError) {
        depth += 1
        if depth > SwiftSignatureParser.maximumDepth {
            throw SwiftSignatureError("type is nested too deeply", at: offset)
        }
    }

    // MARK: Signatures

    mutating func signature() throws(SwiftSignatureError) -> FunctionSignature {
        guard let nameToken = current else {
            throw SwiftSignatureError("expected a signature like 'fetchItems() async throws -> [Item]'", at: 0)
        }
        if nameToken.kind == .identifier, !nameToken.escaped, nameToken.text == "func" {
            throw SwiftSignatureError("'func' is not needed: write the signature without it", at: nameToken.offset)
        }
        guard nameToken.kind == .identifier else {
            throw SwiftSignatureError("expected a function name, found '\(nameToken.text)'", at: nameToken.offset)
        }
        if !nameToken.escaped, ["init", "subscript", "deinit"].contains(nameToken.text) {
            throw SwiftSignatureError("'\(nameToken.text)' cannot be a use case or route; give it a function name", at: nameToken.offset)
        }
        index += 1
        if peek("<") {
            throw SwiftSignatureError("generic use cases are not supported", at: offset)
        }
        try expect("(", "after the function name")
        var parameters: [SignatureParameter] = []
        if !consume(")") {
            repeat {
                parameters.append(try parameter())
            } while consume(",")
            try expect(")", "to close the parameter list")
        }
        let (isAsync, isThrows) = try effects()
        var returnType: TypeExpr?
        if consume("->") {
            guard current != nil else { throw SwiftSignatureError("expected a type after '->'", at: offset) }
            let type = try type()
            returnType = type.isVoid ? nil : type
        }
        if peek("where") {
            throw SwiftSignatureError("generic use cases are not supported", at: offset)
        }
        return FunctionSignature(
            name: nameToken.text,
            parameters: parameters,
            isAsync: isAsync,
            isThrows: isThrows,
            returnType: returnType
        )
    }

    mutating func effects() throws(SwiftSignatureError) -> (isAsync: Bool, isThrows: Bool) {
        var isAsync = false
        var isThrows = false
        while let token = current, token.kind == .identifier, !token.escaped, Self.effects.contains(token.text) {
            switch token.text {
            case "async":
                if isThrows { throw SwiftSignatureError("write 'async throws', in that order", at: token.offset) }
                if isAsync { throw SwiftSignatureError("'async' is written twice", at: token.offset) }
                isAsync = true
            case "throws":
                if isThrows { throw SwiftSignatureError("'throws' is written twice", at: token.offset) }
                isThrows = true
            default:
                throw SwiftSignatureError("'rethrows' is not supported; use 'throws'", at: token.offset)
            }
            index += 1
            if token.text == "throws", peek("(") {
                throw SwiftSignatureError("typed throws are not supported; use 'throws'", at: offset)
            }
        }
        return (isAsync, isThrows)
    }

    mutating func parameter() throws(SwiftSignatureError) -> SignatureParameter {
        guard let first = current, first.kind == .identifier else {
            throw SwiftSignatureError("expected a parameter name\(found)", at: offset)
        }
        index += 1
        var label: String? = first.text
        var name = first.text
        if let second = current, second.kind == .identifier {
            index += 1
            name = second.text
            if first.text == "_", !first.escaped {
                label = nil
            } else if !first.escaped, ["inout", "var", "let"].contains(first.text) {
                throw SwiftSignatureError("'\(first.text)' cannot be an argument label", at: first.offset)
            }
        } else if first.text == "_", !first.escaped {
            throw SwiftSignatureError("expected a parameter name after '_'", at: offset)
        }
        try expect(":", "after parameter name '\(name)'")
        var isInout = false
        if consume("inout") { isInout = true }
        guard current != nil else { throw SwiftSignatureError("expected a type for parameter '\(name)'", at: offset) }
        let type = try type()
        let isVariadic = consume("...")
        var defaultValue: String?
        if consume("=") {
            guard current != nil else { throw SwiftSignatureError("expected a default value after '='", at: offset) }
            depth = 0
            defaultValue = try expression()
        }
        return SignatureParameter(
            label: label,
            name: name,
            type: type,
            isInout: isInout,
            isVariadic: isVariadic,
            defaultValue: defaultValue
        )
    }

    // MARK: Types

    mutating func type() throws(SwiftSignatureError) -> TypeExpr {
        try enter()
        defer { depth -= 1 }
        var parts = [try postfixType()]
        while consume("&") {
            parts.append(try postfixType())
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    mutating func postfixType() throws(SwiftSignatureError) -> TypeExpr {
        var type = try primaryType()
        while true {
            if consume("?") {
                type = .optional(type)
            } else if peek("!") {
                throw SwiftSignatureError("implicitly unwrapped optionals ('!') are not allowed; use '?'", at: offset)
            } else {
                return type
            }
        }
    }

    mutating func primaryType() throws(SwiftSignatureError) -> TypeExpr {
        guard let token = current else { throw SwiftSignatureError("expected a type", at: end) }
        switch (token.kind, token.text) {
        case (.attribute, _):
            var attributes: [String] = []
            while let attribute = current, attribute.kind == .attribute {
                attributes.append(attribute.text)
                index += 1
            }
            guard peek("(") else { throw SwiftSignatureError("expected a function type after '\(attributes.last ?? "")'", at: offset) }
            let parenthesised = try parenthesisedType()
            guard case .function(var function) = parenthesised else {
                throw SwiftSignatureError("attributes only apply to function types", at: token.offset)
            }
            function.attributes = attributes + function.attributes
            return .function(function)
        case (.punctuation, "("):
            return try parenthesisedType()
        case (.punctuation, "["):
            index += 1
            let element = try type()
            if consume(":") {
                let value = try type()
                try expect("]", "to close the dictionary type")
                return .dictionary(key: element, value: value)
            }
            try expect("]", "to close the array type")
            return .array(element)
        case (.identifier, "any") where !token.escaped:
            index += 1
            return .existential(try existentialBody())
        case (.identifier, "some") where !token.escaped:
            index += 1
            return .opaque(try existentialBody())
        case (.identifier, _):
            return try namedType()
        default:
            throw SwiftSignatureError("expected a type, found '\(token.text)'", at: token.offset)
        }
    }

    mutating func existentialBody() throws(SwiftSignatureError) -> TypeExpr {
        var parts = [try namedType()]
        while consume("&") { parts.append(try namedType()) }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    mutating func namedType() throws(SwiftSignatureError) -> TypeExpr {
        var path: [String] = []
        var generics: [TypeExpr] = []
        repeat {
            guard let token = current, token.kind == .identifier else {
                throw SwiftSignatureError("expected a type name\(found)", at: offset)
            }
            if !token.escaped, SwiftNames.keywords.contains(token.text), !Self.typeKeywordsAllowed.contains(token.text) {
                throw SwiftSignatureError("'\(token.text)' is a keyword, not a type", at: token.offset)
            }
            guard token.text.first.map({ !$0.isNumber }) ?? false else {
                throw SwiftSignatureError("expected a type name, found '\(token.text)'", at: token.offset)
            }
            path.append(token.escaped ? "`\(token.text)`" : token.text)
            index += 1
            if consume("<") {
                repeat {
                    generics.append(try type())
                } while consume(",")
                guard consume(">") else { throw SwiftSignatureError("unbalanced '<': expected '>'\(found)", at: offset) }
                // Members of a generic type (`Foo<T>.Bar`) are rare in specs and ambiguous to print.
                if peek(".") { throw SwiftSignatureError("unexpected '.' after generic arguments", at: offset) }
                break
            }
        } while consume(".")
        return .named(path.joined(separator: "."), generics: generics)
    }

    /// `(…)`: a tuple, a parenthesised type or the parameters of a function type.
    mutating func parenthesisedType() throws(SwiftSignatureError) -> TypeExpr {
        let open = offset
        try expect("(", "")
        var elements: [TupleElement] = []
        if !consume(")") {
            repeat {
                var label: String?
                if let token = current, token.kind == .identifier, peek(":", ahead: 1) {
                    label = token.text
                    index += 2
                } else if let token = current, token.kind == .identifier, token.text == "_",
                    let next = tokens.dropFirst(index + 1).first, next.kind == .identifier, peek(":", ahead: 2)
                {
                    index += 3
                }
                _ = consume("inout")
                let type = try type()
                _ = consume("...")
                elements.append(TupleElement(label: label, type: type))
            } while consume(",")
            guard consume(")") else { throw SwiftSignatureError("unbalanced '(': expected ')'\(found)", at: offset) }
        }
        let (isAsync, isThrows) = try effects()
        if consume("->") {
            guard current != nil else { throw SwiftSignatureError("expected a type after '->'", at: offset) }
            let returnType = try type()
            return .function(
                FunctionType(
                    attributes: [],
                    parameters: elements.map(\.type),
                    isAsync: isAsync,
                    isThrows: isThrows,
                    returnType: returnType
                )
            )
        }
        if isAsync || isThrows { throw SwiftSignatureError("expected '->' after the effects of a function type", at: offset) }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        if elements.count == 1 { throw SwiftSignatureError("a tuple needs at least two elements", at: open) }
        return .tuple(elements)
    }

    // MARK: Default values

    /// A literal, `.member`, `Type.member`, `Type(…)` or an array of those.
    mutating func expression() throws(SwiftSignatureError) -> String {
        try enter()
        defer { depth -= 1 }
        guard let token = current else { throw SwiftSignatureError("expected a default value", at: end) }
        switch token.kind {
        case .number:
            index += 1
            return token.text
        case .string:
            index += 1
            return token.text
        case .punctuation where token.text == "-":
            index += 1
            guard let number = current, number.kind == .number, number.offset == token.offset + 1 else {
                throw SwiftSignatureError(Self.unsupportedDefault, at: token.offset)
            }
            index += 1
            return "-" + number.text
        case .punctuation where token.text == "[":
            index += 1
            if consume("]") { return "[]" }
            if consume(":") {
                try expect("]", "to close '[:]'")
                return "[:]"
            }
            var items: [String] = []
            repeat {
                if peek("]") { break }
                items.append(try expression())
            } while consume(",")
            try expect("]", "to close the array literal")
            return "[" + items.joined(separator: ", ") + "]"
        case .punctuation where token.text == ".":
            index += 1
            guard let member = current, member.kind == .identifier else {
                throw SwiftSignatureError("expected a member name after '.'", at: offset)
            }
            index += 1
            return "." + escapedMember(member) + (try callSuffix())
        case .identifier:
            if !token.escaped, ["true", "false", "nil"].contains(token.text) {
                index += 1
                return token.text
            }
            var path: [String] = []
            repeat {
                guard let part = current, part.kind == .identifier else {
                    throw SwiftSignatureError("expected a name after '.'", at: offset)
                }
                if !part.escaped, SwiftNames.keywords.contains(part.text), part.text != "init", part.text != "Self" {
                    throw SwiftSignatureError(Self.unsupportedDefault, at: part.offset)
                }
                path.append(escapedMember(part))
                index += 1
            } while consume(".")
            return path.joined(separator: ".") + (try callSuffix())
        default:
            throw SwiftSignatureError(Self.unsupportedDefault, at: token.offset)
        }
    }

    static let unsupportedDefault = "unsupported default value; use a literal, '.member', 'Type.member' or 'Type(…)'"

    func escapedMember(_ token: Token) -> String {
        token.escaped ? "`\(token.text)`" : token.text
    }

    mutating func callSuffix() throws(SwiftSignatureError) -> String {
        guard consume("(") else { return "" }
        var arguments: [String] = []
        if !consume(")") {
            repeat {
                var label = ""
                if let token = current, token.kind == .identifier, peek(":", ahead: 1) {
                    label = token.text + ": "
                    index += 2
                }
                arguments.append(label + (try expression()))
            } while consume(",")
            try expect(")", "to close the argument list")
        }
        return "(" + arguments.joined(separator: ", ") + ")"
    }
}

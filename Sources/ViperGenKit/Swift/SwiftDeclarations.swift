/// The declarations of a Swift file that `adopt` reads: types (protocols, structs, classes,
/// enums, actors, extensions) with their members (functions, properties, enum cases), each
/// with its line and column. A small scanner over tokens, not a compiler's parser: comments,
/// string literals (raw, multi-line, interpolated), attributes, generics and `where` clauses,
/// multi-line declarations and nested types are read; of an `#if`, the first branch counts.
/// Function bodies are skipped by matching braces; `isBalanced` tells whether they matched.
struct SwiftDeclarations {
    enum Kind: String {
        case `protocol`, `struct`, `class`, `enum`, `actor`, `extension`
    }

    struct TypeDeclaration {
        var kind: Kind
        /// The name (`CarsRouterProtocol`; for an extension, the extended type as written).
        var name: String
        /// What follows the name up to the body: generics, inheritance, `where` clause.
        var header: String
        var modifiers: [String]
        var attributes: [String]
        var line: Int
        var column: Int
        var members: [Member]
        var nested: [TypeDeclaration]

        /// The inherited types and protocols, as written.
        var inherited: [String] {
            guard let colon = header.firstIndex(of: ":") else { return [] }
            var rest = header[header.index(after: colon)...]
            if let whereRange = rest.range(of: " where ") { rest = rest[..<whereRange.lowerBound] }
            return rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// Whether the declaration has generic parameters or a primary associated type.
        var isGeneric: Bool { header.hasPrefix("<") }
    }

    enum MemberKind {
        case function
        case initializer
        case property
        case enumCase
        case other
    }

    struct Member {
        var kind: MemberKind
        var name: String
        /// For a function, its signature after `func` (`load(page: Int) async -> [Car]`), or
        /// for an enum case what follows `case`; for a property, its type.
        var text: String
        /// A property's initial value, as written.
        var initialValue: String?
        var modifiers: [String]
        var attributes: [String]
        /// A stored property (`let`, or `var` without accessors other than observers).
        var isStored: Bool
        var isStatic: Bool
        /// A function's body, as its tokens' text; `nil` for a requirement.
        var body: String?
        var line: Int
        var column: Int

        /// For an enum case, the names it declares (`case showRepo(Repo), close` declares
        /// `showRepo` and `close`); empty for any other member.
        var caseNames: [String] {
            guard kind == .enumCase else { return [] }
            var names: [String] = []
            var depth = 0
            var current = ""
            for character in text + "," {
                if "([".contains(character) { depth += 1 }
                if ")]".contains(character) { depth = max(0, depth - 1) }
                if character == ",", depth == 0 {
                    let name = current.trimmingCharacters(in: .whitespaces)
                        .prefix { $0 != "(" && $0 != " " && $0 != "=" }
                    if !name.isEmpty { names.append(String(name)) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            return names
        }
    }

    /// A conditional-compilation directive (`#if DEBUG`, `#else`) and where it is.
    struct Directive {
        var text: String
        var line: Int
        var column: Int
    }

    var types: [TypeDeclaration] = []
    var imports: [String] = []
    /// The `#if`, `#elseif` and `#else` directives read, outside skipped branches.
    var directives: [Directive] = []
    /// The modules imported `@testable`.
    var testableImports: [String] = []
    /// The lines of documentation comments (`///`, `/** */`), each one's text by its line.
    var documentation: [Int: String] = [:]
    /// Whether every bracket closed what it should and every literal and comment ended.
    var isBalanced = true
    /// Where the text first stopped being readable, when it did.
    var problem: (message: String, line: Int, column: Int)?

    /// Every type declared, nested ones too, outermost first.
    var allTypes: [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        func visit(_ type: TypeDeclaration) {
            result.append(type)
            type.nested.forEach(visit)
        }
        types.forEach(visit)
        return result
    }

    /// The documentation comment just above the declaration that starts on `line` (its
    /// attributes included), its lines joined with spaces; nil where there is none.
    func documentation(above line: Int) -> String? {
        var lines: [String] = []
        var current = line - 1
        while let text = documentation[current] {
            lines.insert(text.trimmingCharacters(in: .whitespaces), at: 0)
            current -= 1
        }
        let said = lines.filter { !$0.isEmpty }
        return said.isEmpty ? nil : said.joined(separator: " ")
    }

    init(text: String) {
        var lexer = Lexer(bytes: Array(text.utf8))
        let tokens = lexer.tokens()
        directives = lexer.directives
        documentation = lexer.documentation
        if let problem = lexer.problem {
            isBalanced = false
            self.problem = problem
        }
        var reader = Reader(tokens: tokens)
        let (types, imports) = reader.readMembers(topLevel: true)
        self.types = types.types
        self.imports = imports.map(\.name)
        self.testableImports = imports.filter(\.testable).map(\.name)
        if reader.index < tokens.count || !reader.isBalanced {
            isBalanced = false
            if problem == nil {
                let token = reader.unbalancedAt ?? tokens[min(reader.index, tokens.count - 1)]
                problem = ("unbalanced '\(token.text)'", token.line, token.column)
            }
        }
    }

    // MARK: - Tokens

    struct Token {
        enum Kind { case word, string, number, punctuation }
        var kind: Kind
        var text: String
        var line: Int
        var column: Int
        var startsLine: Bool
        var spaceBefore: Bool
    }

    private struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var problem: (message: String, line: Int, column: Int)?
        /// `#if` branches open: whether the current branch of each is skipped.
        var conditions: [(taken: Bool, skipping: Bool)] = []
        /// Each `#if`, `#elseif` and `#else` met outside a skipped branch, as written.
        var directives: [Directive] = []
        /// The documentation comments met outside a skipped branch: each line's text after its
        /// `///` (or inside its `/** */`), by line.
        var documentation: [Int: String] = [:]

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func tokens() -> [Token] {
            var result: [Token] = []
            var startsLine = true
            var spaceBefore = false
            while index < bytes.count, problem == nil {
                let byte = bytes[index]
                if byte == 0x0A {
                    newline()
                    startsLine = true
                    spaceBefore = true
                    continue
                }
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    index += 1
                    spaceBefore = true
                    continue
                }
                if byte == 0x2F, next(1) == 0x2F {
                    let start = index
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    // `///`, not `////`, on a line of its own: a line of documentation (one
                    // after code on its line is not the next declaration's).
                    let length = index - start
                    if startsLine, length >= 3, bytes[start + 2] == 0x2F,
                        length == 3 || bytes[start + 3] != 0x2F,
                        !conditions.contains(where: \.skipping)
                    {
                        documentation[line] = String(
                            decoding: bytes[(start + 3)..<index], as: UTF8.self
                        ).trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                    spaceBefore = true
                    continue
                }
                if byte == 0x2F, next(1) == 0x2A {
                    let (start, startLine) = (index, line)
                    skipBlockComment()
                    // `/** … */` on lines of its own: documentation, each of its lines.
                    var rest = index
                    while rest < bytes.count, [0x20, 0x09, 0x0D].contains(bytes[rest]) {
                        rest += 1
                    }
                    if startsLine, rest == bytes.count || bytes[rest] == 0x0A,
                        index - start > 4, bytes[start + 2] == 0x2A, bytes[start + 3] != 0x2F,
                        !conditions.contains(where: \.skipping)
                    {
                        let text = String(
                            decoding: bytes[(start + 3)..<max(start + 3, index - 2)],
                            as: UTF8.self)
                        for (offset, part) in text.split(
                            separator: "\n", omittingEmptySubsequences: false
                        ).enumerated() {
                            let trimmed = part.drop { $0 == " " || $0 == "\t" || $0 == "*" }
                            documentation[startLine + offset] = String(trimmed)
                                .trimmingCharacters(in: .whitespacesAndNewlines)
                        }
                    }
                    spaceBefore = true
                    continue
                }
                let column = index - lineStart + 1
                let startLine = line
                let start = index
                var kind = Token.Kind.punctuation
                if byte == 0x23, isWordStart(next(1)) {
                    // A directive: `#if`, `#else`, `#endif` steer the branches; others are words.
                    index += 1
                    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    if directive(word, line: startLine, column: column) {
                        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                        continue
                    }
                    if word.hasPrefix("#\"") == false, bytes.indices.contains(index),
                        bytes[index] == 0x22
                    {
                        index = start
                        kind = .string
                        skipString()
                    } else {
                        kind = .word
                    }
                } else if byte == 0x23 || byte == 0x22 {
                    kind = .string
                    skipString()
                } else if byte == 0x60 {
                    index += 1
                    while index < bytes.count, bytes[index] != 0x60, bytes[index] != 0x0A {
                        index += 1
                    }
                    if index < bytes.count, bytes[index] == 0x60 { index += 1 }
                    kind = .word
                } else if isWordStart(byte) || byte == 0x24 {
                    index += 1
                    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                    kind = .word
                } else if byte >= 0x30 && byte <= 0x39 {
                    index += 1
                    while index < bytes.count,
                        isWordByte(bytes[index])
                            || (bytes[index] == 0x2E && index + 1 < bytes.count
                                && bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39)
                    {
                        index += 1
                    }
                    kind = .number
                } else if byte == 0x2D, next(1) == 0x3E {
                    index += 2
                } else if byte == 0x2E, next(1) == 0x2E, next(2) == 0x2E {
                    index += 3
                } else {
                    index += 1
                }
                if conditions.contains(where: \.skipping) {
                    startsLine = false
                    continue
                }
                result.append(
                    Token(
                        kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
                        line: startLine, column: column, startsLine: startsLine,
                        spaceBefore: spaceBefore))
                startsLine = false
                spaceBefore = false
            }
            if problem == nil, !conditions.isEmpty {
                problem = ("'#if' without '#endif'", line, index - lineStart + 1)
            }
            return result
        }

        /// Handles a conditional-compilation directive; false for any other `#word`.
        mutating func directive(_ word: String, line: Int, column: Int) -> Bool {
            if ["#if", "#elseif", "#else"].contains(word) {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let rest = String(decoding: bytes[index..<end], as: UTF8.self)
                    .trimmingCharacters(in: .whitespaces)
                let outerSkipping =
                    word == "#if"
                    ? conditions.contains(where: \.skipping)
                    : conditions.dropLast().contains(where: \.skipping)
                if !outerSkipping {
                    directives.append(
                        Directive(
                            text: rest.isEmpty ? word : word + " " + rest, line: line,
                            column: column))
                }
            }
            switch word {
            case "#if":
                let outerSkipping = conditions.contains(where: \.skipping)
                conditions.append((taken: true, skipping: outerSkipping))
            case "#elseif", "#else":
                guard let last = conditions.popLast() else {
                    problem = ("'\(word)' without '#if'", line, column)
                    return true
                }
                let outerSkipping = conditions.contains(where: \.skipping)
                conditions.append((taken: true, skipping: outerSkipping || last.taken))
            case "#endif":
                if conditions.popLast() == nil {
                    problem = ("'#endif' without '#if'", line, column)
                }
            default:
                return false
            }
            return true
        }

        func next(_ offset: Int) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        mutating func newline() {
            index += 1
            line += 1
            lineStart = index
        }

        mutating func skipBlockComment() {
            let (startLine, column) = (line, index - lineStart + 1)
            var depth = 0
            while index < bytes.count {
                if bytes[index] == 0x2F, next(1) == 0x2A {
                    depth += 1
                    index += 2
                } else if bytes[index] == 0x2A, next(1) == 0x2F {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else if bytes[index] == 0x0A {
                    newline()
                } else {
                    index += 1
                }
            }
            problem = ("unterminated comment", startLine, column)
        }

        /// Skips a string literal from its first `#` or `"`, interpolations included.
        mutating func skipString() {
            let (startLine, column) = (line, index - lineStart + 1)
            var hashes = 0
            while next(0) == 0x23 {
                hashes += 1
                index += 1
            }
            guard next(0) == 0x22 else { return }
            let multiline = next(1) == 0x22 && next(2) == 0x22
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    if !multiline { break }
                    newline()
                    continue
                }
                if byte == 0x5C, closesWithHashes(hashes, from: index + 1) {
                    index += 1 + hashes
                    if next(0) == 0x28 {
                        index += 1
                        skipInterpolation()
                        continue
                    }
                    index += 1
                    continue
                }
                if byte == 0x22 {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ next($0) == 0x22 }),
                        closesWithHashes(hashes, from: index + quotes)
                    {
                        index += quotes + hashes
                        return
                    }
                }
                index += 1
            }
            problem = ("unterminated string literal", startLine, column)
        }

        func closesWithHashes(_ hashes: Int, from position: Int) -> Bool {
            (0..<hashes).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == 0x23 }
        }

        /// Skips the code of an interpolation up to its `)`.
        mutating func skipInterpolation() {
            var depth = 1
            while index < bytes.count, problem == nil {
                let byte = bytes[index]
                switch byte {
                case 0x28: depth += 1
                case 0x29:
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                case 0x22, 0x23:
                    skipString()
                    continue
                case 0x0A:
                    newline()
                    continue
                default: break
                }
                index += 1
            }
        }

        func isWordStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }

        func isWordByte(_ byte: UInt8) -> Bool {
            isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }
    }

    // MARK: - Declarations

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
        "nonisolated", "mutating", "nonmutating", "override", "required", "convenience",
        "dynamic", "lazy", "weak", "unowned", "indirect", "optional", "isolated", "consuming",
        "borrowing", "prefix", "postfix", "infix", "distributed", "class",
    ]
    static let declarationWords: Set<String> = [
        "protocol", "struct", "class", "enum", "actor", "extension", "func", "init", "deinit",
        "subscript", "var", "let", "case", "typealias", "associatedtype", "import", "macro",
        "operator", "precedencegroup",
    ]

    private struct Reader {
        let tokens: [Token]
        var index = 0
        var isBalanced = true
        var unbalancedAt: Token?

        init(tokens: [Token]) { self.tokens = tokens }

        var current: Token? { index < tokens.count ? tokens[index] : nil }

        /// Whether the token at `position` starts a declaration: on a line of its own, an
        /// attribute, a modifier or a declaration keyword, not continuing a type or a list.
        func startsDeclaration(at position: Int) -> Bool {
            guard position < tokens.count else { return false }
            let token = tokens[position]
            guard token.startsLine else { return false }
            if position > 0,
                ["->", ",", "(", ":", "=", "&", ".", "<"].contains(tokens[position - 1].text)
            {
                return false
            }
            return token.text == "@" || token.text == "}"
                || SwiftDeclarations.modifierWords.contains(token.text)
                || SwiftDeclarations.declarationWords.contains(token.text)
        }

        /// Reads declarations up to the `}` closing the body they are in (or the end).
        mutating func readMembers(topLevel: Bool) -> (
            types: (types: [TypeDeclaration], members: [Member]),
            imports: [(name: String, testable: Bool)]
        ) {
            var types: [TypeDeclaration] = []
            var members: [Member] = []
            var imports: [(name: String, testable: Bool)] = []
            while let token = current {
                // `let id: String; let name: String`: the next declaration follows.
                if token.text == ";" {
                    index += 1
                    continue
                }
                if token.text == "}" {
                    if topLevel {
                        isBalanced = false
                        unbalancedAt = unbalancedAt ?? token
                        index += 1
                        continue
                    }
                    return ((types, members), imports)
                }
                let start = index
                var attributes: [String] = []
                var modifiers: [String] = []
                // Attributes and modifiers.
                while let word = current {
                    if word.text == "@", index + 1 < tokens.count {
                        attributes.append("@" + tokens[index + 1].text)
                        index += 2
                        if current?.text == "(", current?.spaceBefore == false { skipBalanced() }
                        continue
                    }
                    if SwiftDeclarations.modifierWords.contains(word.text),
                        !(word.text == "class" && !isModifierClass())
                    {
                        modifiers.append(word.text)
                        index += 1
                        if current?.text == "(", current?.spaceBefore == false { skipBalanced() }
                        continue
                    }
                    break
                }
                guard let keyword = current else { break }
                switch keyword.text {
                case "protocol", "struct", "class", "enum", "actor", "extension":
                    index += 1
                    if let type = readType(
                        Kind(rawValue: keyword.text)!, at: tokens[start], modifiers: modifiers,
                        attributes: attributes)
                    {
                        types.append(type)
                    }
                case "func", "init", "subscript":
                    index += keyword.text == "func" ? 1 : 0
                    members.append(
                        readFunction(
                            keyword: keyword.text, at: tokens[start], modifiers: modifiers,
                            attributes: attributes))
                case "var", "let":
                    index += 1
                    members.append(
                        contentsOf: readProperty(
                            at: tokens[start], modifiers: modifiers, attributes: attributes))
                case "case":
                    index += 1
                    let text = readUntilDeclarationEnd()
                    members.append(
                        Member(
                            kind: .enumCase, name: "", text: text, initialValue: nil,
                            modifiers: modifiers, attributes: attributes, isStored: false,
                            isStatic: false, body: nil, line: keyword.line, column: keyword.column))
                case "import":
                    index += 1
                    let text = readUntilDeclarationEnd()
                    let words = text.split(separator: " ")
                    let name = words.last.map(String.init) ?? text
                    imports.append(
                        (
                            name.split(separator: ".").first.map(String.init) ?? name,
                            attributes.contains("@testable")
                        ))
                default:
                    index += 1
                    if index == start + 1, keyword.text == "{" {
                        index -= 1
                        skipBalanced()
                    } else if !(attributes.isEmpty && modifiers.isEmpty) || index == start + 1 {
                        _ = readUntilDeclarationEnd(skipping: keyword.text)
                    }
                }
                if index == start { index += 1 }
            }
            if !topLevel {
                isBalanced = false
                unbalancedAt = unbalancedAt ?? tokens.last
            }
            return ((types, members), imports)
        }

        /// Whether `class` at the current token is a modifier (`class func`), not a class.
        func isModifierClass() -> Bool {
            guard index + 1 < tokens.count else { return false }
            let next = tokens[index + 1].text
            return ["func", "var", "let", "subscript", "final", "override"].contains(next)
        }

        mutating func readType(
            _ kind: Kind, at first: Token, modifiers: [String], attributes: [String]
        ) -> TypeDeclaration? {
            guard let nameToken = current else { return nil }
            var name = nameToken.text
            index += 1
            // An extension's type may be dotted (`Cars.Route`).
            while kind == .extension, current?.text == ".", index + 1 < tokens.count {
                name += "." + tokens[index + 1].text
                index += 2
            }
            var header: [Token] = []
            var depth = 0
            while let token = current {
                if depth == 0, token.text == "{" { break }
                if depth == 0, token.text == "}" || token.text == ";" { return nil }
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth = max(0, depth - 1) }
                header.append(token)
                index += 1
            }
            guard current?.text == "{" else { return nil }
            index += 1
            let (body, _) = readMembers(topLevel: false)
            if current?.text == "}" { index += 1 }
            return TypeDeclaration(
                kind: kind, name: name.replacingOccurrences(of: "`", with: ""),
                header: Reader.join(header), modifiers: modifiers, attributes: attributes,
                line: first.line, column: first.column, members: body.members,
                nested: body.types)
        }

        mutating func readFunction(
            keyword: String, at first: Token, modifiers: [String], attributes: [String]
        ) -> Member {
            var signature: [Token] = []
            var depth = 0
            while let token = current {
                if depth == 0, signature.count > 0, startsDeclaration(at: index) { break }
                if depth == 0, token.text == "{" || token.text == "}" || token.text == ";" {
                    break
                }
                if ["(", "["].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) { depth = max(0, depth - 1) }
                signature.append(token)
                index += 1
            }
            var body: String?
            if current?.text == "{" {
                let open = index
                skipBalanced()
                body = Reader.join(Array(tokens[(open + 1)..<max(open + 1, index - 1)]))
            }
            let text = Reader.join(signature)
            let name =
                keyword == "func"
                ? String(text.prefix { $0 != "(" && $0 != "<" && $0 != " " }) : keyword
            return Member(
                kind: keyword == "func" ? .function : keyword == "init" ? .initializer : .other,
                name: name.replacingOccurrences(of: "`", with: ""), text: text,
                initialValue: nil, modifiers: modifiers, attributes: attributes,
                isStored: false,
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                body: body, line: first.line, column: first.column)
        }

        /// A property, or each of those one declaration names (`let x, y: Double`); a tuple
        /// pattern (`let (a, b): (Int, Int)`) is one member named by the pattern.
        mutating func readProperty(at first: Token, modifiers: [String], attributes: [String])
            -> [Member]
        {
            var names: [String] = []
            if current?.text == "(" {
                let open = index
                skipBalanced()
                names.append(Reader.join(Array(tokens[open..<index])))
            } else {
                names.append(current?.text ?? "")
                index += 1
                while current?.text == ",", index + 1 < tokens.count,
                    tokens[index + 1].kind == .word
                {
                    names.append(tokens[index + 1].text)
                    index += 2
                }
            }
            var type: [Token] = []
            var value: [Token]?
            var depth = 0
            var isStored = true
            while let token = current {
                if depth == 0, startsDeclaration(at: index) { break }
                if depth == 0, token.text == "}" || token.text == ";" { break }
                if depth == 0, token.text == "{" {
                    // Accessors: observers keep the property stored; `get`, `set` or code
                    // make it computed.
                    let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
                    isStored = next == "willSet" || next == "didSet"
                    if value != nil, !["get", "set", "willSet", "didSet"].contains(next),
                        token.spaceBefore == false || tokens[index - 1].text == ")"
                            || tokens[index - 1].kind == .word
                    {
                        // A trailing closure of the initial value.
                        isStored = true
                        let open = index
                        skipBalanced()
                        value?.append(contentsOf: tokens[open..<index])
                        continue
                    }
                    skipBalanced()
                    break
                }
                if ["(", "["].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) { depth = max(0, depth - 1) }
                if depth == 0, token.text == "=", value == nil {
                    value = []
                    index += 1
                    continue
                }
                if value != nil {
                    value?.append(token)
                } else if !(type.isEmpty && token.text == ":") {
                    type.append(token)
                }
                index += 1
            }
            return names.map { name in
                Member(
                    kind: .property, name: name.replacingOccurrences(of: "`", with: ""),
                    text: Reader.join(type), initialValue: value.map(Reader.join),
                    modifiers: modifiers, attributes: attributes, isStored: isStored,
                    isStatic: modifiers.contains("static") || modifiers.contains("class"),
                    body: nil, line: first.line, column: first.column)
            }
        }

        /// The text up to the end of the declaration; a `{ }` on the way is skipped.
        mutating func readUntilDeclarationEnd(skipping first: String? = nil) -> String {
            var collected: [Token] = []
            var depth = 0
            while let token = current {
                if depth == 0, !collected.isEmpty || first != nil, startsDeclaration(at: index) {
                    break
                }
                if depth == 0, token.text == "}" || token.text == ";" { break }
                if token.text == "{" {
                    skipBalanced()
                    if depth == 0 { break }
                    continue
                }
                if ["(", "["].contains(token.text) { depth += 1 }
                if [")", "]"].contains(token.text) { depth = max(0, depth - 1) }
                collected.append(token)
                index += 1
            }
            return Reader.join(collected)
        }

        /// Skips from an opening bracket to the one that closes it.
        mutating func skipBalanced() {
            var stack: [String] = []
            let pairs = ["(": ")", "[": "]", "{": "}"]
            while let token = current {
                index += 1
                if let closing = pairs[token.text] {
                    stack.append(closing)
                } else if [")", "]", "}"].contains(token.text) {
                    guard stack.last == token.text else {
                        isBalanced = false
                        unbalancedAt = unbalancedAt ?? token
                        return
                    }
                    stack.removeLast()
                }
                if stack.isEmpty { return }
            }
            isBalanced = false
            unbalancedAt = unbalancedAt ?? tokens.last
        }

        static func join(_ tokens: [Token]) -> String {
            var text = ""
            for (offset, token) in tokens.enumerated() {
                if offset > 0, token.spaceBefore, text.last != "(", text.last != "[",
                    token.text != ")", token.text != "]", token.text != ","
                {
                    text += " "
                }
                text += token.text
            }
            return text
        }
    }
}

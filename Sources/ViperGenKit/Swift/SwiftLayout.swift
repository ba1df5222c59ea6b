import Foundation

/// Tidies the blank lines a template's conditionals leave behind, so templates can be
/// written for readability and the output still passes `swift format lint --strict`.
enum SwiftLayout {
    /// Trailing whitespace removed, runs of blank lines collapsed to one, no blank line
    /// just inside braces, no blank lines at the start, exactly one newline at the end.
    /// Works on UTF-8 bytes (every byte it looks at is ASCII), so a CRLF line ends too.
    static func normalize(_ text: String) -> String {
        var text = text
        return text.withUTF8(normalize)
    }

    private static func normalize(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        // The last line written, if any: whether it is blank, and whether it opens a block.
        var hasLine = false
        var lastIsBlank = false
        var lastOpensBlock = false
        forEachLine(of: bytes) { rawLine in
            var trimmed = rawLine.count
            while trimmed > 0, isTrailingSpace(rawLine[trimmed - 1]) { trimmed -= 1 }
            if trimmed == 0 {
                if hasLine, !lastIsBlank, !lastOpensBlock {
                    output.append(UInt8(ascii: "\n"))
                    lastIsBlank = true
                }
            } else {
                let line = UnsafeBufferPointer(rebasing: rawLine[..<trimmed])
                if lastIsBlank, closesBlock(line) {
                    output.removeLast()
                }
                output.append(contentsOf: line)
                output.append(UInt8(ascii: "\n"))
                hasLine = true
                lastIsBlank = false
                lastOpensBlock = opensBlock(line)
            }
        }
        // A blank line follows a line that is not blank, so there is at most one at the end.
        if lastIsBlank { output.removeLast() }
        return output.isEmpty ? "\n" : String(decoding: output, as: UTF8.self)
    }

    /// Calls `body` with each line of `bytes`, without its `\n`: as many lines as there are
    /// `\n`s, plus one (empty when `bytes` ends with `\n`).
    static func forEachLine(
        of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end + 1
        }
    }

    private static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func opensBlock(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = line.last else { return false }
        return last == UInt8(ascii: "{") || last == UInt8(ascii: "(") || last == UInt8(ascii: "[")
    }

    private static func closesBlock(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != UInt8(ascii: " ") }) else { return false }
        return first == UInt8(ascii: "}") || first == UInt8(ascii: ")")
            || first == UInt8(ascii: "]")
    }
}

/// Breaks lines longer than swift-format's limit the way swift-format accepts them:
/// one argument or parameter per line inside the first parenthesised list, the closing
/// parenthesis on a line of its own.
enum LineWrapping {
    static let limit = 100

    static func wrap(_ text: String) -> String {
        layout(text, stoppingAtUnbreakable: false).text
    }

    /// The characters of the lines `wrap(line:)` has been given, at every depth: each is
    /// gone through a few dozen times, so this is what laying out costs (`BuiltinRenderBudgetTests`
    /// bounds it by the bytes laid out).
    final class Work: @unchecked Sendable {
        @TaskLocal static var current: Work?
        var characters = 0
    }

    /// `text` with its long lines broken; with `stoppingAtUnbreakable`, only up to the first
    /// line of code that stays longer than `limit` once broken, which is returned too (then
    /// the text is unfinished): a file with such a line is refused, and breaking the rest of
    /// it (and of the module's other files) was most of the work of refusing it.
    static func layout(_ text: String, stoppingAtUnbreakable: Bool) -> (
        text: String, unbreakable: String?, work: Int
    ) {
        // Most files have no long line: then there is nothing to do.
        guard hasLongLine(text) else { return (text, nil, 0) }
        let work = Work()
        var unbreakable: String?
        var text = text
        let wrapped = Work.$current.withValue(work) {
            text.withUTF8 { bytes in
                wrap(bytes, stoppingAtUnbreakable: stoppingAtUnbreakable, unbreakable: &unbreakable)
            }
        }
        return (wrapped, unbreakable, work.characters)
    }

    private static func wrap(
        _ bytes: UnsafeBufferPointer<UInt8>, stoppingAtUnbreakable: Bool,
        unbreakable: inout String?
    ) -> String {
        // Short lines are copied as bytes; only long ones become strings to break.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var isFirst = true
        // A broken line that leaves brackets open (`x =` / `    T(` of `x = T(`) moves the
        // lines up to the one that closes them as far in as its last piece went.
        var shift = 0
        var openBrackets = 0
        func emit(_ line: UnsafeBufferPointer<UInt8>) {
            guard line.count > limit else {
                output.append(contentsOf: line)
                return
            }
            let text = String(decoding: line, as: UTF8.self)
            let broken = wrap(line: text, depth: 0)
            if stoppingAtUnbreakable, let long = broken.first(where: isTooLong) {
                unbreakable = long
                return
            }
            output.append(contentsOf: broken.joined(separator: "\n").utf8)
            let balance = bracketBalance(text)
            guard shift == 0, balance > 0, let last = broken.last else { return }
            let moved = last.prefix { $0 == " " }.count - text.prefix { $0 == " " }.count
            if moved > 0 {
                shift = moved
                openBrackets = balance
            }
        }
        SwiftLayout.forEachLine(of: bytes) { line in
            guard unbreakable == nil else { return }
            if !isFirst { output.append(UInt8(ascii: "\n")) }
            isFirst = false
            guard shift > 0, !line.isEmpty else { return emit(line) }
            let shifted = Array(repeating: UInt8(ascii: " "), count: shift) + Array(line)
            openBrackets += bracketBalance(String(decoding: line, as: UTF8.self))
            if openBrackets <= 0 { shift = 0 }
            shifted.withUnsafeBufferPointer(emit)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How many more brackets a line opens than it closes (outside strings and comments).
    private static func bracketBalance(_ line: String) -> Int {
        let characters = Array(line)
        var balance = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                break
            }
            if isOpening(character, angles: false) { balance += 1 }
            if isClosing(character, angles: false) { balance -= 1 }
            index += 1
        }
        return balance
    }

    /// The first line of code of `text` longer than `limit` characters, if there is one
    /// (swift-format leaves comments as they are written).
    static func firstLineTooLong(in text: String) -> String? {
        guard hasLongLine(text) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .first(where: isTooLong).map(String.init)
    }

    /// Whether a line is longer than `limit` characters and is code (not a comment).
    private static func isTooLong(_ line: some StringProtocol) -> Bool {
        line.count > limit && !line.drop { $0 == " " }.hasPrefix("//")
    }

    /// Whether a line of `text` has more than `limit` bytes.
    private static func hasLongLine(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                if index - start > limit { return true }
                start = index + 1
            }
            return bytes.count - start > limit
        }
    }

    /// `continuation`: the line continues an expression begun on a line before it (after `=`,
    /// before an operator, after a label, or in a chain of members), where a member chain
    /// breaks without indenting further.
    private static func wrap(line: String, depth: Int, continuation: Bool = false) -> [String] {
        Work.current?.characters += line.utf8.count
        // A line of at most `limit` bytes has at most `limit` characters.
        guard line.utf8.count > limit, line.count > limit, depth < 8 else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let trimmed = line.dropFirst(indent.count)
        if trimmed.hasPrefix("//") { return [line] }
        let characters = Array(line)
        if let body = oneLineBody(characters, indent: indent, depth: depth) { return body }
        if let guarded = guardStatement(characters, indent: indent, depth: depth) { return guarded }
        if let declaration = typeDeclaration(line, indent: indent, depth: depth) {
            return declaration
        }
        if let property = propertyDeclaration(line, indent: indent, depth: depth) {
            return property
        }
        if let property = initializedPropertyDeclaration(line, indent: indent, depth: depth) {
            return property
        }
        if let generic = genericTupleType(characters, indent: indent, depth: depth) {
            return generic
        }
        if let array = arrayOfTupleType(characters, indent: indent, depth: depth) { return array }
        // swift-format breaks an expression before its loosest operator before it breaks the
        // argument lists of its operands, when what comes before the operator fits.
        if let broken = breakAtBinaryOperator(
            characters, indent: indent, depth: depth, fittingLeftSide: true)
        {
            return broken
        }
        if let list = firstArgumentList(in: characters, shortSingleToo: false) {
            return breakBeforeList(
                list.0, in: characters, indent: indent, depth: depth, continuation: continuation)
                ?? breakList(list, in: characters, indent: indent, depth: depth)
        }
        if let broken = breakBeforeReturnType(line, indent: indent, depth: depth) { return broken }
        if let broken = breakMemberChain(
            characters, indent: indent, depth: depth, continuation: continuation)
        {
            return broken
        }
        // An argument whose value, a name that cannot break, does not fit after its label
        // breaks after the label.
        if let colon = argumentLabelEnd(characters, indent: indent), colon + 1 <= limit,
            characters[(colon + 2)...].allSatisfy(isChainCharacter)
        {
            let value = String(characters[(colon + 2)...])
            return [String(characters[...colon])]
                + wrap(line: indent + "    " + value, depth: depth + 1, continuation: true)
        }
        if let broken = breakAtOperator(line, indent: indent, depth: depth) { return broken }
        // A short list of one argument, when nothing else on the line can break.
        if let list = firstArgumentList(in: characters, shortSingleToo: true) {
            return breakBeforeList(
                list.0, in: characters, indent: indent, depth: depth, continuation: continuation)
                ?? breakList(list, in: characters, indent: indent, depth: depth)
        }
        if trimmed.hasSuffix(" {") {
            return [String(line.dropLast(2)), indent + "{"]
        }
        return [line]
    }

    /// The line broken at its list `open`…`close`: one argument per line, the closing bracket
    /// on a line of its own.
    private static func breakList(
        _ list: (Int, Int, [String]), in characters: [Character], indent: String, depth: Int
    ) -> [String] {
        let (open, close, arguments) = list
        let inner = indent + "    "
        // swift-format ends every element of a broken multi-element array with a comma.
        let isArray = characters[open] == "["
        var lines = [String(characters[...open])]
        for (index, argument) in arguments.enumerated() {
            let separator =
                index == arguments.count - 1 && !(isArray && arguments.count > 1) ? "" : ","
            lines.append(contentsOf: wrap(line: inner + argument + separator, depth: depth + 1))
        }
        lines.append(
            contentsOf: wrap(line: indent + String(characters[close...]), depth: depth + 1))
        return lines
    }

    /// `AsyncStream<(a: A, b: B)>` as swift-format breaks a generic type whose one argument
    /// is a tuple: the angle brackets and the parentheses each on lines of their own, one
    /// element a line.
    private static func genericTupleType(_ characters: [Character], indent: String, depth: Int)
        -> [String]?
    {
        var index = indent.count
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || "_.".contains(characters[index])
        {
            index += 1
        }
        guard index > indent.count, index + 1 < characters.count, characters[index] == "<",
            characters[index + 1] == "(",
            let closeAngle = matchingClose(characters, open: index), characters[closeAngle] == ">",
            matchingClose(characters, open: index + 1) == closeAngle - 1
        else { return nil }
        let elements = split(Array(characters[(index + 2)..<(closeAngle - 1)]))
        guard elements.count > 1 else { return nil }
        var lines = [String(characters[..<(index + 1)]), indent + "    ("]
        for (position, element) in elements.enumerated() {
            lines += wrap(
                line: indent + "        " + element + (position == elements.count - 1 ? "" : ","),
                depth: depth + 1)
        }
        lines += [indent + "    )", indent + String(characters[closeAngle...])]
        return lines
    }

    /// `[(a: A, b: B)] = []`, a line that starts with an array of tuples too long for it, as
    /// swift-format breaks it: `[(`, one element a line, `)]` and the rest.
    private static func arrayOfTupleType(_ characters: [Character], indent: String, depth: Int)
        -> [String]?
    {
        let start = indent.count
        guard start + 1 < characters.count, characters[start] == "[", characters[start + 1] == "(",
            let closeBracket = matchingClose(characters, open: start), closeBracket > start + 2,
            matchingClose(characters, open: start + 1) == closeBracket - 1
        else { return nil }
        let elements = split(Array(characters[(start + 2)..<(closeBracket - 1)]))
        guard elements.count > 1 else { return nil }
        var lines = [indent + "[("]
        for (position, element) in elements.enumerated() {
            lines += wrap(
                line: indent + "    " + element + (position == elements.count - 1 ? "" : ","),
                depth: depth + 1)
        }
        lines += wrap(line: indent + String(characters[(closeBracket - 1)...]), depth: depth + 1)
        return lines
    }

    /// `var count: Int { locked { $0.count } }`, a body written on its line, as swift-format
    /// breaks it: the braces open the block and close it on a line of its own, the body one
    /// level in (not a closure taking parameters, nor the accessors a requirement lists).
    private static func oneLineBody(_ characters: [Character], indent: String, depth: Int)
        -> [String]?
    {
        guard characters.last == "}" else { return nil }
        var index = indent.count
        var level = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if character == "{", level == 0 { break }
            if isOpening(character, angles: false) { level += 1 }
            if isClosing(character, angles: false) { level -= 1 }
            index += 1
        }
        guard index > indent.count, index < characters.count, characters[index - 1] == " ",
            index + 1 <= limit,
            matchingClose(characters, open: index) == characters.count - 1
        else { return nil }
        let body = trimmingWhitespace(String(characters[(index + 1)..<(characters.count - 1)]))
        guard !body.isEmpty, topLevelOccurrence(of: [" in "], in: Array(body)) == nil,
            !["get", "set", "get set", "get async", "get throws", "get async throws"].contains(body)
        else { return nil }
        return [String(characters[...index])] + wrap(line: indent + "    " + body, depth: depth + 1)
            + [indent + "}"]
    }

    /// `guard condition else {` as swift-format breaks it: `else {` on a line of its own, and
    /// when the conditions do not fit on the first line either, one a line after the first.
    private static func guardStatement(_ characters: [Character], indent: String, depth: Int)
        -> [String]?
    {
        let line = String(characters)
        let trimmed = line.dropFirst(indent.count)
        guard trimmed.hasPrefix("guard "), trimmed.hasSuffix(" else {") else { return nil }
        let head = String(line.dropLast(" else {".count))
        guard head.count > limit else { return [head, indent + "else {"] }
        let conditions = split(Array(head.dropFirst(indent.count + "guard ".count)))
        guard conditions.count > 1 else { return [head, indent + "else {"] }
        var lines: [String] = []
        for (position, condition) in conditions.enumerated() {
            let separator = position == conditions.count - 1 ? "" : ","
            let start = position == 0 ? indent + "guard " : indent + "    "
            lines += wrap(line: start + condition + separator, depth: depth + 1)
        }
        return lines + [indent + "else {"]
    }

    static let typeKeywords = ["class ", "struct ", "enum ", "protocol ", "actor ", "extension "]

    /// `final class ASpy: AProtocol, @unchecked Sendable {` as swift-format breaks it: as
    /// many inherited types as fit after the colon (none if the first does not), the rest on
    /// a continuation line, and the brace on a line of its own.
    private static func typeDeclaration(_ line: String, indent: String, depth: Int) -> [String]? {
        let trimmed = line.dropFirst(indent.count)
        guard trimmed.hasSuffix(" {"), !trimmed.contains("("),
            let keyword = typeKeywords.compactMap({ trimmed.range(of: $0) }).first,
            let colon = trimmed[keyword.upperBound...].firstIndex(of: ":")
        else { return nil }
        let head = indent + trimmed[..<colon] + ":"
        let inherited = split(
            Array(
                trimmed[trimmed.index(after: colon)..<trimmed.index(trimmed.endIndex, offsetBy: -2)]
            ))
        var first = head
        var rest = inherited[...]
        while let next = rest.first,
            (first + " " + next + (rest.count > 1 ? "," : "")).count <= limit
        {
            first += " " + next + (rest.count > 1 ? "," : "")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        let continuation = wrap(
            line: indent + "    " + rest.joined(separator: ", "), depth: depth + 1)
        return [first] + continuation + [indent + "{"]
    }

    /// `private(set) var name: LongType?` with the type on a continuation line.
    private static func propertyDeclaration(_ line: String, indent: String, depth: Int) -> [String]?
    {
        guard let (head, type) = propertyHeadAndType(line, indent: indent), !type.contains("=")
        else { return nil }
        return [head] + wrap(line: indent + "    " + type, depth: depth + 1)
    }

    /// `private(set) var name: LongType = value` too long up to its `=`: the type and `=` on a
    /// continuation line and the value on one further in. (When the part up to `=` fits, the
    /// line breaks after `=` only, as any assignment does.)
    private static func initializedPropertyDeclaration(_ line: String, indent: String, depth: Int)
        -> [String]?
    {
        let characters = Array(line)
        guard let equals = topLevelOccurrence(of: [" = "], in: characters), equals + 2 > limit
        else { return nil }
        let declaration = String(characters[..<equals])
        guard let (head, type) = propertyHeadAndType(declaration, indent: indent),
            !type.contains("=")
        else {
            return nil
        }
        let value = String(characters[(equals + 3)...])
        return [head] + wrap(line: indent + "    " + type + " =", depth: depth + 1)
            + wrap(line: indent + "        " + value, depth: depth + 1)
    }

    /// `    private(set) var name:` and the type after it, for a line that declares a stored
    /// property with a type and no body.
    private static func propertyHeadAndType(_ line: String, indent: String) -> (
        head: String, type: String
    )? {
        let trimmed = line.dropFirst(indent.count)
        guard let keyword = [" var ", " let "].compactMap({ (" " + trimmed).range(of: $0) }).first
        else { return nil }
        let afterKeyword = (" " + trimmed)[keyword.upperBound...]
        guard let colon = afterKeyword.firstIndex(of: ":"),
            afterKeyword[..<colon].allSatisfy({
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`"
            }),
            !afterKeyword.hasSuffix("{")
        else { return nil }
        let head =
            indent
            + (" " + trimmed)[(" " + trimmed).index(after: (" " + trimmed).startIndex)...colon]
        let type = trimmingWhitespace(String(afterKeyword[afterKeyword.index(after: colon)...]))
        return (String(head), type)
    }

    /// `func make(from error: any Error) -> LongType {` broken before the arrow, when the
    /// parameters are too short to break.
    private static func breakBeforeReturnType(_ line: String, indent: String, depth: Int)
        -> [String]?
    {
        let trimmed = line.dropFirst(indent.count)
        guard trimmed.contains("func ") || trimmed.hasPrefix("init("),
            let arrow = line.range(of: ") -> ", options: .backwards)
        else { return nil }
        let head = String(line[...arrow.lowerBound])
        guard head.count <= limit else { return nil }
        var result = trimmingWhitespace(String(line[line.index(after: arrow.lowerBound)...]))
        let opensBody = result.hasSuffix(" {")
        if opensBody { result = String(result.dropLast(2)) }
        return [head] + wrap(line: indent + "    " + result, depth: depth + 1)
            + (opensBody ? [indent + "{"] : [])
    }

    /// An expression broken before its loosest top-level operator, the rest indented.
    private static func breakAtOperator(_ line: String, indent: String, depth: Int) -> [String]? {
        let characters = Array(line)
        // An assignment or default value breaks after its `=`.
        if let index = topLevelOccurrence(of: [" = "], in: characters), index > indent.count {
            let lhs = String(characters[..<(index + 2)])
            let rhs = String(characters[(index + 3)...])
            return [lhs] + wrap(line: indent + "    " + rhs, depth: depth + 1, continuation: true)
        }
        return breakAtBinaryOperator(
            characters, indent: indent, depth: depth, fittingLeftSide: false)
    }

    /// An expression broken before its loosest top-level binary operator, the rest indented;
    /// with `fittingLeftSide`, only where the part before the operator fits on its line.
    private static func breakAtBinaryOperator(
        _ characters: [Character],
        indent: String,
        depth: Int,
        fittingLeftSide: Bool
    ) -> [String]? {
        // The first top-level occurrence of each group, found in one pass over the line.
        for found in topLevelOccurrences(of: binaryOperators, in: characters) {
            if let index = found, index > indent.count {
                if fittingLeftSide, index > limit { return nil }
                let lhs = String(characters[..<index])
                let rhs = String(characters[(index + 1)...])
                return wrap(line: lhs, depth: depth + 1)
                    + wrap(line: indent + "    " + rhs, depth: depth + 1, continuation: true)
            }
        }
        return nil
    }

    /// A call whose line is too long up to its `(`, as swift-format breaks it before it breaks
    /// the arguments: a chain of members (`A.B.Response(`) before its members that do not fit,
    /// else (a call on one member, `worker.load(`, does not break there) after the `=` of an
    /// assignment or the label of an argument, the call on a continuation line.
    private static func breakBeforeList(
        _ open: Int,
        in characters: [Character],
        indent: String,
        depth: Int,
        continuation: Bool
    ) -> [String]? {
        guard open + 1 > limit, characters[open] == "(" else { return nil }
        let start = chainStart(characters, end: open)
        if let broken = breakChain(
            characters, start: start, end: open, isCall: true, indent: indent, depth: depth,
            continuation: continuation)
        {
            return broken
        }
        if let equals = topLevelOccurrence(of: [" = "], in: characters), equals > indent.count,
            equals < start
        {
            let rest = String(characters[(equals + 3)...])
            return [String(characters[..<(equals + 2)])]
                + wrap(line: indent + "    " + rest, depth: depth + 1, continuation: true)
        }
        if let colon = argumentLabelEnd(characters, indent: indent), colon < start {
            let rest = String(characters[(colon + 2)...])
            return [String(characters[...colon])]
                + wrap(line: indent + "    " + rest, depth: depth + 1, continuation: true)
        }
        return nil
    }

    /// A line too long in a chain of members (`A.B.Response()`, `viewModel: A.B.ViewModel`,
    /// `x.received.last?.result`), broken before the members that do not fit, as swift-format
    /// breaks it: the first chain that reaches past the limit, when its base fits.
    private static func breakMemberChain(
        _ characters: [Character], indent: String, depth: Int, continuation: Bool
    ) -> [String]? {
        var index = indent.count
        while index < characters.count {
            if characters[index] == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            guard isChainCharacter(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isChainCharacter(characters[end]) { end += 1 }
            let isCall = end < characters.count && characters[end] == "("
            if end + tailLength(characters, end: end) > limit {
                // An assignment (not a declaration) of a chain of properties breaks after its `=`.
                if !isCall, let equals = topLevelOccurrence(of: [" = "], in: characters),
                    equals < index,
                    !isDeclaration(characters[..<equals])
                {
                    return nil
                }
                return breakChain(
                    characters, start: index, end: end, isCall: isCall, indent: indent,
                    depth: depth, continuation: continuation)
            }
            index = end
        }
        return nil
    }

    /// The chain `characters[start..<end]` broken before each member that does not fit on the
    /// line so far (for a call, with its `(`), the members after a break on a continuation
    /// line: four spaces in, or none when the line is a continuation already. A call on one
    /// member (`worker.load(`) does not break; a chain whose base does not fit neither.
    private static func breakChain(
        _ characters: [Character],
        start: Int,
        end: Int,
        isCall: Bool,
        indent: String,
        depth: Int,
        continuation: Bool
    ) -> [String]? {
        guard start < end, characters[start] != ".", !characters[start].isNumber else { return nil }
        var dots: [Int] = []
        for index in (start + 1)..<end where characters[index] == "." { dots.append(index) }
        guard dots.count >= (isCall ? 2 : 1), dots[0] <= limit else { return nil }
        let inner = continuation ? indent : indent + "    "
        var lines: [String] = []
        var current = String(characters[..<dots[0]])
        for (position, dot) in dots.enumerated() {
            let memberEnd = position + 1 < dots.count ? dots[position + 1] : end
            let member = String(characters[dot..<memberEnd])
            let length =
                member.count + (position == dots.count - 1 ? tailLength(characters, end: end) : 0)
            if current.count + length > limit {
                lines.append(current)
                current = inner + member
            } else {
                current += member
            }
        }
        guard !lines.isEmpty else { return nil }
        current += String(characters[end...])
        return lines + wrap(line: current, depth: depth + 1, continuation: true)
    }

    /// How much of what follows a chain of members stays on its line whatever breaks: the `(`
    /// of arguments, else what follows up to a space (`()`, `?`, `,`, closing brackets).
    private static func tailLength(_ characters: [Character], end: Int) -> Int {
        if end + 1 < characters.count, characters[end] == "(", characters[end + 1] != ")" {
            return 1
        }
        var index = end
        while index < characters.count, characters[index] != " " {
            if characters[index] == "(", index + 1 < characters.count, characters[index + 1] != ")"
            {
                return index + 1 - end
            }
            index += 1
        }
        return index - end
    }

    /// Whether `text` (what comes before an `=`) declares what it names (`let x`, `var x: T`).
    private static func isDeclaration(_ text: ArraySlice<Character>) -> Bool {
        let words = String(text).split(separator: " ")
        return words.contains("let") || words.contains("var")
    }

    /// Where a chain of members ending at `end` starts.
    private static func chainStart(_ characters: [Character], end: Int) -> Int {
        var start = end
        while start > 0, isChainCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private static func isChainCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "`"
            || character == "."
            || character == "?" || character == "!"
    }

    /// The colon of a line that is an argument `label: value`, if it is one.
    private static func argumentLabelEnd(_ characters: [Character], indent: String) -> Int? {
        var index = indent.count
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
            index += 1
        }
        guard index > indent.count, index + 1 < characters.count, characters[index] == ":",
            characters[index + 1] == " "
        else { return nil }
        return index
    }

    /// The binary operators a line breaks before, the loosest first.
    private static let binaryOperators: [[[Character]]] = [
        [" || "], [" && "], [" == ", " != ", " === ", " !== ", " < ", " > ", " <= ", " >= "],
        [" as? ", " as! "], [" & "],
    ].map { $0.map(Array.init) }

    private static func topLevelOccurrence(of needles: [String], in characters: [Character]) -> Int?
    {
        topLevelOccurrences(of: [needles.map(Array.init)], in: characters)[0]
    }

    /// Where any needle of each group first occurs outside brackets and strings (at a space),
    /// all groups in one pass.
    private static func topLevelOccurrences(
        of groups: [[[Character]]], in characters: [Character]
    ) -> [Int?] {
        var found = [Int?](repeating: nil, count: groups.count)
        var missing = groups.count
        var depth = 0
        var index = 0
        func occurs(_ needle: [Character]) -> Bool {
            guard index + needle.count <= characters.count else { return false }
            for offset in needle.indices where characters[index + offset] != needle[offset] {
                return false
            }
            return true
        }
        while index < characters.count, missing > 0 {
            let character = characters[index]
            if character == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if isOpening(character, angles: false) { depth += 1 }
            if isClosing(character, angles: false) { depth -= 1 }
            if depth == 0, character == " " {
                for (group, needles) in groups.enumerated()
                where found[group] == nil && needles.contains(where: occurs) {
                    found[group] = index
                    missing -= 1
                }
            }
            index += 1
        }
        return found
    }

    /// The first `(…)` on the line with something inside, split at its top-level commas; a
    /// short list of one argument only with `shortSingleToo`, as it is hardly worth a break.
    private static func firstArgumentList(in characters: [Character], shortSingleToo: Bool) -> (
        Int, Int, [String]
    )? {
        var index = 0
        while index < characters.count {
            if characters[index] == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if isCallOrDeclaration(characters, at: index) || isLiteralStart(characters, at: index),
                let close = matchingClose(characters, open: index), close > index + 1
            {
                let arguments = split(Array(characters[(index + 1)..<close]))
                // A parenthesised value with one element groups an expression: no list.
                if characters[index] == "(", !isCallOrDeclaration(characters, at: index),
                    arguments.count < 2
                {
                    index += 1
                    continue
                }
                // A lone tuple or closure type is not worth a break of its own; look further.
                if shortSingleToo || !(arguments.count == 1 && close - index < 24) {
                    return (index, close, arguments)
                }
            }
            index += 1
        }
        return nil
    }

    /// `(` opening the arguments of a call or the parameters of a declaration, right after a
    /// name (`make(`, `#expect(`, `init(`, `f?(`), not a parenthesised expression or type.
    /// A tuple type breaks too: one that starts a line or follows `->`, unless a member
    /// access follows it (then it groups an expression, which breaks at its operator).
    private static func isCallOrDeclaration(_ characters: [Character], at index: Int) -> Bool {
        guard characters[index] == "(", index > 0 else { return false }
        let previous = characters[index - 1]
        if previous.isLetter || previous.isNumber || "_`)]?!>".contains(previous) { return true }
        let before = characters[..<index]
        let startsLine = before.allSatisfy { $0 == " " }
        let followsArrow = before.count >= 3 && String(before.suffix(3)) == "-> "
        guard startsLine || followsArrow, let close = matchingClose(characters, open: index) else {
            return false
        }
        let after = characters[(close + 1)...].drop { $0 == "?" }
        return after.first != "."
    }

    /// `[` opening an array literal rather than an array type, or `(` opening a tuple or a
    /// parenthesised expression: after `=`, `(` or `,` (an array also after `[`, where a tuple
    /// is most likely an array type's element; a tuple also after `:`).
    private static func isLiteralStart(_ characters: [Character], at index: Int) -> Bool {
        guard characters[index] == "[" || characters[index] == "(" else { return false }
        let previous = characters[..<index].last { $0 != " " }
        if previous == ":", let close = matchingClose(characters, open: index) {
            // After a label: an array or tuple of values (`label: [UUID(…)]`, `of: (a: A,
            // b: B).self`) rather than a type (`name: [String]`, `pair: (Int, Int) = …`) when it
            // holds what only values hold, or a member of it is taken.
            return holdsValue(characters[(index + 1)..<close])
                || characters.dropFirst(close + 1).first == "."
        }
        // A tuple pattern: `for await (a, b) in`, `let (a, b) =`, `case let (a, b)`.
        let word = String(
            characters[..<index].reversed().drop { $0 == " " }.prefix { $0.isLetter }.reversed())
        if characters[index] == "(", ["await", "for", "let", "var", "case"].contains(word) {
            return true
        }
        return previous.map { (characters[index] == "[" ? "=(,[" : "=(,").contains($0) } ?? false
    }

    /// Whether the text holds a string, a number, a call (`UUID(`) or an implicit member
    /// (`.ascending`): what a value holds and a type never does.
    private static func holdsValue(_ text: ArraySlice<Character>) -> Bool {
        var previous: Character = " "
        for character in text {
            let afterName =
                previous.isLetter || previous.isNumber || previous == "_" || previous == "`"
            if character == "\"" { return true }
            if character.isNumber, !afterName { return true }
            if character == "(", afterName { return true }
            if character == ".", !afterName, previous != ")", previous != "?", previous != "!",
                previous != "]", previous != ">"
            {
                return true
            }
            previous = character
        }
        return false
    }

    private static func endOfString(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == "\"" { return index + 1 }
            index += 1
        }
        return index
    }

    private static func matchingClose(_ characters: [Character], open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if isOpening(character, angles: true) { depth += 1 }
            if isClosing(character, angles: true),
                !(character == ">" && index > 0 && characters[index - 1] == "-")
            {
                depth -= 1
                if depth == 0 {
                    let expected: Character =
                        switch characters[open] {
                        case "(": ")"
                        case "<": ">"
                        case "{": "}"
                        default: "]"
                        }
                    return character == expected ? index : nil
                }
            }
            index += 1
        }
        return nil
    }

    // Compared one by one: `"([{".contains(character)` walks a string for every character
    // of a line, most of the time spent breaking the long lines of a large module.
    private static func isOpening(_ character: Character, angles: Bool) -> Bool {
        character == "(" || character == "[" || character == "{" || (angles && character == "<")
    }

    private static func isClosing(_ character: Character, angles: Bool) -> Bool {
        character == ")" || character == "]" || character == "}" || (angles && character == ">")
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, without Foundation when the ends are
    /// plainly not white space (an argument's, almost always).
    private static func trimmingWhitespace(_ text: String) -> String {
        func isPlain(_ byte: UInt8?) -> Bool {
            guard let byte else { return true }
            return byte > 0x20 && byte < 0x7F
        }
        if isPlain(text.utf8.first), isPlain(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func split(_ characters: [Character]) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                let end = endOfString(characters, from: index)
                current += String(characters[index..<end])
                index = end
                continue
            }
            if isOpening(character, angles: true) { depth += 1 }
            if isClosing(character, angles: true),
                !(character == ">" && index > 0 && characters[index - 1] == "-")
            {
                depth -= 1
            }
            if character == ",", depth == 0 {
                parts.append(trimmingWhitespace(current))
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        parts.append(trimmingWhitespace(current))
        return parts
    }
}

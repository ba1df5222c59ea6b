/// One lexical unit, with its span in Unicode scalars.
struct SignatureToken {
    enum Kind {
        case identifier
        case backtickedIdentifier
        case number
        case string
        case punctuation
        /// A character no rule accepts; the parser says what it expected instead.
        case unexpected
        /// A lexing problem; `text` is the message.
        case invalid
        case end
    }

    var kind: Kind
    /// The name without backticks, the literal as written, or the punctuation.
    var text: String
    var offset: Int
    var end: Int

    var isName: Bool { kind == .identifier || kind == .backtickedIdentifier }

    /// A name after `.` or before `:` in a default value: any name but `_`.
    var isMemberName: Bool { isName && !isWord("_") }

    var startsType: Bool {
        isName || isPunctuation("(") || isPunctuation("[") || isPunctuation("@")
    }

    /// What may follow `any` or `some`.
    var startsConstraint: Bool { isName || isPunctuation("(") || isPunctuation("[") }

    var isOperatorLike: Bool {
        guard kind == .punctuation || kind == .unexpected, let first = text.unicodeScalars.first
        else { return false }
        return "/=-+!*%<>&|^~?.".unicodeScalars.contains(first)
    }

    /// The token as written, back-ticks included.
    var writtenText: String { kind == .backtickedIdentifier ? "`\(text)`" : text }

    /// The token for a message: `'name'`, `'}'`, `the end`.
    var quoted: String {
        switch kind {
        case .end: "the end"
        case .unexpected where !SignatureLexer.isVisible(text):
            "character \(SignatureLexer.codePoints(text))"
        default: "'\(writtenText)'"
        }
    }

    func isPunctuation(_ punctuation: String) -> Bool {
        kind == .punctuation && text == punctuation
    }

    /// An identifier written without backticks, so a keyword keeps its meaning.
    func isWord(_ word: String) -> Bool { kind == .identifier && text == word }
}

/// Splits one line of text into tokens on demand. Problems become `.invalid` tokens, so the
/// parser reports them only when it reaches them.
struct SignatureLexer {
    let scalars: [Unicode.Scalar]
    /// "signature" or "type", for messages.
    let subject: String

    func token(at start: Int) -> SignatureToken {
        var position = start
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" {
            position += 1
        }
        guard position < scalars.count else {
            return SignatureToken(kind: .end, text: "", offset: position, end: position)
        }
        let scalar = scalars[position]
        let next = self.scalar(at: position + 1)
        switch scalar {
        case "\n", "\r":
            return invalid("a \(subject) must be on one line", at: position)
        case "{", "}", ";":
            return invalid(
                "unexpected '\(scalar)': a signature or type cannot contain code", at: position)
        case "/" where next == "/" || next == "*":
            return invalid("comments are not allowed", at: position)
        case "\"":
            return stringLiteral(at: position)
        case "`":
            return backtickedIdentifier(at: position)
        case "0"..."9":
            return numberLiteral(at: position)
        case "-" where next == ">":
            return punctuation("->", at: position)
        case "-" where next.map(Self.isDecimalDigit) == true:
            return numberLiteral(at: position)
        case "." where next == "." && self.scalar(at: position + 2) == ".":
            return punctuation("...", at: position)
        case "(", ")", "[", "]", "<", ">", ",", ":", "?", "!", "&", "@", "=", ".", "-":
            return punctuation(String(scalar), at: position)
        case _ where Self.isIdentifierStart(scalar):
            var end = position + 1
            while let part = self.scalar(at: end), Self.isIdentifierPart(part) { end += 1 }
            if let part = self.scalar(at: end), let problem = nonASCIIProblem(part, at: end) {
                return problem
            }
            return token(.identifier, position..<end)
        default:
            if let problem = nonASCIIProblem(scalar, at: position) { return problem }
            return SignatureToken(
                kind: .unexpected, text: String(scalar), offset: position, end: position + 1)
        }
    }

    // MARK: Names

    /// Generated code keeps to ASCII names, as swift-format's IdentifiersMustBeASCII rule requires.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDecimalDigit(scalar)
    }

    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private func nonASCIIProblem(_ scalar: Unicode.Scalar, at position: Int) -> SignatureToken? {
        guard !scalar.isASCII, scalar.properties.isAlphabetic else { return nil }
        return invalid(
            "'\(scalar)' is not ASCII; names must use ASCII letters, digits and '_'", at: position)
    }

    private func backtickedIdentifier(at start: Int) -> SignatureToken {
        var end = start + 1
        guard let first = scalar(at: end), Self.isIdentifierStart(first) else {
            return notInBacktickedName(at: end, expected: "expected a name after '`'")
        }
        while let part = scalar(at: end), Self.isIdentifierPart(part) { end += 1 }
        let name = text((start + 1)..<end)
        guard scalar(at: end) == "`" else {
            return notInBacktickedName(
                at: end, expected: "expected '`' to close the name '\(name)'")
        }
        if name == "_" { return invalid("'_' cannot be written in backticks", at: start) }
        return SignatureToken(kind: .backtickedIdentifier, text: name, offset: start, end: end + 1)
    }

    /// The problem with the character at `position`, which a name in backticks cannot hold:
    /// a space, a tab or another character that does not show in a message is named, since
    /// the name looks whole around it.
    private func notInBacktickedName(at position: Int, expected: String) -> SignatureToken {
        guard let found = scalar(at: position) else { return invalid(expected, at: position) }
        if let problem = nonASCIIProblem(found, at: position) { return problem }
        let described: String
        switch found {
        case " ": described = "a space"
        case "\t": described = "a tab"
        case _ where !Self.isVisible(String(found)):
            described = "character \(Self.codePoints(String(found)))"
        default: described = "'\(found)'"
        }
        return invalid(
            "\(expected), found \(described); a name in backticks holds only ASCII letters, digits and '_'",
            at: position)
    }

    // MARK: Literals

    /// Decimal, hexadecimal, octal and binary integers and decimal floats, with an optional `-`.
    private func numberLiteral(at start: Int) -> SignatureToken {
        var position = scalars[start] == "-" ? start + 1 : start
        let radixes: [Unicode.Scalar: (radix: Int, name: String)] = [
            "x": (16, "hexadecimal"), "o": (8, "octal"), "b": (2, "binary"),
        ]
        if scalars[position] == "0", let marker = scalar(at: position + 1),
            let base = radixes[marker]
        {
            position += 2
            guard let first = scalar(at: position), Self.isDigit(first, radix: base.radix) else {
                return invalid("expected \(base.name) digits after '0\(marker)'", at: position)
            }
            while let digit = scalar(at: position),
                Self.isDigit(digit, radix: base.radix) || digit == "_"
            {
                position += 1
            }
        } else {
            position = decimalDigits(from: position)
            if scalar(at: position) == ".", let digit = scalar(at: position + 1),
                Self.isDecimalDigit(digit)
            {
                position = decimalDigits(from: position + 1)
            }
            if let marker = scalar(at: position), marker == "e" || marker == "E" {
                var exponent = position + 1
                if let sign = scalar(at: exponent), sign == "+" || sign == "-" { exponent += 1 }
                if let digit = scalar(at: exponent), Self.isDecimalDigit(digit) {
                    position = decimalDigits(from: exponent)
                }
            }
        }
        if let trailing = scalar(at: position), Self.isIdentifierPart(trailing) || !trailing.isASCII
        {
            return invalid("invalid character '\(trailing)' in number literal", at: position)
        }
        return token(.number, start..<position)
    }

    private func decimalDigits(from start: Int) -> Int {
        var position = start
        while let digit = scalar(at: position), Self.isDecimalDigit(digit) || digit == "_" {
            position += 1
        }
        return position
    }

    static func isDigit(_ scalar: Unicode.Scalar, radix: Int) -> Bool {
        switch scalar {
        case "0"..."1": true
        case "2"..."7": radix >= 8
        case "8"..."9": radix >= 10
        case "a"..."f", "A"..."F": radix == 16
        default: false
        }
    }

    /// A single-line string literal without interpolation, kept as written.
    private func stringLiteral(at start: Int) -> SignatureToken {
        if scalar(at: start + 1) == "\"", scalar(at: start + 2) == "\"" {
            return invalid("multi-line string literals are not allowed", at: start)
        }
        var position = start + 1
        while let character = scalar(at: position) {
            switch character {
            case "\"":
                return token(.string, start..<(position + 1))
            case "\\":
                switch escapeEnd(at: position, literalStart: start) {
                case .success(let end): position = end
                case .failure(let problem): return invalid(problem.message, at: problem.offset)
                }
            case "\n", "\r":
                return invalid("unterminated string literal", at: start)
            case _ where !Self.isAllowedInString(character):
                let code = Self.codePoints(String(character))
                let hex = String(character.value, radix: 16, uppercase: true)
                return invalid(
                    "\(code) is not allowed in a string literal; write '\\u{\(hex)}'", at: position)
            default:
                position += 1
            }
        }
        return invalid("unterminated string literal", at: start)
    }

    /// The position after the escape sequence whose backslash is at `position`.
    private func escapeEnd(at position: Int, literalStart: Int) -> Result<Int, SwiftSignatureError>
    {
        guard let kind = scalar(at: position + 1) else {
            return .failure(SwiftSignatureError("unterminated string literal", at: literalStart))
        }
        switch kind {
        case "\\", "\"", "'", "n", "t", "r", "0":
            return .success(position + 2)
        case "(":
            return .failure(
                SwiftSignatureError(
                    "string interpolation is not allowed in default values", at: position))
        case "u":
            var end = position + 2
            guard scalar(at: end) == "{" else {
                return .failure(
                    SwiftSignatureError("invalid unicode escape; write '\\u{XXXX}'", at: position))
            }
            end += 1
            var value: UInt32 = 0
            var digits = 0
            while digits < 8, let digit = scalar(at: end),
                let digitValue = UInt32(String(digit), radix: 16)
            {
                value = value << 4 | digitValue
                digits += 1
                end += 1
            }
            guard digits > 0, scalar(at: end) == "}", Unicode.Scalar(value) != nil else {
                return .failure(
                    SwiftSignatureError("invalid unicode escape; write '\\u{XXXX}'", at: position))
            }
            return .success(end + 1)
        default:
            let message = "invalid escape sequence '\\\(kind)' in string literal"
            return .failure(SwiftSignatureError(message, at: position))
        }
    }

    /// Control characters and bidirectional overrides would make the generated code misleading
    /// or invalid; they can still be written as `\u{…}`.
    static func isAllowedInString(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return false
        case .format:
            // Zero-width (non-)joiners shape emoji and scripts; other format characters hide text.
            return scalar == "\u{200C}" || scalar == "\u{200D}"
        default:
            return true
        }
    }

    // MARK: Helpers

    static func isVisible(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
                .privateUse, .surrogate,
                .unassigned, .nonspacingMark, .spacingMark, .enclosingMark:
                false
            default:
                true
            }
        }
    }

    /// `U+202E` for each scalar.
    static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    private func token(_ kind: SignatureToken.Kind, _ range: Range<Int>) -> SignatureToken {
        SignatureToken(
            kind: kind, text: text(range), offset: range.lowerBound, end: range.upperBound)
    }

    private func punctuation(_ text: String, at position: Int) -> SignatureToken {
        SignatureToken(
            kind: .punctuation, text: text, offset: position,
            end: position + text.unicodeScalars.count)
    }

    private func invalid(_ message: String, at position: Int) -> SignatureToken {
        SignatureToken(kind: .invalid, text: message, offset: position, end: position)
    }
}

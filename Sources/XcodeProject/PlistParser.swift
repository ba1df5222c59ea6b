import Diagnostics

/// A value of an old-style (ASCII) property list, with the byte offsets, in the UTF-8 text, of
/// where it starts and ends, so an edit can be made to the text around it.
struct PlistNode: Sendable {
    indirect enum Kind: Sendable {
        case string(String)
        case array([PlistNode], trailingComma: Bool)
        case dictionary([PlistEntry])
    }

    var kind: Kind
    /// The first byte of the value (a quote, a bracket or the first character).
    var start: Int
    /// One past the last byte (after the closing quote or bracket).
    var end: Int

    var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    var elements: [PlistNode]? {
        if case .array(let elements, _) = kind { return elements }
        return nil
    }

    var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The value of the first entry named `key` of a dictionary.
    subscript(key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }
}

/// `key = value;` in a dictionary.
struct PlistEntry: Sendable {
    var key: String
    var keyStart: Int
    var value: PlistNode
    /// One past the `;` that ends the entry.
    var end: Int
}

/// Reads an old-style property list (what Xcode writes in project.pbxproj): dictionaries,
/// arrays, quoted strings with escapes, unquoted strings, `/* */` and `//` comments.
struct PlistParser {
    /// Deeper nesting than this is an error, not a stack overflow (Xcode's files nest to 6).
    static let maximumDepth = 200

    let bytes: [UInt8]
    let path: String
    var position = 0
    /// The values and keys read so far (`ProjectModel.steps`).
    var values = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The property list of `bytes`; the values and keys read are added to `values`.
    static func parse(_ bytes: [UInt8], path: String, values: inout Int) throws(DiagnosticsError)
        -> PlistNode
    {
        var parser = PlistParser(bytes: bytes, path: path)
        defer { values += parser.values }
        try parser.skipTrivia()
        guard parser.position < bytes.count else {
            throw parser.error(
                "the file is empty: expected '{' (a project.pbxproj is a property list)",
                at: parser.position)
        }
        let root = try parser.parseValue(depth: 0)
        try parser.skipTrivia()
        if parser.position < bytes.count {
            throw parser.error(
                "unexpected \(parser.describe(parser.position)) after the end of the property list",
                at: parser.position)
        }
        return root
    }

    // MARK: - Errors

    func error(_ message: String, at offset: Int) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: Self.location(of: offset, in: bytes, path: path))])
    }

    /// 1-based line and column (in characters) of the byte at `offset`.
    static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        for byte in bytes[lineStart..<end] where byte & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: path, line: line, column: column)
    }

    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x0A || byte == 0x0D { return "line break" }
        if byte < 0x80 {
            return "character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4))"
        }
        return "non-ASCII character"
    }

    // MARK: - Trivia

    mutating func skipTrivia() throws(DiagnosticsError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
                || byte == 0x0C
            {
                position += 1
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                let start = position
                position += 2
                while true {
                    guard position + 1 < bytes.count else {
                        throw error("unterminated comment: '/*' without '*/'", at: start)
                    }
                    if bytes[position] == 0x2A && bytes[position + 1] == 0x2F {
                        position += 2
                        break
                    }
                    position += 1
                }
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    // MARK: - Values

    mutating func parseValue(depth: Int) throws(DiagnosticsError) -> PlistNode {
        values += 1
        guard position < bytes.count else {
            throw error("unexpected end of file: expected a value", at: position)
        }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else {
                throw error("nesting deeper than \(Self.maximumDepth) levels", at: position)
            }
            return try parseDictionary(depth: depth)
        case UInt8(ascii: "("):
            guard depth < Self.maximumDepth else {
                throw error("nesting deeper than \(Self.maximumDepth) levels", at: position)
            }
            return try parseArray(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try parseQuoted()
        default:
            if Self.isUnquoted(byte) { return parseUnquoted() }
            throw error(
                "unexpected \(describe(position)): expected a value (a string, '{' or '(')",
                at: position)
        }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
            UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    mutating func parseUnquoted() -> PlistNode {
        let start = position
        while position < bytes.count && Self.isUnquoted(bytes[position]) {
            // A comment right after an unquoted string ends it.
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: "*")
                    || bytes[position + 1] == UInt8(ascii: "/"),
                position > start
            {
                break
            }
            position += 1
        }
        if position == start { position += 1 }  // a lone '/' of a comment cannot start here
        let value = String(decoding: bytes[start..<position], as: UTF8.self)
        return PlistNode(kind: .string(value), start: start, end: position)
    }

    mutating func parseQuoted() throws(DiagnosticsError) -> PlistNode {
        let start = position
        let quote = bytes[position]
        position += 1
        var value: [UInt8] = []
        var runStart = position
        while true {
            guard position < bytes.count else {
                throw error("unterminated string: the quote opened here is not closed", at: start)
            }
            let byte = bytes[position]
            if byte == quote {
                value.append(contentsOf: bytes[runStart..<position])
                position += 1
                break
            }
            if byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            value.append(contentsOf: bytes[runStart..<position])
            let escapeStart = position
            position += 1
            guard position < bytes.count else {
                throw error("unterminated string: the quote opened here is not closed", at: start)
            }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "v"): value.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < bytes.count,
                    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
                {
                    code = code * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                appendScalar(code, to: &value)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position])
                {
                    code = code * 16 + UInt32(digit)
                    position += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw error("'\\U' must be followed by hexadecimal digits", at: escapeStart)
                }
                appendScalar(code, to: &value)
            default:
                // \\, \", \' and any other character stand for themselves.
                value.append(escaped)
            }
            runStart = position
        }
        return PlistNode(
            kind: .string(String(decoding: value, as: UTF8.self)), start: start, end: position)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func appendScalar(_ code: UInt32, to value: inout [UInt8]) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    mutating func parseArray(depth: Int) throws(DiagnosticsError) -> PlistNode {
        let start = position
        position += 1
        var elements: [PlistNode] = []
        var trailingComma = false
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                throw error(
                    "unexpected end of file: the array opened here is not closed with ')'",
                    at: start)
            }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return PlistNode(
                    kind: .array(elements, trailingComma: trailingComma), start: start,
                    end: position)
            }
            if !elements.isEmpty && !trailingComma {
                throw error(
                    "unexpected \(describe(position)): expected ',' or ')' in the array",
                    at: position)
            }
            elements.append(try parseValue(depth: depth + 1))
            trailingComma = false
            try skipTrivia()
            if position < bytes.count && bytes[position] == UInt8(ascii: ",") {
                position += 1
                trailingComma = true
            }
        }
    }

    mutating func parseDictionary(depth: Int) throws(DiagnosticsError) -> PlistNode {
        let start = position
        position += 1
        var entries: [PlistEntry] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                throw error(
                    "unexpected end of file: the dictionary opened here is not closed with '}'",
                    at: start)
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return PlistNode(kind: .dictionary(entries), start: start, end: position)
            }
            let keyStart = position
            values += 1
            let key: PlistNode
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try parseQuoted()
            } else if Self.isUnquoted(byte) {
                key = parseUnquoted()
            } else {
                throw error(
                    "unexpected \(describe(position)): expected a key or '}' in the dictionary",
                    at: position)
            }
            try skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(
                    "unexpected \(describe(position)): expected '=' after the key '\(key.string ?? "")'",
                    at: position)
            }
            position += 1
            try skipTrivia()
            let value = try parseValue(depth: depth + 1)
            try skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                throw error(
                    "unexpected \(describe(position)): expected ';' after the value of '\(key.string ?? "")'",
                    at: position)
            }
            position += 1
            entries.append(
                PlistEntry(key: key.string ?? "", keyStart: keyStart, value: value, end: position))
        }
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

/// The identifiers of Swift code: outside comments, string literals and regex literals
/// (`/…/`, `#/…/#`), where a name is the code's and not text about it. A name may hold the
/// Unicode letters, digits and combining marks Swift's grammar allows (`CarsÜbersicht`).
/// The code of a string's interpolations (`"\(CarsInteractor.self)"`, `#"\#(name)"#`) is
/// skipped with the string unless `interpolations` (what `rename` promises: it renames no
/// name inside a string), and scanned as code with it (what `check-architecture` checks).
enum SwiftIdentifiers {
    struct Found {
        var name: Substring
        var range: Range<String.Index>
        var line: Int
        var column: Int
        /// The name's first byte in the text's UTF-8.
        var offset: Int
    }

    /// A `{` or `}` of the code (not of a comment, string or regex literal), by its offset in
    /// the text's UTF-8.
    struct Brace {
        var offset: Int
        var opens: Bool
    }

    /// Interpolations nested deeper than this (`"\("\("…")")"`) are skipped with their string:
    /// the scanner's stack never grows with the text.
    static let maximumInterpolationDepth = 16

    static func scan(_ text: String, interpolations: Bool = false) -> [Found] {
        code(text, interpolations: interpolations).words
    }

    /// The identifiers and the braces of `text`'s code.
    static func code(_ text: String, interpolations: Bool = false) -> (
        words: [Found], braces: [Brace]
    ) {
        var scanner = IdentifierScanner(text: text, interpolations: interpolations)
        scanner.scanCode(interpolation: false)
        return (scanner.found, scanner.braces)
    }

    /// `text` with every identifier that `names` maps replaced.
    static func rename(_ names: [Substring: String], in text: String) -> String {
        var result = ""
        var last = text.startIndex
        for found in scan(text) {
            guard let renamed = names[found.name] else { continue }
            result += text[last..<found.range.lowerBound]
            result += renamed
            last = found.range.upperBound
        }
        result += text[last...]
        return result
    }

    /// Whether `value` may begin an identifier (Swift's `identifier-head`).
    static func isHead(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return (value >= 65 && value <= 90) || (value >= 97 && value <= 122) || value == 95
        }
        return headRanges.contains { $0.contains(value) }
    }

    /// Whether `value` may continue an identifier (Swift's `identifier-character`).
    static func isPart(_ value: UInt32) -> Bool {
        if value < 0x80 { return isHead(value) || (value >= 48 && value <= 57) }
        return isHead(value) || combiningRanges.contains { $0.contains(value) }
    }

    /// The non-ASCII `identifier-head` of The Swift Programming Language's grammar.
    private static let headRanges: [ClosedRange<UInt32>] = {
        var ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
            0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
            0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
            0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
            0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
            0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        ]
        for plane in UInt32(1)...14 { ranges.append((plane << 16)...((plane << 16) | 0xFFFD)) }
        return ranges
    }()

    /// The combining marks that may continue, not begin, an identifier.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}

/// The scanner of `SwiftIdentifiers`, over the text's UTF-8.
private struct IdentifierScanner {
    let text: String
    let bytes: [UInt8]
    let interpolations: Bool
    var found: [SwiftIdentifiers.Found] = []
    var braces: [SwiftIdentifiers.Brace] = []
    var index = 0
    var line = 1
    var lineStart = 0
    /// Whether a `/` here would begin an expression (a regex literal) rather than divide
    /// what came before it: after an operator, an opening bracket, a comma or a keyword.
    var expressionMayStart = true
    /// The numbers of `#` of the regex literals of many lines found never to close.
    var unclosed: Set<Int> = []
    /// How many interpolations the scanner is in.
    var depth = 0

    /// Words after which a `/` begins a regex literal rather than a division.
    private static let wordsBeforeExpressions: Set<String> = [
        "return", "case", "in", "try", "await", "where", "if", "guard", "while", "throw", "else",
        "switch", "is", "as", "some", "any", "yield", "then",
    ]

    init(text: String, interpolations: Bool) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.interpolations = interpolations
    }

    func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The Unicode scalar whose UTF-8 starts at `offset` (the text is valid UTF-8), and its
    /// length in bytes.
    func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        let first = bytes[offset]
        guard first >= 0xC0 else { return (UInt32(first), 1) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        guard offset + length <= bytes.count else { return (UInt32(first), 1) }
        var value = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in offset + 1..<offset + length {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
        }
        return (value, length)
    }

    func rawStringStarts(at offset: Int) -> Bool {
        var end = offset
        while at(end) == 35 { end += 1 }
        return at(end) == 34
    }

    mutating func append(_ start: Int, _ end: Int) {
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        let upper = text.utf8.index(lower, offsetBy: end - start)
        found.append(
            SwiftIdentifiers.Found(
                name: text[lower..<upper], range: lower..<upper, line: line,
                column: start - lineStart + 1, offset: start))
    }

    /// Moves past the bytes from `index` to `end`, counting the lines they end.
    mutating func skip(to end: Int) {
        while index < end {
            if bytes[index] == 10 {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// The end of the regex literal that starts at `offset` (`#/…/#` or, where an
    /// expression may start, a one-line `/…/` that does not start with a space), if one does.
    mutating func regexEnd(at offset: Int) -> Int? {
        var hashes = 0
        while at(offset + hashes) == 35 { hashes += 1 }
        var position = offset + hashes
        guard at(position) == 47 else { return nil }
        if hashes == 0 {
            guard expressionMayStart, let next = at(position + 1),
                next != 32, next != 9, next != 10, next != 13
            else { return nil }
        }
        position += 1
        // Only `#/` at a line's end opens a literal of many lines.
        let multiline = hashes > 0 && (at(position) == 10 || at(position) == 13)
        if multiline, unclosed.contains(hashes) { return nil }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 10, !multiline { return nil }
            if byte == 92 {
                position += 2
                continue
            }
            if byte == 47 {
                var closing = 0
                while closing < hashes, at(position + 1 + closing) == 35 { closing += 1 }
                if closing == hashes { return position + 1 + hashes }
            }
            position += 1
        }
        // None closes from here on: none from further on either (no search runs to the
        // end twice).
        if multiline { unclosed.insert(hashes) }
        return nil
    }

    /// Scans code from `index`: to the end of the text, or, in an `interpolation`, past the
    /// `)` that closes it.
    mutating func scanCode(interpolation: Bool) {
        var parentheses = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 || byte == 32 || byte == 9 || byte == 13 {
                skip(to: index + 1)
            } else if byte == 47, at(index + 1) == 42 {
                // A block comment (they nest): no names of the code's.
                var nesting = 0
                var end = index
                repeat {
                    if at(end) == 47, at(end + 1) == 42 {
                        nesting += 1
                        end += 2
                    } else if at(end) == 42, at(end + 1) == 47 {
                        nesting -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                } while nesting > 0 && end < bytes.count
                skip(to: min(end, bytes.count))
            } else if byte == 47, at(index + 1) == 47 {
                // A line comment.
                while index < bytes.count, bytes[index] != 10 { index += 1 }
            } else if byte == 34 || (byte == 35 && rawStringStarts(at: index)) {
                scanString()
                expressionMayStart = false
            } else if byte == 47 || byte == 35, let end = regexEnd(at: index) {
                skip(to: end)
                expressionMayStart = false
            } else if SwiftIdentifiers.isHead(scalar(at: index).value) {
                var end = index + scalar(at: index).length
                while end < bytes.count {
                    let next = scalar(at: end)
                    guard SwiftIdentifiers.isPart(next.value) else { break }
                    end += next.length
                }
                append(index, end)
                expressionMayStart = Self.wordsBeforeExpressions.contains(
                    String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
            } else if byte >= 48 && byte <= 57 {
                // A number's digits and letters (`0x1F`, `1e5`) are no name.
                while index < bytes.count, bytes[index] < 0x80,
                    SwiftIdentifiers.isPart(UInt32(bytes[index]))
                {
                    index += 1
                }
                expressionMayStart = false
            } else {
                if byte == 40 {
                    parentheses += 1
                } else if byte == 41 {
                    if interpolation, parentheses == 0 {
                        index += 1
                        return
                    }
                    parentheses -= 1
                } else if byte == 123 || byte == 125 {
                    braces.append(SwiftIdentifiers.Brace(offset: index, opens: byte == 123))
                }
                // `)`, `]`, `}` end an operand; any other mark (an operator, `(`, `,`, `:`)
                // comes before one.
                expressionMayStart = byte != 41 && byte != 93 && byte != 125
                index += scalar(at: index).length
            }
        }
    }

    /// Moves past the string literal at `index` (`"…"`, `"""…"""`, `#"…"#`); the code of
    /// its interpolations is scanned when `interpolations`.
    mutating func scanString() {
        var hashes = 0
        while at(index) == 35 {
            hashes += 1
            index += 1
        }
        let multiline = at(index + 1) == 34 && at(index + 2) == 34
        index += multiline ? 3 : 1
        while index < bytes.count {
            if bytes[index] == 10 {
                // An unclosed string ends at its line.
                if !multiline { return }
                line += 1
                lineStart = index + 1
            }
            if bytes[index] == 92 {
                // An escape: `\` and the string's number of `#`.
                var escape = index + 1
                var marks = 0
                while marks < hashes, at(escape) == 35 {
                    marks += 1
                    escape += 1
                }
                if marks == hashes {
                    if at(escape) == 40, depth < SwiftIdentifiers.maximumInterpolationDepth {
                        // Scanned to its `)` either way, so a string inside it does not end
                        // this one; its names are kept only when `interpolations`.
                        let (words, kept) = (found.count, braces.count)
                        index = escape + 1
                        depth += 1
                        let outer = expressionMayStart
                        expressionMayStart = true
                        scanCode(interpolation: true)
                        expressionMayStart = outer
                        depth -= 1
                        if !interpolations {
                            found.removeSubrange(words...)
                            braces.removeSubrange(kept...)
                        }
                        continue
                    }
                    // The escaped character; a line break (a line continued) is counted.
                    index = at(escape) == 10 ? escape : escape + 1
                    continue
                }
            }
            if bytes[index] == 34,
                !multiline || (at(index + 1) == 34 && at(index + 2) == 34)
            {
                var end = index + (multiline ? 3 : 1)
                var closing = 0
                while closing < hashes, at(end) == 35 {
                    closing += 1
                    end += 1
                }
                if closing == hashes {
                    index = end
                    return
                }
            }
            index += 1
        }
    }
}

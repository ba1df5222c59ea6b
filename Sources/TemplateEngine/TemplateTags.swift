/// The tags of a Stencil template with their exact places: `{{ … }}`, `{% … %}` and
/// `{# … #}`, found the way Stencil's lexer finds them. Stencil's own tokens can name the
/// wrong line when a template repeats a line, so checks that report places use these.
struct TemplateTag {
    enum Kind {
        case variable
        case block
        case comment
    }

    var kind: Kind
    /// What stands between the delimiters, without whitespace-control dashes, trimmed.
    var contents: String
    /// 1-based line and column of the opening delimiter in the text that was scanned.
    var line: Int
    var column: Int

    enum Piece {
        case text(String)
        /// A tag and its text, delimiters included.
        case tag(TemplateTag, String)
    }

    /// A tag opened and never closed.
    struct Unclosed: Error {
        var opener: String
        var line: Int
        var column: Int
    }

    /// Every tag of `text`, in order.
    static func scan(_ text: String) -> [TemplateTag] {
        ((try? pieces(of: text)) ?? []).compactMap { piece in
            if case .tag(let tag, _) = piece { return tag }
            return nil
        }
    }

    /// The text between tags and the tags, in order.
    /// Delimiters are ASCII, so the scan walks UTF-8 bytes and slices at them.
    static func pieces(of text: String) throws(Unclosed) -> [Piece] {
        var pieces: [Piece] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        var textStart = index
        var line = 1
        // The column is counted on from the last tag of the line, not from the line's start
        // each time, so that a long line of tags is not scanned once per tag.
        var counted = index
        var column = 1
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index = bytes.index(after: index)
                (counted, column) = (index, 1)
                continue
            }
            let next = bytes.index(after: index)
            guard byte == UInt8(ascii: "{"), next != bytes.endIndex else {
                index = next
                continue
            }
            let kind: Kind
            let close: UInt8
            switch bytes[next] {
            case UInt8(ascii: "{"): (kind, close) = (.variable, UInt8(ascii: "}"))
            case UInt8(ascii: "%"): (kind, close) = (.block, UInt8(ascii: "%"))
            case UInt8(ascii: "#"): (kind, close) = (.comment, UInt8(ascii: "#"))
            default:
                index = next
                continue
            }
            column += text[counted..<index].count
            counted = index
            let start = (line: line, column: column)
            var end = bytes.index(after: next)
            var found = false
            while end != bytes.endIndex {
                let after = bytes.index(after: end)
                if bytes[end] == close, after != bytes.endIndex, bytes[after] == UInt8(ascii: "}") {
                    found = true
                    break
                }
                if bytes[end] == UInt8(ascii: "\n") {
                    line += 1
                    (counted, column) = (after, 1)
                }
                end = after
            }
            guard found else {
                throw Unclosed(
                    opener: String(text[index..<bytes.index(after: next)]), line: start.line,
                    column: start.column)
            }
            if textStart < index { pieces.append(.text(String(text[textStart..<index]))) }
            var contents = text[bytes.index(after: next)..<end]
            if kind == .block {
                if contents.first == "-" || contents.first == "+" {
                    contents = contents.dropFirst()
                }
                if contents.last == "-" || contents.last == "+" { contents = contents.dropLast() }
            }
            let tagEnd = bytes.index(end, offsetBy: 2)
            let tag = TemplateTag(
                kind: kind, contents: trimmed(contents), line: start.line, column: start.column)
            pieces.append(.tag(tag, String(text[index..<tagEnd])))
            index = tagEnd
            textStart = index
        }
        if textStart < bytes.endIndex { pieces.append(.text(String(text[textStart...]))) }
        return pieces
    }

    /// `text` without spaces, tabs and line breaks at either end.
    static func trimmed(_ text: Substring, spacesOnly: Bool = false) -> String {
        let bytes = text.utf8
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ")
                || !spacesOnly
                    && (byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                        || byte == UInt8(ascii: "\r"))
        }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start != end, isBlank(bytes[start]) { start = bytes.index(after: start) }
        while end != start, isBlank(bytes[bytes.index(before: end)]) {
            end = bytes.index(before: end)
        }
        return String(text[start..<end])
    }

    /// The words of the tag, split at spaces outside quotes, with `|`, `:` and `,` kept
    /// attached to their neighbours and brackets standing alone (as Stencil splits them).
    var words: [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        func flush() {
            guard !word.isEmpty else { return }
            if let last = words.last?.last, ",|:".contains(last) {
                words[words.count - 1] += word
            } else if ",|:".contains(word.first ?? " "), !words.isEmpty {
                words[words.count - 1] += word
            } else {
                words.append(word)
            }
            word = ""
        }
        for character in contents {
            if let open = quote {
                word.append(character)
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
                word.append(character)
            } else if character == " " || character == "\n" || character == "\t" {
                flush()
            } else if character == "(" || character == ")" {
                flush()
                words.append(String(character))
            } else {
                word.append(character)
            }
        }
        flush()
        return words
    }
}

extension String {
    /// Splits at `separator` outside quotes.
    func splitOutsideQuotes(_ separator: Character) -> [String] {
        var parts: [String] = []
        var part = ""
        var quote: Character?
        for character in self {
            if let open = quote {
                if character == open { quote = nil }
                part.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                part.append(character)
            } else if character == separator {
                parts.append(part)
                part = ""
            } else {
                part.append(character)
            }
        }
        parts.append(part)
        return parts
    }
}

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

    /// Every tag of `text`, in order.
    static func scan(_ text: String) -> [TemplateTag] {
        var tags: [TemplateTag] = []
        let characters = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var lineStart = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard character == "{", index + 1 < characters.count else {
                index += 1
                continue
            }
            let kind: Kind
            let close: Unicode.Scalar
            switch characters[index + 1] {
            case "{": (kind, close) = (.variable, "}")
            case "%": (kind, close) = (.block, "%")
            case "#": (kind, close) = (.comment, "#")
            default:
                index += 1
                continue
            }
            let start = (line: line, column: index - lineStart + 1)
            var end = index + 2
            while end + 1 < characters.count, !(characters[end] == close && characters[end + 1] == "}") {
                if characters[end] == "\n" {
                    line += 1
                    lineStart = end + 1
                }
                end += 1
            }
            guard end + 1 < characters.count else { break }
            var contents = String(String.UnicodeScalarView(characters[(index + 2)..<end]))
            if kind == .block {
                if contents.hasPrefix("-") { contents.removeFirst() }
                if contents.hasSuffix("-") { contents.removeLast() }
            }
            tags.append(
                TemplateTag(
                    kind: kind,
                    contents: contents.trimmingCharacters(in: .whitespacesAndNewlines),
                    line: start.line,
                    column: start.column
                )
            )
            index = end + 2
        }
        return tags
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

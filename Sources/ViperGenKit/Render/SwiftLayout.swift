import Foundation

/// Tidies the blank lines a template's conditionals leave behind, so templates can be
/// written for readability and the output still passes `swift format lint --strict`.
enum SwiftLayout {
    /// Trailing whitespace removed, runs of blank lines collapsed to one, no blank line
    /// just inside braces, no blank lines at the start, exactly one newline at the end.
    static func normalize(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if line.isEmpty {
                guard let previous = lines.last, !previous.isEmpty, !opensBlock(previous) else { continue }
            } else if closesBlock(line), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func opensBlock(_ line: Substring) -> Bool {
        line.hasSuffix("{") || line.hasSuffix("(") || line.hasSuffix("[")
    }

    private static func closesBlock(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("}") || trimmed.hasPrefix(")") || trimmed.hasPrefix("]")
    }
}

/// Breaks lines longer than swift-format's limit the way swift-format accepts them:
/// one argument or parameter per line inside the first parenthesised list, the closing
/// parenthesis on a line of its own.
enum LineWrapping {
    static let limit = 100

    static func wrap(_ text: String) -> String {
        var output: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            output.append(contentsOf: wrap(line: String(line), depth: 0))
        }
        return output.joined(separator: "\n")
    }

    private static func wrap(line: String, depth: Int) -> [String] {
        guard line.count > limit, depth < 8 else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let trimmed = line.dropFirst(indent.count)
        if trimmed.hasPrefix("//") { return [line] }
        let characters = Array(line)
        if let (open, close, arguments) = firstArgumentList(in: characters) {
            let head = String(characters[...open])
            let tail = String(characters[close...])
            let inner = indent + "    "
            // swift-format ends every element of a broken multi-element array with a comma.
            let isArray = characters[open] == "["
            var lines = [head]
            for (index, argument) in arguments.enumerated() {
                let separator = index == arguments.count - 1 && !(isArray && arguments.count > 1) ? "" : ","
                lines.append(contentsOf: wrap(line: inner + argument + separator, depth: depth + 1))
            }
            lines.append(contentsOf: wrap(line: indent + tail, depth: depth + 1))
            return lines
        }
        if trimmed.hasSuffix(" {") {
            return [String(line.dropLast(2)), indent + "{"]
        }
        return [line]
    }

    /// The first `(…)` on the line with something inside, split at its top-level commas.
    private static func firstArgumentList(in characters: [Character]) -> (Int, Int, [String])? {
        var index = 0
        while index < characters.count {
            if characters[index] == "\"" {
                index = endOfString(characters, from: index)
                continue
            }
            if characters[index] == "(" || isArrayLiteralStart(characters, at: index),
                let close = matchingClose(characters, open: index), close > index + 1
            {
                let arguments = split(Array(characters[(index + 1)..<close]))
                // A lone tuple or closure type is not worth a break of its own; look further.
                if !(arguments.count == 1 && close - index < 24) {
                    return (index, close, arguments)
                }
            }
            index += 1
        }
        return nil
    }

    /// `[` opening an array literal rather than an array type: after `=`, `(`, `,` or `[`.
    private static func isArrayLiteralStart(_ characters: [Character], at index: Int) -> Bool {
        guard characters[index] == "[" else { return false }
        let previous = characters[..<index].last { $0 != " " }
        return previous.map { "=(,[".contains($0) } ?? false
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
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character), !(character == ">" && index > 0 && characters[index - 1] == "-") {
                depth -= 1
                if depth == 0 { return character == (characters[open] == "(" ? ")" : "]") ? index : nil }
            }
            index += 1
        }
        return nil
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
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character), !(character == ">" && index > 0 && characters[index - 1] == "-") { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}

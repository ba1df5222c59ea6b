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

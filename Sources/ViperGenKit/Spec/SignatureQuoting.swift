import Diagnostics

/// Quotes the Swift text of a spec that YAML cannot read as written.
///
/// A spec is read as YAML as written (`SpecParser`): a signature YAML takes for a mapping
/// (`- showCarDetail(for viewModel: CarViewModel)`) or a type it takes for a flow collection
/// (`tags: [String]`) is read back from the line where it is written (`YAMLSource.writtenValue`).
/// Some signatures and types are not YAML at all (`- rename(_ car: Car, to name: String)` holds
/// two `: `, `onTap: @Sendable () -> Void` starts with a character YAML reserves); when YAML
/// refuses a spec, the items of `useCases:` and `routes:`, and the values of `properties:`
/// entries written in block style, that YAML cannot read on their line alone are wrapped in
/// single quotes here, and the text is read again. Where each added quote sits is kept, so
/// locations still point at the original column.
enum SignatureQuoting {
    /// A spec's text with its signatures and types quoted.
    struct Prepared {
        var text: String
        /// For each rewritten line (1-based), the columns in it of the quotes added, ascending
        /// (for a doubled `'`, the second one).
        var addedQuotes: [Int: [Int]] = [:]

        /// The lines with quotes added.
        var quotedLines: Set<Int> { Set(addedQuotes.keys) }

        /// `location`, a place in the rewritten text, as a place in the text as written.
        func originalLocation(of location: SourceLocation) -> SourceLocation {
            var steps = 0
            return originalLocation(of: location, steps: &steps)
        }

        /// `originalLocation(of:)`, counting the quotes it looked at in `steps`.
        func originalLocation(of location: SourceLocation, steps: inout Int) -> SourceLocation {
            guard let columns = addedQuotes[location.line] else { return location }
            // The quotes before the column, found by halving: a line may hold half a million.
            var (added, end) = (0, columns.count)
            while added < end {
                steps += 1
                let middle = (added + end) / 2
                if columns[middle] < location.column { added = middle + 1 } else { end = middle }
            }
            return SourceLocation(
                file: location.file, line: location.line, column: location.column - added)
        }
    }

    /// `text` with the value of each line that holds a signature or a type quoted, when
    /// `needsQuotes` holds for the line (given from its first character that is not a space).
    static func prepare(_ text: String, where needsQuotes: (Substring) -> Bool = { _ in true })
        -> Prepared
    {
        // Lines end where YAML's do: split by Character, a CRLF file would be one line.
        var lines = YAMLText.lines(of: text).map { (body: String($0.body), ending: $0.ending) }
        var prepared = Prepared(text: "")
        var topLevelKey = ""
        var propertiesIndent: Int?
        for index in lines.indices {
            let line = lines[index].body
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.isEmpty || body.hasPrefix("#") { continue }
            if indent == 0, !body.hasPrefix("-") {
                topLevelKey = String(body.prefix { $0 != ":" })
                propertiesIndent = nil
                continue
            }
            if let level = propertiesIndent, indent <= level { propertiesIndent = nil }
            let valueStart: Int
            switch topLevelKey {
            case "useCases", "routes":
                guard body.hasPrefix("- ") else { continue }
                valueStart = indent + 2 + body.dropFirst(2).prefix { $0 == " " }.count
            case "entity", "viewModel":
                if body.hasPrefix("properties:"),
                    body.dropFirst("properties:".count).allSatisfy({ $0 == " " })
                {
                    propertiesIndent = indent
                    continue
                }
                guard propertiesIndent != nil else { continue }
                var entry = body
                var entryStart = indent
                if entry.hasPrefix("- ") {
                    entry = entry.dropFirst(2)
                    entryStart += 2
                }
                guard let colon = entry.range(of: ": ") else { continue }
                let key = entry[..<colon.lowerBound]
                guard !key.isEmpty,
                    key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
                else { continue }
                let afterColon = entry[colon.upperBound...]
                valueStart =
                    entryStart + entry.distance(from: entry.startIndex, to: colon.upperBound)
                    + afterColon.prefix { $0 == " " }.count
            default:
                continue
            }
            guard let value = quotableValue(of: line, from: valueStart), needsQuotes(body) else {
                continue
            }
            let (rewritten, quotes) = quoting(value, of: line)
            lines[index].body = rewritten
            prepared.addedQuotes[index + 1] = quotes
        }
        prepared.text = lines.map { $0.body + $0.ending }.joined()
        return prepared
    }

    /// Where the plain value starting at character `start` of `line` is, up to a trailing
    /// comment; `nil` when the value is already quoted or is not plain text.
    private static func quotableValue(of line: String, from start: Int) -> Range<String.Index>? {
        guard
            let valueStart = line.index(line.startIndex, offsetBy: start, limitedBy: line.endIndex),
            valueStart != line.endIndex
        else { return nil }
        // Already quoted, a block scalar, an anchor, alias, tag or directive: leave it to YAML.
        if "\"'|>&*!%#".contains(line[valueStart]) { return nil }
        let end = valueEnd(in: line[...], from: valueStart)
        return end > valueStart ? valueStart..<end : nil
    }

    /// `line` with the value at `range` single-quoted, and the columns of the quotes it added.
    private static func quoting(_ range: Range<String.Index>, of line: String) -> (
        line: String, addedQuotes: [Int]
    ) {
        let (valueStart, end) = (range.lowerBound, range.upperBound)
        let value = line[valueStart..<end]
        // Every `'` doubled, also one that a Character joins to its neighbours (`\u{600}'`).
        // Columns count Unicode scalars, as YAML's marks do.
        var column = line.unicodeScalars[..<valueStart].count + 1
        var addedQuotes = [column]
        var escaped = "'"
        for scalar in value.unicodeScalars {
            column += 1
            escaped.unicodeScalars.append(scalar)
            if scalar == "'" {
                column += 1
                addedQuotes.append(column)
                escaped.unicodeScalars.append(scalar)
            }
        }
        addedQuotes.append(column + 1)
        return (line[..<valueStart] + escaped + "'" + line[end...], addedQuotes)
    }

    /// Where the signature or type written from `start` on `line` ends: at a comment (a `#`
    /// after a space or a tab, outside double quotes) or the end of the line, less the blanks
    /// before it.
    static func valueEnd(in line: Substring, from start: Substring.Index) -> Substring.Index {
        var end = line.endIndex
        var position = start
        var previous: Character?
        var inString = false
        while position != line.endIndex {
            let character = line[position]
            if character == "\"" { inString.toggle() }
            if !inString, character == "#", previous == " " || previous == "\t" {
                end = position
                break
            }
            previous = character
            position = line.index(after: position)
        }
        while end > start,
            line[line.index(before: end)] == " " || line[line.index(before: end)] == "\t"
        {
            end = line.index(before: end)
        }
        return end
    }

    /// Whether YAML reads `line` (a line of a spec, from its first character that is not a
    /// space) on its own, when that is cheap to tell; `nil` when it is not. Plain text, or
    /// a key or text, `: ` and plain text, after a `- ` or not, YAML reads; a second `: `
    /// after plain text (`- rename(_ car: Car, to name: String)`) it refuses.
    static func readsPlainly(_ line: Substring) -> Bool? {
        let space = UInt8(ascii: " ")
        var bytes = line.utf8[...]
        if bytes.starts(with: "- ".utf8) { bytes = bytes.dropFirst(2).drop { $0 == space } }
        // Runs of plain text begun so far, and how long the first is.
        var runs = 0
        var keyLength = 0
        var atRunStart = true
        var previous = space
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard (0x20...0x7E).contains(byte) else { return nil }
            // A comment: the rest of the line is not read.
            if byte == UInt8(ascii: "#"), previous == space { break }
            if atRunStart, byte != space {
                guard
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "(")
                else { return nil }
                runs += 1
                // A `: ` after a key and a plain value.
                if runs == 3 { return false }
                atRunStart = false
            }
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: ":"), !atRunStart {
                // A key YAML reads is at most 1,024 characters long.
                guard next != bytes.endIndex, runs == 2 || keyLength < 1_000 else { return nil }
                if bytes[next] == space { atRunStart = true }
            }
            if runs == 1 { keyLength += 1 }
            previous = byte
            index = next
        }
        return runs > 0 && !atRunStart ? true : nil
    }
}

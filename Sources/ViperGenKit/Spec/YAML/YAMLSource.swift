import Diagnostics
import Yams

/// The text YAML read from one file, kept to place the characters of its scalars' values
/// (`ValuePlaces`): Yams gives a value and where its node starts, not where each character of
/// the value is written.
///
/// A value is scanned again from its node's start by the rules libyaml's scanner follows
/// (folding, escapes, chomping and indentation of block scalars); the scan must give the value
/// Yams gave, or the value has no places and is reported at its start, as before.
struct YAMLSource {
    let text: String
    let path: String
    /// The quotes signature quoting added before YAML read the text, if it did.
    let quoting: SignatureQuoting.Prepared?
    /// Where each line of `text` starts, found on first use.
    private var lineStarts: [String.Index]?
    /// The last place `index` found: values are placed in file order, and on a long line
    /// (a flow collection) counting each from the line's start would take time growing with
    /// the square of the line's length.
    private var lastFound: (line: Int, column: Int, index: String.Index)?

    init(text: String, path: String, quoting: SignatureQuoting.Prepared? = nil) {
        self.text = text
        self.path = path
        self.quoting = quoting
    }

    /// Where each character of `node`'s value is written in the file as written; `nil` for a
    /// node that is not a scalar of this text.
    mutating func places(of node: Node) -> ValuePlaces? {
        guard let scalar = node.scalar, let mark = node.mark, let start = index(line: mark.line, column: mark.column) else { return nil }
        var cursor = ScalarCursor(scalars: text.unicodeScalars, index: start, line: mark.line, column: mark.column)
        cursor.skipProperties()
        let expected = Array(scalar.string.unicodeScalars)
        let scanned: ScalarCursor.Scanned?
        switch scalar.style {
        case .plain: scanned = cursor.plain(expecting: expected.count)
        case .singleQuoted: scanned = cursor.quoted(single: true)
        case .doubleQuoted: scanned = cursor.quoted(single: false)
        case .literal, .folded: scanned = cursor.block(expecting: expected)
        case .any: scanned = nil
        }
        guard let scanned, scanned.scalars.map(\.scalar) == expected else { return nil }
        var places = ValuePlaces(file: path)
        for placed in scanned.scalars {
            let location = original(line: placed.line, column: placed.column)
            places.append(line: location.line, column: location.column)
        }
        let end = original(line: scanned.end.line, column: scanned.end.column)
        places.end(line: end.line, column: end.column)
        return places
    }

    private func original(line: Int, column: Int) -> SourceLocation {
        let location = SourceLocation(file: path, line: line, column: column)
        return quoting?.originalLocation(of: location) ?? location
    }

    /// The index of the Unicode scalar at `line` and `column` (1-based, as YAML's marks count
    /// them: a byte order mark at the start takes no column).
    private mutating func index(line: Int, column: Int) -> String.Index? {
        let starts = lineStarts ?? YAMLText.lines(of: text).map(\.body.startIndex)
        lineStarts = starts
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        let scalars = text.unicodeScalars
        var (index, counted) = (starts[line - 1], 1)
        if let last = lastFound, last.line == line, last.column <= column {
            (index, counted) = (last.index, last.column)
        } else if line == 1, scalars.first == "\u{FEFF}" {
            index = scalars.index(after: index)
        }
        let lineEnd = line < starts.count ? starts[line] : scalars.endIndex
        guard let found = scalars.index(index, offsetBy: column - counted, limitedBy: lineEnd) else { return nil }
        lastFound = (line, column, found)
        return found
    }
}

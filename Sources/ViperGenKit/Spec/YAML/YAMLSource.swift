import Diagnostics
import Yams

/// The text YAML read from one file, kept to place the characters of its scalars' values
/// (`ValuePlaces`): Yams gives a value and where its node starts, not where each character of
/// the value is written. It also gives back, as written, a signature or a type that YAML read
/// as a mapping or a list (`writtenValue`).
///
/// A value is scanned again from its node's start by the rules libyaml's scanner follows
/// (folding, escapes, chomping and indentation of block scalars); the scan must give the value
/// Yams gave, or the value has no places and is reported at its start, as before.
struct YAMLSource {
    let text: String
    let path: String
    /// The quotes signature quoting added before YAML read the text, if it did.
    let quoting: SignatureQuoting.Prepared?
    /// The lines of `text`, without their line breaks, found on first use.
    private var lines: [Substring]?
    /// The last place `index` found: values are placed in file order, and on a long line
    /// (a flow collection) counting each from the line's start would take time growing with
    /// the square of the line's length.
    private var lastFound: (line: Int, column: Int, index: String.Index)?
    /// The Unicode scalars gone through to place values and read back written ones, and the
    /// added quotes looked at to place them in the text as written: the work the tests hold
    /// to a few steps a character of the text.
    private(set) var steps = 0

    init(text: String, path: String, quoting: SignatureQuoting.Prepared? = nil) {
        self.text = text
        self.path = path
        self.quoting = quoting
    }

    /// Where each character of `node`'s value is written in the file as written; `nil` for a
    /// node that is not a scalar of this text.
    mutating func places(of node: Node) -> ValuePlaces? {
        guard let scalar = node.scalar, let mark = node.mark,
            let start = index(line: mark.line, column: mark.column)
        else { return nil }
        var cursor = ScalarCursor(
            scalars: text.unicodeScalars, index: start, line: mark.line, column: mark.column)
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
        steps += cursor.steps
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

    /// How a signature or a type that YAML read as a mapping or a list is written.
    enum WrittenValue {
        /// On one line: the text from the node's start to a comment or the end of the line
        /// (as `SignatureQuoting` quotes it), where it starts, and where each character is.
        case line(Located<String>, places: ValuePlaces)
        /// Over more lines than the one it starts on: what YAML read it as is what was meant.
        case lines
    }

    /// Where a node stands in a block collection.
    enum Entry {
        /// An item of a block sequence, after its `-`.
        case item
        /// The value of `key`, a plain name, in a block mapping, on the key's line after its
        /// `: ` (`tags: [String]`, also as an item: `- tags: [String]`).
        case value(of: Node)
    }

    /// How `node`, which YAML read as a mapping or a list and which stands as `entry`, is
    /// written; `nil` for a scalar, a node in a flow collection or away from its entry's line,
    /// and a node YAML reads from an indicator (a quote, an anchor, an alias or a tag):
    /// YAML read those as they are meant.
    ///
    /// Specs write signatures and types as plain text, which YAML may read as a collection:
    /// `- showCarDetail(for viewModel: CarViewModel)` is a mapping of `showCarDetail(for
    /// viewModel` to `CarViewModel)`, `tags: [String]` a list. Such a node is the text
    /// written on its line; a mapping or a list that goes on to the lines indented below its
    /// entry (`- name: getCars` and then `returns: [Car]`) is a mapping or a list.
    mutating func writtenValue(of node: Node, as entry: Entry) -> WrittenValue? {
        guard node.scalar == nil, let mark = node.mark,
            let start = index(line: mark.line, column: mark.column)
        else { return nil }
        let lines = textLines()
        let scalars = text.unicodeScalars
        var lineStart = lines[mark.line - 1].startIndex
        if mark.line == 1, scalars.first == "\u{FEFF}" {
            lineStart = scalars.index(after: lineStart)
        }
        // What stands before the node on its line, read back from it (in a flow collection,
        // a bracket or a comma soon ends that): its entry's `-`, or its key.
        var before = scalars[lineStart..<start]
        // Indices, not `dropLast`, which would count the whole line first.
        func dropLast(_ count: Int = 1) {
            before = before[..<before.index(before.endIndex, offsetBy: -count)]
            steps += count
        }
        func dropBlanks(_ allowed: (Unicode.Scalar) -> Bool) -> Int {
            var count = 0
            while let last = before.last, allowed(last) {
                dropLast()
                count += 1
            }
            return count
        }
        switch entry {
        case .item:
            guard dropBlanks(ScalarCursor.isBlank) > 0, before.last == "-" else { return nil }
            dropLast()
        case .value(let key):
            guard let keyMark = key.mark, keyMark.line == mark.line, let name = key.scalar,
                name.style == .plain, !name.string.isEmpty,
                name.string.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
            else { return nil }
            // `name: `, as `SignatureQuoting` finds it: spaces after the colon, none before it.
            guard dropBlanks({ $0 == " " }) > 0, before.last == ":" else { return nil }
            dropLast()
            let written = name.string.unicodeScalars
            steps += written.count
            guard before.reversed().starts(with: written.reversed()) else { return nil }
            dropLast(written.count)
            // An item that is a mapping: `- name: Type`.
            let keyStart = before
            if dropBlanks({ $0 == " " }) > 0, before.last == "-" {
                dropLast()
            } else {
                before = keyStart
            }
        }
        // Anything of the entry on a later line is indented further than its `-` or key.
        let entryIndent = dropBlanks({ $0 == " " })
        guard before.isEmpty else { return nil }
        guard Self.startsOnLine(node, line: mark.line) else { return .lines }
        for later in lines[mark.line...] {
            steps += 1
            let spaces = later.unicodeScalars.prefix { $0 == " " }.count
            let rest = later.unicodeScalars.dropFirst(spaces).drop(while: ScalarCursor.isBlank)
            // Blank lines and comments belong to no node.
            if rest.isEmpty || rest.first == "#" { continue }
            if spaces > entryIndent { return .lines }
            break
        }
        if "\"'|>&*!%#".unicodeScalars.contains(text.unicodeScalars[start]) { return nil }
        let line = text[lineStart..<lines[mark.line - 1].endIndex]
        let end = SignatureQuoting.valueEnd(in: line, from: start)
        let value = line[start..<end]
        var places = ValuePlaces(file: path)
        var column = mark.column
        for _ in value.unicodeScalars {
            let location = original(line: mark.line, column: column)
            places.append(line: location.line, column: location.column)
            column += 1
            steps += 1
        }
        let endLocation = original(line: mark.line, column: column)
        places.end(line: endLocation.line, column: endLocation.column)
        return .line(
            Located(String(value), at: original(line: mark.line, column: mark.column)),
            places: places)
    }

    /// Whether `node` and every node in it start on `line`. (An alias is the node it names:
    /// the screen has bounded how many values aliases stand for.)
    private static func startsOnLine(_ node: Node, line: Int) -> Bool {
        guard node.mark?.line == line else { return false }
        switch node {
        case .scalar, .alias: return true
        case .sequence(let sequence): return sequence.allSatisfy { startsOnLine($0, line: line) }
        case .mapping(let mapping):
            return mapping.allSatisfy {
                startsOnLine($0.key, line: line) && startsOnLine($0.value, line: line)
            }
        }
    }

    private mutating func original(line: Int, column: Int) -> SourceLocation {
        let location = SourceLocation(file: path, line: line, column: column)
        steps += 1
        return quoting?.originalLocation(of: location, steps: &steps) ?? location
    }

    /// Whether `node`, a sequence or a mapping, is written in flow style (`[String]`,
    /// `{ a: b }`), that is, starts with a bracket; `nil` if its place is unknown.
    mutating func isFlowCollection(_ node: Node) -> Bool? {
        guard let mark = node.mark, let index = index(line: mark.line, column: mark.column),
            index < text.unicodeScalars.endIndex
        else { return nil }
        let first = text.unicodeScalars[index]
        return first == "[" || first == "{"
    }

    /// The lines of `text`, without their line breaks.
    private mutating func textLines() -> [Substring] {
        let found = lines ?? YAMLText.lines(of: text).map(\.body)
        lines = found
        return found
    }

    /// The index of the Unicode scalar at `line` and `column` (1-based, as YAML's marks count
    /// them: a byte order mark at the start takes no column).
    private mutating func index(line: Int, column: Int) -> String.Index? {
        let lines = textLines()
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let scalars = text.unicodeScalars
        var (index, counted) = (lines[line - 1].startIndex, 1)
        if let last = lastFound, last.line == line, last.column <= column {
            (index, counted) = (last.index, last.column)
        } else if line == 1, scalars.first == "\u{FEFF}" {
            index = scalars.index(after: index)
        }
        let lineEnd = line < lines.count ? lines[line].startIndex : scalars.endIndex
        steps += column - counted
        guard let found = scalars.index(index, offsetBy: column - counted, limitedBy: lineEnd)
        else { return nil }
        lastFound = (line, column, found)
        return found
    }
}

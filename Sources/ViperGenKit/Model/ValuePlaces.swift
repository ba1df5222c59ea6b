import Diagnostics

/// Where each character of a value read from a YAML scalar is written in its file, so that a
/// problem found inside the value (a token of a signature, a tag of the config's header) is
/// reported at the character it is about. Escapes, doubled quotes, folded lines and the
/// indentation of block scalars take room in the file that the value does not show, so an
/// offset in the value is not a column.
public struct ValuePlaces: Sendable, Hashable {
    /// From the value's Unicode scalar `offset` on, the value's scalars are written one after
    /// another from `line`, `column` on, up to the next run.
    struct Run: Sendable, Hashable {
        var offset: Int
        var line: Int
        var column: Int
    }

    public let file: String
    private var runs: [Run] = []
    /// How many Unicode scalars the value has; its end is placed too.
    private(set) var count = 0

    init(file: String) {
        self.file = file
    }

    /// Where the value's Unicode scalar at `offset` is written; at or past the end of the
    /// value, where the value ends.
    public func location(ofScalar offset: Int) -> SourceLocation {
        guard !runs.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
        let offset = min(max(offset, 0), count)
        // The last run starting at or before `offset`.
        var low = 0
        var high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle].offset <= offset { low = middle } else { high = middle }
        }
        let run = runs[low]
        return SourceLocation(file: file, line: run.line, column: run.column + offset - run.offset)
    }

    /// Where the character at `line` and `column` of `value` (this value; 1-based, lines
    /// ending at line feeds, columns counted in Characters, as template tags are placed) is
    /// written.
    public func location(line: Int, column: Int, in value: String) -> SourceLocation {
        let scalars = value.unicodeScalars
        var start = scalars.startIndex
        for _ in 1..<max(line, 1) {
            guard let feed = scalars[start...].firstIndex(of: "\n") else { break }
            start = scalars.index(after: feed)
        }
        let before = value[start...].prefix(max(column, 1) - 1)
        return location(
            ofScalar: scalars.distance(from: scalars.startIndex, to: start)
                + before.unicodeScalars.count)
    }

    /// Adds the value's next Unicode scalar, written at `line`, `column`.
    mutating func append(line: Int, column: Int) {
        appendRun(line: line, column: column)
        count += 1
    }

    /// Places the end of the value (after its last scalar) at `line`, `column`.
    mutating func end(line: Int, column: Int) {
        appendRun(line: line, column: column)
    }

    /// `self` followed by `other`'s scalars and end.
    func followed(by other: ValuePlaces) -> ValuePlaces {
        var joined = self
        joined.runs.removeAll { $0.offset >= count }
        for run in other.runs {
            joined.appendRun(line: run.line, column: run.column, at: count + run.offset)
        }
        joined.count = count + other.count
        return joined
    }

    private mutating func appendRun(line: Int, column: Int, at offset: Int? = nil) {
        let offset = offset ?? count
        if let last = runs.last {
            if last.line == line, last.column + offset - last.offset == column { return }
            if last.offset == offset { runs.removeLast() }
        }
        runs.append(Run(offset: offset, line: line, column: column))
    }
}

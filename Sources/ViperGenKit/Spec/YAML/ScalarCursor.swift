/// libyaml's scanner of one scalar, keeping where each character of the value comes from: a
/// character as written is placed where it is; an escape, or a doubled `'`, where it starts; a
/// line break where it is; a space that folds a line break, at that break.
struct ScalarCursor {
    /// One character of a value and where it comes from.
    struct Placed {
        var scalar: Unicode.Scalar
        var line: Int
        var column: Int
    }

    /// A scanned value, and where it ends.
    struct Scanned {
        var scalars: [Placed]
        var end: (line: Int, column: Int)
    }

    let scalars: String.UnicodeScalarView
    var index: String.Index
    var line: Int
    var column: Int
    /// The scalars moved over so far, looking ahead included (`YAMLSource.steps`).
    var steps = 0

    var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    func peek(_ distance: Int) -> Unicode.Scalar? {
        guard let target = scalars.index(index, offsetBy: distance, limitedBy: scalars.endIndex),
            target < scalars.endIndex
        else { return nil }
        return scalars[target]
    }

    var here: Placed { Placed(scalar: current ?? " ", line: line, column: column) }

    static func isBreak(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}"
            || scalar == "\u{2029}"
    }

    static func isBlank(_ scalar: Unicode.Scalar?) -> Bool { scalar == " " || scalar == "\t" }

    static func isBlankOrEnd(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == nil || isBlank(scalar) || isBreak(scalar)
    }

    var isAtBreak: Bool { Self.isBreak(current) }
    var isAtBlank: Bool { Self.isBlank(current) }

    /// Moves past the current character, which is not a line break.
    mutating func skip() {
        index = scalars.index(after: index)
        column += 1
        steps += 1
    }

    /// Reads the line break here as a value holds it: `\r\n`, `\r`, `\n` and U+0085 as `\n`,
    /// U+2028 and U+2029 as themselves.
    mutating func readBreak() -> Placed {
        var placed = here
        if current == "\r", peek(1) == "\n" { index = scalars.index(after: index) }
        if placed.scalar != "\u{2028}", placed.scalar != "\u{2029}" { placed.scalar = "\n" }
        index = scalars.index(after: index)
        line += 1
        column = 1
        steps += 1
        return placed
    }

    /// Moves past an anchor or tag and what separates it from the value.
    mutating func skipProperties() {
        while current == "&" || current == "!" {
            while !Self.isBlankOrEnd(current) { skip() }
            while true {
                while isAtBlank { skip() }
                if current == "#" {
                    while current != nil, !isAtBreak { skip() }
                }
                guard isAtBreak else { break }
                _ = readBreak()
            }
        }
    }

    /// A plain scalar of `count` characters. Where it ends depends on its context (a flow
    /// collection ends it at `,`), which the count stands for.
    mutating func plain(expecting count: Int) -> Scanned {
        var value: [Placed] = []
        var whitespaces: [Placed] = []
        var leadingBreak: [Placed] = []
        var trailingBreaks: [Placed] = []
        var leadingBlanks = false
        var end = (line: line, column: column)
        scanning: while true {
            if current == "#" { break }
            while !Self.isBlankOrEnd(current) {
                if current == ":", Self.isBlankOrEnd(peek(1)) { break scanning }
                if value.count >= count { break scanning }
                if leadingBlanks {
                    Self.fold(&leadingBreak, &trailingBreaks, into: &value)
                    leadingBlanks = false
                } else {
                    value += whitespaces
                    whitespaces = []
                }
                value.append(here)
                skip()
                end = (line, column)
            }
            guard isAtBlank || isAtBreak else { break }
            readBlanks(&whitespaces, &leadingBreak, &trailingBreaks, leadingBlanks: &leadingBlanks)
        }
        return Scanned(scalars: value, end: end)
    }

    /// A single- or double-quoted scalar, from its opening quote.
    mutating func quoted(single: Bool) -> Scanned? {
        let quote: Unicode.Scalar = single ? "'" : "\""
        guard current == quote else { return nil }
        skip()
        var value: [Placed] = []
        var whitespaces: [Placed] = []
        var leadingBreak: [Placed] = []
        var trailingBreaks: [Placed] = []
        while true {
            guard current != nil else { return nil }
            var leadingBlanks = false
            while !Self.isBlankOrEnd(current) {
                if single, current == "'", peek(1) == "'" {
                    value.append(here)
                    skip()
                    skip()
                } else if current == quote {
                    break
                } else if !single, current == "\\", Self.isBreak(peek(1)) {
                    skip()
                    _ = readBreak()
                    leadingBlanks = true
                    break
                } else if !single, current == "\\" {
                    guard let escaped = readEscape() else { return nil }
                    value.append(escaped)
                } else {
                    value.append(here)
                    skip()
                }
            }
            if current == quote { break }
            readBlanks(&whitespaces, &leadingBreak, &trailingBreaks, leadingBlanks: &leadingBlanks)
            if leadingBlanks {
                Self.fold(&leadingBreak, &trailingBreaks, into: &value)
            } else {
                value += whitespaces
                whitespaces = []
            }
        }
        return Scanned(scalars: value, end: (line, column))
    }

    /// The escape sequence at a backslash of a double-quoted scalar, placed at the backslash.
    private mutating func readEscape() -> Placed? {
        var placed = here
        let digits: Int
        switch peek(1) {
        case "0": (placed.scalar, digits) = ("\0", 0)
        case "a": (placed.scalar, digits) = ("\u{7}", 0)
        case "b": (placed.scalar, digits) = ("\u{8}", 0)
        case "t", "\t": (placed.scalar, digits) = ("\t", 0)
        case "n": (placed.scalar, digits) = ("\n", 0)
        case "v": (placed.scalar, digits) = ("\u{B}", 0)
        case "f": (placed.scalar, digits) = ("\u{C}", 0)
        case "r": (placed.scalar, digits) = ("\r", 0)
        case "e": (placed.scalar, digits) = ("\u{1B}", 0)
        case " ": (placed.scalar, digits) = (" ", 0)
        case "\"": (placed.scalar, digits) = ("\"", 0)
        case "/": (placed.scalar, digits) = ("/", 0)
        case "\\": (placed.scalar, digits) = ("\\", 0)
        case "N": (placed.scalar, digits) = ("\u{85}", 0)
        case "_": (placed.scalar, digits) = ("\u{A0}", 0)
        case "L": (placed.scalar, digits) = ("\u{2028}", 0)
        case "P": (placed.scalar, digits) = ("\u{2029}", 0)
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return nil
        }
        skip()
        skip()
        guard digits > 0 else { return placed }
        var code: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = current, scalar.isASCII,
                let digit = UInt32(String(scalar), radix: 16)
            else { return nil }
            code = code << 4 + digit
            skip()
        }
        guard let scalar = Unicode.Scalar(code) else { return nil }
        placed.scalar = scalar
        return placed
    }

    /// A literal (`|`) or folded (`>`) scalar, from its indicator. With an indentation
    /// indicator, its indentation counts from the block that holds it, which the text before
    /// it does not tell; the value does: its first line of text stands that many spaces in,
    /// less the spaces the value keeps. (Trying each possible indentation instead would scan
    /// the scalar once per column it is indented by.)
    /// Stays where it is, but for the steps it took.
    mutating func block(expecting expected: [Unicode.Scalar]) -> Scanned? {
        guard current == "|" || current == ">" else { return nil }
        let indent = textIndent(keeping: expected)
        var cursor = self
        defer { steps = cursor.steps }
        guard let scanned = cursor.block(textIndent: indent),
            scanned.scalars.map(\.scalar) == expected
        else {
            return nil
        }
        return scanned
    }

    /// How many spaces in the first line of text of the block scalar whose indicator is here
    /// stands, less the spaces before the first text of `value`: the scalar's indentation;
    /// `nil` for a value without text. Stays where it is, but for the steps it took.
    private mutating func textIndent(keeping value: [Unicode.Scalar]) -> Int? {
        var kept = 0
        var hasText = false
        for scalar in value {
            if scalar == " " {
                kept += 1
            } else if Self.isBreak(scalar) {
                kept = 0
            } else {
                hasText = true
                break
            }
        }
        guard hasText else { return nil }
        var cursor = self
        defer { steps = cursor.steps }
        while cursor.current != nil, !cursor.isAtBreak { cursor.skip() }
        var spaces = 0
        while let scalar = cursor.current {
            if Self.isBreak(scalar) {
                _ = cursor.readBreak()
                spaces = 0
            } else if scalar == " " {
                cursor.skip()
                spaces += 1
            } else {
                return spaces - kept
            }
        }
        return nil
    }

    /// The block scalar whose indicator is here, read at `textIndent` spaces in when it is
    /// known, else at the indentation libyaml would find.
    private mutating func block(textIndent: Int?) -> Scanned? {
        let literal = current == "|"
        let start = (line: line, column: column)
        skip()
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            if chomping == 0, current == "+" || current == "-" {
                chomping = current == "+" ? 1 : -1
                skip()
            } else if increment == 0, let digit = current.flatMap({ Int(String($0)) }),
                (1...9).contains(digit)
            {
                increment = digit
                skip()
            }
        }
        while isAtBlank { skip() }
        if current == "#" {
            while current != nil, !isAtBreak { skip() }
        }
        if isAtBreak { _ = readBreak() } else if current != nil { return nil }
        // An indicated indentation counts from the block that holds the scalar (at column 0
        // or further in), so it is at least the indicator.
        var indent = textIndent ?? increment
        guard indent >= increment else { return nil }
        var value: [Placed] = []
        var leadingBreak: [Placed] = []
        var leadingBlank = false
        guard var trailingBreaks = readBlockBreaks(indent: &indent) else { return nil }
        // Columns here are libyaml's, counted from 0.
        while column - 1 == indent, current != nil {
            let trailingBlank = isAtBlank
            if !literal, leadingBreak.first?.scalar == "\n", !leadingBlank, !trailingBlank {
                if trailingBreaks.isEmpty, let folded = leadingBreak.first {
                    value.append(Placed(scalar: " ", line: folded.line, column: folded.column))
                }
            } else {
                value += leadingBreak
            }
            leadingBreak = []
            value += trailingBreaks
            trailingBreaks = []
            leadingBlank = isAtBlank
            while current != nil, !isAtBreak {
                value.append(here)
                skip()
            }
            if isAtBreak { leadingBreak = [readBreak()] }
            guard let breaks = readBlockBreaks(indent: &indent) else { return nil }
            trailingBreaks = breaks
        }
        if chomping != -1 { value += leadingBreak }
        if chomping == 1 { value += trailingBreaks }
        // The value ends after its last character, or at its last line break.
        guard let last = value.last else { return Scanned(scalars: value, end: start) }
        return Scanned(
            scalars: value,
            end: (last.line, Self.isBreak(last.scalar) ? last.column : last.column + 1))
    }

    /// The indentation and empty lines before a block scalar's next line of text, and its
    /// indentation when it is not known yet (the most indented of those lines, at least 1).
    private mutating func readBlockBreaks(indent: inout Int) -> [Placed]? {
        var breaks: [Placed] = []
        var maximum = 0
        while true {
            while indent == 0 || column - 1 < indent, current == " " { skip() }
            maximum = max(maximum, column - 1)
            if indent == 0 || column - 1 < indent, current == "\t" { return nil }
            guard isAtBreak else { break }
            breaks.append(readBreak())
        }
        if indent == 0 { indent = max(maximum, 1) }
        return breaks
    }

    /// The blanks and line breaks after a run of text of a plain or quoted scalar: spaces kept
    /// while no line break came, line breaks kept to be folded.
    private mutating func readBlanks(
        _ whitespaces: inout [Placed],
        _ leadingBreak: inout [Placed],
        _ trailingBreaks: inout [Placed],
        leadingBlanks: inout Bool
    ) {
        while isAtBlank || isAtBreak {
            if isAtBlank {
                if !leadingBlanks { whitespaces.append(here) }
                skip()
            } else if !leadingBlanks {
                whitespaces = []
                leadingBreak = [readBreak()]
                leadingBlanks = true
            } else {
                trailingBreaks.append(readBreak())
            }
        }
    }

    /// Folds the line breaks between two runs of text: one `\n` becomes a space, more keep all
    /// but the first; a U+2028 or U+2029 is kept.
    private static func fold(
        _ leadingBreak: inout [Placed], _ trailingBreaks: inout [Placed], into value: inout [Placed]
    ) {
        if let first = leadingBreak.first, first.scalar == "\n" {
            if trailingBreaks.isEmpty {
                value.append(Placed(scalar: " ", line: first.line, column: first.column))
            } else {
                value += trailingBreaks
            }
        } else {
            value += leadingBreak
            value += trailingBreaks
        }
        leadingBreak = []
        trailingBreaks = []
    }
}

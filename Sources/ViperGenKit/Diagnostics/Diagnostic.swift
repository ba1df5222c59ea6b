/// A place in an input file: 1-based line and column, as compilers print them.
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The same place moved `columns` to the right on its line.
    public func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }
}

/// One problem found in a spec, config or template.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity = .error, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// `path:line:column: error: message`, or `path: error: message` without a line.
    public var description: String {
        let message = Self.oneLine(message)
        guard let location else { return "\(severity.rawValue): \(message)" }
        let file = Self.oneLine(location.file)
        if location.line == 0 {
            return "\(file): \(severity.rawValue): \(message)"
        }
        return "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// `text` with line breaks and other control characters (which a quoted value or a file
    /// name can bring in) written as escapes, so that a diagnostic is always one line, and so
    /// are the characters that would change how the rest of it is shown (`DisplayControl`).
    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escape($0) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        ControlCharacter.escape(scalar) ?? (DisplayControl.contains(scalar) ? DisplayControl.escape(scalar) : nil)
    }
}

/// Thrown when a stage found one or more problems; carries all of them.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// Throws when `diagnostics` holds an error.
    public static func throwIfAny(_ diagnostics: [Diagnostic]) throws(DiagnosticsError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
    }
}

/// Collects diagnostics across a stage, so every problem is reported at once.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(.error(message, at: location))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Throws every collected diagnostic, in file order, when any of them is an error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(sorted) }
    }

    /// The diagnostics ordered by file, line and column; those without a place last.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (left?, right?): left == right ? lhs.offset < rhs.offset : left < right
            case (nil, nil): lhs.offset < rhs.offset
            case (_?, nil): true
            case (nil, _?): false
            }
        }.map(\.element)
    }
}

/// Suggests the closest of `candidates` to a misspelt `word`, if any is close enough: within
/// a third of the shorter's length in edits (at least one), the closest first met.
///
/// Its work is bounded whatever it is given, as names come from specs and templates: a word
/// or candidate longer than `Suggestion.maximumLength` characters is not compared (names of
/// 2,000 characters made each table four million cells, and minutes of checking); the table
/// is filled only as near its diagonal as an answer can lie and given up once no answer can
/// come of it; and the candidates go unread once `Suggestion.maximumWork` cells are filled.
public func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
    guard let length = Suggestion.length(of: word) else { return nil }
    let lowered = Array(word.lowercased())
    // Characters as numbers: those of the word by first place, any other as -1, which
    // equals none of the word's (the table compares the word's with a candidate's only).
    var codes: [Character: Int] = [:]
    let wordCodes = lowered.map { character in
        if let code = codes[character] { return code }
        codes[character] = codes.count
        return codes.count - 1
    }
    var table = Suggestion.Table()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        guard table.work <= Suggestion.maximumWork else { break }
        guard let candidateLength = Suggestion.length(of: candidate) else { continue }
        // The best so far is beaten only by a smaller distance.
        let allowed = min(max(1, min(candidateLength, length) / 3), (best?.distance ?? .max) - 1)
        // The distance is at least the difference in length: a long word needs no table.
        guard allowed >= 0, abs(candidateLength - length) <= allowed else { continue }
        let candidateCodes = candidate.lowercased().map { codes[$0] ?? -1 }
        if let distance = table.distance(wordCodes, candidateCodes, upTo: allowed) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

enum Suggestion {
    /// The longest word or candidate `didYouMean` compares, in characters (and four bytes a
    /// character): twice the longest name of a built-in template.
    static let maximumLength = 64
    /// The table cells one `didYouMean` fills at most, over all its candidates: a few
    /// milliseconds' work, and room for thousands of candidates of ordinary names.
    static let maximumWork = 1 << 21

    /// The length of `text` in characters, or `nil` if it is too long to compare; a long
    /// text is told without reading it.
    static func length(of text: String) -> Int? {
        guard text.utf8.count <= 4 * maximumLength else { return nil }
        let count = text.count
        return count <= maximumLength ? count : nil
    }

    /// Three rows of an edit-distance table, kept from one comparison to the next.
    struct Table {
        private var rows: [[Int]] = [[], [], []]
        /// The cells filled so far.
        private(set) var work = 0

        /// The edit distance between `a` and `b`, counting a swap of neighbours as one edit
        /// ("nmae" is one edit from "name"), or `nil` if it is more than `limit`. Only cells
        /// within `limit` of the diagonal can lead to an answer (a cell's distance is at least
        /// how far off the diagonal it is), and once two rows running hold nothing within
        /// `limit`, no later row can.
        mutating func distance(_ a: [Int], _ b: [Int], upTo limit: Int) -> Int? {
            guard abs(a.count - b.count) <= limit else { return nil }
            let beyond = limit + 1
            for index in rows.indices where rows[index].count < b.count + 2 {
                rows[index] = [Int](repeating: beyond, count: b.count + 2)
            }
            // Row 0: the distance from nothing to each prefix of `b`.
            let firstEnd = min(b.count, limit)
            for j in 0...firstEnd { rows[0][j] = j }
            rows[0][firstEnd + 1] = beyond
            var previousMinimum = 0
            var (twoBack, previous, current) = (2, 0, 1)
            for i in stride(from: 1, through: a.count, by: 1) {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                // The cell left of the band: the first column's, or beyond the limit.
                rows[current][low - 1] = low == 1 ? min(i, beyond) : beyond
                var minimum = rows[current][low - 1]
                if low <= high {
                    for j in low...high {
                        var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1)
                        value = min(value, rows[previous][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, rows[twoBack][j - 2] + 1)
                        }
                        value = min(value, beyond)
                        rows[current][j] = value
                        minimum = min(minimum, value)
                    }
                    work += high - low + 1
                }
                // The cell right of the band, which the next row reads.
                if high + 1 <= b.count { rows[current][high + 1] = beyond }
                if minimum > limit, previousMinimum > limit { return nil }
                previousMinimum = minimum
                (twoBack, previous, current) = (previous, current, twoBack)
            }
            let distance = rows[previous][b.count]
            return distance <= limit ? distance : nil
        }
    }
}

/// How a control character is written inside a Swift string literal: `\n`, `\r`, `\t`, or
/// `\u{…}`; both diagnostics and generated literals write them so.
enum ControlCharacter {
    /// The escape for `scalar`, or `nil` if it is not a control character.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): "\\u{\(String(scalar.value, radix: 16))}"
        default: nil
        }
    }
}

/// Characters that change how the text around them is shown, unseen: Unicode's line and
/// paragraph separators, which editors and terminals show as line breaks, and the
/// bidirectional embeddings, overrides, isolates and marks, which show text in another order
/// than it is written (a name holding U+202E reads backwards from there on). Diagnostics and
/// generated comments write them as escapes.
enum DisplayControl {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `\u{202e}`, as a Swift string literal would write the character.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }
}

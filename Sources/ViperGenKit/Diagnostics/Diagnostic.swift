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

/// Suggests the closest of `candidates` to a misspelt `word`, if any is close enough.
public func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    let length = word.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let allowed = max(1, min(candidate.count, length) / 3)
        // The distance is at least the difference in length: a long word needs no table.
        guard abs(candidate.count - length) <= allowed else { continue }
        let distance = editDistance(lowered, candidate.lowercased())
        if distance <= allowed, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// Edit distance in characters, counting a swap of two neighbours as one edit
/// ("nmae" is one edit from "name").
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
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

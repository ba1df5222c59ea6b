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
    public static func oneLine(_ text: String) -> String {
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
        ControlCharacter.escape(scalar)
            ?? (DisplayControl.contains(scalar) ? DisplayControl.escape(scalar) : nil)
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
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticsError(diagnostics)
        }
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
            case (let left?, let right?): left == right ? lhs.offset < rhs.offset : left < right
            case (nil, nil): lhs.offset < rhs.offset
            case (_?, nil): true
            case (nil, _?): false
            }
        }.map(\.element)
    }
}

import Diagnostics

/// A value read from an input file, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation?
    /// For text read from a YAML scalar whose problems are found later, inside it (the
    /// config's header, and the template tags in it): where each of its characters is written.
    public var places: ValuePlaces?

    public init(_ value: Value, at location: SourceLocation?) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}

extension Located where Value == String {
    /// Where the character at `line` and `column` of the text is written (1-based, lines
    /// ending at line feeds, columns counted in Characters, as template tags are placed):
    /// exactly where the text's places are known, else where the text starts.
    public func location(line: Int, column: Int) -> SourceLocation? {
        places?.location(line: line, column: column, in: value) ?? location
    }

    /// Where the Unicode scalar at `offset` of the text is written: exactly where the text's
    /// places are known, else where the text starts.
    public func location(ofScalar offset: Int) -> SourceLocation? {
        places?.location(ofScalar: offset) ?? location
    }
}

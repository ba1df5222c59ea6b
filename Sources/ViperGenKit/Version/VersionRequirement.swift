/// The viper-gen versions a project accepts, as a config's `version:` writes them: one or
/// more constraints joined by commas, all of which must hold (`">= 0.1, < 0.3"`).
///
/// The operators are those of CocoaPods and Bundler: `>=`, `>`, `<=`, `<`, `==` and the
/// optimistic `~>` (`~> 0.1.2` is `>= 0.1.2, < 0.2.0`; `~> 0.1` is `>= 0.1.0, < 1.0.0`; the
/// last number written may grow, the one before it may not). A version may leave out its
/// minor and patch numbers (`0.3` is `0.3.0`) and carry a pre-release (`1.0.0-beta.1`). A bare
/// version is refused rather than guessed: it could mean "this one" or "this one or later".
public struct VersionRequirement: Sendable, Equatable, CustomStringConvertible {
    public enum Operator: String, Sendable, CaseIterable {
        case atLeast = ">="
        case above = ">"
        case atMost = "<="
        case below = "<"
        case exactly = "=="
        case compatible = "~>"
    }

    public struct Constraint: Sendable, Equatable, CustomStringConvertible {
        public var op: Operator
        public var version: SemanticVersion
        /// How many of the version's numbers were written (for `~>`).
        public var numbers: Int
        /// The version as written, for messages.
        public var written: String

        /// The first version `~>` no longer accepts: the number before the last one written,
        /// plus one (the major for `~> 0` and `~> 0.1`).
        var compatibleLimit: SemanticVersion {
            numbers < 3
                ? SemanticVersion(major: version.major + 1, minor: 0, patch: 0)
                : SemanticVersion(major: version.major, minor: version.minor + 1, patch: 0)
        }

        public func isSatisfied(by candidate: SemanticVersion) -> Bool {
            switch op {
            case .atLeast: candidate >= version
            case .above: candidate > version
            case .atMost: candidate <= version
            case .below: candidate < version
            case .exactly: candidate == version
            case .compatible: candidate >= version && candidate < compatibleLimit
            }
        }

        public var description: String { "\(op.rawValue) \(written)" }
    }

    public var constraints: [Constraint]

    public func isSatisfied(by candidate: SemanticVersion) -> Bool {
        constraints.allSatisfy { $0.isSatisfied(by: candidate) }
    }

    public var description: String { constraints.map(\.description).joined(separator: ", ") }

    /// Where parsing went wrong: a message and the Unicode scalar of the text it points at.
    public struct ParseError: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// Reads a requirement; a requirement no version can satisfy is an error too.
    public static func parse(_ text: String) -> Result<VersionRequirement, ParseError> {
        var scanner = VersionScanner(text)
        var constraints: [Constraint] = []
        repeat {
            if !constraints.isEmpty { scanner.offset += 1 }  // the comma
            scanner.skipSpaces()
            guard !scanner.atEnd, scanner.next != "," else {
                let message =
                    constraints.isEmpty && scanner.atEnd
                    ? "the version requirement is empty; write one such as '>= \(ViperGenVersion.string)'"
                    : "expected a requirement such as '>= 0.1' \(constraints.isEmpty ? "before" : "after") this ','"
                return .failure(ParseError(message: message, offset: scanner.offset))
            }
            switch constraint(&scanner) {
            case .success(let constraint): constraints.append(constraint)
            case .failure(let failure): return .failure(failure)
            }
            scanner.skipSpaces()
            if !scanner.atEnd, scanner.next != "," {
                return .failure(
                    ParseError(
                        message:
                            "unexpected '\(scanner.word())' after the version; join requirements with ',' (>= 0.1, < 0.3)",
                        offset: scanner.offset
                    )
                )
            }
        } while !scanner.atEnd
        let requirement = VersionRequirement(constraints: constraints)
        if requirement.isEmpty {
            return .failure(ParseError(message: "no version satisfies '\(requirement)'", offset: 0))
        }
        return .success(requirement)
    }

    private static func constraint(_ scanner: inout VersionScanner) -> Result<
        Constraint, ParseError
    > {
        let start = scanner.offset
        // The longest operator first: `>=` before `>`.
        let ops = Operator.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        let rest = scanner.scalars[start...]
        guard let op = ops.first(where: { rest.starts(with: $0.rawValue.unicodeScalars) }) else {
            let word = scanner.word()
            let message: String
            let length = scanner.wordLength()
            let written = rest.prefix { "=!<>^~".unicodeScalars.contains($0) }
            if let first = word.unicodeScalars.first, ("0"..."9").contains(first) || first == "v",
                length > VersionScanner.shownLength
            {
                message =
                    "'\(word)' (\(length) characters) needs an operator: '>=' for this version or later, '==' for exactly this one (or >, <=, <, ~>)"
            } else if let first = word.unicodeScalars.first,
                ("0"..."9").contains(first) || first == "v"
            {
                let version = first == "v" ? String(word.dropFirst()) : word
                message =
                    "'\(word)' needs an operator: '>= \(version)' for this version or later, '== \(version)' for exactly this one (or >, <=, <, ~>)"
            } else if !written.isEmpty {
                message =
                    "'\(VersionScanner.shown(written))' is not an operator here; use one of >=, >, <=, <, ==, ~>"
            } else {
                message =
                    "expected an operator (>=, >, <=, <, ==, ~>) and a version, found '\(word)'"
            }
            return .failure(ParseError(message: message, offset: start))
        }
        scanner.offset += op.rawValue.unicodeScalars.count
        scanner.skipSpaces()
        if scanner.next == "v" || scanner.next == "V" {
            return .failure(
                ParseError(
                    message:
                        "write the version without the '\(scanner.next!)' (\(op.rawValue) \(scanner.word().dropFirst()))",
                    offset: scanner.offset))
        }
        let versionStart = scanner.offset
        switch scanner.version() {
        case .success(let parsed):
            return .success(
                Constraint(
                    op: op, version: parsed.version, numbers: parsed.numbers,
                    written: scanner.text(from: versionStart)))
        case .failure(let failure):
            return .failure(ParseError(message: failure.message, offset: failure.offset))
        }
    }

    /// Whether no version satisfies every constraint: the highest lower bound lies above the
    /// lowest upper bound (or on it, where either excludes it).
    var isEmpty: Bool {
        var lower: (version: SemanticVersion, inclusive: Bool)?
        var upper: (version: SemanticVersion, inclusive: Bool)?
        func raiseLower(_ version: SemanticVersion, _ inclusive: Bool) {
            if let current = lower,
                current.version > version || (current.version == version && !current.inclusive)
            {
                return
            }
            lower = (version, inclusive)
        }
        func lowerUpper(_ version: SemanticVersion, _ inclusive: Bool) {
            if let current = upper,
                current.version < version || (current.version == version && !current.inclusive)
            {
                return
            }
            upper = (version, inclusive)
        }
        for constraint in constraints {
            switch constraint.op {
            case .atLeast: raiseLower(constraint.version, true)
            case .above: raiseLower(constraint.version, false)
            case .atMost: lowerUpper(constraint.version, true)
            case .below: lowerUpper(constraint.version, false)
            case .exactly:
                raiseLower(constraint.version, true)
                lowerUpper(constraint.version, true)
            case .compatible:
                raiseLower(constraint.version, true)
                lowerUpper(constraint.compatibleLimit, false)
            }
        }
        guard let lower, let upper else { return false }
        return lower.version > upper.version
            || (lower.version == upper.version && !(lower.inclusive && upper.inclusive))
    }
}

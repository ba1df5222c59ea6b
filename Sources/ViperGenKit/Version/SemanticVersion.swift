/// A semantic version (semver.org 2.0): `major.minor.patch`, an optional pre-release
/// (`-beta.2`) and optional build metadata (`+abc`), ordered by the standard's precedence.
/// Build metadata takes no part in comparisons.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The dot-separated identifiers after `-`; empty for a release.
    public var prerelease: [String]
    /// The text after `+`, if any.
    public var build: String?

    public init(major: Int, minor: Int, patch: Int, prerelease: [String] = [], build: String? = nil)
    {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
    }

    /// A complete version (three numbers), or `nil`.
    public init?(parsing text: String) {
        var scanner = VersionScanner(text)
        guard case .success(let parsed) = scanner.version(), parsed.numbers == 3, scanner.atEnd
        else { return nil }
        self = parsed.version
    }

    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if let build { text += "+" + build }
        return text
    }

    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
            && lhs.prerelease == rhs.prerelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        // A pre-release comes before its release.
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let l?, let r?): return l < r
            // Numeric identifiers come before alphanumeric ones.
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }
}

/// Reads a version from text, reporting where it goes wrong (in Unicode scalars from the
/// start of the text).
struct VersionScanner {
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    let scalars: [Unicode.Scalar]
    var offset = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var atEnd: Bool { offset == scalars.count }
    var next: Unicode.Scalar? { atEnd ? nil : scalars[offset] }

    mutating func skipSpaces() {
        while let scalar = next, scalar == " " || scalar == "\t" { offset += 1 }
    }

    /// The text from `start` to where the scanner is.
    func text(from start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<offset])
        return text
    }

    /// The rest of the word at the scanner, for messages: up to a space or comma, in full
    /// up to `shownLength` characters, cut visibly beyond ("1234…").
    func word() -> String {
        var end = offset
        while end < scalars.count, end - offset <= Self.shownLength, scalars[end] != " ",
            scalars[end] != ","
        {
            end += 1
        }
        return Self.shown(scalars[offset..<end])
    }

    /// The length of the word at the scanner, however long (`word()` may cut it).
    func wordLength() -> Int {
        scalars[offset...].prefix { $0 != " " && $0 != "," }.count
    }

    /// How many characters of a word a message quotes in full.
    static let shownLength = 40

    /// `scalars` as a message quotes them: in full up to `shownLength`, else the first
    /// `shownLength - 1` and "…".
    static func shown(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(
            contentsOf: scalars.count > shownLength
                ? scalars.prefix(shownLength - 1) : scalars)
        return scalars.count > shownLength ? text + "…" : text
    }

    /// `major(.minor(.patch)?)?(-prerelease)?(+build)?`, with how many numbers were written.
    mutating func version() -> Result<(version: SemanticVersion, numbers: Int), Failure> {
        var numbers: [Int] = []
        repeat {
            if !numbers.isEmpty {
                guard numbers.count < 3 else {
                    return .failure(
                        Failure(
                            message: "a version has at most three numbers (major.minor.patch)",
                            offset: offset))
                }
                offset += 1  // the dot
            }
            switch number() {
            case .success(let number): numbers.append(number)
            case .failure(let failure): return .failure(failure)
            }
        } while next == "."
        var version = SemanticVersion(
            major: numbers[0],
            minor: numbers.count > 1 ? numbers[1] : 0,
            patch: numbers.count > 2 ? numbers[2] : 0
        )
        if next == "-" {
            offset += 1
            switch identifiers(what: "pre-release", numericRule: true) {
            case .success(let identifiers): version.prerelease = identifiers
            case .failure(let failure): return .failure(failure)
            }
        }
        if next == "+" {
            offset += 1
            switch identifiers(what: "build metadata", numericRule: false) {
            case .success(let identifiers): version.build = identifiers.joined(separator: ".")
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success((version, numbers.count))
    }

    /// A number without leading zeros, of at most nine digits.
    private mutating func number() -> Result<Int, Failure> {
        let start = offset
        while let scalar = next, ("0"..."9").contains(scalar) { offset += 1 }
        let digits = text(from: start)
        if digits.isEmpty {
            let found = atEnd ? "the end" : "'\(word())'"
            return .failure(
                Failure(message: "expected a number of the version, found \(found)", offset: start))
        }
        if digits.count > 1, digits.hasPrefix("0") {
            return .failure(
                Failure(
                    message:
                        "'\(Self.shown(scalars[start..<offset]))' has a leading zero, which a version's numbers do not",
                    offset: start))
        }
        guard digits.count <= 9, let value = Int(digits) else {
            let count = offset - start
            let quoted =
                count > Self.shownLength
                ? "'\(Self.shown(scalars[start..<offset]))' (\(count) digits)" : "'\(digits)'"
            return .failure(
                Failure(message: "\(quoted) is too large for a version number", offset: start))
        }
        return .success(value)
    }

    /// Dot-separated identifiers of `[0-9A-Za-z-]`, none empty; with `numericRule`, a numeric
    /// identifier has no leading zero.
    private mutating func identifiers(what: String, numericRule: Bool) -> Result<[String], Failure>
    {
        var identifiers: [String] = []
        repeat {
            if !identifiers.isEmpty { offset += 1 }
            let start = offset
            while let scalar = next,
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar)
                    || ("A"..."Z").contains(scalar) || scalar == "-"
            {
                offset += 1
            }
            let identifier = text(from: start)
            if identifier.isEmpty {
                return .failure(
                    Failure(
                        message: "expected a \(what) identifier (letters, digits, '-')",
                        offset: start))
            }
            if numericRule, identifier.count > 1, identifier.hasPrefix("0"),
                identifier.allSatisfy(\.isNumber)
            {
                return .failure(
                    Failure(
                        message:
                            "'\(Self.shown(scalars[start..<offset]))' has a leading zero, which a numeric \(what) identifier does not",
                        offset: start))
            }
            identifiers.append(identifier)
        } while next == "."
        return .success(identifiers)
    }
}

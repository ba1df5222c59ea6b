import Foundation

/// The work of reading a template, counted while a task binds `current` (tests that bound it
/// do): the Unicode scalars the tokenizer goes through, and the progress ICU reports while the
/// lax parsers' regular expressions match, once for each place a search starts from and once
/// for each 10,000 or so steps of backtracking. Only the task that binds it reads and writes
/// it, as reading a template is synchronous.
final class LiquidWork: @unchecked Sendable {
    @TaskLocal static var current: LiquidWork?

    var scalars = 0
    var regexReports = 0
    /// Values a render went through: measured, compared, or compared while sorting.
    var values = 0
}

/// A regular expression of Ruby's Liquid, ported to ICU (Ruby's `\w`, `\s` and `\d` are ASCII
/// classes, written out here so ICU's Unicode classes do not widen them).
final class LiquidRegex: @unchecked Sendable {
    let regex: NSRegularExpression

    init(_ pattern: String, dotAll: Bool = false) {
        // swiftlint:disable:next force_try
        regex = try! NSRegularExpression(
            pattern: pattern, options: dotAll ? [.dotMatchesLineSeparators] : [])
    }

    /// The groups of the first match (nil for a group that took no part), or nil.
    func match(_ text: String) -> [String?]? {
        let string = text as NSString
        return matches(in: text, length: string.length, first: true).first.map {
            groups($0, string)
        }
    }

    /// Every match, as Ruby's `scan` gives them.
    func scan(_ text: String) -> [[String?]] {
        let string = text as NSString
        return matches(in: text, length: string.length).map { groups($0, string) }
    }

    /// `text` with every match replaced by what `replacement` makes of the match.
    func replace(_ text: String, _ replacement: (String) -> String) -> String {
        let string = text as NSString
        var result = ""
        var last = 0
        for match in matches(in: text, length: string.length) {
            result += string.substring(
                with: NSRange(location: last, length: match.range.location - last))
            result += replacement(string.substring(with: match.range))
            last = match.range.location + match.range.length
        }
        result += string.substring(from: last)
        return result
    }

    /// The matches in the whole of `text` (`length` UTF-16 units), or only the first; the
    /// progress ICU reports meanwhile is counted when a task binds `LiquidWork.current`.
    private func matches(in text: String, length: Int, first: Bool = false)
        -> [NSTextCheckingResult]
    {
        let work = LiquidWork.current
        var found: [NSTextCheckingResult] = []
        regex.enumerateMatches(
            in: text, options: work == nil ? [] : [.reportProgress],
            range: NSRange(location: 0, length: length)
        ) { result, flags, stop in
            if flags.contains(.progress) { work?.regexReports += 1 }
            guard let result else { return }
            found.append(result)
            if first { stop.pointee = true }
        }
        return found
    }

    private func groups(_ result: NSTextCheckingResult, _ string: NSString) -> [String?] {
        (0..<result.numberOfRanges).map { index in
            let range = result.range(at: index)
            return range.location == NSNotFound ? nil : string.substring(with: range)
        }
    }
}

/// The patterns of Liquid 5.4's lax parsers.
enum LiquidPatterns {
    static let s = "[ \\t\\r\\n\\f\\x0B]"
    static let w = "[a-zA-Z0-9_]"
    static let quotedString = "(?:\"[^\"]*\"|'[^']*')"
    static let quotedFragment =
        "(?:\(quotedString)|(?:[^ \\t\\r\\n\\f\\x0B,|'\"]|\(quotedString))+)"
    static let variableSegment = "[a-zA-Z0-9_\\-]"
    static let tagAttributes = "(\(w)[a-zA-Z0-9_-]*)\(s)*:\(s)*(\(quotedFragment))"

    static let fullToken = LiquidRegex(
        "\\A\\{%-?(\(s)*)(#|\(w)+)(\(s)*)(.*?)-?%\\}\\z", dotAll: true)
    static let contentOfVariable = LiquidRegex("\\A\\{\\{-?(.*?)-?\\}\\}\\z", dotAll: true)
    static let rawEnd = LiquidRegex("\\A(.*)\\{%\(s)*(\(w)+)\(s)*(.*)?%\\}\\z", dotAll: true)
    static let blankMarkup = LiquidRegex("\\A\(s)*\\z")

    static let markupWithQuotedFragment = LiquidRegex("(\(quotedFragment))(.*)", dotAll: true)
    static let filterMarkup = LiquidRegex("\\|\(s)*(.*)", dotAll: true)
    static let filterParser = LiquidRegex("(?:\(s)+|\(quotedFragment)|,)+")
    static let filterArgs = LiquidRegex("(?::|,)\(s)*((?:\(w)+\(s)*:\(s)*)?\(quotedFragment))")
    static let justTagAttributes = LiquidRegex("\\A\(tagAttributes)\\z")
    static let word = LiquidRegex("\(w)+")
    static let tagAttributesScan = LiquidRegex(tagAttributes)

    static let integer = LiquidRegex("\\A(-?[0-9]+)\\z")
    static let float = LiquidRegex("\\A(-?[0-9][0-9.]+)\\z")
    static let range = LiquidRegex(
        "\\A\\(\(s)*(?>([^ \\t\\r\\n\\f\\x0B]+)\(s)*\\.\\.)\(s)*([^ \\t\\r\\n\\f\\x0B]+)\(s)*\\)\\z"
    )
    static let variableParser = LiquidRegex("\\[[^\\]]+\\]|\(variableSegment)+\\??")

    static let ifSyntax = LiquidRegex(
        "(\(quotedFragment))\(s)*([=!<>a-z_]+)?\(s)*(\(quotedFragment))?")
    static let expressionsAndOperators = LiquidRegex(
        "(?:\\b(?:\(s)?and\(s)?|\(s)?or\(s)?)\\b|(?:\(s)*(?!\\b(?:\(s)?and\(s)?|\(s)?or\(s)?)\\b)(?:\(quotedFragment)|[^ \\t\\r\\n\\f\\x0B]+)\(s)*)+)"
    )
    static let forSyntax = LiquidRegex(
        "\\A(\(variableSegment)+)\(s)+in\(s)+((?:\(quotedFragment))+)\(s)*(reversed)?")
    static let caseSyntax = LiquidRegex("(\(quotedFragment))")
    static let whenSyntax = LiquidRegex(
        "(\(quotedFragment))(?:(?:\(s)+or\(s)+|\(s)*,\(s)*)(\(quotedFragment).*))?", dotAll: true)
    static let cycleSimple = LiquidRegex("\\A(?:\(quotedFragment))+")
    static let cycleNamed = LiquidRegex("\\A(\(quotedFragment))\(s)*:\(s)*(.*)", dotAll: true)
    static let cycleVariable = LiquidRegex("\(s)*(\(quotedFragment))\(s)*")
    static let assignSyntax = LiquidRegex(
        "((?:\\(?[a-zA-Z0-9_\\-.\\[\\]]\\)?)+)\(s)*=\(s)*(.*)\(s)*", dotAll: true)
    static let captureSyntax = LiquidRegex("((?:\\(?[a-zA-Z0-9_\\-.\\[\\]]\\)?)+)")
    static let includeSyntax = LiquidRegex(
        "((?:\(quotedFragment))+)(\(s)+(?:with|for)\(s)+((?:\(quotedFragment))+))?(\(s)+(?:as)\(s)+(\(variableSegment)+))?"
    )
    static let includeWithFor = LiquidRegex("\(s)+(with|for)\(s)+")
}

/// Ruby's idea of whitespace for `strip`, `lstrip` and `rstrip` (and the NUL they also drop).
func isRubySpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\0": true
    default: false
    }
}

extension String {
    var rubyLstrip: String {
        String(String.UnicodeScalarView(unicodeScalars.drop(while: isRubySpace)))
    }

    var rubyRstrip: String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, isRubySpace(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    var rubyStrip: String { rubyLstrip.rubyRstrip }
}

import Diagnostics
import Yams

/// Reads a Yams node tree for one file, reporting wrong shapes as located diagnostics.
struct NodeReader {
    let path: String
    var diagnostics = DiagnosticCollector()
    /// Lines whose values `SignatureQuoting` wrapped in quotes the user did not write, when YAML
    /// could not read the text as written.
    var autoQuotedLines: Set<Int> = []
    /// The text YAML read, to place problems found inside values; without it they are placed
    /// as many columns after the value's start as they are characters into the value.
    var source: YAMLSource?

    init(path: String, source: YAMLSource? = nil) {
        self.path = path
        self.source = source
        autoQuotedLines = source?.quoting?.quotedLines ?? []
    }

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// Where the text of a scalar starts: after the opening quote of a quoted scalar.
    func contentLocation(of node: Node) -> SourceLocation {
        let start = location(of: node)
        switch node.scalar?.style {
        case .singleQuoted? where autoQuotedLines.contains(start.line): return start
        case .singleQuoted?, .doubleQuoted?: return start.advanced(by: 1)
        default: return start
        }
    }

    /// Reports a key that the mapping's description names (so `mapping` let it through) but no
    /// case of its reader reads: a key added to a description and not to its reader, which a
    /// test catches, reported rather than read as another key or ignored.
    mutating func unreadDescribedKey(_ key: Located<String>, of what: String) {
        diagnostics.error(
            "viper-gen describes the key '\(key.value)' of \(what) but does not read it (a bug in viper-gen)",
            at: key.location)
    }

    /// The pairs of a mapping whose keys are all in `allowed`; unknown keys are reported,
    /// and the `refused` ones with the reason given for each.
    mutating func mapping(
        _ node: Node,
        what: String,
        allowed: [String],
        refused: [String: String] = [:]
    ) -> [(key: Located<String>, value: Node)]? {
        guard let mapping = node.mapping else {
            diagnostics.error(
                "\(what) must be a mapping of keys to values, not \(describe(node))",
                at: location(of: node))
            return nil
        }
        var pairs: [(key: Located<String>, value: Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                diagnostics.error("keys of \(what) must be plain names", at: location(of: keyNode))
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.error("duplicate key '\(key)' in \(what)", at: location(of: keyNode))
                continue
            }
            if let reason = refused[key] {
                diagnostics.error(reason, at: location(of: keyNode))
                continue
            }
            guard allowed.contains(key) else {
                var message = "unknown key '\(key)' in \(what)"
                if let suggestion = didYouMean(key, in: allowed) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of: \(allowed.joined(separator: ", "))"
                }
                diagnostics.error(message, at: location(of: keyNode))
                continue
            }
            pairs.append((Located(key, at: location(of: keyNode)), value))
        }
        return pairs
    }

    /// Where each character of a scalar's value is written, when the text YAML read is known.
    mutating func places(of node: Node) -> ValuePlaces? {
        source?.places(of: node)
    }

    /// Where the Unicode scalar at `offset` of the scalar `node`'s value is written.
    mutating func location(ofScalar offset: Int, in node: Node) -> SourceLocation? {
        places(of: node)?.location(ofScalar: offset)
            ?? contentLocation(of: node).advanced(by: offset)
    }

    /// A scalar's text; collections and nulls are reported.
    mutating func string(_ node: Node, what: String) -> Located<String>? {
        guard let scalar = node.scalar, !isNull(node) else {
            diagnostics.error(
                "\(what) must be a single value, not \(describe(node))", at: location(of: node))
            return nil
        }
        return Located(scalar.string, at: contentLocation(of: node))
    }

    /// One of a fixed set of values, with a did-you-mean for a misspelling.
    mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ node: Node,
        what: String,
        as type: Choice.Type
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = string(node, what: what) else { return nil }
        if let value = Choice(rawValue: text.value) {
            return Located(value, at: text.location)
        }
        let names = Choice.allCases.map(\.rawValue)
        var message = "'\(text.value)' is not a valid \(what)"
        if let suggestion = didYouMean(text.value, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: \(names.joined(separator: ", "))"
        }
        diagnostics.error(message, at: text.location)
        return nil
    }

    /// The items of a sequence.
    mutating func sequence(_ node: Node, what: String) -> [Node]? {
        guard let sequence = node.sequence else {
            diagnostics.error(
                "\(what) must be a list, not \(describe(node))", at: location(of: node))
            return nil
        }
        return Array(sequence)
    }

    /// A Swift type written as a scalar. The value of `key` in a block mapping that YAML read
    /// as a collection (`tags: [String]`) is the type written on the key's line.
    mutating func type(_ node: Node, what: String, key: Node? = nil) -> Located<TypeExpr>? {
        if let key,
            case .line(let text, let places)? = source?.writtenValue(of: node, as: .value(of: key))
        {
            do {
                return Located(try SwiftSignatureParser.parseType(text.value), at: text.location)
            } catch {
                diagnostics.error(
                    "invalid type for \(what): \(error.message)",
                    at: places.location(ofScalar: error.offset))
                return nil
            }
        }
        // Only a collection written in brackets reads back as a type: a mapping or a list on
        // the lines below a key is structure, which no type is written as.
        if node.scalar == nil, source?.isFlowCollection(node) != false,
            let flow = flowType(node, placed: false)
        {
            do {
                return Located(
                    try SwiftSignatureParser.parseType(flow.text), at: location(of: node))
            } catch {
                // Where the characters are written is worked out for a message only.
                let place = flowType(node, placed: true)?.places?.location(ofScalar: error.offset)
                diagnostics.error(
                    "invalid type for \(what): \(error.message)", at: place ?? location(of: node))
                return nil
            }
        }
        guard let text = string(node, what: what) else { return nil }
        do {
            return Located(try SwiftSignatureParser.parseType(text.value), at: text.location)
        } catch {
            diagnostics.error(
                "invalid type for \(what): \(error.message)",
                at: location(ofScalar: error.offset, in: node))
            return nil
        }
    }

    /// `[String]` and `[String: Int]` in a flow collection (`{ tags: [String] }`) read back as
    /// type text, and if `placed`, where its characters are written (the brackets and `: `
    /// YAML read as structure are placed where the collection starts and where its key ends).
    private mutating func flowType(_ node: Node, placed: Bool) -> (
        text: String, places: ValuePlaces?
    )? {
        var pair: (key: Node, value: Node)?
        if let sequence = node.sequence, sequence.count == 1, let element = sequence.first {
            // `[String: Int]` is a sequence holding one pair, which YAML starts where its key
            // starts; `[{String: Int}]` is a sequence holding a mapping, an array of dictionaries.
            if let mapping = element.mapping, mapping.count == 1, let (key, value) = mapping.first,
                key.mark?.line == element.mark?.line, key.mark?.column == element.mark?.column
            {
                pair = (key, value)
            } else {
                guard let inner = typeText(element, placed: placed) else { return nil }
                return bracketed([inner], opening: location(of: node))
            }
        } else if let mapping = node.mapping, mapping.count == 1, let (key, value) = mapping.first {
            pair = (key, value)
        }
        guard let (key, value) = pair, key.scalar != nil,
            let keyText = typeText(key, placed: placed),
            let valueText = typeText(value, placed: placed)
        else { return nil }
        let separator = (
            text: ": ",
            places: keyText.places.map { Self.repeated($0.location(ofScalar: $0.count), 2) }
        )
        return bracketed([keyText, separator, valueText], opening: location(of: node))
    }

    /// The type text of a scalar or a flow collection, and if `placed`, where its characters are.
    private mutating func typeText(_ node: Node, placed: Bool) -> (
        text: String, places: ValuePlaces?
    )? {
        guard let scalar = node.scalar else { return flowType(node, placed: placed) }
        return (scalar.string, placed ? places(of: node) : nil)
    }

    /// `[` + `parts` + `]`, the opening bracket at `opening` and the closing one where the last
    /// part ends.
    private func bracketed(_ parts: [(text: String, places: ValuePlaces?)], opening: SourceLocation)
        -> (text: String, places: ValuePlaces?)
    {
        let text = "[" + parts.map(\.text).joined() + "]"
        let placed = parts.compactMap(\.places)
        guard placed.count == parts.count else { return (text, nil) }
        var joined = Self.repeated(opening, 1)
        for places in placed { joined = joined.followed(by: places) }
        let end = joined.location(ofScalar: joined.count)
        joined.append(line: end.line, column: end.column)
        joined.end(line: end.line, column: end.column)
        return (text, joined)
    }

    /// `count` characters all written at `location`.
    private static func repeated(_ location: SourceLocation, _ count: Int) -> ValuePlaces {
        var places = ValuePlaces(file: location.file)
        for _ in 0..<count { places.append(line: location.line, column: location.column) }
        return places
    }

    /// A Swift function signature written as a scalar, without `func`; `example` is one, for
    /// a message. An item of a block sequence that YAML read as a collection (`-
    /// showCarDetail(for viewModel: CarViewModel)`, a mapping to YAML) is the signature
    /// written on its line; one that goes on to the lines below it is a collection, which a
    /// signature is not. `prefix` tells how many leading characters of the text stand before
    /// the signature (`command: ` before a use case's).
    mutating func signature(
        _ node: Node,
        what: String,
        example: String,
        prefix: (String) -> Int = { _ in 0 }
    ) -> Located<FunctionSignature>? {
        let text: Located<String>
        var places: ValuePlaces?
        switch source?.writtenValue(of: node, as: .item) {
        case .line(let written, let writtenPlaces)?:
            (text, places) = (written, writtenPlaces)
        case .lines?:
            diagnostics.error(
                "\(what)s are Swift signatures like '\(example)', not \(node.mapping == nil ? "lists" : "mappings")",
                at: location(of: node)
            )
            return nil
        case nil:
            guard let scalar = string(node, what: what) else { return nil }
            text = scalar
        }
        let skipped = prefix(text.value)
        let signatureText = String(text.value.unicodeScalars.dropFirst(skipped))
        do {
            let start =
                skipped == 0
                ? text.location
                : places?.location(ofScalar: skipped) ?? location(ofScalar: skipped, in: node)
            return Located(try SwiftSignatureParser.parseSignature(signatureText), at: start)
        } catch {
            let offset = error.offset + skipped
            let place = places?.location(ofScalar: offset) ?? location(ofScalar: offset, in: node)
            diagnostics.error("invalid \(what) '\(signatureText)': \(error.message)", at: place)
            return nil
        }
    }

    /// A route's signature. A route returns nothing; what its `->` names is the module it
    /// opens (`showCarDetail(for car: Car) -> CarDetail`), kept as its `destination`, located
    /// at the name. Any other type after `->` stays the signature's result, which the rules
    /// refuse in a route.
    mutating func routeSignature(_ node: Node, example: String) -> Located<FunctionSignature>? {
        guard var route = signature(node, what: "route", example: example) else { return nil }
        // A standard type (`-> Bool`, `-> Never`) is a result: no module may take its name.
        guard case .named(let name, generics: let generics)? = route.value.returnType,
            generics.isEmpty, SwiftNames.isTypeName(name), !SwiftNames.keywords.contains(name),
            !SwiftNames.reservedTypes.contains(name)
        else { return route }
        route.value.returnType = nil
        var place = route.location
        // The route as written: an unquoted one with `: ` in it reads as a mapping.
        let written: (text: String, places: ValuePlaces?)? =
            switch source?.writtenValue(of: node, as: .item) {
            case .line(let text, let places)?: (text.value, places)
            case .lines?: nil
            case nil: node.scalar.map { ($0.string, nil) }
            }
        if let (text, places) = written,
            let arrow = text.range(of: "->", options: .backwards),
            let found = text.range(of: name, range: arrow.upperBound..<text.endIndex)
        {
            let offset = text.unicodeScalars.distance(
                from: text.unicodeScalars.startIndex, to: found.lowerBound)
            place = places?.location(ofScalar: offset) ?? location(ofScalar: offset, in: node)
        }
        route.value.destination = Located(name, at: place)
        return route
    }

    /// A use case's signature, and whether the spec says it is a command (`command: placeOrder()
    /// async throws`) or a query (`query: featured() -> Product?`); nil when it says neither, for
    /// the default rule (`UseCaseNaming.isCommand`).
    mutating func useCaseSignature(_ node: Node, example: String) -> (
        signature: Located<FunctionSignature>, isCommand: Bool?
    )? {
        var role: Bool?
        let signature = self.signature(node, what: "use case", example: example) { text in
            for (prefix, isCommand) in [("command:", true), ("query:", false)]
            where text.hasPrefix(prefix) {
                let rest = text.dropFirst(prefix.count)
                let blanks = rest.prefix { $0 == " " || $0 == "\t" }.count
                guard blanks > 0 else { continue }
                role = isCommand
                return prefix.count + blanks
            }
            return 0
        }
        return signature.map { ($0, role) }
    }

    /// A free value for templates. `budget` bounds the nodes visited, so an alias bomb stays cheap.
    mutating func templateValue(_ node: Node, budget: inout Int) -> TemplateValue? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return .string(scalar.string) }
            if isNull(node) { return .null }
            if let value = PlainScalar.bool(scalar.string) { return .bool(value) }
            if let value = PlainScalar.int(scalar.string) { return .int(value) }
            if let value = PlainScalar.double(scalar.string) { return .double(value) }
            return .string(scalar.string)
        case .sequence(let sequence):
            var values: [TemplateValue] = []
            for item in sequence {
                guard let value = templateValue(item, budget: &budget) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping(let mapping):
            var values: [String: TemplateValue] = [:]
            for (key, item) in mapping {
                guard let name = key.scalar?.string else {
                    diagnostics.error("keys of params must be plain names", at: location(of: key))
                    return nil
                }
                guard let value = templateValue(item, budget: &budget) else { return nil }
                values[name] = value
            }
            return .dictionary(values)
        case .alias:
            return .null
        }
    }

    /// `~`, `null` or nothing, written without quotes.
    func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return PlainScalar.isNull(scalar.string)
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar where isNull(node): "an empty value"
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .alias: "an alias"
        }
    }
}

/// What a plain (unquoted) YAML scalar means, as YAML 1.1 reads it: Yams can resolve this
/// too, but with a regular expression per rule and scalar, which costs more than all the
/// rest of reading a spec.
enum PlainScalar {
    static func isNull(_ text: String) -> Bool {
        ["", "~", "null", "Null", "NULL"].contains(text)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": false
        default: nil
        }
    }

    /// Decimal, `0x` hexadecimal, `0o` octal or `0b` binary, with `_` separators.
    static func int(_ text: String) -> Int? {
        var digits = Substring(text.replacingOccurrences(of: "_", with: ""))
        var sign = 1
        if let first = digits.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
        let radix: Int
        switch digits.prefix(2) {
        case "0x": radix = 16
        case "0o": radix = 8
        case "0b": radix = 2
        default: radix = 10
        }
        if radix != 10 { digits = digits.dropFirst(2) }
        return Int(digits, radix: radix).flatMap {
            $0.multipliedReportingOverflow(by: sign).overflow ? nil : $0 * sign
        }
    }

    /// Decimal with a point or an exponent, or `.inf`, `-.inf`, `.nan`.
    static func double(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let plain = text.replacingOccurrences(of: "_", with: "")
        guard plain.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            plain.contains(where: \.isNumber)
        else {
            return nil
        }
        return Double(plain)
    }
}

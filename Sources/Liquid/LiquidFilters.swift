import Diagnostics
import Foundation

/// Liquid 5.4's standard filters, as Ruby runs them on Ruby's values.
enum LiquidFilters {
    /// The arguments each filter takes besides its input (fewest, most), as Ruby checks them.
    static let arity: [String: (Int, Int)] = [
        "size": (0, 0), "downcase": (0, 0), "upcase": (0, 0), "capitalize": (0, 0),
        "escape": (0, 0), "h": (0, 0),
        "escape_once": (0, 0), "url_encode": (0, 0), "url_decode": (0, 0), "base64_encode": (0, 0),
        "base64_decode": (0, 0), "base64_url_safe_encode": (0, 0), "base64_url_safe_decode": (0, 0),
        "slice": (1, 2), "truncate": (0, 2), "truncatewords": (0, 2), "split": (1, 1),
        "strip": (0, 0),
        "lstrip": (0, 0), "rstrip": (0, 0), "strip_html": (0, 0), "strip_newlines": (0, 0),
        "join": (0, 1),
        "sort": (0, 1), "sort_natural": (0, 1), "where": (1, 2), "uniq": (0, 1), "reverse": (0, 0),
        "map": (1, 1),
        "compact": (0, 1), "replace": (1, 2), "replace_first": (1, 2), "replace_last": (2, 2),
        "remove": (1, 1),
        "remove_first": (1, 1), "remove_last": (1, 1), "append": (1, 1), "concat": (1, 1),
        "prepend": (1, 1),
        "newline_to_br": (0, 0), "date": (1, 1), "first": (0, 0), "last": (0, 0), "abs": (0, 0),
        "plus": (1, 1),
        "minus": (1, 1), "times": (1, 1), "divided_by": (1, 1), "modulo": (1, 1), "round": (0, 1),
        "ceil": (0, 0),
        "floor": (0, 0), "at_least": (1, 1), "at_most": (1, 1), "default": (0, 2),
    ]

    static func apply(
        _ name: String, to input: LiquidValue, arguments: [LiquidValue], renderer: LiquidRenderer
    ) throws(LiquidRenderError) -> LiquidValue {
        // Lax Liquid passes the value of an unknown filter through.
        guard let (fewest, most) = arity[name] else { return input }
        guard arguments.count >= fewest, arguments.count <= most else {
            let expected = fewest == most ? "\(fewest + 1)" : "\(fewest + 1)..\(most + 1)"
            throw LiquidRenderError(
                message:
                    "wrong number of arguments (given \(arguments.count + 1), expected \(expected)) for the filter '\(name)'"
            )
        }
        // What going through the input costs, lists counted by their elements too; its text
        // is built only for the filters that read it (a list's is made element by element).
        try renderer.processed(renderer.cost(of: input))
        func argument(_ index: Int) -> LiquidValue? {
            index < arguments.count ? arguments[index] : nil
        }
        lazy var text = input.rubyDescription
        switch name {
        case "size":
            switch input {
            case .string(let string): return .integer(string.unicodeScalars.count)
            case .array(let items): return .integer(items.count)
            case .hash(let members): return .integer(members.count)
            case .integer: return .integer(8)
            default: return .integer(0)
            }
        case "downcase": return .string(text.lowercased())
        case "upcase": return .string(text.uppercased())
        case "capitalize":
            guard let first = text.unicodeScalars.first else { return .string("") }
            return .string(
                String(first).uppercased()
                    + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())).lowercased()
            )
        case "escape", "h":
            if input == .nil { return .nil }
            return .string(escapeHTML(text))
        case "escape_once":
            return .string(escapeOnceRegex.replace(text) { htmlEscapes[$0] ?? $0 })
        case "url_encode":
            if input == .nil { return .nil }
            return .string(urlEncode(text))
        case "url_decode":
            if input == .nil { return .nil }
            return .string(try urlDecode(text))
        case "base64_encode": return .string(Data(text.utf8).base64EncodedString())
        case "base64_url_safe_encode":
            return .string(
                Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                    .replacingOccurrences(of: "/", with: "_"))
        case "base64_decode", "base64_url_safe_decode":
            var encoded = text
            if name == "base64_url_safe_decode" {
                encoded = encoded.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
                    of: "_", with: "/")
                while encoded.utf8.count % 4 != 0 { encoded += "=" }
            }
            guard let data = Data(base64Encoded: encoded),
                let decoded = String(data: data, encoding: .utf8)
            else {
                throw LiquidRenderError(message: "invalid base64 provided to \(name)")
            }
            return .string(decoded)
        case "slice":
            let offset = try toInteger(arguments[0])
            let length = try argument(1).map(toInteger) ?? 1
            if case .array(let items) = input {
                return .array(rubySlice(items, offset, length) ?? [])
            }
            let scalars = Array(text.unicodeScalars)
            return .string(
                rubySlice(scalars, offset, length).map { String(String.UnicodeScalarView($0)) }
                    ?? "")
        case "truncate":
            if input == .nil { return .nil }
            let length = try argument(0).map(toInteger) ?? 50
            let ellipsis = argument(1)?.rubyDescription ?? "..."
            let scalars = Array(text.unicodeScalars)
            guard scalars.count > length else { return .string(text) }
            let keep = max(LiquidRenderer.clampedSum(length, -ellipsis.unicodeScalars.count), 0)
            return .string(String(String.UnicodeScalarView(scalars.prefix(keep))) + ellipsis)
        case "truncatewords":
            if input == .nil { return .nil }
            var words = try argument(0).map(toInteger) ?? 15
            if words <= 0 { words = 1 }
            let ellipsis = argument(1)?.rubyDescription ?? "..."
            let list = awkSplit(text, limit: LiquidRenderer.clampedSum(words, 1))
            guard list.count > words else { return .string(text) }
            return .string(list.prefix(words).joined(separator: " ") + ellipsis)
        case "split":
            let pattern = arguments[0].rubyDescription
            try renderer.processed(
                LiquidRenderer.searchCost(text: text.utf8.count, needle: pattern.utf8.count))
            let parts = rubySplit(text, pattern)
            try renderer.processed(parts.count * LiquidRenderer.elementBytes)
            return .array(parts.map { .string($0) })
        case "strip": return .string(text.rubyStrip)
        case "lstrip": return .string(text.rubyLstrip)
        case "rstrip": return .string(text.rubyRstrip)
        case "strip_html":
            return .string(
                stripHTMLTags.replace(stripHTMLBlocks.replace(text) { _ in "" }) { _ in "" })
        case "strip_newlines": return .string(newline.replace(text) { _ in "" })
        case "newline_to_br": return .string(newline.replace(text) { _ in "<br />\n" })
        case "join":
            let glue = argument(0)?.rubyDescription ?? " "
            return .string(iterate(input).map(\.liquidOutput).joined(separator: glue))
        case "sort", "sort_natural":
            let items = iterate(input)
            if items.isEmpty { return .array([]) }
            let natural = name == "sort_natural"
            if let property = argument(0), property != .nil {
                guard items.allSatisfy(respondsToIndex) else { return .nil }
                if items.count == 1 { return .array(items) }  // Ruby's sort compares nothing
                let keys = try items.map { (item) throws(LiquidRenderError) in
                    try propertyOf(item, property, renderer: renderer)
                }
                let order = try sortedIndices(keys, natural: natural, renderer: renderer)
                return .array(order.map { items[$0] })
            }
            return .array(
                try sortedIndices(items, natural: natural, renderer: renderer).map { items[$0] })
        case "where":
            let items = iterate(input)
            if items.isEmpty { return .array([]) }
            let property = arguments[0]
            let target = argument(1) ?? .nil
            var result: [LiquidValue] = []
            for item in items {
                if item == .nil || !respondsToIndex(item) { return .nil }
                let value = try propertyOf(item, property, renderer: renderer)
                if target == .nil ? value.isTruthy : try renderer.equals(value, target) {
                    result.append(item)
                }
            }
            return .array(result)
        case "uniq":
            let items = iterate(input)
            // A set of what was seen: a linear search made `uniq` quadratic in the items.
            var seen: Set<LiquidValue> = []
            var result: [LiquidValue] = []
            if let property = argument(0), property != .nil, !items.isEmpty {
                // Ruby's uniq reads no key of one item.
                if items.count == 1 { return .array(items) }
                for item in items {
                    if item == .nil || !respondsToIndex(item) { return .nil }
                    let key = try propertyOf(item, property, renderer: renderer)
                    if seen.insert(key).inserted { result.append(item) }
                }
                return .array(result)
            }
            for item in items where seen.insert(item).inserted { result.append(item) }
            return .array(result)
        case "reverse": return .array(iterate(input).reversed())
        case "map":
            let property = arguments[0]
            return .array(
                try iterate(input).map { (item) throws(LiquidRenderError) -> LiquidValue in
                    if property == .string("to_liquid") { return item }
                    if item == .nil || !respondsToIndex(item) { return .nil }
                    return try propertyOf(item, property, renderer: renderer)
                })
        case "compact":
            let items = iterate(input)
            if let property = argument(0), property != .nil, !items.isEmpty {
                var result: [LiquidValue] = []
                for item in items {
                    if item == .nil || !respondsToIndex(item) { return .nil }
                    if try propertyOf(item, property, renderer: renderer) != .nil {
                        result.append(item)
                    }
                }
                return .array(result)
            }
            return .array(items.filter { $0 != .nil })
        case "replace", "replace_first", "remove", "remove_first":
            let needle = arguments[0].rubyDescription
            let replacement = name.hasPrefix("remove") ? "" : (argument(1)?.rubyDescription ?? "")
            try renderer.processed(text.utf8.count * max(needle.utf8.count, 1))
            return .string(rubyReplace(text, needle, replacement, all: !name.hasSuffix("_first")))
        case "replace_last", "remove_last":
            let needle = arguments[0].rubyDescription
            let replacement = name == "remove_last" ? "" : arguments[1].rubyDescription
            try renderer.processed(
                LiquidRenderer.searchCost(text: text.utf8.count, needle: needle.utf8.count))
            guard let range = text.range(of: needle, options: .backwards, range: nil, locale: nil)
            else { return .string(text) }
            return .string(text.replacingCharacters(in: range, with: replacement))
        case "append": return .string(text + arguments[0].rubyDescription)
        case "prepend": return .string(arguments[0].rubyDescription + text)
        case "concat":
            guard case .array(let more) = arguments[0] else {
                throw LiquidRenderError(message: "concat filter requires an array argument")
            }
            return .array(iterate(input) + more)
        case "date":
            let format = arguments[0].rubyDescription
            if format.isEmpty { return input }
            guard let date = LiquidDate.parse(input) else { return input }
            return .string(LiquidDate.strftime(date, format))
        case "first":
            switch input {
            case .array(let items): return items.first ?? .nil
            case .hash: return LiquidRenderer.command(input, "first") ?? .nil
            default: return .nil
            }
        case "last":
            if case .array(let items) = input { return items.last ?? .nil }
            return .nil
        case "abs":
            switch try toNumber(input) {
            case .integer(let value):
                guard value != Int.min else {
                    throw LiquidRenderError(
                        message: "the result of 'abs' is beyond 64-bit integers")
                }
                return .integer(abs(value))
            case .decimal(let value): return .float(double(abs(value)))
            }
        case "plus", "minus", "times", "divided_by", "modulo":
            return try arithmetic(name, try toNumber(input), try toNumber(arguments[0]))
        case "round":
            let digits = argument(0)
            let places = try digits.map(toNumber) ?? .integer(0)
            var count: Int
            switch places {
            case .integer(let value): count = value
            case .decimal(let value): count = try wholeNumber(value, rounding: .down)
            }
            // Past these, rounding gives 0 or the value itself; Foundation's scale is small.
            count = min(max(count, -120), 120)
            let isZero = digits == nil || digits == .integer(0) || digits == .float(0)
            switch try toNumber(input) {
            case .integer(let value):
                guard count < 0 else { return .integer(value) }
                var decimal = Decimal(value)
                var rounded = Decimal()
                NSDecimalRound(&rounded, &decimal, count, .plain)
                return .integer(try wholeNumber(rounded, rounding: .plain))
            case .decimal(var value):
                var rounded = Decimal()
                NSDecimalRound(&rounded, &value, count, .plain)
                // Ruby's round to no or negative places gives an Integer (1200, not 1200.0).
                if isZero || count <= 0 {
                    return .integer(try wholeNumber(rounded, rounding: .plain))
                }
                return .float(double(rounded))
            }
        case "ceil", "floor":
            switch try toNumber(input) {
            case .integer(let value): return .integer(value)
            case .decimal(let value):
                return .integer(try wholeNumber(value, rounding: name == "ceil" ? .up : .down))
            }
        case "at_least", "at_most":
            let bound = try toNumber(arguments[0])
            var result = try toNumber(input)
            let boundValue = bound.decimalValue
            let resultValue = result.decimalValue
            if name == "at_least" ? boundValue > resultValue : boundValue < resultValue {
                result = bound
            }
            switch result {
            case .integer(let value): return .integer(value)
            case .decimal(let value): return .float(double(value))
            }
        case "default":
            let fallback = argument(0) ?? .string("")
            var allowFalse = false
            if case .hash(let options)? = argument(1) {
                allowFalse = options["allow_false"]?.isTruthy ?? false
            }
            let missing = allowFalse ? input == .nil : !input.isTruthy
            return missing || input.isEmptyCollection == true ? fallback : input
        default:
            return input
        }
    }

    // MARK: Ruby's conversions

    enum Number {
        case integer(Int)
        case decimal(Decimal)

        var decimalValue: Decimal {
            switch self {
            case .integer(let value): Decimal(value)
            case .decimal(let value): value
            }
        }
    }

    /// `Utils.to_number`: a Float goes through its text into a BigDecimal, a text with a
    /// decimal point too, other texts through `to_i`, anything else is 0.
    static func toNumber(_ value: LiquidValue) throws(LiquidRenderError) -> Number {
        switch value {
        case .integer(let int): return .integer(int)
        case .float(let double):
            guard double.isFinite, let decimal = Decimal(string: String(format: "%.17g", double))
            else {
                throw LiquidRenderError(
                    message: "\(LiquidValue.rubyFloat(double)) is not a number Liquid computes with"
                )
            }
            // Ruby's BigDecimal(float.to_s): the shortest digits, not the binary value.
            return .decimal(
                Decimal(
                    string: LiquidValue.rubyFloat(double).replacingOccurrences(of: "e+", with: "e"))
                    ?? decimal)
        case .string(let text):
            let stripped = text.rubyStrip
            if decimalText.match(stripped) != nil {
                guard let decimal = Decimal(string: stripped) else {
                    throw LiquidRenderError(
                        message:
                            "a decimal of \(stripped.utf8.count) characters is beyond the decimals Liquid computes with"
                    )
                }
                return .decimal(decimal)
            }
            return .integer(try rubyToI(text))
        default: return .integer(0)
        }
    }

    /// `value` rounded to a whole number, as an Int (Ruby's `to_i`); an error beyond 64 bits.
    static func wholeNumber(_ value: Decimal, rounding: NSDecimalNumber.RoundingMode)
        throws(LiquidRenderError) -> Int
    {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, rounding)
        guard let whole = Int("\(rounded)") else {
            throw LiquidRenderError(message: "\(rounded) is beyond 64-bit integers")
        }
        return whole
    }

    static let decimalText = LiquidRegex("\\A-?[0-9]+\\.[0-9]+\\z")

    static func double(_ decimal: Decimal) -> Double {
        Double("\(decimal)") ?? NSDecimalNumber(decimal: decimal).doubleValue
    }

    static func double(_ value: LiquidValue) -> Double {
        switch value {
        case .integer(let int): Double(int)
        case .float(let double): double
        default: .nan
        }
    }

    static func arithmetic(_ name: String, _ left: Number, _ right: Number)
        throws(LiquidRenderError) -> LiquidValue
    {
        if case .integer(let a) = left, case .integer(let b) = right {
            let result: (Int, Bool)
            switch name {
            case "plus": result = a.addingReportingOverflow(b)
            case "minus": result = a.subtractingReportingOverflow(b)
            case "times": result = a.multipliedReportingOverflow(by: b)
            default:
                guard b != 0 else { throw LiquidRenderError(message: "divided by 0") }
                // The one quotient beyond 64 bits, Int.min / -1, is reported; its remainder
                // is 0 (`%` and `/` would trap on it).
                let (quotient, overflow) = a.dividedReportingOverflow(by: b)
                let (remainder, _) = a.remainderReportingOverflow(dividingBy: b)
                let inexact = remainder != 0 && (remainder < 0) != (b < 0)
                if name == "divided_by" {
                    result = (inexact ? quotient - 1 : quotient, overflow)
                } else {
                    result = (inexact ? remainder + b : remainder, false)
                }
            }
            if result.1 {
                throw LiquidRenderError(
                    message: "the result of '\(name)' is beyond 64-bit integers")
            }
            return .integer(result.0)
        }
        let a = left.decimalValue
        let b = right.decimalValue
        // Foundation's Decimal holds exponents from -128 to 127: a result beyond them is NaN
        // (or a trap, for a product; see `product`), where Ruby's BigDecimal has no bounds.
        func checked(_ result: Decimal?) throws(LiquidRenderError) -> Decimal {
            guard let result, !result.isNaN else {
                throw LiquidRenderError(
                    message: "the result of '\(name)' is beyond the decimals Liquid computes with")
            }
            return result
        }
        // BigDecimal keeps the sign of a zero product or quotient (0.0 * -1 is -0.0).
        func signed(_ result: Decimal?) throws(LiquidRenderError) -> LiquidValue {
            let value = double(try checked(result))
            return .float(value == 0 && ((a < 0) != (b < 0)) ? -0.0 : value)
        }
        switch name {
        case "plus": return .float(double(try checked(a + b)))
        case "minus": return .float(double(try checked(a - b)))
        case "times": return try signed(product(a, b))
        case "divided_by":
            guard b != 0 else { throw LiquidRenderError(message: "divided by 0") }
            return try signed(a / b)
        default:
            guard b != 0 else { throw LiquidRenderError(message: "divided by 0") }
            var quotient = try checked(a / b)
            var floored = Decimal()
            NSDecimalRound(&floored, &quotient, 0, .down)
            return .float(double(try checked(product(b, try checked(floored)).map { a - $0 })))
        }
    }

    /// `a * b`, or nil where the product's exponent would fall below Decimal's least (-128):
    /// Foundation's multiplication traps there instead of reporting an underflow.
    static func product(_ a: Decimal, _ b: Decimal) -> Decimal? {
        if a.isZero || b.isZero { return 0 }
        guard a.exponent + b.exponent >= -128 else { return nil }
        return a * b
    }

    /// `Utils.to_integer`: an Integer, or a text Ruby's `Integer()` reads.
    static func toInteger(_ value: LiquidValue) throws(LiquidRenderError) -> Int {
        if case .integer(let int) = value { return int }
        var text = value.rubyDescription.rubyStrip.replacingOccurrences(of: "_", with: "")
        var sign = 1
        if text.hasPrefix("-") {
            sign = -1
            text.removeFirst()
        } else if text.hasPrefix("+") {
            text.removeFirst()
        }
        var radix = 10
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            radix = 16
            text.removeFirst(2)
        } else if lower.hasPrefix("0b") {
            radix = 2
            text.removeFirst(2)
        } else if lower.hasPrefix("0o") {
            radix = 8
            text.removeFirst(2)
        } else if text.hasPrefix("0"), text.count > 1 {
            radix = 8
            text.removeFirst()
        }
        // Ruby's Integer() takes one sign, before any prefix ("--5" and "0x-5" are invalid);
        // read with its sign, Int.min's digits are an integer too.
        guard let first = text.first, first != "-", first != "+",
            let value = Int((sign < 0 ? "-" : "") + text, radix: radix)
        else {
            throw LiquidRenderError(message: "invalid integer")
        }
        return value
    }

    /// Ruby's `String#to_i`: the leading integer, or 0; an error beyond 64 bits.
    static func rubyToI(_ text: String) throws(LiquidRenderError) -> Int {
        var digits = ""
        var scalars = Substring(text.rubyLstrip).unicodeScalars[...]
        if let first = scalars.first, first == "-" || first == "+" {
            if first == "-" { digits = "-" }
            scalars = scalars.dropFirst()
        }
        var previousDigit = false
        for scalar in scalars {
            if ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                previousDigit = true
            } else if scalar == "_" && previousDigit {
                previousDigit = false
            } else {
                break
            }
        }
        let count = digits.filter(\.isNumber).count
        guard count > 0 else { return 0 }
        guard let value = Int(digits) else {
            throw LiquidRenderError(
                message: "an integer of \(count) digits is beyond 64-bit integers")
        }
        return value
    }

    static func className(_ value: LiquidValue) -> String {
        switch value {
        case .nil: "NilClass"
        case .bool(let b): b ? "TrueClass" : "FalseClass"
        case .integer: "Integer"
        case .float: "Float"
        case .string: "String"
        case .array: "Array"
        case .hash: "Hash"
        }
    }

    static func rubyClassInspect(_ value: LiquidValue) -> String {
        switch value {
        case .integer, .float: value.rubyDescription
        case .nil: "nil"
        case .bool(let b): b ? "true" : "false"
        default: className(value)
        }
    }

    /// The byte order of two texts; `cost` counts the bytes compared.
    static func byteCompare(_ a: String, _ b: String, cost: inout Int) -> ComparisonResult {
        byteCompare(a.utf8, b.utf8, cost: &cost)
    }

    static func byteCompare<A: Sequence<UInt8>, B: Sequence<UInt8>>(
        _ a: A, _ b: B, cost: inout Int
    ) -> ComparisonResult {
        var left = a.makeIterator()
        var right = b.makeIterator()
        while true {
            cost += 1
            switch (left.next(), right.next()) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let x?, let y?):
                if x != y { return x < y ? .orderedAscending : .orderedDescending }
            }
        }
    }

    /// `InputIterator`: an array flattened, a hash or another value as a one-element list.
    static func iterate(_ value: LiquidValue) -> [LiquidValue] {
        switch value {
        case .array(let items):
            items.flatMap { item -> [LiquidValue] in
                if case .array = item { iterate(item) } else { [item] }
            }
        case .nil: []
        default: [value]
        }
    }

    static func respondsToIndex(_ value: LiquidValue) -> Bool {
        switch value {
        case .hash, .array, .string, .integer: true
        default: false
        }
    }

    /// `item[property]` for the filters that read a property of each item.
    static func propertyOf(
        _ item: LiquidValue, _ property: LiquidValue, renderer: LiquidRenderer
    ) throws(LiquidRenderError) -> LiquidValue {
        switch (item, property) {
        case (.hash(let members), .string(let key)):
            try renderer.processed(key.utf8.count)
            return members[key] ?? .nil
        case (.hash, _): return .nil
        case (.string(let text), .string(let key)):
            try renderer.processed(
                LiquidRenderer.searchCost(text: text.utf8.count, needle: key.utf8.count))
            return text.contains(key) ? .string(key) : .nil
        case (.array(let items), .integer(let index)):
            let position = index < 0 ? items.count + index : index
            return items.indices.contains(position) ? items[position] : .nil
        default:
            throw LiquidRenderError(
                message: "cannot select the property '\(property.rubyDescription)'")
        }
    }

    /// The order of `keys` as Ruby's `sort` (or `sort_natural`) gives it. Each comparison is
    /// counted (`elementBytes`, and the bytes compared): a sort of 150,000 texts compares
    /// some 2.5 million times. Past the budget the comparisons stop mattering and the sort
    /// is refused.
    static func sortedIndices(_ keys: [LiquidValue], natural: Bool, renderer: LiquidRenderer)
        throws(LiquidRenderError) -> [Int]
    {
        let limit = max(renderer.remainingBytes, 0)
        var cost = 0
        var failure: LiquidRenderError?
        // `sort_natural` compares the texts with ASCII letters folded: folded once, here.
        let folded: [[UInt8]] =
            natural
            ? keys.map { key in
                key == .nil
                    ? [] : key.rubyDescription.utf8.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }
            } : []
        var comparisons = 0
        defer { LiquidWork.current?.values += comparisons }
        let order = keys.indices.sorted { i, j in
            comparisons += 1
            guard cost <= limit, failure == nil else { return i < j }
            cost += LiquidRenderer.elementBytes
            let result: Int
            if natural {
                if keys[i] != .nil && keys[j] != .nil {
                    result = threeWay(byteCompare(folded[i], folded[j], cost: &cost))
                } else {
                    result = keys[i] == .nil ? 1 : -1
                }
            } else if let compared = spaceship(keys[i], keys[j], cost: &cost) {
                result = compared
            } else if keys[i] == .nil {
                result = 1
            } else if keys[j] == .nil {
                result = -1
            } else {
                failure = LiquidRenderError(message: "cannot sort values of incompatible types")
                result = 0
            }
            return result < 0 || (result == 0 && i < j)
        }
        try renderer.processed(cost)
        if let failure { throw failure }
        return order
    }

    static func threeWay(_ result: ComparisonResult) -> Int {
        switch result {
        case .orderedAscending: -1
        case .orderedDescending: 1
        case .orderedSame: 0
        }
    }

    /// Ruby's `<=>`, nil where Ruby's is nil.
    static func spaceship(_ a: LiquidValue, _ b: LiquidValue, cost: inout Int) -> Int? {
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y ? -1 : x > y ? 1 : 0
        case (.integer, .float), (.float, .integer), (.float, .float):
            let x = double(a)
            let y = double(b)
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : x > y ? 1 : 0
        case (.string(let x), .string(let y)):
            return threeWay(byteCompare(x, y, cost: &cost))
        case (.array(let x), .array(let y)):
            for (p, q) in zip(x, y) {
                cost += LiquidRenderer.elementBytes
                guard let result = spaceship(p, q, cost: &cost) else { return nil }
                if result != 0 { return result }
            }
            return x.count < y.count ? -1 : x.count > y.count ? 1 : 0
        case (.nil, .nil): return 0
        case (.bool(let x), .bool(let y)): return x == y ? 0 : nil
        case (.hash, .hash):
            var visited = 0
            defer { LiquidWork.current?.values += visited }
            return LiquidRenderer.rubyEquals(a, b, cost: &cost, visited: &visited, limit: .max)
                ? 0 : nil
        default: return nil
        }
    }

    // MARK: Text

    static let htmlEscapes = ["&": "&amp;", ">": "&gt;", "<": "&lt;", "\"": "&quot;", "'": "&#39;"]
    static let escapeOnceRegex = LiquidRegex("[\"><']|&(?!([a-zA-Z]+|(#[0-9]+));)")
    static let stripHTMLBlocks = LiquidRegex(
        "<script.*?</script>|<!--.*?-->|<style.*?</style>", dotAll: true)
    static let stripHTMLTags = LiquidRegex("<.*?>", dotAll: true)
    static let newline = LiquidRegex("\\r?\\n")

    static func escapeHTML(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            if let escape = htmlEscapes[String(character)] {
                result += escape
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func urlEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): result += "+"
            default: result += String(format: "%%%02X", byte)
            }
        }
        return result
    }

    static func urlDecode(_ text: String) throws(LiquidRenderError) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hex(source[index + 1]), let low = hex(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw LiquidRenderError(message: "invalid byte sequence in UTF-8")
        }
        return decoded
    }

    /// Ruby's `Array#slice(start, length)` (and String's, by scalars): nil when `start` is
    /// past the end or `length` negative.
    static func rubySlice<T>(_ items: [T], _ start: Int, _ length: Int) -> [T]? {
        let begin = start < 0 ? items.count + start : start
        guard begin >= 0, begin <= items.count, length >= 0 else { return nil }
        let end = begin + min(length, items.count - begin)
        return Array(items[begin..<end])
    }

    /// `String#split(" ", limit)`: fields between runs of whitespace, the last holding the rest.
    static func awkSplit(_ text: String, limit: Int) -> [String] {
        var fields: [String] = []
        var scalars = Substring(text).unicodeScalars.drop(while: isRubySpace)
        guard !scalars.isEmpty else { return [] }
        while true {
            if limit > 0 && fields.count == limit - 1 {
                fields.append(String(String.UnicodeScalarView(scalars)))
                break
            }
            let field = scalars.prefix { !isRubySpace($0) }
            fields.append(String(String.UnicodeScalarView(field)))
            scalars = scalars.dropFirst(field.count)
            if scalars.isEmpty { break }
            scalars = scalars.drop(while: isRubySpace)
            if scalars.isEmpty {
                // A separator at the end starts an empty last field (dropped without a limit).
                if limit > 0 { fields.append("") }
                break
            }
        }
        return fields
    }

    /// `String#split(pattern)` with a text pattern: whitespace runs for " ", characters for
    /// "", trailing empty fields dropped.
    static func rubySplit(_ text: String, _ pattern: String) -> [String] {
        if text.isEmpty { return [] }
        var fields: [String]
        if pattern == " " {
            fields = awkSplit(text, limit: 0)
        } else if pattern.isEmpty {
            fields = text.unicodeScalars.map { String($0) }
        } else {
            fields = text.components(separatedBy: pattern)
        }
        while let last = fields.last, last.isEmpty { fields.removeLast() }
        return fields
    }

    static func rubyReplace(_ text: String, _ needle: String, _ replacement: String, all: Bool)
        -> String
    {
        if needle.isEmpty {
            // Ruby matches the empty text between every two characters (all) or at the start.
            if !all { return replacement + text }
            return replacement + text.unicodeScalars.map { String($0) + replacement }.joined()
        }
        if all { return text.replacingOccurrences(of: needle, with: replacement) }
        guard let range = text.range(of: needle) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}

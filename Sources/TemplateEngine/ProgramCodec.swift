/// A `TemplateProgram` written as text and read back, so that a host's own templates can be
/// compiled when the host is built (viper-gen's build plugin does it for the built-in sets):
/// reading a program back costs a small part of lexing and compiling its template, which is
/// most of what a single `new` does.
///
/// The text is a prefix code: each value starts with a letter saying what it is, numbers
/// end with `;`, and a string is its length in UTF-8 bytes, `;`, then its bytes.
///
///     program      cost; nodes
///     nodes        count; node…
///     node         t string                  text
///                  o output                  {{ value }}
///                  c output condition (output | _)   {{ value if condition else other }}
///                  b count; ((condition | _) nodes)…  if / elif / else
///                  l site cost; count; string… value (condition | _) nodes nodes   for … where … empty
///                  i site variable (string | _)   include
///     site         line; column;             where the tag stands in the template
///     output       v value | c condition
///     value        variable count; (filter count; variable…)…
///     filter       d default, C capitalize, U uppercase, L lowercase, J join, s string (by name)
///     variable     p string count; string…   key path
///                  S string, I int;, F bits;, B 0; or B 1;   literals
///     condition    v value | ! condition | & condition condition | | condition condition
///                  = operator condition condition, operator one of i e n < l > g
/// A template's program compiled ahead of time: the fingerprint of the text it was compiled
/// from, and the program as `ProgramCodec` writes it.
public struct ShippedProgram: Sendable, Equatable {
    public let fingerprint: UInt64
    public let program: String

    public init(fingerprint: UInt64, program: String) {
        self.fingerprint = fingerprint
        self.program = program
    }
}

enum ProgramCodec {
    /// The program as text; `nil` if it holds a value no template compiles to.
    static func encode(_ program: TemplateProgram) -> String? {
        var writer = Writer()
        writer.number(program.cost)
        guard writer.nodes(program.nodes) else { return nil }
        return writer.text
    }

    /// The program `text` encodes, with the string filters looked up by name, for the
    /// template `template`; `nil` if the text is not one `encode` wrote, or names a filter
    /// `stringFilters` lacks.
    static func decode(_ text: String, template: String, stringFilters: StringFilters)
        -> TemplateProgram?
    {
        var reader = Reader(
            bytes: Array(text.utf8), template: template, stringFilters: stringFilters)
        guard let cost = reader.count(), let nodes = reader.nodes(), reader.isAtEnd else {
            return nil
        }
        return TemplateProgram(nodes: nodes, cost: cost)
    }

    /// FNV-1a (64-bit) of the UTF-8 bytes of `text`: which template text a program was
    /// compiled from, so a program is never used for a template that has changed since.
    static func fingerprint(of text: String) -> UInt64 {
        func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
        return text.utf8.withContiguousStorageIfAvailable(hash) ?? hash(text.utf8)
    }

    private struct Writer {
        var text = ""

        mutating func number(_ value: Int) {
            text += String(value)
            text += ";"
        }

        mutating func string(_ value: String) {
            number(value.utf8.count)
            text += value
        }

        mutating func nodes(_ nodes: [ProgramNode]) -> Bool {
            number(nodes.count)
            for node in nodes {
                switch node {
                case .text(let value):
                    text += "t"
                    string(value)
                case .output(let output):
                    text += "o"
                    guard self.output(output) else { return false }
                case .conditionalOutput(let value, let condition, let otherwise):
                    text += "c"
                    guard output(value), self.condition(condition) else { return false }
                    if let otherwise {
                        guard output(otherwise) else { return false }
                    } else {
                        text += "_"
                    }
                case .branches(let branches):
                    text += "b"
                    number(branches.count)
                    for branch in branches {
                        guard optionalCondition(branch.condition), self.nodes(branch.nodes) else {
                            return false
                        }
                    }
                case .loop(let loop):
                    text += "l"
                    site(loop.site)
                    number(loop.cost)
                    number(loop.variables.count)
                    for variable in loop.variables { string(variable) }
                    guard value(loop.sequence), optionalCondition(loop.filter),
                        self.nodes(loop.body), self.nodes(loop.empty)
                    else { return false }
                case .include(let include):
                    text += "i"
                    site(include.site)
                    guard variable(include.name) else { return false }
                    if let context = include.context {
                        string(context)
                    } else {
                        text += "_"
                    }
                }
            }
            return true
        }

        mutating func site(_ site: TemplateSite) {
            number(site.line)
            number(site.column)
        }

        mutating func output(_ output: OutputExpression) -> Bool {
            switch output {
            case .value(let value):
                text += "v"
                return self.value(value)
            case .condition(let condition):
                text += "c"
                return self.condition(condition)
            }
        }

        mutating func value(_ value: FilteredValue) -> Bool {
            guard variable(value.variable) else { return false }
            number(value.filters.count)
            for application in value.filters {
                switch application.filter {
                case .defaultValue: text += "d"
                case .capitalize: text += "C"
                case .uppercase: text += "U"
                case .lowercase: text += "L"
                case .join: text += "J"
                case .string(let name, _):
                    text += "s"
                    string(name)
                }
                number(application.arguments.count)
                for argument in application.arguments {
                    guard variable(argument) else { return false }
                }
            }
            return true
        }

        mutating func variable(_ variable: TemplateVariable) -> Bool {
            switch variable {
            case .path(let first, let rest):
                text += "p"
                string(first)
                number(rest.count)
                for bit in rest { string(bit.name) }
            case .literal(.string(let value)):
                text += "S"
                string(value)
            case .literal(.int(let value)):
                text += "I"
                number(value)
            case .literal(.float(let value)):
                text += "F"
                number(Int(value.bitPattern))
            case .literal(.bool(let value)):
                text += "B"
                number(value ? 1 : 0)
            case .literal:
                return false  // the compiler makes no other literal
            }
            return true
        }

        mutating func optionalCondition(_ condition: TemplateCondition?) -> Bool {
            guard let condition else {
                text += "_"
                return true
            }
            return self.condition(condition)
        }

        mutating func condition(_ condition: TemplateCondition) -> Bool {
            switch condition {
            case .variable(let value):
                text += "v"
                return self.value(value)
            case .not(let operand):
                text += "!"
                return self.condition(operand)
            case .and(let lhs, let rhs):
                text += "&"
                return self.condition(lhs) && self.condition(rhs)
            case .or(let lhs, let rhs):
                text += "|"
                return self.condition(lhs) && self.condition(rhs)
            case .comparison(let comparison, let lhs, let rhs):
                text += "="
                switch comparison {
                case .contains: text += "i"
                case .equal: text += "e"
                case .notEqual: text += "n"
                case .less: text += "<"
                case .lessOrEqual: text += "l"
                case .greater: text += ">"
                case .greaterOrEqual: text += "g"
                }
                return self.condition(lhs) && self.condition(rhs)
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        /// The template the program is of, for the sites of its tags.
        let template: String
        let stringFilters: StringFilters
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func next() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        /// Skips `_`, which stands for a missing optional; true if it was there.
        mutating func skipsAbsent() -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "_") else { return false }
            position += 1
            return true
        }

        /// Digits and `;`, with a `-` before them for a negative number; any `Int`, and
        /// `nil` for a number out of its range.
        mutating func number() -> Int? {
            let sign = position < bytes.count && bytes[position] == UInt8(ascii: "-") ? -1 : 1
            if sign < 0 { position += 1 }
            var value = 0  // built negative for a negative number, which reaches Int.min
            var digits = 0
            while let byte = next() {
                if byte == UInt8(ascii: ";") { return digits > 0 ? value : nil }
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowB) = shifted.addingReportingOverflow(
                    sign * Int(byte - UInt8(ascii: "0")))
                guard !overflowA, !overflowB else { return nil }
                value = sum
                digits += 1
            }
            return nil
        }

        mutating func count() -> Int? {
            guard let count = number(), count >= 0, count <= bytes.count - position else {
                return nil
            }
            return count
        }

        mutating func string() -> String? {
            guard let length = self.count() else { return nil }
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func nodes() -> [ProgramNode]? {
            guard let count = self.count() else { return nil }
            var nodes: [ProgramNode] = []
            nodes.reserveCapacity(count)
            for _ in 0..<count {
                guard let node = node() else { return nil }
                nodes.append(node)
            }
            return nodes
        }

        mutating func node() -> ProgramNode? {
            switch next() {
            case UInt8(ascii: "t"):
                return string().map { .text($0) }
            case UInt8(ascii: "o"):
                return output().map { .output($0) }
            case UInt8(ascii: "c"):
                guard let value = self.output(), let condition = self.condition() else {
                    return nil
                }
                if skipsAbsent() { return .conditionalOutput(value, condition, nil) }
                guard let otherwise = self.output() else { return nil }
                return .conditionalOutput(value, condition, otherwise)
            case UInt8(ascii: "b"):
                guard let count = self.count() else { return nil }
                var branches: [ProgramBranch] = []
                for _ in 0..<count {
                    guard let condition = optionalCondition(), let nodes = self.nodes() else {
                        return nil
                    }
                    branches.append(ProgramBranch(condition: condition, nodes: nodes))
                }
                return .branches(branches)
            case UInt8(ascii: "l"):
                guard let site = self.site(), let cost = self.count(), let count = self.count()
                else { return nil }
                var variables: [String] = []
                for _ in 0..<count {
                    guard let variable = string() else { return nil }
                    variables.append(variable)
                }
                guard let sequence = self.value(), let filter = optionalCondition(),
                    let body = self.nodes(), let empty = self.nodes()
                else { return nil }
                return .loop(
                    ProgramLoop(
                        variables: variables,
                        sequence: sequence,
                        filter: filter,
                        body: body,
                        empty: empty,
                        site: site,
                        cost: cost
                    )
                )
            case UInt8(ascii: "i"):
                guard let site = self.site(), let name = self.variable() else { return nil }
                if skipsAbsent() {
                    return .include(ProgramInclude(name: name, context: nil, site: site))
                }
                guard let context = string() else { return nil }
                return .include(ProgramInclude(name: name, context: context, site: site))
            default:
                return nil
            }
        }

        mutating func site() -> TemplateSite? {
            guard let line = number(), let column = number() else { return nil }
            return TemplateSite(template: template, line: line, column: column)
        }

        mutating func output() -> OutputExpression? {
            switch next() {
            case UInt8(ascii: "v"): value().map { .value($0) }
            case UInt8(ascii: "c"): condition().map { .condition($0) }
            default: nil
            }
        }

        mutating func value() -> FilteredValue? {
            guard let variable = self.variable(), let count = self.count() else { return nil }
            var filters: [FilteredValue.Application] = []
            for _ in 0..<count {
                let filter: ProgramFilter
                switch next() {
                case UInt8(ascii: "d"): filter = .defaultValue
                case UInt8(ascii: "C"): filter = .capitalize
                case UInt8(ascii: "U"): filter = .uppercase
                case UInt8(ascii: "L"): filter = .lowercase
                case UInt8(ascii: "J"): filter = .join
                case UInt8(ascii: "s"):
                    guard let name = string(), let transform = stringFilters[name] else {
                        return nil
                    }
                    filter = .string(name, transform)
                default: return nil
                }
                guard let argumentCount = self.count() else { return nil }
                var arguments: [TemplateVariable] = []
                for _ in 0..<argumentCount {
                    guard let argument = self.variable() else { return nil }
                    arguments.append(argument)
                }
                filters.append(FilteredValue.Application(filter: filter, arguments: arguments))
            }
            return FilteredValue(variable: variable, filters: filters)
        }

        mutating func variable() -> TemplateVariable? {
            switch next() {
            case UInt8(ascii: "p"):
                guard let first = string(), let count = self.count() else { return nil }
                var rest: [PathBit] = []
                for _ in 0..<count {
                    guard let bit = string() else { return nil }
                    rest.append(PathBit(bit))
                }
                return .path(first: first, rest: rest)
            case UInt8(ascii: "S"):
                return string().map { .literal(.string($0)) }
            case UInt8(ascii: "I"):
                return number().map { .literal(.int($0)) }
            case UInt8(ascii: "F"):
                guard let bits = number(), let pattern = UInt32(exactly: bits) else { return nil }
                return .literal(.float(Float(bitPattern: pattern)))
            case UInt8(ascii: "B"):
                switch number() {
                case 0: return .literal(.bool(false))
                case 1: return .literal(.bool(true))
                default: return nil
                }
            default:
                return nil
            }
        }

        /// A condition, or `.some(nil)` for `_`; `nil` if the text is not one.
        mutating func optionalCondition() -> TemplateCondition?? {
            if skipsAbsent() { return .some(nil) }
            return condition().map { .some($0) }
        }

        mutating func condition() -> TemplateCondition? {
            switch next() {
            case UInt8(ascii: "v"):
                return value().map { .variable($0) }
            case UInt8(ascii: "!"):
                return condition().map { .not($0) }
            case UInt8(ascii: "&"):
                guard let lhs = self.condition(), let rhs = self.condition() else { return nil }
                return .and(lhs, rhs)
            case UInt8(ascii: "|"):
                guard let lhs = self.condition(), let rhs = self.condition() else { return nil }
                return .or(lhs, rhs)
            case UInt8(ascii: "="):
                let comparison: TemplateCondition.ComparisonOperator
                switch next() {
                case UInt8(ascii: "i"): comparison = .contains
                case UInt8(ascii: "e"): comparison = .equal
                case UInt8(ascii: "n"): comparison = .notEqual
                case UInt8(ascii: "<"): comparison = .less
                case UInt8(ascii: "l"): comparison = .lessOrEqual
                case UInt8(ascii: ">"): comparison = .greater
                case UInt8(ascii: "g"): comparison = .greaterOrEqual
                default: return nil
                }
                guard let lhs = self.condition(), let rhs = self.condition() else { return nil }
                return .comparison(comparison, lhs, rhs)
            default:
                return nil
            }
        }
    }
}

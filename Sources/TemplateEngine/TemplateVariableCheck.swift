import Diagnostics

/// The shape of the values templates see: which keys an object has, what a list holds.
/// Built from a real render context, so it is exactly what `RenderContext` provides.
public indirect enum ContextShape: Sendable, Equatable {
    /// A string, number or Boolean.
    case value
    /// Anything at all: no member is checked (the values of `params`, dictionary loops).
    case anything
    /// The element of a list that was empty: it takes the shape of any other list's element.
    case unknown
    case object([String: ContextShape])
    case list(ContextShape)

    public init(of value: Any) {
        switch value {
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(ContextShape.init(of:)))
        case let array as [Any]:
            self = .list(array.map(ContextShape.init(of:)).reduce(.unknown) { $0.union($1) })
        default:
            self = .value
        }
    }

    func union(_ other: ContextShape) -> ContextShape {
        switch (self, other) {
        case (.unknown, _): return other
        case (_, .unknown): return self
        case (.value, .value): return .value
        case (.object(let lhs), .object(let rhs)): return .object(lhs.merging(rhs) { $0.union($1) })
        case (.list(let lhs), .list(let rhs)): return .list(lhs.union(rhs))
        default: return .anything
        }
    }

    /// The shape of one element when a `for` loop walks this value.
    var element: ContextShape {
        switch self {
        case .list(let element): element
        case .value: .value
        case .object, .anything, .unknown: .anything
        }
    }

    /// The shape of `bit` looked up on this value, or `nil` when Stencil would find nothing.
    func member(_ bit: String) -> ContextShape? {
        switch self {
        case .anything, .unknown: return .anything
        case .object(let members): return bit == "count" ? .value : members[bit]
        case .list(let element):
            if bit == "count" { return .value }
            if bit == "first" || bit == "last" || Int(bit) != nil { return element }
            return nil
        case .value:
            return bit == "count" || bit == "first" || bit == "last" || Int(bit) != nil
                ? .value : nil
        }
    }

    var memberNames: [String] {
        if case .object(let members) = self { return Array(members.keys) }
        return []
    }
}

extension ContextShape: Hashable {
    /// The kind of shape and how many members it has, not the members' shapes: the check
    /// hashes the variables in scope at every include, and those hold shapes as large as
    /// the context's; equal hashes are then told apart by `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .value: hasher.combine(0)
        case .anything: hasher.combine(1)
        case .unknown: hasher.combine(2)
        case .object(let members):
            hasher.combine(3)
            hasher.combine(members.count)
        case .list: hasher.combine(4)
        }
    }
}

/// Strict variables for Stencil templates: every variable a template names must exist in
/// the render context (Stencil itself renders an undefined variable as an empty string,
/// which hides mistakes). Checked statically, once per template set, against the shape of
/// the context; the keys of `params` differ per module, so a template's uses of them are
/// returned for the renderer to check per module.
///
/// A template is checked once for each set of variables it is included with: includes that
/// fan out (two of a partial that includes two of the next, forty deep) would otherwise be
/// checked once per path, 2^40 times. Checking a template again with other variables is
/// bounded too (`maximumRecheckedTags`).
public struct TemplateVariableCheck {
    /// A `params.<key>` a template prints, which every module it renders must set.
    public struct ParamUse: Sendable {
        public var key: String
        public var location: SourceLocation
    }

    static let operators: Set<String> = [
        "and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">=", "(", ")",
    ]
    /// Stencil's own filters.
    static let stencilFilters: Set<String> = [
        "default", "capitalize", "uppercase", "lowercase", "join", "split", "indent", "filter",
    ]
    static let forloopShape = ContextShape.object(
        [
            "first": .value, "last": .value, "counter": .value, "counter0": .value,
            "length": .value, "label": .value,
        ]
    )

    let context: [String: ContextShape]
    let templates: [String: String]
    let filters: Set<String>
    /// How diagnostics name a template of the set.
    let displayPath: (String) -> String

    public private(set) var diagnostics = DiagnosticCollector()
    public private(set) var paramUses: [ParamUse] = []
    private var checking: [String] = []
    /// For each template of `checking`, whether the one before it extends it (rather than
    /// includes it, or it is where the check began).
    private var extended: [Bool] = []
    /// The `extends` tags found to close a cycle, each reported once.
    private var reportedCycles: Set<SourceLocation> = []
    /// Whether the template about to be checked is the one an `extends` tag names.
    private var enteringByExtends = false
    /// The `params` keys the enclosing `if` conditions test: printing them there is safe.
    private var guardedParams: [[String]] = []

    /// What decides a template's diagnostics: its name, the variables loops and includes
    /// bind around it (the innermost of each name), and the guarded `params` keys.
    private struct CheckKey: Hashable {
        var name: String
        var variables: [String: ContextShape]
        var guardedParams: Set<String>
    }

    /// The checks done, each with the templates it found being checked already and so did
    /// not check again (an include that goes round): its result holds while those are
    /// being checked again, and a check with more of them being checked finds no more.
    private var done: [CheckKey: [Set<String>]] = [:]
    /// The templates the checks under way found being checked already.
    private var cutShort: Set<String> = []
    /// The templates checked at least once, in any variables.
    private var seen: Set<String> = []

    /// Tags a check may read in templates it has checked before, with other variables (each
    /// set of variables a partial is included with is checked once). Far above what real
    /// sets take (the built-in ones: at most 41, as each includes its partials with the same
    /// variables nearly everywhere; `TemplateCheckTests` checks).
    static let maximumRecheckedTags = 20_000

    /// The longest name a loop may bind. Every use of a variable looks its name up through
    /// the loops around it, so names thousands of characters long make each step of a
    /// render slow; no template needs one longer than a line.
    static let maximumLoopVariableLength = 100
    private(set) var recheckedTags = 0
    /// The outermost include being checked, where running out of `maximumRecheckedTags` is
    /// reported; whether that was reported.
    private var outermostInclude: SourceLocation?
    private var isOutOfRechecks = false
    /// The tags read so far, all templates together: it grows with the set, not with the
    /// paths through its includes (`TemplateCheckTests` checks).
    private(set) var tagsRead = 0

    public init(
        context: [String: ContextShape], templates: [String: String], filters: Set<String>,
        displayPath: @escaping (String) -> String
    ) {
        self.context = context
        self.templates = templates
        self.filters = filters.union(Self.stencilFilters)
        self.displayPath = displayPath
    }

    /// Checks the template called `name` (and what it includes or extends).
    public mutating func check(template name: String) {
        guard let text = templates[name] else { return }
        let file = displayPath(name)
        check(
            text, scopes: [], place: { SourceLocation(file: file, line: $0, column: $1) },
            name: name)
    }

    /// Checks a template snippet (a manifest's output path or condition, the config's
    /// header); every problem is reported at `location`. `extra` adds variables.
    public mutating func check(
        snippet text: String, at location: SourceLocation?, extra: [String: ContextShape] = [:]
    ) {
        check(text, scopes: [extra], place: { _, _ in location }, name: nil)
    }

    /// Checks a template snippet whose tags `place` locates from their line and column in it
    /// (the config's header, placed in the config file).
    public mutating func check(
        snippet text: String, placedBy place: (Int, Int) -> SourceLocation?,
        extra: [String: ContextShape] = [:]
    ) {
        check(text, scopes: [extra], place: place, name: nil)
    }

    private mutating func check(
        _ text: String,
        scopes initial: [[String: ContextShape]],
        place: (Int, Int) -> SourceLocation?,
        name: String?
    ) {
        var key: CheckKey?
        let enclosingCuts = cutShort
        let isExtended = enteringByExtends
        enteringByExtends = false
        if let name {
            if checking.contains(name) {
                cutShort.insert(name)
                return
            }
            var variables: [String: ContextShape] = [:]
            for scope in initial { variables.merge(scope) { _, inner in inner } }
            let checkKey = CheckKey(
                name: name, variables: variables, guardedParams: Set(guardedParams.joined()))
            let beingChecked = Set(checking)
            if let found = done[checkKey]?.first(where: { $0.isSubset(of: beingChecked) }) {
                cutShort.formUnion(found)
                return
            }
            key = checkKey
            cutShort = []
            checking.append(name)
            extended.append(isExtended)
        }
        let isRecheck = name.map { !seen.insert($0).inserted } ?? false
        let enclosingGuards = guardedParams
        defer {
            if let key {
                checking.removeLast()
                extended.removeLast()
                // Going round to the template itself holds whenever it is checked.
                let assumed = cutShort.subtracting([key.name])
                done[key, default: []].append(assumed)
                cutShort = enclosingCuts.union(assumed)
            }
            guardedParams = enclosingGuards
        }
        var scopes = initial
        // For each open `for` or `block`, whether it pushed a scope.
        var open: [String] = []
        for tag in TemplateTag.scan(text) {
            tagsRead += 1
            let location = place(tag.line, tag.column)
            if isRecheck {
                recheckedTags += 1
                if recheckedTags > Self.maximumRecheckedTags {
                    reportOutOfRechecks(at: outermostInclude ?? location)
                    return
                }
            }
            let words = tag.words
            // A tag past the compiler's limits is reported by the compiler, and only its
            // bookkeeping is kept here: checking thousands of filters takes a second.
            let beyondLimits =
                tag.kind != .comment
                && TemplateCompiler.isBeyondTagLimits(inside: Substring(tag.contents))
            switch tag.kind {
            case .comment:
                continue
            case .variable:
                if !beyondLimits { checkVariableTag(words, scopes: scopes, at: location) }
            case .block:
                var words = words
                if let first = words.first, first.hasSuffix(":"), words.count > 1, words[1] == "for"
                {
                    words.removeFirst()
                }
                switch words.first ?? "" {
                case "for" where beyondLimits:
                    var scope = ["forloop": Self.forloopShape]
                    for variable in words.dropFirst().first?.split(separator: ",") ?? [] {
                        scope[variable.trimmingCharacters(in: .whitespaces)] = .anything
                    }
                    scopes.append(scope)
                    open.append("for")
                case "for":
                    scopes.append(checkFor(words, scopes: scopes, at: location))
                    open.append("for")
                    if let whereIndex = words.firstIndex(of: "where") {
                        checkExpression(
                            Array(words[(whereIndex + 1)...]), scopes: scopes, at: location)
                    }
                case "endfor", "endblock":
                    if open.last == "for" || open.last == "block" {
                        open.removeLast()
                        scopes.removeLast()
                    }
                case "block":
                    scopes.append(["block": .object(["super": .value])])
                    open.append("block")
                case "if", "ifnot":
                    if !beyondLimits {
                        checkExpression(Array(words.dropFirst()), scopes: scopes, at: location)
                    }
                    guardedParams.append(beyondLimits ? [] : Self.paramKeys(in: words))
                    open.append("if")
                case "elif":
                    guard !beyondLimits else { continue }
                    checkExpression(Array(words.dropFirst()), scopes: scopes, at: location)
                    if !guardedParams.isEmpty {
                        guardedParams[guardedParams.count - 1] += Self.paramKeys(in: words)
                    }
                case "endif":
                    if open.last == "if" {
                        open.removeLast()
                        guardedParams.removeLast()
                    }
                case "filter" where beyondLimits, "include" where beyondLimits,
                    "extends" where beyondLimits:
                    continue
                case "filter":
                    if words.count > 1 {
                        checkFilters(words[1].splitOutsideQuotes("|"), scopes: scopes, at: location)
                    }
                case "include":
                    checkInclusion(words, scopes: scopes, at: location)
                case "extends":
                    if !isExtendsCycle(words, at: location) {
                        checkInclusion(words, scopes: scopes, at: location, extending: true)
                    }
                default:
                    continue
                }
            }
        }
    }

    private mutating func reportOutOfRechecks(at location: SourceLocation?) {
        guard !isOutOfRechecks else { return }
        isOutOfRechecks = true
        diagnostics.error(
            "the templates this include leads to are included with more than \(Self.maximumRecheckedTags) tags' worth of different variables, each checked on its own; include them with the same variables (the same loop variable names and contexts), or through fewer levels",
            at: location
        )
    }

    /// The keys of `params.<key>` operands among an `if` tag's words.
    private static func paramKeys(in words: [String]) -> [String] {
        words.compactMap { word in
            let path = word.splitOutsideQuotes("|")[0].split(separator: ".")
            return path.count > 1 && path[0] == "params" ? String(path[1]) : nil
        }
    }

    private mutating func checkVariableTag(
        _ words: [String], scopes: [[String: ContextShape]], at location: SourceLocation?
    ) {
        if words.count > 2, words[1] == "if" {
            checkFilterExpression(words[0], scopes: scopes, at: location, inCondition: false)
            let rest = Array(words.dropFirst(2))
            if let elseIndex = rest.firstIndex(of: "else") {
                checkExpression(Array(rest[..<elseIndex]), scopes: scopes, at: location)
                checkFilterExpression(
                    rest[(elseIndex + 1)...].joined(separator: " "), scopes: scopes, at: location,
                    inCondition: false)
            } else {
                checkExpression(rest, scopes: scopes, at: location)
            }
        } else if words.contains(where: Self.operators.contains) {
            checkExpression(words, scopes: scopes, at: location)
        } else if !words.isEmpty {
            checkFilterExpression(
                words.joined(separator: " "), scopes: scopes, at: location, inCondition: false)
        }
    }

    private mutating func checkFor(
        _ words: [String], scopes: [[String: ContextShape]], at location: SourceLocation?
    ) -> [String: ContextShape] {
        guard words.count >= 4, words[2] == "in" else { return ["forloop": Self.forloopShape] }
        let variables = words[1].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let sequence = words[3]
        var element = ContextShape.anything
        if sequence.contains("...") {
            for end in sequence.components(separatedBy: "...") {
                checkFilterExpression(end, scopes: scopes, at: location, inCondition: false)
            }
            element = .value
        } else if let shape = checkFilterExpression(
            sequence, scopes: scopes, at: location, inCondition: false)
        {
            element = shape.element
        }
        var scope: [String: ContextShape] = ["forloop": Self.forloopShape]
        for variable in variables where variable.count > Self.maximumLoopVariableLength {
            diagnostics.error(
                "the loop variable '\(Self.shortened(variable))' is \(variable.count) characters long; loop variables are at most \(Self.maximumLoopVariableLength)",
                at: location
            )
        }
        for variable in variables where !variable.isEmpty {
            scope[variable] = variables.count == 1 ? element : .anything
        }
        return scope
    }

    /// Whether the `extends` tag of `words` names a template that is being checked, and every
    /// template from there to this one extends the one before it: rendering it would extend
    /// templates for ever (an `extends` cannot stand in a condition), so it is an error at the
    /// tag. A cycle through an include is left to the limit on include depth, as an include
    /// may stand in a condition that ends it.
    private mutating func isExtendsCycle(_ words: [String], at location: SourceLocation?) -> Bool {
        guard words.count == 2, let quote = words[1].first, quote == "\"" || quote == "'",
            words[1].count >= 2, words[1].last == quote
        else { return false }
        let name = String(words[1].dropFirst().dropLast())
        guard let start = checking.lastIndex(of: name), extended[(start + 1)...].allSatisfy({ $0 })
        else { return false }
        if location.map({ reportedCycles.insert($0).inserted }) ?? true {
            let message =
                start == checking.count - 1
                ? "'\(name)' extends itself"
                : "'\(name)' extends "
                    + checking[(start + 1)...].map { "'\($0)', which extends " }.joined()
                    + "'\(name)': templates cannot extend each other in a circle"
            diagnostics.error(message, at: location)
        }
        return true
    }

    private mutating func checkInclusion(
        _ words: [String],
        scopes: [[String: ContextShape]],
        at location: SourceLocation?,
        extending: Bool = false
    ) {
        guard words.count > 1 else { return }
        let target = words[1]
        var scopes = scopes
        if words.count > 2,
            let shape = checkFilterExpression(
                words[2], scopes: scopes, at: location, inCondition: false),
            case .object(let members) = shape
        {
            scopes.append(members)
        }
        guard let quote = target.first, quote == "\"" || quote == "'", target.count >= 2,
            target.last == quote
        else {
            checkFilterExpression(target, scopes: scopes, at: location, inCondition: false)
            return
        }
        let name = String(target.dropFirst().dropLast())
        // Stencil reports a missing template.
        guard let text = templates[name], !isOutOfRechecks else { return }
        let file = displayPath(name)
        let isOutermost = outermostInclude == nil
        if isOutermost { outermostInclude = location }
        defer { if isOutermost { outermostInclude = nil } }
        enteringByExtends = extending
        check(
            text, scopes: scopes, place: { SourceLocation(file: file, line: $0, column: $1) },
            name: name)
    }

    private mutating func checkExpression(
        _ words: [String], scopes: [[String: ContextShape]], at location: SourceLocation?
    ) {
        for word in words where !Self.operators.contains(word) {
            checkFilterExpression(word, scopes: scopes, at: location, inCondition: true)
        }
    }

    /// Checks `value|filter:argument,…` and returns the shape of the value (before filters).
    @discardableResult
    private mutating func checkFilterExpression(
        _ text: String,
        scopes: [[String: ContextShape]],
        at location: SourceLocation?,
        inCondition: Bool
    ) -> ContextShape? {
        let parts = text.splitOutsideQuotes("|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let head = parts.first else { return nil }
        let filtered = Array(parts.dropFirst())
        let hasDefault = filtered.contains { $0 == "default" || $0.hasPrefix("default:") }
        let shape = checkOperand(
            head, scopes: scopes, at: location, mayBeAbsentParam: inCondition || hasDefault)
        checkFilters(filtered, scopes: scopes, at: location)
        return filtered.isEmpty ? shape : .anything
    }

    private mutating func checkFilters(
        _ filters: [String], scopes: [[String: ContextShape]], at location: SourceLocation?
    ) {
        for filter in filters {
            let nameAndArguments = filter.splitOutsideQuotes(":")
            let name = nameAndArguments[0].trimmingCharacters(in: .whitespaces)
            if !self.filters.contains(name) {
                var message = "unknown filter '\(name)'"
                if let suggestion = didYouMean(name, in: self.filters) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(message, at: location)
            }
            let arguments = nameAndArguments.dropFirst().joined(separator: ":")
            guard !arguments.isEmpty else { continue }
            for argument in arguments.splitOutsideQuotes(",") {
                checkOperand(
                    argument.trimmingCharacters(in: .whitespaces), scopes: scopes, at: location,
                    mayBeAbsentParam: true)
            }
        }
    }

    /// A literal, or a variable path that must resolve; returns the path's shape.
    @discardableResult
    private mutating func checkOperand(
        _ text: String,
        scopes: [[String: ContextShape]],
        at location: SourceLocation?,
        mayBeAbsentParam: Bool
    ) -> ContextShape? {
        if text.isEmpty || text.first == "\"" || text.first == "'" || Double(text) != nil
            || text == "true" || text == "false"
        {
            return .value
        }
        // A subscript (`a[b]`) looks up a computed key: check what can be checked.
        var path = text
        if let bracket = text.firstIndex(of: "[") {
            let inner = text[text.index(after: bracket)...].prefix { $0 != "]" }
            checkOperand(
                String(inner), scopes: scopes, at: location, mayBeAbsentParam: mayBeAbsentParam)
            path = String(text[..<bracket])
            guard !path.isEmpty else { return .anything }
            _ = resolve(path, scopes: scopes, at: location, mayBeAbsentParam: mayBeAbsentParam)
            return .anything
        }
        return resolve(path, scopes: scopes, at: location, mayBeAbsentParam: mayBeAbsentParam)
    }

    /// A name or key path as a message quotes it: at most 60 characters, then `…`, so that a
    /// key path of thousands of names makes a message of one readable line.
    static func shortened(_ text: String) -> String {
        text.prefix(60).endIndex == text.endIndex ? text : text.prefix(59) + "…"
    }

    private mutating func resolve(
        _ path: String,
        scopes: [[String: ContextShape]],
        at location: SourceLocation?,
        mayBeAbsentParam: Bool
    ) -> ContextShape? {
        let bits = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = bits.first else { return nil }
        var shape: ContextShape
        if let scoped = scopes.reversed().lazy.compactMap({ $0[first] }).first {
            shape = scoped
        } else if first == "params" {
            if bits.count > 1, !mayBeAbsentParam,
                !guardedParams.contains(where: { $0.contains(bits[1]) }), let location
            {
                paramUses.append(ParamUse(key: bits[1], location: location))
            }
            return .anything
        } else if let top = context[first] {
            shape = top
        } else {
            let names = Set(context.keys).union(scopes.flatMap(\.keys))
            var message = "undefined variable '\(Self.shortened(first))'"
            if let suggestion = didYouMean(first, in: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: location)
            return nil
        }
        for (index, bit) in bits.enumerated().dropFirst() {
            guard let next = shape.member(bit) else {
                let owner = bits[..<index].joined(separator: ".")
                var message =
                    "undefined variable '\(Self.shortened(path))': '\(Self.shortened(owner))' has no '\(Self.shortened(bit))'"
                if let suggestion = didYouMean(bit, in: shape.memberNames) {
                    message += "; did you mean '\(Self.shortened(owner)).\(suggestion)'?"
                }
                diagnostics.error(message, at: location)
                return nil
            }
            shape = next
        }
        return shape
    }
}

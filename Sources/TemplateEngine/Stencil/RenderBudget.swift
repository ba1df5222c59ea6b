import Diagnostics
import Stencil

/// The limits on the work of rendering one template for one module, which the compiled
/// evaluator and Stencil both count as they render. The limits on a template's text cannot
/// bound it, because loops multiply: five nested loops over a spec's 100 use cases make
/// 10^10 turns out of 200 bytes. So each engine counts steps and bytes while it renders
/// and stops at the first turn past a limit, before it builds the rest.
///
/// A step is a turn of a loop, which costs one plus one for each tag and text inside the
/// loop's body (those inside a loop nested in it count on that loop's turns), an include,
/// which costs one plus one for each tag and text of the partial outside its loops, and an
/// item a loop's `where` tests. The costs come from the template's tokens, so both engines
/// count the same.
public enum RenderBudget {
    /// Steps one template may take for one module: seven times the most a built-in template
    /// takes for the largest spec the spec limits allow (about 280,000, `mvvm-c`'s; checked
    /// by `BuiltinRenderBudgetTests`). The evaluator takes about 0.2 s to cross it, Stencil
    /// about 5 s.
    static let maximumSteps = RenderLimits.maximumSteps
    /// UTF-8 bytes one template may write for one module: 16 MiB, sixteen times the most a
    /// built-in template writes for the largest spec (about 1 MiB). A Swift file that large is
    /// far past what a compiler or an editor handles well; and counted as the text grows,
    /// never after the fact, the limit keeps a run's memory small.
    static let maximumBytes = RenderLimits.maximumBytes
    /// UTF-8 bytes the filters and comparisons of one render may go through (each filter's
    /// input and result, the text of a list or dictionary it reads, both sides of a
    /// comparison as far as it reads them, a naive search's comparisons for `in` and `split`;
    /// and, in the evaluator, a text whose `count` is read): 64 MiB, four times what a render
    /// may write, so a template can filter everything it writes a few times over. A step is
    /// one tag, but a tag's work grows with the values it reads (900 filters over a 900 KB
    /// parameter in a loop took a minute and gigabytes), so the work on text is counted apart
    /// from the steps; no built-in set goes through 1 MiB for the largest spec (checked by
    /// `BuiltinRenderBudgetTests`).
    static let maximumProcessedBytes = RenderLimits.maximumProcessedBytes
    /// What one value (a filter's result, or the text of a list or dictionary a template
    /// prints or filters) may hold: no more than a render may write, as a value built larger
    /// would be larger than any file it could go into. Measured before it is built; a list
    /// counts each element as `listElementBytes` besides its text.
    static let maximumValueBytes = RenderLimits.maximumValueBytes
    /// UTF-8 bytes all of one module's files may hold: four times what one template may
    /// write, some sixty times what a built-in set writes for an ordinary spec.
    public static let maximumModuleBytes = 64 << 20
    /// UTF-8 bytes all the files of one run may hold, since a run keeps every file in memory
    /// until it has planned them all (it writes all or nothing): about ten times what 1,000
    /// modules of the built-in sets take.
    public static let maximumRunBytes = 512 << 20
    /// What an element of a list counts for besides its text: what a Swift value takes in an
    /// array, so that splitting a text at every character is not counted as free.
    static let listElementBytes = 16

    /// What crossed which limit.
    enum Limit: Equatable {
        case steps
        case bytes
        case processedBytes
        case valueBytes
    }

    /// Whether `reason` is one of `reason(_:module:)`'s.
    static func isLimitReason(_ reason: String) -> Bool {
        reason.hasPrefix("rendering this template")
    }

    /// The message for crossing `limit` while rendering a template for `module`, said at
    /// the outermost loop (or include) that was rendering.
    static func reason(_ limit: Limit, module: String?) -> String {
        let subject =
            module.map { "rendering this template for '\($0)'" } ?? "rendering this template"
        switch limit {
        case .steps:
            return
                "\(subject) takes more than \(maximumSteps) steps (loop turns and the tags and text they render); the loops and includes inside this tag multiply each other's work: loop over fewer values, or render less inside it"
        case .bytes:
            return
                "\(subject) writes more than \(maximumBytes >> 20) MiB, more than a generated file should hold; this tag writes it: render less inside it"
        case .processedBytes:
            return
                "\(subject) runs filters and comparisons over more than \(maximumProcessedBytes >> 20) MiB of text; this tag does it: filter or compare long values fewer times, or outside loops"
        case .valueBytes:
            return
                "\(subject) builds a value of more than \(maximumValueBytes >> 20) MiB (a filter's result, or a list's text), more than a generated file should hold; this tag builds it: filter or print shorter values"
        }
    }

    /// The most a naive search for `needle` in `text` compares, in bytes: what `in`, `split`
    /// and the like are counted as, since Foundation's search may take that long (a needle of
    /// 2 KB in 900 KB of text takes it 16 seconds).
    static func searchCost(text: Int, needle: Int) -> Int {
        guard needle > 0, needle <= text else { return text }
        let (product, overflow) = (text - needle + 1).multipliedReportingOverflow(by: needle)
        return overflow ? .max : max(product, text)
    }

    /// What going through `count` elements of a list costs besides their text.
    static func elementsCost(_ count: Int) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: listElementBytes)
        return overflow ? .max : product
    }

    /// What `==` or `!=` of two texts of `lhs` and `rhs` bytes reads: as far as the shorter.
    static func equalityCost(_ lhs: Int, _ rhs: Int) -> Int {
        min(lhs, rhs)
    }

    /// At least how many UTF-8 bytes printing `value` makes, counted no further than past
    /// `limit`: a byte for each element of a list or dictionary, and the texts it holds,
    /// which its description quotes. Measured before a description is built, as a list of
    /// 9,000 copies of one 900 KB text (a spec's YAML aliases) describes as 8 GB.
    static func printedSize(of value: RenderValue, upTo limit: Int) -> Int {
        var size = 0
        func add(_ value: RenderValue) {
            guard size <= limit else { return }
            switch value {
            case .string(let string): size += string.utf8.count
            case .list(let items):
                for item in items where size <= limit {
                    size += 1
                    add(item)
                }
            case .object(let members, _):
                for (key, member) in members where size <= limit {
                    size += key.utf8.count + 1
                    add(member)
                }
            case .int, .double, .float, .bool, .null, .loop: size += 1
            }
        }
        add(value)
        return size
    }

    /// `printedSize(of:upTo:)` of a value as Stencil holds it.
    static func printedSize(of value: Any?, upTo limit: Int) -> Int {
        var size = 0
        func add(_ value: Any?) {
            guard size <= limit else { return }
            switch value {
            case let string as String: size += string.utf8.count
            case let items as [Any?]:
                for item in items where size <= limit {
                    size += 1
                    add(item)
                }
            case let members as [String: Any]:
                for (key, member) in members where size <= limit {
                    size += key.utf8.count + 1
                    add(member)
                }
            case let object as TemplateObject: add(object.values)
            default: size += 1
            }
        }
        add(value)
        return size
    }

    /// The costs of `tokens` (a template's, as the compiler lexed them): the template's own,
    /// and each `for` tag's per turn, by token.
    static func costs(of tokens: [Token]) -> (template: Int, loops: [ObjectIdentifier: Int]) {
        // One frame per open loop: its `for` token and the tokens counted so far; the
        // bottom frame is the template outside loops.
        var frames: [(loop: Token?, cost: Int, afterEmpty: Bool)] = [(nil, 0, false)]
        var loops: [ObjectIdentifier: Int] = [:]
        for token in tokens where token.kind != .comment {
            frames[frames.count - 1].cost += 1
            guard token.kind == .block else { continue }
            var words = token.contents.split(separator: " ", maxSplits: 2).prefix(2)
            if words.first?.hasSuffix(":") == true { words = words.dropFirst() }  // a labelled loop
            switch words.first.map(String.init) ?? "" {
            case "for":
                frames.append((token, 1, false))
            case "empty" where frames.count > 1 && !frames[frames.count - 1].afterEmpty:
                // The `empty` part renders once, not per turn: it costs where the loop stands.
                let frame = frames[frames.count - 1]
                if let loop = frame.loop { loops[ObjectIdentifier(loop)] = frame.cost - 1 }
                frames[frames.count - 1] = (frame.loop, 0, true)
            case "endfor" where frames.count > 1:
                let frame = frames.removeLast()
                if frame.afterEmpty {
                    frames[frames.count - 1].cost += frame.cost
                } else if let loop = frame.loop {
                    loops[ObjectIdentifier(loop)] = frame.cost - 1
                }
            default:
                break
            }
        }
        while frames.count > 1 {
            // A loop left open does not parse; its cost does not matter.
            let frame = frames.removeLast()
            frames[frames.count - 1].cost += frame.cost
        }
        return (frames[0].cost, loops)
    }
}

/// Where a tag stands in a template: the template's name in its set and the 1-based line
/// and column in its folded text (see `LineStatements`).
struct TemplateSite: Equatable {
    var template: String
    var line: Int
    var column: Int
}

/// Thrown by the evaluator when a render crosses a limit of `RenderBudget`, at the site the
/// compiler reports it.
struct RenderLimitExceeded: Error, Equatable {
    var limit: RenderBudget.Limit
    /// The outermost loop rendering when the limit was crossed, else the outermost include;
    /// `nil` if neither was.
    var site: TemplateSite?
}

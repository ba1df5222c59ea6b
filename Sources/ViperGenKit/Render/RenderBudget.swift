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
enum RenderBudget {
    /// Steps one template may take for one module: seven times the most a built-in template
    /// takes for the largest spec the spec limits allow (about 280,000, `mvvm-c`'s; checked
    /// by `BuiltinRenderBudgetTests`). The evaluator takes about 0.2 s to cross it, Stencil
    /// about 5 s.
    static let maximumSteps = 2_000_000
    /// UTF-8 bytes one template may write for one module: 16 MiB, sixteen times the most a
    /// built-in template writes for the largest spec (about 1 MiB). A Swift file that large is
    /// far past what a compiler or an editor handles well; and counted as the text grows,
    /// never after the fact, the limit keeps a run's memory small.
    static let maximumBytes = 16 << 20

    /// What crossed which limit.
    enum Limit: Equatable {
        case steps
        case bytes
    }

    /// The message for crossing `limit` while rendering a template for `module`, said at
    /// the outermost loop (or include) that was rendering.
    static func reason(_ limit: Limit, module: String?) -> String {
        let subject = module.map { "rendering this template for '\($0)'" } ?? "rendering this template"
        switch limit {
        case .steps:
            return
                "\(subject) takes more than \(maximumSteps) steps (loop turns and the tags and text they render); the loops and includes inside this tag multiply each other's work: loop over fewer values, or render less inside it"
        case .bytes:
            return
                "\(subject) writes more than \(maximumBytes >> 20) MiB, more than a generated file should hold; this tag writes it: render less inside it"
        }
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

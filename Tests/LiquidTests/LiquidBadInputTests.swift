import Diagnostics
import Foundation
import Testing

@testable import Liquid

/// Broken templates and runaway renders: a located error (`path:line:column: error:`), never a
/// crash or a hang.
@Suite struct LiquidBadInputTests {
    static func parseError(_ source: String) -> String? {
        do {
            _ = try LiquidTemplate(source: source, path: "T.swift.liquid")
            return nil
        } catch {
            return error.description
        }
    }

    static func renderError(
        _ source: String, _ scope: [String: LiquidValue] = [:], snippets: [String: String] = [:]
    ) throws -> String? {
        let template = try LiquidTemplate(source: source, path: "T.swift.liquid")
        do {
            _ = try template.render(scope) { name in
                snippets[name].map { ($0, "snippets/\(name).liquid") }
            }
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("{% if a %}x", "T.swift.liquid:1:1: error: 'if' tag was never closed"),
        ("ok\n  {% for x in xs %}", "T.swift.liquid:2:3: error: 'for' tag was never closed"),
        ("{% capture a %}", "T.swift.liquid:1:1: error: 'capture' tag was never closed"),
        ("{% raw %}x", "T.swift.liquid:1:1: error: 'raw' tag was never closed"),
        ("{% comment %}", "T.swift.liquid:1:1: error: 'comment' tag was never closed"),
        ("a\nb {% frobnicate %}", "T.swift.liquid:2:3: error: Unknown tag 'frobnicate'"),
        ("{% endif %}", "T.swift.liquid:1:1: error: Unknown tag 'endif'"),
        ("{% else %}", "T.swift.liquid:1:1: error: Unexpected outer 'else' tag"),
        (
            "{% if a %}{% endfor %}",
            "T.swift.liquid:1:11: error: 'endfor' is not a valid delimiter for if tags. use endif"
        ),
        // Ruby's `for` ends at a second `else`, which leaves its `endfor` to the document.
        (
            "{% for a in b %}{% else %}{% else %}{% endfor %}",
            "T.swift.liquid:1:37: error: Unknown tag 'endfor'"
        ),
        (
            "{% for a in b %}{% endunless %}",
            "T.swift.liquid:1:17: error: 'endunless' is not a valid delimiter for for tags. use endfor"
        ),
        (
            "{% for x %}{% endfor %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]"
        ),
        (
            "{% for in xs %}{% endfor %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]"
        ),
        (
            "x {{ name",
            "T.swift.liquid:1:3: error: Variable '{{' was not properly terminated with regexp: /\\}\\}/"
        ),
        (
            "{{ name }",
            "T.swift.liquid:1:1: error: Variable '{{ name }' was not properly terminated with regexp: /\\}\\}/"
        ),
        (
            "{% if a",
            "T.swift.liquid:1:1: error: Tag '{%' was not properly terminated with regexp: /\\%\\}/"
        ),
        (
            "{% if %}{% endif %}",
            "T.swift.liquid:1:1: error: Syntax Error in tag 'if' - Valid syntax: if [expression]"
        ),
        (
            "{% case %}{% endcase %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'case' - Valid syntax: case [condition]"
        ),
        (
            "{% assign = 1 %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'assign' - Valid syntax: assign [var] = [source]"
        ),
        (
            "{% cycle %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]"
        ),
        (
            "{% raw x %}{% endraw %}",
            "T.swift.liquid:1:1: error: Syntax Error in 'raw' - Valid syntax: raw"
        ),
        (
            "{% include %}",
            "T.swift.liquid:1:1: error: Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]"
        ),
        (
            "{% case a %}{% when %}{% endcase %}",
            "T.swift.liquid:1:13: error: Syntax Error in tag 'case' - Valid when condition: {% when [condition] [or condition2...] %}"
        ),
    ])
    func syntaxErrorsAreLocated(_ source: String, _ expected: String) {
        #expect(Self.parseError(source) == expected)
    }

    @Test func nestingBeyondRubysLimitIsRefused() {
        let deep =
            String(repeating: "{% if a %}", count: 101)
            + String(repeating: "{% endif %}", count: 101)
        #expect(Self.parseError(deep)?.hasSuffix("error: Nesting too deep") == true)
        let fine =
            String(repeating: "{% if a %}", count: 100)
            + String(repeating: "{% endif %}", count: 100)
        #expect(Self.parseError(fine) == nil)
    }

    @Test func renderErrorsAreLocatedAtTheirTag() throws {
        #expect(
            try Self.renderError("a\n  {{ 1 | divided_by: 0 }}")
                == "T.swift.liquid:2:3: error: divided by 0")
        #expect(
            try Self.renderError("{% if 1 < 'a' %}{% endif %}")
                == "T.swift.liquid:1:1: error: comparison of Integer with String failed")
        #expect(
            try Self.renderError("{{ 'x' | append }}")?.hasPrefix(
                "T.swift.liquid:1:1: error: wrong number of arguments (given 1, expected 2)")
                == true)
        #expect(
            try Self.renderError("{{ 'x' | slice: 'a' }}")
                == "T.swift.liquid:1:1: error: invalid integer")
    }

    @Test func aMissingSnippetIsAnErrorAtTheInclude() throws {
        #expect(
            try Self.renderError("x\n {% include 'header' %}")
                == "T.swift.liquid:2:2: error: no snippet 'header' to include")
        // A snippet's own errors are placed in the snippet.
        #expect(
            try Self.renderError("{% include 'bad' %}", snippets: ["bad": "\n{% if %}{% endif %}"])
                == "snippets/bad.liquid:2:1: error: Syntax Error in tag 'if' - Valid syntax: if [expression]"
        )
    }

    @Test func runawayRendersHitTheLimits() throws {
        // Include recursion.
        let recursion = try Self.renderError(
            "{% include 'self' %}", snippets: ["self": "x{% include 'self' %}"])
        #expect(
            recursion?.contains("includes go more than \(RenderLimits.maximumIncludeDepth) deep")
                == true, "\(recursion ?? "")")
        // A huge range.
        let range = try Self.renderError("{% for i in (1..100000000000) %}x{% endfor %}")
        #expect(
            range?.hasPrefix("T.swift.liquid:1:1: error: the range (1..100000000000) has more than")
                == true, "\(range ?? "")")
        #expect(
            try Self.renderError("{{ (1..100000000000) | size }}")?.hasPrefix("T.swift.liquid:1:1:")
                == true)
        #expect(
            try Self.renderError(
                "{% for i in (-9223372036854775807..9223372036854775807) %}{% endfor %}") != nil)
        // Loops that multiply.
        let steps = try Self.renderError(
            "{% for a in (1..2000) %}{% for b in (1..2000) %}{{ b }}{% endfor %}{% endfor %}")
        #expect(
            steps?.contains("takes more than \(RenderLimits.maximumSteps) steps") == true,
            "\(steps ?? "")")
        // A value that doubles.
        let doubling = try Self.renderError(
            "{% assign s = 'xxxxxxxx' %}{% for i in (1..64) %}{% assign s = s | append: s %}{% endfor %}"
        )
        #expect(doubling?.contains("builds a value of more than") == true, "\(doubling ?? "")")
        // Output size.
        let output = try Self.renderError(
            "{% for a in (1..1000) %}{% for b in (1..1000) %}{{ s }}{% endfor %}{% endfor %}",
            ["s": .string(String(repeating: "y", count: 100))]
        )
        #expect(output?.contains("writes more than") == true, "\(output ?? "")")
        // Overflowing arithmetic and counters are errors, not traps.
        #expect(try Self.renderError("{{ 9223372036854775807 | plus: 1 }}") != nil)
        #expect(try Self.renderError("{{ -9223372036854775808 | abs }}") != nil)
        #expect(
            try Self.renderError(
                "{% for x in xs offset: 9223372036854775807 limit: 5 %}{% endfor %}", ["xs": [1]])
                == nil)
    }

    /// Comparing, testing, printing, sorting and filtering a long list costs in proportion to
    /// the list, and is counted so (a byte a value and `elementBytes` an element): each of
    /// these loops of 2,000 turns over a list of 20,000 elements (2,000 turns of `a == a` over
    /// 400,000 took 9 minutes, counted as nothing) is refused past the 64 MiB that a render
    /// may go through, having gone through at most twice as many values as that allows.
    @Test(arguments: [
        "{% if a == a %}{% endif %}",
        "{% if a != a %}{% endif %}",
        "{% if a contains 'y' %}{% endif %}",
        "{% if 'x' contains a %}{% endif %}",
        "{% case a %}{% when a %}{% endcase %}",
        "{% ifchanged %}{{ a }}{% endifchanged %}",
        "{% capture c %}{{ a }}{% endcapture %}",
        "{% cycle a: 1, 2 %}",
        "{% assign s = a | sort_natural %}",
        "{% assign s = a | sort %}",
        "{% assign s = a | reverse %}",
        "{% assign s = a | compact %}",
        "{% assign s = a | where: 'x' %}",
        "{% assign s = a | map: 'to_liquid' %}",
        "{% assign s = a | first %}",
        "{% assign s = a | uniq %}",
        "{% for x in a %}{% break %}{% endfor %}",
        "{{ t.size }}",
        "{{ h[t] }}",
    ])
    func workOnLongListsIsCountedAsItIsDone(_ body: String) throws {
        let list = String(repeating: "x,", count: 20_000)
        let source =
            "{% assign a = '\(list)' | split: ',' %}{% for i in (1..2000) %}\(body){% endfor %}"
        let work = LiquidWork()
        let error = try LiquidWork.$current.withValue(work) {
            try Self.renderError(
                source, ["t": .string(String(repeating: "t", count: 40_000)), "h": [:]])
        }
        #expect(
            error?.contains("runs filters, comparisons and prints over more than 64 MiB") == true,
            "\(error ?? "")")
        let elements = RenderLimits.maximumProcessedBytes / LiquidRenderer.elementBytes
        #expect(work.values <= 2 * elements, "\(body): \(work.values) values")
    }

    /// Within the budget the same tags render as before; a `for` takes only its segment, so
    /// `limit: 1` over a long list is one element's work each time.
    @Test func longListsWithinTheBudgetRender() throws {
        let long = String(repeating: "x,", count: 20_000)
        let work = LiquidWork()
        let limited = try LiquidWork.$current.withValue(work) {
            try LiquidTemplate(
                source:
                    "{% assign a = '\(long)' | split: ',' %}{% for i in (1..2000) %}{% for x in a limit: 1 %}{{ x }}{% endfor %}{% endfor %}",
                path: "T.swift.liquid"
            ).render([:]) { _ in nil }
        }
        #expect(limited == String(repeating: "x", count: 2000))
        #expect(work.values < 100_000, "\(work.values) values")
        let list = String(repeating: "b,a,", count: 10_000)
        let template = try LiquidTemplate(
            source:
                "{% assign a = '\(list)' | split: ',' %}{% if a == a %}1{% endif %}{% if a contains 'a' %}2{% endif %}{% case a %}{% when a %}3{% endcase %}{{ a | sort | first }}{{ a | sort_natural | last }}{% for x in a offset: 19999 %}{{ x }}{% endfor %}",
            path: "T.swift.liquid")
        #expect(try template.render([:]) { _ in nil } == "123aba")
    }

    /// Arithmetic at the edges of 64-bit integers and of Foundation's decimals: Ruby's
    /// result where it fits, a located error where Ruby's would be a big number, never a trap
    /// (`Int.min / -1` and `Int.min % -1` trapped, and so did a product of two tiny decimals).
    @Test func arithmeticAtTheEdgesIsAnOutputOrALocatedError() throws {
        let tiny = "0." + String(repeating: "0", count: 100) + "1"
        let huge = "1" + String(repeating: "0", count: 100) + ".0"
        let outputs: [(String, String)] = [
            ("{{ -9223372036854775808 | modulo: -1 }}", "0"),
            ("{{ -9223372036854775808 | divided_by: 1 }}", "-9223372036854775808"),
            ("{{ -9223372036854775807 | divided_by: -1 }}", "9223372036854775807"),
            ("{{ -7 | divided_by: 2 }} {{ -7 | modulo: 2 }} {{ 7 | modulo: -2 }}", "-4 1 -1"),
            ("{{ 'abc' | slice: '-9223372036854775808' }}|", "|"),
            ("{{ 'abc' | slice: '-0x3', 2 }}", "ab"),
            ("{{ \(tiny) | times: 0 }}", "0.0"),
        ]
        for (source, expected) in outputs {
            let template = try LiquidTemplate(source: source, path: "T.swift.liquid")
            #expect(try template.render([:]) { _ in nil } == expected, "\(source)")
        }
        let errors: [(String, String)] = [
            (
                "{{ -9223372036854775808 | divided_by: -1 }}",
                "the result of 'divided_by' is beyond 64-bit integers"
            ),
            ("{{ 'x' | slice: '--9223372036854775808' }}", "invalid integer"),
            ("{{ 'x' | slice: '+-1' }}", "invalid integer"),
            ("{{ 'x' | slice: '0x-1' }}", "invalid integer"),
            (
                "{{ \(tiny) | times: \(tiny) }}",
                "the result of 'times' is beyond the decimals Liquid computes with"
            ),
            (
                "{{ \(huge) | times: \(huge) }}",
                "the result of 'times' is beyond the decimals Liquid computes with"
            ),
            (
                "{{ '99999999999999999999' | plus: 1 }}",
                "an integer of 20 digits is beyond 64-bit integers"
            ),
            (
                "{% for i in ('99999999999999999999'..1) %}{% endfor %}",
                "an integer of 20 digits is beyond 64-bit integers"
            ),
        ]
        for (source, message) in errors {
            #expect(
                try Self.renderError("\n " + source) == "T.swift.liquid:2:2: error: \(message)",
                "\(source)")
        }
    }

    /// The work of reading `source` (`LiquidWork`).
    static func readingWork(_ source: String) -> LiquidWork {
        let work = LiquidWork()
        LiquidWork.$current.withValue(work) { _ = parseError(source) }
        return work
    }

    /// Many unclosed `{{` or `{%` (which a search for the end of each would make quadratic),
    /// and tags of thousands of filters, conditions or quotes: the tokenizer goes through each
    /// character two or three times, and the regular expressions report progress about once
    /// a character (a search from each place a match starts) or less; reading any of them
    /// again for each tag or piece would take thousands of times that.
    /// Foundation's time zones reach ±18 hours: a date with an offset past them (or minutes
    /// past 59) is text the filter cannot read, returned as it is, never a crash.
    @Test func aDateWithAnOffsetNoTimeZoneHoldsIsLeftAsItIs() throws {
        for offset in ["+19:00", "-18:01", "+18:59", "+99:99", "+0060", "+2359"] {
            let source = "{{ '2024-03-05T00:00\(offset)' | date: '%Y' }}"
            let template = try LiquidTemplate(source: source, path: "T.swift.liquid")
            #expect(
                try template.render([:]) { _ in nil } == "2024-03-05T00:00\(offset)", "\(source)")
        }
        let inRange = try LiquidTemplate(
            source: "{{ '2024-03-05 23:00 -18:00' | date: '%Y-%m-%d %z' }}", path: "T.swift.liquid")
        #expect(try inRange.render([:]) { _ in nil } == "2024-03-05 -1800")
    }

    @Test func pathologicalMarkupIsReadInLinearWork() {
        for source in [
            String(repeating: "{{", count: 50_000),
            String(repeating: "{%", count: 50_000),
            "{{ " + String(repeating: "'a' | ", count: 5_000) + " }}",
            "{% if " + String(repeating: "a and ", count: 5_000) + "b %}{% endif %}",
            "{{ " + String(repeating: "\"", count: 20_001) + " }}",
        ] {
            let work = Self.readingWork(source)
            let length = source.unicodeScalars.count
            #expect(work.scalars <= 3 * length, "\(source.prefix(12)): \(work.scalars)")
            #expect(work.regexReports <= 2 * length, "\(source.prefix(12)): \(work.regexReports)")
        }
    }

    /// Every filter on odd values with odd arguments: an output or a located error, never a
    /// trap (overflow, an index out of range) or a hang.
    @Test func everyFilterOnOddValuesIsAnOutputOrAnError() throws {
        let filters = [
            "abs", "append", "at_least", "at_most", "base64_decode", "base64_encode",
            "base64_url_safe_decode",
            "base64_url_safe_encode", "capitalize", "ceil", "compact", "concat", "date", "default",
            "divided_by", "downcase",
            "escape", "escape_once", "first", "floor", "join", "last", "lstrip", "map", "minus",
            "modulo", "newline_to_br",
            "plus", "prepend", "remove", "remove_first", "remove_last", "replace", "replace_first",
            "replace_last", "reverse",
            "round", "rstrip", "size", "slice", "sort", "sort_natural", "split", "strip",
            "strip_html", "strip_newlines",
            "times", "truncate", "truncatewords", "uniq", "upcase", "url_decode", "url_encode",
            "where",
        ]
        let values = [
            "nil", "true", "-0.0", "9223372036854775807", "-9223372036854775808",
            "1.7976931348623157", "'%'", "'%E9'", "''",
            "'  '", "list", "h", "nested", "1e308", "'2024-13-45'", "99999999999999999999",
            "-1", "'--9223372036854775808'", "'-9223372036854775808'",
            "0." + String(repeating: "0", count: 100) + "1",
        ]
        let scope: [String: LiquidValue] = [
            "list": [1, "a", .nil, [2, [3]]], "h": ["k": .nil], "nested": [["k": 1], ["k": "x"]],
        ]
        var rendered = 0
        for filter in filters {
            for value in values {
                for arguments in [
                    "", ": \(value)", ": \(value), \(value)", ": 'k', -9223372036854775808",
                    ": 9223372036854775807, 'x'",
                ] {
                    let source = "{{ \(value) | \(filter)\(arguments) }}"
                    let template = try LiquidTemplate(source: source, path: "t")
                    do {
                        _ = try template.render(scope) { _ in nil }
                        rendered += 1
                    } catch {
                        #expect(
                            error.description.hasPrefix("t:1:1: error: "), "\(source): \(error)")
                    }
                }
            }
        }
        #expect(rendered > 1000)
    }

    /// Loops and ranges with extreme bounds, limits and offsets: an output or a located error.
    @Test func loopsWithExtremeBoundsAreAnOutputOrAnError() throws {
        let numbers = [
            "0", "-1", "3", "9223372036854775807", "-9223372036854775808", "'x'", "nil", "2.5",
        ]
        var count = 0
        for low in numbers {
            for high in numbers {
                for extra in [
                    "", " limit: \(high)", " offset: \(low)", " limit: \(low) offset: \(high)",
                    " reversed offset: continue",
                ] {
                    for source in [
                        "{% for i in (\(low)..\(high))\(extra) %}{{ i }}{% endfor %}",
                        "{{ (\(low)..\(high)) | size }}",
                        "{% for i in list\(extra) %}{{ i }}{% endfor %}{% for i in list offset: continue %}{{ i }}{% endfor %}",
                    ] {
                        let template = try LiquidTemplate(source: source, path: "t")
                        do {
                            _ = try template.render(["list": [1, 2, 3]]) { _ in nil }
                            count += 1
                        } catch {
                            #expect(
                                error.description.hasPrefix("t:1:1: error: "), "\(source): \(error)"
                            )
                        }
                    }
                }
            }
        }
        #expect(count > 100)
    }
}

import Liquid

/// SplitMix64: the same sequence for a seed on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Small random Liquid templates: text with whitespace, outputs with filter chains, and
/// every tag, nested, with and without whitespace control; now and then broken markup.
struct LiquidRandomTemplates {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let scope: [String: LiquidValue] = [
        "s": "Hello World", "e": "", "w": "  two  words ", "i": 3, "j": -2, "z": 0, "fl": 2.5,
        "b": true, "nb": false,
        "nl": .nil, "arr": ["b", "a", "C"], "nums": [3, 1, 2], "h": ["k": "v", "n": 1],
        "list": [["k": "x", "n": 2], ["k": "y", "n": 1], ["k": "x", "n": 3]],
        "iso": "2023-12-31 23:59:58",
        "ml": "a\nb", "html": "<b>bold</b> & 'q'",
    ]

    static let snippets: [String: String] = [
        "part": "({{ part }}{{ i }}{{ alias }})",
        "nest":
            "{% for a in nums %}{% for b in arr %}{{ forloop.parentloop.index }}{{ b }}{% endfor %}{% endfor %}{% include 'part' %}",
        "loop": "{% for x in nums %}{{ x }}{% endfor %}", "ws": "  {{ s | downcase }}  \n",
    ]

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func next() -> LiquidCase {
        LiquidCase(template: template(depth: 0), scope: Self.scope, snippets: Self.snippets)
    }

    mutating func template(depth: Int) -> String {
        let count = Int(random.next() % 4) + 1
        return (0..<count).map { _ in item(depth: depth) }.joined()
    }

    mutating func text() -> String {
        // Now and then the braces of Swift and Objective-C code next to tags.
        if chance(8) {
            return pick(["{", "}", " {\n", "}\n", "}}", "{}", "{ {", "%}", "@{", "{-"])
        }
        return pick(["", " ", "\n", "  \n  ", "a", "b c", "x\n", "\t-", " . ", "\n\n", "é", "-"])
    }

    mutating func open() -> String { chance(25) ? "{%- " : "{% " }
    mutating func close() -> String { chance(25) ? " -%}" : " %}" }

    mutating func item(depth: Int) -> String {
        let kind = random.next() % (depth >= 3 ? 3 : 14)
        switch kind {
        case 0, 1: return text()
        case 2: return output()
        case 3:
            var result = open() + "if " + condition() + close() + template(depth: depth + 1)
            if chance(30) {
                result += open() + "elsif " + condition() + close() + template(depth: depth + 1)
            }
            if chance(40) { result += open() + "else" + close() + template(depth: depth + 1) }
            return result + open() + "endif" + close()
        case 4:
            return open() + "unless " + condition() + close() + template(depth: depth + 1) + open()
                + "endunless" + close()
        case 5:
            var result =
                open() + "for v in "
                + pick(["arr", "nums", "list", "(1..3)", "(i..5)", "s", "nl", "h", "e"])
            if chance(20) { result += " reversed" }
            if chance(20) { result += " limit: " + pick(["1", "2", "i"]) }
            if chance(20) { result += " offset: " + pick(["1", "0", "continue"]) }
            result +=
                close() + text()
                + pick([
                    "{{ v }}", "{{ forloop.index }}", "{{ v.k }}",
                    "{{ forloop.first }}{{ forloop.rindex }}", "{% if forloop.last %}L{% endif %}",
                ])
            result += template(depth: depth + 1)
            if chance(15) { result += pick(["{% break %}", "{% continue %}"]) }
            if chance(25) { result += open() + "else" + close() + template(depth: depth + 1) }
            return result + open() + "endfor" + close()
        case 6:
            var result = open() + "case " + expression() + close() + text()
            for _ in 0..<(Int(random.next() % 3) + 1) {
                result +=
                    open() + "when " + expression() + (chance(30) ? ", " + expression() : "")
                    + close() + template(depth: depth + 1)
            }
            if chance(40) { result += open() + "else" + close() + template(depth: depth + 1) }
            return result + open() + "endcase" + close()
        case 7:
            return open() + "assign " + pick(["a", "s", "t"]) + " = " + expression() + filters()
                + close() + pick(["", "{{ a }}", "{{ t }}"])
        case 8:
            return open() + "capture c" + close() + template(depth: depth + 1) + open()
                + "endcapture" + close() + "[{{ c }}]"
        case 9:
            return pick([
                "{% comment %}" + template(depth: 3) + "{% endcomment %}",
                "{% raw %}{{ x }}{% if %}" + text() + "{% endraw %}",
                "{% cycle 'x', 'y' %}", "{% cycle 1, i, 'z' %}", "{% increment c1 %}",
                "{% decrement c1 %}", "{% cycle 'g': 'p', 'q' %}",
                "{% echo s | upcase %}", "{% increment i %}{{ i }}",
                "{% assign c1 = 5 %}{% increment c1 %}{{ c1 }}",
            ])
        case 10:
            return pick([
                "{% include 'part' %}", "{% include 'part' with 'w' %}",
                "{% include 'part' for arr %}", "{% include 'loop' %}",
                "{% include 'ws' %}", "{%- include 'ws' -%}",
                "{% include 'part', part: 'x', i: 9 %}",
                "{% include 'part' with 'w' as alias %}", "{% include 'nest' %}",
            ])
        case 11 where chance(30):
            // broken markup
            return pick([
                "{% if %}", "{% endif %}", "{% for x %}{% endfor %}", "{{ s", "{% unknown %}",
                "{% if b %}", "{% else %}",
                "{{ s }", "{% case %}{% endcase %}", "{% cycle %}", "{% assign = 1 %}",
                "{% raw x %}{% endraw %}",
            ])
        default: return output()
        }
    }

    mutating func output() -> String {
        // Ruby's Time.parse reads dates out of almost any text; `date` gets dates.
        if chance(3) {
            return "{{ " + pick(["iso", "i", "'26/11/2026'", "'now' | size"])
                + " | date: '%Y/%m/%d %H %j %b %a %-d %e %I%p' }}"
        }
        return (chance(20) ? "{{- " : "{{ ") + expression() + filters()
            + (chance(20) ? " -}}" : " }}")
    }

    mutating func expression() -> String {
        pick([
            "s", "e", "w", "i", "j", "z", "fl", "b", "nb", "nl", "arr", "nums", "h", "list",
            "missing", "h.k", "h.n", "list.first.k",
            "arr.size", "arr.first", "arr.last", "arr[0]", "arr[-1]", "s.size", "nums.last",
            "'lit'", "\"q q\"", "0", "1", "42", "-1",
            "1.5", "0.1", "true", "false", "nil", "iso", "ml", "html", "list[1].n", "h['k']",
        ])
    }

    mutating func condition() -> String {
        var result = comparison()
        while chance(35) { result += pick([" and ", " or "]) + comparison() }
        return result
    }

    mutating func comparison() -> String {
        if chance(40) { return expression() }
        return expression() + " " + pick(["==", "!=", "<", ">", "<=", ">=", "contains", "<>"]) + " "
            + pick([expression(), "empty", "blank"])
    }

    mutating func filters() -> String {
        var result = ""
        for _ in 0..<(Int(random.next() % 3)) { result += " | " + filter() }
        return result
    }

    mutating func filter() -> String {
        pick([
            "downcase", "upcase", "capitalize", "strip", "lstrip", "rstrip", "escape", "size",
            "first", "last", "reverse", "sort",
            "sort_natural", "uniq", "compact", "abs", "ceil", "floor", "round", "strip_html",
            "strip_newlines", "newline_to_br",
            "url_encode", "escape_once", "join", "append: 'x'", "prepend: s", "remove: 'l'",
            "remove_first: 'o'", "split: ' '",
            "split: 'a'", "join: '-'", "default: 'd'", "default: 'd', allow_false: true",
            "replace: 'o', '0'",
            "replace_first: 'l', 'L'", "slice: 1", "slice: -2, 2", "truncate: 5",
            "truncate: 8, '!'", "truncatewords: 1",
            "plus: 1", "minus: 2.5", "times: 3", "divided_by: 2", "divided_by: 0.5", "modulo: 2",
            "at_least: 2", "at_most: 1",
            "round: 1", "map: 'k'", "where: 'k', 'x'", "where: 'n'", "concat: nums", "url_decode",
            "no_such_filter", "size | plus: 1", "first | upcase", "times: 1.1", "divided_by: 3",
            "divided_by: 3.0", "times: 0.1",
            "plus: 0.7", "minus: 0.3", "modulo: 1.5", "round: 2", "at_least: 0.5",
            "abs | times: -1", "divided_by: 7.0 | round: 3",
            "times: 1000000000", "times: 1e3", "split: '' | reverse | join: ''",
            "truncatewords: 2, '~'", "sort: 'n' | map: 'k'",
            "uniq: 'k' | size", "compact: 'k' | size", "where: 'n', 2 | first",
        ])
    }
}

/// English singular and plural forms of the last word of a PascalCase name.
public enum Inflector {
    private static let irregular: [(singular: String, plural: String)] = [
        ("person", "people"), ("child", "children"), ("man", "men"), ("woman", "women"),
        ("mouse", "mice"),
        ("goose", "geese"), ("foot", "feet"), ("tooth", "teeth"), ("index", "indices"),
        ("matrix", "matrices"),
        ("vertex", "vertices"), ("datum", "data"), ("medium", "media"), ("criterion", "criteria"),
        ("analysis", "analyses"), ("crisis", "crises"), ("leaf", "leaves"), ("life", "lives"),
        ("wife", "wives"),
        ("knife", "knives"), ("half", "halves"), ("shelf", "shelves"), ("quiz", "quizzes"),
        ("ox", "oxen"),
    ]
    /// Words that are the same in both forms, or have no useful singular.
    private static let uncountable: Set<String> = [
        "settings", "news", "series", "species", "information", "equipment", "feedback", "data",
        "metadata",
        "sheep", "fish", "deer", "money", "rice", "media", "analytics", "status", "bus", "campus",
        "address",
        "access", "progress", "business", "success", "process", "canvas", "radius", "gas",
    ]

    /// "Cars" -> "Car", "Categories" -> "Category", "URLShortener" -> "URLShortener".
    public static func singular(_ name: String) -> String {
        transformLastWord(of: name) { word in
            let lower = word.lowercased()
            if uncountable.contains(lower) { return word }
            if let match = irregular.first(where: { $0.plural == lower }) { return match.singular }
            for (suffix, replacement) in [
                ("ies", "y"), ("ves", "f"), ("sses", "ss"), ("xes", "x"), ("ches", "ch"),
                ("shes", "sh"),
                ("zzes", "z"), ("oes", "o"),
            ] where lower.hasSuffix(suffix) && lower.count > suffix.count + 1 {
                return String(word.dropLast(suffix.count)) + replacement
            }
            if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"),
                !lower.hasSuffix("is"),
                lower.count > 2
            {
                return String(word.dropLast())
            }
            return word
        }
    }

    /// "Car" -> "Cars", "Category" -> "Categories", "Settings" -> "Settings".
    public static func plural(_ name: String) -> String {
        transformLastWord(of: name) { word in
            let lower = word.lowercased()
            if uncountable.contains(lower) || lower.hasSuffix("data") { return word }
            if let match = irregular.first(where: { $0.singular == lower }) { return match.plural }
            if irregular.contains(where: { $0.plural == lower }) { return word }
            if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY)
            {
                return String(word.dropLast()) + "ies"
            }
            for suffix in ["s", "x", "z", "ch", "sh"] where lower.hasSuffix(suffix) {
                return word + "es"
            }
            return word + "s"
        }
    }

    private static func transformLastWord(of name: String, _ transform: (String) -> String)
        -> String
    {
        let words = SwiftNames.words(name)
        guard let last = words.last, last.first?.isLetter == true else { return name }
        let head = name.dropLast(last.count)
        var result = transform(last)
        // Keep the capitalisation of the original word ("URLs" -> "URL", "Cars" -> "Car").
        if last.first?.isUppercase == true {
            result = result.prefix(1).uppercased() + result.dropFirst()
        }
        if last.count > 1, last.allSatisfy(\.isUppercase) { result = result.uppercased() }
        return head + result
    }
}

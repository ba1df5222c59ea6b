import Diagnostics

/// Warns when a name the generator derives for a use case's API (its display method,
/// `displayCars`, or the name of its result, `cars`, which mvvm-c's `Output` and clean-swift's
/// models carry) is about to change in a generator-owned file, so that hand-written code
/// calling it would break.
///
/// The old names are not stored anywhere: they are read back from the generator-owned files
/// on disk, which the plan reads anyway. For each use case, the names the rules could have
/// given it (its noun, its full name, each with "Result") are looked for among the names the
/// files declare for callers (`apiNames`): a type's methods, properties and cases that are not
/// private, outside tests and test doubles (a spy's `fetchCarsResult` stub, a parameter's or a
/// local's name are no API). One that the files on disk declare and the new text no longer
/// does, while the new name is not declared on disk yet, is the name it had.
enum APINameChanges {
    /// `memberNames` are the set's own names, which result names avoid (`RenderContext`).
    static func warnings(
        for module: ResolvedModule, files: [PlannedFile], memberNames: Set<String> = []
    ) -> [Diagnostic] {
        let changed = files.filter {
            $0.owner == .generator && $0.action == .update && !$0.isMergeBase
        }
        guard !changed.isEmpty else { return [] }
        let oldTexts = changed.compactMap(\.existing)
        let old = apiNames(in: oldTexts)
        let new = apiNames(in: changed.map(\.contents))
        let useCases = module.useCases
        let nouns = UseCaseNaming.displayNouns(for: useCases)
        let functionNames = (useCases + module.routes).map(\.name)
        let results = RenderContext.resultWords(
            useCases, nouns: nouns, avoiding: memberNames.union(functionNames),
            functionNames: Set(functionNames))
        // Whose each name is now: a use case's or route's own, or derived from a use case.
        var owners: [String: String] = [:]
        for name in functionNames { owners[name] = name }
        for (index, useCase) in useCases.enumerated() where useCase.returnType != nil {
            owners["display" + nouns[index]] = useCase.name
            owners[results[index]] = useCase.name
        }
        var warnings: [Diagnostic] = []
        // A use case the files on disk do not declare is new: it has no name to lose.
        for (index, useCase) in useCases.enumerated()
        where useCase.returnType != nil
            && oldTexts.contains(where: { $0.contains("func \(useCase.name)(") })
        {
            let noun = nouns[index]
            let full = SwiftNames.upperFirst(useCase.name)
            let others = [UseCaseNaming.noun(for: useCase), full, full + "Result"]
            let earlier = others.filter { $0 != noun }
            // The display method, then the result's name (`cars`, `fetchCarsResult`).
            let resultNames = (others + [noun]).map(SwiftNames.lowerFirst)
            let numbered = (2...3).map { SwiftNames.lowerFirst(full) + "Result\($0)" }
            let renamed =
                changedName(
                    now: "display" + noun, before: earlier.map { "display" + $0 },
                    of: useCase.name, old: old, new: new, owners: owners)
                ?? changedName(
                    now: results[index],
                    before: resultNames + resultNames.map { $0 + "Result" } + numbered,
                    of: useCase.name, old: old, new: new, owners: owners)
            guard let (before, now) = renamed else { continue }
            let advice: String
            if functionNames.contains(before) {
                // No pin keeps a name a use case or route has: the two would collide.
                advice = "; use case or route '\(before)' has that name now"
            } else if let pin = earlier.first(where: {
                "display" + $0 == before || SwiftNames.lowerFirst($0) == before
            }) {
                advice =
                    "; to keep '\(before)', pin it in the spec: 'displayNames: { \(useCase.name): \(pin) }'"
            } else {
                advice = ""
            }
            warnings.append(
                Diagnostic(
                    .warning,
                    "use case '\(useCase.name)': generated API name '\(before)' becomes '\(now)', which breaks code that uses it\(advice)",
                    at: module.locations.useCases.indices.contains(index)
                        ? module.locations.useCases[index] : nil))
        }
        return warnings
    }

    /// The name among `before` that was `useCase`'s in the old texts and is not in the new
    /// ones: it is gone from them, or, when `now` is new, another use case has it now; and
    /// `now`, its new name.
    private static func changedName(
        now: String, before: [String], of useCase: String, old: Set<String>, new: Set<String>,
        owners: [String: String]
    ) -> (String, String)? {
        guard new.contains(now) else { return nil }
        return before.first { name in
            guard name != now, old.contains(name) else { return false }
            return !new.contains(name)
                || (!old.contains(now) && owners[name].map { $0 != useCase } == true)
        }.map { ($0, now) }
    }

    /// The names `texts` declare for code that calls them: the methods, properties and cases of
    /// their types (and top-level ones) that are not `private` or `fileprivate`. Files of tests
    /// (they import XCTest, Testing or the module `@testable`) and the members of test doubles
    /// (types named `…Spy`, `…Stub`, `…Mock`, `…Fake`, `…Double(s)`, `…Tests`, and the types
    /// nested in them) declare none; nor do function bodies (locals) or parameter lists.
    static func apiNames(in texts: [String]) -> Set<String> {
        var found: Set<String> = []
        let testImports = ["import XCTest", "import Testing", "@testable import"]
        for text in texts where !testImports.contains(where: text.contains) {
            // Each open brace: whether it opens a type's body, and whether that type is a double.
            var scopes: [(isType: Bool, isDouble: Bool)] = []
            // A type declared on lines before its brace (`final class A:\n    B {`).
            var pendingType: String?
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = String(
                    rawLine.split(
                        separator: "//", maxSplits: 1, omittingEmptySubsequences: false
                    ).first ?? "")
                let inMembers = scopes.last.map { $0.isType && !$0.isDouble } ?? true
                if inMembers, let name = declaredName(line) { found.insert(name) }
                if let name = declaredTypeName(line) { pendingType = name }
                let typeName = pendingType
                var opensType = typeName != nil
                for character in line {
                    if character == "{" {
                        let outerIsDouble = scopes.last?.isDouble ?? false
                        let isDouble =
                            outerIsDouble || (opensType && typeName.map(isDoubleName) == true)
                        scopes.append((isType: opensType, isDouble: isDouble))
                        opensType = false
                        pendingType = nil
                    } else if character == "}", !scopes.isEmpty {
                        scopes.removeLast()
                    }
                }
            }
        }
        return found
    }

    /// The member `line` declares (`func displayCars(`, `let cars:`, `private(set) var cars`,
    /// `case cars`), unless it is `private` or `fileprivate`.
    private static func declaredName(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
            if first == "private" || first == "fileprivate" { return nil }
            words.removeFirst()
        }
        guard words.count > 1, ["func", "var", "let", "case"].contains(words[0]) else {
            return nil
        }
        let name = words[1].prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        return name.isEmpty ? nil : String(name)
    }

    private static let modifiers: Set<String> = [
        "public", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "dynamic",
        "private(set)", "fileprivate(set)", "internal(set)", "public(set)", "private",
        "fileprivate", "indirect",
    ]

    /// The type whose body `line` opens (`final class NounsPresenter: … {` -> NounsPresenter).
    private static func declaredTypeName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard
            let index = words.firstIndex(where: {
                ["struct", "class", "enum", "protocol", "extension", "actor"].contains($0)
            }), index + 1 < words.count,
            !["func", "var", "let"].contains(words[index + 1])
        else { return nil }
        return String(
            words[index + 1].prefix { $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber })
    }

    private static func isDoubleName(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return ["Spy", "Stub", "Mock", "Fake", "Double", "Doubles", "Tests", "Dummy"].contains {
            last.hasSuffix($0)
        }
    }

    /// Every identifier of `texts`: the runs of letters, digits and underscores.
    static func identifiers(in texts: [String]) -> Set<String> {
        var found: Set<String> = []
        for text in texts {
            var current = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar == "_" || scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil
                {
                    current.append(scalar)
                } else if !current.isEmpty {
                    found.insert(String(current))
                    current = String.UnicodeScalarView()
                }
            }
            if !current.isEmpty { found.insert(String(current)) }
        }
        return found
    }
}

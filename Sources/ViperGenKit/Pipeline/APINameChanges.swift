import Diagnostics

/// Warns when a name the generator derives for a use case's API (its display method,
/// `displayCars`, or the name of its result, `cars`, which mvvm-c's `Output` and clean-swift's
/// models carry) is about to change in a generator-owned file, so that hand-written code
/// calling it would break.
///
/// The old names are not stored anywhere: they are read back from the generator-owned files
/// on disk, which the plan reads anyway. For each use case, the names the rules could have
/// given it (its noun, its full name, each with "Result") are looked for as whole identifiers:
/// one that the file on disk has and the new text no longer has, while the new name is not
/// on disk yet, is the name it had.
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
        let old = identifiers(in: oldTexts)
        let new = identifiers(in: changed.map(\.contents))
        let useCases = module.useCases
        let nouns = UseCaseNaming.displayNouns(for: useCases)
        let functionNames = (useCases + module.routes).map(\.name)
        let results = RenderContext.resultWords(
            useCases, nouns: nouns, avoiding: memberNames.union(functionNames))
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
            let renamed =
                changedName(
                    now: "display" + noun, before: earlier.map { "display" + $0 },
                    of: useCase.name, old: old, new: new, owners: owners)
                ?? changedName(
                    now: results[index],
                    before: resultNames + resultNames.map { $0 + "Result" },
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

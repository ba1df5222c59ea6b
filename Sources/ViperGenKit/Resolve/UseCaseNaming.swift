/// Names derived from use cases for the other roles of a module.
enum UseCaseNaming {
    /// The noun a use case's result is displayed as: "getCars" -> "Cars", "searchRepo" -> "Repo".
    /// A one-word name keeps the whole word ("load" -> "LoadResult"); nouns that two use cases
    /// share fall back to the full name ("fetchCars" and "getCars" -> "FetchCars", "GetCars").
    static func displayNouns(for useCases: [FunctionSignature]) -> [String] {
        let candidates = useCases.map { useCase -> String in
            let words = SwiftNames.words(useCase.name)
            guard words.count > 1 else { return SwiftNames.upperFirst(useCase.name) + "Result" }
            return SwiftNames.upperFirst(words.dropFirst().joined())
        }
        var counts: [String: Int] = [:]
        for (useCase, candidate) in zip(useCases, candidates) where useCase.returnType != nil {
            counts[candidate, default: 0] += 1
        }
        return zip(useCases, candidates).map { useCase, candidate in
            (counts[candidate] ?? 0) > 1 ? SwiftNames.upperFirst(useCase.name) : candidate
        }
    }
}

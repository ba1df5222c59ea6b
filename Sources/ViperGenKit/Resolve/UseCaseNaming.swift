/// Names derived from use cases for the other roles of a module.
enum UseCaseNaming {
    /// The noun a use case's result is displayed as. A leading verb is dropped ("getCars" ->
    /// "Cars", "filterTags" -> "Tags"); a name that does not start with one is a noun already
    /// and is kept whole ("pinnedCount" -> "PinnedCount", "priceRange" -> "PriceRange"). A
    /// collection of a singular noun reads as a plural ("searchRepo" -> `[Repo]` -> "Repos").
    /// A one-word verb gets "Result" ("search" -> "SearchResult"); a one-word noun is kept
    /// ("count" -> "Count"). A noun the spec pins (`displayNames:`) is that use case's,
    /// whatever its place. Otherwise a noun two use cases share is the first declared one's:
    /// a later one falls back to its full name ("fetchCars", then "refreshCars" -> "Cars",
    /// "RefreshCars"), then to that name with "Result" and a number (never a second "Result":
    /// `withResult`), so that adding a use
    /// case never renames one declared before it. A use case that returns nothing takes its
    /// full name when its noun is one that is displayed.
    static func displayNouns(for useCases: [FunctionSignature]) -> [String] {
        var taken = Set(useCases.compactMap { $0.returnType == nil ? nil : $0.displayName })
        let nouns = useCases.map { useCase -> String? in
            if let pinned = useCase.displayName { return pinned }
            guard useCase.returnType != nil else { return nil }
            let candidate = noun(for: useCase)
            let full = SwiftNames.upperFirst(useCase.name)
            let name =
                [candidate, full].first { !taken.contains($0) }
                ?? withResult(full) { !taken.contains($0) }
            taken.insert(name)
            return name
        }
        // A use case that returns nothing displays nothing; its noun names only locals.
        return zip(useCases, nouns).map { useCase, noun in
            if let noun { return noun }
            let candidate = self.noun(for: useCase)
            return taken.contains(candidate) ? SwiftNames.upperFirst(useCase.name) : candidate
        }
    }

    /// The first free one of `name` with "Result", then with a number (`carsResult`,
    /// `carsResult2`); a name that ends in "Result" already only takes a number
    /// (`countResult2`, not `countResultResult`): suffixes never stack.
    static func withResult(_ name: String, isFree: (String) -> Bool) -> String {
        let stem =
            endsInResult(name)
            ? String(name.reversed().drop(while: \.isNumber).reversed()) : name + "Result"
        if !endsInResult(name), isFree(stem) { return stem }
        var counter = 2
        while !isFree(stem + "\(counter)") { counter += 1 }
        return stem + "\(counter)"
    }

    /// Whether `name` ends in "Result", or "Result" and a number (`countResult2`).
    static func endsInResult(_ name: String) -> Bool {
        String(name.reversed().drop(while: \.isNumber).reversed()).hasSuffix("Result")
    }

    /// One use case's noun, before names two use cases share are told apart.
    static func noun(for useCase: FunctionSignature) -> String {
        let words = SwiftNames.words(useCase.name)
        let startsWithVerb = words.first.map { verbs.contains($0.lowercased()) } ?? false
        guard words.count > 1 else {
            // `error()` is not displayed as `displayError`, which reports failures.
            let word = SwiftNames.upperFirst(useCase.name)
            return startsWithVerb || word == "Error" ? word + "Result" : word
        }
        let noun = SwiftNames.upperFirst(
            (startsWithVerb ? Array(words.dropFirst()) : words).joined())
        guard let returnType = useCase.returnType, returnType.isCollection,
            let last = SwiftNames.words(noun).last, !collectiveNouns.contains(last.lowercased()),
            Inflector.singular(noun) == noun, !endsInAnAcronymsPlural(noun)
        else { return noun }
        return Inflector.plural(noun)
    }

    /// Whether a route closes the screen rather than leading on: its name starts with the verb
    /// `dismiss` or `close`, or is `goBack…` (`dismiss()`, `closeSheet(animated:)`, `goBack()`;
    /// not `showCloseFriends()` or `dismissalReasons()`).
    static func isDismissal(_ route: FunctionSignature) -> Bool {
        let words = SwiftNames.words(route.name).map { $0.lowercased() }
        guard let first = words.first else { return false }
        return first == "dismiss" || first == "close"
            || (first == "go" && words.dropFirst().first == "back")
    }

    /// "FavouriteIDs", "URLs": a plural the word splitter does not see as one.
    static func endsInAnAcronymsPlural(_ noun: String) -> Bool {
        let characters = Array(noun.suffix(3))
        return characters.count == 3 && characters[0].isUppercase && characters[1].isUppercase
            && characters[2] == "s"
    }

    /// Verbs a use case's name starts with: what it does rather than what it gives.
    static let verbs: Set<String> = [
        "accept", "add", "apply", "archive", "build", "calculate", "cancel", "check", "clear",
        "close", "compute",
        "confirm", "convert", "copy", "create", "decode", "delete", "disable", "download", "edit",
        "enable", "encode",
        "export", "fetch", "filter", "find", "follow", "format", "generate", "get", "handle",
        "import", "list", "load",
        "log", "login", "logout", "make", "mark", "move", "observe", "open", "parse", "pause",
        "pin", "play", "post",
        "prepare", "put", "query", "read", "refresh", "register", "reject", "reload", "remove",
        "rename", "report",
        "request", "reset", "resolve", "restore", "resume", "retry", "save", "scan", "search",
        "select", "send",
        "set", "share", "show", "sign", "sort", "start", "stop", "submit", "subscribe", "sync",
        "toggle", "track",
        "unfollow", "unpin", "unsubscribe", "update", "upload", "validate", "verify", "watch",
    ]

    /// Whether `useCase` changes something (a command: it runs to its end, one at a time) rather
    /// than reads something (a query: the newest call wins). A spec may say which
    /// (`command: …`, `query: …`). Otherwise, since cancelling a write halfway is worse than
    /// running a read once more: a use case that returns nothing is a command; one whose first
    /// word reads (`fetchCars`, `search`, `validate`) is a query, one whose first word changes
    /// state (`placeOrder`, `updateQuantity`, `toggleFavourite`) a command; and one whose first
    /// word is neither is a query when it takes no arguments (a getter named by its noun:
    /// `featured()`, `stockLevels()`) and a command when it does (`transfer(amount:to:)`,
    /// `withdraw(amount:)`; write `query:` before `product(with:)`).
    static func isCommand(_ useCase: FunctionSignature) -> Bool {
        if let declared = useCase.isDeclaredCommand { return declared }
        if useCase.returnType == nil { return true }
        guard let first = SwiftNames.words(useCase.name).first?.lowercased() else { return true }
        if readingVerbs.contains(first) { return false }
        if commandVerbs.contains(first) { return true }
        return !useCase.parameters.isEmpty
    }

    /// Verbs that read or compute without changing anything: what a query's name starts with.
    static let readingVerbs: Set<String> = [
        "calculate", "check", "compute", "convert", "count", "decode", "encode", "fetch", "filter",
        "find", "format",
        "get", "list", "load", "lookup", "observe", "parse", "preview", "query", "read", "refresh",
        "reload", "resolve",
        "scan", "search", "sort", "suggest", "validate", "verify", "watch",
    ]

    /// Verbs that change state: what a command's name starts with.
    static let commandVerbs: Set<String> = [
        "accept", "add", "apply", "approve", "archive", "assign", "attach", "block", "book", "buy",
        "cancel",
        "change", "checkout", "clear", "close", "complete", "confirm", "copy", "create", "decline",
        "decrease",
        "decrement", "delete", "detach", "disable", "dislike", "download", "edit", "enable",
        "favorite", "favourite",
        "finish", "follow", "import", "increase", "increment", "insert", "invite", "join", "leave",
        "like", "log",
        "login", "logout", "mark", "move", "mute", "open", "order", "pause", "pay", "pin", "place",
        "play", "post",
        "publish", "purchase", "put", "rate", "register", "reject", "remove", "rename", "reorder",
        "report",
        "request", "reset", "restore", "resume", "retry", "save", "schedule", "send", "set",
        "share", "sign", "start",
        "stop", "submit", "subscribe", "sync", "toggle", "unblock", "unfollow", "unlike", "unmute",
        "unpin",
        "unsubscribe", "update", "upload", "upvote", "vote",
    ]

    /// Last words that name a collection already: a `[ProductList]` is not "ProductLists".
    static let collectiveNouns: Set<String> = [
        "list", "page", "feed", "batch", "collection", "group", "history", "catalog", "catalogue",
        "set", "queue",
        "stack", "series", "inventory", "result", "results",
    ]
}

extension TypeExpr {
    /// Whether a value of the type holds many: an array, a dictionary or a set.
    var isCollection: Bool {
        switch self {
        case .array, .dictionary: true
        case .named(let name, let generics): name == "Set" && generics.count == 1
        default: false
        }
    }
}

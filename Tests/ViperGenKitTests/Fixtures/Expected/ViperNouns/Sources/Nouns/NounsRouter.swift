import Observation

/// The Nouns navigation: where the screen's routes go, once the spec has some.
@MainActor
@Observable
final class NounsRouter {
    init() {}
}

extension NounsRouter: NounsRouterProtocol {
}

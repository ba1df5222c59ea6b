import Observation

/// The Shelf navigation: where the screen's routes go, once the spec has some.
@MainActor
@Observable
final class ShelfRouter {
    init() {}
}

extension ShelfRouter: ShelfRouterProtocol {
}

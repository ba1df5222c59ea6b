import Observation

/// The Library navigation: a route sets `destination`, which the screen pushes onto the
/// navigation stack it is in.
@MainActor
@Observable
final class LibraryRouter {
    /// The destination a route pushed above the Library screen, on the stack the screen is
    /// in; SwiftUI sets it back to `nil` when the user goes back.
    var destination: LibraryDestination?

    /// What the routes build the modules they open with, once, when they are taken (see
    /// `LibraryDestination`).
    let dependencies: any LibraryDependencies

    init(dependencies: any LibraryDependencies) {
        self.dependencies = dependencies
    }
}

extension LibraryRouter: LibraryRouterProtocol {
    func showBook(for book: Book, route: String) {
        destination = LibraryDestination(
            .showBook(book: book, route: route),
            dependencies: dependencies
        )
    }

    func showShelf() {
        destination = LibraryDestination(.showShelf, dependencies: dependencies)
    }

    func showSearch(query: String) {
        destination = LibraryDestination(.showSearch(query: query), dependencies: dependencies)
    }
}

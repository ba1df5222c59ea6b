#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the BookDetail module: view, presenter, interactor and router.
@MainActor
enum BookDetailBuilder {
    #if canImport(SwiftUI)
        /// The BookDetail screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own.
        static func build(
            book: Book,
            service: any BookDetailServiceProtocol
        ) -> BookDetailScreen {
            BookDetailScreen(
                state: assemble(
                    book: book,
                    service: service
                )
            )
        }

        /// The BookDetail screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(
            book: Book,
            service: any BookDetailServiceProtocol
        ) -> some View {
            NavigationStack {
                build(book: book, service: service)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        book: Book,
        service: any BookDetailServiceProtocol,
        router: BookDetailRouter = BookDetailRouter()
    ) -> BookDetailViewState {
        let interactor = BookDetailInteractor(service: service)
        let presenter = BookDetailPresenter(
            book: book,
            interactor: interactor,
            router: router
        )
        let state = BookDetailViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}

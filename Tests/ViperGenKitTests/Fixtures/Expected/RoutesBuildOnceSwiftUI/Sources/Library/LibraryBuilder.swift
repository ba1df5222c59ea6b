#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Library module: view, presenter, interactor and router.
@MainActor
enum LibraryBuilder {
    #if canImport(SwiftUI)
        /// The Library screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's. Its router builds
        /// the modules its routes open with `dependencies`.
        static func build(
            service: any LibraryServiceProtocol,
            dependencies: any LibraryDependencies
        ) -> LibraryScreen {
            LibraryScreen(
                state: assemble(
                    service: service,
                    router: LibraryRouter(dependencies: dependencies)
                )
            )
        }

        /// The Library screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(
            service: any LibraryServiceProtocol,
            dependencies: any LibraryDependencies
        ) -> some View {
            NavigationStack {
                build(service: service, dependencies: dependencies)
            }
        }
    #endif

    /// Connects the module's parts and returns the state that owns them: the screen keeps the
    /// state, the state keeps the presenter (which keeps the interactor) and the router, and the
    /// presenter displays into the state.
    static func assemble(
        service: any LibraryServiceProtocol,
        router: LibraryRouter
    ) -> LibraryViewState {
        let interactor = LibraryInteractor(service: service)
        let presenter = LibraryPresenter(interactor: interactor, router: router)
        let state = LibraryViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}

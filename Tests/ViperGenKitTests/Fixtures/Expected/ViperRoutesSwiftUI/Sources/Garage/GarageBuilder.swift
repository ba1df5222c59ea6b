#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Wires the Garage module: view, presenter, interactor and router.
@MainActor
enum GarageBuilder {
    #if canImport(SwiftUI)
        /// The Garage screen as content, for a parent's navigation stack to push: it has
        /// no stack of its own, and what it pushes goes onto the parent's. Its router builds
        /// the modules its routes open with `dependencies`.
        static func build(
            service: any GarageServiceProtocol,
            dependencies: any GarageDependencies
        ) -> GarageScreen {
            GarageScreen(
                state: assemble(
                    service: service,
                    router: GarageRouter(dependencies: dependencies)
                )
            )
        }

        /// The Garage screen at the root of a navigation stack, for a window or a sheet:
        /// the one stack that every screen pushed from here, and from those, goes onto.
        static func buildRoot(
            service: any GarageServiceProtocol,
            dependencies: any GarageDependencies
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
        service: any GarageServiceProtocol,
        router: GarageRouter
    ) -> GarageViewState {
        let interactor = GarageInteractor(service: service)
        let presenter = GaragePresenter(interactor: interactor, router: router)
        let state = GarageViewState(presenter: presenter, router: router)
        presenter.view = state
        return state
    }
}

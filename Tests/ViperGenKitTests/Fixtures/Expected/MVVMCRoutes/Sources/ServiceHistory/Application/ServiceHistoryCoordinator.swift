import Observation

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The ServiceHistory coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
@Observable
final class ServiceHistoryCoordinator {
    /// The screen a route pushes: the screen's `navigationDestination(item:)` pushes it on
    /// the enclosing `NavigationStack` (one, at the root of the app), and going back sets it
    /// to `nil`.
    var destination: ServiceHistoryDestination?
    /// Dismisses the screen: the screen sets it to call its environment's `dismiss` action
    /// (which it captures on its own, not the screen, so that nothing holds the screen).
    @ObservationIgnored var dismissScreen: @MainActor () -> Void = {}
    private let useCase: any ServiceHistoryUseCaseType
    /// What the routes build the screens they open with.
    private let dependencies: any ServiceHistoryDependencies

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - dependencies: What the routes build the screens they open with.
    init(
        useCase: any ServiceHistoryUseCaseType,
        dependencies: any ServiceHistoryDependencies
    ) {
        self.useCase = useCase
        self.dependencies = dependencies
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init(dependencies: any ServiceHistoryDependencies) {
        let repository = ServiceHistoryRepository()
        self.init(
            useCase: ServiceHistoryUseCase(repository: repository),
            dependencies: dependencies
        )
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> ServiceHistoryViewModel {
        ServiceHistoryViewModel(useCase: useCase, router: self)
    }

    #if canImport(SwiftUI)
        /// The ServiceHistory screen as content: it has no `NavigationStack` of its own, so a
        /// parent can push it (from its router: `ServiceHistoryCoordinator().makeView()`), and the
        /// screens it pushes go on the parent's stack.
        func makeView() -> ServiceHistoryView {
            ServiceHistoryView(viewModel: makeViewModel(), coordinator: self)
        }

        /// The ServiceHistory screen as the root of the app's navigation: its content in the
        /// one `NavigationStack`, which every screen pushed from it (and from those) goes on.
        func makeRootView() -> some View {
            NavigationStack {
                makeView()
            }
        }
    #endif
}

extension ServiceHistoryCoordinator: ServiceHistoryRouter {
    func trigger(_ route: ServiceHistoryRoute) {
        switch route {
        case .showGarage:
            // The coordinator of the screen the route opens, made as the app makes it: this
            // screen pushes its screen, and the destination keeps it while it is there.
            destination = ServiceHistoryDestination(
                route,
                coordinator: GarageCoordinator(
                    useCase: dependencies.makeGarageUseCase(),
                    dependencies: dependencies.garageDependencies
                )
            )
        }
    }
}

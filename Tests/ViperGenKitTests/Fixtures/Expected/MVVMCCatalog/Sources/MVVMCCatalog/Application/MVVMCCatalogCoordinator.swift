import Observation

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The MVVMCCatalog coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
@Observable
public final class MVVMCCatalogCoordinator {
    /// The screen a route pushes: the screen's `navigationDestination(item:)` pushes it on
    /// the enclosing `NavigationStack` (one, at the root of the app), and going back sets it
    /// to `nil`.
    public var destination: MVVMCCatalogDestination?
    /// Dismisses the screen: the screen sets it to call its environment's `dismiss` action
    /// (which it captures on its own, not the screen, so that nothing holds the screen).
    @ObservationIgnored public var dismissScreen: @MainActor () -> Void = {}
    private let useCase: any MVVMCCatalogUseCaseType

    /// - Parameter useCase: The screen's business logic.
    public init(useCase: any MVVMCCatalogUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    public convenience init() {
        let repository = MVVMCCatalogRepository()
        self.init(useCase: MVVMCCatalogUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    public func makeViewModel() -> MVVMCCatalogViewModel {
        MVVMCCatalogViewModel(useCase: useCase, router: self)
    }

    #if canImport(SwiftUI)
        /// The MVVMCCatalog screen as content: it has no `NavigationStack` of its own, so a
        /// parent can push it (from its router: `MVVMCCatalogCoordinator().makeView()`), and the
        /// screens it pushes go on the parent's stack.
        public func makeView() -> MVVMCCatalogView {
            MVVMCCatalogView(viewModel: makeViewModel(), coordinator: self)
        }

        /// The MVVMCCatalog screen as the root of the app's navigation: its content in the
        /// one `NavigationStack`, which every screen pushed from it (and from those) goes on.
        public func makeRootView() -> some View {
            NavigationStack {
                makeView()
            }
        }
    #endif
}

extension MVVMCCatalogCoordinator: MVVMCCatalogRouter {
    public func trigger(_ route: MVVMCCatalogRoute) {
        switch route {
        case .showProduct:
            // The screen's `navigationDestination(item:)` builds what the destination shows.
            destination = MVVMCCatalogDestination(route)
        case .showFilters:
            // The screen's `navigationDestination(item:)` builds what the destination shows.
            destination = MVVMCCatalogDestination(route)
        case .dismiss:
            dismissScreen()
        }
    }
}

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The MVVMCCatalog coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
public final class MVVMCCatalogCoordinator {
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
        /// The MVVMCCatalog screen, ready to put in a `NavigationStack`.
        public func makeView() -> MVVMCCatalogView {
            MVVMCCatalogView(viewModel: makeViewModel())
        }
    #endif
}

extension MVVMCCatalogCoordinator: MVVMCCatalogRouter {
    public func trigger(_ route: MVVMCCatalogRoute) {
        switch route {
        case .showProduct:
            // TODO: Show the destination, e.g. append it to the navigation path that the
            // screen's NavigationStack observes.
            break
        case .showFilters:
            // TODO: Show the destination, e.g. append it to the navigation path that the
            // screen's NavigationStack observes.
            break
        case .dismiss:
            // TODO: Show the destination, e.g. append it to the navigation path that the
            // screen's NavigationStack observes.
            break
        }
    }
}

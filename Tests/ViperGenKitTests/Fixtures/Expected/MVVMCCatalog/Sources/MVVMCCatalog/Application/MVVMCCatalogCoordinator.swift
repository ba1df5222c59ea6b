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
    /// The screens shown above the MVVMCCatalog screen in its `NavigationStack`, last on
    /// top: a route appends its destination, and going back removes it.
    public var path: [MVVMCCatalogDestination] = []
    /// Dismisses the screen: the screen sets it to its environment's `dismiss` action.
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
        /// The MVVMCCatalog screen, with its own `NavigationStack` over `path`.
        public func makeView() -> MVVMCCatalogView {
            MVVMCCatalogView(viewModel: makeViewModel(), coordinator: self)
        }
    #endif
}

extension MVVMCCatalogCoordinator: MVVMCCatalogRouter {
    public func trigger(_ route: MVVMCCatalogRoute) {
        switch route {
        case .showProduct:
            // The screen's `navigationDestination` builds what the destination shows.
            path.append(MVVMCCatalogDestination(route))
        case .showFilters:
            // The screen's `navigationDestination` builds what the destination shows.
            path.append(MVVMCCatalogDestination(route))
        case .dismiss:
            dismissScreen()
        }
    }
}

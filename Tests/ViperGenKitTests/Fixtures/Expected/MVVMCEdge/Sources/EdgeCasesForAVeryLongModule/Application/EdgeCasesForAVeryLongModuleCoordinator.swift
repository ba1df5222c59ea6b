#if canImport(UIKit)
    import UIKit
#endif

/// The EdgeCasesForAVeryLongModule coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class EdgeCasesForAVeryLongModuleCoordinator {
    private let useCase: any EdgeCasesForAVeryLongModuleUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any EdgeCasesForAVeryLongModuleUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = EdgeCasesForAVeryLongModuleRepository()
        self.init(useCase: EdgeCasesForAVeryLongModuleUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> EdgeCasesForAVeryLongModuleViewModel {
        EdgeCasesForAVeryLongModuleViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the EdgeCasesForAVeryLongModule screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = EdgeCasesForAVeryLongModuleViewController(
                viewModel: makeViewModel()
            )
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension EdgeCasesForAVeryLongModuleCoordinator: EdgeCasesForAVeryLongModuleRouter {
    func trigger(_ route: EdgeCasesForAVeryLongModuleRoute) {
        switch route {
        case .showWidget:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        }
    }
}

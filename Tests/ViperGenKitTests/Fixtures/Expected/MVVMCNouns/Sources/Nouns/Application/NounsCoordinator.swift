#if canImport(UIKit)
    import UIKit
#endif

/// The Nouns coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class NounsCoordinator {
    private let useCase: any NounsUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any NounsUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = NounsRepository()
        self.init(useCase: NounsUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> NounsViewModel {
        NounsViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the Nouns screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = NounsViewController(viewModel: makeViewModel())
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif
}

extension NounsCoordinator: NounsRouter {
    func trigger(_ route: NounsRoute) {
        // The screen has no routes yet: add them to the spec, then show each one here.
    }
}

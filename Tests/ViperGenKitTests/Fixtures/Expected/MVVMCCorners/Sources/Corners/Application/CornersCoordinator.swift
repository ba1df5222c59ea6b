#if canImport(UIKit)
    import UIKit
#endif

/// The Corners coordinator: it builds the screen, wiring the Application
/// layer to the Domain and Platform layers, and shows the destination of each route the
/// view model triggers.
@MainActor
final class CornersCoordinator {
    private let useCase: any CornersUseCaseType
    #if canImport(UIKit)
        /// The stack the screen is pushed on; the routes push their destinations on it too.
        private weak var navigationController: UINavigationController?
        /// The screen, which a dismissal route takes away.
        private weak var viewController: UIViewController?
    #endif

    /// - Parameter useCase: The screen's business logic.
    init(useCase: any CornersUseCaseType) {
        self.useCase = useCase
    }

    /// A coordinator whose screen runs the use cases over the Platform layer's repository.
    convenience init() {
        let repository = CornersRepository()
        self.init(useCase: CornersUseCase(repository: repository))
    }

    /// A view model for the screen that triggers its routes on this coordinator.
    func makeViewModel() -> CornersViewModel {
        CornersViewModel(useCase: useCase, router: self)
    }

    #if canImport(UIKit)
        /// Pushes the Corners screen on `navigationController`.
        func start(on navigationController: UINavigationController) {
            self.navigationController = navigationController
            let viewController = CornersViewController(viewModel: makeViewModel())
            self.viewController = viewController
            navigationController.pushViewController(viewController, animated: true)
        }
    #endif

    /// Takes the screen away the way it came: pops it (with what is above it) when it was
    /// pushed, and dismisses it when it was presented, as the root of its navigation
    /// controller or on its own.
    private func close() {
        #if canImport(UIKit)
            guard let viewController else { return }
            let stack = navigationController?.viewControllers ?? []
            if let index = stack.firstIndex(where: { $0 === viewController }), index > 0 {
                navigationController?.popToViewController(stack[index - 1], animated: true)
            } else {
                let presenter =
                    navigationController?.presentingViewController
                    ?? viewController.presentingViewController
                presenter?.dismiss(animated: true)
            }
        #endif
    }
}

extension CornersCoordinator: CornersRouter {
    func trigger(_ route: CornersRoute) {
        switch route {
        case .showGadget:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        case .`open`:
            // TODO: Build the destination and push it:
            // navigationController?.pushViewController(destination, animated: true)
            break
        case .goBack:
            close()
        }
    }
}

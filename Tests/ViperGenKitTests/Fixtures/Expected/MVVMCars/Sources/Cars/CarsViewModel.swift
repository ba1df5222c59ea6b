import Foundation
import Observation

/// The Cars screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class CarsViewModel {
    private(set) var state = CarsState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any CarsNavigator)?
    private let service: any CarsServiceProtocol

    init(service: any CarsServiceProtocol, navigator: (any CarsNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension CarsViewModel {
    private func makeItemViewModel(from car: Car) -> CarViewModel {
        CarViewModel(make: car.make, model: car.model)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CarsViewModel: CarsViewModelProtocol {
    func onAppear() async {
        await getCars()
    }

    func getCars() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.cars = try await service.getCars().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showCarDetail(for viewModel: CarViewModel) {
        navigator?.showCarDetail(for: viewModel)
    }

    func showCreateCarScreen() {
        navigator?.showCreateCarScreen()
    }
}

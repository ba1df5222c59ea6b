import Foundation
import Observation

/// The Nouns screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`.
@MainActor
@Observable
final class NounsViewModel {
    private(set) var state = NounsState()
    private let service: any NounsServiceProtocol

    init(service: any NounsServiceProtocol) {
        self.service = service
    }
}

extension NounsViewModel {
    private func makeItemViewModel(from car: Car) -> CarItemViewModel {
        CarItemViewModel(id: car.id, seller: car.seller)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension NounsViewModel: NounsViewModelProtocol {
    func onAppear() async {
        await fetchCars()
        await refreshCars()
        cars()
        await fetchSeller()
        await loadSeller()
        await newest()
        await latest()
    }

    func fetchCars() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.fetchCarsResult = try await service.fetchCars().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func refreshCars() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.refreshCarsResult = try await service.refreshCars().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func cars() {
        state.carsResult = service.cars().map(makeItemViewModel(from:))
    }

    func fetchSeller() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.fetchSellerResult = try await service.fetchSeller()
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func loadSeller() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.seller = try await service.loadSeller()
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func newest() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.newestCar = try await service.newest().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func latest() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.latestResult = try await service.latest().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }
}

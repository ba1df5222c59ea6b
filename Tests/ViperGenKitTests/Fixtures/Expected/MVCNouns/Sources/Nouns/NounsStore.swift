import Foundation

/// The Nouns model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class NounsStore {
    /// The result of the last `fetchCars`.
    private(set) var fetchCarsResult: [Car] = []
    /// The result of the last `refreshCars`.
    private(set) var refreshCarsResult: [Car] = []
    /// The result of the last `cars`.
    private(set) var carsResult: [Car] = []
    /// The result of the last `fetchSeller`.
    private(set) var fetchSellerResult: String = ""
    /// The result of the last `loadSeller`.
    private(set) var seller: String = ""
    /// The result of the last `newest`.
    private(set) var newestCar: Car?
    /// The result of the last `latest`.
    private(set) var latestResult: Car?
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    private let service: any NounsServiceProtocol

    init(service: any NounsServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() async {
        await fetchCars()
        await refreshCars()
        cars()
        await fetchSeller()
        await loadSeller()
        await newest()
        await latest()
    }
}

extension NounsStore {
    /// Keeps why a use case failed for the controller to show, unless it was only cancelled.
    private func keepFailure(_ error: any Error) {
        guard !isCancellation(error) else { return }
        errorMessage = error.localizedDescription
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}

// MARK: - Use cases

extension NounsStore {
    /// Runs `fetchCars` and keeps its result in `fetchCarsResult`.
    func fetchCars() async {
        do {
            fetchCarsResult = try await service.fetchCars()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `refreshCars` and keeps its result in `refreshCarsResult`.
    func refreshCars() async {
        do {
            refreshCarsResult = try await service.refreshCars()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `cars` and keeps its result in `carsResult`.
    func cars() {
        carsResult = service.cars()
    }

    /// Runs `fetchSeller` and keeps its result in `fetchSellerResult`.
    func fetchSeller() async {
        do {
            fetchSellerResult = try await service.fetchSeller()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `loadSeller` and keeps its result in `seller`.
    func loadSeller() async {
        do {
            seller = try await service.loadSeller()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `newest` and keeps its result in `newestCar`.
    func newest() async {
        do {
            newestCar = try await service.newest()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `latest` and keeps its result in `latestResult`.
    func latest() async {
        do {
            latestResult = try await service.latest()
        } catch {
            keepFailure(error)
        }
    }
}

import Foundation

/// The Corners model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class CornersStore {
    /// The result of the last `uniqueGadgets`.
    private(set) var uniqueGadgetsResult: Set<Gadget> = []
    /// The result of the last `dataStore`.
    private(set) var dataStoreResult: Int = 0
    /// The result of the last `tuple`.
    private(set) var tupleResult: (Int, String) = (0, "")
    /// The result of the last `labeledTuple`.
    private(set) var labeledTupleResult: (a: Int, b: String) = (a: 0, b: "")
    /// The result of the last `latestFailure`.
    private(set) var latestFailureResult: (any Error)?
    /// The result of the last `lastReceived`.
    private(set) var lastReceivedResult: Int = 0
    /// The result of the last `testHarness`.
    private(set) var testHarnessResult: String = ""
    /// What went wrong in the last use case that failed, for the controller to show once: it
    /// sets it back to nil when it has. Work that was cancelled ends silently and sets nothing.
    var errorMessage: String?
    private let service: any CornersServiceProtocol

    init(service: any CornersServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() async {
        await uniqueGadgets()
        await dataStore()
        tuple()
        labeledTuple()
        await latestFailure()
        lastReceived()
        await testHarness()
    }
}

extension CornersStore {
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

extension CornersStore {
    /// Runs `uniqueGadgets` and keeps its result in `uniqueGadgetsResult`.
    func uniqueGadgets() async {
        do {
            uniqueGadgetsResult = try await service.uniqueGadgets()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `dataStore` and keeps its result in `dataStoreResult`.
    func dataStore() async {
        do {
            dataStoreResult = try await service.dataStore()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `tuple` and keeps its result in `tupleResult`.
    func tuple() {
        tupleResult = service.tuple()
    }

    /// Runs `labeledTuple` and keeps its result in `labeledTupleResult`.
    func labeledTuple() {
        labeledTupleResult = service.labeledTuple()
    }

    /// Runs `latestFailure` and keeps its result in `latestFailureResult`.
    func latestFailure() async {
        do {
            latestFailureResult = try await service.latestFailure()
        } catch {
            keepFailure(error)
        }
    }

    /// Runs `lastReceived` and keeps its result in `lastReceivedResult`.
    func lastReceived() {
        lastReceivedResult = service.lastReceived()
    }

    /// Runs `testHarness` and keeps its result in `testHarnessResult`.
    func testHarness() async {
        do {
            testHarnessResult = try await service.testHarness()
        } catch {
            keepFailure(error)
        }
    }
}

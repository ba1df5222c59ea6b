/// The Corners model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
final class CornersStore {
    /// The result of the last `uniqueGadgets`.
    private(set) var gadgets: Set<Gadget> = []
    /// The result of the last `dataStore`.
    private(set) var storeResult: Int = 0
    /// The result of the last `tuple`.
    private(set) var tupleResult: (Int, String) = (0, "")
    /// The result of the last `labeledTuple`.
    private(set) var labeledTupleResult: (a: Int, b: String) = (a: 0, b: "")
    /// The result of the last `latestFailure`.
    private(set) var failure: (any Error)?
    /// The result of the last `lastReceived`.
    private(set) var receivedResult: Int = 0
    /// The result of the last `testHarness`.
    private(set) var harnessResult: String = ""
    private let service: any CornersServiceProtocol

    init(service: any CornersServiceProtocol) {
        self.service = service
    }

    /// Runs `uniqueGadgets` and keeps its result in `gadgets`.
    @discardableResult
    func uniqueGadgets() async throws -> Set<Gadget> {
        let gadgets = try await service.uniqueGadgets()
        self.gadgets = gadgets
        return gadgets
    }

    /// Runs `dataStore` and keeps its result in `storeResult`.
    @discardableResult
    func dataStore() async throws -> Int {
        let storeResult = try await service.dataStore()
        self.storeResult = storeResult
        return storeResult
    }

    /// Runs `tuple` and keeps its result in `tupleResult`.
    @discardableResult
    func tuple() -> (Int, String) {
        let tupleResult = service.tuple()
        self.tupleResult = tupleResult
        return tupleResult
    }

    /// Runs `labeledTuple` and keeps its result in `labeledTupleResult`.
    @discardableResult
    func labeledTuple() -> (a: Int, b: String) {
        let labeledTupleResult = service.labeledTuple()
        self.labeledTupleResult = labeledTupleResult
        return labeledTupleResult
    }

    /// Runs `latestFailure` and keeps its result in `failure`.
    @discardableResult
    func latestFailure() async throws -> (any Error)? {
        let failure = try await service.latestFailure()
        self.failure = failure
        return failure
    }

    /// Runs `lastReceived` and keeps its result in `receivedResult`.
    @discardableResult
    func lastReceived() -> Int {
        let receivedResult = service.lastReceived()
        self.receivedResult = receivedResult
        return receivedResult
    }

    /// Runs `testHarness` and keeps its result in `harnessResult`.
    @discardableResult
    func testHarness() async throws -> String {
        let harnessResult = try await service.testHarness()
        self.harnessResult = harnessResult
        return harnessResult
    }
}

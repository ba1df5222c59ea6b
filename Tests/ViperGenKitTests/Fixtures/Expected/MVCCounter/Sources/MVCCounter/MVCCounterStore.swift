/// The MVCCounter model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller.
@MainActor
final class MVCCounterStore {
    /// The result of the last `loadCounter`.
    private(set) var counter: Counter?
    private let service: any MVCCounterServiceProtocol

    init(service: any MVCCounterServiceProtocol) {
        self.service = service
    }

    /// Runs `loadCounter` and keeps its result in `counter`.
    @discardableResult
    func loadCounter() -> Counter {
        let counter = service.loadCounter()
        self.counter = counter
        return counter
    }

    func increaseNumber() {
        service.increaseNumber()
    }

    func decreaseNumber() {
        service.decreaseNumber()
    }
}

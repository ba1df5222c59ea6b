/// The MVCCounter model: keeps what the screen shows and performs the screen's use cases
/// through the service. The app's rules belong here, not in the controller: the controller
/// asks the store to act, then shows what it keeps.
@MainActor
final class MVCCounterStore {
    /// The result of the last `loadCounter`.
    private(set) var counter: Counter?
    private let service: any MVCCounterServiceProtocol

    init(service: any MVCCounterServiceProtocol) {
        self.service = service
    }

    /// Runs the use cases that fill the screen: when it appears, and again after each action
    /// that changes what the service holds.
    func load() {
        loadCounter()
    }
}

// MARK: - Use cases

extension MVCCounterStore {
    /// Runs `loadCounter` and keeps its result in `counter`.
    func loadCounter() {
        counter = service.loadCounter()
    }

    /// Runs `increaseNumber`, then loads what the screen shows again.
    func increaseNumber() {
        service.increaseNumber()
        load()
    }

    /// Runs `decreaseNumber`, then loads what the screen shows again.
    func decreaseNumber() {
        service.decreaseNumber()
        load()
    }
}

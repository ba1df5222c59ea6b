import Observation

/// The Number screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`.
@MainActor
@Observable
final class NumberViewModel {
    private(set) var state = NumberState()
    private let service: any NumberServiceProtocol

    init(service: any NumberServiceProtocol) {
        self.service = service
    }
}

extension NumberViewModel: NumberViewModelProtocol {
    func increaseNumber() {
        service.increaseNumber()
    }

    func decreaseNumber() {
        service.decreaseNumber()
    }
}

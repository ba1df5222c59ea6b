import Testing

@testable import MVVMNumber

@MainActor
struct NumberViewModelTests {
    private let service = NumberServiceSpy()
    private let viewModel: NumberViewModel

    init() {
        viewModel = NumberViewModel(service: service)
    }
}

extension NumberViewModelTests {
    // MARK: - Use cases

    @Test func increaseNumberCallsTheService() {
        viewModel.increaseNumber()

        #expect(service.increaseNumberCallCount == 1)
    }

    @Test func decreaseNumberCallsTheService() {
        viewModel.decreaseNumber()

        #expect(service.decreaseNumberCallCount == 1)
    }
}

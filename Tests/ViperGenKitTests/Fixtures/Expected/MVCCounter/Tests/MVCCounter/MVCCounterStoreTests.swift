import Testing

@testable import MVCCounter

/// The store performs each use case through a service spy and keeps its result.
@MainActor
struct MVCCounterStoreTests {
    private let service = MVCCounterServiceSpy()
    private let store: MVCCounterStore

    init() {
        store = MVCCounterStore(service: service)
    }

    @Test func loadCounterKeepsTheResult() {
        service.loadCounterReturnValue = Counter.fixture()

        let counter = store.loadCounter()

        #expect(counter == Counter.fixture())
        #expect(store.counter == Counter.fixture())
        #expect(service.loadCounterCallCount == 1)
    }

    @Test func increaseNumberCallsTheService() {
        store.increaseNumber()

        #expect(service.increaseNumberCallCount == 1)
    }

    @Test func decreaseNumberCallsTheService() {
        store.decreaseNumber()

        #expect(service.decreaseNumberCallCount == 1)
    }
}

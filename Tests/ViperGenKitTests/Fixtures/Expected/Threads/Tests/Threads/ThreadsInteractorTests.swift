import Testing

@testable import Threads

nonisolated struct ThreadsInteractorTests {
    private let service = ThreadsServiceSpy()
    private let interactor: ThreadsInteractor

    init() {
        interactor = ThreadsInteractor(service: service)
    }
}

nonisolated extension ThreadsInteractorTests {
    // MARK: - Use cases

    @Test func fetchThreadsReturnsWhatTheServiceReturns() async throws {
        let page: Int = 378
        let pageSize: Int = 251
        let stubbed: [Thread] = [Thread.fixture()]
        service.fetchThreadsResult = .success(stubbed)

        let threads = try await interactor.fetchThreads(page: page, pageSize: pageSize)

        #expect(threads == stubbed)
        #expect(service.fetchThreadsCallCount == 1)
        #expect(service.fetchThreadsReceived.first?.page == page)
        #expect(service.fetchThreadsReceived.first?.pageSize == pageSize)
    }

    @Test func fetchThreadsPassesOnServiceErrors() async {
        service.fetchThreadsResult = .failure(ThreadsTestError.stubbed)

        await #expect(throws: ThreadsTestError.stubbed) {
            try await interactor.fetchThreads(page: 378, pageSize: 251)
        }
    }

    @Test func archiveCallsTheService() async throws {
        let thread: Thread = Thread.fixture()

        try await interactor.archive(thread: thread)

        #expect(service.archiveCallCount == 1)
        #expect(service.archiveReceived == [thread])
    }

    @Test func archivePassesOnServiceErrors() async {
        service.archiveError = ThreadsTestError.stubbed

        await #expect(throws: ThreadsTestError.stubbed) {
            try await interactor.archive(thread: Thread.fixture())
        }
    }
}

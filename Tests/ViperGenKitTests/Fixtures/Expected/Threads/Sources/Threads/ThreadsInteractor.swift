/// The Threads business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class ThreadsInteractor {
    private let service: any ThreadsServiceProtocol

    init(service: any ThreadsServiceProtocol) {
        self.service = service
    }
}

nonisolated extension ThreadsInteractor: ThreadsInteractorProtocol {
    func fetchThreads(page: Int, pageSize: Int) async throws -> [Thread] {
        try await service.fetchThreads(page: page, pageSize: pageSize)
    }

    func archive(thread: Thread) async throws {
        try await service.archive(thread: thread)
    }
}

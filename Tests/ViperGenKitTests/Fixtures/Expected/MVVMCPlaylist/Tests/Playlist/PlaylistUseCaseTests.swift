import Testing

@testable import MVVMCPlaylist

nonisolated struct PlaylistUseCaseTests {
    private let repository = PlaylistRepositorySpy()
    private let useCase: PlaylistUseCase

    init() {
        useCase = PlaylistUseCase(repository: repository)
    }
}

nonisolated extension PlaylistUseCaseTests {
    // MARK: - Use cases

    @Test func songsReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Song] = [Song.fixture()]
        repository.songsResult = .success(stubbed)

        let songsResult = try await useCase.songs()

        #expect(songsResult == stubbed)
        #expect(repository.songsCallCount == 1)
    }

    @Test func songsPassesOnRepositoryErrors() async {
        repository.songsResult = .failure(PlaylistTestError.stubbed)

        await #expect(throws: PlaylistTestError.stubbed) {
            try await useCase.songs()
        }
    }
}

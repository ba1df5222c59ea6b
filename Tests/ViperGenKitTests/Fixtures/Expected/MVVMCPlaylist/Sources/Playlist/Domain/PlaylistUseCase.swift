/// The Playlist business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct PlaylistUseCase {
    private let repository: any PlaylistRepositoryType

    init(repository: any PlaylistRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension PlaylistUseCase: PlaylistUseCaseType {
    func songs() async throws -> [Song] {
        try await repository.songs()
    }
}

import Foundation

/// The TodoTasks business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct TodoTasksUseCase {
    private let repository: any TodoTasksRepositoryType

    init(repository: any TodoTasksRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension TodoTasksUseCase: TodoTasksUseCaseType {
    func fetchTasks() async throws -> [Task] {
        try await repository.fetchTasks()
    }

    func toggle(task: Task) async throws -> Task {
        try await repository.toggle(task: task)
    }
}

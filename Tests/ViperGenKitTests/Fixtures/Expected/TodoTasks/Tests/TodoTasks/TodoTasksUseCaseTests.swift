import Foundation
import XCTest

@testable import TodoTasks

nonisolated final class TodoTasksUseCaseTests: XCTestCase {
    private let repository = TodoTasksRepositorySpy()
    private lazy var useCase = TodoTasksUseCase(repository: repository)
}

nonisolated extension TodoTasksUseCaseTests {
    // MARK: - Use cases

    func testFetchTasksReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: [Task] = [Task.fixture()]
        repository.fetchTasksResult = .success(stubbed)

        let tasks = try await useCase.fetchTasks()

        XCTAssertEqual(tasks, stubbed)
        XCTAssertEqual(repository.fetchTasksCallCount, 1)
    }

    func testFetchTasksPassesOnRepositoryErrors() async {
        repository.fetchTasksResult = .failure(TodoTasksTestError.stubbed)

        do {
            _ = try await useCase.fetchTasks()
            XCTFail("Expected fetchTasks to throw")
        } catch {
            XCTAssertEqual(error as? TodoTasksTestError, .stubbed)
        }
    }

    func testToggleReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Task = Task.fixture()
        repository.toggleResult = .success(stubbed)

        let toggleResult = try await useCase.toggle(task: Task.fixture())

        XCTAssertEqual(toggleResult, stubbed)
        XCTAssertEqual(repository.toggleCallCount, 1)
        XCTAssertEqual(repository.toggleReceived, [Task.fixture()])
    }

    func testTogglePassesOnRepositoryErrors() async {
        repository.toggleResult = .failure(TodoTasksTestError.stubbed)

        do {
            _ = try await useCase.toggle(task: Task.fixture())
            XCTFail("Expected toggle to throw")
        } catch {
            XCTAssertEqual(error as? TodoTasksTestError, .stubbed)
        }
    }
}

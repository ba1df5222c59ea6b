import Foundation
import Testing

@testable import MVVMCCorners

struct CornersUseCaseTests {
    private let repository = CornersRepositorySpy()
    private let useCase: CornersUseCase

    init() {
        useCase = CornersUseCase(repository: repository)
    }

    @Test func loadGadgetsReturnsWhatTheRepositoryReturns() async throws {
        repository.loadGadgetsResult = .success([])

        let gadgets = try await useCase.loadGadgets()

        _ = gadgets
        #expect(repository.loadGadgetsCallCount == 1)
    }

    @Test func loadGadgetsPassesOnRepositoryErrors() async {
        repository.loadGadgetsResult = .failure(CornersTestError.stubbed)

        await #expect(throws: CornersTestError.stubbed) {
            try await useCase.loadGadgets()
        }
    }

    @Test func gadgetPassesOnRepositoryErrors() async {
        repository.gadgetResult = .failure(CornersTestError.stubbed)

        await #expect(throws: CornersTestError.stubbed) {
            try await useCase.gadget(with: "id")
        }
    }

    @Test func latestGadgetReturnsWhatTheRepositoryReturns() {
        repository.latestGadgetReturnValue = nil

        let latestGadgetResult = useCase.latestGadget()

        _ = latestGadgetResult
        #expect(repository.latestGadgetCallCount == 1)
    }

    @Test func searchReturnsWhatTheRepositoryReturns() async {
        repository.searchReturnValue = ["search"]

        let searchResult = await useCase.search(let: "key", in: "region")

        #expect(searchResult == ["search"])
        #expect(repository.searchCallCount == 1)
        #expect(repository.searchReceived.first?.key == "key")
        #expect(repository.searchReceived.first?.region == "region")
    }

    @Test func canImportReturnsWhatTheRepositoryReturns() {
        repository.canImportReturnValue = true

        let importResult = useCase.canImport()

        #expect(importResult == true)
        #expect(repository.canImportCallCount == 1)
    }
}

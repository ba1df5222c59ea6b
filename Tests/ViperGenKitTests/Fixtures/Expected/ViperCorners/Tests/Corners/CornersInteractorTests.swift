import Foundation
import Testing

@testable import ViperCorners

nonisolated struct CornersInteractorTests {
    private let service = CornersServiceSpy()
    private let interactor: CornersInteractor

    init() {
        interactor = CornersInteractor(service: service)
    }
}

nonisolated extension CornersInteractorTests {
    // MARK: - Use cases

    @Test func loadGadgetsReturnsWhatTheServiceReturns() async throws {
        service.loadGadgetsResult = .success([])

        let gadgets = try await interactor.loadGadgets()

        _ = gadgets
        #expect(service.loadGadgetsCallCount == 1)
    }

    @Test func loadGadgetsPassesOnServiceErrors() async {
        service.loadGadgetsResult = .failure(CornersTestError.stubbed)

        await #expect(throws: CornersTestError.stubbed) {
            try await interactor.loadGadgets()
        }
    }

    @Test func gadgetPassesOnServiceErrors() async {
        service.gadgetResult = .failure(CornersTestError.stubbed)

        await #expect(throws: CornersTestError.stubbed) {
            try await interactor.gadget(with: "id")
        }
    }

    @Test func latestGadgetReturnsWhatTheServiceReturns() {
        service.latestGadgetReturnValue = .some(nil)

        let latestGadgetResult = interactor.latestGadget()

        _ = latestGadgetResult
        #expect(service.latestGadgetCallCount == 1)
    }

    @Test func searchReturnsWhatTheServiceReturns() async {
        let key: String = "key"
        let region: String = "region"
        let stubbed: [String] = ["search"]
        service.searchReturnValue = stubbed

        let searchResult = await interactor.search(let: key, in: region)

        #expect(searchResult == stubbed)
        #expect(service.searchCallCount == 1)
        #expect(service.searchReceived.first?.key == key)
        #expect(service.searchReceived.first?.region == region)
    }

    @Test func useCaseReturnsWhatTheServiceReturns() {
        let stubbed: Int = 314
        service.useCaseReturnValue = stubbed

        let useCaseResult = interactor.useCase()

        #expect(useCaseResult == stubbed)
        #expect(service.useCaseCallCount == 1)
    }

    @Test func updateQuantityCallsTheService() async throws {
        let itemID: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let quantity: Int = 4

        try await interactor.updateQuantity(of: itemID, to: quantity)

        #expect(service.updateQuantityCallCount == 1)
        #expect(service.updateQuantityReceived.first?.itemID == itemID)
        #expect(service.updateQuantityReceived.first?.quantity == quantity)
    }

    @Test func updateQuantityPassesOnServiceErrors() async {
        service.updateQuantityError = CornersTestError.stubbed

        await #expect(throws: CornersTestError.stubbed) {
            try await interactor.updateQuantity(
                of: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
                to: 4
            )
        }
    }
}

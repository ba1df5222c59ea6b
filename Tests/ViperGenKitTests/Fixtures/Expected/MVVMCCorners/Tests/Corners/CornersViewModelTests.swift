import Foundation
import Testing

@testable import MVVMCCorners

@MainActor
struct CornersViewModelTests {
    private let useCase = CornersUseCaseStub()
    private let router = CornersRouterSpy()
    private let viewModel: CornersViewModel

    init() {
        viewModel = CornersViewModel(useCase: useCase, router: router)
    }

    @Test func loadGadgetsSendsItsResultToTheOutput() async {
        useCase.loadGadgetsResult = .success([])

        let output = await transform { send in
            send.loadGadgets()
        }

        #expect(useCase.loadGadgetsCallCount == 1)
        #expect(await values(of: output.gadgets).count == 1)
    }

    @Test func loadGadgetsSendsItsErrorToTheOutput() async {
        useCase.loadGadgetsResult = .failure(CornersTestError.stubbed)

        let output = await transform { send in
            send.loadGadgets()
        }

        #expect(await values(of: output.error) == [CornersTestError.stubbed.localizedDescription])
        #expect(await values(of: output.gadgets).isEmpty)
    }

    @Test func gadgetSendsItsErrorToTheOutput() async {
        useCase.gadgetResult = .failure(CornersTestError.stubbed)

        let output = await transform { send in
            send.gadget(with: "id")
        }

        #expect(await values(of: output.error) == [CornersTestError.stubbed.localizedDescription])
        #expect(await values(of: output.gadgetResult).isEmpty)
    }

    @Test func latestGadgetSendsItsResultToTheOutput() async {
        useCase.latestGadgetReturnValue = nil

        let output = await transform { send in
            send.latestGadget()
        }

        #expect(useCase.latestGadgetCallCount == 1)
        #expect(await values(of: output.latestGadgetResult).count == 1)
    }

    @Test func searchSendsItsResultToTheOutput() async {
        useCase.searchReturnValue = ["search"]

        let output = await transform { send in
            send.search(let: "key", in: "region")
        }

        #expect(useCase.searchCallCount == 1)
        #expect(useCase.searchReceived.first?.key == "key")
        #expect(useCase.searchReceived.first?.region == "region")
        #expect(await values(of: output.searchResult) == [["search"]])
    }

    @Test func canImportSendsItsResultToTheOutput() async {
        useCase.canImportReturnValue = true

        let output = await transform { send in
            send.canImport()
        }

        #expect(useCase.canImportCallCount == 1)
        #expect(await values(of: output.importResult) == [true])
    }

    @Test func showGadgetTriggersTheRoute() async {
        await transform { send in
            send.showGadget(GadgetRow.fixture())
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.showGadgetCallCount == 1)
    }

    @Test func openTriggersTheRoute() async {
        await transform { send in
            send.`open`(let: "key", `inout`: 1)
        }

        #expect(router.triggerCallCount == 1)
        #expect(router.openCallCount == 1)
        #expect(router.openReceived.first?.key == "key")
        #expect(router.openReceived.first?.value == 1)
    }

    @Test func itsWorkEndsWhenItGoesAway() async {
        let (input, _) = CornersViewModel.Input.make()
        let work: Task<Void, Never>?
        do {
            let viewModel = CornersViewModel(useCase: useCase, router: router)
            _ = viewModel.transform(input: input)
            work = viewModel.transformTask
        }

        await work?.value

        #expect(work?.isCancelled == true)
    }

    /// Sends what `actions` sends through a new input, ends the input and waits until the view
    /// model has finished with it; the output then holds everything the view model sent.
    @discardableResult
    private func transform(
        _ actions: (CornersViewModel.Input.Sender) -> Void
    ) async -> CornersViewModel.Output {
        let (input, send) = CornersViewModel.Input.make()
        let output = viewModel.transform(input: input)
        actions(send)
        send.finishAll()
        await viewModel.transformTask?.value
        return output
    }

    /// Every value an ended output stream sent.
    private func values<Element>(of stream: AsyncStream<Element>) async -> [Element] {
        var values: [Element] = []
        for await value in stream {
            values.append(value)
        }
        return values
    }
}

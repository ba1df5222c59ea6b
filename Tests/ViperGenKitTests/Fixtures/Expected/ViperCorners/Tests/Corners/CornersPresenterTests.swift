import Foundation
import Testing

@testable import ViperCorners

@MainActor
struct CornersPresenterTests {
    private let view = CornersViewSpy()
    private let interactor = CornersInteractorSpy()
    private let router = CornersRouterSpy()
    private let presenter: CornersPresenter

    init() {
        presenter = CornersPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension CornersPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.loadGadgetsResult = .success([])
        interactor.latestGadgetReturnValue = .some(nil)
        interactor.useCaseReturnValue = 314

        await presenter.viewDidLoad()

        #expect(interactor.loadGadgetsCallCount == 1)
        #expect(interactor.latestGadgetCallCount == 1)
        #expect(interactor.useCaseCallCount == 1)
    }

    // MARK: - Use cases

    @Test func loadGadgetsDisplaysTheResult() async {
        interactor.loadGadgetsResult = .success([])

        await presenter.loadGadgets()

        #expect(interactor.loadGadgetsCallCount == 1)
        #expect(view.displayGadgetsReceived.count == 1)
    }

    @Test func loadGadgetsDisplaysAnError() async {
        interactor.loadGadgetsResult = .failure(CornersTestError.stubbed)

        await presenter.loadGadgets()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayGadgetsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func loadGadgetsShowsNoErrorWhenCancelled() async {
        interactor.loadGadgetsResult = .failure(CancellationError())

        await presenter.loadGadgets()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayGadgetsReceived.isEmpty)
    }

    @Test func gadgetDisplaysAnError() async {
        interactor.gadgetResult = .failure(CornersTestError.stubbed)

        await presenter.gadget(with: "id")

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayGadgetReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func gadgetShowsNoErrorWhenCancelled() async {
        interactor.gadgetResult = .failure(CancellationError())

        await presenter.gadget(with: "id")

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayGadgetReceived.isEmpty)
    }

    @Test func latestGadgetDisplaysTheResult() {
        interactor.latestGadgetReturnValue = .some(nil)

        presenter.latestGadget()

        #expect(interactor.latestGadgetCallCount == 1)
        #expect(view.displayLatestGadgetReceived.count == 1)
    }

    @Test func searchDisplaysTheResult() async {
        let key: String = "key"
        let region: String = "region"
        let searchResult: [String] = ["search"]
        interactor.searchReturnValue = searchResult

        await presenter.search(let: key, in: region)

        #expect(interactor.searchCallCount == 1)
        #expect(interactor.searchReceived.first?.key == key)
        #expect(interactor.searchReceived.first?.region == region)
        #expect(view.displaySearchResultReceived == [searchResult])
    }

    @Test func useCaseDisplaysTheResult() {
        let useCaseResult: Int = 314
        interactor.useCaseReturnValue = useCaseResult

        presenter.useCase()

        #expect(interactor.useCaseCallCount == 1)
        #expect(view.displayUseCaseReceived == [useCaseResult])
    }

    @Test func updateQuantityCallsTheInteractor() async {
        let itemID: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        let quantity: Int = 4

        await presenter.updateQuantity(of: itemID, to: quantity)

        #expect(interactor.updateQuantityCallCount == 1)
        #expect(interactor.updateQuantityReceived.first?.itemID == itemID)
        #expect(interactor.updateQuantityReceived.first?.quantity == quantity)
    }

    @Test func updateQuantityDisplaysAnError() async {
        interactor.updateQuantityError = CornersTestError.stubbed

        await presenter.updateQuantity(
            of: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
            to: 4
        )

        #expect(view.displayErrorReceived.count == 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func updateQuantityShowsNoErrorWhenCancelled() async {
        interactor.updateQuantityError = CancellationError()

        await presenter.updateQuantity(
            of: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
            to: 4
        )

        #expect(view.displayErrorReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showGadgetRoutes() {
        let row: GadgetRow = GadgetRow.fixture()

        presenter.showGadget(row)

        #expect(router.showGadgetCallCount == 1)
    }

    @Test func closeSheetRoutes() {
        let animated: Bool = true

        presenter.closeSheet(animated: animated)

        #expect(router.closeSheetCallCount == 1)
        #expect(router.closeSheetReceived == [animated])
    }
}

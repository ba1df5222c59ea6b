import Foundation
import Testing

@testable import Catalog

@MainActor
struct CatalogPresenterTests {
    private let view = CatalogViewSpy()
    private let interactor = CatalogInteractorSpy()
    private let router = CatalogRouterSpy()
    private let presenter: CatalogPresenter

    init() {
        presenter = CatalogPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test func viewDidLoadLoadsTheScreen() async {
        await presenter.viewDidLoad()

        #expect(interactor.loadProductsCallCount == 1)
        #expect(interactor.stockLevelsCallCount == 1)
        #expect(interactor.priceRangeCallCount == 1)
    }

    @Test func loadProductsDisplaysTheResult() async {
        interactor.loadProductsResult = .success([Product.fixture()])

        await presenter.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(interactor.loadProductsCallCount == 1)
        #expect(view.displayProductsReceived == [[ProductRow.fixture()]])
    }

    @Test func loadProductsDisplaysAnError() async {
        interactor.loadProductsResult = .failure(CatalogTestError.stubbed)

        await presenter.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayProductsReceived.isEmpty)
    }

    @Test func productDisplaysTheResult() async {
        interactor.productResult = .success(Product.fixture())

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(interactor.productCallCount == 1)
        #expect(view.displayProductResultReceived == [ProductRow.fixture()])
    }

    @Test func productDisplaysAnError() async {
        interactor.productResult = .failure(CatalogTestError.stubbed)

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayProductResultReceived.isEmpty)
    }

    @Test func searchDisplaysTheResult() async {
        interactor.searchReturnValue = [Product.fixture()]

        await presenter.search("query", in: ["tags"])

        #expect(interactor.searchCallCount == 1)
        #expect(view.displaySearchResultReceived == [[ProductRow.fixture()]])
    }

    @Test func favouriteCallsTheInteractor() async {
        await presenter.favourite(Product.fixture())

        #expect(interactor.favouriteCallCount == 1)
        #expect(interactor.favouriteReceived == [Product.fixture()])
    }

    @Test func favouriteDisplaysAnError() async {
        interactor.favouriteError = CatalogTestError.stubbed

        await presenter.favourite(Product.fixture())

        #expect(view.displayErrorReceived.count == 1)
    }

    @Test func stockLevelsDisplaysTheResult() async {
        interactor.stockLevelsResult = .success([:])

        await presenter.stockLevels()

        #expect(interactor.stockLevelsCallCount == 1)
        #expect(view.displayLevelsReceived == [[:]])
    }

    @Test func stockLevelsDisplaysAnError() async {
        interactor.stockLevelsResult = .failure(CatalogTestError.stubbed)

        await presenter.stockLevels()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayLevelsReceived.isEmpty)
    }

    @Test func filterTagsDisplaysTheResult() async {
        interactor.filterTagsReturnValue = ["filterTags"]

        presenter.filterTags(tags: ["tags"])

        #expect(interactor.filterTagsCallCount == 1)
        #expect(view.displayTagsReceived == [["filterTags"]])
    }

    @Test func priceRangeDisplaysTheResult() async {
        interactor.priceRangeResult = .success((min: 0, max: 0))

        presenter.priceRange()

        #expect(interactor.priceRangeCallCount == 1)
        #expect(view.displayRangeReceived.count == 1)
    }

    @Test func priceRangeDisplaysAnError() async {
        interactor.priceRangeResult = .failure(CatalogTestError.stubbed)

        presenter.priceRange()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayRangeReceived.isEmpty)
    }

    @Test func showProductRoutes() {
        presenter.showProduct(ProductRow.fixture(), animated: true)

        #expect(router.showProductCallCount == 1)
        #expect(router.showProductReceived.first?.product == ProductRow.fixture())
        #expect(router.showProductReceived.first?.animated == true)
    }

    @Test func showFiltersRoutes() {
        presenter.showFilters()

        #expect(router.showFiltersCallCount == 1)
    }

    @Test func showReviewsRoutes() {
        presenter.showReviews(for: ProductRow.fixture(), sortedBy: "order", animated: true)

        #expect(router.showReviewsCallCount == 1)
        #expect(router.showReviewsReceived.first?.product == ProductRow.fixture())
        #expect(router.showReviewsReceived.first?.order == "order")
        #expect(router.showReviewsReceived.first?.animated == true)
    }

    @Test func showReviewsRoutesWithDefaults() {
        presenter.showReviews(for: ProductRow.fixture())

        #expect(router.showReviewsCallCount == 1)
    }

    @Test func showPriceRoutesWithDefaults() {
        presenter.showPrice(of: ProductRow.fixture())

        #expect(router.showPriceCallCount == 1)
    }
}

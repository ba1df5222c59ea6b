import Foundation
import Testing

@testable import MVPCatalog

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct MVPCatalogPresenterTests {
    private let view = MVPCatalogViewSpy()
    private let model = MVPCatalogModelSpy()
    private let navigator = MVPCatalogNavigatorSpy()
    private let presenter: MVPCatalogPresenter

    init() async {
        presenter = MVPCatalogPresenter(model: model, navigator: navigator)
        model.loadProductsResult = .success([Product.fixture()])
        model.stockLevelsResult = .success([:])
        model.priceRangeResult = .success((min: 0, max: 0))
        await presenter.attach(view: view)
    }

    @Test func attachShowsTheInitialState() {
        #expect(model.loadProductsCallCount == 1)
        #expect(view.displayProductsReceived == [[ProductRow.fixture()]])
        #expect(model.stockLevelsCallCount == 1)
        #expect(view.displayLevelsReceived == [[:]])
        #expect(model.priceRangeCallCount == 1)
        #expect(view.displayRangeReceived.count == 1)
    }

    @Test func loadProductsDisplaysTheResult() async {
        model.loadProductsResult = .success([Product.fixture()])

        await presenter.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(model.loadProductsCallCount == 2, "once on attach, once here")
        let received = model.loadProductsReceived.last
        #expect(received?.page == 1)
        #expect(received?.pageSize == 1)
        #expect(received?.date == Date(timeIntervalSince1970: 1))
        #expect(received?.limit == 1)
        #expect(received?.source == URL(fileURLWithPath: "/source"))
        #expect(view.displayProductsReceived.last == [ProductRow.fixture()])
    }

    @Test func loadProductsDisplaysAnError() async {
        model.loadProductsResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.loadProducts(
            page: 1,
            pageSize: 1,
            since: Date(timeIntervalSince1970: 1),
            limit: 1,
            source: URL(fileURLWithPath: "/source")
        )

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayProductsReceived.count == 1, "only what attach showed")
    }

    @Test func productDisplaysTheResult() async {
        model.productResult = .success(Product.fixture())

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(model.productCallCount == 1)
        let received = model.productReceived.last
        #expect(received == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
        #expect(view.displayProductResultReceived.last == ProductRow.fixture())
    }

    @Test func productDisplaysAnError() async {
        model.productResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayProductResultReceived.isEmpty)
    }

    @Test func searchDisplaysTheResult() async {
        model.searchReturnValue = [Product.fixture()]

        await presenter.search("query", in: ["tags"])

        #expect(model.searchCallCount == 1)
        let received = model.searchReceived.last
        #expect(received?.query == "query")
        #expect(received?.tags == ["tags"])
        #expect(view.displaySearchResultReceived.last == [ProductRow.fixture()])
    }

    @Test func favouriteCallsTheModel() async {
        await presenter.favourite(Product.fixture())

        #expect(model.favouriteCallCount == 1)
        let received = model.favouriteReceived.last
        #expect(received == Product.fixture())
    }

    @Test func favouriteUpdatesTheView() async {
        await presenter.favourite(Product.fixture())

        #expect(model.loadProductsCallCount == 2, "once on attach, once after the action")
        #expect(model.stockLevelsCallCount == 2, "once on attach, once after the action")
        #expect(model.priceRangeCallCount == 2, "once on attach, once after the action")
    }

    @Test func favouriteDisplaysAnError() async {
        model.favouriteError = MVPCatalogTestError.stubbed

        await presenter.favourite(Product.fixture())

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
    }

    @Test func stockLevelsDisplaysTheResult() async {
        model.stockLevelsResult = .success([:])

        await presenter.stockLevels()

        #expect(model.stockLevelsCallCount == 2, "once on attach, once here")
        #expect(view.displayLevelsReceived.last == [:])
    }

    @Test func stockLevelsDisplaysAnError() async {
        model.stockLevelsResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.stockLevels()

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayLevelsReceived.count == 1, "only what attach showed")
    }

    @Test func filterTagsDisplaysTheResult() {
        model.filterTagsReturnValue = ["filterTags"]

        presenter.filterTags(tags: ["tags"])

        #expect(model.filterTagsCallCount == 1)
        let received = model.filterTagsReceived.last
        #expect(received == ["tags"])
        #expect(view.displayTagsReceived.last == ["filterTags"])
    }

    @Test func priceRangeDisplaysTheResult() {
        model.priceRangeResult = .success((min: 0, max: 0))

        presenter.priceRange()

        #expect(model.priceRangeCallCount == 2, "once on attach, once here")
        #expect(view.displayRangeReceived.count == 2, "once on attach, once here")
    }

    @Test func priceRangeDisplaysAnError() {
        model.priceRangeResult = .failure(MVPCatalogTestError.stubbed)

        presenter.priceRange()

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayRangeReceived.count == 1, "only what attach showed")
    }

    @Test func showProductRoutes() {
        presenter.showProduct(ProductRow.fixture(), animated: true)

        #expect(navigator.showProductCallCount == 1)
        let received = navigator.showProductReceived.last
        #expect(received?.product == ProductRow.fixture())
        #expect(received?.animated == true)
    }

    @Test func showFiltersRoutes() {
        presenter.showFilters()

        #expect(navigator.showFiltersCallCount == 1)
    }

    @Test func showReviewsRoutes() {
        presenter.showReviews(for: ProductRow.fixture(), sortedBy: "order", animated: true)

        #expect(navigator.showReviewsCallCount == 1)
        let received = navigator.showReviewsReceived.last
        #expect(received?.product == ProductRow.fixture())
        #expect(received?.order == "order")
        #expect(received?.animated == true)
    }

    @Test func showReviewsRoutesWithDefaults() {
        presenter.showReviews(for: ProductRow.fixture())

        #expect(navigator.showReviewsCallCount == 1)
    }

    @Test func showCartRoutes() {
        presenter.showCart(animated: true)

        #expect(navigator.showCartCallCount == 1)
        let received = navigator.showCartReceived.last
        #expect(received == true)
    }

    @Test func showCartRoutesWithDefaults() {
        presenter.showCart()

        #expect(navigator.showCartCallCount == 1)
    }
}

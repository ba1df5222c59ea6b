import Foundation
import Testing

@testable import MVPCatalog

/// What the view shows for `Product.fixture()`, in the fields the presenter copies.
/// The fields it formats are blank, here and in `copiedFields(_:)`: they are yours to test,
/// with a test for each state the view shows differently, as the MVP article's
/// `NumberPresenterTests` check "10", "11", "09" and that "decrease" is disabled at zero.
private nonisolated let expectedProductRow = ProductRow(
    title: "title",
    isFeatured: true,
    priceText: ""
)

/// The fields of a view model the presenter copies from the entity, with the ones it formats
/// blank.
private nonisolated func copiedFields(_ productRow: ProductRow) -> ProductRow {
    ProductRow(
        title: productRow.title,
        isFeatured: productRow.isFeatured,
        priceText: ""
    )
}

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
        model.stockLevelsResult = .success(["stockLevels": 218])
        model.priceRangeResult = .success((min: 929, max: 437))
        presenter.attach(view: view)
        await presenter.updateView()
    }
}

extension MVPCatalogPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(model.loadProductsCallCount == 1)
        #expect(view.displayProductsReceived.map { $0.map(copiedFields) } == [[expectedProductRow]])
        #expect(model.stockLevelsCallCount == 1)
        #expect(view.displayStockLevelsReceived == [["stockLevels": 218]])
        #expect(model.priceRangeCallCount == 1)
        #expect(view.displayPriceRangeReceived.count == 1)
    }

    @Test func loadProductsDisplaysTheResult() async {
        model.loadProductsResult = .success([Product.fixture()])
        let page: Int = 378
        let pageSize: Int = 251
        let date: Date = Date(timeIntervalSince1970: 1)
        let limit: Int? = 240
        let source: URL = URL(fileURLWithPath: "/source")

        await presenter.loadProducts(
            page: page,
            pageSize: pageSize,
            since: date,
            limit: limit,
            source: source
        )

        #expect(model.loadProductsCallCount == 2, "once on attach, once here")
        let received = model.loadProductsReceived.last
        #expect(received?.page == page)
        #expect(received?.pageSize == pageSize)
        #expect(received?.date == date)
        #expect(received?.limit == limit)
        #expect(received?.source == source)
        #expect(view.displayProductsReceived.last?.map(copiedFields) == [expectedProductRow])
    }

    @Test func loadProductsDisplaysAnError() async {
        model.loadProductsResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayProductsReceived.count == 1, "only what attach showed")
    }

    @Test func loadProductsEndsSilentlyWhenCancelled() async {
        model.loadProductsResult = .failure(CancellationError())

        await presenter.loadProducts(
            page: 378,
            pageSize: 251,
            since: Date(timeIntervalSince1970: 1),
            limit: 240,
            source: URL(fileURLWithPath: "/source")
        )

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func productDisplaysTheResult() async {
        model.productResult = .success(Product.fixture())
        let id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

        await presenter.product(with: id)

        #expect(model.productCallCount == 1)
        #expect(model.productReceived.last == id)
        #expect(view.displayProductReceived.last?.map(copiedFields) == expectedProductRow)
    }

    @Test func productDisplaysAnError() async {
        model.productResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayProductReceived.isEmpty)
    }

    @Test func productEndsSilentlyWhenCancelled() async {
        model.productResult = .failure(CancellationError())

        await presenter.product(with: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func searchDisplaysTheResult() async {
        model.searchReturnValue = [Product.fixture()]
        let query: String = "query"
        let tags: [String] = ["tags"]

        await presenter.search(query, in: tags)

        #expect(model.searchCallCount == 1)
        let received = model.searchReceived.last
        #expect(received?.query == query)
        #expect(received?.tags == tags)
        #expect(view.displaySearchResultReceived.last?.map(copiedFields) == [expectedProductRow])
    }

    @Test func favouriteCallsTheModel() async {
        let product: Product = Product.fixture()

        await presenter.favourite(product)

        #expect(model.favouriteCallCount == 1)
        #expect(model.favouriteReceived.last == product)
    }

    @Test func favouriteUpdatesTheView() async {
        await presenter.favourite(Product.fixture())

        #expect(model.loadProductsCallCount == 2, "once on attach, once after the action")
        #expect(view.displayProductsReceived.last?.map(copiedFields) == [expectedProductRow])
        #expect(model.stockLevelsCallCount == 2, "once on attach, once after the action")
        #expect(view.displayStockLevelsReceived.last == ["stockLevels": 218])
        #expect(model.priceRangeCallCount == 2, "once on attach, once after the action")
    }

    @Test func favouriteDisplaysAnError() async {
        model.favouriteError = MVPCatalogTestError.stubbed

        await presenter.favourite(Product.fixture())

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
    }

    @Test func favouriteEndsSilentlyWhenCancelled() async {
        model.favouriteError = CancellationError()

        await presenter.favourite(Product.fixture())

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func stockLevelsDisplaysTheResult() async {
        model.stockLevelsResult = .success(["stockLevels": 218])

        await presenter.stockLevels()

        #expect(model.stockLevelsCallCount == 2, "once on attach, once here")
        #expect(view.displayStockLevelsReceived.last == ["stockLevels": 218])
    }

    @Test func stockLevelsDisplaysAnError() async {
        model.stockLevelsResult = .failure(MVPCatalogTestError.stubbed)

        await presenter.stockLevels()

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayStockLevelsReceived.count == 1, "only what attach showed")
    }

    @Test func stockLevelsEndsSilentlyWhenCancelled() async {
        model.stockLevelsResult = .failure(CancellationError())

        await presenter.stockLevels()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func filterTagsDisplaysTheResult() {
        model.filterTagsReturnValue = ["filterTags"]
        let tags: [String] = ["tags"]

        presenter.filterTags(tags: tags)

        #expect(model.filterTagsCallCount == 1)
        #expect(model.filterTagsReceived.last == tags)
        #expect(view.displayTagsReceived.last == ["filterTags"])
    }

    @Test func priceRangeDisplaysTheResult() {
        model.priceRangeResult = .success((min: 929, max: 437))

        presenter.priceRange()

        #expect(model.priceRangeCallCount == 2, "once on attach, once here")
        #expect(view.displayPriceRangeReceived.count == 2)
    }

    @Test func priceRangeDisplaysAnError() {
        model.priceRangeResult = .failure(MVPCatalogTestError.stubbed)

        presenter.priceRange()

        let message = view.displayErrorReceived.last
        #expect(message == MVPCatalogTestError.stubbed.localizedDescription)
        #expect(view.displayPriceRangeReceived.count == 1, "only what attach showed")
    }

    @Test func priceRangeEndsSilentlyWhenCancelled() {
        model.priceRangeResult = .failure(CancellationError())

        presenter.priceRange()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func refreshCallsTheModel() async {
        await presenter.refresh(completion: {})

        #expect(model.refreshCallCount == 1)
    }

    @Test func refreshUpdatesTheView() async {
        await presenter.refresh(completion: {})

        #expect(model.loadProductsCallCount == 2, "once on attach, once after the action")
        #expect(view.displayProductsReceived.last?.map(copiedFields) == [expectedProductRow])
        #expect(model.stockLevelsCallCount == 2, "once on attach, once after the action")
        #expect(view.displayStockLevelsReceived.last == ["stockLevels": 218])
        #expect(model.priceRangeCallCount == 2, "once on attach, once after the action")
    }

    // MARK: - Routes

    @Test func showProductRoutes() {
        let product: ProductRow = ProductRow.fixture()
        let animated: Bool = true
        presenter.showProduct(product, animated: animated)

        #expect(navigator.showProductCallCount == 1)
        let received = navigator.showProductReceived.last
        #expect(received?.product == product)
        #expect(received?.animated == animated)
    }

    @Test func showFiltersRoutes() {
        presenter.showFilters()

        #expect(navigator.showFiltersCallCount == 1)
    }

    @Test func dismissRoutes() {
        presenter.dismiss(completion: {})

        #expect(navigator.dismissCallCount == 1)
    }

    @Test func showReviewsRoutes() {
        let product: ProductRow = ProductRow.fixture()
        let order: String = "order"
        let animated: Bool = true
        presenter.showReviews(for: product, sortedBy: order, animated: animated)

        #expect(navigator.showReviewsCallCount == 1)
        let received = navigator.showReviewsReceived.last
        #expect(received?.product == product)
        #expect(received?.order == order)
        #expect(received?.animated == animated)
    }

    @Test func showReviewsRoutesWithDefaults() {
        presenter.showReviews(for: ProductRow.fixture())

        #expect(navigator.showReviewsCallCount == 1)
    }

    @Test func showCartRoutes() {
        let animated: Bool = true
        presenter.showCart(animated: animated)

        #expect(navigator.showCartCallCount == 1)
        #expect(navigator.showCartReceived.last == animated)
    }

    @Test func showCartRoutesWithDefaults() {
        presenter.showCart()

        #expect(navigator.showCartCallCount == 1)
    }
}

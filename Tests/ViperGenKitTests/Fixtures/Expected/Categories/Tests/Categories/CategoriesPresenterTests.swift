import Testing

@testable import Categories

@MainActor
struct CategoriesPresenterTests {
    private let view = CategoriesViewSpy()
    private let interactor = CategoriesInteractorSpy()
    private let router = CategoriesRouterSpy()
    private let presenter: CategoriesPresenter

    init() {
        presenter = CategoriesPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension CategoriesPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.fetchCategoriesResult = .success([Category.fixture()])

        await presenter.viewDidLoad()

        #expect(interactor.fetchCategoriesCallCount == 1)
    }

    // MARK: - Use cases

    @Test func fetchCategoriesDisplaysTheResult() async {
        interactor.fetchCategoriesResult = .success([Category.fixture()])

        await presenter.fetchCategories()

        #expect(interactor.fetchCategoriesCallCount == 1)
        #expect(view.displayCategoriesReceived == [[CategoryViewModel.fixture()]])
    }

    @Test func fetchCategoriesDisplaysAnError() async {
        interactor.fetchCategoriesResult = .failure(CategoriesTestError.stubbed)

        await presenter.fetchCategories()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCategoriesReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func fetchCategoriesShowsNoErrorWhenCancelled() async {
        interactor.fetchCategoriesResult = .failure(CancellationError())

        await presenter.fetchCategories()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayCategoriesReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showCategoryDetailRoutes() {
        let viewModel: CategoryViewModel = CategoryViewModel.fixture()

        presenter.showCategoryDetail(for: viewModel)

        #expect(router.showCategoryDetailCallCount == 1)
        #expect(router.showCategoryDetailReceived == [viewModel])
    }
}

import Foundation

/// The Categories presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class CategoriesPresenter {
    weak var view: (any CategoriesView)?
    private let interactor: any CategoriesInteractorProtocol
    private let router: any CategoriesRouterProtocol

    init(interactor: any CategoriesInteractorProtocol, router: any CategoriesRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension CategoriesPresenter {
    private func makeViewModel(from category: Category) -> CategoryViewModel {
        CategoryViewModel(id: category.id)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CategoriesPresenter: CategoriesPresenterProtocol {
    func viewDidLoad() async {
        await fetchCategories()
    }

    func fetchCategories() async {
        do {
            let categories = try await interactor.fetchCategories()
            view?.displayCategories(categories.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showCategoryDetail(for viewModel: CategoryViewModel) {
        router.showCategoryDetail(for: viewModel)
    }
}

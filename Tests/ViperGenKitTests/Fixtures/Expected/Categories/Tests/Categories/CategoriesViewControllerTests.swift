#if canImport(UIKit)
    import Testing

    @testable import Categories

    @MainActor
    struct CategoriesViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CategoriesViewController? = CategoriesViewController()
            viewController?.presenter = CategoriesPresenterSpy()
            viewController?.viewDidLoad()
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

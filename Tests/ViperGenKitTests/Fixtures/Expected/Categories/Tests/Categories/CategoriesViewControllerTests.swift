#if canImport(UIKit)
    import Testing

    @testable import Categories

    @MainActor
    struct CategoriesViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CategoriesViewController? = CategoriesViewController()
            viewController?.presenter = CategoriesPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

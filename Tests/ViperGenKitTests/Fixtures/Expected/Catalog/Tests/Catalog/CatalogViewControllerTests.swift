#if canImport(UIKit)
    import Testing

    @testable import Catalog

    @MainActor
    struct CatalogViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CatalogViewController? = CatalogViewController()
            viewController?.presenter = CatalogPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

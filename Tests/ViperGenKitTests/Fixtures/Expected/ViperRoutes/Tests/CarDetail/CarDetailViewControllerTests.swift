#if canImport(UIKit)
    import Testing

    @testable import ViperRoutes

    @MainActor
    struct CarDetailViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CarDetailViewController? = CarDetailViewController()
            viewController?.presenter = CarDetailPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

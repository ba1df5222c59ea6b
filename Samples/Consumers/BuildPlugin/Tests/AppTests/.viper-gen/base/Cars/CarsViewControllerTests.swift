#if canImport(UIKit)
    import Testing

    @testable import App

    @MainActor
    struct CarsViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CarsViewController? = CarsViewController()
            viewController?.presenter = CarsPresenterSpy()
            viewController?.viewDidLoad()  // as UIKit calls it once the view is loaded
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

#if canImport(UIKit)
    import Testing

    @testable import Cars

    @MainActor
    struct CarsViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoad() {
            var viewController: CarsViewController? = CarsViewController()
            viewController?.presenter = CarsPresenterSpy()
            viewController?.viewDidLoad()
            let load = viewController?.loadTask

            viewController = nil

            #expect(load?.isCancelled == true)
        }
    }
#endif

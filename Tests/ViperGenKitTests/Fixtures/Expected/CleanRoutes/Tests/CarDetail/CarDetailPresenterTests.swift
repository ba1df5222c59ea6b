import Foundation
import XCTest

@testable import CleanRoutes

/// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
/// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
nonisolated final class CarDetailPresenterTests: XCTestCase {}

extension CarDetailPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testPresentRefreshDisplaysTheViewModel() async {
        let harness = Harness()
        let refreshResult: Car = Car.fixture()
        let response = CarDetailModels.Refresh.Response(refreshResult: refreshResult)

        harness.presenter.presentRefresh(response: response)

        let viewModel = CarDetailModels.Refresh.ViewModel(refreshResult: CarViewModel.fixture())
        XCTAssertEqual(harness.display.displayRefreshReceived, [viewModel])
    }

    @MainActor
    func testPresentRefreshErrorDisplaysTheError() async {
        let harness = Harness()

        harness.presenter.presentRefresh(error: CarDetailTestError.stubbed)

        let message = CarDetailTestError.stubbed.localizedDescription
        XCTAssertEqual(harness.display.displayErrorReceived.map(\.message), [message])
        XCTAssertTrue(harness.display.displayRefreshReceived.isEmpty)
    }
}

/// The presenter under test, wired to a display spy.
@MainActor
private struct Harness {
    let display = CarDetailDisplayLogicSpy()
    let presenter: CarDetailPresenter

    init() {
        presenter = CarDetailPresenter(display: display)
    }
}

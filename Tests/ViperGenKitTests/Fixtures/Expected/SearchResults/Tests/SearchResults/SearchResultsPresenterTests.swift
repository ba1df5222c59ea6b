import Foundation
import XCTest

@testable import SearchResults

/// What the view shows for `Result.fixture()`: the fields the presenter copies.
private nonisolated let expectedResultViewModel = ResultViewModel(id: "id", title: "title")

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class SearchResultsPresenterTests: XCTestCase {}

extension SearchResultsPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testSearchDisplaysTheResult() async {
        let harness = Harness()
        harness.model.searchResult = .success([Result.fixture()])
        let query: String = "query"

        await harness.presenter.search(query: query)

        XCTAssertEqual(harness.model.searchCallCount, 1)
        XCTAssertEqual(harness.model.searchReceived.last, query)
        XCTAssertEqual(harness.view.displaySearchResultReceived.last, [expectedResultViewModel])
    }

    @MainActor
    func testSearchDisplaysAnError() async {
        let harness = Harness()
        harness.model.searchResult = .failure(SearchResultsTestError.stubbed)

        await harness.presenter.search(query: "query")

        XCTAssertEqual(
            harness.view.displayErrorReceived.last,
            SearchResultsTestError.stubbed.localizedDescription
        )
        XCTAssertTrue(harness.view.displaySearchResultReceived.isEmpty)
    }

    @MainActor
    func testSearchEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.model.searchResult = .failure(CancellationError())

        await harness.presenter.search(query: "query")

        XCTAssertTrue(
            harness.view.displayErrorReceived.isEmpty,
            "a cancelled task is not an error to show"
        )
    }

    // MARK: - Routes

    @MainActor
    func testShowResultRoutes() async {
        let harness = Harness()
        let result: ResultViewModel = ResultViewModel.fixture()
        harness.presenter.showResult(result)

        XCTAssertEqual(harness.navigator.showResultCallCount, 1)
        XCTAssertEqual(harness.navigator.showResultReceived.last, result)
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = SearchResultsViewSpy()
    let model = SearchResultsModelSpy()
    let navigator = SearchResultsNavigatorSpy()
    let presenter: SearchResultsPresenter

    init() {
        presenter = SearchResultsPresenter(model: model, navigator: navigator)
        presenter.attach(view: view)
    }
}

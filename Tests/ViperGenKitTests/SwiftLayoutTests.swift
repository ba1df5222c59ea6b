import Testing

@testable import ViperGenKit

/// `SwiftLayout.normalize` reads bytes in one pass; these tests hold it to the rules as
/// written (a list of lines, filtered) on hand-picked and on random text.
struct SwiftLayoutTests {
    @Test(arguments: [
        ("", "\n"),
        ("\n\n\n", "\n"),
        ("a", "a\n"),
        ("a\n", "a\n"),
        ("a  \t\r\n\n\n\nb\n\n", "a\n\nb\n"),
        ("\n\n  \nstruct A {\n\n    let a: Int\n\n}\n", "struct A {\n    let a: Int\n}\n"),
        ("f(\n\n    x\n\n)\n", "f(\n    x\n)\n"),
        ("a\n\n\t}\n", "a\n\n\t}\n"),
        ("a\n\n    ]\n", "a\n    ]\n"),
        ("é {\n\n  ü\n", "é {\n  ü\n"),
    ])
    func normalizesTheLayout(text: String, expected: String) {
        #expect(SwiftLayout.normalize(text) == expected)
        #expect(SwiftLayout.normalize(text) == Self.byTheRules(text))
    }

    @Test func randomTextFollowsTheRules() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "", " ", "\t", "\r", "{", "}", "(", ")", "[", "]", "x", "é", "    }", "  x {", "\n",
            "\n", "\n",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            #expect(
                SwiftLayout.normalize(text) == Self.byTheRules(text), "\(text.debugDescription)")
        }
    }

    /// Long lines are broken one by one; the others, and the line ends, stay as they were.
    @Test func wrappingBreaksEachLongLineOnItsOwn() {
        let long =
            "    func make(from error: any Error, retrying attempts: Int, after delay: Double) -> CarsViewModelResult {"
        let lines = [
            "", "struct Cars {", long, "", "    // é " + String(repeating: "ü", count: 120), "  \r",
            long, "}", "",
        ]
        let wrapped = LineWrapping.wrap(lines.joined(separator: "\n"))
        #expect(wrapped == lines.map { LineWrapping.wrap($0) }.joined(separator: "\n"))
        #expect(wrapped.components(separatedBy: "\n").count > lines.count)
        #expect(LineWrapping.wrap("a\n" + long + "\n") == "a\n" + LineWrapping.wrap(long) + "\n")
    }

    /// Long lines random specs gave, broken as swift-format's strict lint accepts them: an
    /// expression before its operator when what precedes it fits (not inside the call after
    /// it), and a tuple value as an argument list (not the call inside it).
    @Test(arguments: [
        (
            "        #expect(interactor.updateQuantityReceived.first?.itemID == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))",
            """
                    #expect(
                        interactor.updateQuantityReceived.first?.itemID
                            == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
                    )
            """
        ),
        (
            "        balance: (Decimal, UUID) = (0, UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))),",
            """
                    balance: (Decimal, UUID) = (
                        0,
                        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
                    ),
            """
        ),
        (
            "    private(set) var showReviewsReceived: [(product: ProductRow, order: String, animated: Bool)] = []",
            """
                private(set) var showReviewsReceived: [(product: ProductRow, order: String, animated: Bool)] =
                    []
            """
        ),
        (
            "    private(set) var loadFavoriteReceived: [(itemID: Garden, options: [Garden], source: [Garden])] = []",
            """
                private(set) var loadFavoriteReceived: [(itemID: Garden, options: [Garden], source: [Garden])] =
                    []
            """
        ),
        (
            "            archiveBrowseMatchesResult: response.archiveBrowseMatchesResult.map(makeViewModel(from:))",
            """
                        archiveBrowseMatchesResult: response.archiveBrowseMatchesResult.map(
                            makeViewModel(from:)
                        )
            """
        ),
        (
            "                archiveFavoriteResult: [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))]",
            """
                            archiveFavoriteResult: [
                                UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
                            ]
            """
        ),
        (
            "        items: [[String: (Int, Int)]] = [[\"a\": (1, 2)], [\"b\": (3, 4)], [\"c\": (5, 6)], [\"d\": (7, 8)]],",
            """
                    items: [[String: (Int, Int)]] = [
                        ["a": (1, 2)],
                        ["b": (3, 4)],
                        ["c": (5, 6)],
                        ["d": (7, 8)],
                    ],
            """
        ),
        (
            "            AsyncStream<(amount: @Sendable (UUID) -> Void, handler: @Sendable (Double) -> Void, filter: [URL])>",
            """
                        AsyncStream<
                            (
                                amount: @Sendable (UUID) -> Void,
                                handler: @Sendable (Double) -> Void,
                                filter: [URL]
                            )
                        >
            """
        ),
        (
            "        [(a0: String, a1: Int, a2: Double, a3: Bool, a4: UUID, a5: Date, a6: URL?, a7: [String], a8: Int)] =",
            """
                    [(
                        a0: String,
                        a1: Int,
                        a2: Double,
                        a3: Bool,
                        a4: UUID,
                        a5: Date,
                        a6: URL?,
                        a7: [String],
                        a8: Int
                    )] =
            """
        ),
        (
            "        of: (a0: String, a1: Int, a2: Double, a3: Bool, a4: UUID, a5: Date, a6: URL?, a7: [String]).self",
            """
                    of: (
                        a0: String,
                        a1: Int,
                        a2: Double,
                        a3: Bool,
                        a4: UUID,
                        a5: Date,
                        a6: URL?,
                        a7: [String]
                    ).self
            """
        ),
        (
            "            for await (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) in input.load {",
            """
                        for await (
                            a0,
                            a1,
                            a2,
                            a3,
                            a4,
                            a5,
                            a6,
                            a7,
                            a8,
                            a9,
                            a10,
                            a11,
                            a12,
                            a13,
                            a14,
                            a15
                        ) in input.load {
            """
        ),
    ])
    func breaksLongLinesAsSwiftFormatDoes(line: String, expected: String) {
        #expect(LineWrapping.wrap(line) == expected)
    }

    /// Lines a long module name (27 characters) and long use case names (32) make in the
    /// built-in templates. Each expected text was run through `swift format --configuration
    /// .swift-format` in its place in a file and came out unchanged. swift-format's own output
    /// of the unbroken line is the same for the last eight; for the others it differs only in
    /// breaks it keeps when they are written (a closing parenthesis on a line of its own, one
    /// argument a line, `==` before an array rather than inside it). What it does there: a
    /// chain of members breaks before the member that does not fit with its `(` (four spaces
    /// in, none more on a line that continues an `=`, an operator or a label); a call on one
    /// member (`worker.load(`) does not break there, so the `=` or the label before it breaks;
    /// an assignment (not a declaration) of a chain of properties breaks after its `=`; `guard`
    /// puts `else {` on a line of its own; a body written on one line becomes a block; the
    /// lines a broken line leaves open move in as far as its last piece.
    @Test(arguments: [
        (
            "            presenter.presentFetchProductCatalogSearchResults(response: ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response(productCatalogSearchResults: productCatalogSearchResults))",
            """
                        presenter.presentFetchProductCatalogSearchResults(
                            response: ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults
                                .Response(productCatalogSearchResults: productCatalogSearchResults)
                        )
            """
        ),
        (
            "            presenter.presentRefineProductCatalogSearchResults(response: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Response(refineProductCatalogSearchResultsResult: refineProductCatalogSearchResultsResult))",
            """
                        presenter.presentRefineProductCatalogSearchResults(
                            response: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults
                                .Response(
                                    refineProductCatalogSearchResultsResult:
                                        refineProductCatalogSearchResultsResult
                                )
                        )
            """
        ),
        (
            "        let viewModel = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.ViewModel(productCatalogSearchResults: response.productCatalogSearchResults.map(makeViewModel(from:)))",
            """
                    let viewModel = ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults
                        .ViewModel(
                            productCatalogSearchResults: response.productCatalogSearchResults.map(
                                makeViewModel(from:)
                            )
                        )
            """
        ),
        (
            "            let refineProductCatalogSearchResultsResult = try await worker.refineProductCatalogSearchResults(matching: request.query, in: request.categories, sortedBy: request.order)",
            """
                        let refineProductCatalogSearchResultsResult =
                            try await worker.refineProductCatalogSearchResults(
                                matching: request.query,
                                in: request.categories,
                                sortedBy: request.order
                            )
            """
        ),
        (
            "        presenter.presentRemoveProductCatalogSearchResultsAll(response: ProductCatalogSearchResultsModels.RemoveProductCatalogSearchResultsAll.Response())",
            """
                    presenter.presentRemoveProductCatalogSearchResultsAll(
                        response: ProductCatalogSearchResultsModels.RemoveProductCatalogSearchResultsAll
                            .Response()
                    )
            """
        ),
        (
            "            #expect(viewController.removeProductCatalogSearchResultsAllViewModel == ProductCatalogSearchResultsModels.RemoveProductCatalogSearchResultsAll.ViewModel())",
            """
                        #expect(
                            viewController.removeProductCatalogSearchResultsAllViewModel
                                == ProductCatalogSearchResultsModels.RemoveProductCatalogSearchResultsAll
                                .ViewModel()
                        )
            """
        ),
        (
            "        #expect(presenter.presentFetchProductCatalogSearchResultsReceived == [ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response()])",
            """
                    #expect(
                        presenter.presentFetchProductCatalogSearchResultsReceived
                            == [ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response()]
                    )
            """
        ),
        (
            "        XCTAssertEqual(presenter.presentFetchProductCatalogSearchResultsReceived, [ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response()])",
            """
                    XCTAssertEqual(
                        presenter.presentFetchProductCatalogSearchResultsReceived,
                        [ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response()]
                    )
            """
        ),
        (
            "        let shown = display.displayFetchProductCatalogSearchResultsReceived.last?.productCatalogSearchResults",
            """
                    let shown = display.displayFetchProductCatalogSearchResultsReceived.last?
                        .productCatalogSearchResults
            """
        ),
        (
            "        service.removeProductCatalogSearchResultsAllError = ProductCatalogSearchResultsTestError.stubbed",
            """
                    service.removeProductCatalogSearchResultsAllError =
                        ProductCatalogSearchResultsTestError.stubbed
            """
        ),
        (
            "    func displayCountProductCatalogSearchResultsNow(viewModel: ProductCatalogSearchResultsModels.CountProductCatalogSearchResultsNow.ViewModel) {",
            """
                func displayCountProductCatalogSearchResultsNow(
                    viewModel: ProductCatalogSearchResultsModels.CountProductCatalogSearchResultsNow.ViewModel
                ) {
            """
        ),
        (
            "    func refineProductCatalogSearchResults(request: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request) async {",
            """
                func refineProductCatalogSearchResults(
                    request: ProductCatalogSearchResultsModels.RefineProductCatalogSearchResults.Request
                ) async {
            """
        ),
        (
            "    private(set) var presentFetchProductCatalogSearchResultsReceived = [ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response]()",
            """
                private(set) var presentFetchProductCatalogSearchResultsReceived = [
                    ProductCatalogSearchResultsModels.FetchProductCatalogSearchResults.Response
                ]()
            """
        ),
        (
            "    var fetchProductCatalogSearchResultsCallCount: Int { locked { $0.fetchProductCatalogSearchResultsCallCount } }",
            """
                var fetchProductCatalogSearchResultsCallCount: Int {
                    locked { $0.fetchProductCatalogSearchResultsCallCount }
                }
            """
        ),
        (
            "            guard case .showProductCatalogSearchResultsItem? = navigation.path.last?.destination else {",
            """
                        guard case .showProductCatalogSearchResultsItem? = navigation.path.last?.destination
                        else {
            """
        ),
        (
            """
                        var controller: ProductCatalogSearchResultsViewController? = ProductCatalogSearchResultsViewController(
                            presenter: ProductCatalogSearchResultsPresenter(model: model)
                        )
                        controller?.viewDidLoad()
            """,
            """
                        var controller: ProductCatalogSearchResultsViewController? =
                            ProductCatalogSearchResultsViewController(
                                presenter: ProductCatalogSearchResultsPresenter(model: model)
                            )
                        controller?.viewDidLoad()
            """
        ),
    ])
    func breaksMemberChainsAsSwiftFormatDoes(line: String, expected: String) {
        #expect(LineWrapping.wrap(line) == expected)
    }

    /// The rules, one line at a time (on Unicode scalars: as `Character`s, "\r\n" is one).
    static func byTheRules(_ text: String) -> String {
        var lines: [String.UnicodeScalarView] = []
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        {
            var line = String.UnicodeScalarView(rawLine)
            while let last = line.last, last == " " || last == "\t" || last == "\r" {
                line.removeLast()
            }
            if line.isEmpty {
                guard let previous = lines.last, let last = previous.last,
                    !"{([".unicodeScalars.contains(last)
                else {
                    continue
                }
            } else if let first = line.first(where: { $0 != " " }),
                "})]".unicodeScalars.contains(first),
                lines.last?.isEmpty == true
            {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "\n" : lines.map { String($0) + "\n" }.joined()
    }
}

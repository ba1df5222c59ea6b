import Foundation

/// The MVVMCCatalog screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
public final class MVVMCCatalogViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    public private(set) var transformTask: Task<Void, Never>?
    private let useCase: any MVVMCCatalogUseCaseType
    private let router: any MVVMCCatalogRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    public init(useCase: any MVVMCCatalogUseCaseType, router: any MVVMCCatalogRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to.
    public func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await (page, pageSize, date, limit, source) in input.loadProducts {
                        do {
                            let products = try await useCase.loadProducts(
                                page: page,
                                pageSize: pageSize,
                                since: date,
                                limit: limit,
                                source: source
                            )
                            send.products(products.map { ProductRow($0) })
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await id in input.product {
                        do {
                            let productResult = try await useCase.product(with: id)
                            send.productResult(productResult.map { ProductRow($0) })
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await (query, tags) in input.search {
                        let searchResult = await useCase.search(query, in: tags)
                        send.searchResult(searchResult.map { ProductRow($0) })
                    }
                }
                group.addTask {
                    for await product in input.favourite {
                        do {
                            try await useCase.favourite(product)
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.stockLevels {
                        do {
                            let levels = try await useCase.stockLevels()
                            send.levels(levels)
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await tags in input.filterTags {
                        let tagsResult = useCase.filterTags(tags: tags)
                        send.tagsResult(tagsResult)
                    }
                }
                group.addTask {
                    for await _ in input.priceRange {
                        do {
                            let range = try useCase.priceRange()
                            send.range(range)
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.featured {
                        do {
                            let featuredResult = try await useCase.featured()
                            send.featuredResult(ProductRow(featuredResult))
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await (product, animated) in input.showProduct {
                        await router.trigger(.showProduct(product, animated: animated))
                    }
                }
                group.addTask {
                    for await _ in input.showFilters {
                        await router.trigger(.showFilters)
                    }
                }
                group.addTask {
                    for await completion in input.dismiss {
                        await router.trigger(.dismiss(completion: completion))
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension ProductRow {
    /// The item the screen shows for `product`.
    fileprivate init(_ product: Product) {
        self.init(
            title: product.title,
            isFeatured: product.isFeatured,
            // TODO: Format `priceText` from `product`.
            priceText: ""
        )
    }
}

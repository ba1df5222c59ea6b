/// Does the work of the Corners use cases against the API, database or cache the app uses;
/// give it what it needs in `init`. Until a use case is written it fails loudly: a throwing one
/// throws `CornersWorkerError.notImplemented`, one with a result stops with `fatalError`.
nonisolated struct CornersWorker {}

nonisolated extension CornersWorker: CornersWorkerProtocol {
    func uniqueGadgets() async throws -> Set<Gadget> {
        // TODO: Implement `uniqueGadgets`.
        throw CornersWorkerError.notImplemented(#function)
    }

    func countsByGadget() -> [Gadget: Int] {
        // TODO: Implement `countsByGadget`.
        fatalError("TODO: implement \(#function)")
    }

    func fetch(`in`: String, `let` key: String) async throws -> [Gadget] {
        // TODO: Implement `fetch`.
        throw CornersWorkerError.notImplemented(#function)
    }

    func canImport() -> Bool {
        // TODO: Implement `canImport`.
        fatalError("TODO: implement \(#function)")
    }

    func tuple() -> (Int, String) {
        // TODO: Implement `tuple`.
        fatalError("TODO: implement \(#function)")
    }

    func labeledTuple() -> (a: Int, b: String) {
        // TODO: Implement `labeledTuple`.
        fatalError("TODO: implement \(#function)")
    }

    func currentPresenter() -> String {
        // TODO: Implement `currentPresenter`.
        fatalError("TODO: implement \(#function)")
    }

    func archiveAllWidgetsOfTheCatalogForTheWeekends() async -> [Gadget] {
        // TODO: Implement `archiveAllWidgetsOfTheCatalogForTheWeekends`.
        fatalError("TODO: implement \(#function)")
    }
}

/// Why the scaffolded worker fails until its use cases are implemented.
nonisolated enum CornersWorkerError: Error {
    /// The use case of this signature has no implementation yet.
    case notImplemented(String)
}

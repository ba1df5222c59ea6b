import Diagnostics

/// The modules a run's routes open (`showCarDetail(for car: Car) -> CarDetail`), checked
/// against the modules its specs declare.
public enum RouteDestinations {
    /// An error for every route of `specs` whose destination no spec of `specs` declares and
    /// `known` does not name, at the destination's name, with the closest declared module.
    public static func unknown(in specs: [ModuleSpec], known: Set<String> = []) -> [Diagnostic] {
        let declared = Set(specs.map(\.module.value)).union(known)
        let candidates = declared.sorted()
        var found: [Diagnostic] = []
        for spec in specs {
            for route in spec.routes ?? [] {
                guard let destination = route.value.destination,
                    !declared.contains(destination.value)
                else { continue }
                var message =
                    "route '\(route.value.name)' opens '\(destination.value)', which no spec declares"
                if let suggestion = didYouMean(destination.value, in: candidates) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; write its spec, or take '-> \(destination.value)' off the route"
                }
                found.append(.error(message, at: destination.location ?? route.location))
            }
        }
        return found
    }
}

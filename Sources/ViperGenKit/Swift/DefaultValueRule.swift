/// What a spec's default value may name and call.
///
/// A default value is copied into generated code (the signatures, the protocol extension that
/// supplies defaults, the call a presenter makes when its screen appears), where it runs when
/// that code is called, so it may only be a value: a constant, a member of a type (`.ascending`,
/// `Locale.current`) but never a member of a value (`Locale.current.identifier`); or a value
/// built by an initializer (`Date()`, `Foo.Bar(x: 1)`, `.init(…)`) or an enum case with
/// associated values (`.custom("x")`, `Filter.tag("a")`), never by a function (`exit(0)`,
/// `Swift.print(…)`) or a method of a value (`FileManager.default.createFile(…)`). The app's
/// types are unknown here, so names are told apart as Swift's conventions tell them: types are
/// UpperCamelCase, functions and properties lowerCamelCase, and a member called without
/// arguments is a function, as a case without associated values is written without `()`.
enum DefaultValueRule {
    /// What a default value may be, as messages say it.
    static let summary =
        "a default value is a literal, a constant such as '.ascending' or 'Locale.current', "
        + "or a value built by an initializer or enum case from those"

    /// Swift's literals that stand for where they are written. As a default value each means the
    /// caller's place, but generated code passes defaults on from its own files (the protocol
    /// extension that supplies them, the presenter that calls a use case when its screen appears),
    /// where they would mean a place in the generated code instead.
    static let magicLiterals: Set<String> = [
        "file", "fileID", "filePath", "line", "column", "function", "dsohandle",
    ]

    /// Why a magic literal is refused, after "default value of 'x' uses '#line', ".
    static let magicLiteralProblem =
        "which would give the place in generated code that passes the default on, not the caller's; "
        + "give the parameter no default"

    /// The toolchain's and SDKs' modules named in UpperCamelCase, as a type is: `Foundation.exit`
    /// is a function of a module, not a static member of a type. (A lowerCamelCase module,
    /// `os.os_log`, already reads as a value.)
    static let systemModules: Set<String> = [
        "Swift", "Synchronization", "Observation", "Distributed", "RegexBuilder", "Cxx",
        "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML",
        "CoreFoundation", "Dispatch", "Darwin", "Glibc", "SwiftGlibc", "Musl", "Bionic", "Android",
        "WASILibc",
        "WinSDK", "CRT", "ObjectiveC", "OSLog", "System", "SystemPackage", "XCTest", "Testing",
        "UIKit", "AppKit",
        "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "Security", "Network", "CoreData",
        "SwiftData",
        "CloudKit", "StoreKit", "WebKit", "AVFoundation", "CoreLocation", "MapKit", "Photos",
        "UserNotifications",
        "LocalAuthentication", "CryptoKit", "SystemConfiguration", "Accelerate",
    ]

    /// Whether a default value may call `path` (`["Filter", "tag"]` for `Filter.tag(…)`, `["custom"]`
    /// for `.custom(…)` when `isImplicitMember`).
    static func allowsCall(of path: [String], isImplicitMember: Bool, hasArguments: Bool) -> Bool {
        guard let member = path.last else { return false }
        // `.init(…)` or a case of the parameter's type.
        if isImplicitMember { return path.count == 1 && (member == "init" || hasArguments) }
        var names = path[...]
        if names.count > 1, let first = names.first, systemModules.contains(first) {
            names = names.dropFirst()
        }
        guard let last = names.last else { return false }
        // `Date(…)`, `Foundation.URL(…)`, `Outer.Inner(…)`: an initializer.
        if isTypeName(last) { return names.allSatisfy(isTypeName) }
        // `Filter.tag(…)`, `Foo.init(…)`: a member of a type; not `exit(…)`, `x.y.z(…)`.
        let owner = names.dropLast()
        guard !owner.isEmpty, owner.allSatisfy(isTypeName) else { return false }
        return last == "init" || hasArguments
    }

    /// Where a constant's path goes on past a value to a member of it (`identifier` in
    /// `Locale.current.identifier`, at 2), or nil for a member of a type (`Locale.current`,
    /// `Kind.Sub.value`) or a constant of its own (`defaultPageSize`).
    static func memberOfAValue(in path: [String]) -> Int? {
        guard let value = path.firstIndex(where: { !isTypeName($0) }), value + 1 < path.count else {
            return nil
        }
        return value + 1
    }

    /// UpperCamelCase, after any leading underscores.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first(where: { $0 != "_" }) else { return false }
        return ("A"..."Z").contains(first)
    }
}

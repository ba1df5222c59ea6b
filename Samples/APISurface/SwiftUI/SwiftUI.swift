// The part of SwiftUI that viper-gen's built-in templates use, with the signatures and
// attributes of the iOS 18 SDK, so that Linux type-checks the SwiftUI screens as Xcode does:
// `View` is `@MainActor @preconcurrency`, so what conforms to it in its declaration is too;
// the modifiers and the initializers of the built-in views are `nonisolated`; the closures
// of `Binding(get:set:)` and `task` are `@Sendable` and take the actor of the code that
// writes them (`@_inheritActorContext`). Nothing here runs: a body does nothing, or as little
// as a value needs. Each declaration's doc line quotes the SDK declaration it mirrors;
// APISurfacePins.swift pins them all and compiles unchanged against the real SDK
// (Scripts/check-api-surface.sh).

@_exported import Foundation
import Observation

/// SDK: `@MainActor @preconcurrency public protocol View`
@MainActor @preconcurrency
public protocol View {
    /// SDK: `associatedtype Body : View`
    associatedtype Body: View

    /// SDK: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SDK: `extension View where Self.Body == Never` (the primitive views, whose body is never
/// asked for)
extension View where Body == Never {
    /// SDK: `public var body: Never { get }`
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// SDK: `extension Never : View`
extension Never: View {
    /// SDK: `public typealias Body = Never`
    public typealias Body = Never
}

/// SDK: `extension Optional : View where Wrapped : View`
extension Optional: View where Wrapped: View {
    /// SDK: `public typealias Body = Never`
    public typealias Body = Never
}

/// SDK: `@resultBuilder public struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    /// SDK: `public static func buildExpression<Content>(_ content: Content) -> Content
    /// where Content : View`
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// SDK: `public static func buildBlock<Content>(_ content: Content) -> Content
    /// where Content : View`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// SDK: `public static func buildIf<Content>(_ content: Content?) -> Content?
    /// where Content : View`
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// SDK: `public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    /// -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View,
    /// FalseContent : View`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// SDK: `public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    /// -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View,
    /// FalseContent : View`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// SDK: `@frozen public struct _ConditionalContent<TrueContent, FalseContent>` (what
/// `ViewBuilder` makes of an `if`/`else` or a `switch`)
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

/// SDK: `extension _ConditionalContent : View where TrueContent : View, FalseContent : View`
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// SDK: `public typealias Body = Never`
    public typealias Body = Never
}

/// SDK: `@frozen @propertyWrapper public struct State<Value> : DynamicProperty` (no template
/// uses `DynamicProperty`)
@propertyWrapper
public struct State<Value> {
    private let value: Value

    /// SDK: `public init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// SDK: `public init(initialValue value: Value)`
    public init(initialValue value: Value) {
        self.value = value
    }

    /// SDK: `public var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// SDK: `public var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { Binding(value: value) }
}

/// SDK: `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>`
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let value: () -> Value

    /// SDK: `@preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any)
    /// @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable
    /// (Value) -> Void)`
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        value = { fatalError("a computed binding of the API surface is not read") }
    }

    /// A binding to a value nothing writes: `State`'s projection.
    init(value: Value) {
        self.value = { value }
    }

    /// A binding that reads `read` when asked: a projected member's.
    init(read: @escaping () -> Value) {
        value = read
    }

    /// SDK: `public var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { value() }
        nonmutating set {}
    }

    /// SDK: `public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    /// -> Binding<Subject> { get }`
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        Binding<Subject>(read: { [value] in value()[keyPath: keyPath] })
    }
}

/// SDK: `@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>`
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// SDK: `public var wrappedValue: Value`
    public var wrappedValue: Value

    /// SDK: `public init(wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// SDK: `public init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// SDK: `public var projectedValue: Bindable<Value> { get }`
    public var projectedValue: Bindable<Value> { self }

    /// SDK: `public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value,
    /// Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        Binding<Subject>(read: { [wrappedValue] in wrappedValue[keyPath: keyPath] })
    }
}

/// SDK: `extension Bindable : Sendable where Value : Sendable`
extension Bindable: Sendable where Value: Sendable {}

/// SDK: `@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty` (no
/// template uses `DynamicProperty`)
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// SDK: `public init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// SDK: `public var wrappedValue: Value { get }`
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// SDK: `public struct EnvironmentValues : CustomStringConvertible` (no template prints it)
public struct EnvironmentValues {
    /// SDK: `public init()`
    public init() {}

    /// SDK: `public var dismiss: DismissAction { get }`
    public var dismiss: DismissAction { DismissAction() }
}

/// SDK: `@MainActor @preconcurrency public struct DismissAction`
@MainActor @preconcurrency
public struct DismissAction {
    private let presentation: Int

    /// An action with nothing to dismiss: the surface presents nothing.
    nonisolated init() {
        presentation = 0
    }

    /// SDK: `public func callAsFunction()`
    public func callAsFunction() {}
}

/// SDK: `public struct NavigationPath` (and `Equatable`; the templates keep a typed path, so
/// no member of it is declared)
public struct NavigationPath: Equatable {
    /// SDK: `public init()`
    public init() {}
}

/// SDK: `@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View
/// where Root : View`
public struct NavigationStack<Data, Root: View>: View {
    /// SDK: `public init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// SDK: `public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    /// where Data == NavigationPath`
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {}

    /// SDK: `public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data :
    /// MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection,
    /// Data.Element : Hashable`
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable
    {}

    /// SDK: `@MainActor @preconcurrency public var body: some View { get }` (here a primitive
    /// view's, as nothing draws it)
    public var body: Never { fatalError("a navigation stack of the API surface is not drawn") }
}

/// SDK: `@MainActor @preconcurrency public protocol PreviewProvider : _PreviewProvider`
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// SDK: `associatedtype Previews : View`
    associatedtype Previews: View

    /// SDK: `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// SDK: `extension Binding : @unchecked Sendable where Value : Sendable`
extension Binding: @unchecked Sendable where Value: Sendable {}

/// SDK: `@frozen public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation`
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    private let key: String

    /// SDK: `public init(_ value: String)`
    public init(_ value: String) {
        key = value
    }

    /// SDK: `public init(stringLiteral value: String)`
    public init(stringLiteral value: String) {
        key = value
    }
}

/// SDK: `@frozen public struct Text : Equatable, Sendable`
public struct Text: Equatable, Sendable {
    private let content: String

    /// SDK: `public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    /// comment: StaticString? = nil)`
    public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        content = ""
    }

    /// SDK: `@_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol`
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }
}

/// SDK: `extension Text : View`
extension Text: View {
    /// SDK: `public typealias Body = Never`
    public typealias Body = Never
}

/// SDK: `@frozen public struct EmptyView : View`
public struct EmptyView: View {
    /// SDK: `nonisolated public init()`
    nonisolated public init() {}

    /// SDK: `public typealias Body = Never`
    public typealias Body = Never
}

/// SDK: `public struct ButtonRole : Equatable, Sendable`
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// SDK: `public static let destructive: ButtonRole`
    public static let destructive = ButtonRole(name: "destructive")

    /// SDK: `public static let cancel: ButtonRole`
    public static let cancel = ButtonRole(name: "cancel")
}

/// SDK: `@MainActor @preconcurrency public struct Button<Label> : View where Label : View`
public struct Button<Label: View>: View {
    /// SDK: `@preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void,
    /// @ViewBuilder label: () -> Label)`
    @preconcurrency
    nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    /// SDK: `@MainActor @preconcurrency public var body: some View { get }` (here a primitive
    /// view's, as nothing draws it)
    public var body: Never { fatalError("a button of the API surface is not drawn") }
}

/// SDK: `extension Button where Label == Text`
extension Button where Label == Text {
    /// SDK: `@preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey,
    /// role: ButtonRole?, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

/// SDK: `@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel> : View
/// where Label : View, CurrentValueLabel : View`
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// SDK: `@MainActor @preconcurrency public var body: some View { get }` (here a primitive
    /// view's, as nothing draws it)
    public var body: Never { fatalError("a progress view of the API surface is not drawn") }
}

/// SDK: `extension ProgressView where CurrentValueLabel == EmptyView`
extension ProgressView where CurrentValueLabel == EmptyView {
    /// SDK: `nonisolated public init() where Label == EmptyView`
    nonisolated public init() where Label == EmptyView {}
}

/// SDK: `@frozen public struct Alignment : Equatable` (and `Sendable`)
public struct Alignment: Equatable, Sendable {
    private let name: String

    /// SDK: `public static let center: Alignment`
    public static let center = Alignment(name: "center")
}

extension View {
    /// SDK: `@inlinable nonisolated public func task(priority: TaskPriority = .userInitiated,
    /// @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View`
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }

    /// SDK: `@inlinable nonisolated public func id<ID>(_ id: ID) -> some View
    /// where ID : Hashable`
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        self
    }

    /// SDK: `@inlinable nonisolated public func overlay<V>(alignment: Alignment = .center,
    /// @ViewBuilder content: () -> V) -> some View where V : View`
    nonisolated public func overlay<V: View>(
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View {
        self
    }

    /// SDK: `nonisolated public func alert<A, M, T>(_ titleKey: LocalizedStringKey,
    /// isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    /// @ViewBuilder message: (T) -> M) -> some View where A : View, M : View`
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// SDK: `nonisolated public func onChange<V>(of value: V, initial: Bool = false,
    /// _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where
    /// V : Equatable`
    nonisolated public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        self
    }

    /// SDK: `nonisolated public func navigationDestination<D, C>(for data: D.Type,
    /// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }

    /// SDK: `nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>,
    /// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }

    /// SDK: `nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>,
    /// @ViewBuilder destination: () -> V) -> some View where V : View`
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder destination: () -> V
    ) -> some View {
        self
    }

    /// SDK: `@_disfavoredOverload nonisolated public func alert<S, A, M, T>(_ title: S,
    /// isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    /// @ViewBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View`
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }
}

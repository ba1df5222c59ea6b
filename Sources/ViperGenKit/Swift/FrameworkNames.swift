/// The type names Apple's frameworks give, by framework, for telling a framework's type from
/// an app module's type of the same name (SwiftUI's `TabView`, a module `Tab`'s `TabView`):
/// the public types of SwiftUI and Combine, the Foundation value types and the standard
/// library's common ones, and a prefix rule for UIKit, AppKit and Foundation's `NS`/`UI`
/// classes. Not the whole SDK: a name not here is taken for the app's.
public enum FrameworkNames {
    /// The frameworks a name qualified by (`SwiftUI.TabView`) is never an app module's type.
    public static let frameworks: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine",
        "Observation", "CoreGraphics", "CoreData", "CoreLocation", "MapKit", "os", "Dispatch",
        "XCTest", "Testing", "SwiftData", "Charts", "WidgetKit", "AVFoundation", "PhotosUI",
        "StoreKit", "WebKit", "CoreImage", "QuartzCore", "Darwin", "Glibc",
    ]

    /// Whether `name` is a type of one of the frameworks `imports` names (the standard
    /// library's always; Foundation's when any of Foundation, UIKit, AppKit or SwiftUI is).
    public static func declares(_ name: String, imports: Set<String>) -> Bool {
        if standardLibrary.contains(name) { return true }
        let ui = imports.contains("UIKit") || imports.contains("AppKit")
        let swiftUI = imports.contains("SwiftUI")
        if ui || swiftUI || imports.contains("Foundation") {
            if foundation.contains(name) || isPrefixed(name, "NS") { return true }
        }
        if ui || swiftUI, isPrefixed(name, "UI") || isPrefixed(name, "CG") { return true }
        if swiftUI || imports.contains("Combine"), combine.contains(name) { return true }
        if swiftUI || imports.contains("Observation"), observation.contains(name) { return true }
        return swiftUI && swiftUITypes.contains(name)
    }

    /// `UIView`, `NSObject`: the prefix and an upper-case letter.
    private static func isPrefixed(_ name: String, _ prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }

    static let standardLibrary: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Error",
        "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Result",
        "Sequence", "Collection", "Set", "String", "Substring", "Task", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Void", "Equatable", "Hashable", "Comparable",
        "Identifiable", "Codable", "Encodable", "Decodable", "Sendable", "CustomStringConvertible",
        "MainActor", "Range", "ClosedRange", "KeyPath", "Mirror", "AsyncStream", "AsyncSequence",
        "CheckedContinuation", "TaskGroup", "Duration", "ContinuousClock", "Clock", "Actor",
    ]

    static let foundation: Set<String> = [
        "Data", "Date", "URL", "URLRequest", "URLSession", "URLComponents", "URLQueryItem",
        "UUID", "Decimal", "Locale", "TimeZone", "Calendar", "DateComponents", "DateFormatter",
        "DateInterval", "Notification", "NotificationCenter", "JSONDecoder", "JSONEncoder",
        "PropertyListDecoder", "PropertyListEncoder", "UserDefaults", "Bundle", "FileManager",
        "ProcessInfo", "Timer", "RunLoop", "OperationQueue", "Operation", "IndexPath", "IndexSet",
        "CharacterSet", "Measurement", "NumberFormatter", "Formatter", "LocalizedError",
        "AttributedString", "HTTPURLResponse", "URLResponse", "URLError", "CocoaError",
        "DispatchQueue", "DispatchGroup", "Progress", "Thread", "Scanner",
        "ByteCountFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
    ]

    static let combine: Set<String> = [
        "AnyCancellable", "AnyPublisher", "Cancellable", "CurrentValueSubject", "Future", "Just",
        "ObservableObject", "PassthroughSubject", "Published", "Publisher", "Subject", "Subscriber",
        "Subscribers", "Publishers", "Empty", "Fail", "Deferred", "Record",
    ]

    static let observation: Set<String> = [
        "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar",
        "Observations",
    ]

    /// The public types of SwiftUI (views, controls, containers, shapes, modifiers' values,
    /// property wrappers and protocols).
    static let swiftUITypes: Set<String> = [
        "AccessibilityActionKind", "Alert", "Alignment", "AlignmentID", "Anchor", "Angle",
        "AngularGradient", "AnyGesture", "AnyLayout", "AnyShape", "AnyShapeStyle", "AnyTransition",
        "AnyView", "App", "AppStorage", "AsyncImage", "Axis", "BackgroundStyle", "Binding",
        "Bindable", "BlendMode", "BorderlessButtonStyle", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "Button", "ButtonRole", "ButtonStyle",
        "ButtonStyleConfiguration", "Canvas", "Capsule", "Circle", "Color", "ColorPicker",
        "ColorScheme", "Commands", "ContainerRelativeShape", "ContentMode",
        "ContentUnavailableView",
        "ContextMenu", "ControlGroup", "ControlSize", "CoordinateSpace", "DatePicker",
        "DatePickerComponents", "DefaultButtonStyle", "DisclosureGroup", "DismissAction",
        "Divider", "DocumentGroup", "DragGesture", "DynamicProperty", "EditButton", "EditMode",
        "EdgeInsets", "Edge", "Ellipse", "EllipticalGradient", "EmptyView", "Environment",
        "EnvironmentObject", "EnvironmentKey", "EnvironmentValues", "EquatableView",
        "FetchRequest", "FetchedResults", "FillStyle", "FocusState", "FocusedValue", "Font",
        "ForEach", "Form", "FormStyle", "Gauge", "GeometryProxy", "GeometryReader", "Gesture",
        "GestureState", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox",
        "HorizontalAlignment", "HStack", "Image", "ImageRenderer", "InsetGroupedListStyle",
        "Label", "LabeledContent", "LabelStyle", "Layout", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "ListStyle",
        "LocalizedStringKey", "LocalizedStringResource", "LongPressGesture", "MagnifyGesture",
        "Menu", "MultiDatePicker", "Namespace", "NavigationLink", "NavigationPath",
        "NavigationSplitView", "NavigationStack", "NavigationView", "ObservedObject",
        "OpenURLAction", "OutlineGroup", "Path", "Picker", "PickerStyle", "PlainButtonStyle",
        "PlainListStyle", "PreferenceKey", "PresentationDetent", "PreviewProvider",
        "ProgressView", "ProgressViewStyle", "ProposedViewSize", "RadialGradient", "Rectangle",
        "RefreshAction", "RotationGesture", "RoundedRectangle", "SafeAreaRegions", "Scene",
        "ScenePhase", "SceneStorage", "ScrollView", "ScrollViewProxy", "ScrollViewReader",
        "SearchFieldPlacement", "SecureField", "Section", "SegmentedPickerStyle", "Shape",
        "ShapeStyle", "ShareLink", "SidebarListStyle", "Slider", "Spacer", "State",
        "StateObject", "Stepper", "StrokeStyle", "SubmitLabel", "Table", "TableColumn",
        "TabView", "TabViewStyle", "Tab", "TapGesture", "Text", "TextEditor", "TextField",
        "TextFieldStyle", "Toggle", "ToggleStyle", "ToolbarItem", "ToolbarItemGroup",
        "ToolbarItemPlacement", "Transaction", "Transition", "TupleView", "UnitPoint",
        "UIViewControllerRepresentable", "UIViewRepresentable", "VerticalAlignment", "View",
        "ViewBuilder", "ViewModifier", "ViewThatFits", "VStack", "Window", "WindowGroup",
        "ZStack", "Animation", "SymbolRenderingMode", "Visibility", "ToolbarContent",
        "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "ContentShapeKinds",
    ]
}

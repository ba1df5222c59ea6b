import Diagnostics

/// Type names that the generated tests' imports declare. A type of the same name in the
/// app's module is ambiguous where a test names it as a type (`extension Locale`,
/// `-> [Locale]`), so the fixtures of an entity or view model of such a name declare a type
/// alias to the app's. Read from the Swift 6.3 toolchain's modules
/// (`swift-symbolgraph-extract`, public top-level types).
enum ImportedTypeNames {
    /// The module the generated tests import that declares a type `name` ("Foundation",
    /// "Swift Testing", "XCTest"), if one does.
    static func owner(of name: String, tests: TestFramework) -> String? {
        if tests != .none, foundation.contains(name) { return "Foundation" }
        if tests == .swiftTesting, testing.contains(name) { return "Swift Testing" }
        if tests == .xctest, xctest.contains(name) { return "XCTest" }
        return nil
    }

    /// The module that declares `name` among those the tests of either framework import,
    /// `tests`' own first: a module's tests share a target with other modules' tests, which
    /// may use the other framework (`tests` is `.none`: none).
    static func owner(of name: String, inTestsBeside tests: TestFramework) -> String? {
        guard tests != .none else { return nil }
        return owner(of: name, tests: tests)
            ?? owner(of: name, tests: tests == .xctest ? .swiftTesting : .xctest)
    }

    /// Foundation's, with what it re-exports (Dispatch) and, as on Apple platforms,
    /// FoundationNetworking's. XCTest re-exports Foundation, and the Swift Testing files
    /// import it whenever the module uses a Foundation type or reports errors.
    static let foundation: Set<String> = [
        "AffineTransform", "AlignmentOptions", "AttributeContainer", "AttributeDynamicLookup",
        "AttributeScope",
        "AttributeScopeCodableConfiguration", "AttributeScopes", "AttributedString",
        "AttributedStringAttributeMutation", "AttributedStringKey", "AttributedStringProtocol",
        "AttributedSubstring",
        "BlockOperation", "Bundle", "ByteCountFormatStyle", "ByteCountFormatter", "CGFloat",
        "CGPoint", "CGRect",
        "CGRectEdge", "CGSize", "CachedURLResponse", "Calendar", "CharacterSet", "CocoaError",
        "CodableAttributedStringKey", "CodableConfiguration", "CodableWithConfiguration",
        "ComparableComparator",
        "Comparator", "ComparisonResult", "ContiguousBytes", "CurrencyFormatStyleConfiguration",
        "CustomNSError",
        "Data", "DataProtocol", "Date", "DateComponents", "DateFormatter", "DateInterval",
        "DateIntervalFormatter",
        "Decimal", "DecodableAttributedStringKey", "DecodableWithConfiguration",
        "DecodingConfigurationProviding",
        "DescriptiveNumberFormatConfiguration", "Dimension", "DiscontiguousAttributedSubstring",
        "DiscreteFormatStyle",
        "DispatchData", "DispatchDataIterator", "DispatchGroup", "DispatchIO", "DispatchObject",
        "DispatchPredicate",
        "DispatchQoS", "DispatchQueue", "DispatchSemaphore", "DispatchSource",
        "DispatchSourceHandler",
        "DispatchSourceProtocol", "DispatchSourceRead", "DispatchSourceSignal",
        "DispatchSourceTimer",
        "DispatchSourceUserDataAdd", "DispatchSourceUserDataOr", "DispatchSourceUserDataReplace",
        "DispatchSourceWrite", "DispatchSpecificKey", "DispatchTime", "DispatchTimeInterval",
        "DispatchTimeoutResult",
        "DispatchWallTime", "DispatchWorkItem", "DispatchWorkItemFlags",
        "EncodableAttributedStringKey",
        "EncodableWithConfiguration", "EncodingConfigurationProviding", "EnergyFormatter",
        "Expression",
        "FileAttributeKey", "FileAttributeType", "FileHandle", "FileManager", "FileManagerDelegate",
        "FileProtectionType", "FloatingPointFormatStyle", "FloatingPointParseStrategy",
        "FormatStyle",
        "FormatStyleCapitalizationContext", "Formatter", "HTTPCookie", "HTTPCookiePropertyKey",
        "HTTPCookieStorage",
        "HTTPURLResponse", "Host", "ISO8601DateFormatter", "IndexPath", "IndexSet",
        "InflectionRule", "InputStream",
        "IntegerFormatStyle", "IntegerParseStrategy", "JSONDecoder", "JSONEncoder",
        "JSONSerialization",
        "KeyPathComparator", "LengthFormatter", "ListFormatStyle", "Locale", "LocalizedError",
        "MarkdownDecodableAttributedStringKey", "MassFormatter", "Measurement", "Morphology",
        "MutableDataProtocol",
        "NSAffineTransform", "NSAffineTransformStruct", "NSArray", "NSAttributedString",
        "NSBinarySearchingOptions",
        "NSCache", "NSCacheDelegate", "NSCalendar", "NSCharacterSet", "NSCoder", "NSCoding",
        "NSComparisonPredicate",
        "NSCompoundPredicate", "NSCondition", "NSConditionLock", "NSCopying", "NSCountedSet",
        "NSData", "NSDate",
        "NSDateComponents", "NSDateInterval", "NSDecimalNumber", "NSDecimalNumberBehaviors",
        "NSDecimalNumberHandler",
        "NSDictionary", "NSEdgeInsets", "NSEnumerationOptions", "NSEnumerator", "NSError",
        "NSErrorDomain",
        "NSExceptionName", "NSExpression", "NSIndexPath", "NSIndexSet", "NSIndexSetIterator",
        "NSKeyedArchiver",
        "NSKeyedArchiverDelegate", "NSKeyedUnarchiver", "NSKeyedUnarchiverDelegate", "NSLocale",
        "NSLock", "NSLocking",
        "NSMeasurement", "NSMutableArray", "NSMutableAttributedString", "NSMutableCharacterSet",
        "NSMutableCopying",
        "NSMutableData", "NSMutableDictionary", "NSMutableIndexSet", "NSMutableOrderedSet",
        "NSMutableSet",
        "NSMutableString", "NSMutableURLRequest", "NSNotification", "NSNull", "NSNumber",
        "NSObject",
        "NSObjectProtocol", "NSOrderedSet", "NSOrthography", "NSPersonNameComponents", "NSPoint",
        "NSPointArray",
        "NSPointPointer", "NSPredicate", "NSRange", "NSRangePointer", "NSRect", "NSRectArray",
        "NSRectEdge",
        "NSRectPointer", "NSRecursiveLock", "NSRegularExpression", "NSSecureCoding", "NSSet",
        "NSSize", "NSSizeArray",
        "NSSizePointer", "NSSortDescriptor", "NSSortOptions", "NSString", "NSTextCheckingKey",
        "NSTextCheckingResult",
        "NSTimeZone", "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSUUID",
        "NSValue", "NSZone",
        "Notification", "NotificationCenter", "NotificationQueue", "NumberFormatStyleConfiguration",
        "NumberFormatter",
        "ObjCBool", "OperatingSystemVersion", "Operation", "OperationQueue", "OutputStream",
        "POSIXError",
        "ParseStrategy", "ParseableFormatStyle", "PersonNameComponents",
        "PersonNameComponentsFormatter", "Pipe",
        "Port", "PortDelegate", "PortMessage", "Predicate", "PredicateBindings", "PredicateError",
        "PredicateExpression", "PredicateExpressions", "Process", "ProcessInfo", "Progress",
        "ProgressKind",
        "ProgressReporting", "ProgressUserInfoKey", "PropertyListDecoder", "PropertyListEncoder",
        "PropertyListSerialization", "QualityOfService", "RecoverableError", "ReferenceConvertible",
        "RunLoop",
        "Scanner", "ScopedAttributeContainer", "SocketNativeHandle", "SocketPort", "SortComparator",
        "SortDescriptor",
        "SortOrder", "StandardPredicateExpression", "Stream", "StreamDelegate",
        "StreamNetworkServiceTypeValue",
        "StreamSOCKSProxyConfiguration", "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel",
        "StringStyle",
        "StringTransform", "Thread", "TimeInterval", "TimeZone", "Timer", "URL",
        "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "URLCache", "URLComponents", "URLCredential",
        "URLCredentialStorage",
        "URLError", "URLFileResourceType", "URLProtectionSpace", "URLProtocol", "URLProtocolClient",
        "URLQueryItem",
        "URLRequest", "URLResourceKey", "URLResourceValues", "URLResponse", "URLSession",
        "URLSessionConfiguration",
        "URLSessionDataDelegate", "URLSessionDataTask", "URLSessionDelegate",
        "URLSessionDownloadDelegate",
        "URLSessionDownloadTask", "URLSessionStreamDelegate", "URLSessionStreamTask",
        "URLSessionTask",
        "URLSessionTaskDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics",
        "URLSessionUploadTask",
        "URLSessionWebSocketDelegate", "URLSessionWebSocketTask", "UUID", "Unit",
        "UnitAcceleration", "UnitAngle",
        "UnitArea", "UnitConcentrationMass", "UnitConverter", "UnitConverterLinear",
        "UnitDispersion", "UnitDuration",
        "UnitElectricCharge", "UnitElectricCurrent", "UnitElectricPotentialDifference",
        "UnitElectricResistance",
        "UnitEnergy", "UnitFrequency", "UnitFuelEfficiency", "UnitIlluminance",
        "UnitInformationStorage", "UnitLength",
        "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed", "UnitTemperature", "UnitVolume",
        "UserDefaults",
    ]

    /// Swift Testing's (`import Testing`).
    static let testing: Set<String> = [
        "Attachable", "AttachableWrapper", "Attachment", "Bug", "Comment", "ConditionTrait",
        "Confirmation",
        "CustomTestArgumentEncodable", "CustomTestStringConvertible", "ExitStatus", "ExitTest",
        "Expectation",
        "ExpectationFailedError", "Issue", "IssueHandlingTrait", "KnownIssueMatcher",
        "ParallelizationTrait",
        "SourceLocation", "SuiteTrait", "Tag", "Test", "TestScoping", "TestTrait", "TimeLimitTrait",
        "Trait",
    ]

    /// XCTest's (`import XCTest`).
    static let xctest: Set<String> = [
        "PerformanceMeter", "XCNotificationExpectationHandler", "XCPredicateExpectationHandler",
        "XCTNSNotificationExpectation", "XCTNSPredicateExpectation", "XCTPerformanceMetric",
        "XCTSkip", "XCTWaiter",
        "XCTWaiterDelegate", "XCTest", "XCTestCase", "XCTestCaseClosure", "XCTestCaseEntry",
        "XCTestCaseRun",
        "XCTestError", "XCTestExpectation", "XCTestObservation", "XCTestObservationCenter",
        "XCTestRun", "XCTestSuite",
        "XCTestSuiteRun", "XCWaitCompletionHandler",
    ]
}

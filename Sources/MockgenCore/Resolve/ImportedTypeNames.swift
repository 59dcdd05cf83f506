/// Public type names of the modules a generated file commonly imports besides the tested one
/// (Foundation, FoundationEssentials, XCTest, Testing, Dispatch), as printed by
/// `scripts/imported-type-names.sh` with Swift 6.3.1 on Linux (`NS`/`CF`/`_` names left out).
///
/// A module may declare such a name again for itself: Stencil's `Scanner` and `Expression`,
/// Nimble's `SourceLocation` and `Expectation`. Inside the module its own declaration wins; a
/// generated file imports the module *and* Foundation or Testing, so there the unqualified name
/// is ambiguous. The resolver writes such a name module-qualified (`Stencil.Scanner`) when the
/// inputs declare it. Qualifying an unambiguous name costs nothing, so the list errs on the long
/// side.
enum ImportedTypeNames {
    /// Every name: the modules' below and MockRuntime's, which every generated file imports.
    static let all: Set<String> = others.union(runtime)

    /// MockRuntime's public top-level type names (`ClassMock`, `ProxyContext`, `Matchable`, …):
    /// a module's own type of such a name is written module-qualified in the mocks.
    /// `ImportedTypeNamesTests` checks the list against MockRuntime's sources.
    static let runtime: Set<String> = [
        "AccessorKind", "AccessorKinds", "ArgumentCaptor", "ArgumentMatcher", "Autoclosure",
        "BaseStubFunctionTrait", "CallAction", "CallEffect", "CallEffects", "CallMatcher", "CallWatch", "CallWatchTimeout",
        "CallbackResults", "CapturingFailureReporter", "Cardinality", "ClassMock",
        "ClassStubFunction", "ClassStubNoReturnFunction", "ClassStubNoReturnThrowingFunction",
        "ClassStubThrowingFunction", "ClassToBeStubbedOptionalProperty", "ClassToBeStubbedProperty",
        "ClassToBeStubbedReadOnlyProperty", "ClassToBeStubbedThrowingProperty", "ConcreteStubCall", "CVariadicArguments",
        "Construction", "Constructions", "Cuckoo", "CuckooOptionalType", "DefaultValueRegistry",
        "ExpectationSequence", "Expectations", "ExpectationsCheckingTrait", "FailureReporter",
        "HasMockManager", "InOrder", "Invocation", "Matchable", "Mock", "MockBuilder", "MockError",
        "MockFailure", "MockFailureReporting", "MockManager", "MockMember", "MemberTable", "MockProxy",
        "MockSourceLocation", "MockStub", "Mocked", "NoDefaultImplementation", "NoncopyableArgument",
        "NoncopyableResult", "OptionalMatchable", "ParameterMatcher", "Projection", "ProtocolMock", "ProtocolStubFunction", "ProtocolStubNoReturnFunction",
        "ProtocolStubNoReturnThrowingFunction", "ProtocolStubThrowingFunction",
        "ProtocolToBeStubbedOptionalProperty", "ProtocolToBeStubbedProperty",
        "ProtocolToBeStubbedReadOnlyProperty", "ProtocolToBeStubbedThrowingProperty",
        "ProxyAccessor", "ProxyCall", "ProxyContext", "Replacement", "ReplacementMock",
        "ReplacementScope", "ScopedBodyClosure", "SourceLocation", "StatePredicate",
        "StateTransition", "States", "StaticMock", "StaticMockIsolationTrait", "StreamSource", "Strictness",
        "StubAsyncFunction", "StubAsyncThrowingFunction", "StubCall", "StubFunction",
        "StubFunctionCore", "StubRethrowingFunction", "StubThrowingFunction",
        "StubbedAsyncProperty", "StubbedAsyncSubscript", "StubbedAsyncThrowingProperty",
        "StubbedAsyncThrowingSubscript", "StubbedOptionalProperty", "StubbedProperty",
        "StubbedReadOnlyProperty", "StubbedReadOnlySubscript", "StubbedSubscript",
        "StubbedThrowingProperty", "StubbedThrowingSubscript", "StubbingFunction", "StubbingProxy",
        "SuspendedCall", "SuspendedCallCancellation", "SuspendedCallTimeout", "SuspendedCalls",
        "UnspecifiedResult", "VerificationProxy", "VerifiedCalls", "VerifyOptionalProperty",
        "VerifyProperty", "VerifyReadOnlyProperty", "VerifyReadOnlySubscript", "VerifySubscript",
        "WatchedCall",
    ]

    static let others: Set<String> = [
        "AffineTransform", "AlignmentOptions", "Attachable", "AttachableWrapper", "Attachment",
        "AttributeContainer", "AttributeDynamicLookup", "AttributeScope",
        "AttributeScopeCodableConfiguration", "AttributeScopes", "AttributedString",
        "AttributedStringAttributeMutation", "AttributedStringKey", "AttributedStringProtocol",
        "AttributedSubstring", "BlockOperation", "Bug", "Bundle", "ByteCountFormatter", "CGFloat",
        "CGPoint", "CGRect", "CGRectEdge", "CGSize", "Calendar", "CharacterSet", "CocoaError",
        "CodableAttributedStringKey", "CodableConfiguration", "CodableWithConfiguration", "Comment",
        "ComparableComparator", "Comparator", "ComparisonResult", "ConditionTrait", "Confirmation",
        "ContiguousBytes", "CustomNSError", "CustomTestArgumentEncodable", "CustomTestStringConvertible",
        "Data", "DataProtocol", "Date", "DateComponents", "DateFormatter", "DateInterval",
        "DateIntervalFormatter", "Decimal", "DecodableAttributedStringKey", "DecodableWithConfiguration",
        "DecodingConfigurationProviding", "Dimension", "DiscontiguousAttributedSubstring",
        "DiscreteFormatStyle", "DispatchData", "DispatchDataIterator", "DispatchGroup", "DispatchIO",
        "DispatchObject", "DispatchPredicate", "DispatchQoS", "DispatchQueue", "DispatchSemaphore",
        "DispatchSource", "DispatchSourceHandler", "DispatchSourceProtocol", "DispatchSourceRead",
        "DispatchSourceSignal", "DispatchSourceTimer", "DispatchSourceUserDataAdd",
        "DispatchSourceUserDataOr", "DispatchSourceUserDataReplace", "DispatchSourceWrite", "DispatchTime",
        "DispatchTimeInterval", "DispatchTimeoutResult", "DispatchWallTime", "DispatchWorkItem",
        "DispatchWorkItemFlags", "EncodableAttributedStringKey", "EncodableWithConfiguration",
        "EncodingConfigurationProviding", "EnergyFormatter", "ExitStatus", "ExitTest", "Expectation",
        "ExpectationFailedError", "Expression", "FileAttributeKey", "FileAttributeType", "FileHandle",
        "FileManager", "FileManagerDelegate", "FileProtectionType", "FormatStyle", "Formatter", "Host",
        "ISO8601DateFormatter", "IndexPath", "IndexSet", "InflectionRule", "InputStream", "Issue",
        "IssueHandlingTrait", "JSONDecoder", "JSONEncoder", "JSONSerialization", "KnownIssueMatcher",
        "LengthFormatter", "Locale", "LocalizedError", "MarkdownDecodableAttributedStringKey",
        "MassFormatter", "Measurement", "Morphology", "MutableDataProtocol", "Notification",
        "NotificationCenter", "NotificationQueue", "NumberFormatter", "ObjCBool", "OperatingSystemVersion",
        "Operation", "OperationQueue", "OutputStream", "POSIXError", "ParallelizationTrait",
        "ParseStrategy", "ParseableFormatStyle", "PersonNameComponents", "PersonNameComponentsFormatter",
        "Pipe", "Port", "PortDelegate", "PortMessage", "Predicate", "PredicateBindings", "PredicateError",
        "PredicateExpression", "PredicateExpressions", "Process", "Progress", "ProgressKind",
        "ProgressReporting", "ProgressUserInfoKey", "PropertyListDecoder", "PropertyListEncoder",
        "PropertyListSerialization", "QualityOfService", "RecoverableError", "ReferenceConvertible",
        "RunLoop", "Scanner", "ScopedAttributeContainer", "SocketNativeHandle", "SocketPort",
        "SortComparator", "SortOrder", "SourceLocation", "StandardPredicateExpression", "Stream",
        "StreamDelegate", "StreamNetworkServiceTypeValue", "StreamSOCKSProxyConfiguration",
        "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel", "StringTransform", "SuiteTrait", "Tag",
        "Test", "TestScoping", "TestTrait", "Thread", "TimeInterval", "TimeLimitTrait", "TimeZone",
        "Timer", "Trait", "URL", "URLComponents", "URLError", "URLFileResourceType", "URLQueryItem",
        "URLResourceKey", "URLResourceValues", "UUID", "Unit", "UnitConverter", "UnitConverterLinear",
        "UserDefaults", "XCNotificationExpectationHandler", "XCPredicateExpectationHandler",
        "XCTNSNotificationExpectation", "XCTNSPredicateExpectation", "XCTPerformanceMetric", "XCTSkip",
        "XCTWaiter", "XCTWaiterDelegate", "XCTest", "XCTestCase", "XCTestCaseClosure", "XCTestCaseEntry",
        "XCTestCaseRun", "XCTestError", "XCTestExpectation", "XCTestObservation",
        "XCTestObservationCenter", "XCTestRun", "XCTestSuite", "XCTestSuiteRun", "XCWaitCompletionHandler",
        "unichar", "uuid_string_t", "uuid_t",
    ]
}

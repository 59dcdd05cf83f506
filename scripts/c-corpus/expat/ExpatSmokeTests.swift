import CExpat
import CExpatFacade
import MockRuntime
import Testing

/// Code under test: an outline of an XML document through expat's SAX callbacks, written against
/// the generated protocol. The callbacks are `@convention(c)`: they reach the Swift state through
/// the parser's user data (`XML_SetUserData`), as C code does.
final class Outline {
    let api: any CExpatAPI
    let parser: OpaquePointer
    /// `name attribute=value…` of each start tag, in document order.
    var elements: [String] = []
    var ends = 0
    var text = ""
    /// Where each start tag begins in the buffer expat parses (`XML_GetInputContext`).
    var offsets: [Int32] = []

    init(api: any CExpatAPI, parser: OpaquePointer) {
        self.api = api
        self.parser = parser
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> Outline {
        Unmanaged<Outline>.fromOpaque(userData!).takeUnretainedValue()
    }
}

struct OutlineReader {
    struct Failure: Error, Equatable {
        let code: XML_Error
        let message: String
        let line: UInt
    }

    let api: any CExpatAPI

    func version() -> String {
        let version = api.XML_ExpatVersionInfo()
        return "\(version.major).\(version.minor).\(version.micro)"
    }

    func outline(of xml: String) throws -> Outline {
        guard let parser = api.XML_ParserCreate(nil) else { throw Failure(code: XML_ERROR_NO_MEMORY, message: "no parser", line: 0) }
        defer { api.XML_ParserFree(parser) }
        let outline = Outline(api: api, parser: parser)
        return try withExtendedLifetime(outline) {
            api.XML_SetUserData(parser, Unmanaged.passUnretained(outline).toOpaque())
            api.XML_SetElementHandler(parser, { userData, name, attributes in
                let outline = Outline.from(userData)
                var element = String(cString: name!)
                var attribute = attributes
                while let key = attribute?.pointee, let value = attribute?.advanced(by: 1).pointee {
                    element += " \(String(cString: key))=\(String(cString: value))"
                    attribute = attribute?.advanced(by: 2)
                }
                outline.elements.append(element)
                var offset: Int32 = -1, size: Int32 = -1
                if outline.api.XML_GetInputContext(outline.parser, &offset, &size) != nil, offset < size {
                    outline.offsets.append(offset)
                }
            }, { userData, _ in Outline.from(userData).ends += 1 })
            api.XML_SetCharacterDataHandler(parser) { userData, text, length in
                let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
                Outline.from(userData).text += String(decoding: bytes, as: UTF8.self)
            }
            guard api.XML_Parse(parser, xml, Int32(xml.utf8.count), 1) == XML_STATUS_OK else {
                let code = api.XML_GetErrorCode(parser)
                throw Failure(
                    code: code, message: api.XML_ErrorString(code).map { String(cString: $0) } ?? "",
                    line: api.XML_GetCurrentLineNumber(parser))
            }
            var status = XML_ParsingStatus()
            api.XML_GetParsingStatus(parser, &status)
            guard status.parsing == XML_FINISHED, status.finalBuffer == 1 else {
                throw Failure(code: XML_ERROR_UNEXPECTED_STATE, message: "not finished", line: 0)
            }
            return outline
        }
    }
}

@Suite struct ExpatSmokeTests {
    static var parser: OpaquePointer { OpaquePointer(bitPattern: 0xE1)! }
    static let document = #"<doc><item id="1">one</item><item id="2">two</item></doc>"#

    @Test func theLiveImplementationRunsExpat() throws {
        let reader = OutlineReader(api: CExpatLive())
        #expect(reader.version().hasPrefix("2."))
        let outline = try reader.outline(of: Self.document)
        #expect(outline.elements == ["doc", "item id=1", "item id=2"])
        #expect(outline.ends == 3)
        #expect(outline.text == "onetwo")
        #expect(outline.offsets == [0, 5, 28])
        #expect(throws: OutlineReader.Failure(code: XML_ERROR_TAG_MISMATCH, message: "mismatched tag", line: 2)) {
            try reader.outline(of: "<doc>\n<item></doc>")
        }
    }

    @Test func theMockCallsTheHandlersWithTheUserData() throws {
        let mock = MockCExpatAPI()
        let userData = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let start = ArgumentCaptor<XML_StartElementHandler?>()
        let end = ArgumentCaptor<XML_EndElementHandler?>()
        let characters = ArgumentCaptor<XML_CharacterDataHandler?>()
        let buffer = StaticString("<mocked/>")
        stub(mock) { stub in
            when(stub.XML_ExpatVersionInfo()).thenReturn(XML_Expat_Version(major: 9, minor: 8, micro: 7))
            when(stub.XML_ParserCreate(isNil())).thenReturn(Self.parser)
            when(stub.XML_SetUserData(equal(to: Self.parser), userData.capture())).thenDoNothing()
            when(stub.XML_SetElementHandler(equal(to: Self.parser), start.capture(), end.capture())).thenDoNothing()
            when(stub.XML_SetCharacterDataHandler(equal(to: Self.parser), characters.capture())).thenDoNothing()
            // The mock plays expat: the handlers registered before, with the user data set before.
            when(stub.XML_Parse(equal(to: Self.parser), cString("<anything/>"), equal(to: Int32(11)), equal(to: Int32(1))))
                .then { _, _, _, _ in
                    let context = userData.value!
                    withCStringArray(["lang", "swift"]) { attributes in
                        let attributes = UnsafeMutableRawPointer(attributes).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
                        start.value!!(context, "mocked", attributes)
                    }
                    characters.value!!(context, "text", 4)
                    end.value!!(context, "mocked")
                    return XML_STATUS_OK
                }
            when(stub.XML_GetInputContext(equal(to: Self.parser), notNil(), notNil()))
                .thenReturn(UnsafeRawPointer(buffer.utf8Start).assumingMemoryBound(to: CChar.self), after: .write(3, to: \.1), .write(9, to: \.2))
            when(stub.XML_GetParsingStatus(equal(to: Self.parser), notNil()))
                .thenDoNothing(after: .write(XML_ParsingStatus(parsing: XML_FINISHED, finalBuffer: 1), to: \.1))
            when(stub.XML_ParserFree(any())).thenDoNothing()
        }
        let reader = OutlineReader(api: mock)
        #expect(reader.version() == "9.8.7")
        let outline = try reader.outline(of: "<anything/>")
        #expect(outline.elements == ["mocked lang=swift"])
        #expect(outline.text == "text")
        #expect(outline.ends == 1)
        #expect(outline.offsets == [3])
        verify(mock).XML_SetElementHandler(equal(to: Self.parser), notNil(), notNil())
        verify(mock).XML_GetInputContext(equal(to: Self.parser), any(), any())
        verify(mock).XML_ParserFree(equal(to: Self.parser))
    }

    @Test func theMockReportsAnError() {
        let mock = MockCExpatAPI()
        let message = StaticString("mocked error")
        stub(mock) { stub in
            when(stub.XML_ParserCreate(any())).thenReturn(Self.parser)
            when(stub.XML_SetUserData(any(), any())).thenDoNothing()
            when(stub.XML_SetElementHandler(any(), any(), any())).thenDoNothing()
            when(stub.XML_SetCharacterDataHandler(any(), any())).thenDoNothing()
            when(stub.XML_Parse(any(), any(), any(), any())).thenReturn(XML_STATUS_ERROR)
            when(stub.XML_GetErrorCode(any())).thenReturn(XML_ERROR_SYNTAX)
            when(stub.XML_ErrorString(XML_ERROR_SYNTAX)).thenReturn(UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self))
            when(stub.XML_GetCurrentLineNumber(any())).thenReturn(42)
            when(stub.XML_ParserFree(any())).thenDoNothing()
        }
        #expect(throws: OutlineReader.Failure(code: XML_ERROR_SYNTAX, message: "mocked error", line: 42)) {
            try OutlineReader(api: mock).outline(of: "<")
        }
        verify(mock, never()).XML_GetParsingStatus(any(), any())
        verify(mock).XML_ParserFree(equal(to: Self.parser))
    }
}

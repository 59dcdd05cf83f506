import CXML2
import CXML2Facade
import Foundation
import MockRuntime
import Testing

@Suite struct XMLSmokeTests {
    @Test func theRealLibraryParsesADocument() throws {
        let api = CXML2Live()
        let text = "<root><item>1</item></root>"
        let document = try #require(api.xmlReadMemory(text, Int32(text.utf8.count), "noname.xml", nil, 0))
        defer { api.xmlFreeDoc(document) }
        let root = try #require(api.xmlDocGetRootElement(document))
        #expect(String(cString: root.pointee.name) == "root")
    }
}

import Testing
@testable import MockgenCore

/// TOMLKit gives no key positions: the locator finds them in the text.
@Suite struct ConfigurationKeyLocatorTests {
    private let text = """
    # a comment: output = "no"
    output = "Mocks.swift"

    [modules.App]
    sources = [
      "Sources/App",   # not a key = here
    ]
    "quoted key" = 1
    options.glob = false
    note = \"\"\"
    xcodeproj = "inside a string"
    \"\"\"
    inline = { keepDocumentation = false, glob = true }

    [modules.App.xcodeproj]
    target = "App"
    """

    private func at(_ keyPath: [String]) -> String {
        let location = ConfigurationKeyLocator(text: text, path: "Cuckoofile.toml").location(of: keyPath)
        return "\(location.line):\(location.column)"
    }

    @Test func findsKeysUnderTheirTableHeader() {
        #expect(at(["output"]) == "2:1")
        #expect(at(["modules"]) == "4:2")
        #expect(at(["modules", "App"]) == "4:10")
        #expect(at(["modules", "App", "sources"]) == "5:1")
        #expect(at(["modules", "App", "quoted key"]) == "8:1")
    }

    @Test func findsDottedInlineAndHeaderKeys() {
        #expect(at(["modules", "App", "options"]) == "9:1")
        #expect(at(["modules", "App", "options", "glob"]) == "9:9")
        #expect(at(["modules", "App", "inline", "glob"]) == "13:39")
        #expect(at(["modules", "App", "inline", "keepDocumentation"]) == "13:12")
        #expect(at(["modules", "App", "xcodeproj"]) == "15:14")
        #expect(at(["modules", "App", "xcodeproj", "target"]) == "16:1")
    }

    @Test func skipsCommentsArraysAndMultilineStrings() {
        // `xcodeproj = …` inside the string on line 11 is text, not a key: the table's header is.
        #expect(at(["modules", "App", "xcodeproj"]) == "15:14")
        #expect(at(["modules", "App", "note"]) == "10:1")
        // Not in the file at all: the start of the file.
        #expect(at(["modules", "Other"]) == "1:1")
        #expect(at([]) == "1:1")
    }
}

import CYAML
import CYAMLFacade
import Foundation
import MockRuntime
import Testing

/// Code under test: libyaml's event parser, written against the generated protocol. It passes
/// the big `yaml_parser_t` and `yaml_event_t` structs (unions inside) by pointer, as C code does.
struct ScalarReader {
    struct Failure: Error, Equatable { let problem: String }
    let api: any CYAMLAPI

    func version() -> String {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        api.yaml_get_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// Every scalar of `text`, in document order.
    func scalars(in text: String) throws -> [String] {
        var parser = yaml_parser_t()
        guard api.yaml_parser_initialize(&parser) == 1 else { throw Failure(problem: "cannot initialize") }
        defer { api.yaml_parser_delete(&parser) }
        return try Array(text.utf8).withUnsafeBufferPointer { input in
            api.yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
            var scalars: [String] = []
            var done = false
            while !done {
                var event = yaml_event_t()
                guard api.yaml_parser_parse(&parser, &event) == 1 else {
                    throw Failure(problem: parser.problem.map { String(cString: $0) } ?? "unknown")
                }
                if event.type == YAML_SCALAR_EVENT { scalars.append(String(cString: event.data.scalar.value)) }
                done = event.type == YAML_STREAM_END_EVENT
                api.yaml_event_delete(&event)
            }
            return scalars
        }
    }
}

@Suite struct YAMLSmokeTests {
    @Test func theRealLibYAMLParses() throws {
        let reader = ScalarReader(api: CYAMLLive())
        #expect(reader.version().hasPrefix("0."))
        #expect(try reader.scalars(in: "name: mockgen\nlanguages: [Swift, C]\n") == ["name", "mockgen", "languages", "Swift", "C"])
        #expect(throws: ScalarReader.Failure.self) { try reader.scalars(in: "a: [unclosed\n") }
    }

    @Test func theMockWritesOutParameters() {
        let mock = MockCYAMLAPI()
        stub(mock) { stub in
            when(stub.yaml_get_version(notNil(), notNil(), notNil()))
                .thenDoNothing(after: .write(9, to: \.0), .write(8, to: \.1), .write(7, to: \.2))
        }
        #expect(ScalarReader(api: mock).version() == "9.8.7")
        verify(mock).yaml_get_version(any(), any(), any())
    }

    @Test func theMockHandsOutEvents() throws {
        let mock = MockCYAMLAPI()
        let text = strdup("mocked")!
        defer { free(text) }
        var scalar = yaml_event_t()
        scalar.type = YAML_SCALAR_EVENT
        scalar.data.scalar.value = UnsafeMutableRawPointer(text).assumingMemoryBound(to: yaml_char_t.self)
        var end = yaml_event_t()
        end.type = YAML_STREAM_END_EVENT
        stub(mock) { stub in
            when(stub.yaml_parser_initialize(notNil())).thenReturn(1)
            when(stub.yaml_parser_set_input_string(notNil(), notNil(), equal(to: 4))).thenDoNothing()
            // The mock plays libyaml: one scalar event, then the end of the stream.
            when(stub.yaml_parser_parse(notNil(), notNil()))
                .thenReturn(1, after: .write(scalar, to: \.1))
                .thenReturn(1, after: .write(end, to: \.1))
            when(stub.yaml_event_delete(notNil())).thenDoNothing()
            when(stub.yaml_parser_delete(notNil())).thenDoNothing()
        }
        #expect(try ScalarReader(api: mock).scalars(in: "x: y") == ["mocked"])
        verify(mock, times(2)).yaml_parser_parse(any(), any())
        verify(mock, times(2)).yaml_event_delete(any())
        verify(mock).yaml_parser_delete(any())
    }
}

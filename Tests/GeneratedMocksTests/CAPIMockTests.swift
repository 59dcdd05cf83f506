import MockRuntime
import Testing
@testable import MockgenFixtures
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Mocks of C-shaped protocols (Fixtures/Sources/CAPIs.swift) driving Swift code written over a
/// C library (CDatabase.swift): out-parameters, callbacks, errno, pointer matchers and captors.
@Suite struct CAPIMockTests {
    let handle = OpaquePointer(bitPattern: 0x5100)!

    // MARK: Out-parameters

    @Test func openWritesTheHandleThroughTheOutParameter() throws {
        let api = MockCSQLiteAPI()
        stub(api) { stub in
            when(stub.sqlite3_open(cString("main.db"), notNil())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
            when(stub.sqlite3_close(handle)).thenReturn(SQLITE_OK)
        }
        let database = try Database(path: "main.db", api: api)
        #expect(database.handle == handle)
        #expect(database.close() == SQLITE_OK)

        let order = inOrder(api)
        order.verify(api).sqlite3_open(any(), any())
        order.verify(api).sqlite3_close(handle)
        verifyNoMoreInteractions(api)
    }

    @Test func effectsBelongToOneCallOfAChain() throws {
        let api = MockCSQLiteAPI()
        stub(api) { stub in
            when(stub.sqlite3_open(any(), any()))
                .thenReturn(SQLITE_CANTOPEN)
                .thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
        }
        #expect(throws: DatabaseError(code: SQLITE_CANTOPEN, message: "cannot open main.db")) {
            try Database(path: "main.db", api: api)
        }
        #expect(try Database(path: "main.db", api: api).handle == handle)
        // `Database` passed a C string that lived for the call only: `cString(_:)` in `verify` would
        // read freed memory here (see `captorsCopyWhatPointersHoldWhileTheCallIsMade`).
        verify(api, times(2)).sqlite3_open(notNil(), notNil())
    }

    @Test func severalWritesInOneCallAndNullOutParametersLeftAlone() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_get_size(any(), any())).thenReturn(0, after: .write(640, to: \.0), .write(480, to: \.1))
        }
        var width = 0
        var height = 0
        #expect(api.c_get_size(&width, &height) == 0)
        #expect(width == 640 && height == 480)
        width = 0
        #expect(api.c_get_size(&width, nil) == 0)
        #expect(width == 640)
    }

    @Test func cStringsAndBytesAreCopiedIntoTheCallersBuffer() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_get_name(any(), any())).thenReturn(0, after: .writeCString("sqlite-main", to: \.0, capacity: \.1))
            when(stub.c_checksum(bytes([1]), any(), notNil())).thenReturn(0, after: .writeBytes([0xAB, 0xCD], to: \.2, capacity: \.1))
        }
        var name = [CChar](repeating: 0x7F, count: 32)
        #expect(api.c_get_name(&name, name.count) == 0)
        #expect(string(fromNULTerminated: name) == "sqlite-main")
        var short = [CChar](repeating: 0x7F, count: 7)
        _ = api.c_get_name(&short, short.count)
        #expect(string(fromNULTerminated: short) == "sqlite", "cut to fit, NUL-terminated")

        var digest: [UInt8] = [0, 0, 0]
        #expect(api.c_checksum([1, 2, 3], 3, &digest) == 0)
        #expect(digest == [0xAB, 0xCD, 0])
        digest = [0, 0, 0]
        _ = api.c_checksum([1, 2, 3], 1, &digest)
        #expect(digest == [0xAB, 0, 0], "as many bytes as the length argument allows")
    }

    @Test func aStructIsWrittenThroughItsPointerByAVoidFunction() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_scale(pointee(equal(to: CPoint(x: 1, y: 2))), Int32(3))).thenDoNothing(after: .write(CPoint(x: 3, y: 6), to: \.0))
            when(stub.c_translate(equal(to: CPoint(x: 1, y: 1)), Int32(4))).thenReturn(CPoint(x: 5, y: 1))
        }
        var point = CPoint(x: 1, y: 2)
        api.c_scale(&point, 3)
        #expect(point == CPoint(x: 3, y: 6))
        #expect(api.c_translate(CPoint(x: 1, y: 1), 4) == CPoint(x: 5, y: 1))
    }

    // MARK: Callbacks

    @Test func execCallsTheCallbackOncePerRowWithTheCallsContext() throws {
        let api = MockCSQLiteAPI()
        let results = CallbackResults(of: Int32.self)
        stub(api) { stub in
            when(stub.sqlite3_open(any(), any())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
            when(stub.sqlite3_exec(handle, cString("SELECT id, name FROM users"), notNil(), notNil(), any()))
                .thenReturn(SQLITE_OK, after: .callback(\.2, context: \.3, forEach: [["1", "ada"], ["2", nil]], results: results) { callback, context, row in
                    withCStringArray(row) { values in
                        withCStringArray(["id", "name"]) { names in callback(context, 2, values, names) }
                    }
                })
        }
        let database = try Database(path: "main.db", api: api)
        #expect(try database.query("SELECT id, name FROM users") == [["id": "1", "name": "ada"], ["id": "2"]])
        #expect(results.values == [0, 0])

        #expect(try database.query("SELECT id, name FROM users", limit: 1) == [["id": "1", "name": "ada"], ["id": "2"]])
        #expect(results.values == [0, 0, 1, 1], "the callback asked to abort; the stub called it for every row it was given")
    }

    @Test func execReportsItsErrorThroughTheMessageOutParameter() throws {
        let api = MockCSQLiteAPI()
        let message = strdup("no such table: users")
        defer { free(message) }
        stub(api) { stub in
            when(stub.sqlite3_open(any(), any())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
            when(stub.sqlite3_exec(any(), any(), any(), any(), any())).thenReturn(SQLITE_ERROR, after: .write(message, to: \.4))
        }
        let database = try Database(path: "main.db", api: api)
        #expect(throws: DatabaseError(code: SQLITE_ERROR, message: "no such table: users")) {
            try database.query("SELECT * FROM users")
        }
    }

    @Test func typealiasedAndInlineFunctionPointersAreCalledWithTheirContext() {
        let api = MockCShapesAPI()
        let results = CallbackResults<Int32>()
        stub(api) { stub in
            when(stub.c_visit(notNil(), any(), Int32(2))).thenReturn(2, after: .callback(\.0, context: \.1, forEach: [10, 20], results: results) { visit, context, value in
                visit(context, value)
            })
            when(stub.c_visit_inline(any(), any())).thenReturn(1, after: .callback(\.0, context: \.1, results: results) { visit, context in visit(context, 5) })
        }
        var total: Int32 = 0
        let sum: CVisitFunction = { context, value in
            context!.assumingMemoryBound(to: Int32.self).pointee += value
            return value * 2
        }
        #expect(api.c_visit(sum, &total, 2) == 2)
        #expect(total == 30)
        #expect(api.c_visit_inline(sum, &total) == 1)
        #expect(total == 35)
        #expect(api.c_visit_inline(nil, &total) == 1, "a null callback is not called")
        #expect(results.values == [20, 40, 10])
    }

    // MARK: errno

    @Test func errnoIsSetForTheCallThatFails() throws {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_read(Int32(3), notNil(), any()))
                .thenReturn(-1, after: .errno(EINTR))
                .thenReturn(4, after: .writeBytes([1, 2, 3, 4], to: \.1, capacity: \.2))
                .thenReturn(1, after: .writeBytes([5], to: \.1, capacity: \.2))
                .thenReturn(0)
            when(stub.c_read(Int32(9), any(), any())).thenReturn(-1, after: .errno(EBADF))
        }
        let reader = DescriptorReader(api: api)
        #expect(try reader.readAll(3) == [1, 2, 3, 4, 5])
        verify(api, times(4)).c_read(Int32(3), any(), 4)
        #expect(throws: DescriptorReadError(errno: EBADF)) { try reader.readAll(9) }
    }

    @Test func errnoIsSetAfterAThenBody() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_alloc(any())).then(after: .errno(ENOMEM)) { _ in
                errno = 0
                return nil
            }
        }
        errno = 0
        #expect(api.c_alloc(1 << 40) == nil)
        #expect(errno == ENOMEM)
    }

    // MARK: Pointer matchers

    @Test func plainPointersMatchByAddress() {
        let api = MockCShapesAPI()
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { buffer.deallocate() }
        let other = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { other.deallocate() }
        stub(api) { stub in
            when(stub.c_read(any(), buffer, any())).thenReturn(8)
            when(stub.c_read(any(), other, any())).thenReturn(1)
            when(stub.c_read(any(), isNil(), any())).thenReturn(-1)
            when(stub.c_alloc(8)).thenReturn(buffer)
            when(stub.c_peek()).thenReturn(UnsafeRawPointer(other))
        }
        #expect(api.c_read(0, buffer, 8) == 8)
        #expect(api.c_read(0, other, 8) == 1)
        #expect(api.c_read(0, nil, 8) == -1)
        #expect(api.c_alloc(8) == buffer)
        #expect(api.c_peek() == UnsafeRawPointer(other))
        verify(api).c_read(any(), buffer, 8)
        verify(api).c_read(any(), isNil(), any())
    }

    @Test func pointeeAndBytesMatchWhatThePointerHolds() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_open_with(cString("a.txt"), equal(to: COpenFlags(2)), pointee(Int32(-1)))).thenReturn(0, after: .write(7, to: \.2))
            when(stub.c_write(any(), bytes(Array("hi".utf8)), 2)).thenReturn(2)
        }
        var fd: Int32 = -1
        #expect(api.c_open_with("a.txt", COpenFlags(2), &fd) == 0)
        #expect(fd == 7)
        #expect(api.c_write(1, "hi", 2) == 2)
    }

    @Test func mismatchesSayWhatThePointerHeld() {
        let api = MockCSQLiteAPI().lenient()
        let other = strdup("other.db")
        defer { free(other) }
        var handle: OpaquePointer?
        _ = api.sqlite3_open(other, &handle)
        _ = api.sqlite3_open(nil, nil)
        let messages = withMockFailuresCaptured {
            verify(api).sqlite3_open(cString("main.db"), notNil())
        }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(#"argument 1 differs: wanted a C string equal to "main.db", got a C string now reading "other.db" (read now, after the call"#) == true, "\(messages)")

        let shapes = MockCShapesAPI().lenient()
        var fd: Int32 = 4
        _ = shapes.c_open_with(nil, COpenFlags(1), &fd)
        let shapeMessages = withMockFailuresCaptured {
            verify(shapes).c_open_with(cString("a.txt"), equal(to: COpenFlags(1)), pointee(Int32(3)))
        }.map(\.message)
        #expect(shapeMessages.first?.contains(
            #"argument 1 differs: wanted a C string equal to "a.txt", got a null pointer; argument 3 differs: wanted pointing to a value equal to 3, got a pointer to 4."#
        ) == true, "\(shapeMessages)")

        let written: [UInt8] = [1, 2, 4]
        let bytesMessages = written.withUnsafeBytes { buffer in
            withMockFailuresCaptured {
                _ = shapes.c_write(1, buffer.baseAddress, 3)
                verify(shapes).c_write(Int32(1), bytes([1, 2, 3]), 3)
            }.map(\.message)
        }
        #expect(bytesMessages.first?.contains("argument 2 differs: wanted bytes equal to [1, 2, 3], got bytes now reading [1, 2, 4] (read now, after the call") == true, "\(bytesMessages)")
    }

    @Test func nullNeverMatchesAPointerMatcher() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_open_with(any(), any(), any())).thenReturn(-1)
            when(stub.c_open_with(cString(""), any(), pointee(any(Int32.self)))).thenReturn(0)
        }
        var fd: Int32 = 0
        #expect(api.c_open_with(nil, COpenFlags(0), &fd) == -1)
        #expect(api.c_open_with("", COpenFlags(0), nil) == -1)
        #expect(api.c_open_with("", COpenFlags(0), &fd) == 0)
    }

    // MARK: Captors

    @Test func captorsCopyWhatPointersHoldWhileTheCallIsMade() throws {
        let api = MockCSQLiteAPI()
        let path = ArgumentCaptor<String>()
        let pointer = ArgumentCaptor<UnsafePointer<CChar>?>()
        stub(api) { stub in
            when(stub.sqlite3_open(path.captureCString().and(pointer.capture()), any())).thenReturn(SQLITE_OK, after: .write(handle, to: \.1))
        }
        _ = try Database(path: "main.db", api: api)
        #expect(path.value == "main.db")
        #expect(pointer.value != nil, "the pointer itself is captured too, but its memory was the caller's during the call only")

        let shapes = MockCShapesAPI()
        let point = ArgumentCaptor<CPoint>()
        let scaled = ArgumentCaptor<CPoint?>()
        stub(shapes) { stub in
            when(stub.c_scale(pointee(point.capture()), any())).thenDoNothing()
            when(stub.c_scale(scaled.capture { (pointer: UnsafeMutablePointer<CPoint>?) in pointer?.pointee }, Int32(0))).thenDoNothing()
        }
        var value = CPoint(x: 8, y: 9)
        shapes.c_scale(&value, 1)
        shapes.c_scale(&value, 0)
        #expect(point.allValues == [CPoint(x: 8, y: 9)])
        #expect(scaled.allValues == [CPoint(x: 8, y: 9)])
    }

    // MARK: Other imported shapes

    @Test func vaListsImportedEnumsAndSmallIntegers() {
        let api = MockCShapesAPI()
        stub(api) { stub in
            when(stub.c_vlog(cString("%d-%d"), any())).thenReturn(3)
            when(stub.c_version()).thenReturn(UInt8(3))
        }
        #expect(withVaList([1, 2]) { api.c_vlog("%d-%d", $0) } == 3)
        #expect(api.c_version() == 3)
        verify(api).c_vlog(any(), any())
    }

    @Test func theStubReturnsNullPointersAndZeros() {
        let stub = CShapesAPIStub()
        #expect(stub.c_alloc(4) == nil)
        #expect(stub.c_peek() == nil)
        #expect(stub.c_read(0, nil, 0) == 0)
        #expect(stub.c_version() == 0)
    }
}

/// The text before the first NUL of a `char` buffer.
private func string(fromNULTerminated buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

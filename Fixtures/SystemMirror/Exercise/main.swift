import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Generated) import MockRuntime
@testable import SystemClient

// The mocks of the mirrored protocols, stubbed and verified like any mock.
let files = MockFileManagerProtocol()
let defaults = MockUserDefaultsProtocol()
let process = MockProcessInfoProtocol()
let notifications = MockNotificationCenterProtocol()
let session = MockURLSessionProtocol()
stub(files) { stub in
    when(stub.fileExists(atPath: any())).thenReturn(true)
    when(stub.contentsOfDirectory(atPath: "/data")).thenReturn(["a", "b"])
}
stub(defaults) { when($0.string(forKey: "user")).thenReturn("ann") }
stub(process) { when($0.processIdentifier.get).thenReturn(42) }
stub(notifications) { when($0.post(name: any(), object: any(), userInfo: any())).thenDoNothing() }
stub(session) { when($0.data(from: any(), delegate: any())).thenReturn((Data([1, 2, 3]), URLResponse(url: URL(string: "https://example.com")!, mimeType: nil, expectedContentLength: 3, textEncodingName: nil))) }

let report = SystemReport(files: files, defaults: defaults, process: process, notifications: notifications, session: session)
precondition(report.summary(of: "/etc/hosts") == "ann@pid: /etc/hosts exists")
precondition(report.entries(in: "/data") == ["a", "b"])
// Top-level code runs on the main actor, which the wait blocks: the call runs detached.
let semaphore = DispatchSemaphore(value: 0)
let size = Mutex(0)
Task.detached {
    let count = try await report.size(of: URL(string: "https://example.com/file")!)
    size.withLock { $0 = count }
    semaphore.signal()
}
semaphore.wait()
precondition(size.withLock { $0 } == 3)
verify(files).fileExists(atPath: "/etc/hosts")
verify(defaults).string(forKey: "user")
verify(notifications).post(name: equal(to: SystemReport.reported), object: any(), userInfo: any())
verify(session).data(from: equal(to: URL(string: "https://example.com/file")!), delegate: any())

// The live conformances call the real types.
let live = SystemReport()
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-system-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
FileManager.default.createFile(atPath: folder.appendingPathComponent("entry").path, contents: Data())
precondition(live.entries(in: folder.path) == ["entry"])
precondition(live.summary(of: folder.path).hasSuffix("\(folder.path) exists"))
precondition(live.summary(of: folder.path + "/missing").hasSuffix("missing"))
try FileManager.default.removeItem(at: folder)
print("exercise ok")

import MockRuntime

/// The messages of the mock failures raised inside `body`, which itself does not fail.
func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try withMockFailuresCaptured(body).map(\.message)
}

func failureMessages(_ body: () async throws -> Void) async rethrows -> [String] {
    try await withMockFailuresCaptured(body).map(\.message)
}

struct TestError: Error, Equatable {
    let reason: String
}

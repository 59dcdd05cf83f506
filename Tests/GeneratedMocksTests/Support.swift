import Foundation

struct TestError: Error, Equatable {
    var reason: String
}

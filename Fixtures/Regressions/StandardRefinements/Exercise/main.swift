import Foundation
import MockRuntime
@testable import StandardRefinements

let key = MockKey()
stub(key) { stub in
    when(stub.stringValue.get).thenReturn("k")
    when(stub.intValue.get).thenReturn(nil)
}
precondition(key.stringValue == "k" && key.intValue == nil)
precondition(MockKey(stringValue: "x") != nil)
verify(key).stringValue.get()

let hashy = MockHashy()
stub(hashy) { stub in when(stub.h()).thenReturn(2) }
precondition(Set([hashy, hashy, MockHashy()]).count == 2 && hashy.h() == 2)
precondition(MockComp() != MockComp())

let ident = MockIdent()
stub(ident) { stub in when(stub.id.get).thenReturn("a") }
precondition(ident.id == "a")
let openIdent = MockOpenIdent<Int>()
stub(openIdent) { stub in when(stub.id.get).thenReturn(3) }
precondition(openIdent.id == 3)

let own = MockOwnDesc()
stub(own) { stub in when(stub.description.get).thenReturn("own") }
precondition(own.description == "own" && MockDesc().description == "MockDesc" && MockDDesc().debugDescription == "MockDDesc")

let raw = MockRaw()
stub(raw) { stub in when(stub.rawValue.get).thenReturn("r") }
precondition(raw.rawValue == "r")

let sequence = MockSeq<IndexingIterator<[Int]>>()
stub(sequence) { stub in when(stub.makeIterator()).then { [1, 2].makeIterator() } }
precondition(Array(sequence) == [1, 2])

let collection = MockColl()
stub(collection) { stub in
    when(stub.startIndex.get).thenReturn(0)
    when(stub.endIndex.get).thenReturn(2)
    when(stub[any()].get).thenReturn(5)
    when(stub.index(after: any())).then { $0 + 1 }
}
precondition(Array(collection) == [5, 5])

let coded = MockCod()
do {
    _ = try JSONEncoder().encode([coded])
    preconditionFailure("a mock was encoded")
} catch EncodingError.invalidValue(_, let context) {
    precondition(context.debugDescription.hasPrefix("MockCod cannot be encoded"))
}

let error = MockErr()
stub(error) { stub in when(stub.code.get).thenReturn(42) }
do { throw error } catch let caught as MockErr { precondition(caught.code == 42) }

let iterator = MockAIter()
stub(iterator) { stub in when(stub.next()).thenReturn(7) }
let asyncSequence = MockASeq<MockAIter>()
stub(asyncSequence) { stub in when(stub.makeAsyncIterator()).thenReturn(iterator) }
var asyncIterator = asyncSequence.makeAsyncIterator()
let first = try await asyncIterator.next()
precondition(first == 7)

let literal: MockLit<String> = "text"
let array: MockArrLit = [1, 2]
let dictionary: MockDictLit = ["a": 1]
_ = (literal, array, dictionary)
precondition(MockCases.allCases.isEmpty)

let stride = MockStrid()
stub(stride) { stub in when(stub.distance(to: any())).thenReturn(4) }
precondition(stride.distance(to: MockStrid()) == 4)

let one = MockAdd(), two = MockAdd()
stub(MockAdd.self) { stub in
    when(stub.infixPlus(any(), any())).then { $0.1 }
    when(stub.zero.get).thenReturn(one)
}
precondition(one + two === two && MockAdd.zero === one)
var sum = one
sum += two
precondition(sum === two)
verify(MockAdd.self, times(2)).infixPlus(any(), any())

let number = MockNum()
stub(MockNum.self) { stub in when(stub.infixStar(any(), any())).then { $0.0 } }
stub(number) { stub in when(stub.magnitude.get).thenReturn(9) }
precondition(number * MockNum() === number && number.magnitude == 9)
print("exercise ok")

// Protocols refining the standard library's protocols with requirements: every mock conforms,
// with the requirements stubbable where they can be and synthesized where they cannot.
import Foundation

public protocol Key: CodingKey { func extra() -> Int }
public protocol Hashy: Swift.Hashable { func h() -> Int }
public protocol Eq: Equatable {}
public protocol Comp: Comparable {}
public protocol Ident: Identifiable where ID == String {}
public protocol OpenIdent: Identifiable {}
public protocol ClassIdent: AnyObject, Identifiable {}
public protocol Desc: CustomStringConvertible {}
public protocol OwnDesc: CustomStringConvertible { var description: String { get } }
public protocol DDesc: Swift.CustomDebugStringConvertible {}
public protocol LErr: LocalizedError {}
public protocol Raw: RawRepresentable where RawValue == String {}
public protocol Seq: Sequence where Element == Int {}
public protocol Iter: IteratorProtocol where Element == Int {}
public protocol Coll: Collection where Element == Int, Index == Int {}
public protocol BiColl: BidirectionalCollection where Element == Int, Index == Int {}
public protocol Cod: Codable { var name: String { get } }
public protocol Err: Error { var code: Int { get } }
public protocol ASeq: AsyncSequence where Element == Int, Failure == Never {}
public protocol AIter: AsyncIteratorProtocol where Element == Int, Failure == Never {}
public protocol Lit: ExpressibleByStringLiteral {}
public protocol IntLit: ExpressibleByIntegerLiteral {}
public protocol ArrLit: ExpressibleByArrayLiteral where ArrayLiteralElement == Int {}
public protocol DictLit: ExpressibleByDictionaryLiteral where Key == String, Value == Int {}
public protocol Cases: CaseIterable {}
public protocol Strid: Strideable where Stride == Int {}
public protocol Add: AdditiveArithmetic {}
public protocol Num: Numeric where Magnitude == Int, IntegerLiteralType == Int {}
public protocol Marker: Sendable {}
public protocol LosslessString: LosslessStringConvertible {}

// `@autoclosure` parameters of an associated type, in a protocol whose mock reaches a default
// implementation by opening `any Lookup` (corpus find, swift-collections' DictionaryAPIChecker):
// the forwarded value is the evaluated `Value`, cast to the opened conformer's `__O.Value`, not
// the recorded `Autoclosure<Value>`.
public protocol Lookup {
    associatedtype Key: Hashable
    associatedtype Value

    subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value { get set }
    func value(for key: Key, orElse fallback: @autoclosure () -> Value) -> Value
    func values(for keys: [Key], orElse fallback: @autoclosure () throws -> [Value]) rethrows -> [Value]
    mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows
    func note(_ message: @autoclosure () -> String, at key: Key)
}

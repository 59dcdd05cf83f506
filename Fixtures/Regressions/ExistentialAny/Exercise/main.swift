import CatalogKit
import MockRuntime
@testable import ExistentialAny

struct Shelved: Identifiable { let id: String }

let shelf = MockShelf()
stub(shelf) { stub in
    when(stub.put(any(), key: any())).then { value, key in (value as? Int) == 3 && (key as? String) == "k" }
    when(stub.both(any(), keyed: any(), same: any(), labelled: any())).then { _, keyed, _, labelled -> (any Identifiable)? in
        keyed is Tag ? Shelved(id: labelled.label) : nil
    }
    when(stub.convert(any())).then { transform in (transform(2) as? Int) ?? -1 }
    when(stub.tick(any())).then { $0.now + 1 }
    when(stub.generic(any(Int.self), any(String.self))).then { value, _ in value * 2 }
    when(stub.collection(any())).then { $0.count }
    when(stub.last.get).thenReturn(5)
    when(stub[any()].get).thenReturn("z")
}
precondition(shelf.put(3, key: "k"))
let both = shelf.both(1, keyed: Tag("a"), same: Tag("b"), labelled: Tag("c"))
precondition((both as? Shelved)?.id == "c")
precondition(shelf.convert { ($0 as? Int) ?? 0 } == 2)
precondition(shelf.tick(Clock(now: 4)) == 5)
precondition(shelf.generic(21, "x") == 42)
precondition(shelf.collection([1, 2, 3]) == 3)
precondition((shelf.last as? Int) == 5)
precondition((shelf[1] as? String) == "z")
verify(shelf).put(any(), key: any())
verify(shelf).tick(any())

let counter = MockCounter()
stub(counter) { stub in
    when(stub.count(any())).thenCallRealImplementation()
    when(stub.first(of: any())).thenCallRealImplementation()
}
precondition(counter.count([1, "two", 3.0]) == 3)
precondition((counter.first(of: [Tag("x")]) as? Tag)?.key == "x")
verify(counter).count(any())

let seeded = MockSeeded(seed: 9)
stub(seeded) { stub in when(stub.seed()).thenReturn(9) }
precondition((seeded.seed() as? Int) == 9)
let labelled = MockLabelledShelf()
stub(labelled) { stub in
    when(stub.label.get).thenReturn("shelf")
    when(stub.shelve(any())).then { ($0 as? Tag)?.key ?? "?" }
}
precondition(labelled.label == "shelf" && labelled.shelve(Tag("t")) == "t")

let sorter = Sorting.MockSorter()
stub(sorter) { stub in when(stub.sort(any(), by: any())).then { values, _ in values.sorted() } }
precondition(sorter.sort([3, 1, 2], by: Sorting.MockOrder()) == [1, 2, 3])
verify(sorter).sort(any(), by: any())
print("exercise ok")

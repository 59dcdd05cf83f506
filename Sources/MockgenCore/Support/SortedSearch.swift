extension Array where Element == String {
    /// Where `value` is in this array, which is in ascending order with each value once; `nil` if
    /// it is not there. A binary search: the tables of paths it replaces (a run's inputs, the
    /// folders it listed) each hashed every one of thousands of long paths to be asked a few times.
    func position(inSorted value: String) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}

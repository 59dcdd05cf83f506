// Placeholder until the benchmarks land.
print("no benchmarks yet")

// A C module declaring a name the tested module declares too (as WasmKit's `Pc`).
typedef unsigned long Pc;
typedef struct Frame { int depth; } Frame;
typedef int Native;

#if !canImport(Darwin)
@preconcurrency
#endif
import Dispatch

/// Stale comment about something else.

/// The real documentation.
func f() {}

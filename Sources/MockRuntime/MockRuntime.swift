// Placeholder until the runtime lands (issue 3).

#ifndef READLINE_CALLER_H
#define READLINE_CALLER_H

#include <stddef.h>

/// C code under test calling readline directly (no facade).
/// Adds the `count` `lines` to the history (add_history), then counts the entries history_get
/// finds from history_base (a global variable) on.
int rl_caller_record(const char *const *lines, int count);

/// Shows "`name`: `count`" with rl_message (variadic) through a redisplay function of its own
/// (rl_redisplay_function, a global variable), copies what readline displayed (rl_display_prompt)
/// into `shown`, and clears the message (rl_clear_message): what rl_clear_message returned.
int rl_caller_message(const char *name, int count, char *shown, size_t capacity);

#endif

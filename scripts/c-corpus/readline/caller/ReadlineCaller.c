#include "ReadlineCaller.h"

#include <stdio.h>
#include <readline/history.h>
#include <readline/readline.h>

int rl_caller_record(const char *const *lines, int count) {
    for (int index = 0; index < count; index++) add_history(lines[index]);
    int found = 0;
    while (history_get(history_base + found) != NULL) found++;
    return found;
}

static char displayed[256];

static void remember_display(void) {
    snprintf(displayed, sizeof displayed, "%s", rl_display_prompt != NULL ? rl_display_prompt : "");
}

int rl_caller_message(const char *name, int count, char *shown, size_t capacity) {
    rl_voidfunc_t *redisplay = rl_redisplay_function;
    rl_redisplay_function = remember_display;
    displayed[0] = '\0';
    rl_message("%s: %d", name, count);
    snprintf(shown, capacity, "%s", displayed);
    int cleared = rl_clear_message();
    rl_redisplay_function = redisplay;
    return cleared;
}

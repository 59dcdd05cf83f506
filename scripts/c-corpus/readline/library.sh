# readline for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: about a hundred global variables (history_length, rl_line_buffer, and function
# pointers such as rl_redisplay_function), properties of the facade; a function declared without a
# prototype (`int rl_message ();` outside readline's own build), which Swift imports as taking
# nothing and which gets no link seam; two headers of one folder in one module, with
# the headers they include (rltypedefs.h, keymaps.h, tilde.h); unnamed parameters (`arg1`…);
# out-parameters (history_expand's `char **`); arrays handed back to be freed (history_tokenize,
# history_list); and a function the library does not define (tilde_find_word). readline 8.2's
# readline.h includes <stdio.h> itself, so no header has to come before it. The live tests call
# the non-interactive functions only (history, tilde expansion, rl_message with a redisplay
# function of their own); the readline.pc flags (-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600) are not
# needed.
module=CReadline
headers=(/usr/include/readline/readline.h /usr/include/readline/history.h)
link=readline
debian_package=libreadline-dev

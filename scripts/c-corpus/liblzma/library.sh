# liblzma for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: one header (lzma.h) including a dozen of its own folder's (lzma/*.h), the
# streaming state (lzma_stream) passed by pointer and read and written by both sides, C enums as
# parameters and results (lzma_ret, lzma_action, lzma_check), size_t and uint64_t out-parameters
# (lzma_easy_buffer_encode, lzma_stream_buffer_decode), `restrict` pointers, an opaque handle
# (lzma_index), and functions declared through macros with attributes (LZMA_API, lzma_nothrow,
# lzma_attr_warn_unused_result).
module=CLZMA
headers=(/usr/include/lzma.h)
link=lzma
debian_package=liblzma-dev

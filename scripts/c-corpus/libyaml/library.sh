# libyaml for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what its header stresses that sqlite3's and zlib's do not: structs holding anonymous unions of
# structs (yaml_event_t, yaml_token_t) passed by pointer, enums as parameters, callback typedefs
# with a context pointer (yaml_read_handler_t), and out-parameters of plain ints.
module=CYAML
headers=(/usr/include/yaml.h)
link=yaml
debian_package=libyaml-dev

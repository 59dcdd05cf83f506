# libxml2 for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: one header (parser.h) including a dozen others of its own folder, which Swift
# imports through the module (module-map forms); ICU's headers pulled in by encoding.h, whose
# types clash with Foundation's own copy of ICU; deprecated functions; variadic functions
# (xmlTextWriterWriteFormat…); global variables, function pointers among them (xmlFree); SAX
# callbacks and out-parameters.
module=CXML2
headers=(/usr/include/libxml2/libxml/parser.h /usr/include/libxml2/libxml/xmlwriter.h /usr/include/libxml2/libxml/xpath.h)
link=xml2
debian_package=libxml2-dev
pkg_config=libxml-2.0

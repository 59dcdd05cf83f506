# expat for `make c-corpus` (sourced by scripts/c-corpus.sh); see sqlite3/library.sh. Picked for
# what it stresses: an opaque handle (XML_Parser, a pointer to a struct only declared), SAX
# callbacks set in pairs with the parser's user data as their context (XML_SetElementHandler,
# XML_SetUserData), functions returning enums (XML_Status, XML_Error), a struct returned by value
# (XML_Expat_Version), out-parameters (XML_GetInputContext's int pointers, XML_GetParsingStatus's
# struct), and a header whose functions are declared through macros (XMLPARSEAPI, XMLCALL).
module=CExpat
headers=(/usr/include/expat.h)
link=expat
debian_package=libexpat1-dev

// Loads libclang at run time so that building mockgen never needs it (see CLibClang.h).

// `dladdr` is a GNU extension in glibc's <dlfcn.h>; Darwin declares it unconditionally.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "CLibClang.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Each field of `LCFunctions` and the exported symbol it is filled from. Table-driven so that
/// adding a function is one line here and one in the header.
typedef struct {
    const char *symbol;
    size_t offset;
} LCSymbol;

#define LC_SYMBOL(field, name) { name, offsetof(LCFunctions, field) }

static const LCSymbol lcSymbols[] = {
    LC_SYMBOL(getClangVersion, "clang_getClangVersion"),
    LC_SYMBOL(getCString, "clang_getCString"),
    LC_SYMBOL(disposeString, "clang_disposeString"),
    LC_SYMBOL(createIndex, "clang_createIndex"),
    LC_SYMBOL(disposeIndex, "clang_disposeIndex"),
    LC_SYMBOL(parseTranslationUnit2, "clang_parseTranslationUnit2"),
    LC_SYMBOL(disposeTranslationUnit, "clang_disposeTranslationUnit"),
    LC_SYMBOL(getTranslationUnitCursor, "clang_getTranslationUnitCursor"),
    LC_SYMBOL(getNumDiagnostics, "clang_getNumDiagnostics"),
    LC_SYMBOL(getDiagnostic, "clang_getDiagnostic"),
    LC_SYMBOL(disposeDiagnostic, "clang_disposeDiagnostic"),
    LC_SYMBOL(getDiagnosticSeverity, "clang_getDiagnosticSeverity"),
    LC_SYMBOL(getDiagnosticSpelling, "clang_getDiagnosticSpelling"),
    LC_SYMBOL(getDiagnosticLocation, "clang_getDiagnosticLocation"),
    LC_SYMBOL(visitChildren, "clang_visitChildren"),
    LC_SYMBOL(cursorIsNull, "clang_Cursor_isNull"),
    LC_SYMBOL(getCursorSpelling, "clang_getCursorSpelling"),
    LC_SYMBOL(getCursorLocation, "clang_getCursorLocation"),
    LC_SYMBOL(getExpansionLocation, "clang_getExpansionLocation"),
    LC_SYMBOL(getFileName, "clang_getFileName"),
    LC_SYMBOL(getCursorType, "clang_getCursorType"),
    LC_SYMBOL(getCursorResultType, "clang_getCursorResultType"),
    LC_SYMBOL(cursorGetNumArguments, "clang_Cursor_getNumArguments"),
    LC_SYMBOL(cursorGetArgument, "clang_Cursor_getArgument"),
    LC_SYMBOL(cursorIsFunctionInlined, "clang_Cursor_isFunctionInlined"),
    LC_SYMBOL(cursorGetStorageClass, "clang_Cursor_getStorageClass"),
    LC_SYMBOL(getCursorAvailability, "clang_getCursorAvailability"),
    LC_SYMBOL(getCursorPlatformAvailability, "clang_getCursorPlatformAvailability"),
    LC_SYMBOL(disposePlatformAvailability, "clang_disposeCXPlatformAvailability"),
    LC_SYMBOL(getCursorDefinition, "clang_getCursorDefinition"),
    LC_SYMBOL(getTypedefDeclUnderlyingType, "clang_getTypedefDeclUnderlyingType"),
    LC_SYMBOL(getEnumDeclIntegerType, "clang_getEnumDeclIntegerType"),
    LC_SYMBOL(getTypeSpelling, "clang_getTypeSpelling"),
    LC_SYMBOL(getTypedefName, "clang_getTypedefName"),
    LC_SYMBOL(getTypeDeclaration, "clang_getTypeDeclaration"),
    LC_SYMBOL(getCanonicalType, "clang_getCanonicalType"),
    LC_SYMBOL(isConstQualifiedType, "clang_isConstQualifiedType"),
    LC_SYMBOL(getPointeeType, "clang_getPointeeType"),
    LC_SYMBOL(getResultType, "clang_getResultType"),
    LC_SYMBOL(getNumArgTypes, "clang_getNumArgTypes"),
    LC_SYMBOL(getArgType, "clang_getArgType"),
    LC_SYMBOL(isFunctionTypeVariadic, "clang_isFunctionTypeVariadic"),
    LC_SYMBOL(getArrayElementType, "clang_getArrayElementType"),
    LC_SYMBOL(getArraySize, "clang_getArraySize"),
    LC_SYMBOL(typeGetNamedType, "clang_Type_getNamedType"),
    LC_SYMBOL(typeGetModifiedType, "clang_Type_getModifiedType"),
    LC_SYMBOL(typeGetNullability, "clang_Type_getNullability"),
    LC_SYMBOL(cursorGetModule, "clang_Cursor_getModule"),
    LC_SYMBOL(moduleGetFullName, "clang_Module_getFullName"),
    LC_SYMBOL(moduleGetNumTopLevelHeaders, "clang_Module_getNumTopLevelHeaders"),
    LC_SYMBOL(moduleGetTopLevelHeader, "clang_Module_getTopLevelHeader"),
    LC_SYMBOL(moduleGetParent, "clang_Module_getParent"),
    LC_SYMBOL(getModuleForFile, "clang_getModuleForFile"),
};

// Every field must have its symbol: a forgotten line here would leave a null pointer behind.
_Static_assert(sizeof(lcSymbols) / sizeof(lcSymbols[0]) * sizeof(void (*)(void)) == sizeof(LCFunctions),
               "every LCFunctions field needs an entry in lcSymbols");

int lc_load(const char *path, LCFunctions *functions, char *message, size_t messageCapacity) {
    // RTLD_LOCAL: libclang's LLVM symbols must not interpose on anything else in the process.
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        if (messageCapacity > 0) snprintf(message, messageCapacity, "%s", reason ? reason : "dlopen failed");
        return 1;
    }
    LCFunctions loaded;
    memset(&loaded, 0, sizeof loaded);
    for (size_t i = 0; i < sizeof(lcSymbols) / sizeof(lcSymbols[0]); i++) {
        void *symbol = dlsym(handle, lcSymbols[i].symbol);
        if (symbol == NULL) {
            if (messageCapacity > 0) {
                snprintf(message, messageCapacity, "%s has no symbol %s (libclang too old?)", path, lcSymbols[i].symbol);
            }
            dlclose(handle);
            return 2;
        }
        // POSIX guarantees a data pointer from dlsym can hold a function's address.
        memcpy((char *)&loaded + lcSymbols[i].offset, &symbol, sizeof symbol);
    }
    *functions = loaded;
    return 0;
}

int lc_loaded_path(const LCFunctions *functions, char *path, size_t pathCapacity) {
    Dl_info info;
    void *address;
    memcpy(&address, &functions->getCString, sizeof address);
    if (dladdr(address, &info) == 0 || info.dli_fname == NULL || pathCapacity == 0) return 1;
    char resolved[PATH_MAX];
    const char *found = realpath(info.dli_fname, resolved) ? resolved : info.dli_fname;
    snprintf(path, pathCapacity, "%s", found);
    return 0;
}

void *lc_open_library(const char *library, char *message, size_t messageCapacity) {
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL && messageCapacity > 0) {
        const char *reason = dlerror();
        snprintf(message, messageCapacity, "%s", reason ? reason : "dlopen failed");
    }
    return handle;
}

int lc_library_defines(void *library, const char *symbol) {
    return dlsym(library, symbol) != NULL;
}

// CLibClang: the part of libclang's C interface mockgen calls, declared here in our own names so
// that mockgen builds without libclang's headers and loads the library only when C headers are
// read (`dlopen`). Everything below mirrors libclang's *stable* C ABI: the layout of the structs
// it passes by value, and the numeric values of its enums, which libclang promises not to change.
// Names are ours (`LC…`), so this header never clashes with `clang-c/Index.h` in a client.
#ifndef CLIBCLANG_H
#define CLIBCLANG_H

#include <stddef.h>

#pragma clang assume_nonnull begin

// MARK: - Opaque handles (pointers libclang owns; we only pass them back)

typedef void *LCIndex;
typedef struct LCTranslationUnitImpl *LCTranslationUnit;
typedef void *LCClientData;
typedef void *LCFile;
typedef void *LCModule;
typedef void *LCDiagnostic;

// MARK: - Structs passed by value (layouts must match libclang's exactly)

/// A string libclang allocated: read with `getCString`, release with `disposeString`.
typedef struct {
    const void *_Nullable data;
    unsigned privateFlags;
} LCString;

/// A position in a file, opaque to us: decoded with `getExpansionLocation`.
typedef struct {
    const void *_Nullable ptrData[2];
    unsigned intData;
} LCSourceLocation;

/// A file's text handed to libclang instead of reading it from disk (our generated umbrella).
typedef struct {
    const char *filename;
    const char *contents;
    unsigned long length;
} LCUnsavedFile;

/// Node kinds (`CXCursorKind`): only the ones mockgen looks at; others come through as raw values.
typedef enum {
    LCCursor_StructDecl = 2,
    LCCursor_UnionDecl = 3,
    LCCursor_EnumDecl = 5,
    LCCursor_FunctionDecl = 8,
    LCCursor_VarDecl = 9,
    LCCursor_TypedefDecl = 20,
    LCCursor_LinkageSpec = 23,
    LCCursor_FirstInvalid = 70,
    LCCursor_LastInvalid = 99,
    LCCursor_ModuleImportDecl = 600,
} LCCursorKind;

/// A node of the AST. `kind` is an `enum` in libclang, which is `int`-sized on every ABI we run on.
typedef struct {
    LCCursorKind kind;
    int xdata;
    const void *_Nullable data[3];
} LCCursor;

/// Type kinds (`CXTypeKind`): the C ones; Objective-C, C++ and OpenCL kinds are not listed and
/// become `CType.unsupported` through the default branch.
typedef enum {
    LCType_Invalid = 0,
    LCType_Unexposed = 1,
    LCType_Void = 2,
    LCType_Bool = 3,
    LCType_Char_U = 4,
    LCType_UChar = 5,
    LCType_Char16 = 6,
    LCType_Char32 = 7,
    LCType_UShort = 8,
    LCType_UInt = 9,
    LCType_ULong = 10,
    LCType_ULongLong = 11,
    LCType_UInt128 = 12,
    LCType_Char_S = 13,
    LCType_SChar = 14,
    LCType_WChar = 15,
    LCType_Short = 16,
    LCType_Int = 17,
    LCType_Long = 18,
    LCType_LongLong = 19,
    LCType_Int128 = 20,
    LCType_Float = 21,
    LCType_Double = 22,
    LCType_LongDouble = 23,
    LCType_Float128 = 30,
    LCType_Half = 31,
    LCType_Float16 = 32,
    LCType_Complex = 100,
    LCType_Pointer = 101,
    LCType_BlockPointer = 102,
    LCType_Record = 105,
    LCType_Enum = 106,
    LCType_Typedef = 107,
    LCType_FunctionNoProto = 110,
    LCType_FunctionProto = 111,
    LCType_ConstantArray = 112,
    LCType_Vector = 113,
    LCType_IncompleteArray = 114,
    LCType_VariableArray = 115,
    /// `struct S` / a typedef name as written; since clang 16 most named types come wrapped in it.
    LCType_Elaborated = 119,
    /// Type sugar with an attribute (`_Nonnull`); reported only with `LCParse_IncludeAttributedTypes`.
    LCType_Attributed = 163,
    LCType_ExtVector = 176,
    LCType_Atomic = 177,
} LCTypeKind;

/// A type. Opaque but for its kind.
typedef struct {
    LCTypeKind kind;
    void *_Nullable data[2];
} LCType;

/// One entry of `getCursorPlatformAvailability`: per-platform `availability(…)` attributes.
typedef struct {
    int major, minor, subminor;
} LCVersion;

typedef struct {
    LCString platform;
    LCVersion introduced;
    LCVersion deprecated;
    LCVersion obsoleted;
    int unavailable;
    LCString message;
} LCPlatformAvailability;

// MARK: - Enum values passed to or returned by functions

typedef enum {
    LCChildVisit_Break = 0,
    LCChildVisit_Continue = 1,
    LCChildVisit_Recurse = 2,
} LCChildVisitResult;

typedef enum {
    LCNullability_NonNull = 0,
    LCNullability_Nullable = 1,
    LCNullability_Unspecified = 2,
    LCNullability_Invalid = 3,
    /// `_Nullable_result`: nullable for Swift's purposes.
    LCNullability_NullableResult = 4,
} LCNullabilityKind;

typedef enum {
    LCAvailability_Available = 0,
    LCAvailability_Deprecated = 1,
    LCAvailability_NotAvailable = 2,
    LCAvailability_NotAccessible = 3,
} LCAvailabilityKind;

typedef enum {
    LCDiagnostic_Ignored = 0,
    LCDiagnostic_Note = 1,
    LCDiagnostic_Warning = 2,
    LCDiagnostic_Error = 3,
    LCDiagnostic_Fatal = 4,
} LCDiagnosticSeverity;

/// `CXErrorCode`, the result of `parseTranslationUnit2`.
typedef enum {
    LCError_Success = 0,
    LCError_Failure = 1,
    LCError_Crashed = 2,
    LCError_InvalidArguments = 3,
    LCError_ASTReadError = 4,
} LCErrorCode;

/// `CXTranslationUnit_Flags` bits mockgen sets when parsing.
enum {
    /// Bodies of `inline` functions are not needed to read declarations: parsing is faster.
    LCParse_SkipFunctionBodies = 0x40,
    /// Keep `_Nonnull`/`_Nullable` (and `assume_nonnull`'s inferred ones) visible as type sugar.
    LCParse_IncludeAttributedTypes = 0x1000,
};

typedef LCChildVisitResult (*LCCursorVisitor)(LCCursor cursor, LCCursor parent, LCClientData _Nullable clientData);

// MARK: - The function table, filled by `lc_load`

/// One pointer per libclang function mockgen calls, each looked up by its exported name. All are
/// non-null once `lc_load` succeeded; every one of them exists in libclang since LLVM 7.
/// (`_Nonnull` is spelled out where the result type carries its own nullability: clang then
/// infers nothing for the declarator.)
typedef struct {
    LCString (*getClangVersion)(void);
    const char *_Nullable (*_Nonnull getCString)(LCString string);
    void (*disposeString)(LCString string);

    LCIndex _Nullable (*_Nonnull createIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
    void (*disposeIndex)(LCIndex index);
    LCErrorCode (*parseTranslationUnit2)(LCIndex index, const char *_Nullable sourceFilename,
                                         const char *const _Nullable *_Nullable commandLineArgs,
                                         int commandLineArgCount,
                                         LCUnsavedFile *_Nullable unsavedFiles, unsigned unsavedFileCount,
                                         unsigned options, LCTranslationUnit _Nullable *_Nonnull outUnit);
    void (*disposeTranslationUnit)(LCTranslationUnit unit);
    LCCursor (*getTranslationUnitCursor)(LCTranslationUnit unit);

    unsigned (*getNumDiagnostics)(LCTranslationUnit unit);
    LCDiagnostic _Nullable (*_Nonnull getDiagnostic)(LCTranslationUnit unit, unsigned index);
    void (*disposeDiagnostic)(LCDiagnostic diagnostic);
    LCDiagnosticSeverity (*getDiagnosticSeverity)(LCDiagnostic diagnostic);
    LCString (*getDiagnosticSpelling)(LCDiagnostic diagnostic);
    LCSourceLocation (*getDiagnosticLocation)(LCDiagnostic diagnostic);

    unsigned (*visitChildren)(LCCursor parent, LCCursorVisitor visitor, LCClientData _Nullable clientData);
    int (*cursorIsNull)(LCCursor cursor);
    LCString (*getCursorSpelling)(LCCursor cursor);
    LCSourceLocation (*getCursorLocation)(LCCursor cursor);
    void (*getExpansionLocation)(LCSourceLocation location, LCFile _Nullable *_Nullable file,
                                 unsigned *_Nullable line, unsigned *_Nullable column, unsigned *_Nullable offset);
    LCString (*getFileName)(LCFile _Nullable file);
    LCType (*getCursorType)(LCCursor cursor);
    LCType (*getCursorResultType)(LCCursor cursor);
    int (*cursorGetNumArguments)(LCCursor cursor);
    LCCursor (*cursorGetArgument)(LCCursor cursor, unsigned index);
    unsigned (*cursorIsFunctionInlined)(LCCursor cursor);
    /// `CX_StorageClass`: 1 none, 2 `extern`, 3 `static` (see `LCStorageClass`).
    int (*cursorGetStorageClass)(LCCursor cursor);
    LCAvailabilityKind (*getCursorAvailability)(LCCursor cursor);
    int (*getCursorPlatformAvailability)(LCCursor cursor, int *_Nullable alwaysDeprecated,
                                         LCString *_Nullable deprecatedMessage, int *_Nullable alwaysUnavailable,
                                         LCString *_Nullable unavailableMessage,
                                         LCPlatformAvailability *_Nullable availability, int availabilitySize);
    void (*disposePlatformAvailability)(LCPlatformAvailability *availability);
    LCCursor (*getCursorDefinition)(LCCursor cursor);
    LCType (*getTypedefDeclUnderlyingType)(LCCursor cursor);
    LCType (*getEnumDeclIntegerType)(LCCursor cursor);

    LCString (*getTypeSpelling)(LCType type);
    LCString (*getTypedefName)(LCType type);
    LCCursor (*getTypeDeclaration)(LCType type);
    LCType (*getCanonicalType)(LCType type);
    unsigned (*isConstQualifiedType)(LCType type);
    LCType (*getPointeeType)(LCType type);
    LCType (*getResultType)(LCType type);
    int (*getNumArgTypes)(LCType type);
    LCType (*getArgType)(LCType type, unsigned index);
    unsigned (*isFunctionTypeVariadic)(LCType type);
    LCType (*getArrayElementType)(LCType type);
    long long (*getArraySize)(LCType type);
    LCType (*typeGetNamedType)(LCType type);
    LCType (*typeGetModifiedType)(LCType type);
    LCNullabilityKind (*typeGetNullability)(LCType type);

    LCModule _Nullable (*_Nonnull cursorGetModule)(LCCursor cursor);
    LCString (*moduleGetFullName)(LCModule module);
    unsigned (*moduleGetNumTopLevelHeaders)(LCTranslationUnit unit, LCModule module);
    LCFile _Nullable (*_Nonnull moduleGetTopLevelHeader)(LCTranslationUnit unit, LCModule module, unsigned index);
    LCModule _Nullable (*_Nonnull moduleGetParent)(LCModule module);
    /// The module a header belongs to (a submodule for the headers of an umbrella).
    LCModule _Nullable (*_Nonnull getModuleForFile)(LCTranslationUnit unit, LCFile file);
} LCFunctions;

/// Opens the shared library at `path` (or a bare name the dynamic loader searches for) and fills
/// `functions`. Returns 0 on success; otherwise non-zero, with the loader's message (or the first
/// missing symbol) in `message`. The library is never closed: libclang keeps process-wide state
/// (crash recovery, LLVM's statics) that must outlive every handle mockgen holds.
int lc_load(const char *path, LCFunctions *functions, char *message, size_t messageCapacity);

/// The real path of the file the already loaded symbol `functions->getCString` comes from
/// (`dladdr`): which copy of libclang the dynamic loader picked for a bare name.
int lc_loaded_path(const LCFunctions *functions, char *path, size_t pathCapacity);

/// Opens the shared library `library` (a bare name the dynamic loader searches for,
/// `libsqlite3.so`, or a path) to ask which symbols it defines; `NULL` with the loader's message
/// in `message` when it cannot. Lazily (`RTLD_LAZY | RTLD_LOCAL`), and never closed: closing a
/// library whose initializers ran is not safe for every library, and mockgen's process is
/// short-lived.
void *_Nullable lc_open_library(const char *library, char *message, size_t messageCapacity);

/// 1 when `symbol` is defined by the opened `library` or what it loads, else 0.
int lc_library_defines(void *library, const char *symbol);

#pragma clang assume_nonnull end

#endif

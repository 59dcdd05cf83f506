// A stand-in for the system's ICU (/usr/include/unicode/utypes.h), which libxml2's headers include:
// the toolchain's Foundation on Linux has its own copy of ICU (_FoundationICU), whose utypes.h
// defines UErrorCode with other members. A Swift module holding a C function pointer typedef of
// a module including this header, used next to Foundation, fails to compile ("'UErrorCode' has
// different definitions in different modules") unless mockgen spells such types out; functions
// written with UErrorCode are left out of the facade with that reason.
#ifndef CFIXTURE_ICU_UTYPES_H
#define CFIXTURE_ICU_UTYPES_H

typedef enum UErrorCode {
    U_ZERO_ERROR = 0,
    U_ILLEGAL_ARGUMENT_ERROR = 1,
    U_CFIXTURE_ERROR = 2
} UErrorCode;

/* Declared by ICU, not by cfixture: left out of CFixture's facade with a warning. */
const char *u_errorName(UErrorCode code);

#endif

// A C library whose header includes another copy of a header Foundation has its own of (a
// stand-in for the system's ICU, which libxml2's encoding.h includes): read by FoundationClashTests,
// never built as a target of this package, since a module defining UErrorCode differently from
// Foundation's _FoundationICU makes clang's module merging fail in whatever compile sees both.
#ifndef FOUNDATION_CLASH_H
#define FOUNDATION_CLASH_H

#include "icu/utypes.h"

typedef int (*fc_visit_fn)(void *context, int item);

/* Written with a function-pointer typedef: spelled out by the facade. */
int fc_each(fc_visit_fn visit, void *context);
/* Written with UErrorCode: left out, with the reason. */
int fc_check(int value, UErrorCode *status);

#endif

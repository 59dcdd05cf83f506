// C code under test for the link seam: it calls CFixture's functions directly, as C code does,
// and the test binary's --wrap flags hand those calls to the mock a test installs.
#ifndef CFIXTURE_CALLER_H
#define CFIXTURE_CALLER_H

/// "<count> items named <name> (<ratio>)", through the variadic cf_format.
char *cf_caller_describe(int count, const char *name, double ratio);

/// Nine variable arguments (more than the registers hold: the rest go on the stack) and three
/// doubles, through cf_format.
char *cf_caller_many(void);

/// "<count> left" into `buffer`, through cf_vformat (which takes a va_list).
int cf_caller_left(char *buffer, unsigned long capacity, int count);

#endif

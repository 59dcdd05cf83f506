#ifndef EXPAT_CALLER_H
#define EXPAT_CALLER_H

/// C code under test calling expat directly (no facade): counts the elements of `xml` through a
/// start-element handler that gets a counter as its user data. -1 when expat rejects the text.
int expat_caller_count_elements(const char *xml);

#endif

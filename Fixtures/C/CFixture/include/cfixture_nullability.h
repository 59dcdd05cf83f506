// The nullability-annotated part of cfixture. A header of its own because clang asks that a
// file annotating some pointers annotate all of them (-Wnullability-completeness).
#ifndef CFIXTURE_NULLABILITY_H
#define CFIXTURE_NULLABILITY_H

#include "cfixture.h"

const char *_Nullable cf_name(const cf_handle *_Nonnull handle, const char *_Null_unspecified fallback);
void cf_sort(cf_item *_Nonnull items, size_t count, int (*_Nullable compare)(const cf_item *_Nonnull, const cf_item *_Nonnull));

#pragma clang assume_nonnull begin
typedef cf_handle *cf_ref;
const char *cf_describe(const cf_item *item, char *_Nullable buffer, size_t capacity);
void cf_release(cf_ref _Nullable ref);
#pragma clang assume_nonnull end

#endif

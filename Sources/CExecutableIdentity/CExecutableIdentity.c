// `dl_iterate_phdr` is a GNU extension: asked for before any header is read.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif
#include "CExecutableIdentity.h"
#include <string.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <mach-o/loader.h>

int mockgen_executable_build_id(unsigned char *buffer, int capacity) {
    // Image 0 is the main executable.
    const struct mach_header *header = _dyld_get_image_header(0);
    if (header == NULL || capacity < 16) return 0;
    const unsigned char *command;
    uint32_t count = header->ncmds;
    if (header->magic == MH_MAGIC_64) {
        command = (const unsigned char *)header + sizeof(struct mach_header_64);
    } else if (header->magic == MH_MAGIC) {
        command = (const unsigned char *)header + sizeof(struct mach_header);
    } else {
        return 0;
    }
    for (uint32_t index = 0; index < count; index++) {
        const struct load_command *load = (const struct load_command *)command;
        if (load->cmd == LC_UUID) {
            const struct uuid_command *uuid = (const struct uuid_command *)command;
            memcpy(buffer, uuid->uuid, 16);
            return 16;
        }
        command += load->cmdsize;
    }
    return 0;
}

#elif defined(__linux__)
#include <link.h>
#include <elf.h>

struct search {
    unsigned char *buffer;
    int capacity;
    int length;
};

/// The notes of the first object `dl_iterate_phdr` reports, which is the executable itself.
static int visit(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct search *search = data;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[index];
        if (segment->p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + segment->p_vaddr);
        const unsigned char *end = note + segment->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
            const unsigned char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *description = name + ((header->n_namesz + 3) & ~3u);
            if (description + header->n_descsz > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                int length = (int)header->n_descsz < search->capacity ? (int)header->n_descsz : search->capacity;
                memcpy(search->buffer, description, (size_t)length);
                search->length = length;
                return 1;
            }
            note = description + ((header->n_descsz + 3) & ~3u);
        }
    }
    return 1;
}

int mockgen_executable_build_id(unsigned char *buffer, int capacity) {
    struct search search = { buffer, capacity, 0 };
    dl_iterate_phdr(visit, &search);
    return search.length;
}

#else
int mockgen_executable_build_id(unsigned char *buffer, int capacity) {
    (void)buffer;
    (void)capacity;
    return 0;
}
#endif

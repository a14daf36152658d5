/* bri-elf.h: checks that a plugin file is a whole ELF object before dlopen() maps it. */
#pragma once

#if !defined(BRISCOLA_COMPILATION)
# error "bri-elf.h is private to libbriscola."
#endif

#include <glib.h>

G_BEGIN_DECLS

/* Opens @path without blocking, and checks that it is a regular file and, where modules
 * are ELF objects, a whole one of this machine's class: its program headers, section
 * headers and loadable segments lie inside the file. dlopen() maps segments without
 * reading them, so a file cut short kills the process with SIGBUS when it touches the
 * missing pages, and a FIFO blocks it forever: both are refused here with a reason.
 * A file replaced between this check and dlopen() is not caught; whoever can write to
 * a plugin folder can run code in Briscola anyway. */
gboolean bri_elf_check_module_file (const char *path, GError **error);

G_END_DECLS

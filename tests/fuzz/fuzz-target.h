/* fuzz-target.h: what every fuzz target provides and shares.
 *
 * A target is one libFuzzer entry point. Built with clang and -fsanitize=fuzzer it is a
 * libFuzzer binary; built otherwise it links fuzz-replay.c, which feeds it its seed
 * corpus and deterministic mutations of it, so the test suite runs it for a bounded
 * number of inputs in every build. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <briscola.h>

G_BEGIN_DECLS

int  LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Called by each target on its first input: makes GLib criticals and warnings fatal,
 * since a fuzzed input must be refused with a GError, never with a log line. */
void fuzz_init (void);

/* The plugins of the build tree, loaded once. */
BriPluginLoader *fuzz_loader (void);

/* A NUL-terminated copy of @data: the parsers under test take C strings. */
char *fuzz_strndup (const uint8_t *data, size_t size);

G_END_DECLS

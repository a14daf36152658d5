/* bri-elf.c: refuses plugin files that dlopen() would hang on or crash on. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __ELF__
# include <elf.h>
# include <link.h> /* ElfW() */
#endif

#include "bri-elf.h"
#include "bri-error.h"

#ifdef __ELF__

/* Reads exactly @size bytes at @offset; a short read means the file ends first. */
static gboolean
read_at (int fd, gpointer buffer, gsize size, guint64 offset)
{
  gsize done = 0;

  while (done < size)
    {
      gssize n = pread (fd, (char *) buffer + done, size - done, (off_t) (offset + done));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      done += (gsize) n;
    }
  return TRUE;
}

/* Whether [@offset, @offset + @count × @entry_size) lies inside a file of @file_size. */
static gboolean
table_inside (guint64 offset, guint64 count, guint64 entry_size, guint64 file_size)
{
  /* count and entry_size are 16-bit: their product cannot overflow. */
  guint64 size = count * entry_size;
  return offset <= file_size && size <= file_size - offset;
}

static const char *
check_elf (int fd, guint64 file_size)
{
  ElfW (Ehdr) header;
  ElfW (Phdr) segment;

  if (!read_at (fd, &header, sizeof header, 0) ||
      memcmp (header.e_ident, ELFMAG, SELFMAG) != 0)
    return N_("it is not an ELF shared object");
  if (header.e_ident[EI_CLASS] != (sizeof (gpointer) == 8 ? ELFCLASS64 : ELFCLASS32) ||
      header.e_ident[EI_DATA] != (G_BYTE_ORDER == G_LITTLE_ENDIAN ? ELFDATA2LSB : ELFDATA2MSB))
    return N_("it was built for another kind of machine");
  if (header.e_phnum == 0 || header.e_phentsize != sizeof (ElfW (Phdr)))
    return N_("its program headers are missing or malformed");
  if (!table_inside (header.e_phoff, header.e_phnum, header.e_phentsize, file_size))
    return N_("it is cut short: its program headers lie past its end");
  if (header.e_shnum != 0 &&
      (header.e_shentsize != sizeof (ElfW (Shdr)) ||
       !table_inside (header.e_shoff, header.e_shnum, header.e_shentsize, file_size)))
    return N_("it is cut short: its section headers lie past its end");

  for (guint i = 0; i < header.e_phnum; i++)
    {
      if (!read_at (fd, &segment, sizeof segment, header.e_phoff + (guint64) i * sizeof segment))
        return N_("it is cut short: its program headers lie past its end");
      if (segment.p_type == PT_LOAD &&
          (segment.p_offset > file_size || segment.p_filesz > file_size - segment.p_offset))
        return N_("it is cut short: a segment to load lies past its end");
    }
  return NULL;
}

#endif

gboolean
bri_elf_check_module_file (const char *path, GError **error)
{
  const char *problem = NULL;
  struct stat info;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  /* O_NONBLOCK: opening a FIFO for reading would wait for a writer. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("%s: cannot be opened: %s"),
                   path, g_strerror (saved_errno));
      return FALSE;
    }
  if (fstat (fd, &info) != 0)
    problem = N_("its type cannot be read");
  else if (!S_ISREG (info.st_mode))
    problem = N_("it is not a regular file");
#ifdef __ELF__
  else
    problem = check_elf (fd, (guint64) info.st_size);
#endif
  g_close (fd, NULL);

  if (problem != NULL)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("%s: not a loadable module: %s"),
                   path, _(problem));
      return FALSE;
    }
  return TRUE;
}

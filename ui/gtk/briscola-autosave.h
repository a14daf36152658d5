/* briscola-autosave.h: resuming the autosave at start, and keeping any file that
 * cannot be resumed (damaged, or of a variant not installed) without losing it. */
#pragma once

#include <briscola.h>

G_BEGIN_DECLS

typedef enum
{
  BRISCOLA_AUTOSAVE_NONE,            /* nothing to resume */
  BRISCOLA_AUTOSAVE_RESUMED,         /* game holds the match */
  BRISCOLA_AUTOSAVE_DAMAGED,         /* moved aside to kept_path */
  BRISCOLA_AUTOSAVE_VARIANT_MISSING, /* moved aside to kept_path, offered again later */
} BriscolaAutosaveOutcome;

typedef struct
{
  BriscolaAutosaveOutcome outcome;
  BriGame *game;      /* RESUMED */
  char *kept_path;    /* DAMAGED, VARIANT_MISSING: where the file is now */
  char *variant_id;   /* VARIANT_MISSING */
  /* DAMAGED, VARIANT_MISSING: the file could not be moved aside and stays at the
   * autosave path; autosaving must stay off, or the next save would overwrite it. */
  gboolean stuck;
} BriscolaAutosave;

/* Resumes the autosave at @path: removes stale temporaries of killed saves; resumes the
 * match there if it is unfinished (a finished one is removed); keeps a damaged file under
 * a new “@path.damaged[-N]” name, and a file whose variant is not installed as
 * “waiting-VARIANT[-N].briscola” beside it. With no autosave to resume, resumes a waiting
 * file whose variant is back. Never deletes a file it could not resume. */
BriscolaAutosave *briscola_autosave_resume (const char      *path,
                                            BriPluginLoader *loader);
void              briscola_autosave_free   (BriscolaAutosave *autosave);

/* For a DAMAGED or VARIANT_MISSING outcome: what to tell the player, in their words. */
const char       *briscola_autosave_get_heading (const BriscolaAutosave *autosave);
char             *briscola_autosave_dup_body    (const BriscolaAutosave *autosave);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriscolaAutosave, briscola_autosave_free)

G_END_DECLS

#!/usr/bin/env python3
# check-i18n.py: checks the translations, with TAP output. `potfiles`: po/POTFILES.in lists
# every file with translatable strings. `catalogue LANG`: po/LANG.po is valid, in step
# with the sources and complete, and its compiled form in the build tree is current.
# `cli LANG`: the command-line front end speaks LANG (variant names, options, rules).
#
# Completeness is a release check for what ships: the library, the front ends and the
# plugins of --shipped-plugins. A plugin folder not in that list may land before its
# translations: its strings may be missing from the catalogues (they must still be
# valid and current), and the CLI may show them in English.

import argparse
import gettext
import json
import os
import re
import subprocess
import sys
import tempfile

# Where the project keeps no file that ships strings: build trees, VCS, tests, packaging.
SKIP_DIRS = {'.git', 'po', 'tests', 'subprojects', 'flatpak', '.flatpak-builder', 'builddir'}
# The kinds of file xgettext reads and that can hold strings a person reads.
SOURCE_SUFFIXES = ('.c', '.h', '.ui', '.desktop.in', '.desktop', '.metainfo.xml.in',
                   '.metainfo.xml', '.appdata.xml.in', '.gschema.xml', '.gschema.xml.in')
# Plural-Forms each language must declare (the catalogues' plural entries rely on it).
PLURAL_FORMS = {
    'it': 'nplurals=2; plural=(n != 1);',
    'de': 'nplurals=2; plural=(n != 1);',
    'nl': 'nplurals=2; plural=(n != 1);',
}
# Words a player of each language must see, and an English reader never does.
KNOWN_WORDS = {
    'it': {'list': ['giocatori', 'Briscola a due'], 'rules': ['presa', 'seme', 'mazzo']},
    'de': {'list': ['Spieler', 'Briscola zu zweit'], 'rules': ['Trumpf', 'Stich', 'Talon']},
    'nl': {'list': ['spelers', 'Briscola voor twee'], 'rules': ['troef', 'slag', 'stapel']},
}

results = []


def check(name, ok, detail=''):
    results.append((name, bool(ok), detail))
    return bool(ok)


def finish():
    print(f'1..{len(results)}')
    failed = 0
    for n, (name, ok, detail) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {n} {name}')
        if detail and not ok:
            failed += 1
            for line in str(detail).splitlines()[:40]:
                print(f'# {line}')
        elif not ok:
            failed += 1
    return 1 if failed else 0


def run(argv, env=None, **kwargs):
    return subprocess.run(argv, env=env, capture_output=True, text=True, **kwargs)


# ---------------------------------------------------------------------------------------
# A small .po reader: enough for entries, contexts, plurals, flags and comments.

UNESCAPES = {'n': '\n', 't': '\t', '"': '"', '\\': '\\', 'r': '\r', 'a': '\a', 'b': '\b',
             'f': '\f', 'v': '\v'}


def unquote(text):
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f'not a quoted string: {text}')
    return re.sub(r'\\(.)', lambda m: UNESCAPES.get(m.group(1), m.group(0)), text[1:-1])


class Entry:
    def __init__(self):
        self.comments = []
        self.flags = set()
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = {}
        self.refs = []
        self.line = 0

    @property
    def key(self):
        return (self.msgctxt + '\x04' if self.msgctxt is not None else '') + self.msgid

    def label(self, where=None):
        ctxt = f'[{self.msgctxt}] ' if self.msgctxt is not None else ''
        text = self.msgid if len(self.msgid) < 60 else self.msgid[:57] + '…'
        where = where or f'line {self.line}'
        return f'{where}: {ctxt}{text!r}'

    def source(self):
        return self.label(self.refs[0] if self.refs else None)


def read_po(path):
    """The live (not obsolete) entries of a .po file, header included."""
    entries = []
    entry = Entry()
    field = None
    with open(path, encoding='utf-8') as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if line.startswith('#~') or not line.strip():
                if entry.msgid is not None:
                    entries.append(entry)
                    entry = Entry()
                elif line.startswith('#~'):
                    entry = Entry()
                field = None
                continue
            # After a msgstr, a comment, msgctxt or msgid opens the next entry.
            if entry.msgid is not None and field and field.startswith('msgstr') \
                    and not line.startswith(('"', 'msgstr[')):
                entries.append(entry)
                entry = Entry()
                field = None
            if line.startswith('#:'):
                entry.refs += line[2:].split()
            elif line.startswith('#,'):
                entry.flags |= {f.strip() for f in line[2:].split(',')}
            elif line.startswith('# ') or line == '#':
                entry.comments.append(line[2:])
            elif line.startswith('#'):
                pass
            elif line.startswith('"'):
                value = unquote(line)
                if field == 'msgctxt':
                    entry.msgctxt += value
                elif field == 'msgid':
                    entry.msgid += value
                elif field == 'msgid_plural':
                    entry.msgid_plural += value
                elif field is not None:
                    entry.msgstr[field] += value
            else:
                keyword, _, rest = line.partition(' ')
                value = unquote(rest)
                if keyword == 'msgctxt':
                    entry.msgctxt = value
                    entry.line = number
                elif keyword == 'msgid':
                    entry.msgid = value
                    entry.line = entry.line or number
                elif keyword == 'msgid_plural':
                    entry.msgid_plural = value
                elif keyword == 'msgstr':
                    entry.msgstr['msgstr'] = value
                elif keyword.startswith('msgstr['):
                    entry.msgstr[keyword] = value
                else:
                    raise ValueError(f'{path}:{number}: unexpected line {line!r}')
                field = 'msgstr' if keyword == 'msgstr' else keyword
                if keyword.startswith('msgstr['):
                    field = keyword
    if entry.msgid is not None:
        entries.append(entry)
    return entries


def po_header(entries):
    for entry in entries:
        if entry.msgid == '' and entry.msgctxt is None:
            fields = {}
            for line in entry.msgstr.get('msgstr', '').splitlines():
                name, _, value = line.partition(':')
                fields[name.strip()] = value.strip()
            return fields
    return {}


# ---------------------------------------------------------------------------------------

def read_potfiles(srcdir):
    with open(os.path.join(srcdir, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        return [line.strip() for line in f
                if line.strip() and not line.lstrip().startswith('#')]


def extract(args, inputs, output, files_from=False):
    """Runs xgettext as `ninja briscola-pot` does. Returns (ok, messages)."""
    argv = ['xgettext', f'--package-name={args.domain}', '-D', args.srcdir, '-k_',
            '-o', output] + args.xgettext_arg
    argv += ['-f', inputs] if files_from else [inputs]
    proc = run(argv)
    return proc.returncode == 0, (proc.stderr or '').strip()


def is_candidate(path):
    name = os.path.basename(path)
    return name.endswith(SOURCE_SUFFIXES) and not name.startswith('test-')


def walk_sources(srcdir):
    for root, dirs, files in os.walk(srcdir):
        # Build trees are recognised by their meson folders, whatever their name.
        dirs[:] = sorted(d for d in dirs
                         if d not in SKIP_DIRS and not d.startswith(('_build', '.'))
                         and not os.path.isdir(os.path.join(root, d, 'meson-private')))
        for name in sorted(files):
            path = os.path.relpath(os.path.join(root, name), srcdir)
            if is_candidate(path):
                yield path


def cmd_potfiles(args):
    listed = read_potfiles(args.srcdir)
    missing = [p for p in listed if not os.path.isfile(os.path.join(args.srcdir, p))]
    check('every file in POTFILES.in exists', not missing,
          '\n'.join(f'{p} is listed but does not exist' for p in missing))
    twice = sorted({p for p in listed if listed.count(p) > 1})
    check('no file is listed twice in POTFILES.in', not twice, ', '.join(twice))

    unlisted, empty, broken = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'one.pot')
        for path in walk_sources(args.srcdir):
            if os.path.exists(pot):
                os.unlink(pot)
            ok, messages = extract(args, path, pot)
            if not ok:
                broken.append(f'{path}: {messages}')
                continue
            # xgettext writes no file when it finds no string.
            has_strings = os.path.exists(pot)
            if has_strings and path not in listed:
                unlisted.append(path)
            elif not has_strings and path in listed:
                empty.append(path)
    check('xgettext reads every source file', not broken, '\n'.join(broken))
    check('every file with translatable strings is in po/POTFILES.in', not unlisted,
          '\n'.join([f'{p} has translatable strings: add it to po/POTFILES.in'
                     for p in unlisted]))
    check('POTFILES.in lists no file without translatable strings', not empty,
          '\n'.join(f'{p} has no translatable string: remove it from po/POTFILES.in'
                    for p in empty))


def plugin_of(path):
    """The plugin folder a source path lies in (plugins/NAME/...), or None."""
    parts = path.replace(os.sep, '/').split('/')
    return parts[1] if len(parts) > 2 and parts[0] == 'plugins' else None


def only_in_unshipped_plugins(refs, shipped):
    """Whether every source reference (file:line) lies in a plugin not shipped yet."""
    plugins = [plugin_of(ref.rpartition(':')[0] or ref) for ref in refs]
    return bool(plugins) and all(p is not None and p not in shipped for p in plugins)


def identical_allowed(entry):
    return any(c.strip().lower().startswith('identical') for c in entry.comments)


def needs_translation(text):
    """Whether a text has words in it (a bare format or symbol may stay as it is)."""
    return re.search(r'[A-Za-z]{2,}', re.sub(r'%(\d+\$)?[-+ #0]*\d*(\.\d+)?[lhz]*[a-zA-Z]',
                                             '', text)) is not None


def cmd_catalogue(args):
    lang = args.lang
    po = os.path.join(args.srcdir, 'po', lang + '.po')
    hint = f'run po/update.sh, then translate po/{lang}.po'
    if not check(f'po/{lang}.po exists', os.path.isfile(po)):
        return

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, args.domain + '.pot')
        ok, messages = extract(args, os.path.join(args.srcdir, 'po', 'POTFILES.in'), pot,
                               files_from=True)
        if not check('xgettext extracts the strings of POTFILES.in', ok, messages):
            return
        # A warning means a string that cannot be looked up as written, such as a format
        # glued together from a macro (G_GUINT64_FORMAT): its translation would never show.
        check('xgettext has no warning about a source string', not messages, messages)

        # Every string of the sources has a translation (untranslated and fuzzy count as
        # missing), and the catalogue keeps no string the sources dropped.
        wanted = {e.key: e for e in read_po(pot) if e.msgid}
        have = {e.key: e for e in read_po(po) if e.msgid}
        done = {k for k, e in have.items()
                if 'fuzzy' not in e.flags and all(e.msgstr.values()) and e.msgstr}
        pending = {k for k, e in wanted.items()
                   if k not in done and only_in_unshipped_plugins(e.refs, args.shipped)}
        missing = [e.source() for k, e in wanted.items() if k not in done and k not in pending]
        check(f'{lang}: every string of the library, the front ends and the shipped '
              'plugins is translated', not missing,
              f'{len(missing)} not translated:\n' + '\n'.join(missing) + '\n' + hint)
        if pending:
            unshipped = sorted({plugin_of(ref.rpartition(':')[0]) for k in pending
                                for ref in wanted[k].refs})
            print(f'# {lang}: {len(pending)} strings of plugins not shipped yet '
                  f'({", ".join(unshipped)}) await translation')
        gone = [f'po/{lang}.po ' + e.label() for k, e in have.items() if k not in wanted]
        proc = run(['msgcmp', '--use-untranslated', pot, po])
        check(f'{lang}: no translated string is gone from the sources',
              proc.returncode == 0 and not gone,
              '\n'.join(gone) + f'\nrun po/update.sh to mark them obsolete in po/{lang}.po')

        proc = run(['msgfmt', '--check', '-o', os.devnull, po])
        check(f'{lang}: msgfmt --check passes', proc.returncode == 0, proc.stderr.strip())
        # Entries the catalogue holds but leaves fuzzy or empty: the same release check.
        unfinished = [e.label() for k, e in have.items()
                      if k not in done and k not in pending
                      and not only_in_unshipped_plugins(e.refs, args.shipped)]
        check(f'{lang}: no fuzzy or untranslated entry outside plugins not shipped yet',
              not unfinished, '\n'.join(unfinished))

        # The format checks of msgfmt follow the flags in the .po; merging first takes
        # them from the sources, so a string that became a format string is checked too.
        merged = os.path.join(tmp, 'merged.po')
        proc = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged, po, pot])
        if check(f'{lang}: merges with the sources', proc.returncode == 0, proc.stderr):
            proc = run(['msgfmt', '--check', '-o', os.devnull, merged])
            check(f'{lang}: format directives match those of the sources',
                  proc.returncode == 0, proc.stderr.replace(merged, f'po/{lang}.po'))

        # The compiled catalogue the tests and `meson devenv` use is this one.
        fresh = os.path.join(tmp, 'fresh.mo')
        built = os.path.join(args.localedir, lang, 'LC_MESSAGES', args.domain + '.mo')
        proc = run(['msgfmt', po, '-o', fresh])
        same = False
        if proc.returncode == 0 and os.path.isfile(built):
            with open(fresh, 'rb') as a, open(built, 'rb') as b:
                same = a.read() == b.read()
        check(f'{lang}: the build tree has the current {args.domain}.mo', same,
              f'{built} is missing or stale: build with ninja first')

    entries = read_po(po)
    header = po_header(entries)
    check(f'{lang}: header names the language', header.get('Language') == lang,
          f'Language: {header.get("Language")}')
    check(f'{lang}: header is UTF-8',
          'charset=UTF-8' in header.get('Content-Type', ''), header.get('Content-Type'))
    check(f'{lang}: header has the plural forms of {lang}',
          header.get('Plural-Forms') == PLURAL_FORMS.get(lang),
          f'Plural-Forms: {header.get("Plural-Forms")}, want {PLURAL_FORMS.get(lang)}'
          + ('' if lang in PLURAL_FORMS else
             f' (a new language: add it to PLURAL_FORMS in {os.path.basename(__file__)})'))

    # English left in place is the usual mark of a forgotten string.
    copied = []
    for entry in entries:
        if entry.msgid == '' or 'fuzzy' in entry.flags or identical_allowed(entry):
            continue
        english = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
        if any(s in english and needs_translation(s) for s in entry.msgstr.values() if s):
            copied.append(entry.label())
    check(f'{lang}: no translation is a copy of the English', not copied,
          '\n'.join(copied) + '\nif one is meant to stay English (a name), put the '
          'translator comment "# identical" above it')

    # Plural entries fill every form the language has.
    nplurals = int(re.search(r'nplurals=(\d+)', PLURAL_FORMS.get(lang, 'nplurals=2')).group(1))
    short = [e.label() for e in entries if e.msgid_plural is not None
             and sorted(e.msgstr) != [f'msgstr[{i}]' for i in range(nplurals)]]
    check(f'{lang}: plural entries have {nplurals} forms', not short, '\n'.join(short))


def cli_env(lang):
    env = dict(os.environ)
    for name in list(env):
        if name.startswith('LC_') or name in ('LANG', 'LANGUAGE'):
            del env[name]
    # glibc ignores LANGUAGE in the C locale but not in C.UTF-8, which every Debian system
    # has built in: no generated locale is needed.
    env['LC_ALL'] = 'C.UTF-8'
    if lang:
        env['LANGUAGE'] = lang
    return env


def cli(args, lang, *argv):
    proc = run([args.cli] + list(argv), env=cli_env(lang), timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def cmd_cli(args):
    lang = args.lang
    mo_dir = args.localedir
    try:
        catalogue = gettext.translation(args.domain, mo_dir, [lang])
    except OSError as e:
        check(f'{lang}: compiled catalogue in {mo_dir}', False, str(e))
        return
    known = catalogue._catalog  # the msgids (with "ctxt\x04" prefixes) it translates

    def translated(text, context=None):
        key = (context + '\x04' if context else '') + text
        return key in known and known[key] != ''

    status, english, err = cli(args, None, 'list', '--json')
    if not check('English `list --json` works', status == 0, err):
        return
    variants_en = {v['id']: v for v in json.loads(english)['variants']}
    check('plugins are found', variants_en, 'no variant listed: BRISCOLA_PLUGIN_PATH?')

    status, local, err = cli(args, lang, 'list', '--json')
    if not check(f'{lang}: `list --json` works', status == 0, err):
        return
    variants = {v['id']: v for v in json.loads(local)['variants']}
    check(f'{lang}: the same variants are listed', variants.keys() == variants_en.keys())

    # Every text of the listing is the catalogue's translation of the English one; a
    # plugin not shipped yet may still be in English (whatever its catalogue has, shown).
    for vid, en in sorted(variants_en.items()):
        loc = variants.get(vid, {})
        plugin = os.path.splitext(os.path.basename(en.get('plugin', '')))[0]
        release = plugin in args.shipped
        texts = [('name', en['name'], loc.get('name')),
                 ('description', en['description'], loc.get('description'))]
        loc_options = {o['key']: o for o in loc.get('options', [])}
        for option in en['options']:
            lo = loc_options.get(option['key'], {})
            texts.append((f'option {option["key"]}', option['label'], lo.get('label')))
            lo_values = {v['value']: v for v in lo.get('values', [])}
            for value in option['values']:
                texts.append((f'option {option["key"]}={value["value"]}', value['label'],
                              lo_values.get(value['value'], {}).get('label')))
        wrong = []
        for what, text_en, text in texts:
            if release and not translated(text_en):
                wrong.append(f'{what}: {text_en!r} has no {lang} translation')
            elif text != catalogue.gettext(text_en):
                wrong.append(f'{what}: shows {text!r}, want {catalogue.gettext(text_en)!r}')
        check(f'{lang}: {vid}: name, description and options are translated', not wrong,
              '\n'.join(wrong))

        # The rules: the name, a blank line, then the rules text.
        status, rules_en, err = cli(args, None, 'rules', vid)
        name_en, _, text_en = rules_en.rstrip('\n').partition('\n\n')
        status_loc, rules, err_loc = cli(args, lang, 'rules', vid)
        want = f'{catalogue.gettext(name_en)}\n\n{catalogue.gettext(text_en)}\n'
        check(f'{lang}: {vid}: `rules` prints the translated rules',
              status == 0 and status_loc == 0 and (translated(text_en) or not release)
              and rules == want,
              (err + err_loc) or
              (f'{text_en[:60]!r}… has no {lang} translation' if not translated(text_en)
               else f'got:\n{rules[:300]}\nwant:\n{want[:300]}'))

    # The human-readable forms, checked against words players of the language use.
    words = KNOWN_WORDS.get(lang, {})
    status, text_en, _ = cli(args, None, 'list')
    status_loc, text, err = cli(args, lang, 'list')
    absent = [w for w in words.get('list', []) if w not in text]
    check(f'{lang}: `list` speaks {lang}', status_loc == 0 and not absent,
          err or f'missing {absent} in:\n{text}')
    check(f'{lang}: `list` differs from the English', text != text_en and not any(
        w in text_en for w in words.get('list', [])),
        'LANGUAGE had no effect: is the C.UTF-8 locale available?')

    status, rules_en, _ = cli(args, None, 'rules', 'briscola2')
    status_loc, rules, err = cli(args, lang, 'rules', 'briscola2')
    absent = [w for w in words.get('rules', []) if w not in rules]
    check(f'{lang}: `rules briscola2` speaks {lang}', status_loc == 0 and not absent,
          err or f'missing {absent} in:\n{rules}')
    check(f'{lang}: `rules briscola2` differs from the English', rules != rules_en and not any(
        w in rules_en for w in words.get('rules', [])))

    # Errors too: one line on stderr, in the language, exit status 2.
    status, _, err_en = cli(args, None, 'rules', 'no-such-variant')
    status_loc, _, err = cli(args, lang, 'rules', 'no-such-variant')
    check(f'{lang}: an error message is translated',
          status_loc == 2 and err.strip() and err != err_en,
          f'exit {status_loc}, English {err_en!r}, {lang} {err!r}')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('command', choices=['potfiles', 'catalogue', 'cli'])
    parser.add_argument('lang', nargs='?')
    parser.add_argument('--srcdir', required=True)
    parser.add_argument('--localedir', default=os.environ.get('BRISCOLA_LOCALEDIR'))
    parser.add_argument('--cli', default=os.environ.get('BRISCOLA_CLI'))
    parser.add_argument('--domain', required=True)
    parser.add_argument('--shipped-plugins', default='',
                        help='the plugins a release ships, separated by spaces: their '
                        'translations must be complete')
    parser.add_argument('--xgettext-args', default='',
                        help="po/meson.build's arguments, separated by spaces")
    args = parser.parse_args()
    args.xgettext_arg = args.xgettext_args.split()
    args.shipped = set(args.shipped_plugins.split())

    if args.command == 'potfiles':
        cmd_potfiles(args)
    elif args.command == 'catalogue':
        cmd_catalogue(args)
    else:
        cmd_cli(args)
    return finish()


if __name__ == '__main__':
    sys.exit(main())

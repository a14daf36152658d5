#!/usr/bin/env python3
"""test-check-i18n.py: the translation policy of check-i18n.py, on a small made-up tree.

The library's and the shipped plugins' strings must be translated (a release check);
a plugin folder not in the shipped list may land before its translations, yet its
strings must not make the catalogue invalid. TAP output.
Usage: test-check-i18n.py CHECK-I18N"""

import os
import subprocess
import sys
import tempfile

check_i18n = sys.argv[1]

HEADER = '''msgid ""
msgstr ""
"Language: it\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
'''
SOURCES = {
    'core/library.c': '_("Good morning")',
    'plugins/shipped/shipped.c': 'N_("Shipped variant")',
    'plugins/newcomer/newcomer.c': 'N_("Newcomer variant")',
}
TRANSLATIONS = {'Good morning': 'Buongiorno', 'Shipped variant': 'Variante distribuita'}


def make_tree(root, translations):
    for path, text in SOURCES.items():
        os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
        with open(os.path.join(root, path), 'w', encoding='utf-8') as f:
            f.write(f'const char *text = {text};\n')
    os.makedirs(os.path.join(root, 'po'))
    with open(os.path.join(root, 'po', 'POTFILES.in'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(SOURCES) + '\n')
    po = os.path.join(root, 'po', 'it.po')
    with open(po, 'w', encoding='utf-8') as f:
        f.write(HEADER)
        for msgid, msgstr in translations.items():
            f.write(f'\nmsgid "{msgid}"\nmsgstr "{msgstr}"\n')
    locale = os.path.join(root, 'locale')
    os.makedirs(os.path.join(locale, 'it', 'LC_MESSAGES'))
    subprocess.run(['msgfmt', po, '-o', os.path.join(locale, 'it', 'LC_MESSAGES', 'fake.mo')],
                   check=True)
    return locale


def catalogue(translations, shipped):
    with tempfile.TemporaryDirectory() as root:
        locale = make_tree(root, translations)
        proc = subprocess.run(
            [sys.executable, check_i18n, 'catalogue', 'it', '--srcdir', root,
             '--localedir', locale, '--domain', 'fake',
             '--xgettext-args=--from-code=UTF-8 --keyword=N_',
             '--shipped-plugins=' + ' '.join(shipped)],
            capture_output=True, text=True)
        return proc.returncode, proc.stdout + proc.stderr


cases = [
    ('a plugin not shipped yet may land before its translations',
     TRANSLATIONS, ['shipped'], 0, 'await translation'),
    ('a shipped plugin must be translated',
     TRANSLATIONS, ['shipped', 'newcomer'], 1, 'Newcomer variant'),
    ('the library must be translated whatever plugins ship',
     {'Shipped variant': 'Variante distribuita'}, ['shipped'], 1, 'Good morning'),
    ('a shipped plugin missing one translation fails',
     {'Good morning': 'Buongiorno'}, ['shipped'], 1, 'Shipped variant'),
]

print(f'1..{len(cases)}')
failed = False
for number, (name, translations, shipped, want_status, want_text) in enumerate(cases, 1):
    status, output = catalogue(translations, shipped)
    ok = status == want_status and want_text in output
    failed |= not ok
    print(f'{"ok" if ok else "not ok"} {number} {name}')
    if not ok:
        print(f'# exit {status}, want {want_status}; want “{want_text}” in:')
        for line in output.splitlines():
            print(f'#   {line}')
sys.exit(1 if failed else 0)

#!/usr/bin/env python3
"""test-plugin-options.py: each variant plugin is built under its own feature option.

Every folder of plugins/ has a `plugin-NAME` feature option, enabled by default, and is
built in this build tree (a folder plugins/meson.build forgot to list would not be);
a build configured with -Dplugin-briscola2=disabled leaves that plugin out, and only it.
TAP output. Usage: test-plugin-options.py MESON SOURCE-ROOT BUILD-ROOT"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

meson, source_root, build_root = sys.argv[1:4]
plugins_dir = os.path.join(source_root, 'plugins')
folders = sorted(name for name in os.listdir(plugins_dir)
                 if os.path.isfile(os.path.join(plugins_dir, name, 'meson.build')))


def introspect(what, build):
    result = subprocess.run([meson, 'introspect', what, build], capture_output=True,
                            text=True, check=True)
    return json.loads(result.stdout)


def plugin_modules(build):
    """The plugin modules a build makes: shared modules defined under plugins/."""
    return sorted(target['name'] for target in introspect('--targets', build)
                  if target['type'] == 'shared module'
                  and os.path.relpath(target['defined_in'], plugins_dir).count(os.sep) == 1
                  and not os.path.relpath(target['defined_in'], plugins_dir).startswith('..'))


results = []

options = {option['name']: option for option in introspect('--buildoptions', build_root)}
wrong = [name for name in folders
         if options.get('plugin-' + name, {}).get('value') != 'enabled'
         or options['plugin-' + name].get('choices') != ['enabled', 'disabled', 'auto']]
results.append(('every plugin folder has a feature option plugin-NAME, enabled by default',
                not wrong, f'without one, or not enabled: {wrong}'))

built = plugin_modules(build_root)
results.append(('every plugin folder is built', built == folders,
                f'folders {folders}, built {built}'))

work = tempfile.mkdtemp(prefix='briscola-options-')
try:
    other = os.path.join(work, 'build')
    setup = subprocess.run([meson, 'setup', other, source_root, '-Dplugin-briscola2=disabled',
                            '-Dgtk=disabled'], capture_output=True, text=True)
    if setup.returncode != 0:
        results.append(('-Dplugin-briscola2=disabled configures', False,
                        setup.stdout[-2000:] + setup.stderr[-2000:]))
    else:
        without = plugin_modules(other)
        expected = [name for name in folders if name != 'briscola2']
        results.append(('-Dplugin-briscola2=disabled leaves out briscola2, and only it',
                        without == expected, f'built {without}, want {expected}'))
finally:
    shutil.rmtree(work, ignore_errors=True)

print(f'1..{len(results)}')
for number, (name, ok, detail) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {number} {name}')
    if not ok:
        for line in str(detail).splitlines():
            print(f'# {line}')
sys.exit(0 if all(ok for _, ok, _ in results) else 1)

#!/usr/bin/env python3
"""test-missing-plugin-fails.py: a test that needs a plugin of this repository fails,
never skips, when that plugin does not load. Runs the GTK test program's briscola4 and
chiamata games with that plugin left out of BRISCOLA_PLUGIN_PATH and checks that each
reports a failure and no skip. TAP output. Usage: test-missing-plugin-fails.py TEST-GTK"""

import os
import subprocess
import sys
import tempfile

# (test path, the plugin folder it needs)
CASES = [
    ('/gtk/play/briscola4-signals', 'briscola4'),
    ('/gtk/play/chiamata', 'chiamata'),
]

test_gtk = sys.argv[1]
if not os.environ.get('DISPLAY') and not os.environ.get('WAYLAND_DISPLAY'):
    print('1..0 # SKIP no display: run under xvfb-run -a dbus-run-session')
    sys.exit(0)

print(f'1..{len(CASES)}')
failures = 0
for n, (path, plugin) in enumerate(CASES, 1):
    env = dict(os.environ)
    folders = env.get('BRISCOLA_PLUGIN_PATH', '').split(os.pathsep)
    kept = [f for f in folders if os.path.basename(f.rstrip('/')) != plugin]
    env['BRISCOLA_PLUGIN_PATH'] = os.pathsep.join(kept)
    # The abort a failed assertion causes is what this test wants: no core file for it.
    # It leaves the program no time to remove its data directory, so that goes in a
    # temporary directory of this script's.
    with tempfile.TemporaryDirectory() as tmp:
        env['TMPDIR'] = tmp
        run = subprocess.run([test_gtk, '-p', path], env=env, capture_output=True,
                             text=True, timeout=240)
    output = run.stdout + run.stderr
    reported_failure = 'not ok' in run.stdout or 'Bail out!' in run.stdout
    ok = (len(kept) < len(folders) and run.returncode != 0 and reported_failure
          and '# SKIP' not in run.stdout)
    if not ok:
        failures += 1
        print(f'not ok {n} {path} fails without the {plugin} plugin')
        for line in output.splitlines()[-15:]:
            print(f'# {line}')
    else:
        print(f'ok {n} {path} fails without the {plugin} plugin')
sys.exit(1 if failures else 0)

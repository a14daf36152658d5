#!/usr/bin/env python3
"""test-broken-plugin-fails.py: a core test fails, rather than testing fewer variants,
when a plugin on its plugin path does not load. Runs a test program that loads the
plugins (tests/support's bri_test_loader) with the broken fixture modules added to
BRISCOLA_PLUGIN_PATH and checks that it fails naming the plugin. TAP output.
Usage: test-broken-plugin-fails.py TEST-PROGRAM FIXTURES-DIR"""

import os
import subprocess
import sys

program, fixtures = sys.argv[1], sys.argv[2]
env = dict(os.environ)
env['BRISCOLA_PLUGIN_PATH'] = os.pathsep.join(
    [p for p in [env.get('BRISCOLA_PLUGIN_PATH'), fixtures] if p])
run = subprocess.run([program], env=env, capture_output=True, text=True, timeout=120)
output = run.stdout + run.stderr

print('1..1')
if run.returncode != 0 and 'did not load' in output and fixtures in output:
    print('ok 1 a broken plugin on the path fails the test program')
    sys.exit(0)
print('not ok 1 a broken plugin on the path fails the test program')
for line in output.splitlines()[-15:]:
    print(f'# {line}')
sys.exit(1)

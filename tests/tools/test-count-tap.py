#!/usr/bin/env python3
"""test-count-tap.py: feeds tools/count-tap.py TAP samples (passes, failures, skips, a
crash after some subtests, a leak report after all of them, no TAP at all) and checks
that it counts subtests, not programs, and never a skip or a crash as a pass. TAP output."""

import importlib.util
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, '..', '..', 'tools', 'count-tap.py')
spec = importlib.util.spec_from_file_location('count_tap', SCRIPT)
count_tap = importlib.util.module_from_spec(spec)
spec.loader.exec_module(count_tap)

GLIB_PASS = '''# random seed: R02S0a5f
1..3
# Start of card tests
ok 1 /core/card/parse
ok 2 /core/card/points
ok 3 /core/card/names
# End of card tests
'''
GLIB_FAIL = '''1..3
ok 1 /core/trick/lead
**
ERROR:test-trick.c:42:test_trump: assertion failed: (a == b)
not ok 2 /core/trick/trump
ok 3 /core/trick/last
'''
GLIB_SKIP = '''1..3
ok 1 /gtk/variant-list
ok 2 /gtk/briscola4 # SKIP the briscola4 plugin is not built yet
ok 3 /gtk/chiamata
'''
GLIB_INCOMPLETE = '''1..2
ok 1 /a
not ok 2 /b # TODO not written yet
'''
# An assertion aborted the program: GLib bails out and the rest of the plan never runs.
GLIB_CRASH = '''1..5
ok 1 /gtk/one
ok 2 /gtk/two
not ok 3 /gtk/screenshot
Bail out! briscola:ERROR:test-gtk.c:88:screenshot: 'node' should not be NULL
'''
# A segmentation fault leaves no line at all for the subtest it hit.
SEGFAULT = '''1..4
ok 1 /a
ok 2 /b
'''
# Every subtest passed, then LeakSanitizer found a leak at exit.
LEAK_AT_EXIT = '''1..2
ok 1 /a
ok 2 /b
'''
WHOLE_SKIP = '1..0 # SKIP no display: run under xvfb-run -a dbus-run-session\n'
NESTED = '''1..1
    1..2
    ok 1 /inner/a
    not ok 2 /inner/b
not ok 1 /outer
'''

# (name, stdout, returncode, meson result, passed, failed, skipped)
CASES = [
    ('every subtest passes', GLIB_PASS, 0, 'OK', 3, 0, 0),
    ('a failed subtest', GLIB_FAIL, 1, 'FAIL', 2, 1, 0),
    ('a skipped subtest is not a pass', GLIB_SKIP, 0, 'OK', 2, 0, 1),
    ('an incomplete subtest is not a pass', GLIB_INCOMPLETE, 0, 'OK', 1, 0, 1),
    ('an abort fails the rest of the plan', GLIB_CRASH, -6, 'ERROR', 2, 3, 0),
    ('a segfault after some subtests', SEGFAULT, -11, 'ERROR', 2, 2, 0),
    ('a leak report after every subtest passed', LEAK_AT_EXIT, 1, 'ERROR', 2, 1, 0),
    ('a timeout after every printed subtest passed', LEAK_AT_EXIT, -15, 'TIMEOUT', 2, 1, 0),
    ('a whole program skipped', WHOLE_SKIP, 0, 'SKIP', 0, 0, 1),
    ('a whole program skipped, then crashed', WHOLE_SKIP, -11, 'ERROR', 0, 1, 0),
    ('nested subtests count through their parent', NESTED, 1, 'FAIL', 0, 1, 0),
    ('no TAP, exit 0', 'validated\n', 0, 'OK', 1, 0, 0),
    ('no TAP, exit 77', 'SKIP: tool not found\n', 77, 'SKIP', 0, 0, 1),
    ('no TAP, exit 1', 'error: broken\n', 1, 'FAIL', 0, 1, 0),
    ('no TAP, killed', '', -9, 'ERROR', 0, 1, 0),
    ('no output at all, exit 0', '', 0, 'OK', 1, 0, 0),
]

n = 0
failures = 0


def check(name, ok, detail=''):
    global n, failures
    n += 1
    if ok:
        print(f'ok {n} {name}')
    else:
        failures += 1
        print(f'not ok {n} {name}')
        if detail:
            print(f'# {detail}')


print(f'1..{len(CASES) + 3}')
for name, stdout, returncode, result, passed, failed, skipped in CASES:
    got = count_tap.count_output(stdout, returncode, result)
    want = f'{passed} passed, {failed} failed, {skipped} skipped'
    check(name, got.line() == want, f'want "{want}", got "{got.line()}"')

# A whole testlog.json: programs summed, the exit status non-zero on any failure.
with tempfile.TemporaryDirectory() as tmp:
    def write_log(entries):
        path = os.path.join(tmp, 'testlog.json')
        with open(path, 'w') as log:
            for name, stdout, returncode, result in entries:
                log.write(json.dumps({'name': name, 'stdout': stdout,
                                      'returncode': returncode, 'result': result}) + '\n')
        return path

    path = write_log([('card', GLIB_PASS, 0, 'OK'), ('gtk', WHOLE_SKIP, 0, 'SKIP'),
                      ('desktop-file', '', 0, 'OK')])
    total, programs = count_tap.count_testlog(path)
    check('a testlog is summed over its programs',
          total.line() == '4 passed, 0 failed, 1 skipped' and len(programs) == 3,
          total.line())

    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = count_tap.main(['count-tap.py', write_log([('card', GLIB_PASS, 0, 'OK'),
                                                            ('trick', GLIB_FAIL, 1, 'FAIL')])])
    last = out.getvalue().splitlines()[-1]
    check('the last line sums a failing log and the status is non-zero',
          status == 1 and last == '5 passed, 1 failed, 0 skipped', f'{status}: {last}')

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = count_tap.main(['count-tap.py', write_log([])])
    check('a log where nothing ran is a failure',
          status == 1 and out.getvalue().splitlines()[-1] == '0 passed, 1 failed, 0 skipped',
          out.getvalue())

sys.exit(1 if failures else 0)

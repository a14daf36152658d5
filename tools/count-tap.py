#!/usr/bin/env python3
"""count-tap.py: counts the subtests of a meson test run honestly.

Reads meson's meson-logs/testlog.json and counts each test program's TAP subtests
(`ok`, `not ok`, `# SKIP`, `# TODO`), not the programs. A program without TAP output
counts once, by its exit status (0 passed, 77 skipped, anything else failed). A program
that crashed, timed out or exited non-zero counts as failed even if every subtest it
printed passed, and each subtest its plan announced but it never reached counts as
failed too. An incomplete subtest (`not ok # TODO`) counts as skipped.

Prints one line per program that did not wholly pass, then
"N passed, N failed, N skipped". tools/run-tests and tests/tools/test-count-tap.py use
this file.
"""

import json
import re
import sys
from dataclasses import dataclass, field

# Column 0 only: indented lines belong to nested subtests, counted by their parent line.
RESULT_RE = re.compile(r'^(not )?ok\b(?:\s+\d+)?([^#]*)(?:#\s*(\S+)(.*))?$')
PLAN_RE = re.compile(r'^1\.\.(\d+)(?:\s*#\s*(\S+)(.*))?$')

# meson's verdicts for a program that ran as it should.
GOOD_RESULTS = ('OK', 'SKIP', 'EXPECTEDFAIL')


@dataclass
class Counts:
    passed: int = 0
    failed: int = 0
    skipped: int = 0
    notes: list = field(default_factory=list)

    def add(self, other):
        self.passed += other.passed
        self.failed += other.failed
        self.skipped += other.skipped
        self.notes += other.notes

    def line(self):
        return f'{self.passed} passed, {self.failed} failed, {self.skipped} skipped'


def count_output(stdout, returncode, result=None):
    """Counts one program's output. @result is meson's verdict, when known."""
    counts = Counts()
    plan = None
    plan_skip = None
    seen = 0
    bailed = False

    for line in stdout.splitlines():
        line = line.rstrip()
        match = PLAN_RE.match(line)
        if match:
            plan = int(match.group(1))
            if plan == 0 and (match.group(2) or '').upper() == 'SKIP':
                plan_skip = (match.group(3) or '').strip() or 'no reason given'
            continue
        if line.startswith('Bail out!'):
            bailed = True
            continue
        match = RESULT_RE.match(line)
        if not match:
            continue
        seen += 1
        failed = match.group(1) is not None
        directive = (match.group(3) or '').upper()
        name = match.group(2).strip(' -')
        reason = (match.group(4) or '').strip()
        if directive == 'SKIP':
            counts.skipped += 1
            counts.notes.append(f'skipped {name}: {reason}')
        elif directive == 'TODO':
            # An expected failure or an incomplete test: not done, so not passed.
            counts.skipped += 1
            counts.notes.append(f'incomplete {name}: {reason}')
        elif failed:
            counts.failed += 1
            counts.notes.append(f'failed {name}')
        else:
            counts.passed += 1

    is_tap = plan is not None or seen > 0
    exited_badly = returncode != 0 or (result is not None and result not in GOOD_RESULTS)

    if not is_tap:
        if returncode == 77 and (result is None or result == 'SKIP'):
            counts.skipped += 1
            counts.notes.append('skipped (exit status 77)')
        elif exited_badly:
            counts.failed += 1
            counts.notes.append(f'failed (exit status {returncode})')
        else:
            counts.passed += 1
        return counts

    if plan_skip is not None and seen == 0:
        if exited_badly:
            counts.failed += 1
            counts.notes.append(f'failed (exit status {returncode}) after skipping: {plan_skip}')
        else:
            counts.skipped += 1
            counts.notes.append(f'skipped all: {plan_skip}')
        return counts

    missing = plan - seen if plan is not None and plan > seen else 0
    if missing:
        counts.failed += missing
        counts.notes.append(f'failed {missing} planned subtests that never reported'
                            + (' (bailed out)' if bailed else ''))
    if exited_badly and counts.failed == 0:
        # Every subtest it reached passed, yet it crashed, leaked or timed out.
        counts.failed += 1
        counts.notes.append(f'failed: the program ended with status {returncode}'
                            + (f' ({result})' if result else '') + ' after its subtests')
    elif exited_badly:
        counts.notes.append(f'exit status {returncode}' + (f' ({result})' if result else ''))
    return counts


def count_testlog(path):
    """Counts every program of a meson testlog.json; returns (total, per-program list)."""
    total = Counts()
    programs = []
    with open(path, encoding='utf-8', errors='replace') as log:
        for line in log:
            if not line.strip():
                continue
            entry = json.loads(line)
            counts = count_output(entry.get('stdout') or '', entry.get('returncode', 0),
                                  entry.get('result'))
            programs.append((entry['name'], counts))
            total.add(Counts(counts.passed, counts.failed, counts.skipped))
    return total, programs


def main(argv):
    if len(argv) != 2:
        print(f'usage: {argv[0]} BUILDDIR/meson-logs/testlog.json', file=sys.stderr)
        return 2
    try:
        total, programs = count_testlog(argv[1])
    except (OSError, ValueError, KeyError) as error:
        print(f'{argv[1]}: cannot read the test log: {error}', file=sys.stderr)
        print('0 passed, 1 failed, 0 skipped')
        return 1
    if not programs:
        print(f'{argv[1]}: no test ran', file=sys.stderr)
        print('0 passed, 1 failed, 0 skipped')
        return 1
    for name, counts in programs:
        if counts.failed or counts.skipped:
            print(f'  {name}: {counts.line()}')
            for note in counts.notes:
                print(f'    {note}')
    print(total.line())
    return 1 if total.failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""test-sdk.py: a plugin author's path through the installed SDK, end to end.

Installs this build's libbriscola-1 SDK (headers, library, briscola-1.pc) into a
temporary DESTDIR, configures and builds the separate Meson project in
tests/sdk/example against it with pkg-config alone, installs the plugin into the
SDK's pluginsdir with its own catalogue beside it, then loads the installed module
through BRISCOLA_PLUGIN_PATH in the build tree's briscola-cli (only an uninstalled
libbriscola honours that variable): both variants the module registers are listed,
their texts come through the plugin's own gettext domain in Italian, and a whole
deal of the new variant plays with `replay`. TAP output.
Usage: test-sdk.py MESON BUILD-ROOT EXAMPLE-SOURCE-DIR CLI"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

meson, build_root, example_source, cli = sys.argv[1:5]
VARIANT = 'example-four'
# The module registers two variants.
VARIANTS = ['example-five', 'example-four']
DOMAIN = 'briscola-example-four'
DECK = ' '.join(rank + suit for suit in 'dcsb' for rank in 'A234567JQK')

tests = []


def check(description):
    def register(function):
        tests.append((description, function))
        return function
    return register


def run(args, env=None, cwd=None):
    result = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True,
                            timeout=300)
    if result.returncode != 0:
        raise AssertionError(f'{" ".join(args)} exited with {result.returncode}:\n'
                             f'{result.stdout}{result.stderr}')
    return result.stdout


work = tempfile.mkdtemp(prefix='briscola-sdk-')
destdir = os.path.join(work, 'root')
example_build = os.path.join(work, 'example-build')
state = {}


def sdk_env():
    env = dict(os.environ)
    env['PKG_CONFIG_PATH'] = state['pc_dir']
    # The example must not see this tree's uninstalled briscola-1 either.
    env.pop('PKG_CONFIG_LIBDIR', None)
    return env


@check('the SDK installs: headers under include/briscola-1, the library, briscola-1.pc')
def install_sdk():
    run([meson, 'install', '-C', build_root, '--no-rebuild', '--quiet',
         '--destdir', destdir, '--tags', 'devel,runtime'])
    pcs = glob.glob(os.path.join(destdir, '**', 'pkgconfig', 'briscola-1.pc'), recursive=True)
    assert len(pcs) == 1, f'briscola-1.pc installed {len(pcs)} times'
    state['pc_dir'] = os.path.dirname(pcs[0])
    headers = glob.glob(os.path.join(destdir, '**', 'include', 'briscola-1', 'briscola.h'),
                        recursive=True)
    assert len(headers) == 1, 'briscola.h not under include/briscola-1'
    assert not glob.glob(os.path.join(os.path.dirname(headers[0]), 'config.h'))
    libraries = glob.glob(os.path.join(destdir, '**', 'libbriscola-1.so.0'), recursive=True)
    assert len(libraries) == 1, 'libbriscola-1.so.0 not installed'


@check('pkg-config points into the installed SDK, pluginsdir included')
def pkg_config():
    env = sdk_env()
    prefix = run(['pkg-config', '--variable=prefix', 'briscola-1'], env=env).strip()
    # A build directory set up before the project chose pkgconfig.relocatable keeps
    # its old value: say so rather than fail on a wrong include path.
    real_destdir = os.path.realpath(destdir)
    assert os.path.commonpath([os.path.realpath(prefix), real_destdir]) == real_destdir, (
        f'briscola-1.pc names the fixed prefix {prefix}: this build directory predates '
        'the default pkgconfig.relocatable=true; run meson configure BUILDDIR '
        '-Dpkgconfig.relocatable=true')
    cflags = run(['pkg-config', '--cflags', 'briscola-1'], env=env)
    plugins = run(['pkg-config', '--variable=pluginsdir', 'briscola-1'], env=env).strip()
    include = next(f[2:] for f in cflags.split() if f.endswith('briscola-1'))
    assert os.path.exists(os.path.join(include, 'briscola.h')), cflags
    assert os.path.realpath(plugins).startswith(os.path.realpath(destdir)), plugins
    state['pluginsdir'] = plugins
    abi = run(['pkg-config', '--variable=plugin_abi_version', 'briscola-1'], env=env).strip()
    assert re.fullmatch(r'[0-9]+\.[0-9]+', abi), f'plugin_abi_version {abi!r}, want MAJOR.MINOR'


@check('the example plugin configures and builds against the installed SDK')
def build_example():
    env = sdk_env()
    run([meson, 'setup', example_build, example_source], env=env)
    run([meson, 'compile', '-C', example_build], env=env)
    module = os.path.join(example_build, 'example-four.so')
    assert os.path.exists(module), 'example-four.so not built'
    needed = run(['readelf', '-d', module])
    assert 'libbriscola-1.so.0' in needed, 'the plugin does not link libbriscola-1.so.0'
    # Built from the installed headers, not this source tree's.
    commands = run(['ninja', '-C', example_build, '-t', 'commands'])
    source_core = os.path.realpath(os.path.join(example_source, '..', '..', '..', 'core'))
    assert '-I' + os.path.realpath(destdir) in commands or '-I' + destdir in commands, commands
    assert source_core not in commands, commands


@check('meson install puts the plugin and its catalogue into the SDK\'s pluginsdir')
def install_example():
    run([meson, 'install', '-C', example_build, '--quiet'], env=sdk_env())
    assert os.path.exists(os.path.join(state['pluginsdir'], 'example-four.so'))
    mo = os.path.join(state['pluginsdir'], 'locale', 'it', 'LC_MESSAGES', DOMAIN + '.mo')
    assert os.path.exists(mo), f'{mo} not installed'
    # The plugin alone in a folder, as an author would try it: no other plugin's variant.
    state['plugin_dir'] = os.path.join(work, 'plugin-only')
    os.makedirs(state['plugin_dir'])
    shutil.copy(os.path.join(state['pluginsdir'], 'example-four.so'), state['plugin_dir'])
    shutil.copytree(os.path.join(state['pluginsdir'], 'locale'),
                    os.path.join(state['plugin_dir'], 'locale'))


def cli_env(language=None):
    env = dict(os.environ)
    env['BRISCOLA_PLUGIN_PATH'] = state['plugin_dir']
    for name in list(env):
        if name.startswith('LC_') or name in ('LANG', 'LANGUAGE'):
            del env[name]
    # glibc ignores LANGUAGE in the C locale, but not in C.UTF-8.
    env['LC_ALL'] = 'C.UTF-8'
    if language:
        env['LANGUAGE'] = language
    return env


@check('briscola-cli list shows both variants of the example module, and only them')
def list_variants():
    listing = json.loads(run([cli, 'list', '--json'], env=cli_env()))
    ids = sorted(variant['id'] for variant in listing['variants'])
    assert ids == VARIANTS, f'variants {ids}, failures {listing.get("failures")}'
    plugins = {variant['plugin'] for variant in listing['variants']}
    assert len(plugins) == 1, f'two modules? {plugins}'


@check('under LANGUAGE=it the variants speak Italian, through the plugin\'s own domain')
def translated_variants():
    listing = json.loads(run([cli, 'list', '--json'], env=cli_env('it')))
    names = {variant['id']: variant['name'] for variant in listing['variants']}
    assert names == {'example-four': 'Briscola a due con quattro carte',
                     'example-five': 'Briscola a due con cinque carte'}, names
    rules = run([cli, 'rules', VARIANT], env=cli_env('it'))
    assert 'ogni giocatore tiene quattro carte' in rules, rules
    english = json.loads(run([cli, 'list', '--json'], env=cli_env()))
    assert {v['name'] for v in english['variants']} == {
        'Briscola for Two with Four Cards', 'Briscola for Two with Five Cards'}, english


def replay(actions):
    return json.loads(run([cli, 'replay', '--variant', VARIANT, '--deck', DECK,
                           '--actions', ' '.join(actions), '--json'], env=cli_env()))


@check('briscola-cli replay deals four cards each and the turned trump')
def replay_deal():
    deal = replay([])
    assert [len(hand) for hand in deal['hands']] == [4, 4], deal['hands']
    assert deal['trump'] == DECK.split()[8], deal['trump']
    assert deal['legal'] == deal['hands'][deal['to_act']] or \
        sorted(deal['legal']) == sorted(deal['hands'][deal['to_act']]), deal['legal']


@check('briscola-cli replay plays a whole deal of the example variant')
def replay_whole_deal():
    actions = []
    deal = replay(actions)
    while not deal['finished']:
        assert len(actions) < 40, 'the deal did not end after 40 cards'
        actions.append(deal['legal'][0])
        deal = replay(actions)
    assert len(actions) == 40, f'{len(actions)} cards played'
    assert len(deal['tricks']) == 20, f'{len(deal["tricks"])} tricks'
    assert sum(deal['points']) == 120, deal['points']
    assert 'result' in deal, deal


print(f'1..{len(tests)}')
failed = False
for number, (description, function) in enumerate(tests, start=1):
    if failed:
        print(f'not ok {number} {description} # an earlier step failed')
        continue
    try:
        function()
        print(f'ok {number} {description}')
    except Exception as error:  # a failed step fails the rest, naming why
        failed = True
        print(f'not ok {number} {description}')
        for line in str(error).splitlines()[-30:]:
            print(f'# {line}')
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)

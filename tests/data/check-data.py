#!/usr/bin/env python3
# check-data.py: checks that the desktop file, the AppStream metadata, the icons and the
# translations agree with each other and with the app (TAP output, one line per check).

import argparse
import configparser
import gettext
import os
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
SCREENSHOT_PREFIX = 'https://github.com/briscola/briscola/raw/main/'

results = []


def check(name, ok, detail=''):
    results.append((name, bool(ok), detail, None))


def skip(name, reason):
    results.append((name, True, '', reason))


def read_desktop(path):
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive, and Name[it] must stay as it is
    with open(path, encoding='utf-8') as f:
        parser.read_file(f)
    return parser['Desktop Entry']


def svg_size(root):
    """Width and height of an SVG's canvas, from its viewBox."""
    box = root.get('viewBox', '').replace(',', ' ').split()
    if len(box) != 4:
        return None
    return float(box[2]), float(box[3])


def check_desktop(args, entry):
    exec_words = entry.get('Exec', '').split()
    check('desktop Exec starts the app binary',
          exec_words[:1] == [args.app_binary], f'Exec={entry.get("Exec")}')
    check('desktop Icon is the app id', entry.get('Icon') == args.app_id,
          f'Icon={entry.get("Icon")}')
    check('desktop file is a game', 'Game' in entry.get('Categories', '').split(';'),
          f'Categories={entry.get("Categories")}')


def check_metainfo(args, root):
    check('metainfo id is the app id', root.findtext('id') == args.app_id,
          f'id={root.findtext("id")}')
    launchable = root.find('launchable')
    check('metainfo launches the desktop file',
          launchable is not None and launchable.get('type') == 'desktop-id'
          and launchable.text == args.app_id + '.desktop')
    translation = root.find('translation')
    check('metainfo names the gettext domain',
          translation is not None and translation.get('type') == 'gettext'
          and translation.text == args.domain)
    binaries = {b.text for b in root.findall('provides/binary')}
    check('metainfo provides the app and the CLI',
          {args.app_binary, 'briscola-cli'} <= binaries, f'binaries={sorted(binaries)}')
    rating = root.find('content_rating')
    check('metainfo has an OARS rating',
          rating is not None and rating.get('type', '').startswith('oars-'))
    colors = {c.get('scheme_preference') for c in root.findall('branding/color')}
    check('metainfo brands both colour schemes', {'light', 'dark'} <= colors)
    releases = root.findall('releases/release')
    check('metainfo lists the project version as its newest release',
          releases and releases[0].get('version') == args.version,
          f'newest={releases[0].get("version") if releases else None}, '
          f'project={args.version}')

    images = [i.text.strip() for i in root.findall('screenshots/screenshot/image')]
    check('metainfo has screenshots in the repository',
          images and all(i.startswith(SCREENSHOT_PREFIX + 'data/screenshots/')
                         for i in images), f'images={images}')
    shots_dir = os.path.join(args.srcdir, 'data', 'screenshots')
    if not os.path.isdir(shots_dir):
        skip('screenshots named in the metainfo exist', 'data/screenshots/ not made yet')
    else:
        missing = [i for i in images
                   if not os.path.isfile(os.path.join(args.srcdir,
                                                      i[len(SCREENSHOT_PREFIX):]))]
        check('screenshots named in the metainfo exist', not missing, f'missing={missing}')


def check_icons(args):
    icons = os.path.join(args.srcdir, 'data', 'icons', 'hicolor')
    scalable = os.path.join(icons, 'scalable', 'apps', args.app_id + '.svg')
    symbolic = os.path.join(icons, 'symbolic', 'apps', args.app_id + '-symbolic.svg')

    root = ET.parse(scalable).getroot()
    check('scalable icon is a 128×128 SVG',
          root.tag == SVG + 'svg' and svg_size(root) == (128.0, 128.0),
          f'viewBox={root.get("viewBox")}')

    root = ET.parse(symbolic).getroot()
    check('symbolic icon is a 16×16 SVG',
          root.tag == SVG + 'svg' and svg_size(root) == (16.0, 16.0),
          f'viewBox={root.get("viewBox")}')
    # GTK recolours a symbolic icon's fills, not its strokes, and expects one colour.
    strokes = [e.tag for e in root.iter() if e.get('stroke') not in (None, 'none')]
    fills = {e.get('fill') for e in root.iter() if e.get('fill') not in (None, 'none')}
    check('symbolic icon uses fills of one colour only',
          not strokes and len(fills) <= 1, f'strokes on {strokes}, fills {sorted(fills)}')


def check_translations(args, entry, metainfo):
    """Every language whose catalogue translates a text must show it in the merged files."""
    linguas = os.path.join(args.srcdir, 'po', 'LINGUAS')
    with open(linguas, encoding='utf-8') as f:
        langs = [w for line in f for w in line.split('#')[0].split()]
    comment = entry.get('Comment')
    summary = metainfo.findtext('summary')
    xml_lang = '{http://www.w3.org/XML/1998/namespace}lang'
    for lang in langs:
        try:
            catalogue = gettext.translation(args.domain,
                                            os.path.join(args.builddir, 'po'), [lang])
        except OSError:
            check(f'{lang}: catalogue is built', False, 'no .mo in the build folder')
            continue
        wanted = catalogue.gettext(comment)
        if wanted == comment:
            skip(f'{lang}: desktop Comment is translated', 'no translation in po/ yet')
        else:
            check(f'{lang}: desktop Comment is translated',
                  entry.get(f'Comment[{lang}]') == wanted,
                  f'Comment[{lang}]={entry.get(f"Comment[{lang}]")!r}, want {wanted!r}')
        wanted = catalogue.gettext(summary)
        if wanted == summary:
            skip(f'{lang}: metainfo summary is translated', 'no translation in po/ yet')
        else:
            got = [s.text for s in metainfo.findall('summary') if s.get(xml_lang) == lang]
            check(f'{lang}: metainfo summary is translated', got == [wanted],
                  f'got {got}, want {wanted!r}')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--srcdir', required=True)
    parser.add_argument('--builddir', required=True)
    parser.add_argument('--app-id', required=True)
    parser.add_argument('--app-binary', required=True)
    parser.add_argument('--domain', required=True)
    parser.add_argument('--version', required=True)
    parser.add_argument('desktop')
    parser.add_argument('metainfo')
    args = parser.parse_args()

    entry = read_desktop(args.desktop)
    metainfo = ET.parse(args.metainfo).getroot()
    check_desktop(args, entry)
    check_metainfo(args, metainfo)
    check_icons(args)
    check_translations(args, entry, metainfo)

    print(f'1..{len(results)}')
    failed = 0
    for n, (name, ok, detail, reason) in enumerate(results, 1):
        if reason is not None:
            print(f'ok {n} {name} # SKIP {reason}')
        elif ok:
            print(f'ok {n} {name}')
        else:
            failed += 1
            print(f'not ok {n} {name}')
            if detail:
                print(f'# {detail}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

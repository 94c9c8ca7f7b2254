#!/usr/bin/env python3
"""Regenerates assets/fonts/: Noto Sans JP Regular and Bold, subset to what
Japanese shipping documents print. A developer tool, not run by the build or CI:
its output is committed.

    pip install fonttools          # or: apt-get install python3-fonttools
    python3 scripts/subset-fonts.py [--source DIR]

The source faces are the static TTFs of @expo-google-fonts/noto-sans-jp 0.4.3
(Noto Sans JP 2.004), fetched with `npm pack` unless --source names a directory
holding NotoSansJP_400Regular.ttf and NotoSansJP_700Bold.ttf; their SHA-256 is
checked, so the same fontTools version writes the same bytes.

The characters kept:
- ASCII, Latin-1, Latin Extended-A (romanised names: Tōkyō, Ōsaka) and the
  common punctuation of General Punctuation (dashes, quotes, ellipsis, €);
- JIS X 0208 (levels 1 and 2 kanji, kana, symbols, Greek, Cyrillic, box
  drawing): rows 1-84 as EUC-JP decodes them;
- the rest of Windows-31J (CP932), which Japanese systems and the carriers' CSV
  files use: NEC row 13 (①, Ⅰ, ㈱, ㎏), the IBM extension kanji found in names
  (髙, 﨑) and Microsoft's mappings of the same JIS codes (～ beside 〜, －, ￠);
- half-width katakana and the fullwidth forms (U+FF01-FFEF);
- every non-ASCII character in the code (comments left out) of the sandbox and
  the domain (src/sandbox, src/domain), so the documents' own text never falls
  out.

Layout tables (GSUB/GPOS) are dropped: the renderer lays text out with every
OpenType feature off (src/sandbox/documents/fonts.ts). A character outside the
subset prints as 〓 (fonts.ts, printable); test/sandbox/documents-fonts.test.ts
checks the coverage listed here.
"""
import argparse
import hashlib
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile

from fontTools import subset, version as fonttools_version
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / 'assets' / 'fonts'
PACKAGE = '@expo-google-fonts/noto-sans-jp@0.4.3'
FACES = {
    # output name: (file in the package, its SHA-256)
    'NotoSansJP-Regular.ttf': (
        '400Regular/NotoSansJP_400Regular.ttf',
        'd930d5d52d15231c283089760f84584272ad5e37e14607ba0d19c798e7a9caec',
    ),
    'NotoSansJP-Bold.ttf': (
        '700Bold/NotoSansJP_700Bold.ttf',
        'c5b7b9d6a6eb682b0d4e6bbb38509575fd2759a28f147daa74714d1359a7909e',
    ),
}
PRIVATE_USE = range(0xE000, 0xF900)


def jis_x_0208() -> set[int]:
    out = set()
    for row in range(1, 85):
        for cell in range(1, 95):
            try:
                out.add(ord(bytes([0xA0 + row, 0xA0 + cell]).decode('euc_jp')))
            except UnicodeDecodeError:
                pass
    return out


def windows_31j() -> set[int]:
    out = {ord(bytes([b]).decode('cp932')) for b in range(0xA1, 0xE0)}
    for lead in [*range(0x81, 0xA0), *range(0xE0, 0xFD)]:
        for trail in [*range(0x40, 0x7F), *range(0x80, 0xFD)]:
            try:
                out.add(ord(bytes([lead, trail]).decode('cp932')))
            except UnicodeDecodeError:
                pass
    return {cp for cp in out if cp not in PRIVATE_USE}


# Comments, as test/sandbox/documents-fonts.test.ts strips them: what they say is not drawn.
COMMENT = re.compile(r'/\*[\s\S]*?\*/|^\s*//.*$|\s//.*$', re.M)


def own_text() -> set[int]:
    out = set()
    for folder in ('src/sandbox', 'src/domain'):
        for file in sorted((ROOT / folder).rglob('*.ts')):
            code = COMMENT.sub('', file.read_text(encoding='utf-8'))
            out |= {ord(c) for c in code if ord(c) > 0x7E}
    return {cp for cp in out if cp not in PRIVATE_USE}


def unicodes() -> list[int]:
    kept = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
    kept |= set(range(0x2010, 0x2028)) | set(range(0x2030, 0x203C)) | {0x20AC, 0x2122}
    kept |= set(range(0xFF01, 0xFFF0))
    kept |= jis_x_0208() | windows_31j() | own_text()
    return sorted(kept)


def source_dir(arg: str | None, tmp: pathlib.Path) -> pathlib.Path:
    if arg:
        return pathlib.Path(arg)
    name = subprocess.run(
        ['npm', 'pack', PACKAGE, '--silent', '--pack-destination', str(tmp)],
        check=True, capture_output=True, text=True,
    ).stdout.strip().splitlines()[-1]
    with tarfile.open(tmp / name) as tar:
        tar.extractall(tmp, filter='data')
    return tmp / 'package'


def find(src: pathlib.Path, rel: str) -> pathlib.Path:
    for candidate in (src / rel, src / pathlib.Path(rel).name):
        if candidate.is_file():
            return candidate
    sys.exit(f'subset-fonts: {rel} not found under {src}')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--source', help='directory with the Noto Sans JP TTFs (default: npm pack %s)' % PACKAGE)
    args = parser.parse_args()
    wanted = unicodes()
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = source_dir(args.source, pathlib.Path(tmp))
        for out_name, (rel, sha) in FACES.items():
            path = find(src, rel)
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            if digest != sha:
                sys.exit(f'subset-fonts: {path} has SHA-256 {digest}, expected {sha} ({PACKAGE})')
            options = subset.Options()
            options.layout_features = []
            options.hinting = False
            options.notdef_outline = True
            options.name_IDs = ['*']
            options.name_languages = ['*']
            options.drop_tables += ['BASE', 'GSUB', 'GPOS', 'GDEF', 'STAT']
            font = TTFont(path, recalcTimestamp=False)
            sub = subset.Subsetter(options)
            sub.populate(unicodes=wanted)
            sub.subset(font)
            target = OUT / out_name
            font.save(target)
            covered = len(font.getBestCmap())
            print(f'{target.relative_to(ROOT)}: {covered} characters, {target.stat().st_size:,} bytes')
    print(f'{len(wanted)} code points asked for, fontTools {fonttools_version}')


if __name__ == '__main__':
    main()

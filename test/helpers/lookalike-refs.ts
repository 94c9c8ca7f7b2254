// Twenty ways to write a shipped order number so that it looks the same on a screen or a label
// but differs as text: invisible marks inside it, a dash look-alike for its "-", a Cyrillic
// letter for a Latin one. Each must be the same order as `base` everywhere a ref is compared.
export function lookalikeRefs(base: string): Array<[name: string, ref: string]> {
  const [head, tail] = base.split('-') as [string, string];
  const inside = (mark: string) => `${head}-${tail.slice(0, 1)}${mark}${tail.slice(1)}`;
  const dash = (look: string) => `${head}${look}${tail}`;
  return [
    ['left-to-right mark U+200E', inside('\u200e')],
    ['right-to-left mark U+200F', inside('\u200f')],
    ['left-to-right isolate U+2066', inside('\u2066')],
    ['right-to-left isolate U+2067', inside('\u2067')],
    ['first strong isolate U+2068', inside('\u2068')],
    ['pop directional isolate U+2069', `${base}\u2069`],
    ['invisible separator U+2063', inside('\u2063')],
    ['combining grapheme joiner U+034F', inside('\u034f')],
    ['variation selector 16 U+FE0F', inside('\ufe0f')],
    ['variation selector 17 U+E0100', inside('\u{e0100}')],
    ['tag space U+E0020', `${base}\u{e0020}`],
    ['Hangul filler U+3164', inside('\u3164')],
    ['Hangul choseong filler U+115F', inside('\u115f')],
    ['half-width Hangul filler U+FFA0', inside('\uffa0')],
    ['heavy minus U+2796', dash('\u2796')],
    ['modifier minus U+02D7', dash('\u02d7')],
    ['two-em dash U+2E3A', dash('\u2e3a')],
    ['wave dash U+301C', dash('\u301c')],
    ['full-width tilde U+FF5E', dash('\uff5e')],
    ['Cyrillic capital A U+0410 (and O U+041E)', base.replace('O', '\u041e').replace('A', '\u0410')],
  ];
}

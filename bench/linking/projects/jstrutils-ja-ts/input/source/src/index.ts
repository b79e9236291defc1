
export { toAscii } from './to-ascii';
export { toFullwidth } from './to-fullwidth';
export { toFullwidthKana } from './to-fullwidth-kana';
export { toHalfwidthKana } from './to-halfwidth-kana';
export { toHiragana } from './to-hiragana';
export { toKatakana } from './to-katakana';
export { toNFC } from './to-nfc';
export { toNumeric } from './to-numeric';
export { toNumericFromKanji } from './to-numeric-from-kanji';
export { addCommas } from './add-commas';
export { normalizeHyphens } from './normalize-hyphens';

// Text the business will open (admin API, webhook, a spreadsheet) carries no control characters and no
// invisible format characters: a right-to-left override (U+202E) makes 'scan<RLO>fdp.exe' read as 'scanexe.pdf',
// zero-width characters hide text from search, NUL truncates in other tools.
// C0/C1 controls except tab, LF, CR; soft hyphen; Arabic letter mark; Mongolian vowel separator; zero-width
// space; LRM/RLM; bidi embeddings, overrides and isolates; word joiner and invisible operators; line and
// paragraph separators; BOM; interlinear annotation marks.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
// ZWNJ/ZWJ shape Indic conjuncts and emoji: kept between two non-ASCII characters, dropped anywhere else.
const JOINER = /[\u200C\u200D]/g;
// eslint-disable-next-line no-control-regex -- the ASCII range starts at U+0000
const NON_ASCII = /[^\u0000-\u007F]/;

/**
 * `value` without control and invisible format characters. One-line text also loses its line breaks and
 * tabs (each becomes a space); multi-line text keeps them.
 */
export function stripInvisible(value: string, { multiline = false } = {}): string {
  const kept = value.replace(INVISIBLE, '');
  const joined = kept.replace(JOINER, (joiner, at: number) =>
    NON_ASCII.test(kept[at - 1] ?? '') && NON_ASCII.test(kept[at + 1] ?? '') ? joiner : '',
  );
  return multiline ? joined : joined.replace(/[\t\n\r]+/g, ' ');
}

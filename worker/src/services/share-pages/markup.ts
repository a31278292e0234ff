// Escaping for everything the real-path pages print. Catalog text is edited by people (and Firestore by hand),
// so every value goes through one of these, in text, in attributes and inside JSON-LD.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value → safe HTML (quotes included, so it may sit in either). */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` written as \u escapes so a string
 * holding `</script>` or `<!--` cannot end or disturb the block; U+2028/2029 escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A description for meta tags: one line, at most `max` characters, cut at a word with '…'. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * What a person can read of a server's answer: a gateway's error page (`<html><head><title>502 Bad
 * Gateway</title>...`) becomes its title, or its text without the markup. Pure.
 */

const TAG = /<[a-z!/][^>]*>/i;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16) || 0xfffd);
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 0xfffd);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text as is when it holds no markup; else the page's title, or failing that its text. */
export function pageText(text: string): string {
  if (!TAG.test(text)) return flat(text);
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  if (title && flat(title)) return flat(decodeEntities(title));
  // An unclosed tag at the end is where an excerpt was cut.
  const body = text.replace(/<(script|style)\b[^>]*>[^]*?<\/\1>/gi, ' ').replace(/<[^>]*>?/g, ' ');
  return flat(decodeEntities(body));
}

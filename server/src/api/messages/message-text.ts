import type { Language } from '../outbox/wording';

/**
 * A message as parts that know what they are, so one wording gives both the HTML and the plain
 * text: what the visitor typed and the shop's words are escaped into HTML, references and phone
 * numbers are kept left-to-right inside Arabic, and addresses become links.
 */
export type Segment = { text: string } | { ltr: string } | { link: string };
/** One line of the message; an empty one is a gap between blocks. */
export type Line = Segment[];

export interface MessageText {
  language: Language;
  subject: string;
  lines: Line[];
}

// Private-use characters never typed by anyone: they mark where a value goes in a translation.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

/**
 * A translation with its values as segments: `t` fills the template with markers, and the
 * markers are swapped back for the segments, so the values are never read as markup.
 */
export function worded(
  t: (key: string, values: Record<string, string>) => string,
  key: string,
  values: Record<string, Segment | string> = {},
): Line {
  const segments: Segment[] = [];
  const markers: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    markers[name] = `${OPEN}${segments.length}${CLOSE}`;
    segments.push(typeof value === 'string' ? { text: value } : value);
  }
  const filled = t(key, markers);
  const line: Line = [];
  let last = 0;
  for (const match of filled.matchAll(MARK)) {
    if (match.index > last) line.push({ text: filled.slice(last, match.index) });
    line.push(segments[Number(match[1])] ?? { text: '' });
    last = match.index + match[0].length;
  }
  if (last < filled.length) line.push({ text: filled.slice(last) });
  return line;
}

// Unicode's isolates: a reference or a phone inside Arabic text keeps its own order (UAX #9).
const LRI = '\u2066';
const PDI = '\u2069';

/** The plain text (the e-mail's text part and the WhatsApp message). */
export function toText({ language, lines }: MessageText): string {
  return lines
    .map((line) =>
      line
        .map((part) => {
          if ('text' in part) return part.text;
          if ('link' in part) return part.link;
          return language === 'ar' ? `${LRI}${part.ltr}${PDI}` : part.ltr;
        })
        .join(''),
    )
    .join('\n');
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function segmentHtml(part: Segment): string {
  if ('text' in part) return escapeHtml(part.text);
  if ('link' in part) return `<a href="${escapeHtml(part.link)}" dir="ltr">${escapeHtml(part.link)}</a>`;
  return `<bdi dir="ltr">${escapeHtml(part.ltr)}</bdi>`;
}

/**
 * The HTML part: a whole document in the visitor's language and direction (`dir="rtl"` for
 * Arabic), every value escaped, each block a paragraph of lines.
 */
export function toHtml({ language, subject, lines }: MessageText): string {
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (line.length === 0) blocks.push([]);
    else blocks[blocks.length - 1]!.push(line.map(segmentHtml).join(''));
  }
  const body = blocks
    .filter((block) => block.length > 0)
    .map((block) => `<p>${block.join('<br>\n')}</p>`)
    .join('\n');
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

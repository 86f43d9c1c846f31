/**
 * The document page's one style sheet (served beside it: the site's CSP allows no inline style).
 * On screen a sheet of paper; in print A4, or an 80 mm receipt roll when the page asks for it
 * (a named page), one document per page. Logical properties, so one sheet serves both directions.
 */
export const DOCUMENT_STYLE = `
:root { color-scheme: light; font-family: "Noto Naskh Arabic", "Noto Sans Arabic", "DejaVu Sans", Tahoma, Arial, sans-serif; color: #111; }
body { margin: 0; background: #eee; }
.document { box-sizing: border-box; background: #fff; margin: 16px auto; padding: 12mm; max-inline-size: 210mm; font-size: 11pt; line-height: 1.45; }
.paper-80mm .document { max-inline-size: 80mm; padding: 3mm; font-size: 8pt; }
h1 { font-size: 1.5em; margin-block: 0 0.4em; }
p { margin-block: 0.2em; }
.seller-name { font-weight: 700; }
dl { margin: 0.5em 0; }
.fact, .total { display: flex; gap: 0.6em; justify-content: space-between; border-block-end: 1px dotted #bbb; padding-block: 0.15em; }
dt { font-weight: 600; }
dd { margin: 0; text-align: end; }
.sep { color: #666; }
.uuid { font-family: monospace; font-size: 0.85em; word-break: break-all; }
.corrects, .advance-title { font-weight: 700; }
table { inline-size: 100%; border-collapse: collapse; margin-block: 0.8em; }
th, td { border-block-end: 1px solid #ccc; padding: 0.25em 0.3em; text-align: start; vertical-align: top; }
th { font-size: 0.85em; }
.num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
.advance td { font-style: italic; }
td.description > span { display: block; }
td.description > .sep { display: none; }
.totals { margin-inline-start: auto; max-inline-size: 110mm; }
.grand { font-size: 1.15em; font-weight: 700; border-block-end: 2px solid #111; }
.note { color: #444; font-size: 0.9em; }
.qr { margin: 1em auto 0; inline-size: 40mm; }
.qr svg { display: block; inline-size: 100%; block-size: auto; }
.paper-80mm table, .paper-80mm thead, .paper-80mm tbody, .paper-80mm tr { display: block; }
.paper-80mm thead { display: none; }
.paper-80mm tr { border-block-end: 1px solid #ccc; padding-block: 0.2em; }
.paper-80mm td { display: inline-block; border: 0; padding: 0 0.2em; }
.paper-80mm td.description { display: block; }
.paper-80mm .totals { max-inline-size: none; }
.paper-80mm .qr { inline-size: 34mm; }
@page { size: A4; margin: 0; }
@page receipt { size: 80mm 297mm; margin: 0; }
@media print {
  body { background: #fff; }
  .document { margin: 0; max-inline-size: none; break-after: page; break-inside: avoid; }
  .paper-80mm .document { page: receipt; inline-size: 80mm; }
}
`;

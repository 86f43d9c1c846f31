/**
 * The demo page's one small sheet, served from its own address (the Content-Security-Policy
 * allows no inline style). Logical properties, so Arabic lays out right to left.
 */
export const DEMO_PAGE_STYLE = `
:root { color-scheme: light; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; line-height: 1.5; }
body { margin: 0; background: #faf7f2; color: #2b2118; }
.test-mode {
  margin: 0; padding-block: 0.75rem; padding-inline: 1rem;
  background: repeating-linear-gradient(135deg, #ffd84d 0 14px, #ffcc00 14px 28px);
  color: #1a1300; text-align: center; border-block-end: 3px solid #1a1300;
}
main { max-inline-size: 28rem; margin-inline: auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.5rem; margin-block: 0 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; align-items: baseline; gap: 0.5rem 1rem; margin-block: 0 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.amount { font-size: 1.25rem; font-weight: 700; }
form { display: grid; gap: 0.75rem; }
button {
  font: inherit; font-size: 1.05rem; min-block-size: 3rem; border-radius: 0.5rem; cursor: pointer;
  border: 2px solid #2b2118; padding-inline: 1rem;
}
.pay { background: #1f6f43; border-color: #1f6f43; color: #fff; }
.decline { background: #fff; color: #2b2118; }
button:focus-visible, a:focus-visible { outline: 3px solid #1b4fd8; outline-offset: 2px; }
.message { font-size: 1.1rem; }
a { color: #1b4fd8; }
`;

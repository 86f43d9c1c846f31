import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('when a cell starts like a formula, then it is kept as text with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
    expect(csvCell('+971 50 123 4567')).toBe("'+971 50 123 4567");
    expect(csvCell('Lina')).toBe('Lina');
  });

  it('when a cell holds commas, quotes or line breaks, then it is quoted with quotes doubled', () => {
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(toCsv(['x', 'y'], [[1, null]])).toBe('\uFEFFx,y\r\n1,\r\n');
  });
});

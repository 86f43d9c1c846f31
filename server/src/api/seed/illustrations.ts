import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Palette } from './seed-content';

const MARKER = path.join('assets', 'seed', 'hero.svg');

/**
 * server/assets/seed, found by walking up from this module: it sits at a different depth when
 * run from src/ (tests, tsx) and from a bundled dist/.
 */
export function findSeedAssets(start = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = start;
  for (let depth = 0; depth < 6; depth += 1) {
    if (fs.existsSync(path.join(dir, MARKER))) return path.join(dir, 'assets', 'seed');
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

/** An SVG from the assets folder with its `{{bg}}`-style colour slots filled in. */
export function drawing(assets: string, name: string, palette?: Palette): string {
  const svg = fs.readFileSync(path.join(assets, `${name}.svg`), 'utf8');
  if (!palette) return svg;
  return svg.replace(/\{\{(bg|main|accent|cream)\}\}/g, (_match, slot: keyof Palette) => palette[slot]);
}

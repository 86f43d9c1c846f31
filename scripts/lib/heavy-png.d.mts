/** The types of heavy-png.mjs, for the server's tests (TypeScript). */
export function heavyPng(side?: number, bytes?: number): Buffer;

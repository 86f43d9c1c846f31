import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Renderer, RendererModule, RendererOptions } from '@cakeshop/shared/render';

/** Where the client's build puts the server renderer (a dot-folder: read here, never served). */
const RENDERER_ENTRY = join('.ssr', 'entry-server.js');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * The client's server renderer from its build, with both languages' strings and the build
 * manifest; a build without it stops start-up, naming what is missing.
 */
export async function loadRenderer(clientDir: string): Promise<Renderer> {
  const entry = join(clientDir, RENDERER_ENTRY);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: the public pages cannot be rendered`);
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const options: RendererOptions = {
    strings: {
      en: readJson(join(clientDir, 'assets', 'i18n', 'en.json')),
      ar: readJson(join(clientDir, 'assets', 'i18n', 'ar.json')),
    },
    ...(existsSync(manifestPath) ? { manifest: readJson(manifestPath) } : {}),
  };
  return module.createRenderer(options);
}

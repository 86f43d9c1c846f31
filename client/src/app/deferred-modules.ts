import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * The `<template>` in which a rendered page lists its code as modulepreload links: inert there,
 * so nothing is fetched until `requestDeferredModules` moves them into the head.
 */
export const DEFERRED_MODULES_ID = 'deferred-modules';

/** Links per task: each starts a fetch, which costs the main thread up to a millisecond or two. */
const LINKS_PER_TASK = 4;

/**
 * Starts fetching the code the rendered page listed, a few links per task, so a tap is never
 * kept waiting behind all of them (on a slow phone thirty links take a long task's 50 ms).
 */
export async function requestDeferredModules(doc: Document): Promise<void> {
  const deferred = doc.getElementById(DEFERRED_MODULES_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  const links = [...deferred.content.children];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    doc.head.append(...links.slice(start, start + LINKS_PER_TASK));
    await yieldToBrowser();
  }
}

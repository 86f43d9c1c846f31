import { describe, expect, it } from 'vitest';

import { DEFERRED_MODULES_ID, requestDeferredModules } from './deferred-modules';

const link = (n: number) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${n}.js">`;

describe("the rendered page's deferred code", () => {
  it('when requested, then every listed link moves from the inert template into the head, a few per task', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = `<template id="${DEFERRED_MODULES_ID}">${Array.from({ length: 20 }, (_, n) => link(n)).join('')}</template>`;
    const active = () => doc.head.querySelectorAll(':scope > link[rel="modulepreload"]').length;
    expect(active()).toBe(0);

    const requested = requestDeferredModules(doc);
    // The first batch goes in at once; the rest wait for the following tasks.
    expect(active()).toBe(4);
    await requested;
    expect(active()).toBe(20);
    expect([...doc.head.querySelectorAll('link')].map((element) => element.getAttribute('href'))).toEqual(
      Array.from({ length: 20 }, (_, n) => `/assets/chunk-${n}.js`),
    );
  });

  it('when the page has no template (the shell), then nothing happens', async () => {
    const doc = document.implementation.createHTMLDocument('shell');
    await requestDeferredModules(doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';

import { modulePreloads } from './module-preloads';
import { splitHoisted } from './stream-to-string';

describe('the rendered HTML', () => {
  it('when React writes hoisted tags first, then they go to the head and the rest stays the page', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><title>Cakes | Rosewater</title><meta name="description" content="a &lt;b&gt;"/>' +
      '<div class="site"><title>not hoisted</title></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.webp"/><title>Cakes | Rosewater</title><meta name="description" content="a &lt;b&gt;"/>',
      body: '<div class="site"><title>not hoisted</title></div>',
    });
  });

  it('when a page shows a route, then the app, the route and their imports are listed inert, except what the entry links', () => {
    const preloads = modulePreloads({
      'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'] },
      '_preload.js': { file: 'assets/preload.js' },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_framework.js', '_preload.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      'src/features/site/pages/cakes-page.tsx': {
        file: 'assets/cakes.js',
        imports: ['_framework.js', '_card.js'],
      },
      '_card.js': { file: 'assets/card.js' },
    });
    expect(preloads(['src/features/site/pages/cakes-page.tsx'])).toBe(
      '<template id="deferred-modules">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/cakes.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card.js">' +
        '</template>',
    );
    expect(modulePreloads(undefined)(['x'])).toBe('');
  });
});

import { hydrateIslandsOnFirstUse } from './app/islands/loader';

// The public pages' script: server-rendered HTML that works on its own, enhanced where it is used.
hydrateIslandsOnFirstUse(document);

import { requestDeferredModules } from './app/deferred-modules';
import { afterFirstPictures } from './app/first-pictures';

// A rendered page is readable before any script runs. On a phone's slow link the app's code
// (about 140 kB) would share the bandwidth with the pictures at the top of the page and hold
// them back, so it is asked for only once they are on screen; the dashboard starts at once.
await afterFirstPictures(document);
await requestDeferredModules(document);
await import('./app/start');

import { SpinnerOverlay } from '../components/spinner';

/** Shown while the first route's chunk and data load (after the usual ~100 ms delay). */
export function InitialLoading() {
  return <SpinnerOverlay active />;
}

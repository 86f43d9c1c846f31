/** Runs an async factory at most once and shares its promise (one import per area chunk). */
export function once<T>(factory: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= factory().catch((error: unknown) => {
      promise = undefined; // a failed chunk load may succeed on the next navigation
      throw error;
    });
    return promise;
  };
}

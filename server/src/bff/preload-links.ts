/**
 * `<link rel="preload">` tags the BFF writes into the first HTML response, so the browser fetches
 * what the page's largest paint needs while the JS is still arriving, instead of after it.
 */

/** An image as the API describes it: the fallback URL and, when it made variants, their srcset. */
export interface ApiImage {
  imageUrl: string;
  imageSrcset?: string | null;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The picture the page shows first. `imagesizes` must be the `sizes` of the page's `<img>`, or
 * the browser picks a different variant for the preload than for the image and downloads twice.
 */
export function imagePreload(image: ApiImage, sizes: string): string {
  const srcset = image.imageSrcset
    ? ` imagesrcset="${attr(image.imageSrcset)}" imagesizes="${attr(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${attr(image.imageUrl)}"${srcset} fetchpriority="high">`;
}

/**
 * An /api GET the page's loader makes. The client's fetch() is same-origin, mode cors, credentials
 * same-origin and adds no header for a visitor without a session: `crossorigin` (anonymous) gives
 * the preload that same mode, so the browser hands its response to the fetch instead of asking twice.
 */
export function fetchPreload(path: string): string {
  return `<link rel="preload" as="fetch" href="${attr(path)}" crossorigin>`;
}

export function modulePreload(path: string): string {
  return `<link rel="modulepreload" crossorigin href="${attr(path)}">`;
}

/** The API's answer when it carries an image URL, else null (no hint rather than a wrong one). */
export function imageOf(body: unknown): ApiImage | null {
  if (!body || typeof body !== 'object') return null;
  const { imageUrl, imageSrcset } = body as Record<string, unknown>;
  if (typeof imageUrl !== 'string' || imageUrl === '') return null;
  return { imageUrl, imageSrcset: typeof imageSrcset === 'string' ? imageSrcset : null };
}

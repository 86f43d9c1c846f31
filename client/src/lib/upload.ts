/**
 * fetch cannot report upload progress, so multipart uploads that want a progress bar go through
 * XMLHttpRequest. Only http.ts calls this: it stays the one place that talks to the network.
 */
export interface RawResponse {
  status: number;
  text: string;
  contentType: string | null;
}

export function sendWithProgress(
  method: string,
  url: string,
  body: FormData,
  headers: Headers,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open(method, url);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      onProgress(1);
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        contentType: xhr.getResponseHeader('Content-Type'),
      });
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    xhr.send(body);
  });
}

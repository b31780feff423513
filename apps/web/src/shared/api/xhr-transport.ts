/**
 * A fetch that reports how much of the request body has been sent. fetch cannot (no upload
 * progress in browsers' fetch), so multipart calls go by XMLHttpRequest, answering with a
 * Response like fetch so the client treats both alike.
 */
export function xhrTransport(onProgress: (loaded: number, total: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        // A Response cannot carry a body with these statuses.
        const empty = [101, 204, 205, 304].includes(xhr.status);
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      });
      // The words fetch uses for no answer, so a lost upload reads like any lost call.
      const lost = () => reject(new TypeError('Failed to fetch'));
      xhr.addEventListener('error', lost);
      xhr.addEventListener('timeout', lost);
      xhr.addEventListener('abort', lost);
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

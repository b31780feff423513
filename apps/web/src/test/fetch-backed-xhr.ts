/**
 * An XMLHttpRequest that sends by the global fetch, so the tests' fetch stubs (./api-stub) see
 * multipart calls too, which the client sends by XMLHttpRequest for their upload progress. It
 * reports the body sent in two steps, half then all, before the call goes out.
 */
export class FetchBackedXhr extends EventTarget {
  readonly upload = new EventTarget();
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private answerHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders() {
    return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  send(body: XMLHttpRequestBodyInit | null) {
    const total = sizeOf(body);
    for (const loaded of [Math.floor(total / 2), total]) {
      const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
      this.upload.dispatchEvent(event);
    }
    const init: RequestInit = {
      method: this.method,
      headers: this.headers,
      body,
      credentials: this.withCredentials ? 'include' : 'same-origin',
    };
    fetch(this.url, init).then(
      async (answer) => {
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.answerHeaders = answer.headers;
        this.response = await answer.blob();
        this.dispatchEvent(new Event('load'));
      },
      () => this.dispatchEvent(new Event('error')),
    );
  }
}

function sizeOf(body: XMLHttpRequestBodyInit | null): number {
  if (!(body instanceof FormData)) return String(body ?? '').length;
  let size = 0;
  for (const value of body.values()) size += typeof value === 'string' ? value.length : value.size;
  return size;
}

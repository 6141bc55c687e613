export interface PushMessage {
  title: string;
  body: string;
  /** Same-origin path to open on click. */
  url: string;
}

const DEFAULT_MESSAGE: PushMessage = { title: 'Reelist', body: '', url: '/' };

/** The pushed JSON `{ title, body, url }`; plain text becomes the body; anything missing takes a default. */
export function parsePushMessage(text: string | null | undefined): PushMessage {
  if (!text) return DEFAULT_MESSAGE;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ...DEFAULT_MESSAGE, body: text };
  }
  if (typeof data !== 'object' || data === null) return { ...DEFAULT_MESSAGE, body: String(data) };
  const record = data as Record<string, unknown>;
  const str = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return {
    title: str(record.title, DEFAULT_MESSAGE.title),
    body: str(record.body, DEFAULT_MESSAGE.body),
    url: str(record.url, DEFAULT_MESSAGE.url),
  };
}

/** Where a click goes: the message's page on this origin; a foreign or broken URL opens the home page. */
export function clickTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

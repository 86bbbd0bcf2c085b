import { API_BASE } from './api-client';
import { ApiError } from './api-error';
import { currentLocale } from './i18n';
import { readItem, STORAGE_KEYS } from './storage';

/** The file name the server gives in Content-Disposition (plain or RFC 5987), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file of the API with the session's key (a plain link would carry none) and hands it
 * to the browser as a download under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const key = readItem(STORAGE_KEYS.key);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path.replace(/^\/?(api\/)?/, '')}`, {
      headers: {
        'Accept-Language': currentLocale(),
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
      },
    });
  } catch (cause) {
    throw new ApiError({ noResponse: true, message: 'network', cause });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError({ response: { status: response.status, data } });
  }
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}

import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { currentLocale } from '@/lib/i18n';
import { readItem, STORAGE_KEYS } from '@/lib/storage';

/** The file name the server gives in Content-Disposition, else a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches an invoice's PDF with the session's key (a plain link would carry none) and hands it
 * to the browser as a download under the server's file name.
 */
export async function downloadInvoicePdf(invoice: { id: number; number: number }) {
  const key = readItem(STORAGE_KEYS.key);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}billing/invoices/${invoice.id}/pdf/`, {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `${invoice.number}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}

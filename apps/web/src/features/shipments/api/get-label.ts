import type { LabelFormat } from '@portal/contracts/schemas/shipments';
import { API_BASE } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { fileNameOf } from '@/lib/download';
import { currentLocale } from '@/lib/i18n';
import { readItem, STORAGE_KEYS } from '@/lib/storage';

export interface LabelFile {
  blob: Blob;
  fileName: string;
  format: LabelFormat;
}

/** A label file of the API, fetched with the session's key (a plain link would carry none). */
async function fetchFile(
  path: string,
  init: RequestInit,
  fallback: string,
): Promise<{ blob: Blob; fileName: string }> {
  const key = readItem(STORAGE_KEYS.key);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      ...init,
      headers: {
        'Accept-Language': currentLocale(),
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  } catch (cause) {
    throw new ApiError({ noResponse: true, message: 'network', cause });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError({ response: { status: response.status, data } });
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, fallback) };
}

const extension = (format: LabelFormat) => (format === 'zpl_10x15' ? 'zpl' : 'pdf');

/** One shipment's label in a format (the stored one, or fetched once from the aggregator). */
export async function getLabel(id: number, format: LabelFormat): Promise<LabelFile> {
  const fallback = `label-${id}.${extension(format)}`;
  const file = await fetchFile(`shipments/${id}/label/?format=${format}`, {}, fallback);
  return { ...file, format };
}

/** Every chosen shipment's label in one file: a merged PDF or the ZPL one after the other. */
export async function getLabels(ids: number[], format?: LabelFormat): Promise<LabelFile> {
  const fallback = `labels.${format ? extension(format) : 'pdf'}`;
  const file = await fetchFile(
    'shipments/labels/',
    { method: 'POST', body: JSON.stringify(format ? { ids, format } : { ids }) },
    fallback,
  );
  const zpl = /zpl|text\/plain/.test(file.blob.type) || file.fileName.endsWith('.zpl');
  return { ...file, format: zpl ? 'zpl_10x15' : (format ?? 'pdf_a4') };
}

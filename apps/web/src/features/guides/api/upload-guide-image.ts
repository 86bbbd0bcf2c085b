import type { GuideImage } from '@portal/contracts/schemas/guides';
import { api } from '@/lib/api-client';

/** POST guides/images/ as multipart with the field `image`; answers the image's address. */
export async function uploadGuideImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { url } = await api.post<GuideImage>('guides/images/', body);
  return url;
}

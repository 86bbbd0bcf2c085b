import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GUIDE_IMAGE_MAX_BYTES, type GUIDE_IMAGE_TYPES } from '@portal/contracts/schemas/guides';
import type { AppContext } from '../../context';
import { fieldError, HttpError, notFound } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { findGuideImage, insertGuideImage } from './guides.repository';

type ImageType = (typeof GUIDE_IMAGE_TYPES)[number];

const SIGNATURES: { mime: ImageType; bytes: (number | null)[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  // RIFF….WEBP: the four bytes between are the file's length
  {
    mime: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];

/** The image's type from its first bytes; the file name and declared type are not trusted. */
export function sniffImageType(data: Buffer): ImageType | undefined {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => byte === null || data[i] === byte))
    ?.mime;
}

/** The public address of a guide image (the sanitizer keeps only `/api/media/…` images). */
export const guideImageUrl = (token: string) => `/api/media/guide-images/${token}/`;

export const newImageToken = () => randomBytes(24).toString('base64url');

const imageError = (
  code: 'unsupported_media' | 'file_too_large' | 'validation_error',
  key: string,
) => fieldError(code, 'image', key);

/** Reads the multipart field `image`: PNG, JPEG, GIF or WebP by content, at most 5 MB. */
export async function readImageUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw imageError('validation_error', 'guides.errors.image_required');
  let image: Buffer | undefined;
  let tooLarge = false;
  try {
    const limits = { fileSize: GUIDE_IMAGE_MAX_BYTES, files: 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== 'image') continue;
      if (part.file.truncated) tooLarge = true;
      else if (data.length > 0) image = data;
    }
  } catch (error) {
    // a body that is not the multipart it says it is (no boundary, cut off, malformed)
    if (error instanceof HttpError) throw error;
    throw imageError('validation_error', 'errors.upload_unreadable');
  }
  if (tooLarge) throw imageError('file_too_large', 'guides.errors.image_too_large');
  if (!image) throw imageError('validation_error', 'guides.errors.image_required');
  const mime = sniffImageType(image);
  if (!mime) throw imageError('unsupported_media', 'guides.errors.image_type');
  return { data: image, mime };
}

export async function storeGuideImage(
  ctx: AppContext,
  scope: Scope,
  image: { data: Buffer; mime: string },
) {
  const token = newImageToken();
  await insertGuideImage(ctx.db, {
    token,
    mime: image.mime,
    data: image.data,
    createdBy: scope.actorId,
    createdAt: ctx.clock.now(),
  });
  return { url: guideImageUrl(token) };
}

export async function guideImageByToken(ctx: AppContext, token: string) {
  const found = await findGuideImage(ctx.db, token);
  if (!found) throw notFound();
  return found;
}

import type { FastifyRequest } from 'fastify';
import { PICTURE_MAX_BYTES, UserPatch } from '@portal/contracts/schemas/users';
import { fieldError, HttpError } from '../../http/http-error';
import { assertStorableInput } from '../../http/input-guard';
import { validationError } from '../../http/validation';
import { sniffPictureType } from './picture';
import type { NewPicture } from './users.service';

const pictureError = (
  code: 'unsupported_media' | 'file_too_large' | 'validation_error',
  key: string,
) => fieldError(code, 'picture', key);

/** Multipart text fields are strings; booleans and the settings object need converting. */
function coerceField(name: string, value: string): unknown {
  if (name === 'receive_alerts') return value === 'true' ? true : value === 'false' ? false : value;
  if (name === 'notification_settings') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * Reads `picture` (JPG, GIF or PNG by content, at most 5 MB; ADR 007) and optional profile
 * fields from a multipart body.
 */
export async function readPictureUpload(
  request: FastifyRequest,
): Promise<{ patch: UserPatch; picture: NewPicture }> {
  if (!request.isMultipart()) throw pictureError('validation_error', 'validation.image_required');
  const fields: Record<string, unknown> = {};
  let picture: NewPicture | undefined;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string')
          fields[part.fieldname] = coerceField(part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== 'picture') continue;
      if (part.file.truncated) tooLarge = true;
      else if (data.length > 0) picture = { data, mime: sniffPictureType(data) ?? '' };
    }
  } catch (error) {
    // A body that is not the multipart it says it is (no boundary, cut off, malformed).
    if (error instanceof HttpError) throw error;
    throw pictureError('validation_error', 'errors.upload_unreadable');
  }
  assertStorableInput(fields, 'body');
  if (tooLarge) throw pictureError('file_too_large', 'errors.file_too_large');
  if (!picture) {
    throw new HttpError(400, 'validation_error', {
      errors: { picture: [{ key: 'validation.image_required', params: { field: 'picture' } }] },
    });
  }
  if (!picture.mime) throw pictureError('unsupported_media', 'errors.unsupported_media');
  const parsed = UserPatch.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return { patch: parsed.data, picture };
}

import { BUDGET_IMPORT_MAX_BYTES } from '@portal/contracts/schemas/budgets';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError, withDetail } from '../../http/http-error';

/** The imported file's bytes from a multipart body (field `file`, at most 2 MB). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const missing = () => fieldError('validation_error', 'file', 'planning.errors.file_missing');
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts({
      limits: { fileSize: BUDGET_IMPORT_MAX_BYTES, files: 1 },
    })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== 'file') continue;
      if (part.file.truncated) tooLarge = true;
      else bytes = data;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fieldError('validation_error', 'file', 'planning.errors.file_unreadable');
  }
  if (tooLarge)
    throw withDetail(413, 'file_too_large', 'planning.errors.file_too_large', { mb: 2 });
  if (!bytes || bytes.length === 0) throw missing();
  return bytes;
}

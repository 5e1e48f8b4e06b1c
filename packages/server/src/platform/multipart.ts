import type { FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '@konsult/domain';
import { AppError } from './errors';

const ONE_FILE = 'Send one file as multipart form data, field "file", and nothing else.';

/**
 * The upload's one file (field "file"), read to its end, for routes that register @fastify/multipart with a
 * `fileSize` limit. A malformed body, a second file or any other field is a 400 (the stream is cut short then, which
 * busboy reports as a "premature close" and which would end in a 500). Too large (over the registered limit) is the
 * plugin's 413, or what `onTooLarge` makes of it (a route's own error key).
 */
export async function readOneFile(
  request: FastifyRequest,
  options: { onTooLarge?: () => Error } = {},
): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw new AppError(400, ERROR_KEYS.invalidInput, ONE_FILE);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError(400, ERROR_KEYS.invalidInput, ONE_FILE);
    return { fileName: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw options.onTooLarge?.() ?? error;
    throw new AppError(400, ERROR_KEYS.invalidInput, ONE_FILE);
  }
}

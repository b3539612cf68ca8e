import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { unstorableTextError, unstorableTextPath } from '../../http/storable-input.js';
import { MAX_PHOTO_BYTES, photoTooLarge } from './photo-pipeline.js';

/**
 * Lets the routes of one plugin read `multipart/form-data` uploads. The stream is cut at the
 * size limit, so an oversized file is refused after 15 MB, not after it has all arrived.
 */
export async function acceptPhotoUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 },
  });
}

export interface PhotoUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

const errorCodeOf = (error: unknown) => (error as { code?: unknown }).code;

/** The one file of the request (field `file`) and its text fields; a clear 4xx for anything else. */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) {
    throw new AppError('invalid_data', 'unsupported_media_type', 'Send the photo as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (errorCodeOf(error) === 'FST_FILES_LIMIT') {
      throw new AppError('invalid_data', 'validation_failed', 'Send one photo per request');
    }
    throw new AppError('invalid_data', 'bad_request', 'The upload could not be read');
  }
  // A multipart body is read here, after the hook that checks every other body (http/storable-input.ts).
  const unstorable = unstorableTextPath(fields);
  if (unstorable !== undefined) throw unstorableTextError(unstorable);
  if (!bytes || bytes.length === 0) {
    throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
      file: { code: 'required', message: 'Choose a photo' },
    });
  }
  return { bytes, fields };
}

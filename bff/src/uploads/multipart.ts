import fastifyMultipart from '@fastify/multipart';
import { AppException, findInputFault, inputFaultException } from '@pm/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_FIELD_BYTES = 20 * 1024;
const MAX_FIELDS = 10;

/** multipart/form-data for upload routes; the limits are enforced while the body streams in. */
export async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, {
    limits: {
      files: 1,
      fileSize: MAX_UPLOAD_BYTES,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** The name the browser gave, as sent: never trust it for anything but a sanitised label. */
  filename: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface FormShape {
  textFields: readonly string[];
  fileField: string;
  /** Named in the 413 answer, e.g. 'Screenshot'. */
  fileLabel: string;
  /** A larger bound than the default for this form (documents take 25 MB). */
  maxFileBytes?: number;
}

const badForm = (code: string, message: string, field?: string) =>
  new AppException(400, code, message, field ? { fields: { [field]: [message] } } : undefined);

/** Errors of @fastify/multipart and busboy as the shared error body; none of them may become a 500. */
function formError(error: unknown, shape: FormShape): AppException {
  const maxFileBytes = shape.maxFileBytes ?? MAX_UPLOAD_BYTES;
  if (error instanceof AppException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppException(
        413,
        'FILE_TOO_LARGE',
        `${shape.fileLabel} is too large: at most ${maxFileBytes / 1024 / 1024} MB`,
      );
    case 'FST_FILES_LIMIT':
      return new AppException(413, 'TOO_MANY_FILES', 'Attach at most one file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppException(413, 'TOO_MANY_FIELDS', 'The form has too many fields');
    default:
      return badForm('MALFORMED_MULTIPART', 'The form data could not be read');
  }
}

/**
 * The form's file, which must be there and within the shape's bound: 400 naming the field when it is missing or
 * empty, 413 when it is over (a part cut short by the stream's own limit is answered in readMultipartForm).
 */
export function requiredFile(form: MultipartForm, shape: FormShape): Buffer {
  const bytes = form.file?.bytes;
  if (!bytes || bytes.length === 0) {
    const message = `Choose a ${shape.fileLabel.toLowerCase()} to upload`;
    throw new AppException(400, 'VALIDATION_FAILED', message, { fields: { [shape.fileField]: [message] } });
  }
  const maxFileBytes = shape.maxFileBytes ?? MAX_UPLOAD_BYTES;
  if (bytes.length > maxFileBytes) {
    const message = `${shape.fileLabel} is too large: at most ${maxFileBytes / 1024 / 1024} MB`;
    throw new AppException(413, 'FILE_TOO_LARGE', message, { fields: { [shape.fileField]: [message] } });
  }
  return bytes;
}

/**
 * At most one file, held in memory (the size limit bounds it). Unknown or repeated fields are refused like
 * unknown JSON properties; an empty file part without a name (a file input left empty) is no file.
 */
export async function readMultipartForm(request: FastifyRequest, shape: FormShape): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw badForm('MULTIPART_REQUIRED', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts(
      shape.maxFileBytes ? { limits: { fileSize: shape.maxFileBytes } } : undefined,
    )) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== shape.fileField) {
          part.file.resume();
          throw badForm('VALIDATION_FAILED', `Invalid input: ${name} is not a file field`, name);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        if (file) throw badForm('VALIDATION_FAILED', `Invalid input: ${name} is given twice`, name);
        file = { field: name, bytes, filename: part.filename };
        continue;
      }
      if (!shape.textFields.includes(name)) {
        throw badForm('VALIDATION_FAILED', `Invalid input: property ${name} should not exist`, name);
      }
      if (name in fields) throw badForm('VALIDATION_FAILED', `Invalid input: ${name} is given twice`, name);
      if (part.valueTruncated) {
        throw new AppException(413, 'FIELD_TOO_LARGE', `${name} is too large: at most ${MAX_FIELD_BYTES / 1024} KB`, {
          fields: { [name]: [`at most ${MAX_FIELD_BYTES / 1024} KB`] },
        });
      }
      // A part sent as application/json arrives parsed; the form's JSON fields are read as text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      // The JSON body boundary of @pm/kit never sees a form: its text is checked here.
      const fault = findInputFault(value, { root: name });
      if (fault) throw inputFaultException(fault);
      fields[name] = value;
    }
  } catch (error) {
    throw formError(error, shape);
  }
  return { fields, file };
}

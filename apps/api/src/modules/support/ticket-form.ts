import type { Readable } from 'node:stream';
import { type FieldErrorCode, TICKET_LIMITS, type TicketAttachmentType } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { unsafeTextFields } from '../../lib/unsafe-text.js';
import { detectTicketFileType } from './ticket-files.js';

// A ticket or a reply comes as JSON (text only) or multipart (text parts and up to five `attachments`).

export interface CheckedAttachment {
  fileName: string;
  bytes: Buffer;
  contentType: TicketAttachmentType;
}

export interface TicketForm<T> {
  fields: T;
  files: CheckedAttachment[];
}

const LIMITS = {
  fileSize: TICKET_LIMITS.attachmentMaxBytes,
  files: TICKET_LIMITS.attachmentsMax,
  fields: 20,
  fieldSize: TICKET_LIMITS.bodyMax * 4,
  parts: 30,
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const fieldErrorsOf = (error: z.ZodError): Record<string, FieldErrorCode[]> => {
  const fields: Record<string, FieldErrorCode[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] = [...(fields[key] ?? []), issue.message as FieldErrorCode];
  }
  return fields;
};

/**
 * Reads and checks the whole body: every problem (a field, a file too large or of a kind we do not keep) is
 * reported at once as 422; more than five files is 413.
 */
export async function readTicketForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  multipartFields: (raw: Record<string, string>) => unknown,
): Promise<TicketForm<z.infer<S>>> {
  const problems: Record<string, FieldErrorCode[]> = {};
  const files: CheckedAttachment[] = [];
  let raw: unknown = request.body ?? {};
  if (request.isMultipart()) {
    const text: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: LIMITS })) {
        if (part.type === 'file') {
          const bytes = await readAll(part.file);
          if (part.fieldname !== 'attachments' || (bytes.length === 0 && !part.filename)) continue;
          const key = `attachments.${files.length + Object.keys(problems).filter((k) => k.startsWith('attachments.')).length}`;
          if (part.file.truncated) {
            problems[key] = ['file_too_large'];
            continue;
          }
          const contentType = await detectTicketFileType(bytes);
          if (!contentType) problems[key] = ['file_type_invalid'];
          else files.push({ fileName: part.filename || 'attachment', bytes, contentType });
        } else {
          const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
          if (part.valueTruncated) problems[part.fieldname] = ['too_long'];
          if (unsafeTextFields(value, part.fieldname).length > 0) problems[part.fieldname] = ['invalid'];
          text[part.fieldname] = value;
        }
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE');
      throw new AppError('VALIDATION_FAILED', { fields: { body: ['invalid'] } });
    }
    raw = multipartFields(text);
  }
  const parsed = schema.safeParse(raw);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const all = { ...fields, ...problems };
  if (!parsed.success || Object.keys(all).length > 0)
    throw new AppError('VALIDATION_FAILED', { fields: all });
  return { fields: parsed.data, files };
}

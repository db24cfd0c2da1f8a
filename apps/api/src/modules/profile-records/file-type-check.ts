import { RECORD_FILE_TYPES, type RecordFileType } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of an upload read from its magic bytes (file-type), if it is one we keep. The client's name and
 * Content-Type are never trusted: a PNG named .pdf is a PNG, an .exe named .jpg is refused.
 */
export async function detectRecordFileType(bytes: Uint8Array): Promise<RecordFileType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  return (RECORD_FILE_TYPES as readonly string[]).includes(mime ?? '') ? (mime as RecordFileType) : null;
}

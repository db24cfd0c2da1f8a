import type { Language } from '@portal/contracts';
import { LANGUAGE_TAGS } from '@portal/contracts';

/** A file size in KB or MB, in the UI language (5 MB is the upload limit people compare with). */
export function formatFileSize(bytes: number, lang: Language): string {
  const isLarge = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(LANGUAGE_TAGS[lang], {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(isLarge ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}

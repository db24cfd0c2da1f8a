import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** A moment of the thread in the UI language's date and time. */
export const ticketTime = (iso: string) => formatDateTime(iso, currentLanguage());

import type { JobFailure } from '../../jobs/job-runner.js';
import type { AlertParams } from './alerts.service.js';

// A job's error text is whatever the failing code threw: an SMTP refusal names the recipient, a database error
// the row's values. The alert goes by e-mail and to the staff chat, where no customer's address or phone
// belongs, so both are blanked before the text leaves the process.

const REDACTED = '[redacted]';
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g;
/**
 * 9 to 15 digits with at most one space, dot, dash or bracket between them (+998 90 123-45-67, (90) 1234567),
 * not inside a word or a time (an ISO timestamp's digits are followed by T or a colon).
 */
const PHONE = /(?<![\w.:/-])\+?\d(?:[\s().-]?\d){8,14}(?![\w:])/g;

export const redactContacts = (text: string): string =>
  text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED);

/** The words of a `job_failed` alert, the customer's contacts blanked. */
export const jobFailedParams = (failure: JobFailure): AlertParams => ({
  job: redactContacts(failure.name),
  id: failure.id,
  attempts: failure.attempt,
  error: redactContacts(failure.error).slice(0, 300),
});

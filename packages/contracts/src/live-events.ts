import { z } from 'zod';

// Live status over Server-Sent Events (issue 15 §3): the ticket answer and the events the stream carries.

export const liveEventTicketSchema = z.object({
  ticket: z.string(),
  /** ISO time after which the ticket no longer opens a stream (60 s). */
  expires_at: z.string(),
});
export type LiveEventTicket = z.infer<typeof liveEventTicketSchema>;

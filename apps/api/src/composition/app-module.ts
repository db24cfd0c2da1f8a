import type { AlertKind, Merchant, NotificationKind, NotificationParams } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Database, Queryable } from '../db/database.js';
import type { BoundJob, BoundSchedule } from '../jobs/job-definition.js';
import type { PageDescriber } from '../plugins/described-pages.js';
import type { Adapters } from './adapters.js';

/**
 * What a lower module asks of a higher one, handed over here at composition (app.ts) so that modules depend one
 * way (the boundary check refuses a cycle): the lower module names the function it needs, the root gives it the
 * higher module's.
 */
export interface ModulePorts {
  /**
   * live asks team whether a customer session still works and may follow the account's events: its own, or one
   * its person belongs to (a stream closes with its session, and with its membership).
   */
  mayFollowAccount(
    db: Queryable,
    stream: { sessionId: string; accountId: number; now: Date },
  ): Promise<boolean>;
  /** balance asks payments which provider paid each top-up invoice ("via Payme") and for its fiscal receipt. */
  topUpSources(
    db: Queryable,
    userId: number,
    invoiceIds: number[],
  ): Promise<Map<number, { merchant: Merchant; receiptUrl: string | null }>>;
  /** auth asks staff for staff members' names (the end of a support session says who it was). */
  staffNamesById(db: Queryable, ids: number[]): Promise<Map<number, string>>;
  /** auth asks security to check a captcha answer; it throws when the answer is wrong. */
  checkCaptcha(db: Database, answer: { id: string; answer: string; now: Date }): Promise<void>;
  /** auth asks security for a second-factor challenge after the right password; null without a second factor. */
  openLoginChallenge(
    db: Database,
    login: { userId: number; remember: boolean; now: Date },
  ): Promise<string | null>;
  /** auth asks referrals to record a registration through a referral code (in the registration's transaction). */
  recordReferral(
    tx: Queryable,
    join: { referredId: number; code: string | undefined; sharePercent: number; at: Date },
  ): Promise<void>;
  /**
   * staff asks alerts to tell the owners (e-mail, staff chat) of trouble; at most once an hour per `guardKey`.
   * Answers whether it told them.
   */
  raiseStaffAlert(
    db: Database,
    alert: { kind: AlertKind; params: Record<string, string | number>; guardKey: string; now: Date },
  ): Promise<boolean>;
  /** notifications asks telegram to deliver to a linked chat; undefined without a bot. */
  chatDelivery: ChatDelivery | undefined;
  /** webhooks asks notifications to tell an owner (in the caller's transaction) that an endpoint was switched off. */
  notifyCustomer(
    tx: Queryable,
    notice: { userId: number; kind: NotificationKind; params: NotificationParams; at: Date },
  ): Promise<unknown>;
  /** telegram asks support to remember which chat message carried a ticket's answer, and to take a reply to it. */
  chatReplies: ChatReplies;
}

/** A channel that reaches a customer's linked chat. */
export interface ChatDelivery {
  /** `context`: the message tells about a ticket, so a reply to it in the chat joins that ticket. */
  sendToUser(
    db: Queryable,
    userId: number,
    text: string,
    context?: { ticketId: number; at: Date },
  ): Promise<'sent' | 'not_linked'>;
}

/** Replies in a linked chat to a message that carried a ticket's answer. */
export interface ChatReplies {
  record(
    db: Queryable,
    sent: { chatId: number; messageId: number; ticketId: number; at: Date },
  ): Promise<void>;
  /**
   * The customer's reply to `replyToMessageId`: added to its ticket when the chat's customer owns it. Answers what
   * the bot says back, or null when the message carried no ticket (the bot answers as usual).
   */
  receive(
    db: Database,
    reply: {
      userId: number;
      chatId: number;
      replyToMessageId: number;
      text: string;
      language: string;
      /** A photo or document the reply carries; fetched only once support knows the ticket. */
      attachment?: ChatAttachment;
    },
  ): Promise<string | null>;
}

/** A file in a chat reply, not yet downloaded. */
export interface ChatAttachment {
  fileName: string;
  /** The size the chat told, when it did. */
  sizeBytes: number | undefined;
  download(maxBytes: number): Promise<Buffer | 'too_large' | 'unavailable'>;
}

/** What every module is given: the parsed config, the adapters built once from it, and its ports. */
export interface ModuleContext {
  config: AppConfig;
  adapters: Adapters;
  ports: ModulePorts;
}

/**
 * What a module contributes to the app. `app.ts` lists the modules and registers their routes (each in its
 * own encapsulated plugin) and hands their jobs to the job runner; no plugin imports a module.
 */
export interface AppModule {
  name: string;
  /** Routes and hooks; runs inside the module's own Fastify plugin. */
  routes?(app: FastifyInstance, context: ModuleContext): Promise<void>;
  /** The module's jobs (declared in its `<module>.jobs.ts`), each bound here to its handler. */
  jobs?(context: ModuleContext): BoundJob[];
  /** Its schedules, bound likewise: work the runner starts on a timer, once per due time across all processes. */
  recurring?(context: ModuleContext): BoundSchedule[];
  /** Public pages of the web build whose words it holds (the server writes them into the painted page). */
  pages?(context: ModuleContext): PageDescriber[];
}

export const defineModule = (module: AppModule): AppModule => module;

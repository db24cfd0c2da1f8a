import type { Queryable } from '../../db/database.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { balanceOf } from '../balance/balance.service.js';
import { findLinkOfChat } from './telegram.repository.js';

/** The customer a chat is linked to, with what the bot needs to answer them. */
export async function findCustomerOfChat(db: Queryable, chatId: number) {
  const link = await findLinkOfChat(db, chatId);
  const user = link && (await findUserBrief(db, link.userId));
  if (!link || !user) return undefined;
  const balanceTiyin = await balanceOf(db, link.userId);
  return { userId: link.userId, firstname: user.firstname, language: user.language, balanceTiyin };
}

export async function findUserForGreeting(db: Queryable, userId: number) {
  const user = await findUserBrief(db, userId);
  return user && { firstname: user.firstname, language: user.language };
}

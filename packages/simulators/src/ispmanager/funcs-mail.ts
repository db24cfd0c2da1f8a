import { IspApiError, type IspDoc, listDoc, okDoc, wrap, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { checkLimit, domainName, inScope, missed, ownerOf } from './scope.js';
import type { IspMailbox } from './types.js';
import { splitElid, validatePassword } from './validation.js';

// Mail as ISPmanager offers it (docs/hosting-control.md): `emaildomain` lists mail domains and
// `emaildomain.edit` makes one; `email` lists boxes, `email.edit` creates (name + domainname), changes
// (elid = address) or shows one (its form carries the password in clear, as the real panel's does),
// `email.delete` removes them with their mail.

const LOCAL = /^(?!.*\.\.)[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;
const ADDRESS = /^[a-z0-9._+-]{1,64}@((?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z0-9-]{2,63}$/;

const emaildomainList: FuncHandler = (context) =>
  listDoc(
    [...context.state.mailDomains.values()]
      .filter((domain) => inScope(context.caller, domain.owner))
      .map((domain) => ({ name: domain.name, owner: domain.owner, active: 'on' })),
  );

const emaildomainEdit: FuncHandler = (context) => {
  const { state, params, caller } = context;
  if ((params.elid ?? '') !== '') {
    const domain = state.mailDomains.get(params.elid ?? '');
    if (domain === undefined || !inScope(caller, domain.owner)) throw missed('elid', params.elid ?? '');
    return hasSok(params) ? okDoc() : { doc: wrapFields({ name: domain.name, owner: domain.owner }) };
  }
  if (!hasSok(params)) return { doc: wrapFields({ name: '' }) };
  const name = domainName(params.name, 'name');
  if (state.mailDomains.has(name))
    throw new IspApiError('exists', 'name', `The mail domain "${name}" exists`);
  const owner = ownerOf(state, caller, params.owner);
  const count = [...state.mailDomains.values()].filter((domain) => domain.owner === owner.name).length;
  checkLimit(owner, 'limit_emaildomains', count);
  state.mailDomains.set(name, { name, owner: owner.name });
  return { doc: { ok: {}, id: wrap(name) } };
};

/** The mail domain and its boxes go together. */
const emaildomainDelete: FuncHandler = (context) => {
  const names = splitElid(context.params.elid);
  if (names.length === 0) throw missed('elid', '');
  for (const name of names) {
    const domain = context.state.mailDomains.get(name);
    if (domain === undefined || !inScope(context.caller, domain.owner)) throw missed('elid', name);
  }
  for (const name of names) {
    context.state.mailDomains.delete(name);
    for (const [address, box] of context.state.mailboxes) {
      if (box.domain === name) context.state.mailboxes.delete(address);
    }
  }
  return okDoc();
};

function boxRow(box: IspMailbox): Record<string, string | number> {
  return {
    name: box.name,
    owner: box.owner,
    forward: box.forward.join(', '),
    active: box.active ? 'on' : 'off',
    size: box.usedMb,
  };
}

const emailList: FuncHandler = (context) =>
  listDoc(
    [...context.state.mailboxes.values()]
      .filter((box) => inScope(context.caller, box.owner))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(boxRow),
  );

function parseForward(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(/[\s,]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '');
  for (const address of list) {
    if (!ADDRESS.test(address)) throw new IspApiError('value', 'forward', `Invalid address: ${address}`);
  }
  return [...new Set(list)];
}

function parseMaxsize(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new IspApiError('value', 'maxsize', `Invalid size: ${raw}`);
  return Number(raw);
}

function checkQuotaLimit(context: FuncContext, owner: string, maxsize: number): void {
  const limit = context.state.users.get(owner)?.limits.limit_email_quota;
  if (limit !== undefined && limit !== '' && (maxsize === 0 || maxsize > Number(limit))) {
    throw new IspApiError('limit', 'limit_email_quota', `A box may hold at most ${limit} MiB`);
  }
}

function createBox(context: FuncContext): IspDoc {
  const { state, params, caller } = context;
  const local = (params.name ?? '').trim().toLowerCase();
  if (!LOCAL.test(local))
    throw new IspApiError('value', 'name', `Invalid mailbox name: ${params.name ?? ''}`);
  const domainKey = domainName(params.domainname, 'domainname');
  const domain = state.mailDomains.get(domainKey);
  if (domain === undefined || !inScope(caller, domain.owner)) {
    throw new IspApiError('value', 'domainname', `No mail domain "${domainKey}"`);
  }
  const address = `${local}@${domainKey}`;
  if (state.mailboxes.has(address)) throw new IspApiError('exists', 'name', `The box "${address}" exists`);
  const owner = ownerOf(state, caller, params.owner);
  const count = [...state.mailboxes.values()].filter((box) => box.owner === owner.name).length;
  checkLimit(owner, 'limit_emails', count);
  const maxsize = parseMaxsize(params.maxsize, 0);
  checkQuotaLimit(context, owner.name, maxsize);
  state.mailboxes.set(address, {
    name: address,
    domain: domainKey,
    owner: owner.name,
    passwd: validatePassword(params.passwd, params.confirm),
    maxsize,
    forward: parseForward(params.forward),
    dontsave: params.dontsave === 'on',
    usedMb: 0,
    active: true,
  });
  return { doc: { ok: {}, id: wrap(address) } };
}

/** Only the sent fields change; a missing `confirm` is fine on a change (reference: mail clients send none). */
function updateBox(context: FuncContext, box: IspMailbox): IspDoc {
  const { params } = context;
  const passwd = params.passwd !== undefined ? validatePassword(params.passwd, params.confirm) : box.passwd;
  const maxsize = parseMaxsize(params.maxsize, box.maxsize);
  if (params.maxsize !== undefined) checkQuotaLimit(context, box.owner, maxsize);
  const forward = params.forward !== undefined ? parseForward(params.forward) : box.forward;
  const dontsave = params.dontsave !== undefined ? params.dontsave === 'on' : box.dontsave;
  Object.assign(box, { passwd, maxsize, forward, dontsave });
  return okDoc();
}

function findBox(context: FuncContext, address: string): IspMailbox {
  const box = context.state.mailboxes.get(address.toLowerCase());
  if (box === undefined || !inScope(context.caller, box.owner)) throw missed('elid', address);
  return box;
}

const emailEdit: FuncHandler = (context) => {
  const elid = context.params.elid ?? '';
  if (elid === '') {
    if (hasSok(context.params)) return createBox(context);
    return { doc: wrapFields({ name: '', domainname: '', maxsize: '0' }) };
  }
  const box = findBox(context, elid);
  if (hasSok(context.params)) return updateBox(context, box);
  const [name] = box.name.split('@');
  return {
    doc: wrapFields({
      elid: box.name,
      name: name ?? '',
      domainname: box.domain,
      passwd: box.passwd,
      confirm: box.passwd,
      maxsize: box.maxsize,
      forward: box.forward.join(', '),
      dontsave: box.dontsave ? 'on' : 'off',
      note: '',
    }),
  };
};

const emailDelete: FuncHandler = (context) => {
  const boxes = splitElid(context.params.elid).map((address) => findBox(context, address));
  if (boxes.length === 0) throw missed('elid', '');
  for (const box of boxes) context.state.mailboxes.delete(box.name);
  return okDoc();
};

export const mailFuncs: Record<string, FuncHandler> = {
  emaildomain: emaildomainList,
  'emaildomain.edit': emaildomainEdit,
  'emaildomain.delete': emaildomainDelete,
  email: emailList,
  'email.edit': emailEdit,
  'email.delete': emailDelete,
};

// The outline of the terms of service (docs/product/overview.md); the words live in content.json under rules.sections.
// `paragraphs` sections read as prose, the others as a list introduced by their optional `intro`.

export type RuleSection = {
  id: string;
  kind: 'paragraphs' | 'list';
  hasIntro: boolean;
  items: readonly string[];
};

export const RULE_SECTIONS: readonly RuleSection[] = [
  { id: 'general', kind: 'paragraphs', hasIntro: false, items: ['agreement', 'law', 'services'] },
  {
    id: 'prohibited',
    kind: 'list',
    hasIntro: true,
    items: ['spam', 'malware', 'attacks', 'illegal', 'copyright', 'fraud', 'load', 'personal_data', 'access'],
  },
  {
    id: 'client_duties',
    kind: 'list',
    hasIntro: true,
    items: ['data', 'secrets', 'payment', 'backups', 'updates', 'compliance'],
  },
  {
    id: 'client_rights',
    kind: 'list',
    hasIntro: true,
    items: ['use', 'support', 'change', 'information', 'complaints'],
  },
  {
    id: 'admin_duties',
    kind: 'list',
    hasIntro: true,
    items: ['availability', 'maintenance', 'privacy', 'support', 'security'],
  },
  {
    id: 'admin_not_obliged',
    kind: 'list',
    hasIntro: false,
    items: ['development', 'training', 'restore', 'software', 'third_party'],
  },
  {
    id: 'admin_rights',
    kind: 'list',
    hasIntro: true,
    items: ['block', 'refuse', 'limit', 'remove', 'maintenance', 'change'],
  },
  {
    id: 'admin_not_responsible',
    kind: 'list',
    hasIntro: false,
    items: ['content', 'third_party', 'passwords', 'client_errors', 'losses', 'force_majeure'],
  },
  { id: 'payment', kind: 'list', hasIntro: false, items: ['prepaid', 'unpaid', 'no_refund', 'blocked'] },
];

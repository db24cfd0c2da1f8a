import { byLangAndNamespace, describeLocaleParity, type Messages } from '@portal/web-kit/testing';

// The portal's own namespaces; the errors and validation texts are the kit's, checked by its own test.
describeLocaleParity(
  'portal',
  byLangAndNamespace(import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' })),
);

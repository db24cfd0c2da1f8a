import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditAction, auditSubject, ChangesTable, changedFields } from './changes-table';

describe('an audit row’s change', () => {
  it('lists only the fields that changed, with their before and after', () => {
    expect(
      changedFields(
        { balance: 0, blocked: false, reason: null },
        { balance: 15_000, blocked: false, amount: 15_000, reason: 'Outage' },
      ),
    ).toEqual([
      { field: 'balance', before: 0, after: 15_000 },
      { field: 'reason', before: null, after: 'Outage' },
      { field: 'amount', before: undefined, after: 15_000 },
    ]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b' }]);
  });

  it('shows them as a table with field names in words, not JSON', () => {
    render(
      <ChangesTable
        before={{ balance: 0, status: 'pending' }}
        after={{ balance: 15_000, status: 'pending' }}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(within(table).getByRole('rowheader', { name: 'Balance, som' })).toBeInTheDocument();
    expect(table).toHaveTextContent('015,000');
    expect(table).not.toHaveTextContent('Status');
    expect(table).not.toHaveTextContent('{');
  });

  it('names what the action was about, which the changed fields alone do not say', () => {
    const before = { operation_id: 41, action: 'register', domain: 'yangi-dokon.uz', status: 'manual' };
    const after = { ...before, status: 'done', registrar_reference: 'UZ-4711' };
    expect(auditSubject(before, after)).toEqual([
      { field: 'domain', before: 'yangi-dokon.uz', after: 'yangi-dokon.uz' },
      { field: 'operation_id', before: 41, after: 41 },
    ]);
    // A creation names what it made; a changed name is the change, not the subject.
    expect(auditSubject(null, { code: 'SPRING', amount: 5000 })).toEqual([
      { field: 'code', before: undefined, after: 'SPRING' },
    ]);
    expect(auditSubject({ name: 'Old' }, { name: 'New' })).toEqual([]);

    render(<AuditAction action="domain.fulfil" before={before} after={after} />);
    expect(screen.getByText('Domain: yangi-dokon.uz')).toBeInTheDocument();
  });

  it('words a bank statement’s fields, its outcomes field by field and its days as the console writes them', () => {
    render(
      <ChangesTable
        before={null}
        after={{
          statement_id: 7,
          line_no: 2,
          paid_on: '2026-11-30',
          outcomes: { credited: 2, already_credited: 1, unmatched: 0 },
          expires_at: '2026-12-31T18:59:59.999Z',
        }}
      />,
    );
    const table = screen.getByRole('table');
    for (const name of ['Bank statement', 'Line', 'Paid on', 'Outcome', 'Paid until'])
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    expect(table).toHaveTextContent('Credited: 2, Already credited: 1, Not matched: 0');
    expect(table).toHaveTextContent('30.11.2026');
    expect(table).toHaveTextContent('31.12.2026 23:59');
    expect(table.textContent).not.toMatch(/[a-z]+_[a-z]+|\d{4}-\d{2}-\d{2}|[{}]/);
  });
});

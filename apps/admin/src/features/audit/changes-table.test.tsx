import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangesTable, changedFields } from './changes-table';

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
});

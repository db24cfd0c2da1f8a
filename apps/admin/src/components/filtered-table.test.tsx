import { TextField } from '@portal/web-kit/ui';
import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { optionalDayInput } from '@/lib/form-schemas';
import { DayRangeFields, FilteredTable } from './filtered-table';

// The console's list screens share one frame: filters kept in the address, a banner when the list cannot load,
// the table (or what an empty list says).

type Row = { id: number; name: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('id', { header: () => 'Id' }),
  column.accessor('name', { header: () => 'Name' }),
];
const filterSchema = z.object({ name: z.string().max(10, 'too_long') });

function Screen({ list }: { list: { data: Row[] | undefined; isError: boolean; error: unknown } }) {
  const { form, submit } = useUrlFilters(filterSchema);
  return (
    <FilteredTable
      filters={{ form, submit }}
      list={list}
      caption="Things"
      columns={columns}
      empty="Nothing yet"
    >
      <TextField label="Name" error={form.errorOf('name')} {...form.register('name')} />
    </FilteredTable>
  );
}

function show(list: { data: Row[] | undefined; isError: boolean; error: unknown }, path = '/things') {
  const router = createMemoryRouter([{ path: '/things', element: <Screen list={list} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FilteredTable', () => {
  it('puts the filters in the address on Show and shows the rows', async () => {
    const router = show({ data: [{ id: 1, name: 'Alpha' }], isError: false, error: null }, '/things?name=Al');
    expect(screen.getByLabelText('Name')).toHaveValue('Al');
    const table = screen.getByRole('region', { name: 'Things' });
    expect(within(table).getByText('Alpha')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), ' Beta ');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?name=Beta');
  });

  it('says an empty list is empty, and a list that did not load why, without a table', () => {
    show({ data: [], isError: false, error: null });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('shows the load failure in the banner and no table', () => {
    show({ data: undefined, isError: true, error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('takes a day range as two date fields, kept in the address like the other filters', async () => {
    const daySchema = z.object({ from: optionalDayInput, to: optionalDayInput });
    function DaysScreen() {
      const { form, submit } = useUrlFilters(daySchema);
      return (
        <FilteredTable
          filters={{ form, submit }}
          list={{ data: [], isError: false, error: null }}
          caption="Days"
          columns={columns}
          empty="None"
        >
          <DayRangeFields form={form} />
        </FilteredTable>
      );
    }
    const router = createMemoryRouter([{ path: '/days', element: <DaysScreen /> }], {
      initialEntries: ['/days?from=2026-11-01'],
    });
    render(<RouterProvider router={router} />);
    // Typed in the console's language (English here: dd/mm/yyyy), never the browser's own date input.
    expect(screen.getByLabelText('From')).not.toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('From')).toHaveValue('01/11/2026');
    await userEvent.type(screen.getByLabelText('To'), '30/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
  });
});

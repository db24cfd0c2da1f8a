import type { StaffRole, SupportStats } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render';
import { serveStaff } from '@/test/staff';

const stats: SupportStats = {
  open: 12,
  overdue: 3,
  due_soon: 2,
  promise_hours: 24,
  first_answer_7_days: {
    answered: 10,
    median_seconds: 2 * 3600 + 30 * 60,
    p90_seconds: 20 * 3600,
    in_time: 9,
  },
  first_answer_30_days: { answered: 40, median_seconds: 3 * 3600, p90_seconds: 26 * 3600, in_time: 35 },
};

function serve(role: StaffRole, answer: SupportStats = stats) {
  return serveStaff({ role, email: 's@x.uz' }, (call) => {
    if (call.url.endsWith('/tickets/stats')) return { body: { status: true, data: answer } };
    if (call.url.endsWith('/dashboard'))
      return {
        body: {
          status: true,
          data: {
            top_ups_today: [],
            new_customers_today: 1,
            active_orders: 2,
            orders_expiring_7_days: 0,
            failed_jobs: 0,
            reconciliation_open: 0,
            domains_queue_open: 0,
          },
        },
      };
    return { body: { status: true, data: [] } };
  });
}

describe('the dashboard’s support figures', () => {
  it('shows open, overdue and due-soon tickets and the first-answer times over 7 and 30 days', async () => {
    serve('support');
    renderConsole('/dashboard');
    const support = await screen.findByRole('region', { name: 'Support' });
    expect(
      await within(support).findByText('The first answer is promised within 24 hours.'),
    ).toBeInTheDocument();
    const figure = (label: string, scope: HTMLElement = support) =>
      within(scope).getByText(label).nextElementSibling?.textContent;
    expect(figure('Open tickets')).toBe('12');
    expect(figure('Overdue')).toBe('3');
    expect(figure('Due within 4 hours')).toBe('2');
    const week = within(support).getByRole('region', { name: 'First answer, 7 days' });
    expect(figure('Median', week)).toBe('2 h 30 min');
    expect(figure('90th percentile', week)).toBe('20 h 0 min');
    expect(figure('In time / answered', week)).toBe('9 / 10');
    const month = within(support).getByRole('region', { name: 'First answer, 30 days' });
    expect(figure('Median', month)).toBe('3 h 0 min');
    expect(figure('90th percentile', month)).toBe('1 d 2 h');
    // The queue's nav entry carries the overdue count, said in words.
    expect(screen.getByRole('link', { name: 'Tickets 3 overdue' })).toBeInTheDocument();
  });

  it('shows a dash for a window without answers, and no badge when nothing is late', async () => {
    serve('readonly', {
      ...stats,
      overdue: 0,
      first_answer_7_days: { answered: 0, median_seconds: null, p90_seconds: null, in_time: 0 },
    });
    renderConsole('/dashboard');
    const week = await screen.findByRole('region', { name: 'First answer, 7 days' });
    expect(within(week).getByText('Median').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Tickets' })).not.toHaveAttribute('aria-label');
  });
});

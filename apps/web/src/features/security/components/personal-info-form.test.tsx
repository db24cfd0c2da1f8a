import { securityPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoProfile, renderWithProviders } from '@/test/render';
import { ok, stubRoutes } from '@/test/test-network';
import { PersonalInfoForm } from './personal-info-form';

afterEach(() => vi.unstubAllGlobals());

const route = `PUT ${securityPaths.updateProfile}`;

// The date of birth is typed in the interface's order (English: dd/mm/yyyy), not in the browser's date input.
describe('PersonalInfoForm', () => {
  it('shows the saved birthday day first and saves "15031990" as 15 March 1990', async () => {
    const calls = stubRoutes({ [route]: [ok({ ...demoProfile, birthday: '1990-03-15' })] });
    renderWithProviders(<PersonalInfoForm profile={{ ...demoProfile }} />);
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveValue('12/04/1995');
    await userEvent.clear(field);
    await userEvent.type(field, '15031990');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ birthday: '1990-03-15' }),
    );
    expect(field).toHaveValue('15/03/1990');
  });

  it('refuses 31/02/1990 in words and sends nothing', async () => {
    const calls = stubRoutes({ [route]: [ok(demoProfile)] });
    renderWithProviders(<PersonalInfoForm profile={{ ...demoProfile }} />);
    const field = screen.getByLabelText('Date of birth');
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('There is no such date: check the day and the month.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

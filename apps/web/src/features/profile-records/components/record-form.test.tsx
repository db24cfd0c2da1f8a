import { profileRecordPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashNotice } from '@/components/ui/flash-notice';
import { loadCountryNames } from '@/lib/country-names';
import { renderRoutes } from '@/test/render';
import { EditRecord } from './edit-record';
import { RecordForm } from './record-form';
import { recordFixture, stubApi } from './test-data';

// A whole form of typing per test (and a country list of 240 options) outlasts the 5 s default on a busy CI.
vi.setConfig({ testTimeout: 20_000 });

// The country names are a chunk of their own (the form waits for them); these tests start with them here.
beforeAll(() => loadCountryNames('en'));

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PNG_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderForm(element = <RecordForm />, path = '/profayl/new') {
  return renderRoutes(
    [
      { path: '/profayl/new', element },
      {
        path: '/profayl/my_profayl',
        element: (
          <>
            <FlashNotice />
            <p>the list</p>
          </>
        ),
      },
    ],
    path,
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Last name'), 'Karimova');
  await user.type(screen.getByLabelText('First name'), 'Oʻgʻiloy');
  await user.type(screen.getByLabelText('Date of birth'), '1990-03-21');
  await user.type(screen.getByLabelText('Passport series and number'), 'AA1234567');
  await user.type(screen.getByLabelText('Issued by'), 'Yunusobod IIB');
  await user.type(screen.getByLabelText('Date of issue'), '2015-05-10');
  await user.selectOptions(screen.getByLabelText('Region'), 'Tashkent City');
  await user.type(screen.getByLabelText('District'), 'Yunusobod');
  await user.type(screen.getByLabelText('Address'), 'Amir Temur 1');
  await user.type(screen.getByLabelText('Phone'), '901234567');
  await user.type(screen.getByLabelText('E-mail'), 'ogiloy@example.uz');
}

describe('RecordForm', () => {
  it('labels every field, offers Uzbekistan first and its regions only for Uzbekistan', async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    for (const label of [
      'First name',
      'Last name',
      'Middle name (patronymic)',
      'Date of birth',
      'Passport series and number',
      'Issued by',
      'Date of issue',
      'Country',
      'Region',
      'District',
      'Address',
      'Phone',
      'E-mail',
      'Passport photo',
      'Copy of the main passport page',
      'Copy of the residence (propiska) page',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const country = screen.getByLabelText('Country');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Uzbekistan');
    expect(within(screen.getByLabelText('Region')).getAllByRole('option')).toHaveLength(15);
    expect(screen.getByLabelText('Passport photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,application/pdf',
    );

    await user.selectOptions(country, 'KZ');
    expect(screen.queryByLabelText('Region')).not.toBeInTheDocument();
  });

  it('checks the fields with the shared schema before sending', async () => {
    const calls = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('First name'), 'Aziz2');
    await user.type(screen.getByLabelText('Passport series and number'), 'A12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Enter the passport series and number, e.g. AA1234567.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a region from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the record as multipart with the chosen file, then goes to the list', async () => {
    const calls = stubApi({
      [`POST ${profileRecordPaths.list}`]: () => ({ body: { status: true, data: recordFixture() } }),
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderForm();
    await fillValidForm(user);
    const photo = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Passport photo'), photo);
    expect(await screen.findByText(/Chosen: me\.png/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of me.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The record has been saved.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toBeInstanceOf(FormData);
    const form = post?.body as FormData;
    expect(form.get('lastname')).toBe('Karimova');
    expect(form.get('region')).toBe('tashkent_city');
    expect(form.get('country')).toBe('UZ');
    expect((form.get('passport_photo') as File).name).toBe('me.png');
    expect(form.get('residence_page')).toBeNull();
  });

  it('refuses a file of another type or over 5 MB before uploading', async () => {
    stubApi({});
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderForm();
    const input = screen.getByLabelText('Copy of the main passport page');
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByText('Upload a JPEG, PNG or PDF file.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(screen.getByText('The file must not exceed 5 MB.')).toBeInTheDocument();
    expect(screen.queryByText(/Chosen:/)).not.toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields, files included', async () => {
    stubApi({
      [`POST ${profileRecordPaths.list}`]: () => ({
        status: 422,
        body: {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          errors: { email: ['This e-mail is odd.'], passport_photo: ['Upload a JPEG, PNG or PDF file.'] },
        },
      }),
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderForm();
    await fillValidForm(user);
    await user.upload(
      screen.getByLabelText('Passport photo'),
      new File([PNG_BYTES], 'x.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('The profile was not saved. Please check the marked fields.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This e-mail is odd.')).toBeInTheDocument();
    expect(screen.getByText('Upload a JPEG, PNG or PDF file.')).toBeInTheDocument();
  });

  it('edits a saved record: fields filled, the stored file opened with the token, removal sent', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:stored');
    URL.revokeObjectURL = vi.fn();
    const calls = stubApi({
      'GET /api/client/user/profile-records/7': () => ({ body: { status: true, data: recordFixture() } }),
      'GET /api/client/user/profile-records/7/files/passport_photo': () => ({
        file: { bytes: PNG_BYTES, type: 'image/png' },
      }),
      'PUT /api/client/user/profile-records/7': () => ({ body: { status: true, data: recordFixture() } }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm(<EditRecord id={7} />, '/profayl/new?id=7');
    expect(await screen.findByDisplayValue('Karimova')).toBeInTheDocument();
    expect(screen.getByLabelText('Passport series and number')).toHaveValue('AA1234567');
    expect(screen.getByLabelText('Region')).toHaveValue('tashkent_city');

    await user.click(screen.getByRole('button', { name: 'View file' }));
    expect(await screen.findByRole('img', { name: 'Passport photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:stored');
    const fileCall = calls.find((call) => call.url.endsWith('/files/passport_photo'));
    expect(fileCall).toBeDefined();
    const headers = (vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).endsWith('/files/passport_photo'))?.[1]?.headers ??
      {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer t');

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('This file will be removed when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The record has been saved.');
    const put = calls.find((call) => call.method === 'PUT')?.body as FormData;
    expect(put.get('remove_files')).toBe('passport_photo');
    expect(put.get('phone_number')).toMatch(/^\+998/);
  });

  it('says when the record to edit does not exist', async () => {
    stubApi({});
    renderForm(<EditRecord id={99} />, '/profayl/new?id=99');
    expect(await screen.findByText('This profile was not found.')).toBeInTheDocument();
  });
});

import { TICKET_ATTACHMENT_TYPES } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { TicketFilesField, useTicketFiles } from './ticket-files-field';

// One field for a ticket's files in both apps: the server's types and limits, the app's words.

beforeAll(() => {
  i18n.addResourceBundle('en', 'desk', {
    files: {
      label: 'Files',
      choose: 'Choose files',
      none: 'No files chosen',
      hint: 'Up to {{count}} files.',
      too_many: 'At most {{count}} files.',
      too_large: 'A file must not exceed {{size}} MB.',
      remove: 'Remove {{name}}',
    },
  });
});

function Owner() {
  const attachments = useTicketFiles();
  return (
    <>
      <TicketFilesField {...attachments.field} texts="desk:files" />
      <button type="button" onClick={attachments.clear}>
        Sent
      </button>
    </>
  );
}

const fileOf = (name: string, bytes = 3) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Files'), { target: { files } });

describe('TicketFilesField', () => {
  it('takes the types the server accepts, in the words the app names, and lets a chosen file go again', () => {
    render(<Owner />);
    const input = screen.getByLabelText('Files');
    expect(input).toHaveAttribute('accept', TICKET_ATTACHMENT_TYPES.join(','));
    expect(screen.getByText('Up to 5 files.')).toBeInTheDocument();
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
    choose([fileOf('a.png'), fileOf('b.png')]);
    expect(screen.getByText('a.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByText('b.png')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.getByText('No files chosen')).toBeInTheDocument();
  });

  it('refuses a sixth file and a file over 10 MB before any upload, saying why', () => {
    render(<Owner />);
    choose(Array.from({ length: 6 }, (_, n) => fileOf(`${n}.png`)));
    expect(screen.getByText('At most 5 files.')).toBeInTheDocument();
    expect(screen.queryByText('0.png')).not.toBeInTheDocument();
    choose([fileOf('big.png', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByText('A file must not exceed 10 MB.')).toBeInTheDocument();
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
  });
});

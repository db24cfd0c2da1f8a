import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';

// The native <dialog>: opened modal, Escape (the browser's `cancel` event) asks the owner to close it, and
// focus goes back to the control that opened it.

function Owner() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Change tariff
      </button>
      {isOpen && (
        <Dialog title="Confirm the change" onClose={() => setIsOpen(false)}>
          <button type="button">Confirm</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its title', () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: 'Change tariff' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the change' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
  });

  it('closes on Escape and gives focus back to its opener', () => {
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Change tariff' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('takes focus when it opens, on its title while nothing inside can take it', () => {
    function Loading() {
      return (
        <Dialog title="Preparing the preview" onClose={() => {}}>
          <p aria-busy="true">Loading…</p>
        </Dialog>
      );
    }
    render(<Loading />);
    const title = screen.getByRole('heading', { name: 'Preparing the preview' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

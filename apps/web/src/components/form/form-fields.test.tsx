import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormFields } from './form-fields';

const form = (
  <form>
    <FormFields>
      <input aria-label="Login" />
      <button type="submit">Log in</button>
    </FormFields>
  </form>
);

describe('FormFields', () => {
  it('is disabled in the prerendered markup, so nothing can be typed or sent before the app takes over', () => {
    expect(renderToString(form)).toMatch(/<fieldset[^>]*disabled/);
  });

  it('adopts the disabled markup without a mismatch, then enables the controls', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('group')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    container.remove();
  });

  it('is enabled from the first render when nothing was prerendered', () => {
    render(form);
    expect(screen.getByRole('group')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

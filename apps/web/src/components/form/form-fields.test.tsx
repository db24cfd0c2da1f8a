import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setRenderingPrerenderedMarkup } from '@/lib/use-hydrated';
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
    setRenderingPrerenderedMarkup(true);
    try {
      expect(renderToString(form)).toMatch(/<fieldset[^>]*disabled/);
    } finally {
      setRenderingPrerenderedMarkup(false);
    }
  });

  it('is enabled once the browser renders it', () => {
    render(form);
    expect(screen.getByRole('group')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

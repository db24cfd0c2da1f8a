import { formatPhone } from './format-phone';

// One way to show a phone number on every screen, the way the phone input writes it.

describe('formatPhone', () => {
  it.each([
    ['+998901234567', '+998 90 123 45 67'],
    ['998901234567', '+998 90 123 45 67'],
    ['901234567', '+998 90 123 45 67'],
    ['+79161234567', '+7 916 123 45 67'],
    ['+992931234567', '+992 93 123 4567'],
    ['+4930123456', '+49 30 123456'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('call me')).toBe('call me');
  });
});

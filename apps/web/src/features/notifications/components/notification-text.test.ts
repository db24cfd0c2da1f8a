import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

describe('notificationText for an announcement', () => {
  const announcement = {
    id: 1,
    kind: 'announcement' as const,
    params: {
      announcement: {
        uz: { title: 'Texnik ishlar', body: 'Kechasi' },
        ru: { title: 'Технические работы', body: 'Ночью' },
      },
    },
    created_at: '2026-11-25T09:00:00.000Z',
    read_at: null,
  };

  it('uses the words staff wrote in the UI language', () => {
    expect(notificationText(announcement, 'ru')).toEqual({
      titleKey: 'kinds.announcement.heading',
      textKey: 'kinds.announcement.text',
      values: { title: 'Технические работы', body: 'Ночью' },
    });
  });

  it('falls back to Uzbek when there is no text in the UI language', () => {
    expect(notificationText(announcement, 'tj').values).toEqual({ title: 'Texnik ishlar', body: 'Kechasi' });
  });
});

describe('notificationText for a domain', () => {
  it('names the domain, the money and the date', () => {
    const renewFailed = {
      id: 2,
      kind: 'domain_renew_failed' as const,
      params: { domain: 'misol.uz', amount: 120000, expires_at: '2026-12-20T00:00:00.000Z' },
      created_at: '2026-11-25T09:00:00.000Z',
      read_at: null,
    };
    const text = notificationText(renewFailed, 'en');
    expect(text.textKey).toBe('kinds.domain_renew_failed.text');
    expect(text.values).toMatchObject({ domain: 'misol.uz', amount: '120,000', date: '20 Dec 2026' });
  });

  it('names until when a domain in grace can still be renewed, in the UI language', () => {
    const grace = {
      id: 3,
      kind: 'domain_grace' as const,
      params: {
        domain: 'misol.uz',
        expires_at: '2026-12-20T00:00:00.000Z',
        until: '2026-12-28T19:00:00.000Z',
      },
      created_at: '2026-12-20T01:00:00.000Z',
      read_at: null,
    };
    const text = notificationText(grace, 'ru');
    expect(text.titleKey).toBe('kinds.domain_grace.title');
    // 19:00 UTC is midnight in Tashkent: the 29th there.
    expect(text.values).toMatchObject({ domain: 'misol.uz', date: '20.12.2026', until: '29.12.2026' });
  });
});

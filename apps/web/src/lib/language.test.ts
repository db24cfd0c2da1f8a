import { getStoredLanguage, LANGUAGE_COOKIE, storeLanguage, syncLanguageCookie } from './language';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the module writes.
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
};

afterEach(() => {
  localStorage.clear();
  clearCookie();
  delete document.documentElement.dataset.lang;
});

describe('the page language', () => {
  it('is the saved choice first', () => {
    document.documentElement.dataset.lang = 'ru';
    localStorage.setItem('selectedLang', 'tj');
    expect(getStoredLanguage()).toBe('tj');
  });

  it('is the language the server painted the page in when nothing is saved', () => {
    document.documentElement.dataset.lang = 'ru';
    expect(getStoredLanguage()).toBe('ru');
  });

  it('on a page nobody painted (the offline shell), is what the server would pick: the cookie first', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru-RU', 'en']);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants what the server reads.
    document.cookie = `${LANGUAGE_COOKIE}=uzc; Path=/`;
    expect(getStoredLanguage()).toBe('uzc');
  });

  it('then the browser’s languages, as Accept-Language would say them', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'tg-TJ', 'ru']);
    expect(getStoredLanguage()).toBe('tj');
  });

  it('is uz when nothing says, or the page names no language we have', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(getStoredLanguage()).toBe('uz');
    document.documentElement.dataset.lang = 'de';
    expect(getStoredLanguage()).toBe('uz');
  });
});

describe('the language cookie', () => {
  it('is written with the choice, so the server paints the next page in it', () => {
    storeLanguage('uzc');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=uzc`);
    expect(localStorage.getItem('selectedLang')).toBe('uzc');
  });

  it('is copied from a choice saved before the cookie existed', () => {
    localStorage.setItem('selectedLang', 'en');
    syncLanguageCookie();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('is not invented when nothing was chosen', () => {
    document.documentElement.dataset.lang = 'ru';
    syncLanguageCookie();
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=`);
  });
});

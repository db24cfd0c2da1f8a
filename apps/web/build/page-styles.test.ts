import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageStylesheets } from './page-styles';

// The shape of dist/.vite/manifest.json: the entry, a shared chunk with the shell's styles, and two screens that
// share a part.
const manifest: Record<string, BuiltChunk> = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'], css: ['assets/app-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_app-1.js', '_lead-1.js', '_badge-1.js'],
    css: ['assets/home-1.css'],
  },
  '_lead-1.js': { file: 'assets/lead-1.js', imports: ['_icon-1.js'], css: ['assets/lead-1.css'] },
  '_icon-1.js': { file: 'assets/icon-1.js', css: ['assets/icon-1.css'] },
  '_badge-1.js': { file: 'assets/badge-1.js', imports: ['_icon-1.js'], css: ['assets/badge-1.css'] },
  'src/app/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_app-1.js', '_icon-1.js'] },
  'src/app/routes/news.tsx': { file: 'assets/news-1.js', css: ['assets/news-1.css'] },
};

describe('page stylesheets', () => {
  it("gives the entry's first, then the screen's, each part's before the modules that use it", () => {
    expect(pageStylesheets(manifest, '/')).toEqual([
      'assets/app-1.css',
      'assets/icon-1.css',
      'assets/lead-1.css',
      'assets/badge-1.css',
      'assets/home-1.css',
    ]);
  });

  it("leaves out every other screen's styles", () => {
    expect(pageStylesheets(manifest, '/login')).toEqual(['assets/app-1.css', 'assets/icon-1.css']);
    expect(pageStylesheets(manifest, '/news')).toEqual(['assets/app-1.css', 'assets/news-1.css']);
  });

  it("gives a path no screen has the entry's alone, and refuses a screen the build did not write", () => {
    expect(pageStylesheets(manifest, '/__not-found__')).toEqual(['assets/app-1.css']);
    expect(() => pageStylesheets(manifest, '/rules')).toThrow(/routes\/rules\.tsx/);
  });
});

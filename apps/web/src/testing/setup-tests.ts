import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/lib/i18n';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('sv');
});

afterEach(() => {
  localStorage.clear();
});

// Mantine reads matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';
import { i18nProvider } from '../../../src/i18n';

/** Emotion's cache, which MUI and the app's styles go through: the one React gives by default. */
const emotionCache = (() => {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  // Null only without a DOM (server rendering).
  if (!result.current) throw new Error('No Emotion cache: the component tests need jsdom');
  return result.current;
})();

/**
 * Makes the page as a new visit finds it: empty, without the styles of the screens rendered
 * before, storage and cookies cleared, in English. The test files of a worker share one page
 * (the app project runs them without isolation, vitest.config.ts); each starts with this.
 *
 * The styles matter for speed: jsdom goes through every rule of the page's style sheets on each
 * getComputedStyle, which role queries and toBeVisible call for each element, and the rules of
 * all the screens of a worker's files would add up to thousands.
 */
export const startFreshPage = async () => {
  // What a screen left outside React's containers (a download link, the body's style).
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  // In development Emotion writes each rule into a <style> element of its own, which jsdom parses
  // as a new style sheet; as in production, the rules go into one sheet (insertRule) instead.
  emotionCache.sheet.isSpeedy = true;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the only way to drop a cookie in jsdom
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
};

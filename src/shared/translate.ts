export type Translate = (key: string, options?: Record<string, unknown>) => string;

// Until the app's i18n provider is created (src/i18n/), a key stands for itself.
let current: Translate = (key) => key;

/**
 * The catalogue's translate for code outside React, such as the HTTP client's fallback error texts.
 * It lives here, below the catalogues, because they gather every resource's texts and resources
 * use this folder: src/i18n/ hands its provider's translate over with `setTranslate` once built.
 */
export const translate: Translate = (key, options) => current(key, options);

export const setTranslate = (next: Translate) => {
  current = next;
};

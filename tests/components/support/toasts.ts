import { screen, waitFor } from '@testing-library/react';

const toastOf = (element: Element) => element.closest<HTMLElement>('[data-sonner-toast]');

/**
 * The toast whose text contains `text`: one of sonner's list items, whose data-type says success,
 * error, warning or info. The same text elsewhere on the page (a list, a field) is not it.
 */
export const findToast = (text: string | RegExp) =>
  waitFor(() => {
    const toast = screen
      .getAllByText(text, { exact: false })
      .map(toastOf)
      .find((found) => found !== null);
    if (!toast) throw new Error(`No toast shows "${text}"`);
    return toast;
  });

/** The titles of the toasts on screen, newest first (sonner keeps those waiting their turn hidden). */
export const visibleToastTitles = () =>
  [...document.querySelectorAll('[data-sonner-toast][data-visible="true"] [data-title]')].map(
    (title) => title.textContent,
  );

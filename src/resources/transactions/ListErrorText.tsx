import type { ReactNode } from 'react';
import { ListContextProvider, useListContext, useTranslate } from 'react-admin';

interface ListErrorTextProps {
  /** Catalogue key of the screen's error text (spec section 8). */
  text: string;
  /** The list table, which shows the error's message in place of its rows. */
  children: ReactNode;
}

/**
 * The spec gives each list its own error text ('An error occured' for transactions, 'An error
 * occurred' for payments) instead of the HTTP client's message: the table below sees an error
 * carrying that text. The client's message stays on the error's cause.
 */
export const ListErrorText = ({ text, children }: ListErrorTextProps) => {
  const translate = useTranslate();
  const list = useListContext();
  if (!list.error) return children;
  const error = new Error(translate(text), { cause: list.error });
  return <ListContextProvider value={{ ...list, error }}>{children}</ListContextProvider>;
};

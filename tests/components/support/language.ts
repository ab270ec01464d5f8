import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks a language ("Français", "English") from the account menu, as a person does. */
export const chooseLanguage = async (name: string) => {
  await userEvent.click(await screen.findByTestId('account-menu', {}, { timeout: 10_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
};

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks `button` in the open alert dialog that asks `question`. */
export const answerDialog = (question: string, button: string) =>
  userEvent.click(
    within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
      name: button,
    }),
  );

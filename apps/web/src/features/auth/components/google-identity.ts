/** The small part of Google Identity Services (accounts.google.com/gsi/client) that we use. */
export type GoogleCredentialResponse = { credential: string };

type GoogleIdentity = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { theme?: string; size?: string; text?: string; shape?: string; width?: number },
  ): void;
};

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

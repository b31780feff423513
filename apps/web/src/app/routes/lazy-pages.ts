import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: every page is its own chunk, loaded when first visited. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const LandingPage = lazyPage(
  () => import('../../features/landing/components/landing-page'),
  'LandingPage',
);
export const LoginPage = lazyPage(
  () => import('../../features/auth/components/login-page'),
  'LoginPage',
);
export const SignUpPage = lazyPage(
  () => import('../../features/auth/components/signup-page'),
  'SignUpPage',
);
export const PrivacyPage = lazyPage(
  () => import('../../features/legal/components/privacy-page'),
  'PrivacyPage',
);
export const MyAccountPage = lazyPage(
  () => import('../../features/account/components/my-account-page'),
  'MyAccountPage',
);
export const EditProfilePage = lazyPage(
  () => import('../../features/account/components/edit-profile-page'),
  'EditProfilePage',
);
export const NotFoundPage = lazyPage(
  () => import('../../features/not-found/components/not-found-page'),
  'NotFoundPage',
);
export const NotYetOpenPage = lazyPage(() => import('./not-yet-open'), 'NotYetOpenPage');
export const ThankYouRoute = lazyPage(() => import('./thank-you-route'), 'ThankYouRoute');

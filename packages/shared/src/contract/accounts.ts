import { z } from 'zod';
import {
  downloadPictureQuery,
  findUserQuery,
  googleLoginBody,
  loginEmailBody,
  loginPhoneBody,
  phoneChangeBody,
  smsAlertsBody,
  signupBody,
  updateProfileBody,
  updateProfileWithPictureBody,
  verifyEmailChangeBody,
  verifyOtpBody,
} from '../schemas/auth';
import { profileUpdateResultAnswer, publicUserAnswer, userAnswer } from '../answers/accounts';
import { LANGUAGES } from '../i18n/languages';
import { apiMessage, apiSuccess } from './envelope';
import { defineRoute } from './route';

/** Session, sign-in and user calls of spec 1 section 7, at their exact paths. */
const tag = 'Accounts';

export const authorization = defineRoute({
  method: 'GET',
  path: '/users/login/authorization',
  summary: 'The signed-in user (401 when there is no session)',
  tag,
  access: 'user',
  answer: apiSuccess(userAnswer),
});

export const logout = defineRoute({
  method: 'GET',
  path: '/users/logout',
  summary: "Ends the session and clears its cookie; answers 'success'",
  tag,
  access: 'public',
  answer: apiMessage,
});

export const signup = defineRoute({
  method: 'POST',
  path: '/users/signup',
  summary:
    "Starts a sign-up: e-mails a 6-digit code, or sends it by SMS for {name, phone}; answers 'sent'",
  tag,
  access: 'public',
  body: signupBody,
  answer: apiMessage,
});

export const loginEmail = defineRoute({
  method: 'POST',
  path: '/users/login/email',
  summary: "Starts a sign-in: e-mails a 6-digit code; answers 'sent'",
  tag,
  access: 'public',
  body: loginEmailBody,
  answer: apiMessage,
});

export const loginPhone = defineRoute({
  method: 'POST',
  path: '/users/login/phone',
  summary: "Starts a sign-in by phone: sends a 6-digit code by SMS; answers 'sent'",
  description:
    "The twin of /users/login/email: 'User not exist' for an unknown number, the same limits " +
    'per number. The number is taken as people write it and compared in E.164.',
  tag,
  access: 'public',
  body: loginPhoneBody,
  answer: apiMessage,
});

export const verifyLoginCode = defineRoute({
  method: 'POST',
  path: '/users/varify-login-otp',
  summary:
    'Signs in (or finishes a sign-up) with the code sent to {userEmail} or by SMS to {phone}; sets the session cookie',
  tag,
  access: 'public',
  body: verifyOtpBody,
  answer: apiSuccess(userAnswer),
});

export const googleLogin = defineRoute({
  method: 'POST',
  path: '/users/login/google',
  summary: "Signs in with Google's credential; sets the session cookie",
  tag,
  access: 'public',
  body: googleLoginBody,
  answer: apiSuccess(userAnswer),
});

export const updateProfile = defineRoute({
  method: 'POST',
  path: '/users/update',
  summary: "Changes the signed-in user's own profile; answers 'success' or 'taken'",
  description:
    'JSON {id, data} without a picture, or multipart {userId, folder, picture, updatedValues ' +
    '(JSON text)}. A new e-mail is not changed at once: `pendingEmail` names it, and the code ' +
    'sent there confirms it (POST /users/email-change/verify). The body is checked by the ' +
    'handler (JSON or multipart), not before it.',
  tag,
  access: 'user',
  body: updateProfileBody,
  multipart: {
    fields: updateProfileWithPictureBody,
    files: { field: 'picture', min: 0, max: 1 },
  },
  answer: apiSuccess(profileUpdateResultAnswer, { pendingEmail: z.string().optional() }),
});

export const verifyEmailChange = defineRoute({
  method: 'POST',
  path: '/users/email-change/verify',
  summary: 'Confirms a pending e-mail change with the code sent to the new address',
  tag,
  access: 'user',
  body: verifyEmailChangeBody,
  answer: apiSuccess(userAnswer),
});

export const startPhoneChange = defineRoute({
  method: 'POST',
  path: '/users/phone',
  summary:
    "Adds or changes the signed-in user's phone number: sends a code to it by SMS; answers 'sent' or 'taken'",
  tag,
  access: 'user',
  body: phoneChangeBody,
  answer: apiSuccess(z.enum(['sent', 'taken'])),
});

export const verifyPhoneChange = defineRoute({
  method: 'POST',
  path: '/users/phone/verify',
  summary: 'Confirms the new phone number with the code sent to it by SMS',
  tag,
  access: 'user',
  body: verifyEmailChangeBody,
  answer: apiSuccess(userAnswer),
});

export const chooseSmsAlerts = defineRoute({
  method: 'POST',
  path: '/users/sms-alerts',
  summary: 'Alerts by SMS (to the proved phone number) besides the inbox, or not',
  tag,
  access: 'user',
  body: smsAlertsBody,
  answer: apiSuccess(userAnswer),
});

export const findUser = defineRoute({
  method: 'GET',
  path: '/users/find/user',
  summary: 'Looks a person up by e-mail (404 when there is none); rate limited per user',
  tag,
  access: 'user',
  querystring: findUserQuery,
  answer: apiSuccess(publicUserAnswer),
});

export const downloadPicture = defineRoute({
  method: 'GET',
  path: '/users/download-picture',
  summary: "Downloads an uploaded picture (a profile picture, the owner's copy of a cake picture)",
  description:
    'Answers the file itself (image/webp, image/png or image/jpeg) as an attachment, not JSON.',
  tag,
  access: 'user',
  querystring: downloadPictureQuery,
  answer: z.unknown().meta({ description: 'the picture file' }),
});

export const chooseLanguage = defineRoute({
  method: 'POST',
  path: '/users/language',
  summary:
    "Keeps the chosen interface language (issue 17): the 'lang' cookie pages are rendered by, and for a signed-in user the profile, so e-mails go out in it",
  tag,
  access: 'public',
  body: z.object({ language: z.enum(LANGUAGES) }),
  answer: apiSuccess(z.object({ language: z.enum(LANGUAGES) })),
});

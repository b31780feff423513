import { z } from 'zod';
import { DISTRICTS } from '../locations';
import { phoneSchema } from '../phone';

/** E-mails are compared lower-cased and trimmed everywhere. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

export const nameSchema = z.string().trim().min(1, { error: 'is required' }).max(80);

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;

/**
 * Where a sign-up or sign-in code goes: the spec's e-mail, or a phone number (issue 34), one of
 * the two. Neither is answered as the spec's missing e-mail field.
 */
const oneAddress =
  (emailKey: 'email' | 'userEmail') =>
  (body: { phone?: string } & Partial<Record<typeof emailKey, string>>, ctx: z.RefinementCtx) => {
    if ((body[emailKey] === undefined) === (body.phone === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [emailKey],
        message:
          body.phone === undefined
            ? 'is required (or phone)'
            : 'give an e-mail or a phone, not both',
      });
  };

export const signupBody = z
  .object({ name: nameSchema, email: emailSchema.optional(), phone: phoneSchema.optional() })
  .superRefine(oneAddress('email'));
export const loginEmailBody = z.object({ userEmail: emailSchema });
/** POST /users/login/phone: a sign-in code by SMS (issue 34), the twin of login/email. */
export const loginPhoneBody = z.object({ phone: phoneSchema });
/** An e-mailed code as typed: six digits. */
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'must be the 6-digit code' });

export const verifyOtpBody = z
  .object({
    otp: codeSchema,
    userEmail: emailSchema.optional(),
    phone: phoneSchema.optional(),
    type: z.enum(['signup', 'login']).optional(),
  })
  .superRefine(oneAddress('userEmail'));
export const googleLoginBody = z.object({
  client_id: z.string().optional(),
  jwtToken: z.string().min(1, { error: 'is required' }),
});

/** Profile fields a user may change about themselves. */
export const profileValues = z
  .object({
    name: nameSchema,
    email: emailSchema,
    contact: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, { error: 'must be a phone number' }),
    district: z.enum(DISTRICTS, { error: 'must be a district of Benaadir' }),
    tel: z.string().trim().max(20),
    address: z.string().trim().max(200),
  })
  .partial()
  .strict();
export type ProfileValues = z.infer<typeof profileValues>;

export const updateProfileBody = z.object({ id: z.uuid(), data: profileValues });
/** The multipart form of the profile update: the picture arrives as a file part. */
export const updateProfileWithPictureBody = z.object({
  userId: z.uuid(),
  folder: z.string().max(200).optional(),
  updatedValues: profileValues.default({}),
});
/**
 * What `POST /users/update` answers beside `data` ('success' | 'taken'): a new e-mail is not
 * changed at once; a code went to it, and the address changes when the code comes back through
 * `POST /users/email-change/verify`. A client that ignores the field still reads 'success'.
 */
export type ProfileUpdateExtra = { pendingEmail?: string };
/** Adds or changes the account's phone number: a code goes to it by SMS first (issue 34). */
export const phoneChangeBody = z.object({ phone: phoneSchema });
/** Alerts by SMS besides the inbox, or not (issue 34). */
export const smsAlertsBody = z.object({ on: z.boolean() });
/** Confirms a pending e-mail change with the code sent to the new address. */
export const verifyEmailChangeBody = z.object({ otp: codeSchema });
export const findUserQuery = z.object({ email: emailSchema });
/** GET /users/download-picture?picture: an uploaded picture's URL or key. */
export const downloadPictureQuery = z.object({ picture: z.string().min(1).max(300) });

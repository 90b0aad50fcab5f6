import { z } from '../zod';
import { ruled } from './common';
import {
  emailError,
  loginPasswordError,
  profileNameError,
  profileNewPasswordError,
  profilePhoneError,
  registrationNameError,
  registrationPasswordError,
  registrationPhoneError,
  resetPasswordError,
  UUID_PATTERN,
} from '../domain/account-rules';

const emailField = ruled(emailError).transform((v) => v.trim().toLowerCase());
const optionalText = (max: number) => z.string().max(max, { error: 'field-too-large' }).optional();
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const LoginRequestSchema = z.object({
  email: emailField,
  password: ruled(loginPasswordError),
  remember: booleanish,
  fingerprint: optionalText(200),
  timezone: optionalText(100),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const SendRegisterSchema = z.object({
  to: emailField,
  lang: z.enum(['en', 'km']).optional(),
});
export const ForgotPasswordSchema = z.object({
  email: emailField,
  lang: z.enum(['en', 'km']).optional(),
});

const tokenField = z
  .string({ error: 'invalid-token' })
  .min(32, { error: 'invalid-token' })
  .max(200, { error: 'invalid-token' });
const uuidField = z
  .string({ error: 'invalid-registration-link' })
  .regex(UUID_PATTERN, { error: 'invalid-registration-link' });
const linkEmail = z
  .string({ error: 'invalid-email-format' })
  .refine((v) => emailError(v) === null, { error: 'invalid-email-format' })
  .transform((v) => v.trim().toLowerCase());

export const VerifyRegistrationSchema = z.object({
  token: tokenField,
  email: linkEmail,
  id: uuidField,
});
export const ValidateResetTokenSchema = z.object({ token: tokenField, email: linkEmail });

/** Social sign-in: the provider in the path (an unknown one is a 404), the page's `state`. */
export const SocialProviderParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'not-found' }),
});
export const SocialRedirectQuerySchema = z.object({ state: z.string().max(2000).optional() });

/**
 * The text fields of complete-registration (the image is checked apart, by
 * content). Cross-field rules need the names and e-mail, hence superRefine.
 */
export const CompleteRegistrationFieldsSchema = z
  .object({
    registration_id: uuidField,
    email: linkEmail,
    token: tokenField,
    first_name: ruled((v) => registrationNameError(v, 'first-name')).transform((v) => v.trim()),
    last_name: ruled((v) => registrationNameError(v, 'last-name')).transform((v) => v.trim()),
    password: z.string().default(''),
    password_confirmation: z.string().default(''),
    dob: z.string().optional(),
    gender: z
      .enum(['', '1', '2'], { error: 'gender-invalid' })
      .optional()
      .transform((v) => (v ? Number(v) : 0)),
    phone: z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        const key = registrationPhoneError(v);
        if (key) ctx.addIssue({ code: 'custom', message: key });
      })
      .transform((v) => v?.trim() || null),
    terms: booleanish,
    lang: z.enum(['en', 'km']).optional(),
  })
  .superRefine((v, ctx) => {
    const pw = registrationPasswordError(v.password, {
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
    });
    if (pw) ctx.addIssue({ code: 'custom', path: ['password'], message: pw });
    if (!v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'confirm-password-required',
      });
    } else if (v.password_confirmation !== v.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'passwords-do-not-match',
      });
    }
    if (!v.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'terms-required' });
  });
export type CompleteRegistrationFields = z.input<typeof CompleteRegistrationFieldsSchema>;

export const ResetPasswordSchema = z
  .object({
    email: linkEmail,
    token: tokenField,
    new_pass: z.string().default(''),
    new_pass_confirmation: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const pw = resetPasswordError(v.new_pass, v.email);
    if (pw) ctx.addIssue({ code: 'custom', path: ['new_pass'], message: pw });
    if (!v.new_pass_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_pass_confirmation'],
        message: 'confirm-password-required',
      });
    } else if (v.new_pass_confirmation !== v.new_pass) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_pass_confirmation'],
        message: 'passwords-do-not-match',
      });
    }
  });

export const ProfileUpdateFieldsSchema = z.object({
  first_name: ruled(profileNameError).transform((v) => v.trim()),
  last_name: ruled(profileNameError).transform((v) => v.trim()),
  phone: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const key = profilePhoneError(v);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    })
    .transform((v) => v?.trim() || null),
  gender: z
    .enum(['0', '1', '2'], { error: 'invalid-gender-selection' })
    .default('0')
    .transform(Number),
  _method: z.string().optional(),
});

export const PasswordChangeSchema = z
  .object({
    current_password: z
      .string()
      .default('')
      .refine((v) => v.length > 0 && v.length <= 128, { error: 'current-password-required' }),
    new_password: ruled(profileNewPasswordError),
    new_password_confirmation: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.new_password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: 'confirm-password-required',
      });
    } else if (v.new_password_confirmation !== v.new_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: 'passwords-dont-match',
      });
    }
  });

/** The user profile of document 1 §3. */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  gender: z.number().int().min(0).max(2),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  email: z.string(),
  is_email_verified: z.boolean(),
  role_id: z.number().int(),
  lang: z.enum(['en', 'km']),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  expires: z.string(),
  remember: z.boolean(),
  user: UserProfileSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ResetTokenCheckSchema = z.object({
  valid: z.boolean(),
  expires_at: z.string().nullable(),
});
export type ResetTokenCheck = z.infer<typeof ResetTokenCheckSchema>;

/** Send-register and forgot-password: how many links this address asked for in the window. */
export const AttemptsSchema = z.object({
  attempts: z.number().int(),
  attempts_remaining: z.number().int(),
});
export type Attempts = z.infer<typeof AttemptsSchema>;

/** POST /api/web/verify-registration-token: the link is good for this address until then. */
export const VerifiedRegistrationSchema = z.object({ email: z.string(), expires_at: z.string() });
export type VerifiedRegistration = z.infer<typeof VerifiedRegistrationSchema>;

/** A configured social sign-in provider (none: the buttons are hidden). */
export const SocialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
export const SocialProviderListSchema = z.array(SocialProviderSchema);

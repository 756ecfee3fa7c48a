import { z } from "zod";
import { accountEmail, accountPassword, newPassword } from "./fields.ts";
import { messages } from "./messages.ts";

export const credentialsSchema = z.object({ email: accountEmail, password: accountPassword });
export type Credentials = z.input<typeof credentialsSchema>;

/**
 * `POST /api/user`: while no account exists, a stranger's registration must carry the one-time
 * setup token of the link the server printed in its log (`setup`); later only an administrator
 * registers another.
 */
export const registrationSchema = credentialsSchema.extend({
  setup: z.string().max(200).optional(),
});
export type Registration = z.input<typeof registrationSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: z.object({ email: z.string() }),
});
export type Session = z.infer<typeof sessionSchema>;

export const passwordChangeSchema = z.object({ email: accountEmail, password: newPassword });
export const passwordForgotSchema = z.object({ email: accountEmail });
export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

/** The admin form's two fields: the confirmation must repeat the password. */
export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmpassword: z.string() })
  .refine((value) => value.password === value.confirmpassword, {
    error: messages.passwordsDiffer,
    path: ["confirmpassword"],
  });

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

/** What an account may do: everything, the content, or the bookings screen only (issue 23). */
export const ROLES = ["admin", "editor", "bookings"] as const;
export const roleSchema = z.enum(ROLES, { error: messages.role });
export type Role = z.infer<typeof roleSchema>;

/** The signed-in account as the login and `GET /api/user` answer it. */
export const sessionUserSchema = z.object({ email: z.string(), role: roleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /api/users`: every account of the team. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  last_sign_in: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/invitations`: the invitations not yet accepted (an expired one says so). */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationInputSchema = z.object({ email: accountEmail, role: roleSchema });
export type InvitationInput = z.input<typeof invitationInputSchema>;
export const invitationAcceptSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});
export const roleChangeSchema = z.object({ role: roleSchema });

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

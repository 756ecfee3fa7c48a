import {
  type InvitationInput,
  invitationSchema,
  type Role,
  sessionSchema,
  sessionUserSchema,
  teamMemberSchema,
} from "@shelter/contract";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiRequest } from "./client.ts";

/** The «Команда» screen's calls (issue 23): accounts and invitations, for administrators. */
export const teamQuery = queryOptions({
  queryKey: ["team", "users"],
  queryFn: ({ signal }) => apiGet("/users", z.array(teamMemberSchema), signal),
});

export const invitationsQuery = queryOptions({
  queryKey: ["team", "invitations"],
  queryFn: ({ signal }) => apiGet("/invitations", z.array(invitationSchema), signal),
});

export const readSignedInUser = () => apiGet("/user", sessionUserSchema);

export const changeRole = (id: number, role: Role) =>
  apiRequest(`/users/${id}`, { method: "PATCH", body: { role }, schema: teamMemberSchema });

export const removeUser = (id: number) =>
  apiRequest(`/users/${id}`, { method: "DELETE", schema: z.unknown() });

export const invite = (body: InvitationInput) =>
  apiRequest("/invitations", { method: "POST", body, schema: invitationSchema });

export const resendInvitation = (id: number) =>
  apiRequest(`/invitations/${id}/resend`, { method: "POST", schema: invitationSchema });

export const revokeInvitation = (id: number) =>
  apiRequest(`/invitations/${id}`, { method: "DELETE", schema: z.unknown() });

export const acceptInvitation = (body: { token: string; password: string }) =>
  apiRequest("/invitations/accept", { method: "POST", body, schema: sessionSchema });

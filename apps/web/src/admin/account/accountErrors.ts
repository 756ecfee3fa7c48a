import { ApiError } from "../../api/ApiError.ts";

// spec §8: the reset and registration failure texts.
export const NO_ACCOUNT = "Немає акаунту з цією адресою";

export function accountErrorText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 400) return "Невірний пароль. Спробуйте ще";
  if (status === 404) return NO_ACCOUNT;
  return "Щось пішло не так. Спробуйте ще.";
}

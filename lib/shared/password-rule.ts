/** The editor's passwords: CMS_ADMIN_PASSWORD, `npm run cms:admin`, and every password set in /admin. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Why `password` is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `expected at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `expected at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

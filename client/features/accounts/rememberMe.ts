/** localStorage key holding the e-mail address of a user who ticked "Remember me". */
export const REMEMBER_ME_KEY = 'rememberMe';

// Storage can be blocked (private mode, policies): remembering is a convenience, never an error.
export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBER_ME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(REMEMBER_ME_KEY, email);
  } catch {
    /* storage blocked */
  }
}

export function forgetEmail(): void {
  try {
    localStorage.removeItem(REMEMBER_ME_KEY);
  } catch {
    /* storage blocked */
  }
}

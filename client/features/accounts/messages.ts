import type { PASSWORD_MIN } from '../../../server/contract/auth';
import { ApiError } from '../../lib/http';

// The client may import only types from the server; typing this copy with the contract's literal
// type makes the build fail if the server's minimum ever changes without the hint following it.
const MIN_LENGTH: typeof PASSWORD_MIN = 8;
export const PASSWORD_HINT = `At least ${MIN_LENGTH} characters.`;

/** The login screen's fixed wording per server error code; a 429 shows the server's own advice. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'user-not-found') return 'No user found with this email.';
    if (error.code === 'wrong-password') return 'Incorrect password.';
    if (error.status === 429) return error.message;
  }
  return 'Login failed. Please try again.';
}

export const RESET_SENT = '✅ Password reset email sent. Please check your inbox.';

export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'user-not-found') return '❌ No user found with that email.';
  return '❌ Failed to send reset email. Try again.';
}

/** Register, admin login and new password show the server's message as is (it is written for users). */
export function rawErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

import { AUTH_MESSAGES, PASSWORD_MIN } from '../../../contract/auth';
import { ApiError } from '../../lib/http';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;

/** The login screen's fixed wording per server error code; a 429 shows the server's own advice. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'user-not-found') return AUTH_MESSAGES.userNotFound;
    if (error.code === 'wrong-password') return AUTH_MESSAGES.wrongPassword;
    if (error.status === 429) return error.message;
  }
  return 'Login failed. Please try again.';
}

export const RESET_SENT = '✅ Password reset email sent. Please check your inbox.';

export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'user-not-found') return `❌ ${AUTH_MESSAGES.resetUserNotFound}`;
  return '❌ Failed to send reset email. Try again.';
}

/** Register, admin login and new password show the server's message as is (it is written for users). */
export function rawErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

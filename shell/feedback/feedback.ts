// Feedback banners: status 200 is success (green), 'warning' is a warning (yellow, optionally
// sticky), 'info' is information (blue; the spec's fourth feedback kind), anything else is an
// error (red). Banners hide after the customization setting
// messageTime, or when closed.

export type FeedbackStatus = number | string;
export type BannerSeverity = 'success' | 'warning' | 'info' | 'error';

export interface Feedback {
  status: FeedbackStatus;
  /** The text shown; callers translate it (or pass a server's fault text). */
  message: string;
  /** A sticky warning stays until closed. */
  sticky?: boolean;
  /** Child banners only: the hash route to open when the banner is closed. */
  navigateOnClose?: string;
}

export function severityOf(status: FeedbackStatus): BannerSeverity {
  if (status === 200 || status === '200') return 'success';
  if (status === 'warning') return 'warning';
  if (status === 'info') return 'info';
  return 'error';
}

/** Used when the client settings carry no messageTime. */
export const DEFAULT_MESSAGE_TIME_SECONDS = 5;

/**
 * How long a banner shows, in milliseconds, or undefined for "until closed". messageTime is read
 * as seconds below 1000 and as milliseconds from 1000 on (the settings store milliseconds, at
 * least 1000: a second).
 */
export function hideAfterMs(feedback: Feedback, messageTime: number | string | undefined): number | undefined {
  if (feedback.sticky && severityOf(feedback.status) === 'warning') return undefined;
  const value = Number(messageTime);
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_MESSAGE_TIME_SECONDS * 1000;
  return value >= 1000 ? value : value * 1000;
}

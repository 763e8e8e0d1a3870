import { notifications } from '@mantine/notifications';

/** docs/spec/part-1.md §9: how long each kind of notice stays, in milliseconds. */
export const NOTICE_DURATION = {
  default: 2000,
  global: 4000,
  error: 5000,
  abortWarning: 3000,
} as const;

export function notifySuccess(message: string, duration: number = NOTICE_DURATION.default): void {
  notifications.show({ message, color: 'teal', autoClose: duration, withBorder: true });
}

/** docs/spec/part-1.md §8: every failed call shows a notice titled ERROR for 5 seconds. */
export function notifyError(message: string, title = 'ERROR'): void {
  notifications.show({
    title,
    message,
    color: 'red',
    autoClose: NOTICE_DURATION.error,
    withBorder: true,
    style: { whiteSpace: 'pre-line' },
  });
}

export function notifyWarning(message: string): void {
  notifications.show({ message, color: 'yellow', autoClose: NOTICE_DURATION.abortWarning, withBorder: true });
}

/** Drops the notices on screen, e.g. the login form's errors once the login succeeded. */
export function clearNotices(): void {
  notifications.clean();
}

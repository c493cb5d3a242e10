// The public face of the notifications module (decisions 211–213): every message the portal sends goes through
// enqueueNotification (in the caller's transaction) and leaves through the notifier (app.notifier, the job).

export { notificationsPlugin, notifierFor } from './notifications.plugin';
export type { DeliveryOutcome, Notifier, SendSummary } from './notifications.sender';
export { createNotifier } from './notifications.sender';
export type {
  EnqueueOptions,
  EnqueueResult,
  MemberMessage,
  NotificationRequest,
} from './notifications.service';
export {
  dailyCounts,
  enqueueNotification,
  getPreferences,
  listMemberMessages,
  outOfQuietHours,
  savePreferences,
} from './notifications.service';

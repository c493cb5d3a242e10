/** The cookie that hides one popup for a day ('오늘 하루 보지 않기', spec 1 §2.1 home). */
export function popupCookieName(popupId: string): string {
  return `popup_hide_${popupId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Hide `popupId` for one day from now. */
export function hidePopupForToday(popupId: string, now = new Date(), doc: Document = document): void {
  const expires = new Date(now.getTime() + ONE_DAY_MS).toUTCString();
  doc.cookie = `${popupCookieName(popupId)}=Y; expires=${expires}; path=/; SameSite=Lax`;
}

/** True while the day-long cookie of `popupId` is set. */
export function isPopupHidden(popupId: string, doc: Document = document): boolean {
  const name = popupCookieName(popupId);
  return doc.cookie.split(';').some((c) => c.trim() === `${name}=Y`);
}

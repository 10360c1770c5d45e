/**
 * A notification's title and message come per language, falling back to English (spec 002 §3,
 * "Notification"): the bell's popover and the notification centre show them through this.
 */
export interface LocalizedText {
  en: string;
  id?: string | undefined;
}

/** The text in `locale` when the notification has it, else the English text. */
export function localizedText(text: LocalizedText, locale: string): string {
  return locale === "id" && text.id ? text.id : text.en;
}

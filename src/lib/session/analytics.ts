/** Analytics events the session records (spec 000 §4: changing the environment records an event). */
export interface Analytics {
  track(event: string, properties?: Record<string, string | number | boolean | null>): void;
}

export const noopAnalytics: Analytics = { track() {} };

/** The activity log's member filter (issue 18, /activity-logs): a member's e-mail address, one per value. */
export const ACTOR_EMAIL_PATTERN = /^[^\s@,]+@[^\s@,]+$/;

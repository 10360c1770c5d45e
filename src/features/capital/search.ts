/** Capital loans' URL filters (light: domain constants only, for the route's validateSearch). */
import { LOAN_STATUSES } from "../../domain/capital/rules.ts";
import { defineList } from "../../lib/lists/search.ts";

export const loanList = defineList({ statuses: LOAN_STATUSES, channels: [] as string[] });

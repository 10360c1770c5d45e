/**
 * The landing pages' routes a signed-in first load starts with (issue 19). A bundle's build
 * replaces this module with its own (scripts/lib/landing-routes.ts), which attaches them to the
 * root route; outside a bundle (Vitest, Storybook) the router starts with every route and there
 * is nothing to attach.
 */
export function attachLandingRoutes(): void {}

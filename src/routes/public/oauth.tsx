import { createFileRoute, redirect } from "@tanstack/react-router";

// spec 000 §2: /oauth goes to login.
export const Route = createFileRoute("/_public/oauth")({
  beforeLoad: () => {
    throw redirect({ to: "/login", replace: true });
  },
});

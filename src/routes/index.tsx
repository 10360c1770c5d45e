import { createFileRoute, redirect } from "@tanstack/react-router";

// spec 000 §2: "/" goes to login while logged out. The logged-in landing page arrives with the session.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/login", replace: true });
  },
});

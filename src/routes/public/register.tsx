import { createFileRoute, redirect } from "@tanstack/react-router";

// spec 000 §2: /register goes to /register/1. Hidden for white-label brands (left out of their tree).
export const Route = createFileRoute("/_public/register")({
  beforeLoad: () => {
    throw redirect({ to: "/register/$step", params: { step: "1" }, replace: true });
  },
});

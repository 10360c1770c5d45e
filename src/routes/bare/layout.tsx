import { createFileRoute, Outlet } from "@tanstack/react-router";

/** Full-screen routes (spec 000 §2: /oauth/authorize, /2fa-setup) render without the dashboard chrome. */
function BareLayout() {
  return (
    <main className="min-h-screen bg-background p-6">
      <Outlet />
    </main>
  );
}

export const Route = createFileRoute("/_bare")({ component: BareLayout });

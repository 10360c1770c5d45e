import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireLoggedIn } from "../../features/session/visibility";

/** Full-screen routes (spec 000 §2: /oauth/authorize, /2fa-setup) render without the dashboard chrome. */
function BareLayout() {
  return (
    <main className="min-h-screen bg-background p-6">
      <Outlet />
    </main>
  );
}

// Logged-in pages without the chrome: the same guard as the dashboard layout.
export const Route = createFileRoute("/_bare")({
  beforeLoad: ({ context, location }) => requireLoggedIn(context, location),
  component: BareLayout,
});

import { createFileRoute, redirect } from "@tanstack/react-router";
import { RegistrationScreen } from "../../features/auth/components/registration-screen";
import { redirectIfLoggedIn } from "../../features/session/guards";

const STEPS = ["1", "2"];

function RegisterStepPage() {
  const { step } = Route.useParams();
  return (
    <div data-route-module="route-module:register" className="contents">
      <RegistrationScreen step={step === "2" ? 2 : 1} />
    </div>
  );
}

// spec 000 §2: /register/{step}. Hidden for white-label brands (left out of their route tree).
export const Route = createFileRoute("/_public/register/$step")({
  beforeLoad: ({ context, params }) => {
    if (!STEPS.includes(params.step)) throw redirect({ to: "/register/$step", params: { step: "1" }, replace: true });
    redirectIfLoggedIn(context);
  },
  component: RegisterStepPage,
});

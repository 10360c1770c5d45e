import { createFileRoute } from "@tanstack/react-router";
import { RegistrationScreen } from "../../features/auth/components/registration-screen";

// spec 000 §2: the hidden partner registration path (not linked from any screen).
function PartnerRegistrationPage() {
  const { partnerKey } = Route.useParams();
  return <RegistrationScreen step={1} partnerKey={partnerKey} />;
}

export const Route = createFileRoute("/_public/partner_registration/$partnerKey")({
  component: PartnerRegistrationPage,
});

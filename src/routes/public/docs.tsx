import { brand } from "virtual:brand";
import { createFileRoute, redirect } from "@tanstack/react-router";

// spec 000 §2: /docs goes to the brand's documentation site.
export const Route = createFileRoute("/_public/docs")({
  beforeLoad: () => {
    throw redirect({ href: brand.links.docs, replace: true });
  },
});

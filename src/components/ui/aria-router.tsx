/**
 * React Aria's links and menu items navigate through the app's router where they are (issue 19):
 * the signed-in frame provides only the plain navigation (plain-controls.tsx) and paints no React
 * Aria link, so React Aria's `RouterProvider` (its `openLink` module) loads with the first screen
 * or popover that renders one, not with every signed-in first load. Without the frame's navigation
 * (logged-out pages, tests) they are ordinary links, or follow a `RouterProvider` around them.
 */
import type { ReactNode } from "react";
import { Link as AriaLink, type LinkProps, RouterProvider } from "react-aria-components";
import { usePlainNavigation } from "./plain-controls.tsx";

export function AriaRouter({ children }: { children: ReactNode }) {
  const navigation = usePlainNavigation();
  if (!navigation) return children;
  return (
    <RouterProvider navigate={navigation.navigate} useHref={navigation.toHref}>
      {children}
    </RouterProvider>
  );
}

/** React Aria's `Link`, navigating through the app's router. */
export function Link(props: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return (
    <AriaRouter>
      <AriaLink {...props} />
    </AriaRouter>
  );
}

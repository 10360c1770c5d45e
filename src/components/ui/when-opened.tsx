/**
 * Mounts a rarely shown overlay only once it has been opened (issue 19): with a `lazy()` component
 * inside, its code loads on the first opening instead of with the page. After that it stays
 * mounted, so closing it still plays its exit animation and hands focus back as before.
 */
import { type ReactNode, Suspense, useState } from "react";

export function WhenOpened({ isOpen, children }: { isOpen: boolean; children: () => ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children()}</Suspense> : null;
}

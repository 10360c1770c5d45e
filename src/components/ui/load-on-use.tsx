/**
 * Controls whose react-aria implementation loads when the user first reaches for them (issue 19):
 * a light stand-in (a native button that looks like the control) is on screen with the page; the
 * first pointer, touch or focus inside it starts loading the real control, a press on it also asks
 * the real control to open once there. Every stand-in of one loader swaps when it arrives, and the
 * one that had the focus hands it to the real control, so a keyboard user keeps their place.
 * (`when-opened.tsx` does the same for dialogs, which have no stand-in.)
 */
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

export interface ModuleLoader<M> {
  /** Starts loading (once; again after a failure); resolves with the module. */
  load: () => Promise<M>;
  /** The module once loaded (for the first render of a later page). */
  current: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      pending ??= importer().then(
        (m) => {
          module = m;
          for (const listener of [...listeners]) listener();
          return m;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => module,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FOCUSABLE = 'button, input, [role="spinbutton"], [tabindex]:not([tabindex="-1"])';

/**
 * `light(open)` until the loader's module is there (`open` loads it and remembers the press), then
 * `ready(module, opened)`; `opened` tells the real control that the user already pressed it.
 */
export function LoadOnUse<M>({
  loader,
  light,
  ready,
}: {
  loader: ModuleLoader<M>;
  light: (open: () => void) => ReactNode;
  ready: (module: M, opened: boolean) => ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const [opened, setOpened] = useState(false);
  // which stand-in has the focus is read just before the swap removes it
  const subscribe = useCallback(
    (onChange: () => void) =>
      loader.subscribe(() => {
        hadFocus.current = Boolean(wrapper.current?.contains(document.activeElement));
        onChange();
      }),
    [loader],
  );
  const module = useSyncExternalStore(subscribe, loader.current, loader.current);
  const warm = () => {
    if (!module) loader.load().catch(() => undefined);
  };
  useLayoutEffect(() => {
    if (!module || !hadFocus.current) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [module]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only starts loading; the stand-in inside is the control
    <div ref={wrapper} className="contents" onPointerOver={warm} onTouchStart={warm} onFocus={warm}>
      {module
        ? ready(module, opened)
        : light(() => {
            setOpened(true);
            warm();
          })}
    </div>
  );
}

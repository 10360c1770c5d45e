/**
 * Controls whose react-aria implementation loads when the user first reaches for them (issue 19):
 * a light stand-in (a native button that looks like the control) is on screen with the page; a
 * pointer passing over it or a touch starts fetching the real control, and its first use (a press,
 * or the focus) swaps it in: a press also asks the real control to open once there. Every stand-in
 * of one loader swaps then, and the one that had the focus hands it to the real control, so a
 * keyboard user keeps their place. (`when-opened.tsx` does the same for dialogs, which have no
 * stand-in.)
 *
 * A pointer passing by only fetches: when the module was already at hand (fetched by an earlier
 * page), swapping on the pointer's arrival replaced the stand-in between the pointer reaching it
 * and the press, which then landed on the removed stand-in and opened nothing.
 */
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

export interface ModuleLoader<M> {
  /** Starts loading (once; again after a failure); resolves with the module, given to every subscriber. */
  load: () => Promise<M>;
  /** Starts fetching the module without handing it over (a pointer passing by). */
  prefetch: () => void;
  /** The module once loaded (for the first render of a later page). */
  current: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let fetched: Promise<M> | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const fetch = () => {
    fetched ??= importer().catch((error: unknown) => {
      fetched = undefined;
      throw error;
    });
    return fetched;
  };
  return {
    prefetch: () => {
      fetch().catch(() => undefined);
    },
    load: () => {
      pending ??= fetch().then(
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
  const use = () => {
    if (!module) loader.load().catch(() => undefined);
  };
  const prefetch = () => {
    if (!module) loader.prefetch();
  };
  useLayoutEffect(() => {
    if (!module || !hadFocus.current) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [module]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only starts loading; the stand-in inside is the control
    <div ref={wrapper} className="contents" onPointerOver={prefetch} onTouchStart={prefetch} onFocus={use}>
      {module
        ? ready(module, opened)
        : light(() => {
            setOpened(true);
            use();
          })}
    </div>
  );
}

/**
 * Carousel (home carousel, spec 001 §3) following the WAI-ARIA carousel pattern: previous/next
 * and per-slide buttons, arrow keys (and Home/End) on the focusable slide area, swipe on touch
 * screens, and autoplay that stops while the pointer is over it or focus is inside, has a
 * pause/play button, and starts paused for users who asked for reduced motion.
 */
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { autoplayOn, autoplayRuns, stepSlide, swipeDelta } from "../../domain/format/slides.ts";
import { useMediaQuery } from "./layout.tsx";
import { PlainIconButton } from "./plain-controls.tsx";
import { nativeFocusRing } from "./styles.ts";

export interface Slide {
  id: string;
  /** The slide's name for assistive technology (usually its heading). */
  label: string;
  content: ReactNode;
}

export function Carousel({
  label,
  slides,
  autoplayMs = 6000,
}: {
  label: string;
  slides: Slide[];
  /** Time each slide shows while autoplay runs. */
  autoplayMs?: number;
}) {
  const { t } = useLingui();
  const count = slides.length;
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, Math.max(0, count - 1));
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const on = autoplayOn({ userChoice, reducedMotion });
  const runs = autoplayRuns({ count, userChoice, hovered, focused, reducedMotion });
  const pointer = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!runs) return;
    const timer = setInterval(() => setIndex((i) => stepSlide(i, count, 1)), autoplayMs);
    return () => clearInterval(timer);
  }, [runs, autoplayMs, count]);

  const go = (delta: number) => setIndex((i) => stepSlide(Math.min(i, count - 1), count, delta));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const target = {
      ArrowRight: stepSlide(index, count, 1),
      ArrowLeft: stepSlide(index, count, -1),
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setIndex(target);
  }

  if (count === 0) return null;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex flex-col gap-2 text-text"
    >
      {count > 1 ? (
        <div className="flex items-center gap-1">
          <PlainIconButton
            icon={on ? "pause" : "play"}
            label={on ? t`Pause slides` : t`Play slides`}
            size="sm"
            onClick={() => setUserChoice(on ? "pause" : "play")}
          />
          <PlainIconButton icon="chevronLeft" label={t`Previous slide`} size="sm" onClick={() => go(-1)} />
          <PlainIconButton icon="chevronRight" label={t`Next slide`} size="sm" onClick={() => go(1)} />
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the slide area takes the arrow keys and swipes (WAI-ARIA carousel) */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys can move the slides (WAI-ARIA carousel)
        tabIndex={0}
        aria-live={runs ? "off" : "polite"}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          pointer.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const start = pointer.current;
          pointer.current = null;
          if (!start) return;
          const delta = swipeDelta(e.clientX - start.x, e.clientY - start.y);
          if (delta !== 0) go(delta);
        }}
        onPointerCancel={() => {
          pointer.current = null;
        }}
        style={{ touchAction: "pan-y" }}
        className={`overflow-hidden rounded-brand ${nativeFocusRing}`}
      >
        <div
          className="flex transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <fieldset
              key={slide.id}
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${count}: ${slide.label}`}
              aria-hidden={i !== index}
              inert={i !== index}
              data-current={i === index || undefined}
              className="w-full min-w-0 shrink-0"
            >
              {slide.content}
            </fieldset>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <fieldset aria-label={t`Choose a slide`} className="flex min-w-0 justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t`Slide ${i + 1}: ${slide.label}`}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
              className={`flex h-6 w-6 cursor-pointer items-center justify-center rounded-full ${nativeFocusRing}`}
            >
              <span className={`block h-2 w-2 rounded-full ${i === index ? "bg-primary" : "bg-border"}`} />
            </button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, waitFor } from "storybook/test";
import { LinkButton } from "./button.tsx";
import { Carousel, type Slide } from "./carousel.tsx";
import { expectFocusRing } from "./story-helpers.ts";

function slide(id: string, label: string, action?: string): Slide {
  return {
    id,
    label,
    content: (
      <div className="flex flex-col items-start gap-2 bg-background p-6">
        <h2 className="text-lg font-semibold">{label}</h2>
        {action ? <LinkButton href={`#${id}`}>{action}</LinkButton> : null}
      </div>
    ),
  };
}

const SLIDES: Slide[] = [
  slide("payment-methods", "Activate payment methods", "Activate"),
  slide("app", "Mobile app"),
  slide("tax", "Tax integration"),
];

function current(root: HTMLElement): string | null {
  return root.querySelector("[data-current]")?.getAttribute("aria-label") ?? null;
}

const meta = { title: "Data display/Carousel" } satisfies Meta;
export default meta;
type Story = StoryObj;

export const Keyboard: Story = {
  render: () => <Carousel label="Highlights" slides={SLIDES} autoplayMs={60_000} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expectFocusRing(canvas.getByRole("button", { name: "Pause slides" }));
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole("button", { name: "Next slide" });
    await expectFocusRing(next);
    await userEvent.keyboard("{Enter}");
    await expect(current(canvasElement)).toBe("2 of 3: Mobile app");
    // The slide area takes the arrow keys.
    await userEvent.tab();
    await expectFocusRing(document.activeElement as Element);
    await userEvent.keyboard("{ArrowRight}");
    await expect(current(canvasElement)).toBe("3 of 3: Tax integration");
    await userEvent.keyboard("{ArrowRight}");
    await expect(current(canvasElement)).toBe("1 of 3: Activate payment methods");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(current(canvasElement)).toBe("3 of 3: Tax integration");
    await userEvent.keyboard("{Home}");
    // Only the current slide's link can take focus.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Activate" })).toHaveFocus();
    await userEvent.tab();
    const third = canvas.getByRole("button", { name: "Slide 3: Tax integration" });
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusRing(third);
    await userEvent.keyboard(" ");
    await expect(third).toHaveAttribute("aria-current", "true");
  },
};

export const Swipe: Story = {
  render: () => <Carousel label="Highlights" slides={SLIDES} autoplayMs={60_000} />,
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector("[aria-live]") as HTMLElement;
    fireEvent.pointerDown(area, { clientX: 300, clientY: 50, pointerType: "touch" });
    fireEvent.pointerUp(area, { clientX: 180, clientY: 60, pointerType: "touch" });
    await expect(current(canvasElement)).toBe("2 of 3: Mobile app");
    fireEvent.pointerDown(area, { clientX: 100, clientY: 50, pointerType: "touch" });
    fireEvent.pointerUp(area, { clientX: 260, clientY: 50, pointerType: "touch" });
    await expect(current(canvasElement)).toBe("1 of 3: Activate payment methods");
    // A mostly vertical move is a scroll, not a swipe.
    fireEvent.pointerDown(area, { clientX: 300, clientY: 50, pointerType: "touch" });
    fireEvent.pointerUp(area, { clientX: 250, clientY: 200, pointerType: "touch" });
    await expect(current(canvasElement)).toBe("1 of 3: Activate payment methods");
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** WCAG 2.2.2: autoplay stops on hover and focus and has a pause button. */
export const Autoplay: Story = {
  render: () => <Carousel label="Highlights" slides={SLIDES} autoplayMs={250} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const area = canvasElement.querySelector("[aria-live]") as HTMLElement;
    await expect(area).toHaveAttribute("aria-live", "off");
    await waitFor(() => expect(current(canvasElement)).toBe("2 of 3: Mobile app"), { timeout: 2000 });

    // Hover pauses.
    const section = canvas.getByRole("region", { name: "Highlights" });
    await userEvent.hover(section);
    const held = current(canvasElement);
    await pause(700);
    await expect(current(canvasElement)).toBe(held);
    await expect(area).toHaveAttribute("aria-live", "polite");
    await userEvent.unhover(section);
    await waitFor(() => expect(current(canvasElement)).not.toBe(held), { timeout: 2000 });

    // The pause button stops it for good, even after focus and pointer leave.
    const pauseButton = canvas.getByRole("button", { name: "Pause slides" });
    pauseButton.focus();
    await userEvent.keyboard("{Enter}");
    const play = canvas.getByRole("button", { name: "Play slides" });
    play.blur();
    await userEvent.unhover(section);
    const stopped = current(canvasElement);
    await pause(700);
    await expect(current(canvasElement)).toBe(stopped);
  },
};

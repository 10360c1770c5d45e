/**
 * The frame's icons drawn from the build's SVG sprite (issue 19): an `<svg>` using the sprite's
 * symbol, sized, stroked in the current colour and hidden from assistive technology unless labelled,
 * as `Icon` is.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icons.tsx";
import { SpriteIcon } from "./sprite-icon.tsx";

describe("SpriteIcon", () => {
  it("draws the sprite's symbol of its name, decorative by default", () => {
    const { container } = render(<SpriteIcon name="house" size={18} />);
    const svg = container.querySelector("svg");
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).not.toHaveAttribute("role");
    expect(svg).toHaveAttribute("width", "18");
    expect(svg).toHaveAttribute("height", "18");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg).toHaveAttribute("fill", "none");
    const use = svg?.querySelector("use");
    expect(use?.getAttribute("href")).toMatch(/icons[^/]*\.svg#house$/);
  });

  it("is an image with a name when labelled", () => {
    render(<SpriteIcon name="wallet" label="Balance" />);
    const icon = screen.getByRole("img", { name: "Balance" });
    expect(icon).not.toHaveAttribute("aria-hidden");
    expect(icon).toHaveAttribute("width", "20");
    expect(icon.querySelector("use")?.getAttribute("href")).toMatch(/#wallet$/);
  });

  it("Icon draws the design system's icon from the sprite's ui- symbol, as SpriteIcon does", () => {
    const { container } = render(
      <>
        <Icon name="chevronDown" size={16} />
        <SpriteIcon name="house" size={16} />
      </>,
    );
    const [icon, sprite] = [...container.querySelectorAll("svg")];
    expect(icon?.querySelector("use")?.getAttribute("href")).toMatch(/icons[^/]*\.svg#ui-chevronDown$/);
    expect(icon?.querySelector("path")).toBeNull();
    // one frame for both: the same attributes apart from the symbol used
    expect(icon?.getAttributeNames().sort()).toEqual(sprite?.getAttributeNames().sort());
    for (const name of icon?.getAttributeNames() ?? [])
      expect(icon?.getAttribute(name)).toBe(sprite?.getAttribute(name));
  });
});

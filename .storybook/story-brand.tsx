/** The brand chosen in the toolbar, for stories that show brand assets (logo). */

import type { StoryBrand } from "virtual:storybook-brands";
import { createContext, useContext } from "react";

export const StoryBrandContext = createContext<StoryBrand | null>(null);

export function useStoryBrand(): StoryBrand {
  const brand = useContext(StoryBrandContext);
  if (!brand) throw new Error("useStoryBrand needs the preview decorator");
  return brand;
}

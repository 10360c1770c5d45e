/**
 * Storybook: the design system's stories (`src/components/ui/**\/*.stories.tsx`) and the screens
 * (`src/app`, `src/features`: the real app over recorded sandbox answers, .storybook/screens/),
 * with the a11y and Vitest addons.
 * Vite gets the dashboard's plugins (brand, React, Lingui, Tailwind) but not the TanStack
 * router plugin. STORYBOOK_BRAND narrows the toolbar (and the bundle) to one brand.
 */
import path from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { bundleTarget, loadBrand, ROOT } from "../scripts/lib/brands.ts";
import { iconSpritePlugin } from "../scripts/lib/icon-sprite.ts";
import { brandPlugin, linguiPlugins } from "../scripts/lib/vite-config.ts";
import type { Country } from "../src/domain/brand/sections.ts";
import { storybookAppBrandPlugin } from "./app-brand-plugin.ts";
import { storybookBrands, storybookBrandsPlugin } from "./brands-plugin.ts";
import { storybookGatewayPlugin } from "./gateway-plugin.ts";

const only = process.env.STORYBOOK_BRAND || undefined;
const compileBrand = loadBrand(only ?? "main");

const config: StorybookConfig = {
  stories: ["../src/components/ui/**/*.stories.tsx", "../src/app/**/*.stories.tsx", "../src/features/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: {
    disableTelemetry: true,
    // Keep Storybook from loading the app's vite.config.ts (router plugin): plugins come from viteFinal.
    builder: { name: "@storybook/builder-vite", options: { viteConfigPath: ".storybook/vite.config.ts" } },
  },
  async viteFinal(viteConfig, { configType }) {
    const { mergeConfig } = await import("vite");
    const country = Object.keys(compileBrand.countries)[0] as Country;
    return mergeConfig(viteConfig, {
      plugins: [
        storybookBrandsPlugin(only),
        // dev Storybook answers the screens from a live sandbox; the story tests and static builds replay recordings
        storybookGatewayPlugin({ live: configType === "DEVELOPMENT" && !process.env.VITEST }),
        // dev Storybook: the toolbar's brand is the app's too (a reload); else the compile-time brand
        storybookAppBrandPlugin(configType === "DEVELOPMENT" && !process.env.VITEST ? storybookBrands(only) : []),
        brandPlugin(bundleTarget(compileBrand, country)),
        iconSpritePlugin(),
        react(),
        ...linguiPlugins(),
        tailwindcss(),
      ],
      resolve: { alias: { "@": path.join(ROOT, "src") } },
      build: { assetsInlineLimit: 0 },
    });
  },
};

export default config;
